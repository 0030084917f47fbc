import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashToken } from '../../src/server/modules/auth/auth.service.js';
import { DEVICE_COOKIE } from '../../src/server/modules/auth/device-cookie.js';
import { TEST_PASSWORD, type TestApp, bearer, expectStatus, startTestApp } from './support/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

async function createUser(role: 'admin' | 'editor', email: string) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/admin/users',
    headers: bearer(t.tokens.admin),
    payload: { email, name: 'Нови корисник', groupIds: role === 'admin' ? [t.groups.administrators] : t.groups.editorGroups, password: TEST_PASSWORD },
  });
  return expectStatus<{ id: number; version: number }>(response, 201);
}

const login = (email: string, password: string, ip = '10.0.0.1', device?: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password }, remoteAddress: ip, cookies: device ? { [DEVICE_COOKIE]: device } : {} });

/** The response of a sign-in that succeeded. */
function ok(response: Awaited<ReturnType<typeof login>>) {
  expectStatus(response, 200);
  return response;
}

/** The device cookie a sign-in gave, with its attributes. */
function deviceCookieOf(response: Awaited<ReturnType<typeof login>>) {
  const cookie = response.cookies.find((c) => c.name === DEVICE_COOKIE);
  if (!cookie) throw new Error(`no device cookie in ${JSON.stringify(response.headers['set-cookie'])}`);
  return cookie;
}

