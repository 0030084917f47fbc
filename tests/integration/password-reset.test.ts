import type { ParsedMail } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { matchPath } from '../../src/common/routes.js';
import { setClock } from '../../src/server/lib/clock.js';
import { RESET_LINK_TTL_MS } from '../../src/server/modules/password-reset/password-reset.service.js';
import { createMailSender } from '../../src/server/modules/mail/mail-sender.js';
import type { MailLog } from '../../src/server/modules/mail/mail.service.js';
import { type MailApp, startMailApp } from './support/mail-app.js';
import { openDatabase } from '../../src/server/db/database.js';
import { createLocalStorage } from '../../src/server/lib/file-storage.js';
import { chainAuditLog } from '../../src/server/modules/audit/audit.service.js';
import { DIALECT, TEST_PASSWORD, type TestApp, auditHeadErrors, bearer, expectStatus, testConfig } from './support/test-app.js';

/**
 * The forgotten-password journey through the real HTTP server: the request, the message the
 * mail job sends to an SMTP server started here (read with mailparser), its link followed, the
 * new password set, and what a used or expired link, an unknown address and throttling get.
 */

const log: MailLog = { info: () => undefined, error: () => undefined };
const NEW_PASSWORD = 'a brand new passphrase for the dashboard';

let mail: MailApp;
let t: TestApp;
let baseUrl: string;
let smtp: MailApp['smtp'];
let sender: MailApp['sender'];
let address = 0;

beforeAll(async () => {
  mail = await startMailApp();
  ({ t, baseUrl, smtp, sender } = mail);
});
afterAll(async () => {
  await mail.close();
});

/** Each case asks from an address of its own, so the per-client limit of one case does not reach another. */
const nextClient = () => `10.77.0.${++address}`;

async function createUser(email: string, extra: { locale?: string } = {}) {
  const created = expectStatus<{ id: number }>(
    await t.app.inject({ method: 'POST', url: '/api/admin/users', headers: bearer(t.tokens.admin), payload: { email, name: 'Марија Уредница', groupIds: t.groups.editorGroups, password: TEST_PASSWORD } }),
    201,
  );
  if (extra.locale) await t.ctx.db.updateTable('users').set({ locale: extra.locale }).where('id', '=', created.id).execute();
  return created.id;
}

function askForLink(email: string, ip = nextClient()) {
  return t.app.inject({ method: 'POST', url: '/api/auth/password-reset/request', payload: { email }, remoteAddress: ip });
}

const signIn = (email: string, password: string) => t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password }, remoteAddress: nextClient() });

/** The message sent to `email` (waits for it); fails if more than one came. */
async function messageTo(email: string): Promise<ParsedMail> {
  const [message] = await mail.messagesTo(email);
  return message!;
}

function linkIn(message: ParsedMail): URL {
  const link = /https?:\/\/\S+#[\w-]+/.exec(message.text ?? '')?.[0];
  if (!link) throw new Error(`no link in: ${message.text}`);
  return new URL(link);
}

async function setNewPassword(token: string, password = NEW_PASSWORD) {
  return fetch(new URL('/api/auth/password-reset', baseUrl), { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ token, password }) });
}

