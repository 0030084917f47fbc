import os from 'node:os';
import path from 'node:path';
import { z } from 'zod';
import type { S3StorageOptions } from './lib/s3-storage.js';

/** true/false, 1/0 or yes/no, in any letter case ("TRUE" is as good as "true"). */
const booleanFromEnv = z.preprocess(
  (value) => (typeof value === 'string' ? value.trim().toLowerCase() : value),
  z.enum(['true', 'false', '1', '0', 'yes', 'no'], { error: 'must be true or false (also 1/0, yes/no)' }).transform((value) => ['true', '1', 'yes'].includes(value)),
);

const megabytesMessage = 'must be a number of megabytes greater than 0 and at most 2048';
const megabytes = z.coerce.number({ error: megabytesMessage }).positive(megabytesMessage).max(2048, megabytesMessage);

const cacheMessage = 'must be a whole number of megabytes from 0 (off) to 8192';
const cacheMegabytes = z.coerce.number({ error: cacheMessage }).int(cacheMessage).min(0, cacheMessage).max(8192, cacheMessage);

const threadsMessage = 'must be a whole number of threads from 0 (render on the server\'s own thread) to 16';
const renderThreads = z.coerce.number({ error: threadsMessage }).int(threadsMessage).min(0, threadsMessage).max(16, threadsMessage);

/**
 * Threads that render screens when RENDER_THREADS does not say: one per core but the one the
 * server's own thread keeps (routing, the database, compressing, writing), and at most four. A
 * single core renders on the server's thread.
 */
export function defaultRenderThreads(cores = os.availableParallelism()): number {
  return Math.min(4, Math.max(0, cores - 1));
}

const portMessage = 'must be a whole number from 1 to 65535';
const port = z.coerce.number({ error: portMessage }).int(portMessage).min(1, portMessage).max(65535, portMessage);

const hoursMessage = 'must be a whole number of hours from 1 to 2160 (90 days)';
const sessionHours = z.coerce.number({ error: hoursMessage }).int(hoursMessage).min(1, hoursMessage).max(24 * 90, hoursMessage);

const retentionMessage = 'must be a whole number of days from 30 to 36500';
const searchLogMessage = 'must be a whole number of days from 0 (record nothing) to 36500';
const searchLogDays = z.coerce.number({ error: searchLogMessage }).int(searchLogMessage).min(0, searchLogMessage).max(36_500, searchLogMessage);
const retentionDays = z.coerce.number({ error: retentionMessage }).int(retentionMessage).min(30, retentionMessage).max(36_500, retentionMessage);

/** Whose accounts must have two-factor sign-in (REQUIRE_TOTP_FOR). */
export const TOTP_POLICIES = ['admin', 'all', 'none'] as const;
export type TotpPolicy = (typeof TOTP_POLICIES)[number];

/** Amazon's rule, which the other S3-compatible services follow too. */
const bucketName = z
  .string()
  .trim()
  .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'must be a bucket name: 3 to 63 lowercase letters, digits, dots and hyphens');

/** The variables that only mean something beside S3_BUCKET. */
const S3_SETTINGS = ['S3_ENDPOINT', 'S3_REGION', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY', 'S3_FORCE_PATH_STYLE'] as const;

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: port.default(3000),
  HOST: z.string().trim().min(1, 'must not be blank').default('localhost'),
  DATA_DIR: z.string().trim().min(1, 'must not be blank').default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL (leave it unset for SQLite)')
    .optional(),
  PUBLIC_URL: z.url({ protocol: /^https?$/, error: 'must be an http(s) URL such as https://noks.example.rs' }).optional(),
  ADMIN_EMAIL: z.email('must be an e-mail address').optional(),
  ADMIN_PASSWORD: z.string().min(12, 'must have at least 12 characters').max(200).optional(),
  UPLOAD_MAX_DOCUMENT_MB: megabytes.default(25),
  UPLOAD_MAX_IMAGE_MB: megabytes.default(10),
  S3_BUCKET: bucketName.optional(),
  S3_ENDPOINT: z.url({ protocol: /^https?$/, error: 'must be an http(s) URL such as https://s3.example.com (leave it unset for AWS S3)' }).optional(),
  S3_REGION: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]{1,64}$/, 'must be a region name such as us-east-1 or eu-central-1')
    .default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().trim().min(1, 'must not be blank').max(256, 'must have at most 256 characters').optional(),
  S3_SECRET_ACCESS_KEY: z.string().trim().min(1, 'must not be blank').max(256, 'must have at most 256 characters').optional(),
  S3_FORCE_PATH_STYLE: booleanFromEnv.default(false),
  RESPONSE_CACHE_MB: cacheMegabytes.default(64),
  RENDER_THREADS: renderThreads.optional(),
  SESSION_TTL_HOURS: sessionHours.default(12),
  AUDIT_RETENTION_DAYS: retentionDays.default(730),
  SEARCH_LOG_DAYS: searchLogDays.default(365),
  SUBMISSION_RETENTION_DAYS: retentionDays.default(730),
  SECRET_KEY: z.string().trim().min(32, 'must have at least 32 characters (e.g. the output of: openssl rand -base64 48)').max(512, 'must have at most 512 characters').optional(),
  REQUIRE_TOTP_FOR: z
    .preprocess((value) => (typeof value === 'string' ? value.trim().toLowerCase() : value), z.enum(TOTP_POLICIES, { error: 'must be admin (administrators), all (every user) or none' }))
    .default('none'),
  SEED_DEMO_CONTENT: booleanFromEnv.default(true),
  TRUST_PROXY: booleanFromEnv.default(false),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SMTP_URL: z.url({ protocol: /^smtps?$/, error: 'must be an smtp:// or smtps:// URL such as smtps://user:password@mail.example.rs:465 (leave it unset to write messages to DATA_DIR/outbox)' }).optional(),
  MAIL_FROM: z
    .string()
    .trim()
    .max(320, 'must have at most 320 characters')
    .refine(isSenderAddress, 'must be an e-mail address, alone or as Name <address>')
    .optional(),
  METRICS_TOKEN: z.string().trim().min(24, 'must have at least 24 characters (it guards /metrics)').max(200).optional(),
});

