import type { ParsedMail } from 'mailparser';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Locale } from '../../src/common/locales.js';
import { contentPath, listPath } from '../../src/common/routes.js';
import { openDatabase } from '../../src/server/db/database.js';
import { nowMs, setClock } from '../../src/server/lib/clock.js';
import { DIGEST_MARGIN_MS, lastPeriodEnd, runAlerts, sendDigest } from '../../src/server/modules/alerts/alert-sending.js';
import { deleteExpiredAlertData } from '../../src/server/modules/alerts/alert-retention.js';
import { alertDeps } from '../../src/server/modules/alerts/alert.routes.js';
import { runJobIfDue } from '../../src/server/modules/jobs/scheduled-job.js';
import { articlePayload, categoryPayload, createItem, putItem, qualificationPayload, setPublishedAt, serbianOnlyArticlePayload, tagPayload, unique } from './support/factories.js';
import { multipart } from './support/http.js';
import { type FormsApp, startFormsApp } from './support/public-forms.js';
import { PUBLIC_URL, type SiteApp, encoded } from './support/site-app.js';
import { DIALECT } from './support/test-app.js';

/**
 * E-mail alerts end to end, on the real database and through a real SMTP server: signing up as a
 * browser without JavaScript posts it, the double opt-in by the link of the message, a
 * subscriber's settings, the one-click unsubscribe of RFC 8058, and the alert job: only what became
 * public, each item once to each subscriber however many instances run it and wherever a run
 * stopped, the daily digest of a period once.
 */

let forms: FormsApp;
let site: SiteApp;
let clients = 0;

beforeAll(async () => {
  forms = await startFormsApp();
  site = forms.site;
});
afterAll(() => forms.close());
afterEach(() => setClock(null));

const deps = () => alertDeps(site.t.ctx);
const newClient = () => `203.0.113.${++clients}`;
const pathOf = (url: string) => url.slice(PUBLIC_URL.length);
const linkIn = (mail: ParsedMail, start: string) => (mail.text ?? '').split(/\s+/).find((word) => word.startsWith(`${PUBLIC_URL}${encoded(start)}`))!;

function messagesTo(email: string): ParsedMail[] {
  return forms.smtp.messages.filter((message) => !Array.isArray(message.to) && message.to?.value.some((address) => address.address === email));
}

/** Every message queued so far has been sent (or failed): the queue is empty of due messages. */
async function mailSettled(): Promise<void> {
  await forms.sender.run();
  const deadline = Date.now() + 10_000;
  while ((await site.t.ctx.db.selectFrom('mail_messages').select('id').where('status', 'in', ['queued', 'sending']).execute()).length > 0) {
    if (Date.now() > deadline) throw new Error('Messages still waiting');
    await forms.sender.run();
  }
  // The test SMTP server has parsed what it accepted.
  await new Promise((resolve) => setTimeout(resolve, 100));
}

function postPage(path: string, fields: [string, string][], ip = newClient()) {
  const { payload, headers } = multipart([], fields);
  return site.app.inject({ method: 'POST', url: path, headers, payload, remoteAddress: ip });
}

const signupPath = (locale: Locale, topic: string) => `${encoded(listPath('alerts', locale))}?topic=${topic}`;

function signUp(email: string, topic: string, { locale = 'sr' as Locale, frequency = 'immediate', ip = newClient() } = {}) {
  return postPage(signupPath(locale, topic), [['topic', topic], ['email', email], ['frequency', frequency], ['website', '']], ip);
}

/** Signs up and confirms by the link of the message; the settings page's path. */
async function subscribe(email: string, topic: string, options: { locale?: Locale; frequency?: string } = {}): Promise<string> {
  const response = await signUp(email, topic, options);
  expect(response.statusCode, response.body.slice(0, 300)).toBe(303);
  const confirmation = await forms.messageTo(email, /./);
  forms.smtp.messages.splice(forms.smtp.messages.indexOf(confirmation), 1);
  const confirmed = await postPage(pathOf(linkIn(confirmation, listPath('alert-confirm', options.locale ?? 'sr'))), []);
  expect(confirmed.statusCode).toBe(303);
  return confirmed.headers.location as string;
}

