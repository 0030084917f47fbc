import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUILT_IN_GRANTS, BUILT_IN_GROUPS, type BuiltInGroup, type Grant, type PermissionAction, type PermissionSubject, PERMISSION_SUBJECTS, QUEUE_SUBJECTS, can } from '../../src/common/permissions.js';
import { migrateTo, migrateToLatest } from '../../src/server/db/database.js';
import { MIGRATION_NAMES } from '../../src/server/db/migrations/index.js';
import { hashPassword } from '../../src/server/lib/passwords.js';
import { loadPermissions } from '../../src/server/modules/groups/group.repository.js';
import { articlePayload, categoryPayload, councilPayload, createItem, standardPayload, tagPayload, unique } from './support/factories.js';
import { type RegisteredRoute, collectRoutes, expectError, fillParams } from './support/http.js';
import { DIALECT, TEST_PASSWORD, type TestApp, bearer, expectStatus, openTestDatabase, startTestApp } from './support/test-app.js';

let t: TestApp;
let adminRoutes: RegisteredRoute[];
/** A signed-in member of each built-in group alone. */
const tokens = {} as Record<BuiltInGroup, string>;

async function signIn(email: string): Promise<string> {
  return expectStatus<{ token: string }>(await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password: TEST_PASSWORD } }), 200).token;
}

/** A user in the given groups, signed in. */
async function memberOf(groupIds: number[]): Promise<string> {
  const email = `member-${unique()}@example.org`;
  const payload = { email, name: 'Члан групе', groupIds, password: TEST_PASSWORD };
  expectStatus(await t.app.inject({ method: 'POST', url: '/api/admin/users', headers: bearer(t.tokens.admin), payload }), 201);
  return signIn(email);
}

async function newGroup(name: string, grants: Grant[]): Promise<number> {
  const response = await t.app.inject({ method: 'POST', url: '/api/admin/groups', headers: bearer(t.tokens.admin), payload: { name: `${name} ${unique()}`, grants } });
  return expectStatus<{ id: number }>(response, 201).id;
}

beforeAll(async () => {
  t = await startTestApp();
  adminRoutes = (await collectRoutes(t.ctx)).filter((route) => route.url.startsWith('/api/admin/'));
  for (const key of BUILT_IN_GROUPS) tokens[key] = await memberOf([t.groups[key]]);
});
afterAll(() => t.close());

/**
 * What each dashboard route asks of the user, read off its method and path as the API documents
 * them: the matrix below expects 403 exactly where the built-in groups' grants lack it.
 */
function requirementOf(route: RegisteredRoute): { admin: true } | { signedIn: true } | { subject: PermissionSubject; action: PermissionAction | 'read' } {
  const [, , , first = '', ...rest] = route.url.split('/');
  if (['users', 'groups', 'invitations', 'audit', 'audit.csv'].includes(first)) return { admin: true };
  if (['overview', 'translation-status', 'search-insights', 'reviews'].includes(first)) return { signedIn: true };
  if (first === 'review-rules') return route.method === 'PUT' ? { admin: true } : { signedIn: true };
  // The forms' queues hold personal data: no built-in group but the administrators is given them (submission-queue.test.ts).
  if (first === 'submissions') return { admin: true };
  if (first === 'media') {
    return route.method === 'GET' ? { signedIn: true } : { subject: 'media', action: 'create' };
  }
  if (first === 'qualifications' && rest[0] === 'unresolved-standards') return { subject: 'qualifications', action: 'read' };
  const subject = first as PermissionSubject;
  expect(PERMISSION_SUBJECTS, route.url).toContain(subject);
  const last = rest.at(-1);
  if (rest[1] === 'review') return { subject, action: reviewActionOf(route.method, rest[2]) };
  // Bulk actions are checked item by item; a presence heartbeat writes only the user's own presence.
  if (route.method === 'GET' || route.method === 'HEAD' || last === 'bulk' || last === 'presence') return { subject, action: 'read' };
  if (last === 'import' || last === 'preview') return { subject, action: 'create' };
  if (last === 'restore' || last === 'tree') return { subject, action: 'edit' };
  if (route.method === 'DELETE') return { subject, action: 'delete' };
  if (route.method === 'PUT') return { subject, action: 'edit' };
  return { subject, action: 'create' };
}

