import { parse } from 'csv-parse/sync';
import { loadPermissions } from '../../src/server/modules/groups/group.repository.js';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AuditEntry, auditEntrySchema } from '../../src/common/schemas/audit.js';
import { articleInputSchema } from '../../src/common/schemas/content.js';
import type { SessionUser } from '../../src/common/schemas/user.js';
import { loadConfig } from '../../src/server/config.js';
import { pruneAuditLog, recordAudit, settleAuditHead, verifyAuditChain } from '../../src/server/modules/audit/audit.service.js';
import { runJobIfDue } from '../../src/server/modules/jobs/scheduled-job.js';
import { articleType } from '../../src/server/modules/articles/article.content-type.js';
import type { ContentInput } from '../../src/server/modules/content/content-type.js';
import { updateContent } from '../../src/server/modules/content/content.service.js';
import { adminGet, adminPost, adminView, articlePayload, createItem, deleteItem, expectError, menuItemPayload, updateItem } from './support/factories.js';
import { uploadPdf } from './support/multipart.js';
import { TEST_PASSWORD, type TestApp, bearer, expectStatus, startTestApp } from './support/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64; rv:132.0) Gecko/20100101 Firefox/132.0';

async function audit(query = ''): Promise<{ items: AuditEntry[]; total: number }> {
  const body = expectStatus<{ items: unknown[]; total: number }>(await t.app.inject({ method: 'GET', url: `/api/admin/audit?${query}`, headers: bearer(t.tokens.admin) }), 200);
  return { items: body.items.map((item) => auditEntrySchema.parse(item)), total: body.total };
}

const login = (email: string, password: string, ip: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password }, remoteAddress: ip, headers: { 'user-agent': BROWSER } });

describe('the audit log', () => {
  it('records sign-ins with their reason, the account changes and the sessions ended, with who, where and what', async () => {
    const created = expectStatus<{ id: number; version: number }>(
      await t.app.inject({ method: 'POST', url: '/api/admin/users', headers: bearer(t.tokens.admin), payload: { email: 'audited@example.org', name: 'Ревизор', groupIds: t.groups.editorGroups, password: TEST_PASSWORD } }),
      201,
    );
    expect((await login('audited@example.org', 'a wrong password', '10.20.0.1')).statusCode).toBe(401);
    expect((await login('nobody.here@example.org', TEST_PASSWORD, '10.20.0.2')).statusCode).toBe(401);
    const { token } = expectStatus<{ token: string }>(await login('audited@example.org', TEST_PASSWORD, '10.20.0.3'), 200);
    expectStatus(
      await t.app.inject({ method: 'PUT', url: `/api/admin/users/${created.id}`, headers: bearer(t.tokens.admin), payload: { name: 'Ревизор', groupIds: [t.groups.administrators], active: true, version: created.version } }),
      200,
    );
    expectStatus(await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { ...bearer(token), 'user-agent': BROWSER }, remoteAddress: '10.20.0.3' }), 204);

    const about = (await audit(`entityType=user&entityId=${created.id}`)).items.reverse();
    expect(about.map(({ action, summary }) => ({ action, summary }))).toEqual([
      { action: 'user-created', summary: 'Created audited@example.org in Authors, Publishers' },
      { action: 'sign-in-failed', summary: 'Wrong password' },
      { action: 'sign-in', summary: 'From a new device' },
      { action: 'user-updated', summary: 'groups Authors, Publishers → Administrators' },
    ]);
    const [, failed, signedIn, updated] = about;
    expect(failed).toMatchObject({ actor: null, ip: '10.20.0.1', userAgent: BROWSER });
    expect(signedIn).toMatchObject({ actor: { id: created.id, name: 'Ревизор' }, ip: '10.20.0.3' });
    expect(updated!.actor).toMatchObject({ id: t.users.admin });
    const unknown = (await audit('action=sign-in-failed')).items.find((entry) => entry.ip === '10.20.0.2');
    expect(unknown).toMatchObject({ summary: 'Unknown e-mail address', entityId: null });
    expect((await audit(`actor=${created.id}&action=sign-out`)).items).toHaveLength(1);
  });

  it('filters by day and pages newest first; refuses bad filters with 400 and anyone but an admin', async () => {
    const today = new Date().toISOString().slice(0, 10);
    const all = await audit(`from=${today}&to=${today}&limit=2`);
    expect(all.items).toHaveLength(2);
    expect(all.items[0]!.id).toBeGreaterThan(all.items[1]!.id);
    expect((await audit('from=2001-01-01&to=2001-01-31')).total).toBe(0);
    expectError(await t.app.inject({ method: 'GET', url: '/api/admin/audit?action=drop-table', headers: bearer(t.tokens.admin) }), 400, 'VALIDATION_FAILED');
    expectError(await t.app.inject({ method: 'GET', url: '/api/admin/audit', headers: bearer(t.tokens.editor) }), 403, 'FORBIDDEN');
    expectError(await t.app.inject({ method: 'GET', url: '/api/admin/audit' }), 401, 'UNAUTHORIZED');
  });

  it('is a chain that concurrent writers extend one at a time, and an edited or removed entry breaks it', async () => {
    await Promise.all(Array.from({ length: 12 }, (_, i) => login('audited@example.org', `wrong ${i} password`, `10.21.0.${i}`)));
    // The head outside the database has caught up: what follows is found inside the chain.
    await settleAuditHead(t.ctx.db);
    const before = await verifyAuditChain(t.ctx.db);
    expect(before.broken).toBeNull();
    expect(before.entries).toBeGreaterThan(5);
    const { items } = await audit('limit=3');
    const [newest, middle, oldest] = items.map((entry) => entry.id);

    // An edit of a column, of the hashed record, and a removal: each breaks the chain where it happened.
    await t.ctx.db.updateTable('audit_log').set({ summary: 'Nothing happened' }).where('id', '=', middle!).execute();
    expect((await verifyAuditChain(t.ctx.db)).broken).toEqual({ id: middle, reason: 'its columns differ from its hashed record' });
    const original = await t.ctx.db.selectFrom('audit_log').select(['record']).where('id', '=', middle!).executeTakeFirstOrThrow();
    const forged = JSON.stringify({ ...JSON.parse(original.record), summary: 'Nothing happened' });
    await t.ctx.db.updateTable('audit_log').set({ record: forged }).where('id', '=', middle!).execute();
    expect((await verifyAuditChain(t.ctx.db)).broken).toEqual({ id: middle, reason: "its record does not match its hash under this portal's key" });

    await sql`delete from audit_log where id = ${middle}`.execute(t.ctx.db);
    expect((await verifyAuditChain(t.ctx.db)).broken).toEqual({ id: newest, reason: 'the entry before it is missing or was changed' });
    expect(oldest).toBeLessThan(middle!);
  });
});

