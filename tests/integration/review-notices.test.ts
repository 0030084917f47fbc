import type { ParsedMail } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { matchPath } from '../../src/common/routes.js';
import { sendReviewDigests } from '../../src/server/modules/reviews/review-notices.js';
import { type Payload, type View, adminPost, articlePayload, categoryPayload, createItem, unique } from './support/factories.js';
import { type MailApp, startMailApp } from './support/mail-app.js';
import { DIALECT, TEST_PASSWORD, type TestApp, bearer, expectStatus } from './support/test-app.js';

/**
 * E-mail about review through the real HTTP server and an SMTP server of the test: a submitted
 * change to everyone else who may decide on it (at once, or in the day's message), a decision to
 * the change's author, each in the recipient's language with a link to the item's edit screen.
 */

let mail: MailApp;
let t: TestApp;
let category: number;

interface Person {
  email: string;
  token: string;
}

async function person(groupIds: number[], locale: 'sr' | 'lat' | 'en'): Promise<Person> {
  const email = `${locale}.${unique()}@example.org`;
  const created = expectStatus<{ id: number }>(
    await t.app.inject({ method: 'POST', url: '/api/admin/users', headers: bearer(t.tokens.admin), payload: { email, name: `Особа ${unique()}`, groupIds, password: TEST_PASSWORD } }),
    201,
  );
  await t.ctx.db.updateTable('users').set({ locale }).where('id', '=', created.id).execute();
  const signedIn = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password: TEST_PASSWORD } });
  return { email, token: expectStatus<{ token: string }>(signedIn, 200).token };
}

const linkIn = (message: ParsedMail) => /https?:\/\/\S+\/dashboard\/\S+/.exec(message.text ?? '')?.[0] ?? '';

function change(view: View, title: string): Payload {
  return { status: 'published', categoryId: category, version: view.version, translations: { sr: { title, summary: 'Сажетак.', body: '<p>Текст.</p>' } } };
}

let author: Person;
let reviewer: Person;
let dailyReviewer: Person;
let otherSection: Person;

beforeAll(async () => {
  mail = await startMailApp();
  t = mail.t;
  category = (await createItem(t, 'categories', categoryPayload())).id;
  const elsewhere = (await createItem(t, 'categories', categoryPayload())).id;
  expectStatus(await t.app.inject({ method: 'PUT', url: '/api/admin/review-rules', headers: bearer(t.tokens.admin), payload: { rules: [{ subject: 'articles', section: category, review: true }] } }), 200);
  const otherGroup = expectStatus<{ id: number }>(
    await adminPost(t, 'groups', { name: `Уредници ${unique()}`, grants: [{ subject: 'articles', section: elsewhere, actions: ['create', 'edit', 'submit', 'publish'] }] }, t.tokens.admin),
    201,
  ).id;
  author = await person([t.groups.authors], 'en');
  reviewer = await person([t.groups.publishers], 'sr');
  dailyReviewer = await person([t.groups.publishers], 'lat');
  otherSection = await person([otherGroup], 'sr');
  const chosen = await t.app.inject({ method: 'PUT', url: '/api/auth/notifications', headers: bearer(dailyReviewer.token), payload: { reviewDigest: true } });
  expect(chosen.statusCode).toBe(204);
});
afterAll(() => mail.close());

describe(`e-mail about review (${DIALECT})`, () => {
  it('tells reviewers of a submission and the author of each decision, in their languages, with a link to the item; the daily choice waits for its message', async () => {
    const me = expectStatus<{ reviewDigest: boolean }>(await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(dailyReviewer.token) }), 200);
    expect(me.reviewDigest).toBe(true);
    const draft = await createItem(t, 'articles', articlePayload({ status: 'draft', categoryId: category }), author.token);
    const title = `Вест за преглед ${unique()}`;

    // Submitted while the SMTP server answers slowly: the request does not wait for it.
    const release = mail.smtp.holdData();
    try {
      expectStatus(await adminPost(t, `articles/${draft.id}/review`, change(draft, title), author.token), 200);
    } finally {
      release();
    }
    const [submitted] = await mail.messagesTo(reviewer.email);
    expect(submitted!.subject).toBe(`Измена чека Ваш преглед: ${title}`);
    expect(submitted!.text).toContain(`је послао/ла на преглед измену ставке „${title}“`);
    expect(submitted!.html).toContain('<html lang="sr-Cyrl">');
    const link = new URL(linkIn(submitted!));
    expect(matchPath(link.pathname)).toMatchObject({ key: 'dashboard', locale: 'sr' });
    expect(link.pathname).toBe(`/dashboard/articles/${draft.id}`);

    // Nobody else is told at once: not the author, not the one who reads daily, not a publisher of another category.
    await mail.sender.run();
    for (const someone of [author, dailyReviewer, otherSection]) expect(mail.smtp.messages.filter((m) => m.text?.includes(title) && JSON.stringify(m.to).includes(someone.email))).toEqual([]);

    expectStatus(await adminPost(t, `articles/${draft.id}/review/changes`, { comment: 'Краће, молим.' }, reviewer.token), 200);
    const [sentBack] = await mail.messagesTo(author.email);
    expect(sentBack!.subject).toBe(`Changes were asked for: ${title}`);
    expect(new URL(linkIn(sentBack!)).pathname).toBe(`/en/dashboard/articles/${draft.id}`);

    expectStatus(await adminPost(t, `articles/${draft.id}/review`, change(draft, title), author.token), 200);
    await mail.messagesTo(reviewer.email, 2);
    expectStatus(await adminPost(t, `articles/${draft.id}/review/approve`, {}, reviewer.token), 200);
    const [, approved] = await mail.messagesTo(author.email, 2);
    expect(approved!.subject).toBe(`Your change was approved: ${title}`);

    // The day's message tells the daily reader of both submissions at once, then nothing is left to tell.
    expect(await sendReviewDigests(t.ctx.db, mail.baseUrl)).toBeGreaterThanOrEqual(1);
    const [digest] = await mail.messagesTo(dailyReviewer.email);
    expect(digest!.subject).toMatch(/^Pregled na portalu NOKS: \d+ novosti? danas$/);
    expect(digest!.text?.split(`„${title.replace('Вест за преглед', 'Vest za pregled')}“`).length).toBe(3);
    expect(digest!.text).not.toMatch(/[\u0400-\u04ff]/u);
    const left = await t.ctx.db.selectFrom('review_notices').select('id').execute();
    expect(left).toEqual([]);
    expect(await sendReviewDigests(t.ctx.db, mail.baseUrl)).toBe(0);
  });

  it('refuses a notification choice that is not a yes or no, and answers 401 signed out', async () => {
    const wrong = await t.app.inject({ method: 'PUT', url: '/api/auth/notifications', headers: bearer(reviewer.token), payload: { reviewDigest: 'daily' } });
    expect(wrong.statusCode).toBe(400);
    expect((await t.app.inject({ method: 'PUT', url: '/api/auth/notifications', payload: { reviewDigest: true } })).statusCode).toBe(401);
  });
});
