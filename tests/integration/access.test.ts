import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashToken } from '../../src/server/modules/auth/auth.service.js';
import { articlePayload, createItem } from './support/factories.js';
import { type RegisteredRoute, collectRoutes, expectError, fillParams } from './support/http.js';
import { TEST_PASSWORD, type TestApp, bearer, expectStatus, startTestApp } from './support/test-app.js';

let t: TestApp;
let adminRoutes: RegisteredRoute[];

beforeAll(async () => {
  t = await startTestApp();
  adminRoutes = (await collectRoutes(t.ctx)).filter((route) => route.url.startsWith('/api/admin/') || route.url === '/api/admin');
});
afterAll(() => t.close());

const UNKNOWN_ID = 99999999;
const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** Admins only: the users, their groups and invitations, the audit log and the rules of review (read by all); editors manage the content. */
/** Routes an editor (a publisher and an author) is refused: the administration, and the forms' queues, which no built-in group is given. */
const isAdminOnly = (route: RegisteredRoute) =>
  /^\/api\/admin\/(users|groups|invitations|audit|submissions)(\/|\.|$)/.test(route.url) || (route.url === '/api/admin/review-rules' && route.method === 'PUT');
const label = (route: RegisteredRoute) => `${route.method} ${route.url}`;

/** Calls a route with unknown ids and an (invalid) empty JSON body, so nothing is changed. */
function call(route: RegisteredRoute, headers: Record<string, string> = {}) {
  const url = fillParams(route.url, UNKNOWN_ID);
  const method = route.method as 'GET';
  return WRITE_METHODS.has(route.method) ? t.app.inject({ method, url, headers, payload: {} }) : t.app.inject({ method, url, headers });
}

async function createUser(payload: Record<string, unknown>) {
  const response = await t.app.inject({ method: 'POST', url: '/api/admin/users', headers: bearer(t.tokens.admin), payload });
  return expectStatus<{ id: number; email: string; version: number; role: string; active: boolean }>(response, 201);
}

async function signIn(email: string, password = TEST_PASSWORD) {
  const response = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
  return expectStatus<{ token: string }>(response, 200).token;
}

describe('every admin route', () => {
  it('is found by sweeping the registered routes', () => {
    const found = new Set(adminRoutes.map(label));
    for (const expected of [
      'GET /api/admin/users',
      'POST /api/admin/users',
      'PUT /api/admin/users/:id',
      'POST /api/admin/users/:id/password',
      'DELETE /api/admin/users/:id/totp',
      'GET /api/admin/articles',
      'PUT /api/admin/articles/:id',
      'DELETE /api/admin/pages/:id',
      'POST /api/admin/tags/bulk',
      'POST /api/admin/menu-items/:id/revisions/:revisionId/restore',
      'POST /api/admin/media/images',
      'POST /api/admin/media/documents',
      'POST /api/admin/media/:id/release',
    ]) {
      expect(found, expected).toContain(expected);
    }
    expect(adminRoutes.length).toBeGreaterThan(80);
  });

  it('answers an anonymous caller with 401', async () => {
    for (const route of adminRoutes) {
      const response = await call(route);
      expect(response.statusCode, label(route)).toBe(401);
      if (route.method !== 'HEAD') expectError(response, 401, 'UNAUTHORIZED');
    }
  });

  it('answers an editor with 403 on user management, the audit log and the forms’ queues, and lets them through everywhere else', async () => {
    let forbidden = 0;
    for (const route of adminRoutes) {
      const response = await call(route, bearer(t.tokens.editor));
      if (isAdminOnly(route)) {
        forbidden++;
        expect(response.statusCode, label(route)).toBe(403);
        if (route.method !== 'HEAD') expectError(response, 403, 'FORBIDDEN');
      } else {
        expect([401, 403], `${label(route)} → ${response.statusCode} ${response.body.slice(0, 200)}`).not.toContain(response.statusCode);
      }
    }
    expect(forbidden).toBeGreaterThanOrEqual(5);
  });

  it('lets an admin through everywhere, without a server error', async () => {
    for (const route of adminRoutes) {
      const response = await call(route, bearer(t.tokens.admin));
      const context = `${label(route)} → ${response.statusCode} ${response.body.slice(0, 200)}`;
      expect([401, 403], context).not.toContain(response.statusCode);
      expect(response.statusCode, context).toBeLessThan(500);
    }
  });

  it('checks the caller before reading the body: no 400 or 413 that reveals the route to strangers', async () => {
    const malformed = await t.app.inject({
      method: 'POST',
      url: '/api/admin/articles',
      headers: { 'content-type': 'application/json' },
      payload: '{"translations":',
    });
    expectError(malformed, 401, 'UNAUTHORIZED');
    const huge = await t.app.inject({ method: 'PUT', url: '/api/admin/articles/abc', payload: { body: 'x'.repeat(5 * 1024 * 1024) } });
    expectError(huge, 401, 'UNAUTHORIZED');
    const upload = await t.app.inject({
      method: 'POST',
      url: '/api/admin/media/images',
      headers: { 'content-type': 'multipart/form-data; boundary=x' },
      payload: '--x\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\nabc\r\n--x--\r\n',
    });
    expectError(upload, 401, 'UNAUTHORIZED');
    const editorInvalid = await t.app.inject({ method: 'POST', url: '/api/admin/users', headers: bearer(t.tokens.editor), payload: { email: 'nope' } });
    expectError(editorInvalid, 403, 'FORBIDDEN');
  });
});

