import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REVIEWED_BY_DEFAULT } from '../../src/common/review.js';
import type { ItemReviewDto, ReviewListDto } from '../../src/common/schemas/review.js';
import {
  type Payload,
  type View,
  adminGet,
  adminPost,
  adminView,
  articlePayload,
  categoryPayload,
  createItem,
  deleteItem,
  expectError,
  publicGet,
  publicJson,
  putItem,
  qualificationPayload,
  unique,
} from './support/factories.js';
import { DIALECT, TEST_PASSWORD, type TestApp, bearer, expectStatus, openTestDatabase, startTestApp } from './support/test-app.js';

let t: TestApp;
/** A member of the authors alone (writes and submits, never publishes), and a second publisher beside t's editor. */
let author: string;
let otherPublisher: string;
/** A category whose articles are published after review, and one where publishing is direct. */
let reviewedCategory: number;
let directCategory: number;

async function memberOf(groupIds: number[]): Promise<string> {
  const email = `member-${unique()}@example.org`;
  expectStatus(await t.app.inject({ method: 'POST', url: '/api/admin/users', headers: bearer(t.tokens.admin), payload: { email, name: `Члан ${unique()}`, groupIds, password: TEST_PASSWORD } }), 201);
  const signedIn = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password: TEST_PASSWORD } });
  return expectStatus<{ token: string }>(signedIn, 200).token;
}

function putRules(rules: Payload[], token = t.tokens.admin) {
  return t.app.inject({ method: 'PUT', url: '/api/admin/review-rules', headers: bearer(token), payload: { rules } });
}

const reviewOf = async (id: number, token = t.tokens.editor) => expectStatus<ItemReviewDto>(await adminGet(t, `articles/${id}/review`, token), 200);
const submit = (id: number, payload: Payload, token = author) => adminPost(t, `articles/${id}/review`, payload, token);
const approve = (id: number, token = t.tokens.editor, comment?: string) => adminPost(t, `articles/${id}/review/approve`, comment ? { comment } : {}, token);
const askForChanges = (id: number, comment: string, token = t.tokens.editor) => adminPost(t, `articles/${id}/review/changes`, { comment }, token);

/** A draft article in the reviewed category, written by the author. */
async function draftByAuthor(title = `Вест на прегледу ${unique()}`): Promise<View> {
  return createItem(t, 'articles', articlePayload({ status: 'draft', categoryId: reviewedCategory, translations: { sr: { title, summary: 'Сажетак.', body: '<p>Текст.</p>' } } }), author);
}

/** The save's payload of a view, its Serbian title changed and published. */
function publishedChange(view: View, title: string): Payload {
  return { status: 'published', categoryId: view.categoryId, version: view.version, translations: { sr: { title, summary: 'Сажетак.', body: '<p>Текст.</p>' } } };
}

async function auditActions(id: number): Promise<string[]> {
  const rows = await t.ctx.db.selectFrom('audit_log').select(['action']).where('entity_type', '=', 'article').where('entity_id', '=', id).orderBy('id').execute();
  return rows.map((row) => row.action);
}

beforeAll(async () => {
  t = await startTestApp();
  author = await memberOf([t.groups.authors]);
  otherPublisher = await memberOf([t.groups.publishers]);
  reviewedCategory = (await createItem(t, 'categories', categoryPayload())).id;
  directCategory = (await createItem(t, 'categories', categoryPayload())).id;
  expectStatus(await putRules([{ subject: 'articles', section: reviewedCategory, review: true }, ...REVIEWED_BY_DEFAULT.map((subject) => ({ subject, section: null, review: true }))]), 200);
});
afterAll(() => t.close());

