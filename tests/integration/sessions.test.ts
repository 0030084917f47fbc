import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SessionDto } from '../../src/common/schemas/user.js';
import { hashToken } from '../../src/server/modules/auth/auth.service.js';
import { expectError } from './support/factories.js';
import { TEST_PASSWORD, type TestApp, bearer, expectStatus, startTestApp } from './support/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:132.0) Gecko/20100101 Firefox/132.0';
const PHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';

async function createUser(email: string) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/admin/users',
    headers: bearer(t.tokens.admin),
    payload: { email, name: 'Уредник', groupIds: t.groups.editorGroups, password: TEST_PASSWORD },
  });
  return expectStatus<{ id: number }>(response, 201);
}

async function signIn(email: string, ip: string, userAgent: string): Promise<string> {
  const response = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password: TEST_PASSWORD }, remoteAddress: ip, headers: { 'user-agent': userAgent } });
  return expectStatus<{ token: string }>(response, 200).token;
}

const sessionsOf = async (token: string) => expectStatus<{ items: SessionDto[] }>(await t.app.inject({ method: 'GET', url: '/api/auth/sessions', headers: bearer(token) }), 200).items;
const isSignedIn = async (token: string) => (await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) })).statusCode === 200;
const end = (token: string, url: string) => t.app.inject({ method: 'DELETE', url, headers: bearer(token) });

describe("a user's sessions", () => {
  it('lists the open ones with their address and browser, the current one marked, and no one else’s', async () => {
    await createUser('sessions@example.org');
    const laptop = await signIn('sessions@example.org', '10.9.0.1', FIREFOX);
    const phone = await signIn('sessions@example.org', '10.9.0.2', PHONE);
    const ended = await signIn('sessions@example.org', '10.9.0.3', FIREFOX);
    expectStatus(await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(ended) }), 204);

    const listed = await sessionsOf(laptop);
    expect(listed.map(({ ip, userAgent, current }) => ({ ip, userAgent, current })).sort((a, b) => a.ip!.localeCompare(b.ip!))).toEqual([
      { ip: '10.9.0.1', userAgent: FIREFOX, current: true },
      { ip: '10.9.0.2', userAgent: PHONE, current: false },
    ]);
    for (const session of listed) expect(Date.parse(session.expiresAt)).toBeGreaterThan(Date.parse(session.lastUsedAt));
    expect((await sessionsOf(phone)).find((session) => session.current)?.ip).toBe('10.9.0.2');
    expect((await sessionsOf(t.tokens.editor)).map((session) => session.ip)).not.toContain('10.9.0.1');
    expectError(await t.app.inject({ method: 'GET', url: '/api/auth/sessions' }), 401, 'UNAUTHORIZED');
  });

  it('ends one of them, and only one of the user’s own', async () => {
    await createUser('end.one@example.org');
    const laptop = await signIn('end.one@example.org', '10.10.0.1', FIREFOX);
    const phone = await signIn('end.one@example.org', '10.10.0.2', PHONE);
    const phoneId = (await sessionsOf(laptop)).find((session) => !session.current)!.id;

    // Someone else's session is not theirs to end: the same answer as one that does not exist.
    expectError(await end(t.tokens.editor, `/api/auth/sessions/${phoneId}`), 404, 'NOT_FOUND');
    expect(await isSignedIn(phone)).toBe(true);
    expectError(await end(laptop, '/api/auth/sessions/abc'), 400, 'VALIDATION_FAILED');

    expect((await end(laptop, `/api/auth/sessions/${phoneId}`)).statusCode).toBe(204);
    expect(await isSignedIn(phone)).toBe(false);
    expect(await isSignedIn(laptop)).toBe(true);
    expectError(await end(laptop, `/api/auth/sessions/${phoneId}`), 404, 'NOT_FOUND');
    expect((await sessionsOf(laptop)).map((session) => session.current)).toEqual([true]);
  });

  it('signs out everywhere else, keeping the session that asked', async () => {
    await createUser('everywhere@example.org');
    const kept = await signIn('everywhere@example.org', '10.11.0.1', FIREFOX);
    const others = [await signIn('everywhere@example.org', '10.11.0.2', PHONE), await signIn('everywhere@example.org', '10.11.0.3', FIREFOX)];
    expect(expectStatus(await end(kept, '/api/auth/sessions'), 200)).toEqual({ ended: 2 });
    for (const token of others) expect(await isSignedIn(token)).toBe(false);
    expect(await isSignedIn(kept)).toBe(true);
    expect(expectStatus(await end(kept, '/api/auth/sessions'), 200)).toEqual({ ended: 0 });
  });

  it('ends the other sessions when the user changes their password, keeping the one that changed it', async () => {
    await createUser('new.password@example.org');
    const kept = await signIn('new.password@example.org', '10.11.1.1', FIREFOX);
    const others = [await signIn('new.password@example.org', '10.11.1.2', PHONE), await signIn('new.password@example.org', '10.11.1.3', FIREFOX)];
    await createUser('bystander@example.org');
    const bystander = await signIn('bystander@example.org', '10.11.1.4', FIREFOX);
    const changed = await t.app.inject({
      method: 'POST',
      url: '/api/auth/password',
      headers: bearer(kept),
      remoteAddress: '10.11.1.1',
      payload: { currentPassword: TEST_PASSWORD, newPassword: 'a fresh passphrase of mine' },
    });
    expectStatus(changed, 204);
    for (const token of others) expect(await isSignedIn(token)).toBe(false);
    expect(await isSignedIn(kept)).toBe(true);
    expect((await sessionsOf(kept)).map((session) => session.current)).toEqual([true]);
    // Nobody else's sessions end.
    expect(await isSignedIn(bystander)).toBe(true);
    expect(await isSignedIn(t.tokens.editor)).toBe(true);
  });

  it('writes the last use at most once a minute', async () => {
    await createUser('last.use@example.org');
    const token = await signIn('last.use@example.org', '10.12.0.1', FIREFOX);
    const setLastUse = (msAgo: number) =>
      t.ctx.db.updateTable('auth_tokens').set({ last_used_at: new Date(Date.now() - msAgo).toISOString() }).where('token_hash', '=', hashToken(token)).execute();
    const lastUse = async () => Date.parse((await sessionsOf(token))[0]!.lastUsedAt);

    await setLastUse(30_000);
    expect(Date.now() - (await lastUse())).toBeGreaterThanOrEqual(29_000);
    await setLastUse(120_000);
    expect(Date.now() - (await lastUse())).toBeLessThan(10_000);
  });
});

describe("an admin ending a user's sessions", () => {
  it('ends them all; an editor may not, and an unknown user is 404', async () => {
    const user = await createUser('lost.laptop@example.org');
    const tokens = [await signIn('lost.laptop@example.org', '10.13.0.1', FIREFOX), await signIn('lost.laptop@example.org', '10.13.0.2', PHONE)];
    expectError(await end(t.tokens.editor, `/api/admin/users/${user.id}/sessions`), 403, 'FORBIDDEN');
    for (const token of tokens) expect(await isSignedIn(token)).toBe(true);
    expect(expectStatus(await end(t.tokens.admin, `/api/admin/users/${user.id}/sessions`), 200)).toEqual({ ended: 2 });
    for (const token of tokens) expect(await isSignedIn(token)).toBe(false);
    expectError(await end(t.tokens.admin, '/api/admin/users/999999/sessions'), 404, 'NOT_FOUND');
  });
});
