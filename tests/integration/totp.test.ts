import { Secret, TOTP } from 'otpauth';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditEntry } from '../../src/common/schemas/audit.js';
import { expectError } from './support/factories.js';
import { TEST_PASSWORD, type TestApp, bearer, expectStatus, startTestApp } from './support/test-app.js';

const STEP_MS = 30_000;

/** A code of the app holding `secret`, `stepsAway` steps from now. */
const codeOf = (secret: string, stepsAway = 0) => TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: Date.now() + stepsAway * STEP_MS });

/** The time step of now, `stepsAway` steps on. */
const stepOf = (stepsAway = 0) => Math.floor(Date.now() / STEP_MS) + stepsAway;

/** The code of a given time step, whenever the test gets to send it. */
const codeAt = (secret: string, step: number) => TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: step * STEP_MS });

/** Waits out the last two seconds of a time step, so a code made now is still of the same step when the server checks it. */
async function awayFromStepEdge(): Promise<void> {
  const left = STEP_MS - (Date.now() % STEP_MS);
  if (left < 2_000) await new Promise((resolve) => setTimeout(resolve, left + 50));
}

function harness(t: () => TestApp) {
  const inject = (options: InjectOptions) => t().app.inject(options);
  let counter = 0;
  return {
    async createUser(role: 'admin' | 'editor' = 'editor') {
      const email = `totp-${process.pid}-${++counter}@example.org`;
      const response = await inject({ method: 'POST', url: '/api/admin/users', headers: bearer(t().tokens.admin), payload: { email, name: 'Вера Двофакторска', groupIds: role === 'admin' ? [t().groups.administrators] : t().groups.editorGroups, password: TEST_PASSWORD } });
      return { email, id: expectStatus<{ id: number }>(response, 201).id };
    },
    login(email: string, extra: Record<string, string> = {}, remoteAddress = '10.20.0.1') {
      return inject({ method: 'POST', url: '/api/auth/login', payload: { email, password: TEST_PASSWORD, ...extra }, remoteAddress });
    },
    async token(email: string, extra: Record<string, string> = {}) {
      return expectStatus<{ token: string }>(await this.login(email, extra), 200).token;
    },
    setup(token: string) {
      return inject({ method: 'POST', url: '/api/auth/totp/setup', headers: bearer(token) });
    },
    enable(token: string, code: string) {
      return inject({ method: 'POST', url: '/api/auth/totp/enable', headers: bearer(token), payload: { code } });
    },
    disable(token: string, payload: Record<string, string>) {
      return inject({ method: 'POST', url: '/api/auth/totp/disable', headers: bearer(token), payload });
    },
    me(token: string) {
      return inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) });
    },
    /**
     * Sets up and turns on two-factor sign-in with the code of the step `stepsAway` from now, which
     * is then used: the next code the test can use is that of a later step. Returns the secret, the
     * recovery codes and the step used.
     */
    async enrol(token: string, stepsAway = 0) {
      const { secret } = expectStatus<{ secret: string }>(await this.setup(token), 200);
      await awayFromStepEdge();
      const step = stepOf(stepsAway);
      const { recoveryCodes } = expectStatus<{ recoveryCodes: string[] }>(await this.enable(token, codeAt(secret, step)), 200);
      return { secret, recoveryCodes, step };
    },
  };
}