describe('the CSV export', () => {
  it('holds every entry the filter matches, newest first, beyond one batch, with formulas escaped; admins only', async () => {
    const own = await startTestApp();
    try {
      const context = { actor: { id: own.users.editor, name: '=HYPERLINK("http://evil.example","click")' }, ip: '10.30.0.1', userAgent: '@SUM(1+1)' };
      for (let i = 0; i < 1_050; i++) await recordAudit(own.ctx.db, context, { action: 'content-updated', entity: { type: 'article', id: i + 1 }, summary: `Changed: title ${i}` });
      const response = await own.app.inject({ method: 'GET', url: '/api/admin/audit.csv?action=content-updated', headers: bearer(own.tokens.admin) });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(response.headers['content-disposition']).toMatch(/^attachment; filename="audit-log-\d{4}-\d{2}-\d{2}\.csv"$/);
      expect(response.body.startsWith('\uFEFF')).toBe(true);
      const rows = parse(response.body, { bom: true, columns: true }) as Record<string, string>[];
      expect(rows).toHaveLength(1_050);
      expect(rows.map((row) => row.summary).slice(0, 2)).toEqual(['Changed: title 1049', 'Changed: title 1048']);
      expect(rows.at(-1)).toMatchObject({ action: 'content-updated', entity_type: 'article', entity_id: '1', ip: '10.30.0.1', actor_id: String(own.users.editor) });
      expect(rows[0]!.actor_name).toBe(`'${context.actor.name}`);
      expect(rows[0]!.user_agent).toBe(`'${context.userAgent}`);
      expect(rows[0]!.hash).toMatch(/^[0-9a-f]{64}$/);
      expect(rows[0]!.previous_hash).toBe(rows[1]!.hash);

      const today = new Date().toISOString().slice(0, 10);
      const none = await own.app.inject({ method: 'GET', url: '/api/admin/audit.csv?from=2001-01-01&to=2001-01-31', headers: bearer(own.tokens.admin) });
      expect(parse(none.body, { bom: true, columns: true })).toEqual([]);
      const signIns = parse((await own.app.inject({ method: 'GET', url: `/api/admin/audit.csv?action=sign-in&from=${today}`, headers: bearer(own.tokens.admin) })).body, { bom: true, columns: true }) as Record<string, string>[];
      expect(signIns.length).toBeGreaterThanOrEqual(2);
      expect(new Set(signIns.map((row) => row.action))).toEqual(new Set(['sign-in']));

      expectError(await own.app.inject({ method: 'GET', url: '/api/admin/audit.csv?page=2', headers: bearer(own.tokens.admin) }), 400, 'VALIDATION_FAILED');
      expectError(await own.app.inject({ method: 'GET', url: '/api/admin/audit.csv', headers: bearer(own.tokens.editor) }), 403, 'FORBIDDEN');
      expectError(await own.app.inject({ method: 'GET', url: '/api/admin/audit.csv' }), 401, 'UNAUTHORIZED');
    } finally {
      await own.close();
    }
  });
});