/** An item's review: read it, withdraw or comment with any permission; submit a change; decide on one as a publisher. */
function reviewActionOf(method: string, step: string | undefined): PermissionAction | 'read' {
  if (method === 'GET' || step === 'withdraw' || step === 'comments') return 'read';
  return step === undefined ? 'submit' : 'publish';
}

function allowedFor(group: BuiltInGroup, route: RegisteredRoute): boolean {
  const requirement = requirementOf(route);
  if (group === 'administrators' || 'signedIn' in requirement) return true;
  if ('admin' in requirement) return false;
  const permissions = { admin: false, grants: BUILT_IN_GRANTS[group] };
  if (requirement.action === 'read') return permissions.grants.some((grant) => grant.subject === requirement.subject);
  return can(permissions, requirement.subject, requirement.action);
}

describe(`every dashboard route × every built-in group (${DIALECT})`, () => {
  it('answers 403 exactly where the group holds no permission for it, before reading the body', async () => {
    const refused: Record<BuiltInGroup, number> = { administrators: 0, publishers: 0, authors: 0, 'register-officers': 0 };
    for (const route of adminRoutes) {
      const url = fillParams(route.url, 99999999);
      for (const group of BUILT_IN_GROUPS) {
        const method = route.method as 'GET';
        const response = await t.app.inject({ method, url, headers: bearer(tokens[group]), ...(route.method === 'GET' || route.method === 'HEAD' ? {} : { payload: {} }) });
        const context = `${group}: ${route.method} ${route.url} → ${response.statusCode} ${response.body.slice(0, 160)}`;
        if (allowedFor(group, route)) {
          expect([401, 403], context).not.toContain(response.statusCode);
          expect(response.statusCode, context).toBeLessThan(500);
        } else {
          refused[group]++;
          expect(response.statusCode, context).toBe(403);
        }
      }
    }
    // Each narrower group is refused somewhere: the matrix is not all "allowed".
    expect(refused.administrators).toBe(0);
    expect(refused.publishers).toBeGreaterThanOrEqual(10);
    expect(refused.authors).toBeGreaterThan(refused.publishers);
    expect(refused['register-officers']).toBeGreaterThan(refused.publishers);
  });
});

