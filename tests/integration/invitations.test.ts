import type { ParsedMail } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { matchPath } from '../../src/common/routes.js';
import { setClock } from '../../src/server/lib/clock.js';
import { CLOSED_RETENTION_MS, INVITATION_TTL_MS, deleteClosedInvitations } from '../../src/server/modules/invitations/invitation.service.js';
import { type MailApp, startMailApp } from './support/mail-app.js';
import { unique } from './support/factories.js';
import { expectError } from './support/http.js';
import { DIALECT, type TestApp, bearer, expectStatus } from './support/test-app.js';

/**
 * Inviting an editor through the real HTTP server: the invitation, the message the mail job sends
 * to an SMTP server started here (read with mailparser), its link followed, the password set and
 * the first sign-in; what a revoked, used or expired link gets; who may invite.
 */

const PASSWORD = 'a passphrase chosen by the invited';

let mail: MailApp;
let t: TestApp;
let baseUrl: string;

beforeAll(async () => {
  mail = await startMailApp();
  ({ t, baseUrl } = mail);
});
afterAll(async () => {
  setClock(null);
  await mail.close();
});

const invite = (payload: object, token = t.tokens.admin) => t.app.inject({ method: 'POST', url: '/api/admin/invitations', headers: bearer(token), payload });
const post = (url: string, body: object) => fetch(new URL(url, baseUrl), { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

/** The message sent to `email` (waits for it); fails if more than one came. */
async function messageTo(email: string): Promise<ParsedMail> {
  const [message] = await mail.messagesTo(email);
  return message!;
}

function tokenIn(message: ParsedMail): { url: URL; token: string } {
  const link = /https?:\/\/\S+#[\w-]+/.exec(message.text ?? '')?.[0];
  if (!link) throw new Error(`no link in: ${message.text}`);
  const url = new URL(link);
  return { url, token: url.hash.slice(1) };
}

describe(`an invitation (${DIALECT})`, () => {
  it('e-mails a link in the chosen language that makes the account in its groups, used once; the person then signs in', async () => {
    const email = `nova.${unique()}@example.org`;
    const created = expectStatus<{ id: number; status: string; groups: { key: string }[] }>(
      await invite({ email: email.toUpperCase(), name: 'Nova Urednica', groupIds: [t.groups.authors], locale: 'lat' }),
      201,
    );
    expect(created).toMatchObject({ status: 'pending', groups: [{ key: 'authors' }] });
    const message = await messageTo(email);
    expect(message.subject).toBe('Poziv na kontrolnu tablu portala NOKS');
    expect(message.text).toContain('Ana Admin Vas poziva da uređujete portal NOKS, kao člana grupa: Autori.');
    expect(message.text).toContain('Autori');
    expect(message.text).toContain('7 dana');
    const { url, token } = tokenIn(message);
    expect(url.origin).toBe(baseUrl);
    expect(matchPath(url.pathname)).toMatchObject({ key: 'dashboard', locale: 'lat', signedOut: 'invitation' });
    expect([...(message.html as string).matchAll(/href="([^"]+)"/g)].map((m) => m[1])).toEqual([url.href]);

    const preview = await post('/api/auth/invitation', { token });
    expect(preview.status).toBe(200);
    expect(await preview.json()).toMatchObject({ email, name: 'Nova Urednica', locale: 'lat' });
    // The password rules of every password hold.
    const weak = await post('/api/auth/invitation/accept', { token, password: email });
    expect(weak.status).toBe(400);
    const accepted = await post('/api/auth/invitation/accept', { token, password: PASSWORD });
    expect(accepted.status).toBe(201);
    const again = await post('/api/auth/invitation/accept', { token, password: PASSWORD });
    expect(again.status).toBe(410);
    expect(((await again.json()) as { error: { code: string } }).error.code).toBe('INVITATION_USED');

    const signedIn = await post('/api/auth/login', { email, password: PASSWORD });
    expect(signedIn.status).toBe(200);
    const { user } = (await signedIn.json()) as { user: { role: string; locale: string; permissions: { admin: boolean; grants: { subject: string; actions: string[] }[] } } };
    expect(user).toMatchObject({ role: 'editor', locale: 'lat', permissions: { admin: false } });
    expect(user.permissions.grants.find((grant) => grant.subject === 'articles')?.actions).toEqual(['create', 'edit', 'submit']);
    const list = expectStatus<{ items: { id: number; status: string }[] }>(await t.app.inject({ method: 'GET', url: '/api/admin/invitations', headers: bearer(t.tokens.admin) }), 200);
    expect(list.items.find((item) => item.id === created.id)?.status).toBe('accepted');
  });

  it('is refused for an address in use or invited already, unknown groups, and by anyone but an administrator', async () => {
    const taken = await t.ctx.db.selectFrom('users').select('email').where('id', '=', t.users.editor).executeTakeFirstOrThrow();
    expectError(await invite({ email: taken.email, name: 'Двојник', groupIds: [t.groups.authors], locale: 'sr' }), 409, 'EMAIL_TAKEN');
    const email = `twice.${unique()}@example.org`;
    expectStatus(await invite({ email, name: 'Два пута', groupIds: [t.groups.authors], locale: 'sr' }), 201);
    expectError(await invite({ email, name: 'Два пута', groupIds: [t.groups.authors], locale: 'sr' }), 409, 'CONFLICT');
    const unknownGroup = expectError(await invite({ email: `x.${unique()}@example.org`, name: 'X', groupIds: [99999999], locale: 'sr' }), 400, 'VALIDATION_FAILED');
    expect(unknownGroup.details).toEqual({ fields: { groupIds: 'Unknown groups: 99999999' } });
    expectError(await invite({ email: `y.${unique()}@example.org`, name: 'Y', groupIds: [], locale: 'sr' }), 400, 'VALIDATION_FAILED');
    expectError(await invite({ email: `z.${unique()}@example.org`, name: 'Z', groupIds: [t.groups.authors], locale: 'sr' }, t.tokens.editor), 403, 'FORBIDDEN');
  });

  it('can be revoked until it is accepted, and a revoked or expired link says so', async () => {
    const email = `revoked.${unique()}@example.org`;
    const created = expectStatus<{ id: number }>(await invite({ email, name: 'Опозвана', groupIds: [t.groups.authors], locale: 'sr' }), 201);
    const { token } = tokenIn(await messageTo(email));
    expectStatus(await t.app.inject({ method: 'DELETE', url: `/api/admin/invitations/${created.id}`, headers: bearer(t.tokens.admin) }), 204);
    expectError(await t.app.inject({ method: 'DELETE', url: `/api/admin/invitations/${created.id}`, headers: bearer(t.tokens.admin) }), 409, 'CONFLICT');
    const revoked = await post('/api/auth/invitation/accept', { token, password: PASSWORD });
    expect(revoked.status).toBe(410);
    expect(((await revoked.json()) as { error: { code: string } }).error.code).toBe('INVITATION_REVOKED');
    expect(await t.ctx.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst()).toBeUndefined();
    // A revoked invitation frees the address for a new one.
    expectStatus(await invite({ email, name: 'Опозвана', groupIds: [t.groups.authors], locale: 'sr' }), 201);

    const late = `late.${unique()}@example.org`;
    expectStatus(await invite({ email: late, name: 'Закаснела', groupIds: [t.groups.authors], locale: 'en' }), 201);
    const lateToken = tokenIn(await messageTo(late)).token;
    setClock(() => Date.now() + INVITATION_TTL_MS + 1000);
    try {
      const expired = await post('/api/auth/invitation', { token: lateToken });
      expect(expired.status).toBe(410);
      expect(((await expired.json()) as { error: { code: string } }).error.code).toBe('INVITATION_EXPIRED');
    } finally {
      setClock(null);
    }
    const invalid = await post('/api/auth/invitation', { token: 'not-a-token-of-ours' });
    expect(invalid.status).toBe(400);
  });

  it('is deleted 30 days after it closed, with its address and name', async () => {
    const email = `gone.${unique()}@example.org`;
    const created = expectStatus<{ id: number }>(await invite({ email, name: 'Обрисана', groupIds: [t.groups.authors], locale: 'sr' }), 201);
    expectStatus(await t.app.inject({ method: 'DELETE', url: `/api/admin/invitations/${created.id}`, headers: bearer(t.tokens.admin) }), 204);
    await deleteClosedInvitations(t.ctx.db);
    expect(await t.ctx.db.selectFrom('invitations').select('id').where('id', '=', created.id).executeTakeFirst()).toBeDefined();
    setClock(() => Date.now() + CLOSED_RETENTION_MS + 60_000);
    try {
      await deleteClosedInvitations(t.ctx.db);
    } finally {
      setClock(null);
    }
    expect(await t.ctx.db.selectFrom('invitations').select('id').where('id', '=', created.id).executeTakeFirst()).toBeUndefined();
  });
});