describe(`the rules of review (${DIALECT})`, () => {
  it('are installed with the register reviewed: levels, qualifications, standards, providers', async () => {
    const dataDir = fs.mkdtempSync('/tmp/noks-review-rules-');
    const database = await openTestDatabase(dataDir);
    try {
      const rows = await database.handle.db.selectFrom('review_rules').selectAll().orderBy('subject').execute();
      expect(rows).toEqual([...REVIEWED_BY_DEFAULT].sort().map((subject) => ({ subject, section_id: 0, review: 1 })));
    } finally {
      await database.handle.close();
      await database.drop();
    }
  });

  it('are read by everyone signed in, set by admins only, and refuse a section that does not exist or a subject without sections', async () => {
    const read = expectStatus<{ rules: Payload[] }>(await adminGet(t, 'review-rules', author), 200);
    expect(read.rules).toContainEqual({ subject: 'articles', section: reviewedCategory, review: true });
    expectError(await putRules([], t.tokens.editor), 403, 'FORBIDDEN');
    const missing = expectError(await putRules([{ subject: 'articles', section: 99999999, review: true }]), 400, 'VALIDATION_FAILED');
    expect(missing.details?.fields).toEqual({ 'rules.0.section': 'No such category: 99999999' });
    const sectionless = expectError(await putRules([{ subject: 'tags', section: 3, review: true }]), 400, 'VALIDATION_FAILED');
    expect(sectionless.details?.fields).toEqual({ 'rules.0.section': 'Items of tags have no sections' });
    // Nothing was replaced by the refused sets.
    expect(expectStatus<{ rules: Payload[] }>(await adminGet(t, 'review-rules'), 200).rules).toEqual(read.rules);
  });
});