describe('editors and admins', () => {
  it('both create, update and delete content', async () => {
    for (const token of [t.tokens.editor, t.tokens.admin]) {
      const article = await createItem(t, 'articles', articlePayload(), token);
      const payload = { ...articlePayload(), version: article.version };
      const updated = expectStatus<{ version: number }>(
        await t.app.inject({ method: 'PUT', url: `/api/admin/articles/${article.id}`, headers: bearer(token), payload }),
        200,
      );
      expect(updated.version).toBe(article.version + 1);
      expectStatus(await t.app.inject({ method: 'DELETE', url: `/api/admin/articles/${article.id}`, headers: bearer(token) }), 204);
      const gone = await t.app.inject({ method: 'GET', url: `/api/admin/articles/${article.id}`, headers: bearer(token) });
      expectError(gone, 404, 'NOT_FOUND');
    }
  });

  it('take a role change into effect on the next request, with the same token', async () => {
    const user = await createUser({ email: 'promoted@example.org', name: 'Промењена улога', groupIds: t.groups.editorGroups, password: TEST_PASSWORD });
    const token = await signIn('promoted@example.org');
    expectError(await t.app.inject({ method: 'GET', url: '/api/admin/users', headers: bearer(token) }), 403, 'FORBIDDEN');
    const promoted = expectStatus<{ version: number }>(
      await t.app.inject({
        method: 'PUT',
        url: `/api/admin/users/${user.id}`,
        headers: bearer(t.tokens.admin),
        payload: { name: 'Промењена улога', groupIds: [t.groups.administrators], active: true, version: user.version },
      }),
      200,
    );
    expectStatus(await t.app.inject({ method: 'GET', url: '/api/admin/users', headers: bearer(token) }), 200);
    expectStatus(
      await t.app.inject({
        method: 'PUT',
        url: `/api/admin/users/${user.id}`,
        headers: bearer(t.tokens.admin),
        payload: { name: 'Промењена улога', groupIds: t.groups.editorGroups, active: true, version: promoted.version },
      }),
      200,
    );
    expectError(await t.app.inject({ method: 'GET', url: '/api/admin/users', headers: bearer(token) }), 403, 'FORBIDDEN');
  });
});

describe('sessions', () => {
  it('/api/auth/me, /api/auth/logout and /api/auth/password need a token', async () => {
    expectError(await t.app.inject({ method: 'GET', url: '/api/auth/me' }), 401, 'UNAUTHORIZED');
    expectError(await t.app.inject({ method: 'POST', url: '/api/auth/logout' }), 401, 'UNAUTHORIZED');
    expectError(
      await t.app.inject({ method: 'POST', url: '/api/auth/password', payload: { currentPassword: TEST_PASSWORD, newPassword: 'another long password' } }),
      401,
      'UNAUTHORIZED',
    );
    const me = expectStatus<{ id: number; role: string }>(await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(t.tokens.editor) }), 200);
    expect(me).toMatchObject({ id: t.users.editor, role: 'editor' });
  });

  it('ends only the session that logs out', async () => {
    await createUser({ email: 'two.sessions@example.org', name: 'Два уређаја', groupIds: t.groups.editorGroups, password: TEST_PASSWORD });
    const [laptop, phone] = [await signIn('two.sessions@example.org'), await signIn('two.sessions@example.org')];
    expectStatus(await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(laptop) }), 204);
    expectError(await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(laptop) }), 401, 'UNAUTHORIZED');
    expectError(await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(laptop) }), 401, 'UNAUTHORIZED');
    expectStatus(await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(phone) }), 200);
  });

  it('deletes expired sessions at the next sign-in, keeping live ones', async () => {
    await createUser({ email: 'expiring@example.org', name: 'Истиче', groupIds: t.groups.editorGroups, password: TEST_PASSWORD });
    const [old, live] = [await signIn('expiring@example.org'), await signIn('expiring@example.org')];
    await t.ctx.db.updateTable('auth_tokens').set({ expires_at: new Date(Date.now() - 60_000).toISOString() }).where('token_hash', '=', hashToken(old)).execute();
    await signIn('expiring@example.org');
    const hashes = (await t.ctx.db.selectFrom('auth_tokens').select('token_hash').execute()).map((row) => row.token_hash);
    expect(hashes).not.toContain(hashToken(old));
    expect(hashes).toContain(hashToken(live));
    expectStatus(await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(live) }), 200);
  });

  it('answers a malformed or unknown Authorization header with 401', async () => {
    const headers = [
      'Basic YWRtaW46c2VjcmV0',
      'Bearer',
      'Bearer ',
      'Bearer short',
      `Bearer ${'a'.repeat(201)}`,
      `Bearer ${t.tokens.admin} extra`,
      `Bearer ${t.tokens.admin.slice(0, -1)}!`,
      `Token ${t.tokens.admin}`,
      t.tokens.admin,
      `Bearer ${'A'.repeat(43)}`,
    ];
    for (const authorization of headers) {
      for (const url of ['/api/auth/me', '/api/admin/articles']) {
        const response = await t.app.inject({ method: 'GET', url, headers: { authorization } });
        expectError(response, 401, 'UNAUTHORIZED');
      }
    }
  });

  it('accepts the Bearer scheme in any letter case', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { authorization: `bearer ${t.tokens.admin}` } });
    expect(expectStatus<{ id: number }>(response, 200).id).toBe(t.users.admin);
  });
});