describe('content changes in the audit log', () => {
  it('records each create, edit, publication, schedule, restore, bulk action and deletion by its editor', async () => {
    const draft = await createItem(t, 'articles', articlePayload({ status: 'draft' }));
    const payload = articlePayload({ status: 'draft' });
    await updateItem(t, 'articles', draft.id, payload);
    await updateItem(t, 'articles', draft.id, { ...payload, status: 'published' });
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString();
    await updateItem(t, 'articles', draft.id, { ...payload, status: 'published', publishedAt: tomorrow });
    const revisions = expectStatus<{ items: { id: number; version: number }[] }>(
      await t.app.inject({ method: 'GET', url: `/api/admin/articles/${draft.id}/revisions`, headers: bearer(t.tokens.editor) }),
      200,
    ).items;
    const first = revisions.find((revision) => revision.version === 1)!;
    const { version } = await adminView(t, 'articles', draft.id);
    expectStatus(await adminPost(t, `articles/${draft.id}/revisions/${first.id}/restore`, { version }), 200);
    expectStatus(await adminPost(t, 'articles/bulk', { action: 'publish', ids: [draft.id] }), 200);
    expect((await deleteItem(t, 'articles', draft.id)).statusCode).toBe(204);

    const entries = (await audit(`entityType=article&entityId=${draft.id}`)).items.reverse();
    expect(entries.map((entry) => entry.action)).toEqual([
      'content-created',
      'content-updated',
      'content-published',
      'content-scheduled',
      'content-restored',
      'content-published',
      'content-deleted',
    ]);
    for (const entry of entries) expect(entry.actor).toMatchObject({ id: t.users.editor });
    const summaries = entries.map((entry) => entry.summary);
    expect(summaries[0]).toBe('Created as draft; locales: sr, lat, en');
    expect(summaries[1]).toBe('locales: sr, lat, en');
    expect(summaries[2]).toMatch(/^status draft → published; fields: published_at; /);
    expect(summaries[3]).toBe(`status published → scheduled for ${tomorrow}; fields: published_at; locales: sr, lat, en`);
    expect(summaries[4]).toMatch(new RegExp(`^Restored revision ${first.id} \\(version 1\\); status scheduled for .+ → draft`));
    expect(summaries[5]).toMatch(/^Bulk action: publish; status draft → published/);
    expect(summaries[6]).toBe('Deleted with its revisions');
    // A text is never copied into the log, only the names of what changed.
    for (const summary of summaries) expect(summary).not.toContain(payload.translations.sr.title);
  });

  it('audits a restore as such because its caller says so, not because of the words of its note', async () => {
    const editor: SessionUser = { id: t.users.editor, email: 'editor@example.org', name: 'Editor', role: 'editor', permissions: await loadPermissions(t.ctx.db, t.users.editor) };
    const context = { actor: { id: editor.id, name: editor.name }, ip: null, userAgent: null };
    const item = await createItem(t, 'articles', articlePayload({ status: 'draft' }));
    const input = { ...(articleInputSchema.parse(articlePayload({ status: 'draft' })) as unknown as ContentInput), version: item.version };
    const restored = await updateContent(t.ctx.db, articleType, editor, item.id, input, context, { reason: 'restore', note: 'Brought back the first version' });
    await updateContent(t.ctx.db, articleType, editor, item.id, { ...input, version: restored.version }, context, { note: 'Restored the lost paragraph by hand' });

    const entries = (await audit(`entityType=article&entityId=${item.id}`)).items.reverse();
    expect(entries.map(({ action, summary }) => ({ action, summary }))).toEqual([
      { action: 'content-created', summary: 'Created as draft; locales: sr, lat, en' },
      { action: 'content-restored', summary: 'Brought back the first version; locales: sr, lat, en' },
      { action: 'content-updated', summary: 'Restored the lost paragraph by hand; locales: sr, lat, en' },
    ]);
  });
});