async function newCategory(): Promise<number> {
  return (await createItem(site.t, 'categories', categoryPayload())).id;
}

const runJob = () => runAlerts(deps());

describe('signing up', () => {
  it('lists every topic to follow, the register first, and names one asked for', async () => {
    const category = await newCategory();
    const all = await site.app.inject({ method: 'GET', url: '/api/alerts/signup?locale=en' });
    expect(all.statusCode).toBe(200);
    expect(all.headers['cache-control']).toBe('private, no-store');
    const topics = (all.json() as { topics: { key: string; kind: string }[] }).topics;
    expect(topics[0]).toMatchObject({ key: 'register', kind: 'register' });
    expect(topics.map((topic) => topic.key)).toContain(`category-${category}`);
    const one = (await site.app.inject({ method: 'GET', url: `/api/alerts/signup?topic=category-${category}` })).json() as { topic: { name: string; path: string } };
    expect(one.topic.name).toMatch(/^Грађани /);
    expect(one.topic.path).toMatch(/^\/категорија\//);
    const unknown = (await site.app.inject({ method: 'GET', url: '/api/alerts/signup?topic=category-999999' })).json() as { topic: unknown };
    expect(unknown.topic).toBeNull();
  });

  it('refuses a wrong address, a frequency not offered, a filled honeypot and a topic that is not one (422), keeping what was typed', async () => {
    const category = await newCategory();
    const page = signupPath('sr', `category-${category}`);
    const wrong = await postPage(page, [['topic', `category-${category}`], ['email', 'not-an-address'], ['frequency', 'hourly'], ['website', '']]);
    expect(wrong.statusCode).toBe(422);
    expect(wrong.headers['cache-control']).toBe('no-store');
    const state = JSON.parse(/<script[^>]*id="initial-data"[^>]*>([^<]*)<\/script>/.exec(wrong.body)?.[1] ?? 'null') as { responses: Record<string, { errors: { field: string }[]; values: { email: string } }> } | null;
    if (state) {
      const signup = Object.values(state.responses).find((body) => 'errors' in body)!;
      expect(signup.errors.map((error) => error.field).sort()).toEqual(['email', 'frequency']);
      expect(signup.values.email).toBe('not-an-address');
    }
    expect((await postPage(page, [['topic', `category-${category}`], ['email', 'bot@example.org'], ['frequency', 'daily'], ['website', 'http://spam']])).statusCode).toBe(422);
    expect((await postPage(signupPath('sr', 'tag-999999'), [['topic', 'tag-999999'], ['email', 'x@example.org'], ['frequency', 'daily'], ['website', '']])).statusCode).toBe(422);
    expect(messagesTo('bot@example.org')).toHaveLength(0);
  });

  it('asks to confirm by e-mail; the link shows a page and only its button confirms; another token finds nothing', async () => {
    const category = await newCategory();
    const email = `reader-${unique()}@example.org`;
    const sent = await signUp(email, `category-${category}`, { locale: 'lat', frequency: 'daily' });
    expect(sent.statusCode).toBe(303);
    expect(decodeURIComponent(sent.headers.location as string)).toBe(`${listPath('alerts', 'lat')}?topic=category-${category}&sent=1`);
    const message = await forms.messageTo(email, /Potvrdite pretplatu/);
    expect(message.headers.get('list-unsubscribe')).toBeUndefined();
    const link = linkIn(message, listPath('alert-confirm', 'lat'));
    const query = new URL(link).search;
    const read = await site.app.inject({ method: 'GET', url: `/api/alerts/confirmation${query}` });
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({ email, frequency: 'daily', confirmed: false });
    // Opening the page (as a mail scanner does) confirms nothing.
    expect((await site.app.inject({ method: 'GET', url: pathOf(link) })).statusCode).toBe(200);
    expect((await site.app.inject({ method: 'GET', url: `/api/alerts/confirmation${query}` })).json()).toMatchObject({ confirmed: false });
    const forged = query.replace(/t=[^&]+/, 't=AAAAAAAAAAAAAAAAAAAAAA');
    expect((await site.app.inject({ method: 'GET', url: `/api/alerts/confirmation${forged}` })).statusCode).toBe(404);
    expect((await postPage(`${encoded(listPath('alert-confirm', 'lat'))}${forged}`, [])).statusCode).toBe(404);
    const confirmed = await postPage(pathOf(link), []);
    expect(confirmed.statusCode).toBe(303);
    const settings = confirmed.headers.location as string;
    expect(settings).toContain('done=confirmed');
    const view = await site.app.inject({ method: 'GET', url: `/api/alerts/settings${new URL(settings, PUBLIC_URL).search}` });
    expect(view.json()).toMatchObject({ email, notice: 'confirmed', subscriptions: [{ topic: { key: `category-${category}` }, frequency: 'daily' }] });
  });

  it('answers a sign-up for a topic already followed as any other, and tells the address by e-mail instead', async () => {
    const category = await newCategory();
    const email = `twice-${unique()}@example.org`;
    await subscribe(email, `category-${category}`);
    const again = await signUp(email, `category-${category}`);
    expect(again.statusCode).toBe(303);
    const told = await forms.messageTo(email, /Обавештења о/);
    expect(told.text).toContain(encoded(listPath('alert-settings', 'sr')));
  });

  it('limits confirmation messages to one address, whoever asks (429)', async () => {
    const category = await newCategory();
    const email = `target-${unique()}@example.org`;
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) statuses.push((await signUp(email, `category-${category}`)).statusCode);
    expect(statuses).toEqual([303, 303, 303, 429, 429]);
  });

  it('is in the sitemap, and the pages of private links are not', async () => {
    const sitemap = (await site.app.inject({ method: 'GET', url: '/sitemap.xml' })).body;
    expect(sitemap).toContain(`${PUBLIC_URL}${encoded(listPath('alerts', 'sr'))}<`);
    for (const key of ['alert-confirm', 'alert-settings'] as const) expect(sitemap).not.toContain(encoded(listPath(key, 'en')));
  });
});

