import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRESENCE_STALE_MS } from '../../src/common/schemas/presence.js';
import { setClock } from '../../src/server/lib/clock.js';
import { articlePayload, createItem, tagPayload, unique } from './support/factories.js';
import { expectError } from './support/http.js';
import { DIALECT, TEST_PASSWORD, type TestApp, bearer, expectStatus, startTestApp } from './support/test-app.js';

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  setClock(null);
  await t.close();
});

type Presence = { others: { id: number; name: string; since: string }[] };
const beat = (token: string, url: string) => t.app.inject({ method: 'PUT', url, headers: bearer(token) });
const othersSeenBy = async (token: string, url: string) => expectStatus<Presence>(await beat(token, url), 200).others.map((other) => other.id);

describe(`presence on an item (${DIALECT})`, () => {
  it('shows each of two editors the other, until one leaves or falls silent', async () => {
    const article = await createItem(t, 'articles', articlePayload({ status: 'draft' }));
    const url = `/api/admin/articles/${article.id}/presence`;
    expect(await othersSeenBy(t.tokens.admin, url)).toEqual([]);
    expect(await othersSeenBy(t.tokens.editor, url)).toEqual([t.users.admin]);
    const seen = expectStatus<Presence>(await beat(t.tokens.admin, url), 200);
    expect(seen.others).toEqual([{ id: t.users.editor, name: 'Едо Уредник', since: expect.any(String) }]);
    // Another item is another room; an item that does not exist is not one.
    const another = await createItem(t, 'articles', articlePayload({ status: 'draft' }));
    expect(await othersSeenBy(t.tokens.admin, `/api/admin/articles/${another.id}/presence`)).toEqual([]);
    expectError(await beat(t.tokens.admin, '/api/admin/articles/99999999/presence'), 404, 'NOT_FOUND');

    expectStatus(await t.app.inject({ method: 'DELETE', url, headers: bearer(t.tokens.editor) }), 204);
    expect(await othersSeenBy(t.tokens.admin, url)).toEqual([]);

    expect(await othersSeenBy(t.tokens.editor, url)).toEqual([t.users.admin]);
    setClock(() => Date.now() + PRESENCE_STALE_MS + 1000);
    try {
      // The editor's last heartbeat is older than the staleness: the admin no longer sees them.
      expect(await othersSeenBy(t.tokens.admin, url)).toEqual([]);
    } finally {
      setClock(null);
    }
  });

  it('is for those who may read the subject, signed in', async () => {
    const email = `presence-${unique()}@example.org`;
    const group = expectStatus<{ id: number }>(
      await t.app.inject({ method: 'POST', url: '/api/admin/groups', headers: bearer(t.tokens.admin), payload: { name: `Само ознаке ${unique()}`, grants: [{ subject: 'tags', section: null, actions: ['edit'] }] } }),
      201,
    ).id;
    expectStatus(await t.app.inject({ method: 'POST', url: '/api/admin/users', headers: bearer(t.tokens.admin), payload: { email, name: 'Ознаке', groupIds: [group], password: TEST_PASSWORD } }), 201);
    const token = expectStatus<{ token: string }>(await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password: TEST_PASSWORD } }), 200).token;
    const tag = await createItem(t, 'tags', tagPayload({ status: 'draft' }));
    const article = await createItem(t, 'articles', articlePayload({ status: 'draft' }));
    expectError(await beat(token, `/api/admin/articles/${article.id}/presence`), 403, 'FORBIDDEN');
    expectStatus(await beat(token, `/api/admin/tags/${tag.id}/presence`), 200);
    expectError(await t.app.inject({ method: 'PUT', url: `/api/admin/tags/${tag.id}/presence` }), 401, 'UNAUTHORIZED');
  });
});