describe('sign-in', () => {
  it('returns an opaque token stored only as a hash, and the user', async () => {
    await createUser('editor', 'sign.in@example.org');
    const body = expectStatus<{ token: string; expiresAt: string; user: { email: string; role: string } }>(
      await login('Sign.In@Example.org', TEST_PASSWORD),
      200,
    );
    expect(body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(body.user).toMatchObject({ email: 'sign.in@example.org', role: 'editor' });
    expect(Date.parse(body.expiresAt)).toBeGreaterThan(Date.now());
    const stored = await t.ctx.db.selectFrom('auth_tokens').select('token_hash').execute();
    expect(stored.map((row) => row.token_hash)).not.toContain(body.token);
    expect(stored.every((row) => /^[a-f0-9]{64}$/.test(row.token_hash))).toBe(true);
  });

  it('answers /me for a valid token and 401 after logout', async () => {
    const { token } = expectStatus<{ token: string }>(await login('sign.in@example.org', TEST_PASSWORD), 200);
    const me = expectStatus<{ email: string }>(await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) }), 200);
    expect(me.email).toBe('sign.in@example.org');
    expectStatus(await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(token) }), 204);
    const after = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) });
    expect(after.statusCode).toBe(401);
    expect(after.json().error.code).toBe('UNAUTHORIZED');
  });

  it('refuses a wrong password with 401 and a clear message', async () => {
    const response = await login('sign.in@example.org', 'wrong password!!', '10.0.0.2');
    expect(response.statusCode).toBe(401);
    expect(response.json().error).toMatchObject({ code: 'INVALID_CREDENTIALS' });
  });

  it('expires tokens', async () => {
    const { token } = expectStatus<{ token: string }>(await login('sign.in@example.org', TEST_PASSWORD), 200);
    await t.ctx.db
      .updateTable('auth_tokens')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('token_hash', '=', hashToken(token))
      .execute();
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) })).statusCode).toBe(401);
  });

  it('locks an account after 5 failures, even with the right password, with 429', async () => {
    await createUser('editor', 'locked@example.org');
    for (let i = 0; i < 5; i++) expect((await login('locked@example.org', 'not the password', `10.1.0.${i}`)).statusCode).toBe(401);
    const blocked = await login('locked@example.org', TEST_PASSWORD, '10.1.0.99');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().error.details.retryAfterSeconds).toBeGreaterThan(0);
  });

  it('limits failures per IP address across accounts with 429', async () => {
    for (let i = 0; i < 20; i++) await login(`nobody${i}@example.org`, 'not the password', '10.2.0.1');
    expect((await login('sign.in@example.org', TEST_PASSWORD, '10.2.0.1')).statusCode).toBe(429);
    expect((await login('sign.in@example.org', TEST_PASSWORD, '10.2.0.2')).statusCode).toBe(200);
  });

  it('ends the sessions of a deactivated user', async () => {
    const user = await createUser('editor', 'leaving@example.org');
    const { token } = expectStatus<{ token: string }>(await login('leaving@example.org', TEST_PASSWORD, '10.3.0.1'), 200);
    expectStatus(
      await t.app.inject({
        method: 'PUT',
        url: `/api/admin/users/${user.id}`,
        headers: bearer(t.tokens.admin),
        payload: { name: 'Одлази', groupIds: t.groups.editorGroups, active: false, version: user.version },
      }),
      200,
    );
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) })).statusCode).toBe(401);
    expect((await login('leaving@example.org', TEST_PASSWORD, '10.3.0.2')).statusCode).toBe(401);
  });

  it('lets everyone change their own password, checking the current one', async () => {
    await createUser('editor', 'changer@example.org');
    const { token } = expectStatus<{ token: string }>(await login('changer@example.org', TEST_PASSWORD, '10.4.0.1'), 200);
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/auth/password',
      headers: bearer(token),
      payload: { currentPassword: 'not it at all', newPassword: 'a new long password' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.details.fields.currentPassword).toBeTruthy();
    expectStatus(
      await t.app.inject({
        method: 'POST',
        url: '/api/auth/password',
        headers: bearer(token),
        payload: { currentPassword: TEST_PASSWORD, newPassword: 'a new long password' },
      }),
      204,
    );
    expect((await login('changer@example.org', 'a new long password', '10.4.0.2')).statusCode).toBe(200);
  });

  it('keeps the last active admin', async () => {
    const me = expectStatus<{ id: number }>(await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(t.tokens.admin) }), 200);
    const user = expectStatus<{ version: number }>(
      await t.app.inject({ method: 'GET', url: `/api/admin/users/${me.id}`, headers: bearer(t.tokens.admin) }),
      200,
    );
    const response = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/users/${me.id}`,
      headers: bearer(t.tokens.admin),
      payload: { name: 'Ана', groupIds: t.groups.editorGroups, active: true, version: user.version },
    });
    expect(response.statusCode).toBe(400);
  });
});

describe('a device the user signed in from (device cookies)', () => {
  it('is marked by an HttpOnly, SameSite=Strict cookie for the sign-in routes, stored only as a hash', async () => {
    await createUser('editor', 'device@example.org');
    const response = await login('device@example.org', TEST_PASSWORD, '10.4.0.1');
    expectStatus(response, 200);
    const cookie = deviceCookieOf(response);
    expect(cookie).toMatchObject({ path: '/api/auth', maxAge: 365 * 24 * 60 * 60, httpOnly: true, sameSite: 'Strict' });
    expect(cookie.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(response.json()).not.toHaveProperty('deviceToken');
    const stored = await t.ctx.db.selectFrom('login_devices').select('token_hash').execute();
    expect(stored.map((row) => row.token_hash)).toContain(hashToken(cookie.value));
    expect(stored.map((row) => row.token_hash)).not.toContain(cookie.value);
    // Signing in again from it keeps the device's cookie; a made-up cookie is not a device, and gets a new one.
    expect(deviceCookieOf(await login('device@example.org', TEST_PASSWORD, '10.4.0.1', cookie.value)).value).toBe(cookie.value);
    const madeUp = 'A'.repeat(43);
    expect(deviceCookieOf(await login('device@example.org', TEST_PASSWORD, '10.4.0.1', madeUp)).value).not.toBe(madeUp);
  });

  it('lets the user in from a known device while wrong passwords from elsewhere lock the account', async () => {
    await createUser('editor', 'target@example.org');
    const device = deviceCookieOf(ok(await login('target@example.org', TEST_PASSWORD, '10.5.0.1'))).value;
    // An outsider who knows the e-mail, from rotating addresses.
    for (let i = 0; i < 6; i++) await login('target@example.org', 'a guessed password', `10.5.1.${i}`);
    expect((await login('target@example.org', TEST_PASSWORD, '10.5.1.99')).statusCode).toBe(429);
    for (let attempt = 0; attempt < 3; attempt++) expect((await login('target@example.org', TEST_PASSWORD, '10.5.2.1', device)).statusCode).toBe(200);
  });

  it('lets a known device in from an address whose failures lock it for everyone else (an office behind NAT)', async () => {
    await createUser('editor', 'office@example.org');
    const device = deviceCookieOf(ok(await login('office@example.org', TEST_PASSWORD, '10.6.0.1'))).value;
    for (let i = 0; i < 20; i++) await login(`colleague${i}@example.org`, 'not the password', '10.6.0.1');
    expect((await login('office@example.org', TEST_PASSWORD, '10.6.0.1')).statusCode).toBe(429);
    expect((await login('office@example.org', TEST_PASSWORD, '10.6.0.1', device)).statusCode).toBe(200);
  });

  it('gives a known device an allowance of its own, which does not lock the account elsewhere', async () => {
    await createUser('editor', 'own.allowance@example.org');
    const device = deviceCookieOf(ok(await login('own.allowance@example.org', TEST_PASSWORD, '10.7.0.1'))).value;
    for (let i = 0; i < 5; i++) expect((await login('own.allowance@example.org', 'mistyped password', '10.7.0.1', device)).statusCode).toBe(401);
    const blocked = await login('own.allowance@example.org', TEST_PASSWORD, '10.7.0.1', device);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().error.details.retryAfterSeconds).toBeGreaterThan(0);
    expect((await login('own.allowance@example.org', TEST_PASSWORD, '10.7.0.2')).statusCode).toBe(200);
  });

  it("does not count another user's device as known", async () => {
    await createUser('editor', 'owner@example.org');
    await createUser('editor', 'other@example.org');
    const othersDevice = deviceCookieOf(ok(await login('other@example.org', TEST_PASSWORD, '10.8.0.1'))).value;
    for (let i = 0; i < 5; i++) await login('owner@example.org', 'a guessed password', `10.8.1.${i}`);
    expect((await login('owner@example.org', TEST_PASSWORD, '10.8.2.1', othersDevice)).statusCode).toBe(429);
  });
});