describe('a forgotten password', () => {
  it('is replaced through the e-mailed link: one message, in the user’s language, that ends every session', async () => {
    const email = 'forgot.journey@example.org';
    const userId = await createUser(email);
    const session = expectStatus<{ token: string }>(await signIn(email, TEST_PASSWORD), 200).token;

    const asked = await fetch(new URL('/api/auth/password-reset/request', baseUrl), { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'Forgot.Journey@example.org ' }) });
    expect(asked.status).toBe(202);
    const message = await messageTo(email);
    expect(message.subject).toBe('Нова лозинка за контролну таблу');
    expect(message.text).toContain('Марија Уредница');
    expect(message.text).toContain('30 минута');
    // Plain text and HTML, the link the only one, to the portal itself: no pixel, no tracking address.
    const link = linkIn(message);
    expect(link.origin).toBe(baseUrl);
    expect(link.pathname).toBe('/dashboard/new-password');
    expect(message.html).toContain(`href="${link.href}"`);
    expect(message.html).not.toMatch(/<img/i);
    expect([...(message.html as string).matchAll(/href="([^"]+)"/g)].map((m) => m[1])).toEqual([link.href]);

    // The link opens the dashboard's screen that sets the password (the browser suite follows it
    // there); the token rides in the fragment, which no server sees.
    expect(matchPath(link.pathname)).toMatchObject({ key: 'dashboard', signedOut: 'new-password' });
    expect((await setNewPassword(link.hash.slice(1))).status).toBe(204);

    expectStatus(await signIn(email, NEW_PASSWORD), 200);
    expect((await signIn(email, TEST_PASSWORD)).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(session) })).statusCode).toBe(401);
    const audit = await t.ctx.db.selectFrom('audit_log').select(['action', 'actor_id', 'summary']).where('entity_type', '=', 'user').where('entity_id', '=', userId).orderBy('id').execute();
    expect(audit.map((entry) => entry.action)).toEqual(expect.arrayContaining(['password-reset-requested', 'password-reset']));
    expect(audit.find((entry) => entry.action === 'password-reset')).toMatchObject({ actor_id: userId, summary: expect.stringContaining('all sessions ended') });
  });

  it('is written in the language of the user’s dashboard, which the dashboard saves', async () => {
    const email = 'forgot.english@example.org';
    await createUser(email);
    const session = expectStatus<{ token: string; user: { locale: string } }>(await signIn(email, TEST_PASSWORD), 200);
    expect(session.user.locale).toBe('sr');
    expectStatus(await t.app.inject({ method: 'PUT', url: '/api/auth/locale', headers: bearer(session.token), payload: { locale: 'en' } }), 204);
    expect(expectStatus<{ locale: string }>(await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(session.token) }), 200).locale).toBe('en');
    expect((await t.app.inject({ method: 'PUT', url: '/api/auth/locale', headers: bearer(session.token), payload: { locale: 'de' } })).statusCode).toBe(400);
    expectStatus(await askForLink(email), 202);
    const message = await messageTo(email);
    expect(message.subject).toBe('A new password for the dashboard');
    expect(linkIn(message).pathname).toBe('/en/dashboard/new-password');

    const latin = 'forgot.latin@example.org';
    await createUser(latin, { locale: 'lat' });
    expectStatus(await askForLink(latin), 202);
    expect((await messageTo(latin)).subject).toBe('Nova lozinka za kontrolnu tablu');
  });

  it('keeps asking for the second factor at the next sign-in', async () => {
    const email = 'forgot.totp@example.org';
    const userId = await createUser(email);
    await t.ctx.db.updateTable('users').set({ totp_enabled_at: new Date().toISOString(), totp_secret: 'sealed' }).where('id', '=', userId).execute();
    expectStatus(await askForLink(email), 202);
    expect((await setNewPassword(linkIn(await messageTo(email)).hash.slice(1))).status).toBe(204);
    expect(expectStatus<{ error: { code: string } }>(await signIn(email, NEW_PASSWORD), 401).error.code).toBe('TOTP_REQUIRED');
  });

  it('answers an unknown address exactly as a known one, and sends nothing', async () => {
    const known = 'forgot.known@example.org';
    await createUser(known);
    const before = await t.ctx.db.selectFrom('password_reset_tokens').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    const unknownAnswer = await askForLink('nobody.here@example.org');
    const knownAnswer = await askForLink(known);
    expect(unknownAnswer.statusCode).toBe(202);
    expect({ status: knownAnswer.statusCode, headers: knownAnswer.headers['content-type'], body: knownAnswer.body }).toEqual({
      status: unknownAnswer.statusCode,
      headers: unknownAnswer.headers['content-type'],
      body: unknownAnswer.body,
    });
    await messageTo(known);
    expect(smtp.messages.some((m) => !Array.isArray(m.to) && m.to?.value.some((to) => to.address === 'nobody.here@example.org'))).toBe(false);
    const after = await t.ctx.db.selectFrom('password_reset_tokens').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    expect(Number(after.n) - Number(before.n)).toBe(1);
    // Invalid input is told as such, whatever the address.
    expect((await askForLink('not an address')).statusCode).toBe(400);
    // A browser still holding an ended session's token is not refused for it.
    const stale = await t.app.inject({ method: 'POST', url: '/api/auth/password-reset/request', payload: { email: known }, headers: bearer('an-ended-sessions-token-0123456789'), remoteAddress: nextClient() });
    expect(stale.statusCode).toBe(202);
  });

  it('refuses a link used once already, one past its 30 minutes, and one that never was, each with its reason', async () => {
    const email = 'forgot.twice@example.org';
    await createUser(email);
    expectStatus(await askForLink(email), 202);
    const token = linkIn(await messageTo(email)).hash.slice(1);
    expect((await setNewPassword(token)).status).toBe(204);
    const again = await setNewPassword(token, 'yet another passphrase here');
    expect(again.status).toBe(410);
    expect(await again.json()).toMatchObject({ error: { code: 'RESET_LINK_USED', message: expect.stringContaining('already used') } });

    const late = 'forgot.late@example.org';
    await createUser(late);
    expectStatus(await askForLink(late), 202);
    const lateToken = linkIn(await messageTo(late)).hash.slice(1);
    const now = Date.now();
    setClock(() => now + RESET_LINK_TTL_MS + 1000);
    try {
      const expired = await setNewPassword(lateToken);
      expect(expired.status).toBe(410);
      expect(await expired.json()).toMatchObject({ error: { code: 'RESET_LINK_EXPIRED', message: expect.stringContaining('expired') } });
    } finally {
      setClock(null);
    }
    expectStatus(await signIn(late, TEST_PASSWORD), 200);

    const made = await setNewPassword('x'.repeat(43));
    expect(made.status).toBe(400);
    expect(await made.json()).toMatchObject({ error: { code: 'RESET_LINK_INVALID' } });
  });

  it('holds a new password to the rules of every password', async () => {
    const email = 'forgot.weak@example.org';
    await createUser(email);
    expectStatus(await askForLink(email), 202);
    const token = linkIn(await messageTo(email)).hash.slice(1);
    const short = await setNewPassword(token, 'short');
    expect(short.status).toBe(400);
    const common = await setNewPassword(token, 'password1234567');
    expect(await common.json()).toMatchObject({ error: { code: 'WEAK_PASSWORD' } });
    // Refused passwords do not use the link up.
    expect((await setNewPassword(token)).status).toBe(204);
  });

  it('is throttled per address and per client', async () => {
    const email = 'forgot.often@example.org';
    await createUser(email);
    for (let i = 0; i < 3; i++) expectStatus(await askForLink(email), 202);
    const refused = await askForLink(email);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ error: { code: 'TOO_MANY_REQUESTS', details: { retryAfterSeconds: expect.any(Number) } } });

    const client = nextClient();
    for (let i = 0; i < 10; i++) expectStatus(await askForLink(`someone.${i}@example.org`, client), 202);
    expect((await askForLink('someone.else@example.org', client)).statusCode).toBe(429);
    expectStatus(await askForLink('someone.else@example.org'), 202);
  });
});