describe('users API (admins only)', () => {
  it('lists users filtered by q, group and active, with a total', async () => {
    const tag = `flt${Date.now().toString(36)}`;
    const anna = await createUser({ email: `anna.${tag}@example.org`, name: `Ана Ђорђевић ${tag}`, groupIds: [t.groups.administrators], password: TEST_PASSWORD });
    const boris = await createUser({ email: `boris.${tag}@example.org`, name: `Борис Editor ${tag}`, groupIds: t.groups.editorGroups, password: TEST_PASSWORD });
    const vera = await createUser({ email: `vera.${tag}@example.org`, name: `Вера ${tag}`, groupIds: t.groups.editorGroups, password: TEST_PASSWORD });
    expectStatus(
      await t.app.inject({
        method: 'PUT',
        url: `/api/admin/users/${vera.id}`,
        headers: bearer(t.tokens.admin),
        payload: { name: `Вера ${tag}`, groupIds: t.groups.editorGroups, active: false, version: vera.version },
      }),
      200,
    );
    const list = async (query: string) => {
      const body = expectStatus<{ items: { id: number; email: string }[]; total: number }>(
        await t.app.inject({ method: 'GET', url: `/api/admin/users?${query}`, headers: bearer(t.tokens.admin) }),
        200,
      );
      expect(body.total).toBe(body.items.length);
      return body.items.map((user) => user.id).sort((a, b) => a - b);
    };
    expect(await list(`q=${tag}`)).toEqual([anna.id, boris.id, vera.id]);
    expect(await list(`q=${tag.toUpperCase()}`)).toEqual([anna.id, boris.id, vera.id]);
    expect(await list(`q=${encodeURIComponent('Ђорђевић')}`)).toEqual([anna.id]);
    expect(await list(`q=${tag}&groupId=${t.groups.publishers}`)).toEqual([boris.id, vera.id]);
    expect(await list(`q=${tag}&groupId=${t.groups.administrators}`)).toEqual([anna.id]);
    expect(await list(`q=${tag}&groupId=${t.groups.publishers}&active=true`)).toEqual([boris.id]);
    expect(await list(`q=${tag}&active=false`)).toEqual([vera.id]);
    expect(await list(`q=${encodeURIComponent('%')}${tag}`)).toEqual([]);
    const paged = expectStatus<{ items: unknown[]; total: number; limit: number }>(
      await t.app.inject({ method: 'GET', url: `/api/admin/users?q=${tag}&limit=2&page=2`, headers: bearer(t.tokens.admin) }),
      200,
    );
    expect(paged).toMatchObject({ total: 3, limit: 2 });
    expect(paged.items).toHaveLength(1);
    for (const bad of ['role=editor', 'groupId=x', 'active=maybe', 'limit=1000', 'page=0', 'sort=email']) {
      expectError(await t.app.inject({ method: 'GET', url: `/api/admin/users?${bad}`, headers: bearer(t.tokens.admin) }), 400, 'VALIDATION_FAILED');
    }
  });

  it('creates users, never returning a password hash, and refuses a taken e-mail with 409 EMAIL_TAKEN', async () => {
    const user = await createUser({ email: 'New.Person@Example.org', name: 'Нова особа', groupIds: t.groups.editorGroups, password: TEST_PASSWORD });
    expect(user).toMatchObject({ email: 'new.person@example.org', role: 'editor', active: true, version: 1 });
    expect(JSON.stringify(user)).not.toMatch(/password|scrypt/i);
    const duplicate = await t.app.inject({
      method: 'POST',
      url: '/api/admin/users',
      headers: bearer(t.tokens.admin),
      payload: { email: 'NEW.person@example.org', name: 'Двојник', groupIds: [t.groups.administrators], password: TEST_PASSWORD },
    });
    expect(expectError(duplicate, 409, 'EMAIL_TAKEN').details).toEqual({ fields: { email: expect.any(String) } });
    expect(await signIn('new.person@example.org')).toEqual(expect.any(String));
  });

  it('answers two simultaneous creations of one e-mail with one 201 and one 409, never 500', async () => {
    const payload = { email: 'race@example.org', name: 'Трка', groupIds: t.groups.editorGroups, password: TEST_PASSWORD };
    const responses = await Promise.all(
      [1, 2, 3].map(() => t.app.inject({ method: 'POST', url: '/api/admin/users', headers: bearer(t.tokens.admin), payload })),
    );
    const statuses = responses.map((response) => response.statusCode).sort();
    expect(statuses).toEqual([201, 409, 409]);
    for (const response of responses.filter((r) => r.statusCode === 409)) expectError(response, 409, 'EMAIL_TAKEN');
  });

  it('updates with the version it read, refusing a stale one with 409 and the current version', async () => {
    const user = await createUser({ email: 'versioned@example.org', name: 'Прва верзија', groupIds: t.groups.editorGroups, password: TEST_PASSWORD });
    const update = (name: string, version: number) =>
      t.app.inject({ method: 'PUT', url: `/api/admin/users/${user.id}`, headers: bearer(t.tokens.admin), payload: { name, groupIds: t.groups.editorGroups, active: true, version } });
    const first = expectStatus<{ name: string; version: number }>(await update('Друга верзија', user.version), 200);
    expect(first).toMatchObject({ name: 'Друга верзија', version: user.version + 1 });
    const stale = expectError(await update('Изгубљена измена', user.version), 409, 'VERSION_CONFLICT');
    expect(stale.details).toEqual({ currentVersion: first.version });
    const stored = expectStatus<{ name: string }>(await t.app.inject({ method: 'GET', url: `/api/admin/users/${user.id}`, headers: bearer(t.tokens.admin) }), 200);
    expect(stored.name).toBe('Друга верзија');
    expectError(
      await t.app.inject({
        method: 'PUT',
        url: `/api/admin/users/${UNKNOWN_ID}`,
        headers: bearer(t.tokens.admin),
        payload: { name: 'Нико', groupIds: t.groups.editorGroups, active: true, version: 1 },
      }),
      404,
      'NOT_FOUND',
    );
  });

  it('resets a password: the old one stops working and every session of that user ends', async () => {
    await createUser({ email: 'forgetful@example.org', name: 'Заборавни', groupIds: t.groups.editorGroups, password: TEST_PASSWORD });
    const user = expectStatus<{ items: { id: number }[] }>(
      await t.app.inject({ method: 'GET', url: '/api/admin/users?q=forgetful', headers: bearer(t.tokens.admin) }),
      200,
    ).items[0]!;
    const sessions = [await signIn('forgetful@example.org'), await signIn('forgetful@example.org')];
    const newPassword = 'a brand new long password';
    expectStatus(
      await t.app.inject({ method: 'POST', url: `/api/admin/users/${user.id}/password`, headers: bearer(t.tokens.admin), payload: { password: newPassword } }),
      204,
    );
    for (const token of sessions) expectError(await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) }), 401, 'UNAUTHORIZED');
    const old = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: 'forgetful@example.org', password: TEST_PASSWORD } });
    expectError(old, 401, 'INVALID_CREDENTIALS');
    expect(await signIn('forgetful@example.org', newPassword)).toEqual(expect.any(String));
    // The admin who reset it stays signed in.
    expectStatus(await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(t.tokens.admin) }), 200);
    const short = await t.app.inject({ method: 'POST', url: `/api/admin/users/${user.id}/password`, headers: bearer(t.tokens.admin), payload: { password: 'short' } });
    expect(Object.keys(expectError(short, 400, 'VALIDATION_FAILED').details!.fields as object)).toEqual(['password']);
    expectError(
      await t.app.inject({ method: 'POST', url: `/api/admin/users/${UNKNOWN_ID}/password`, headers: bearer(t.tokens.admin), payload: { password: newPassword } }),
      404,
      'NOT_FOUND',
    );
  });
});