describe(`an author of one category (${DIALECT})`, () => {
  let own: number;
  let other: number;
  let author: string;

  beforeAll(async () => {
    own = (await createItem(t, 'categories', categoryPayload(), t.tokens.admin)).id;
    other = (await createItem(t, 'categories', categoryPayload(), t.tokens.admin)).id;
    author = await memberOf([await newGroup('Аутори категорије', [{ subject: 'articles', section: own, actions: ['create', 'edit', 'submit'] }])]);
  });

  const draft = (categoryId: number) => articlePayload({ status: 'draft', categoryId });

  it('writes drafts in it, and nowhere else', async () => {
    expectStatus(await t.app.inject({ method: 'POST', url: '/api/admin/articles', headers: bearer(author), payload: draft(own) }), 201);
    const error = expectError(await t.app.inject({ method: 'POST', url: '/api/admin/articles', headers: bearer(author), payload: draft(other) }), 403, 'FORBIDDEN');
    expect(error.message).toBe('Your groups do not allow you to create article items in this section');
    expectError(await t.app.inject({ method: 'POST', url: '/api/admin/articles', headers: bearer(author), payload: articlePayload({ status: 'draft' }) }), 403, 'FORBIDDEN');
  });

  it('cannot touch another category’s articles, move its own there, publish or delete', async () => {
    const theirs = await createItem(t, 'articles', draft(other), t.tokens.admin);
    const mine = expectStatus<{ id: number; version: number }>(await t.app.inject({ method: 'POST', url: '/api/admin/articles', headers: bearer(author), payload: draft(own) }), 201);
    const put = (id: number, payload: object) => t.app.inject({ method: 'PUT', url: `/api/admin/articles/${id}`, headers: bearer(author), payload });
    expectError(await put(theirs.id, { ...draft(other), version: theirs.version }), 403, 'FORBIDDEN');
    expectError(await put(mine.id, { ...draft(other), version: mine.version }), 403, 'FORBIDDEN');
    expectError(await put(mine.id, { ...articlePayload({ status: 'published', categoryId: own }), version: mine.version }), 403, 'FORBIDDEN');
    expectError(await t.app.inject({ method: 'DELETE', url: `/api/admin/articles/${mine.id}`, headers: bearer(author) }), 403, 'FORBIDDEN');
    expectError(await t.app.inject({ method: 'DELETE', url: `/api/admin/articles/${theirs.id}`, headers: bearer(author) }), 403, 'FORBIDDEN');
    // Nothing of it was saved.
    const stored = await t.ctx.db.selectFrom('articles').select(['id', 'status', 'category_id', 'version']).where('id', 'in', [mine.id, theirs.id]).orderBy('id').execute();
    expect(stored).toEqual([
      { id: theirs.id, status: 'draft', category_id: other, version: theirs.version },
      { id: mine.id, status: 'draft', category_id: own, version: mine.version },
    ]);
    // Its own draft it edits.
    expectStatus(await put(mine.id, { ...draft(own), version: mine.version }), 200);
  });

  it('is refused per item in bulk actions and restores', async () => {
    const theirs = await createItem(t, 'articles', draft(other), t.tokens.admin);
    const bulk = async (action: string) =>
      expectStatus<{ results: { id: number; ok: boolean; error?: string }[] }>(
        await t.app.inject({ method: 'POST', url: '/api/admin/articles/bulk', headers: bearer(author), payload: { action, ids: [theirs.id] } }),
        200,
      ).results;
    expect(await bulk('publish')).toEqual([{ id: theirs.id, ok: false, error: 'Your groups do not allow you to edit article items in this section' }]);
    expect(await bulk('delete')).toEqual([{ id: theirs.id, ok: false, error: 'Your groups do not allow you to delete article items in this section' }]);
    expect(await t.ctx.db.selectFrom('articles').select('status').where('id', '=', theirs.id).executeTakeFirst()).toEqual({ status: 'draft' });
    const [revision] = expectStatus<{ items: { id: number }[] }>(await t.app.inject({ method: 'GET', url: `/api/admin/articles/${theirs.id}/revisions`, headers: bearer(author) }), 200).items;
    const restore = await t.app.inject({ method: 'POST', url: `/api/admin/articles/${theirs.id}/revisions/${revision!.id}/restore`, headers: bearer(author), payload: { version: theirs.version } });
    expectError(restore, 403, 'FORBIDDEN');
  });

  it('sees no other subject: pages, the register, the media upload of another group', async () => {
    expectError(await t.app.inject({ method: 'GET', url: '/api/admin/pages', headers: bearer(author) }), 403, 'FORBIDDEN');
    expectError(await t.app.inject({ method: 'GET', url: '/api/admin/qualifications', headers: bearer(author) }), 403, 'FORBIDDEN');
    expectError(await t.app.inject({ method: 'POST', url: '/api/admin/media/images', headers: bearer(author), payload: {} }), 403, 'FORBIDDEN');
    expectError(await t.app.inject({ method: 'PUT', url: '/api/admin/menu-items/tree', headers: bearer(author), payload: {} }), 403, 'FORBIDDEN');
  });
});

describe(`a publisher of one category (${DIALECT})`, () => {
  it('publishes there, but does not publish the draft tag it refers to', async () => {
    const category = (await createItem(t, 'categories', categoryPayload(), t.tokens.admin)).id;
    const publisher = await memberOf([await newGroup('Уредници категорије', [{ subject: 'articles', section: category, actions: ['create', 'edit', 'publish', 'delete'] }])]);
    const tag = await createItem(t, 'tags', tagPayload({ status: 'draft' }), t.tokens.admin);
    const post = (references: string) =>
      t.app.inject({ method: 'POST', url: `/api/admin/articles?references=${references}`, headers: bearer(publisher), payload: articlePayload({ categoryId: category, tagIds: [tag.id] }) });
    expectError(await post('publish'), 403, 'FORBIDDEN');
    expect(await t.ctx.db.selectFrom('tags').select('status').where('id', '=', tag.id).executeTakeFirst()).toEqual({ status: 'draft' });
    const left = expectStatus<{ id: number; status: string; unpublishedReferences: unknown[] }>(await post('leave'), 201);
    expect(left.status).toBe('published');
    expect(left.unpublishedReferences).toHaveLength(1);
    expectStatus(await t.app.inject({ method: 'DELETE', url: `/api/admin/articles/${left.id}`, headers: bearer(publisher) }), 204);
  });
});