describe('two-factor sign-in', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());
  const h = harness(() => t);

  it('is set up from a secret and an otpauth address, and turned on by a code from it', async () => {
    const { email } = await h.createUser();
    const token = await h.token(email);
    expect(expectStatus(await h.me(token), 200)).toMatchObject({ totpEnabled: false, totpEnrolmentRequired: false });

    const setup = expectStatus<{ secret: string; otpauthUrl: string }>(await h.setup(token), 200);
    expect(setup.secret).toMatch(/^[A-Z2-7]{32}$/);
    const url = new URL(setup.otpauthUrl);
    expect(url.searchParams.get('secret')).toBe(setup.secret);
    expect(decodeURIComponent(url.pathname)).toContain(email);

    // Until a code confirms the secret, sign-in needs none.
    await h.token(email);
    expectError(await h.enable(token, '000000'), 400, 'INVALID_TOTP');
    await awayFromStepEdge();
    const { recoveryCodes } = expectStatus<{ recoveryCodes: string[] }>(await h.enable(token, codeOf(setup.secret)), 200);
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    expect(expectStatus(await h.me(token), 200)).toMatchObject({ totpEnabled: true });

    expectError(await h.setup(token), 409, 'CONFLICT');
    expectError(await h.enable(token, codeOf(setup.secret)), 409, 'CONFLICT');
  });

  it('refuses to turn on without a set-up secret, and checks the code’s form', async () => {
    const { email } = await h.createUser();
    const token = await h.token(email);
    expectError(await h.enable(token, '123456'), 409, 'CONFLICT');
    expectError(await h.enable(token, '12345'), 400, 'VALIDATION_FAILED');
    expectError(await t.app.inject({ method: 'POST', url: '/api/auth/totp/setup' }), 401, 'UNAUTHORIZED');
  });

  it('keeps the secret encrypted and the recovery codes hashed', async () => {
    const { email, id } = await h.createUser();
    const { secret, recoveryCodes } = await h.enrol(await h.token(email));
    const user = await t.ctx.db.selectFrom('users').select(['totp_secret', 'totp_pending_secret']).where('id', '=', id).executeTakeFirstOrThrow();
    expect(user.totp_secret).not.toContain(secret);
    expect(user.totp_pending_secret).toBeNull();
    const hashes = await t.ctx.db.selectFrom('totp_recovery_codes').select('code_hash').where('user_id', '=', id).execute();
    expect(hashes).toHaveLength(10);
    const stored = JSON.stringify(hashes);
    for (const code of recoveryCodes) {
      expect(stored).not.toContain(code);
      expect(stored).not.toContain(code.replaceAll('-', ''));
    }
  });

  it('asks for a code after the password, and signs in with a code from the app once only', async () => {
    const { email } = await h.createUser();
    const { secret, step } = await h.enrol(await h.token(email));

    const withoutCode = expectError(await h.login(email), 401, 'TOTP_REQUIRED');
    expect(withoutCode.message).toMatch(/code/);
    expect(JSON.stringify(withoutCode)).not.toContain('token');
    // A wrong password is still a wrong password: the code question comes only after the right one.
    expectError(await h.login(email, { password: 'not the password' }), 401, 'INVALID_CREDENTIALS');
    expectError(await h.login(email, { totp: '000000' }), 401, 'INVALID_TOTP');

    // The code that turned it on cannot sign in; the next step's is within the window, even if the
    // clock has moved on a step since (codes of a given step, not of now, so a slow run cannot make
    // the first of them a fresh one).
    expectError(await h.login(email, { totp: codeAt(secret, step) }), 401, 'INVALID_TOTP');
    const code = codeAt(secret, step + 1);
    const signedIn = expectStatus<{ token: string; user: { totpEnabled: boolean } }>(await h.login(email, { totp: code }), 200);
    expect(signedIn.user.totpEnabled).toBe(true);
    expect((await h.me(signedIn.token)).statusCode).toBe(200);
    expectError(await h.login(email, { totp: code }), 401, 'INVALID_TOTP');
    // A code of an earlier step than one used is no longer good either, though within the window.
    expectError(await h.login(email, { totp: codeAt(secret, step) }), 401, 'INVALID_TOTP');
  });

  it('accepts a code one step either side of now, and none further away', async () => {
    const { email } = await h.createUser();
    const { secret } = await h.enrol(await h.token(email), -1);
    await awayFromStepEdge();
    expectError(await h.login(email, { totp: codeOf(secret, -2) }), 401, 'INVALID_TOTP');
    expectError(await h.login(email, { totp: codeOf(secret, 2) }), 401, 'INVALID_TOTP');
    await h.token(email, { totp: codeOf(secret) });
    await h.token(email, { totp: codeOf(secret, 1) });
  });

  it('lets only one of two sign-ins sent at once with the same code through', async () => {
    const { email } = await h.createUser();
    const { secret } = await h.enrol(await h.token(email));
    await awayFromStepEdge();
    const code = codeOf(secret, 1);
    const statuses = (await Promise.all([h.login(email, { totp: code }), h.login(email, { totp: code })])).map((response) => response.statusCode);
    expect(statuses.sort()).toEqual([200, 401]);
  });

  it('signs in with a recovery code once, however it is typed, and says how many are left', async () => {
    const { email, id } = await h.createUser();
    const { recoveryCodes } = await h.enrol(await h.token(email));
    const typed = ` ${recoveryCodes[3]!.toLowerCase().replaceAll('-', ' ')} `;
    await h.token(email, { recoveryCode: typed });
    expectError(await h.login(email, { recoveryCode: recoveryCodes[3]! }), 401, 'INVALID_TOTP');
    expectError(await h.login(email, { recoveryCode: 'AAAA-BBBB-CCCC-DDDD' }), 401, 'INVALID_TOTP');
    expectError(await h.login(email, { recoveryCode: recoveryCodes[4]!, totp: '123456' }), 400, 'VALIDATION_FAILED');

    const audit = expectStatus<{ items: AuditEntry[] }>(await t.app.inject({ method: 'GET', url: `/api/admin/audit?entityType=user&entityId=${id}`, headers: bearer(t.tokens.admin) }), 200).items;
    expect(audit.map((entry) => `${entry.action}: ${entry.summary}`)).toEqual(
      expect.arrayContaining([
        'totp-enabled: Turned on two-factor sign-in',
        'sign-in: From a new device, with a recovery code (9 left)',
        'sign-in-failed: Wrong or used recovery code',
      ]),
    );
  });

  it('counts wrong codes against the sign-in limits', async () => {
    const { email } = await h.createUser();
    const { secret } = await h.enrol(await h.token(email));
    for (let attempt = 0; attempt < 5; attempt++) expectError(await h.login(email, { totp: '000000' }, '10.21.0.1'), 401, 'INVALID_TOTP');
    await awayFromStepEdge();
    expectError(await h.login(email, { totp: codeOf(secret, 1) }, '10.21.0.2'), 429, 'TOO_MANY_REQUESTS');
  });

  it('is turned off with the password and a code, or a recovery code', async () => {
    const { email } = await h.createUser();
    const token = await h.token(email);
    const { secret, recoveryCodes } = await h.enrol(token);
    await awayFromStepEdge();
    expectError(await h.disable(token, { password: 'not the password', code: codeOf(secret, 1) }), 400, 'VALIDATION_FAILED');
    expectError(await h.disable(token, { password: TEST_PASSWORD, code: '000000' }), 400, 'INVALID_TOTP');
    expectError(await h.disable(token, { password: TEST_PASSWORD }), 400, 'VALIDATION_FAILED');
    expectStatus(await h.disable(token, { password: TEST_PASSWORD, code: codeOf(secret, 1) }), 204);
    expect(expectStatus(await h.me(token), 200)).toMatchObject({ totpEnabled: false });
    await h.token(email);
    expectError(await h.disable(token, { password: TEST_PASSWORD, code: codeOf(secret) }), 409, 'CONFLICT');

    const again = await h.enrol(token);
    expect(again.secret).not.toBe(secret);
    // The codes of the first enrolment went with it.
    expectError(await h.disable(token, { password: TEST_PASSWORD, code: recoveryCodes[0]! }), 400, 'INVALID_TOTP');
    expectStatus(await h.disable(token, { password: TEST_PASSWORD, code: again.recoveryCodes[0]! }), 204);
  });

  it('is turned off for a user by an administrator only', async () => {
    const { email, id } = await h.createUser();
    await h.enrol(await h.token(email));
    expectError(await h.login(email), 401, 'TOTP_REQUIRED');
    expectError(await t.app.inject({ method: 'DELETE', url: `/api/admin/users/${id}/totp`, headers: bearer(t.tokens.editor) }), 403, 'FORBIDDEN');
    expectError(await t.app.inject({ method: 'DELETE', url: '/api/admin/users/999999/totp', headers: bearer(t.tokens.admin) }), 404, 'NOT_FOUND');
    expectStatus(await t.app.inject({ method: 'DELETE', url: `/api/admin/users/${id}/totp`, headers: bearer(t.tokens.admin) }), 204);
    await h.token(email);
    expect(await t.ctx.db.selectFrom('totp_recovery_codes').select('id').where('user_id', '=', id).execute()).toEqual([]);
  });
});

