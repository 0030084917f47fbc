import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, defaultRenderThreads, loadConfig } from './config.js';

const MB = 1024 * 1024;

function problemsOf(env: Record<string, string>): string[] {
  try {
    loadConfig(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as ConfigError).problems;
  }
  throw new Error(`expected ${JSON.stringify(env)} to be refused`);
}

describe('loadConfig defaults', () => {
  it('runs on SQLite in ./data with a generated admin, demo content and no proxy when nothing is set', () => {
    const config = loadConfig({});
    const dataDir = path.resolve('./data');
    expect(config).toEqual({
      env: 'production',
      port: 3000,
      host: 'localhost',
      dataDir,
      databaseUrl: undefined,
      sqlitePath: path.join(dataDir, 'noks.sqlite'),
      uploadDir: path.join(dataDir, 'uploads'),
      s3: null,
      publicUrl: 'http://localhost:3000',
      admin: { email: undefined, password: undefined },
      uploadLimits: { documentBytes: 25 * MB, imageBytes: 10 * MB },
      sessionTtlMs: 12 * 3600_000,
      auditRetentionMs: 730 * 86_400_000,
      searchLogDays: 365,
      submissionRetentionDays: 730,
      secretKey: undefined,
      requireTotpFor: 'none',
      responseCacheBytes: 64 * MB,
      renderThreads: defaultRenderThreads(),
      seedDemoContent: true,
      trustProxy: false,
      logLevel: 'info',
      smtpUrl: null,
      outboxDir: path.join(dataDir, 'outbox'),
      mailFrom: 'no-reply@localhost',
    });
  });

  it('sends e-mail from no-reply at the public address\'s host', () => {
    expect(loadConfig({ PUBLIC_URL: 'https://noks.example.rs' }).mailFrom).toBe('no-reply@noks.example.rs');
  });

  it('has no default admin password: without ADMIN_PASSWORD one is generated at first start', () => {
    expect(loadConfig({}).admin.password).toBeUndefined();
    expect(loadConfig({ PORT: '8080' }).admin).toEqual({ email: undefined, password: undefined });
  });

  it('treats empty variables as unset (as docker-compose passes FOO= )', () => {
    const config = loadConfig({ PORT: '', DATABASE_URL: '', ADMIN_EMAIL: '', ADMIN_PASSWORD: '', PUBLIC_URL: '', SEED_DEMO_CONTENT: '' });
    expect(config.port).toBe(3000);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.admin).toEqual({ email: undefined, password: undefined });
    expect(config.seedDemoContent).toBe(true);
  });

  it('ignores variables it does not know', () => {
    expect(() => loadConfig({ PATH: '/usr/bin', HOME: '/root', npm_config_x: 'y' })).not.toThrow();
  });
});