describe(`the secretary of one sector council (${DIALECT})`, () => {
  it('keeps that council and its standards, not another’s', async () => {
    const council = await createItem(t, 'councils', councilPayload(), t.tokens.admin);
    const another = await createItem(t, 'councils', councilPayload(), t.tokens.admin);
    const everything: PermissionAction[] = ['create', 'edit', 'submit', 'publish', 'delete'];
    const secretary = await memberOf([
      await newGroup('Секретаријат савета', [
        { subject: 'councils', section: council.id, actions: ['edit', 'publish'] },
        { subject: 'standards', section: council.id, actions: everything },
      ]),
    ]);
    const as = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) => t.app.inject({ method, url, headers: bearer(secretary), ...(payload ? { payload } : {}) });
    const councilInput = (view: typeof council) => ({ ...councilPayload(), version: view.version });
    expectStatus(await as('PUT', `/api/admin/councils/${council.id}`, councilInput(council)), 200);
    expectError(await as('PUT', `/api/admin/councils/${another.id}`, councilInput(another)), 403, 'FORBIDDEN');
    expectError(await as('POST', '/api/admin/councils', councilPayload()), 403, 'FORBIDDEN');
    const ownStandard = expectStatus<{ id: number }>(await as('POST', '/api/admin/standards', standardPayload({ councilId: council.id })), 201);
    expectError(await as('POST', '/api/admin/standards', standardPayload({ councilId: another.id })), 403, 'FORBIDDEN');
    const theirs = await createItem(t, 'standards', standardPayload({ councilId: another.id }), t.tokens.admin);
    const bulk = expectStatus<{ results: { id: number; ok: boolean }[] }>(
      await as('POST', '/api/admin/standards/bulk', { action: 'delete', ids: [ownStandard.id, theirs.id] }),
      200,
    );
    expect(bulk.results.map(({ id, ok }) => ({ id, ok }))).toEqual([
      { id: ownStandard.id, ok: true },
      { id: theirs.id, ok: false },
    ]);
    expectError(await as('DELETE', `/api/admin/councils/${council.id}`), 403, 'FORBIDDEN');
  });
});