describe('a subscriber’s settings', () => {
  it('change a frequency, end one subscription, end them all; a wrong link is not found', async () => {
    const [first, second] = [await newCategory(), await newCategory()];
    const email = `settings-${unique()}@example.org`;
    await subscribe(email, `category-${first}`);
    const settings = await subscribe(email, `category-${second}`);
    const query = new URL(settings, PUBLIC_URL).searchParams;
    const link = `${encoded(listPath('alert-settings', 'sr'))}?p=${query.get('p')}&t=${query.get('t')}`;
    const read = async () => (await site.app.inject({ method: 'GET', url: `/api/alerts/settings?p=${query.get('p')}&t=${query.get('t')}` })).json() as { subscriptions: { id: number; frequency: string }[] };
    const [a, b] = (await read()).subscriptions;
    const saved = await postPage(link, [[`frequency-${a!.id}`, 'weekly'], [`frequency-${b!.id}`, 'daily'], ['action', 'save']]);
    expect(saved.statusCode).toBe(303);
    expect(saved.headers.location).toContain('done=saved');
    expect((await read()).subscriptions.map((s) => s.frequency)).toEqual(['weekly', 'daily']);
    expect((await postPage(link, [['action', `remove-${a!.id}`]])).headers.location).toContain('done=removed');
    expect((await read()).subscriptions.map((s) => s.id)).toEqual([b!.id]);
    expect((await postPage(link, [['action', 'remove-all']])).headers.location).toContain('done=removed-all');
    expect((await read()).subscriptions).toEqual([]);
    expect((await postPage(link.replace(/t=[^&]+/, 't=AAAAAAAAAAAAAAAAAAAAAA'), [['action', 'remove-all']])).statusCode).toBe(404);
    // A week later the address itself is gone.
    const subscriberId = Number(query.get('p'));
    setClock(() => Date.now() + 8 * 86_400_000);
    await deleteExpiredAlertData(site.t.ctx.db);
    expect(await site.t.ctx.db.selectFrom('alert_subscribers').select('id').where('id', '=', subscriberId).executeTakeFirst()).toBeUndefined();
  });

  it('drops a sign-up never confirmed after its week, and its link stops working', async () => {
    const category = await newCategory();
    const email = `never-${unique()}@example.org`;
    await signUp(email, `category-${category}`);
    const link = linkIn(await forms.messageTo(email, /./), listPath('alert-confirm', 'sr'));
    setClock(() => Date.now() + 8 * 86_400_000);
    expect((await postPage(pathOf(link), [])).statusCode).toBe(404);
    await deleteExpiredAlertData(site.t.ctx.db);
    expect(await site.t.ctx.db.selectFrom('alert_subscribers').select('id').where('email', '=', email).executeTakeFirst()).toBeUndefined();
  });
});