describe('loadConfig with every variable set', () => {
  const env = {
    NODE_ENV: 'development',
    PORT: '8080',
    HOST: '0.0.0.0',
    DATA_DIR: '/srv/noks',
    DATABASE_URL: 'postgres://noks:secret@db:5432/noks',
    PUBLIC_URL: 'https://noks.example.rs/',
    ADMIN_EMAIL: 'Urednik@Example.RS',
    ADMIN_PASSWORD: 'a long enough password',
    UPLOAD_MAX_DOCUMENT_MB: '50',
    UPLOAD_MAX_IMAGE_MB: '2.5',
    S3_BUCKET: 'noks-files',
    S3_ENDPOINT: 'https://s3.example.rs',
    S3_REGION: 'rs-beg-1',
    S3_ACCESS_KEY_ID: 'noks-portal',
    S3_SECRET_ACCESS_KEY: 'a secret key',
    S3_FORCE_PATH_STYLE: 'true',
    SESSION_TTL_HOURS: '24',
    AUDIT_RETENTION_DAYS: '365',
    SEARCH_LOG_DAYS: '90',
    SUBMISSION_RETENTION_DAYS: '365',
    SECRET_KEY: 'a secret key of at least thirty-two characters',
    REQUIRE_TOTP_FOR: 'Admin',
    SEED_DEMO_CONTENT: 'false',
    TRUST_PROXY: 'true',
    LOG_LEVEL: 'debug',
    RESPONSE_CACHE_MB: '0',
    RENDER_THREADS: '3',
    SMTP_URL: 'smtps://portal:secret@mail.example.rs:465',
    MAIL_FROM: 'НОКС <noreply@noks.example.rs>',
  };

  it('maps each one to the configuration', () => {
    const config = loadConfig(env);
    expect(config).toEqual({
      env: 'development',
      port: 8080,
      host: '0.0.0.0',
      dataDir: '/srv/noks',
      databaseUrl: 'postgres://noks:secret@db:5432/noks',
      sqlitePath: '/srv/noks/noks.sqlite',
      uploadDir: '/srv/noks/uploads',
      s3: {
        bucket: 'noks-files',
        endpoint: 'https://s3.example.rs',
        region: 'rs-beg-1',
        credentials: { accessKeyId: 'noks-portal', secretAccessKey: 'a secret key' },
        forcePathStyle: true,
      },
      publicUrl: 'https://noks.example.rs',
      admin: { email: 'urednik@example.rs', password: 'a long enough password' },
      uploadLimits: { documentBytes: 50 * MB, imageBytes: 2.5 * MB },
      sessionTtlMs: 24 * 3600_000,
      auditRetentionMs: 365 * 86_400_000,
      searchLogDays: 90,
      submissionRetentionDays: 365,
      secretKey: 'a secret key of at least thirty-two characters',
      requireTotpFor: 'admin',
      responseCacheBytes: 0,
      renderThreads: 3,
      seedDemoContent: false,
      trustProxy: true,
      logLevel: 'debug',
      smtpUrl: 'smtps://portal:secret@mail.example.rs:465',
      outboxDir: '/srv/noks/outbox',
      mailFrom: 'НОКС <noreply@noks.example.rs>',
    });
  });

  it('accepts postgresql:// as well as postgres://, and SQLite when DATABASE_URL is absent', () => {
    expect(loadConfig({ DATABASE_URL: 'postgresql://u@127.0.0.1/db' }).databaseUrl).toBe('postgresql://u@127.0.0.1/db');
    expect(loadConfig({ DATA_DIR: '/var/lib/noks' }).sqlitePath).toBe('/var/lib/noks/noks.sqlite');
  });

  it('renders screens on every core but one, at most four, and on the server\'s thread with one core', () => {
    expect([1, 2, 4, 8, 64].map((cores) => defaultRenderThreads(cores))).toEqual([0, 1, 3, 4, 4]);
    expect(loadConfig({ RENDER_THREADS: '0' }).renderThreads).toBe(0);
  });

  it('resolves a relative DATA_DIR against the working directory', () => {
    expect(loadConfig({ DATA_DIR: 'var/data' }).dataDir).toBe(path.resolve('var/data'));
  });

  it('derives the public address from PORT when PUBLIC_URL is not set', () => {
    expect(loadConfig({ PORT: '4000' }).publicUrl).toBe('http://localhost:4000');
    expect(loadConfig({ PUBLIC_URL: 'http://noks.example.rs:8080//' }).publicUrl).toBe('http://noks.example.rs:8080');
  });

  it.each([
    ['true', true],
    ['TRUE', true],
    ['1', true],
    ['yes', true],
    ['Yes', true],
    ['false', false],
    ['False', false],
    ['0', false],
    ['no', false],
  ])('reads the switch value %s as %s', (value, expected) => {
    expect(loadConfig({ SEED_DEMO_CONTENT: value }).seedDemoContent).toBe(expected);
    expect(loadConfig({ TRUST_PROXY: value }).trustProxy).toBe(expected);
  });

  it.each(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])('accepts LOG_LEVEL=%s', (level) => {
    expect(loadConfig({ LOG_LEVEL: level }).logLevel).toBe(level);
  });
});