describe(`groups (${DIALECT})`, () => {
  it('are refused with a clear message for a section that does not exist or a subject without sections', async () => {
    const post = (grants: object[]) => t.app.inject({ method: 'POST', url: '/api/admin/groups', headers: bearer(t.tokens.admin), payload: { name: `Група ${unique()}`, grants } });
    const missing = expectError(await post([{ subject: 'articles', section: 99999999, actions: ['edit'] }]), 400, 'VALIDATION_FAILED');
    expect(missing.details).toEqual({ fields: { 'grants.0.section': 'No such category: 99999999' } });
    expectError(await post([{ subject: 'tags', section: 1, actions: ['edit'] }]), 400, 'VALIDATION_FAILED');
    expectError(await post([{ subject: 'articles', section: null, actions: [] }]), 400, 'VALIDATION_FAILED');
    expectError(await post([{ subject: 'articles', section: null, actions: ['edit'] }, { subject: 'articles', section: null, actions: ['create'] }]), 400, 'VALIDATION_FAILED');
  });

  it('apply on the next request: narrowing a group takes away at once', async () => {
    const group = await newGroup('Привремени', [{ subject: 'tags', section: null, actions: ['create'] }]);
    const member = await memberOf([group]);
    expectStatus(await t.app.inject({ method: 'POST', url: '/api/admin/tags', headers: bearer(member), payload: tagPayload({ status: 'draft' }) }), 201);
    const view = expectStatus<{ version: number; name: string }>(await t.app.inject({ method: 'GET', url: `/api/admin/groups/${group}`, headers: bearer(t.tokens.admin) }), 200);
    expectStatus(await t.app.inject({ method: 'PUT', url: `/api/admin/groups/${group}`, headers: bearer(t.tokens.admin), payload: { name: view.name, grants: [], version: view.version } }), 200);
    expectError(await t.app.inject({ method: 'POST', url: '/api/admin/tags', headers: bearer(member), payload: tagPayload({ status: 'draft' }) }), 403, 'FORBIDDEN');
    // A group with members is not deleted; the built-in ones never are.
    expectError(await t.app.inject({ method: 'DELETE', url: `/api/admin/groups/${group}`, headers: bearer(t.tokens.admin) }), 409, 'IN_USE');
    expectError(await t.app.inject({ method: 'DELETE', url: `/api/admin/groups/${t.groups.authors}`, headers: bearer(t.tokens.admin) }), 409, 'CONFLICT');
  });

  it('keep one active administrator: the last one cannot leave the group', async () => {
    const me = expectStatus<{ version: number; name: string }>(await t.app.inject({ method: 'GET', url: `/api/admin/users/${t.users.admin}`, headers: bearer(t.tokens.admin) }), 200);
    const response = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/users/${t.users.admin}`,
      headers: bearer(t.tokens.admin),
      payload: { name: me.name, groupIds: [t.groups.publishers], active: true, version: me.version },
    });
    expect(expectError(response, 400, 'VALIDATION_FAILED').details).toEqual({ fields: { groupIds: 'You cannot leave the administrators or deactivate yourself' } });
  });
});

describe(`migration 0031 (${DIALECT})`, () => {
  it('makes admins administrators and editors publishers and authors, who keep every right they had', async () => {
    const dataDir = path.join(t.dataDir, 'before-groups');
    fs.mkdirSync(dataDir);
    const database = await openTestDatabase(dataDir, DIALECT, { migrate: false });
    try {
      const db = database.handle.db;
      await migrateTo(database.handle, MIGRATION_NAMES[MIGRATION_NAMES.indexOf('0031-groups') - 1]!);
      const now = new Date().toISOString();
      const hash = await hashPassword(TEST_PASSWORD);
      for (const [email, role] of [['boss@example.org', 'admin'], ['writer@example.org', 'editor']]) {
        await sql`insert into users (email, name, role, password_hash, created_at, updated_at) values (${email}, ${email}, ${role}, ${hash}, ${now}, ${now})`.execute(db);
      }
      await migrateToLatest(database.handle);
      const memberships = await db
        .selectFrom('users')
        .innerJoin('user_groups', 'user_groups.user_id', 'users.id')
        .innerJoin('groups', 'groups.id', 'user_groups.group_id')
        .select(['users.email', 'groups.key'])
        .orderBy('users.email')
        .orderBy('groups.key')
        .execute();
      expect(memberships).toEqual([
        { email: 'boss@example.org', key: 'administrators' },
        { email: 'writer@example.org', key: 'authors' },
        { email: 'writer@example.org', key: 'publishers' },
      ]);
      const writer = await db.selectFrom('users').select('id').where('email', '=', 'writer@example.org').executeTakeFirstOrThrow();
      const permissions = await loadPermissions(db, writer.id);
      expect(permissions.admin).toBe(false);
      // Everything editors could do; the forms' queues came later and are given by an administrator.
      for (const subject of PERMISSION_SUBJECTS.filter((subject) => !(QUEUE_SUBJECTS as readonly string[]).includes(subject))) {
        for (const action of ['create', 'edit', 'publish', 'delete'] as const) expect(can(permissions, subject, action, [1]), `${subject} ${action}`).toBe(true);
      }
      expect(QUEUE_SUBJECTS.some((subject) => can(permissions, subject, 'edit'))).toBe(false);
    } finally {
      await database.handle.close();
      await database.drop();
    }
  });
});