describe('uploads and menus in the audit log', () => {
  it('records an upload and a release of a file, and a menu reordered', async () => {
    const pdf = await uploadPdf(t, 'izvestaj.pdf');
    expectStatus(await adminPost(t, `media/${pdf.id}/release`, {}), 204);
    const media = (await audit(`entityType=media&entityId=${pdf.id}`)).items.reverse();
    expect(media.map(({ action }) => action)).toEqual(['media-uploaded', 'media-released']);
    expect(media[0]!.summary).toMatch(/^Uploaded a document \(application\/pdf, \d+ bytes\)$/);

    interface Node { id: number; version: number; children: Node[] }
    const tree = async () => expectStatus<{ items: Node[] }>(await adminGet(t, 'menu-items/tree?menu=footer'), 200).items;
    const count = (await tree()).length;
    const [first, second] = [
      await createItem(t, 'menu-items', menuItemPayload({ type: 'route', route: 'files' }, { menu: 'footer', position: count })),
      await createItem(t, 'menu-items', menuItemPayload({ type: 'route', route: 'files' }, { menu: 'footer', position: count + 1 })),
    ];
    const flatten = (nodes: Node[], parentId: number | null): { id: number; parentId: number | null; position: number; version: number }[] =>
      nodes.flatMap((node, position) => [{ id: node.id, parentId, position, version: node.version }, ...flatten(node.children, node.id)]);
    const top = await tree();
    const swapped = [...top.slice(0, -2), top.at(-1)!, top.at(-2)!];
    const response = await t.app.inject({ method: 'PUT', url: '/api/admin/menu-items/tree', headers: bearer(t.tokens.editor), payload: { menu: 'footer', items: flatten(swapped, null) } });
    expectStatus(response, 200);
    const [reordered] = (await audit('action=menu-reordered')).items;
    expect(reordered).toMatchObject({ actor: { id: t.users.editor }, summary: `Reordered the footer menu: items ${second.id}, ${first.id} moved` });
  });
});

describe('retention', () => {
  it('removes the entries older than AUDIT_RETENTION_DAYS, and the chain holds from the oldest kept', async () => {
    const retentionMs = loadConfig({ AUDIT_RETENTION_DAYS: '90' }).auditRetentionMs;
    expect(retentionMs).toBe(90 * 86_400_000);
    expect(loadConfig({}).auditRetentionMs).toBe(730 * 86_400_000);
    expect(() => loadConfig({ AUDIT_RETENTION_DAYS: '7' })).toThrow(/AUDIT_RETENTION_DAYS: must be a whole number of days from 30 to 36500/);

    // A portal of its own: the chain of this file's portal was broken on purpose above.
    const own = await startTestApp();
    try {
      for (let i = 0; i < 3; i++) await own.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: 'nobody@example.org', password: 'not a password' } });
      const oldest = await own.ctx.db.selectFrom('audit_log').select(['id', 'record']).orderBy('id').limit(3).execute();
      const longAgo = new Date(Date.now() - retentionMs - 86_400_000).toISOString();
      // The old entries' records are rewritten with them, as if written back then.
      for (const { id, record } of oldest) {
        await own.ctx.db.updateTable('audit_log').set({ at: longAgo, record: JSON.stringify({ ...JSON.parse(record), at: longAgo }) }).where('id', '=', id).execute();
      }
      const before = await own.ctx.db.selectFrom('audit_log').select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
      expect(await pruneAuditLog(own.ctx.db, retentionMs)).toBe(3);
      expect(await verifyAuditChain(own.ctx.db)).toMatchObject({ entries: Number(before.total) - 3, broken: null });
    } finally {
      await own.close();
    }
    // The daily job runs it once a day among all instances.
    expect(await runJobIfDue(t.ctx.db, { name: 'audit-prune-test', everyMs: 86_400_000, work: () => pruneAuditLog(t.ctx.db, retentionMs) })).toBe(true);
    expect(await runJobIfDue(t.ctx.db, { name: 'audit-prune-test', everyMs: 86_400_000, work: () => pruneAuditLog(t.ctx.db, retentionMs) })).toBe(false);
  });
});