describe('REQUIRE_TOTP_FOR=admin', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ REQUIRE_TOTP_FOR: 'admin' });
  });
  afterAll(() => t.close());
  const h = harness(() => t);

  it('opens nothing but enrolment and sign-out to an administrator without a second factor', async () => {
    const signedIn = expectStatus<{ token: string; user: { totpEnrolmentRequired: boolean } }>(await h.login((await h.me(t.tokens.admin)).json<{ email: string }>().email), 200);
    expect(signedIn.user.totpEnrolmentRequired).toBe(true);
    const token = signedIn.token;
    expect(expectStatus(await h.me(token), 200)).toMatchObject({ totpEnabled: false, totpEnrolmentRequired: true });
    expectError(await t.app.inject({ method: 'GET', url: '/api/admin/users', headers: bearer(token) }), 403, 'TOTP_ENROLMENT_REQUIRED');
    expectError(await t.app.inject({ method: 'GET', url: '/api/admin/articles', headers: bearer(token) }), 403, 'TOTP_ENROLMENT_REQUIRED');

    const { secret } = await h.enrol(token);
    expect(expectStatus(await h.me(token), 200)).toMatchObject({ totpEnabled: true, totpEnrolmentRequired: false });
    expectStatus(await t.app.inject({ method: 'GET', url: '/api/admin/users', headers: bearer(token) }), 200);
    // The policy does not let it be turned off.
    await awayFromStepEdge();
    expectError(await h.disable(token, { password: TEST_PASSWORD, code: codeOf(secret, 1) }), 403, 'FORBIDDEN');
  });

  it('leaves editors as they are', async () => {
    expectStatus(await t.app.inject({ method: 'GET', url: '/api/admin/articles', headers: bearer(t.tokens.editor) }), 200);
    expect(expectStatus(await h.me(t.tokens.editor), 200)).toMatchObject({ totpEnrolmentRequired: false });
  });
});

describe('REQUIRE_TOTP_FOR=all', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ REQUIRE_TOTP_FOR: 'all' });
  });
  afterAll(() => t.close());

  it('asks editors to enrol too', async () => {
    expectError(await t.app.inject({ method: 'GET', url: '/api/admin/articles', headers: bearer(t.tokens.editor) }), 403, 'TOTP_ENROLMENT_REQUIRED');
    expectStatus(await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(t.tokens.editor) }), 204);
  });
});