describe('the alert job', () => {
  it('tells an immediate subscriber of a new article in its locale, with a one-click unsubscribe that works in one request', async () => {
    await runJob();
    const category = await newCategory();
    const email = `news-${unique()}@example.org`;
    await subscribe(email, `category-${category}`, { locale: 'en' });
    const article = await createItem(site.t, 'articles', articlePayload({ categoryId: category }));
    await runJob();
    await mailSettled();
    const [alert] = messagesTo(email);
    expect(alert!.subject).toMatch(/^Ljubljana and St George /);
    expect(alert!.html).not.toMatch(/<img/i);
    const slug = (article.translations.en as { slug: string }).slug;
    const articleUrl = `${PUBLIC_URL}${encoded(contentPath('article', 'en', article.id, slug))}`;
    expect(alert!.text).toContain(articleUrl);
    expect((await site.app.inject({ method: 'GET', url: pathOf(articleUrl) })).statusCode).toBe(200);
    expect(alert!.text).toContain(`${PUBLIC_URL}${encoded(listPath('alert-settings', 'en'))}?p=`);
    // The header as written, its folding undone.
    const header = (name: string) => alert!.headerLines.find((line) => line.key === name)?.line.replace(/\r?\n[ \t]+/g, '');
    expect(header('list-unsubscribe-post')).toBe('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    const unsubscribe = /^List-Unsubscribe: ?<(https:[^>]+)>$/.exec(header('list-unsubscribe') ?? '')![1]!;
    // A GET (a scanner, a person) changes nothing and leads to the settings page.
    const opened = await site.app.inject({ method: 'GET', url: pathOf(unsubscribe) });
    expect(opened.statusCode).toBe(303);
    expect(opened.headers.location).toContain(encoded(listPath('alert-settings', 'en')));
    const oneClick = await site.app.inject({ method: 'POST', url: pathOf(unsubscribe), headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'List-Unsubscribe=One-Click' });
    expect(oneClick.statusCode).toBe(200);
    expect(await site.t.ctx.db.selectFrom('alert_subscriptions as s').innerJoin('alert_subscribers as p', 'p.id', 's.subscriber_id').select('s.id').where('p.email', '=', email).execute()).toEqual([]);
    // The same link again (a mail program retrying) is fine; a forged one is not found.
    expect((await site.app.inject({ method: 'POST', url: pathOf(unsubscribe), payload: 'List-Unsubscribe=One-Click', headers: { 'content-type': 'application/x-www-form-urlencoded' } })).statusCode).toBe(200);
    expect((await site.app.inject({ method: 'POST', url: pathOf(unsubscribe).replace(/t=[^&]+/, 't=AAAAAAAAAAAAAAAAAAAAAA'), payload: 'List-Unsubscribe=One-Click', headers: { 'content-type': 'application/x-www-form-urlencoded' } })).statusCode).toBe(404);
    await createItem(site.t, 'articles', articlePayload({ categoryId: category }));
    await runJob();
    await mailSettled();
    expect(messagesTo(email)).toHaveLength(1);
  });

  it('tells only of what became public: not a draft, a scheduled article at its moment, nothing untranslated in English', async () => {
    await runJob();
    const category = await newCategory();
    const [sr, en] = [`sr-${unique()}@example.org`, `en-${unique()}@example.org`];
    await subscribe(sr, `category-${category}`);
    await subscribe(en, `category-${category}`, { locale: 'en' });
    await createItem(site.t, 'articles', articlePayload({ categoryId: category, status: 'draft' }));
    const inAnHour = new Date(nowMs() + 3600_000).toISOString();
    await createItem(site.t, 'articles', articlePayload({ categoryId: category, publishedAt: inAnHour }));
    await createItem(site.t, 'articles', serbianOnlyArticlePayload({ categoryId: category }));
    await runJob();
    await mailSettled();
    expect(messagesTo(sr)).toHaveLength(1);
    expect(messagesTo(en)).toHaveLength(0);
    setClock(() => Date.now() + 3600_000 + 60_000);
    await runJob();
    await mailSettled();
    expect(messagesTo(sr)).toHaveLength(2);
    expect(messagesTo(en)).toHaveLength(1);
  });

  it('tells the register’s followers of a qualification published and, once a day, changed', async () => {
    await runJob();
    const email = `register-${unique()}@example.org`;
    await subscribe(email, 'register');
    const qualification = await createItem(site.t, 'qualifications', qualificationPayload());
    await runJob();
    await mailSettled();
    expect(messagesTo(email).map((m) => m.text)).toEqual([expect.stringContaining('Ново: ')]);
    // Published two days ago, it is changed today, twice: one message.
    const twoDaysAgo = new Date(nowMs() - 2 * 86_400_000);
    await setPublishedAt(site.t, 'qualifications', qualification.id, twoDaysAgo);
    await site.t.ctx.db.updateTable('alert_items').set({ occurred_at: twoDaysAgo.toISOString() }).where('change_key', '=', `new:qualification:${qualification.id}`).execute();
    const payload = qualificationPayload();
    for (let i = 0; i < 2; i++) {
      const current = (await site.app.inject({ method: 'GET', url: `/api/admin/qualifications/${qualification.id}`, headers: { authorization: `Bearer ${site.t.tokens.editor}` } })).json() as { version: number };
      expect((await putItem(site.t, 'qualifications', qualification.id, { ...payload, version: current.version })).statusCode).toBe(200);
      await runJob();
    }
    await mailSettled();
    expect(messagesTo(email).map((m) => m.text)).toEqual([expect.stringContaining('Ново: '), expect.stringContaining('Измењено: ')]);
  });

  it('sends each item once to each subscriber with two instances at it and a run that stopped midway', async () => {
    await runJob();
    const tag = (await createItem(site.t, 'tags', tagPayload())).id;
    const readers = await Promise.all(
      (['sr', 'lat', 'en'] as const).map(async (locale) => {
        const email = `crowd-${locale}-${unique()}@example.org`;
        await subscribe(email, `tag-${tag}`, { locale });
        return email;
      }),
    );
    for (let i = 0; i < 3; i++) await createItem(site.t, 'articles', articlePayload({ tagIds: [tag] }));
    // The first run dies after its first transaction of messages: a delivery past that fails as a crash would.
    const db = site.t.ctx.db;
    const before = Number((await db.selectFrom('alert_deliveries').select(({ fn }) => fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
    await installCrash(before + 1);
    await expect(runJob()).rejects.toThrow();
    await removeCrash();
    expect(Number((await db.selectFrom('alert_deliveries').select(({ fn }) => fn.countAll().as('n')).executeTakeFirstOrThrow()).n)).toBe(before + 1);
    // Two instances take up the work, each with its own database connections: at once on
    // PostgreSQL; one after the other on SQLite, which one process serves.
    const other = openDatabase(site.t.databaseOptions);
    try {
      const second = { ...deps(), db: other.db };
      const runs = [() => runAlerts(deps()), () => runAlerts(second), () => runJobIfDue(db, { name: 'alerts', everyMs: 60_000, work: () => runAlerts(deps()) }), () => runJobIfDue(other.db, { name: 'alerts', everyMs: 60_000, work: () => runAlerts(second) })];
      if (DIALECT === 'postgres') await Promise.all(runs.map((run) => run()));
      else for (const run of runs) await run();
    } finally {
      await other.close();
    }
    await mailSettled();
    for (const email of readers) {
      const subjects = messagesTo(email).map((m) => m.subject);
      expect(subjects, email).toHaveLength(3);
      expect(new Set(subjects).size, email).toBe(3);
    }
  });
});

describe('the digests', () => {
  it('sends a daily subscriber one message of the period’s items, once, leaving out what it hears of at once', async () => {
    await runJob();
    // Whatever digest of earlier tests' items is due, out of the way.
    await sendDigest(deps(), 'daily');
    const [news, other] = [await newCategory(), await newCategory()];
    const email = `digest-${unique()}@example.org`;
    await subscribe(email, `category-${news}`, { frequency: 'daily' });
    await subscribe(email, `category-${other}`, { frequency: 'immediate' });
    const titles: string[] = [];
    for (let i = 0; i < 3; i++) titles.push(((await createItem(site.t, 'articles', articlePayload({ categoryId: news }))).translations.sr as { title: string }).title);
    const both = await createItem(site.t, 'articles', articlePayload({ categoryId: other }));
    await runJob();
    await mailSettled();
    expect(messagesTo(email)).toHaveLength(1);
    // After the period's end (and its margin) the digest goes, once however often the job runs.
    const end = Date.parse(lastPeriodEnd('daily', nowMs() + 86_400_000));
    setClock(() => end + DIGEST_MARGIN_MS + 1000);
    await runJob();
    await runJob();
    await mailSettled();
    const digests = messagesTo(email).slice(1);
    expect(digests).toHaveLength(1);
    for (const title of titles) expect(digests[0]!.text).toContain(title);
    expect(digests[0]!.text).not.toContain((both.translations.sr as { title: string }).title);
    expect(digests[0]!.subject).toContain('3');
  });
});

describe('the weekly digest', () => {
  it('goes once after Monday’s end of the period, to each subscriber once though the run that sent it stopped midway', async () => {
    await runJob();
    // An earlier test moved the clock past this week's end: its digest is forgotten, as on a new portal.
    await site.t.ctx.db.deleteFrom('alert_digests').where('frequency', '=', 'weekly').execute();
    await sendDigest(deps(), 'weekly');
    const tag = (await createItem(site.t, 'tags', tagPayload())).id;
    const readers = [];
    for (const locale of ['sr', 'lat', 'en'] as const) {
      const email = `weekly-${locale}-${unique()}@example.org`;
      await subscribe(email, `tag-${tag}`, { locale, frequency: 'weekly' });
      readers.push(email);
    }
    for (let i = 0; i < 2; i++) await createItem(site.t, 'articles', articlePayload({ tagIds: [tag] }));
    await runJob();
    const end = Date.parse(lastPeriodEnd('weekly', nowMs() + 7 * 86_400_000));
    expect(new Date(end).getUTCDay()).toBe(1);
    setClock(() => end + DIGEST_MARGIN_MS + 1000);
    const db = site.t.ctx.db;
    const before = Number((await db.selectFrom('alert_deliveries').select(({ fn }) => fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
    await installCrash(before + 1);
    await expect(runJob()).rejects.toThrow();
    await removeCrash();
    await runJob();
    await runJob();
    await mailSettled();
    for (const email of readers) {
      const weekly = messagesTo(email);
      expect(weekly, email).toHaveLength(1);
      expect(weekly[0]!.subject).toContain('2');
    }
  });
});

/** A delivery past the `count`-th fails, as if the instance stopped there (a trigger of the test's database). */
async function installCrash(count: number): Promise<void> {
  const db = site.t.ctx.db;
  const { sql } = await import('kysely');
  if (DIALECT === 'sqlite') {
    await sql`create trigger alert_crash before insert on alert_deliveries when (select count(*) from alert_deliveries) >= ${sql.lit(count)} begin select raise(abort, 'the instance stopped'); end`.execute(db);
  } else {
    await sql.raw(`create or replace function alert_crash() returns trigger language plpgsql as $$ begin if (select count(*) from alert_deliveries) >= ${count} then raise exception 'the instance stopped'; end if; return new; end $$`).execute(db);
    await sql`create trigger alert_crash before insert on alert_deliveries for each row execute function alert_crash()`.execute(db);
  }
}

async function removeCrash(): Promise<void> {
  const { sql } = await import('kysely');
  await sql`drop trigger alert_crash${DIALECT === 'postgres' ? sql` on alert_deliveries` : sql``}`.execute(site.t.ctx.db);
}