describe('a slow SMTP server', () => {
  it('delays no request: asking for a link is answered while the server still holds the last message', async () => {
    const email = 'forgot.slow@example.org';
    const other = 'forgot.slow.other@example.org';
    await createUser(email);
    await createUser(other);
    const release = smtp.holdData();
    try {
      expectStatus(await askForLink(email), 202);
      const deadline = Date.now() + 10_000;
      while (smtp.held === 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
      expect(smtp.held).toBe(1);
      // The sender is stuck in DATA; a request meanwhile is answered all the same.
      expectStatus(await askForLink(other), 202);
      expect(smtp.held).toBe(1);
    } finally {
      release();
    }
    await messageTo(email);
    await messageTo(other);
  });
});

describe.runIf(DIALECT === 'postgres')('two instances on one PostgreSQL database', () => {
  it('answer each request once between them: one link, one message', async () => {
    const other = openDatabase(t.databaseOptions);
    try {
      const config = testConfig(t.dataDir, { SMTP_URL: smtp.url, PUBLIC_URL: baseUrl });
      chainAuditLog({ config, db: other.db, storage: createLocalStorage(config.uploadDir) }, (error) => auditHeadErrors.push(error));
      const otherSender = createMailSender({ config, db: other.db }, log);
      const emails = Array.from({ length: 8 }, (_, i) => `forgot.twice.over.${i}@example.org`);
      const ids = [];
      for (const email of emails) ids.push(await createUser(email));
      for (const email of emails) expectStatus(await askForLink(email), 202);
      await Promise.all([sender.run(), otherSender.run(), sender.run(), otherSender.run()]);
      for (const email of emails) await messageTo(email);
      const tokens = await t.ctx.db.selectFrom('password_reset_tokens').select('user_id').where('user_id', 'in', ids).execute();
      expect(tokens.map((row) => row.user_id).sort((a, b) => a - b)).toEqual([...ids].sort((a, b) => a - b));
    } finally {
      await other.close();
    }
  });
});