describe(`publishing where review is asked for (${DIALECT})`, () => {
  it('refuses every direct publish with REVIEW_REQUIRED, an admin’s too; drafts save, and another section publishes directly', async () => {
    const refused = expectError(await adminPost(t, 'articles', articlePayload({ categoryId: reviewedCategory }), t.tokens.admin), 409, 'REVIEW_REQUIRED');
    expect(refused.message).toMatch(/submit the change for review/);
    const draft = await createItem(t, 'articles', articlePayload({ status: 'draft', categoryId: reviewedCategory }));
    expectError(await putItem(t, 'articles', draft.id, { ...articlePayload({ categoryId: reviewedCategory }), version: draft.version }), 409, 'REVIEW_REQUIRED');
    const bulk = expectStatus<{ results: { id: number; ok: boolean; error?: string }[] }>(await adminPost(t, 'articles/bulk', { action: 'publish', ids: [draft.id] }), 200);
    expect(bulk.results).toEqual([{ id: draft.id, ok: false, error: refused.message }]);
    // A qualification is reviewed as installed.
    expectError(await adminPost(t, 'qualifications', qualificationPayload(), t.tokens.admin), 409, 'REVIEW_REQUIRED');
    await createItem(t, 'articles', articlePayload({ categoryId: directCategory }));
  });

  it('submit → changes requested with a comment → submitted again → approved: public, with every step in the audit log', async () => {
    const draft = await draftByAuthor();
    const title = `Одобрена вест ${unique()}`;
    const submitted = expectStatus<ItemReviewDto>(await submit(draft.id, publishedChange(draft, `${title} (први предлог)`)), 200);
    expect(submitted.review).toMatchObject({ state: 'in-review', baseVersion: draft.version, submittedBy: { name: expect.any(String) } });
    expect(submitted.proposal?.translations).toMatchObject({ sr: { title: `${title} (први предлог)` } });
    expect(submitted).toMatchObject({ needsReview: true, maySubmit: true, mayDecide: false });
    // The item itself is as it was: a draft nobody outside sees.
    expect((await adminView(t, 'articles', draft.id)).status).toBe('draft');
    expectError(await publicGet(t, `articles/${draft.id}`), 404, 'NOT_FOUND');

    // The author may not decide on it, and a reviewer sees it waiting.
    expectError(await approve(draft.id, author), 403, 'FORBIDDEN');
    expect((await reviewOf(draft.id)).mayDecide).toBe(true);
    const waiting = expectStatus<ReviewListDto>(await adminGet(t, 'reviews?scope=waiting'), 200);
    expect(waiting.items).toContainEqual(expect.objectContaining({ subject: 'articles', itemId: draft.id, title: `${title} (први предлог)` }));
    const mine = expectStatus<ReviewListDto>(await adminGet(t, 'reviews?scope=mine', author), 200);
    expect(mine.items.map((item) => item.itemId)).toContain(draft.id);

    expectError(await askForChanges(draft.id, '   '), 400, 'VALIDATION_FAILED');
    const sentBack = expectStatus<ItemReviewDto>(await askForChanges(draft.id, 'Наслов нека буде краћи.'), 200);
    expect(sentBack.review?.state).toBe('changes-requested');
    expect(sentBack.comments.map((comment) => comment.body)).toEqual(['Наслов нека буде краћи.']);
    expectError(await approve(draft.id), 409, 'CONFLICT');
    expect(expectStatus<ReviewListDto>(await adminGet(t, 'reviews?scope=waiting'), 200).items.map((item) => item.itemId)).not.toContain(draft.id);

    const again = expectStatus<ItemReviewDto>(await submit(draft.id, publishedChange(draft, title)), 200);
    expect(again.review).toMatchObject({ id: submitted.review!.id, state: 'in-review' });
    const approved = expectStatus<View>(await approve(draft.id, t.tokens.editor, 'Може.'), 200);
    expect(approved).toMatchObject({ status: 'published', version: draft.version + 1 });
    const page = await publicJson<{ translations?: unknown; title?: string }>(t, `articles/${draft.id}`);
    expect(JSON.stringify(page)).toContain(title);

    const closed = await reviewOf(draft.id);
    expect(closed.review).toBeNull();
    expect(closed.comments.map((comment) => comment.body)).toEqual(['Наслов нека буде краћи.', 'Може.']);
    expect(await auditActions(draft.id)).toEqual([
      'content-created',
      'review-submitted',
      'review-changes-requested',
      'review-submitted',
      'content-published',
      'review-approved',
    ]);
    const history = await t.ctx.db.selectFrom('reviews').select(['state', 'decided_by']).where('subject', '=', 'articles').where('item_id', '=', draft.id).execute();
    expect(history).toEqual([{ state: 'approved', decided_by: t.users.editor }]);
  });

  it('keeps the published version public while a change of it is in review, until it is approved', async () => {
    // Published before the rule: a category of its own, reviewed from now on.
    const category = (await createItem(t, 'categories', categoryPayload())).id;
    const published = await createItem(t, 'articles', articlePayload({ categoryId: category, translations: { sr: { title: `У снази ${unique()}`, summary: 'С.', body: '<p>Т.</p>' } } }));
    const rules = expectStatus<{ rules: Payload[] }>(await adminGet(t, 'review-rules'), 200).rules;
    expectStatus(await putRules([...rules, { subject: 'articles', section: category, review: true }]), 200);

    const inForce = (published.translations.sr as { title: string }).title;
    const changed = `Измењено ${unique()}`;
    expectStatus(await submit(published.id, publishedChange(published, changed), t.tokens.editor), 200);
    expect(JSON.stringify(await publicJson(t, `articles/${published.id}`))).toContain(inForce);
    // Its submitter, a publisher, may not approve their own change; another publisher may.
    expectError(await approve(published.id), 403, 'OWN_CHANGE');
    expectStatus(await approve(published.id, otherPublisher), 200);
    const after = JSON.stringify(await publicJson(t, `articles/${published.id}`));
    expect(after).toContain(changed);
    expect(after).not.toContain(inForce);
  });

  it('does not approve a change made on a version older than the one in force, and loses neither', async () => {
    const draft = await draftByAuthor();
    expectStatus(await submit(draft.id, publishedChange(draft, `Предлог ${unique()}`)), 200);
    const meanwhile = `Нацрт у међувремену ${unique()}`;
    expectStatus(await putItem(t, 'articles', draft.id, { ...publishedChange(draft, meanwhile), status: 'draft' }), 200);
    const refused = expectError(await approve(draft.id), 409, 'CONFLICT');
    expect(refused.message).toMatch(/submit the change again/);
    expect((await adminView(t, 'articles', draft.id)).translations.sr).toMatchObject({ title: meanwhile });
    expect((await reviewOf(draft.id)).review?.state).toBe('in-review');
  });

  it('refuses a submission in a category the author may not write in, and a decision by a publisher of another category', async () => {
    const narrowAuthorsGroup = expectStatus<{ id: number }>(
      await adminPost(t, 'groups', { name: `Аутори категорије ${unique()}`, grants: [{ subject: 'articles', section: directCategory, actions: ['create', 'edit', 'submit'] }] }, t.tokens.admin),
      201,
    ).id;
    const narrowAuthor = await memberOf([narrowAuthorsGroup]);
    const draft = await draftByAuthor();
    expectError(await submit(draft.id, publishedChange(draft, 'Туђа категорија'), narrowAuthor), 403, 'FORBIDDEN');

    const otherReviewersGroup = expectStatus<{ id: number }>(
      await adminPost(t, 'groups', { name: `Уредници категорије ${unique()}`, grants: [{ subject: 'articles', section: directCategory, actions: ['edit', 'publish'] }] }, t.tokens.admin),
      201,
    ).id;
    const otherReviewer = await memberOf([otherReviewersGroup]);
    expectStatus(await submit(draft.id, publishedChange(draft, `Предлог ${unique()}`)), 200);
    expect((await reviewOf(draft.id, otherReviewer)).mayDecide).toBe(false);
    expect(expectStatus<ReviewListDto>(await adminGet(t, 'reviews?scope=waiting', otherReviewer), 200).items.map((item) => item.itemId)).not.toContain(draft.id);
    expectError(await approve(draft.id, otherReviewer), 403, 'FORBIDDEN');
    expectError(await askForChanges(draft.id, 'Не.', otherReviewer), 403, 'FORBIDDEN');
    expect((await reviewOf(draft.id)).review?.state).toBe('in-review');
  });

  it('checks a submission as a save: a draft status, a stale version and an accessibility problem are refused, and nothing is kept', async () => {
    const draft = await draftByAuthor();
    expectError(await submit(draft.id, { ...publishedChange(draft, 'Нацрт'), status: 'draft' }), 400, 'VALIDATION_FAILED');
    expectError(await submit(draft.id, { ...publishedChange(draft, 'Стара'), version: draft.version + 5 }), 409, 'VERSION_CONFLICT');
    const noAlt = { ...publishedChange(draft, 'Слика'), translations: { sr: { title: 'Слика', summary: 'С.', body: '<h2>Рокови</h2><h4>Пријаве</h4>' } } };
    expectError(await submit(draft.id, noAlt), 422, 'ACCESSIBILITY_PROBLEMS');
    expect((await reviewOf(draft.id)).review).toBeNull();
    expect((await adminView(t, 'articles', draft.id)).version).toBe(draft.version);
  });

  it('is withdrawn by its author; comments are kept with the item; deleting the item takes its thread', async () => {
    const draft = await draftByAuthor();
    expectStatus(await submit(draft.id, publishedChange(draft, `Предлог ${unique()}`)), 200);
    expectError(await adminPost(t, `articles/${draft.id}/review/comments`, { body: '' }), 400, 'VALIDATION_FAILED');
    const commented = expectStatus<ItemReviewDto>(await adminPost(t, `articles/${draft.id}/review/comments`, { body: 'Погледаћу сутра.' }), 200);
    expect(commented.comments).toEqual([expect.objectContaining({ body: 'Погледаћу сутра.', reviewId: commented.review!.id, itemVersion: draft.version })]);
    const withdrawn = expectStatus<ItemReviewDto>(await adminPost(t, `articles/${draft.id}/review/withdraw`, {}, author), 200);
    expect(withdrawn.review).toBeNull();
    expect(withdrawn.comments).toHaveLength(1);
    expect(await auditActions(draft.id)).toContain('review-withdrawn');
    expectError(await adminPost(t, `articles/${draft.id}/review/withdraw`, {}, author), 404, 'NOT_FOUND');

    expect((await deleteItem(t, 'articles', draft.id)).statusCode).toBe(204);
    const left = await t.ctx.db.selectFrom('review_comments').select('id').where('subject', '=', 'articles').where('item_id', '=', draft.id).execute();
    expect(left).toEqual([]);
  });

  it('answers 404 for the review of an item that does not exist', async () => {
    expectError(await adminGet(t, 'articles/99999999/review'), 404, 'NOT_FOUND');
    expectError(await submit(99999999, { status: 'published', version: 1, translations: { sr: { title: 'Нема', summary: '', body: '' } } }), 404, 'NOT_FOUND');
    expectError(await approve(99999999), 404, 'NOT_FOUND');
  });
});