/** A sender as MAIL_FROM takes it: `address@example.rs` or `Name <address@example.rs>`. */
function isSenderAddress(value: string): boolean {
  const address = /^[^<>]*<([^<>]+)>$/.exec(value)?.[1] ?? value;
  return z.email().safeParse(address.trim()).success;
}

export interface Config {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  sqlitePath: string;
  /** Uploads are kept here unless `s3` is set; the folder is then never made. */
  uploadDir: string;
  /** The S3-compatible bucket uploads are kept in (S3_BUCKET and the other S3_* variables), or null. */
  s3: S3StorageOptions | null;
  publicUrl: string;
  admin: { email: string | undefined; password: string | undefined };
  uploadLimits: { documentBytes: number; imageBytes: number };
  sessionTtlMs: number;
  /** How long audit log entries are kept before the daily pruning removes them. */
  auditRetentionMs: number;
  /** Days of the search log (queries, counts, nothing personal) the daily pruning keeps; 0 records nothing. */
  searchLogDays: number;
  /** Days a decided submission of the public forms is kept before it is deleted, leaving counts only. */
  submissionRetentionDays: number;
  /** The key stored secrets are encrypted with (SECRET_KEY); when unset, one is kept in the data folder. */
  secretKey: string | undefined;
  /** Whose accounts must have two-factor sign-in: they enrol on their next sign-in. */
  requireTotpFor: TotpPolicy;
  /** Byte budget of the public response cache; 0 turns it off. */
  responseCacheBytes: number;
  /** Worker threads that render the public screens; 0 renders them on the server's own thread. */
  renderThreads: number;
  seedDemoContent: boolean;
  trustProxy: boolean;
  logLevel: string;
  /** Bearer token a scraper sends for /metrics; without it, only loopback callers are answered. */
  metricsToken: string | undefined;
  /** Where e-mail goes: the SMTP server (SMTP_URL), or null to write each message to `outboxDir`. */
  smtpUrl: string | null;
  /** The folder messages are written to as .eml files when there is no SMTP server. */
  outboxDir: string;
  /** The From of every message (MAIL_FROM; no-reply at the public address's host by default). */
  mailFrom: string;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

const MB = 1024 * 1024;

/** Parses the environment once at start-up; nothing else in the server reads process.env. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`));
  }
  const e = parsed.data;
  if ((e.ADMIN_EMAIL === undefined) !== (e.ADMIN_PASSWORD === undefined)) {
    throw new ConfigError(['ADMIN_EMAIL and ADMIN_PASSWORD must be set together']);
  }
  const strayS3Settings = S3_SETTINGS.filter((name) => present[name] !== undefined);
  if (e.S3_BUCKET === undefined && strayS3Settings.length > 0) {
    throw new ConfigError([`${strayS3Settings.join(', ')} ${strayS3Settings.length > 1 ? 'are' : 'is'} set, but S3_BUCKET is not: set S3_BUCKET to keep uploads in a bucket, or unset the S3_* variables to keep them under DATA_DIR`]);
  }
  if ((e.S3_ACCESS_KEY_ID === undefined) !== (e.S3_SECRET_ACCESS_KEY === undefined)) {
    throw new ConfigError(['S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together']);
  }
  const dataDir = path.resolve(e.DATA_DIR);
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, '');
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    sqlitePath: path.join(dataDir, 'noks.sqlite'),
    uploadDir: path.join(dataDir, 'uploads'),
    s3: e.S3_BUCKET
      ? {
          bucket: e.S3_BUCKET,
          endpoint: e.S3_ENDPOINT,
          region: e.S3_REGION,
          credentials: e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY ? { accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY } : undefined,
          forcePathStyle: e.S3_FORCE_PATH_STYLE,
        }
      : null,
    publicUrl,
    admin: { email: e.ADMIN_EMAIL?.toLowerCase(), password: e.ADMIN_PASSWORD },
    uploadLimits: { documentBytes: e.UPLOAD_MAX_DOCUMENT_MB * MB, imageBytes: e.UPLOAD_MAX_IMAGE_MB * MB },
    sessionTtlMs: e.SESSION_TTL_HOURS * 3600_000,
    auditRetentionMs: e.AUDIT_RETENTION_DAYS * 86_400_000,
    searchLogDays: e.SEARCH_LOG_DAYS,
    submissionRetentionDays: e.SUBMISSION_RETENTION_DAYS,
    secretKey: e.SECRET_KEY,
    requireTotpFor: e.REQUIRE_TOTP_FOR,
    responseCacheBytes: e.RESPONSE_CACHE_MB * MB,
    renderThreads: e.RENDER_THREADS ?? defaultRenderThreads(),
    seedDemoContent: e.SEED_DEMO_CONTENT,
    trustProxy: e.TRUST_PROXY,
    logLevel: e.LOG_LEVEL,
    metricsToken: e.METRICS_TOKEN,
    smtpUrl: e.SMTP_URL ?? null,
    outboxDir: path.join(dataDir, 'outbox'),
    mailFrom: e.MAIL_FROM ?? `no-reply@${new URL(publicUrl).hostname}`,
  };
}