describe('loadConfig refuses invalid values, naming the variable', () => {
  it.each([
    ['PORT', 'abc'],
    ['PORT', '0'],
    ['PORT', '70000'],
    ['PORT', '80.5'],
    ['PORT', '-1'],
    ['HOST', '   '],
    ['DATA_DIR', '  '],
    ['DATABASE_URL', 'mysql://noks@db/noks'],
    ['DATABASE_URL', './noks.sqlite'],
    ['PUBLIC_URL', 'noks.example.rs'],
    ['PUBLIC_URL', 'ftp://noks.example.rs'],
    ['UPLOAD_MAX_DOCUMENT_MB', 'lots'],
    ['UPLOAD_MAX_DOCUMENT_MB', '0'],
    ['UPLOAD_MAX_DOCUMENT_MB', '4096'],
    ['UPLOAD_MAX_IMAGE_MB', '-5'],
    ['SESSION_TTL_HOURS', '0'],
    ['SESSION_TTL_HOURS', '1.5'],
    ['SESSION_TTL_HOURS', '100000'],
    ['AUDIT_RETENTION_DAYS', '29'],
    ['AUDIT_RETENTION_DAYS', 'forever'],
    ['SEARCH_LOG_DAYS', '-1'],
    ['SEARCH_LOG_DAYS', '36501'],
    ['SEARCH_LOG_DAYS', 'a year'],
    ['SUBMISSION_RETENTION_DAYS', '29'],
    ['SUBMISSION_RETENTION_DAYS', 'two years'],
    ['SECRET_KEY', 'too short'],
    ['REQUIRE_TOTP_FOR', 'editors'],
    ['SEED_DEMO_CONTENT', 'maybe'],
    ['TRUST_PROXY', '2'],
    ['LOG_LEVEL', 'verbose'],
    ['RESPONSE_CACHE_MB', '-1'],
    ['RESPONSE_CACHE_MB', '1.5'],
    ['RESPONSE_CACHE_MB', '10000'],
    ['RESPONSE_CACHE_MB', 'lots'],
    ['RENDER_THREADS', '-1'],
    ['RENDER_THREADS', '2.5'],
    ['RENDER_THREADS', '64'],
    ['S3_BUCKET', 'Noks_Files'],
    ['S3_BUCKET', 'ab'],
    ['S3_BUCKET', '-noks'],
    ['NODE_ENV', 'staging'],
    ['SMTP_URL', 'mail.example.rs:25'],
    ['SMTP_URL', 'https://mail.example.rs'],
    ['MAIL_FROM', 'noreply'],
    ['MAIL_FROM', 'НОКС <noreply>'],
  ])('%s=%s', (name, value) => {
    const problems = problemsOf({ [name]: value });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(new RegExp(`^${name}: \\S`));
  });

  it('checks ADMIN_EMAIL and ADMIN_PASSWORD', () => {
    expect(problemsOf({ ADMIN_EMAIL: 'not-an-address', ADMIN_PASSWORD: 'a long enough password' })).toEqual(['ADMIN_EMAIL: must be an e-mail address']);
    expect(problemsOf({ ADMIN_EMAIL: 'admin@example.rs', ADMIN_PASSWORD: 'tiny-pass' })).toEqual(['ADMIN_PASSWORD: must have at least 12 characters']);
    expect(problemsOf({ ADMIN_EMAIL: 'admin@example.rs' })).toEqual(['ADMIN_EMAIL and ADMIN_PASSWORD must be set together']);
    expect(problemsOf({ ADMIN_PASSWORD: 'a long enough password' })).toEqual(['ADMIN_EMAIL and ADMIN_PASSWORD must be set together']);
  });

  it('lists every problem at once, in a message for the operator', () => {
    let error: unknown;
    try {
      loadConfig({ PORT: 'abc', LOG_LEVEL: 'loud', SESSION_TTL_HOURS: 'x' });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const message = (error as ConfigError).message;
    expect(message).toMatch(/^Invalid configuration:\n/);
    for (const name of ['PORT', 'LOG_LEVEL', 'SESSION_TTL_HOURS']) expect(message).toContain(`  - ${name}: `);
  });

  it('never echoes the value, which may be a secret', () => {
    const problems = problemsOf({ DATABASE_URL: 'mysql://noks:s3cr3t-value@db/noks', ADMIN_EMAIL: 'a@example.rs', ADMIN_PASSWORD: 'sh0rt-secret' });
    expect(problems.join('\n')).not.toMatch(/s3cr3t-value|sh0rt-secret/);
  });
});

describe('loadConfig for an S3 bucket', () => {
  const bucket = { S3_BUCKET: 'noks-files' };

  it('keeps uploads in the folder without S3_BUCKET, and in the bucket with it', () => {
    expect(loadConfig({}).s3).toBeNull();
    expect(loadConfig(bucket).s3).toEqual({ bucket: 'noks-files', endpoint: undefined, region: 'us-east-1', credentials: undefined, forcePathStyle: false });
  });

  it('leaves the credentials to the AWS SDK when no key is given (an instance or task role)', () => {
    expect(loadConfig({ ...bucket, S3_REGION: 'eu-central-1' }).s3).toMatchObject({ region: 'eu-central-1', credentials: undefined });
  });

  it.each([
    ['S3_ENDPOINT', 's3.example.rs'],
    ['S3_ENDPOINT', 'ftp://s3.example.rs'],
    ['S3_REGION', 'eu central'],
    ['S3_FORCE_PATH_STYLE', 'sometimes'],
    ['S3_ACCESS_KEY_ID', '   '],
  ])('refuses %s=%s', (name, value) => {
    const problems = problemsOf({ ...bucket, S3_ACCESS_KEY_ID: 'id', S3_SECRET_ACCESS_KEY: 'secret', [name]: value });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(new RegExp(`^${name}: \\S`));
  });

  it('refuses one half of the key pair', () => {
    expect(problemsOf({ ...bucket, S3_ACCESS_KEY_ID: 'id' })).toEqual(['S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together']);
    expect(problemsOf({ ...bucket, S3_SECRET_ACCESS_KEY: 'secret' })).toEqual(['S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together']);
  });

  it('refuses S3 settings without S3_BUCKET rather than quietly using the folder', () => {
    const [problem] = problemsOf({ S3_ENDPOINT: 'https://s3.example.rs', S3_FORCE_PATH_STYLE: 'true' });
    expect(problem).toMatch(/^S3_ENDPOINT, S3_FORCE_PATH_STYLE are set, but S3_BUCKET is not/);
  });

  it('never echoes the secret key', () => {
    const problems = problemsOf({ S3_SECRET_ACCESS_KEY: 'wJalrXUtnFEMI-secret' });
    expect(problems.join('\n')).not.toContain('wJalrXUtnFEMI-secret');
  });
});
