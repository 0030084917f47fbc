import { Secret, TOTP } from 'otpauth';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditEntry } from '../../src/common/schemas/audit.js';
import { DEVICE_COOKIE } from '../../src/server/modules/auth/device-cookie.js';
import { expectError } from './support/factories.js';
import { TEST_PASSWORD, type TestApp, bearer, expectStatus, startTestApp } from './support/test-app.js';

/**
 * Every place that checks a password or a code counts against the limits of sign-in: a stolen
 * session (a token without the user's device cookie) guesses no faster than the sign-in form.
 */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

let counter = 0;
const inject = (options: InjectOptions) => t.app.inject(options);

/** A new editor signed in from `ip`: the token and the device cookie the browser got. */
async function signedInUser(ip: string, email = `checked-${process.pid}-${++counter}@example.org`) {
  const created = await inject({ method: 'POST', url: '/api/admin/users', headers: bearer(t.tokens.admin), payload: { email, name: 'Провера Лозинке', groupIds: t.groups.editorGroups, password: TEST_PASSWORD } });
  const { id } = expectStatus<{ id: number }>(created, 201);
  const login = await inject({ method: 'POST', url: '/api/auth/login', payload: { email, password: TEST_PASSWORD }, remoteAddress: ip });
  const device = login.cookies.find((cookie) => cookie.name === DEVICE_COOKIE)!.value;
  return { id, email, token: expectStatus<{ token: string }>(login, 200).token, device };
}

const changePassword = (token: string, currentPassword: string, newPassword: string, ip: string) =>
  inject({ method: 'POST', url: '/api/auth/password', headers: bearer(token), remoteAddress: ip, payload: { currentPassword, newPassword } });

const signIn = (email: string, password: string, ip: string, device?: string) =>
  inject({ method: 'POST', url: '/api/auth/login', payload: { email, password }, remoteAddress: ip, cookies: device ? { [DEVICE_COOKIE]: device } : {} });

/** A 429 that says how long to wait, in its body and in Retry-After. */
function expectLocked(response: LightMyRequestResponse): void {
  const error = expectError(response, 429, 'TOO_MANY_REQUESTS');
  const seconds = Number(response.headers['retry-after']);
  expect(seconds).toBeGreaterThan(0);
  expect(seconds).toBeLessThanOrEqual(15 * 60);
  expect(error.details).toEqual({ retryAfterSeconds: seconds });
}

async function auditOf(userId: number, action: string): Promise<AuditEntry[]> {
  const response = await inject({ method: 'GET', url: `/api/admin/audit?entityType=user&entityId=${userId}&action=${action}&limit=100`, headers: bearer(t.tokens.admin) });
  return expectStatus<{ items: AuditEntry[] }>(response, 200).items;
}

const STEP_MS = 30_000;
const codeAt = (secret: string, step: number) => TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: step * STEP_MS });
const stepNow = () => Math.floor(Date.now() / STEP_MS);

describe('a signed-in user confirming a change with their password', () => {
  it('is locked out after 5 wrong passwords, even sent at once, and the right one then does not work either', async () => {
    const user = await signedInUser('10.60.0.1');
    // A stolen token, used from elsewhere without the device cookie: 30 guesses at once.
    const guesses = await Promise.all(Array.from({ length: 30 }, (_, i) => changePassword(user.token, `guess number ${i}`, 'a brand new passphrase', '10.60.1.1')));
    const statuses = guesses.map((response) => response.statusCode);
    const checked = statuses.filter((status) => status === 400).length;
    expect(checked).toBeGreaterThan(0);
    expect(checked).toBeLessThanOrEqual(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(30 - checked);
    expectLocked(await changePassword(user.token, TEST_PASSWORD, 'a brand new passphrase', '10.60.1.1'));
    // The password is unchanged, and the same limits hold the sign-in form from anywhere new...
    expectLocked(await signIn(user.email, TEST_PASSWORD, '10.60.2.1'));
    expect((await signIn(user.email, 'a brand new passphrase', '10.60.2.2', user.device)).statusCode).toBe(401);
    // ...while the user's own device keeps its own allowance.
    expectStatus(await signIn(user.email, TEST_PASSWORD, '10.60.0.1', user.device), 200);
    const failures = await auditOf(user.id, 'reauthentication-failed');
    expect(failures.filter((entry) => entry.summary === 'Wrong password when changing the password')).toHaveLength(checked);
    expect(failures.filter((entry) => entry.summary === 'Refused: too many failed attempts')).toHaveLength(31 - checked);
    expect(failures[0]).toMatchObject({ actor: { id: user.id }, ip: '10.60.1.1' });
  });

  it('shares the limits with sign-in: wrong passwords at the sign-in form lock the password change too', async () => {
    const user = await signedInUser('10.61.0.1');
    for (let i = 0; i < 5; i++) expect((await signIn(user.email, `wrong ${i}`, `10.61.1.${i}`)).statusCode).toBe(401);
    expectLocked(await changePassword(user.token, TEST_PASSWORD, 'a brand new passphrase', '10.61.2.1'));
  });

  it('takes the right password after fewer than 5 wrong ones', async () => {
    const user = await signedInUser('10.62.0.1');
    for (let i = 0; i < 4; i++) expectError(await changePassword(user.token, `wrong ${i}`, 'a brand new passphrase', '10.62.1.1'), 400, 'VALIDATION_FAILED');
    expectStatus(await changePassword(user.token, TEST_PASSWORD, 'a brand new passphrase', '10.62.1.1'), 204);
    expectStatus(await signIn(user.email, 'a brand new passphrase', '10.62.2.1'), 200);
  });
});

describe('a signed-in user turning two-factor sign-in on or off', () => {
  async function enrolled(ip: string) {
    const user = await signedInUser(ip);
    const { secret } = expectStatus<{ secret: string }>(await inject({ method: 'POST', url: '/api/auth/totp/setup', headers: bearer(user.token) }), 200);
    return { ...user, secret };
  }
  const enable = (token: string, code: string, ip: string) => inject({ method: 'POST', url: '/api/auth/totp/enable', headers: bearer(token), remoteAddress: ip, payload: { code } });
  const disable = (token: string, payload: Record<string, string>, ip: string) => inject({ method: 'POST', url: '/api/auth/totp/disable', headers: bearer(token), remoteAddress: ip, payload });
  /** A six-digit code that is none of the app's around now. */
  const wrongCode = (secret: string) => {
    const near = new Set([-2, -1, 0, 1, 2].map((offset) => codeAt(secret, stepNow() + offset)));
    for (let n = 0; ; n++) if (!near.has(String(n).padStart(6, '0'))) return String(n).padStart(6, '0');
  };

  it('locks turning it on after 5 wrong codes, and the right code then does not work', async () => {
    const user = await enrolled('10.63.0.1');
    for (let i = 0; i < 5; i++) expectError(await enable(user.token, wrongCode(user.secret), '10.63.1.1'), 400, 'INVALID_TOTP');
    expectLocked(await enable(user.token, codeAt(user.secret, stepNow()), '10.63.1.1'));
    expect(expectStatus<{ totpEnabled: boolean }>(await inject({ method: 'GET', url: '/api/auth/me', headers: bearer(user.token) }), 200).totpEnabled).toBe(false);
    expect((await auditOf(user.id, 'reauthentication-failed')).map((entry) => entry.summary)).toContain('Wrong code when turning on two-factor sign-in');
  });

  it('locks turning it off after 5 wrong passwords or codes, and the right ones then do not work', async () => {
    const user = await enrolled('10.64.0.1');
    const step = stepNow();
    expectStatus(await enable(user.token, codeAt(user.secret, step), '10.64.0.1'), 200);
    for (let i = 0; i < 3; i++) expectError(await disable(user.token, { password: `wrong ${i}`, code: codeAt(user.secret, step + 1) }, '10.64.1.1'), 400, 'VALIDATION_FAILED');
    for (let i = 0; i < 2; i++) expectError(await disable(user.token, { password: TEST_PASSWORD, code: wrongCode(user.secret) }, '10.64.1.1'), 400, 'INVALID_TOTP');
    expectLocked(await disable(user.token, { password: TEST_PASSWORD, code: codeAt(user.secret, step + 1) }, '10.64.1.1'));
    expect(expectStatus<{ totpEnabled: boolean }>(await inject({ method: 'GET', url: '/api/auth/me', headers: bearer(user.token) }), 200).totpEnabled).toBe(true);
    const summaries = (await auditOf(user.id, 'reauthentication-failed')).map((entry) => entry.summary);
    expect(summaries.filter((summary) => summary === 'Wrong password when turning off two-factor sign-in')).toHaveLength(3);
    expect(summaries.filter((summary) => summary === 'Wrong or used code when turning off two-factor sign-in')).toHaveLength(2);
  });
});

describe('passwords that are easy to guess', () => {
  const create = (email: string, password: string) =>
    inject({ method: 'POST', url: '/api/admin/users', headers: bearer(t.tokens.admin), payload: { email, name: 'Нова Особа', groupIds: t.groups.editorGroups, password } });

  function expectWeak(response: LightMyRequestResponse, field: string, reason: string, message: RegExp): void {
    const error = expectError(response, 400, 'WEAK_PASSWORD');
    expect(error.details).toMatchObject({ reason, fields: { [field]: expect.stringMatching(message) } });
    expect(error.message).toMatch(message);
  }

  it('are refused when a user changes their own, naming the field and why', async () => {
    const user = await signedInUser('10.65.0.1', `long.local.part.${++counter}@example.org`);
    const cases: [string, string, RegExp][] = [
      ['qwertyuiop123', 'common', /list of commonly used passwords/],
      ['QwertyUiop123', 'common', /list of commonly used passwords/],
      ['Sunshine2024!!', 'common', /list of commonly used passwords/],
      [user.email.toUpperCase(), 'email', /e-mail address/],
      [user.email.split('@')[0]!, 'email', /e-mail address/],
      [' '.repeat(14), 'blank', /only spaces or one character repeated/],
      ['zzzzzzzzzzzzzz', 'blank', /only spaces or one character repeated/],
      ['z z z z z z z z', 'blank', /only spaces or one character repeated/],
    ];
    for (const [password, reason, message] of cases) expectWeak(await changePassword(user.token, TEST_PASSWORD, password, '10.65.0.1'), 'newPassword', reason, message);
    // A refused new password is no wrong current one: nothing was counted.
    expectStatus(await changePassword(user.token, TEST_PASSWORD, 'a brand new passphrase', '10.65.0.1'), 204);
  });

  it('are refused when an admin creates a user or sets a password for one', async () => {
    expectWeak(await create(`weak.${++counter}@example.org`, 'password1234'), 'password', 'common', /list of commonly used passwords/);
    expectWeak(await create(`repeated.one.${++counter}@example.org`, `repeated.one.${counter}@example.org`), 'password', 'email', /e-mail address/);
    const { id } = expectStatus<{ id: number }>(await create(`strong.person.${++counter}@example.org`, TEST_PASSWORD), 201);
    const reset = (password: string) => inject({ method: 'POST', url: `/api/admin/users/${id}/password`, headers: bearer(t.tokens.admin), payload: { password } });
    expectWeak(await reset('Password12345!'), 'password', 'common', /list of commonly used passwords/);
    expectWeak(await reset(`Strong.Person.${counter}`), 'password', 'email', /e-mail address/);
    expectWeak(await reset('______________'), 'password', 'blank', /only spaces or one character repeated/);
    expectStatus(await reset('another long passphrase'), 204);
  });
});
