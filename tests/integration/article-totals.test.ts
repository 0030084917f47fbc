import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type View,
  adminPost,
  articlePayload,
  categoryPayload,
  createItem,
  deleteItem,
  expectError,
  insertPublishedArticles,
  minutesFromNow,
  publicJson,
  serbianOnlyArticlePayload,
  setPublishedAt,
  tagPayload,
  updateItem,
} from './support/factories.js';
import { type TestApp, expectStatus, startTestApp } from './support/test-app.js';

/**
 * The totals of the public lists are kept by the database (migration 0009): after every kind of
 * write they equal a count of the published articles, per locale and category and per locale and
 * tag, and the lists' totals leave out what is scheduled for later.
 */

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const LOCALES = ['sr', 'lat', 'en'] as const;

/** Every non-zero total as `locale/scope=total`, sorted. */
async function rows(query: ReturnType<typeof sql<{ locale: string; scope: number; total: number }>>): Promise<string[]> {
  const { rows: found } = await query.execute(t.ctx.db);
  return found.filter((row) => Number(row.total) !== 0).map((row) => `${row.locale}/${row.scope}=${Number(row.total)}`).sort();
}

/** The kept totals are what counting the published articles gives, per category and per tag. */
async function expectKeptTotalsToMatchCounts(step: string): Promise<void> {
  const counted = await rows(sql`
    select t.locale, coalesce(a.category_id, 0) as scope, count(*) as total from articles a join article_translations t on t.entity_id = a.id
    where a.status = 'published' group by t.locale, coalesce(a.category_id, 0)`);
  const kept = await rows(sql`select locale, category_id as scope, total from article_totals`);
  expect(kept, `${step}: per category`).toEqual(counted);
  const countedTags = await rows(sql`
    select t.locale, g.tag_id as scope, count(*) as total from articles a join article_translations t on t.entity_id = a.id join article_tags g on g.entity_id = a.id
    where a.status = 'published' group by t.locale, g.tag_id`);
  const keptTags = await rows(sql`select locale, tag_id as scope, total from article_tag_totals`);
  expect(keptTags, `${step}: per tag`).toEqual(countedTags);
}

const bulk = async (action: string, ids: number[]) => expectStatus(await adminPost(t, 'articles/bulk', { action, ids }), 200);

describe('kept list totals', () => {
  let categoryA: View;
  let categoryB: View;
  let tagX: View;
  let tagY: View;

  beforeAll(async () => {
    categoryA = await createItem(t, 'categories', categoryPayload());
    categoryB = await createItem(t, 'categories', categoryPayload({ audience: 'employers' }));
    tagX = await createItem(t, 'tags', tagPayload());
    tagY = await createItem(t, 'tags', tagPayload());
  });

  it('equal the count of published articles after every kind of write', async () => {
    await expectKeptTotalsToMatchCounts('at the start');
    const first = await createItem(t, 'articles', articlePayload({ categoryId: categoryA.id, tagIds: [tagX.id, tagY.id] }));
    await expectKeptTotalsToMatchCounts('a published article with two tags');
    const draft = await createItem(t, 'articles', articlePayload({ status: 'draft', categoryId: categoryA.id, tagIds: [tagX.id] }));
    await expectKeptTotalsToMatchCounts('a draft');
    const serbianOnly = await createItem(t, 'articles', serbianOnlyArticlePayload({ tagIds: [tagY.id] }));
    await expectKeptTotalsToMatchCounts('an article in no category, without English');

    await updateItem(t, 'articles', first.id, { ...serbianOnlyArticlePayload({ categoryId: categoryB.id, tagIds: [tagX.id] }), version: first.version });
    await expectKeptTotalsToMatchCounts('moved to another category, a tag and the English taken off');
    await updateItem(t, 'articles', draft.id, { ...articlePayload({ categoryId: categoryA.id, tagIds: [tagX.id] }), version: draft.version });
    await expectKeptTotalsToMatchCounts('the draft published');

    await bulk('unpublish', [first.id, draft.id]);
    await expectKeptTotalsToMatchCounts('two unpublished at once');
    await bulk('publish', [first.id, draft.id]);
    await expectKeptTotalsToMatchCounts('both published again');
    await bulk('archive', [serbianOnly.id]);
    await expectKeptTotalsToMatchCounts('one archived');

    const { items: revisions } = expectStatus<{ items: { id: number; version: number }[] }>(
      await t.app.inject({ method: 'GET', url: `/api/admin/articles/${first.id}/revisions`, headers: { authorization: `Bearer ${t.tokens.editor}` } }),
      200,
    );
    const original = revisions.find((revision) => revision.version === 1)!;
    const current = expectStatus<{ version: number }>(
      await t.app.inject({ method: 'GET', url: `/api/admin/articles/${first.id}`, headers: { authorization: `Bearer ${t.tokens.editor}` } }),
      200,
    );
    expectStatus(await adminPost(t, `articles/${first.id}/revisions/${original.id}/restore`, { version: current.version }), 200);
    await expectKeptTotalsToMatchCounts('the first version restored (its category, tags and English back)');
    const restored = await t.ctx.db.selectFrom('articles').select('category_id').where('id', '=', first.id).executeTakeFirstOrThrow();
    expect(restored.category_id).toBe(categoryA.id);

    expectStatus(await deleteItem(t, 'tags', tagY.id), 204);
    await expectKeptTotalsToMatchCounts('a tag deleted (its links go with it)');
    // A hand-made fix in the database: the category goes, its articles stay in none.
    await t.ctx.db.deleteFrom('categories').where('id', '=', categoryA.id).execute();
    await expectKeptTotalsToMatchCounts('a category deleted in the database');

    expectStatus(await deleteItem(t, 'articles', first.id), 204);
    await bulk('delete', [draft.id, serbianOnly.id]);
    await expectKeptTotalsToMatchCounts('articles deleted, one by one and in bulk');
    await insertPublishedArticles(t, [{ title: 'Унето у базу', summary: '', body: '<p>Текст</p>' }]);
    await expectKeptTotalsToMatchCounts('articles written straight to the tables');
  });
});

describe('list totals', () => {
  /** A list's total, and how many items its pages hold in all (counted by reading every page). */
  async function totalAndItems(query: string, locale: (typeof LOCALES)[number]) {
    const first = await publicJson<{ total: number; items: unknown[] }>(t, `articles?limit=50&${query}`, `/${locale}`);
    let items = first.items.length;
    for (let page = 2; (page - 1) * 50 < first.total; page++) {
      items += (await publicJson<{ items: unknown[] }>(t, `articles?limit=50&page=${page}&${query}`, `/${locale}`)).items.length;
    }
    return { total: first.total, items };
  }

  it('leave out what is scheduled for later, and take it in at its time, for every locale, category, tag and audience', async () => {
    const category = await createItem(t, 'categories', categoryPayload({ audience: 'institutions' }));
    const tag = await createItem(t, 'tags', tagPayload());
    await createItem(t, 'articles', articlePayload({ categoryId: category.id, tagIds: [tag.id] }));
    const scheduled = await createItem(t, 'articles', articlePayload({ categoryId: category.id, tagIds: [tag.id] }));
    await setPublishedAt(t, 'articles', scheduled.id, minutesFromNow(60));
    const queries = ['', `category=${category.id}`, `tag=${tag.id}`, 'audience=institutions', `category=${category.id}&tag=${tag.id}`];

    for (const locale of LOCALES) {
      for (const query of queries) {
        const { total, items } = await totalAndItems(query, locale);
        expect(total, `${locale} ${query}`).toBe(items);
      }
      expect((await totalAndItems(`category=${category.id}`, locale)).total).toBe(1);
    }
    await setPublishedAt(t, 'articles', scheduled.id, minutesFromNow(-1));
    for (const locale of LOCALES) {
      for (const query of queries) {
        const { total, items } = await totalAndItems(query, locale);
        expect(total, `${locale} ${query}, at its time`).toBe(items);
      }
      expect((await totalAndItems(`tag=${tag.id}`, locale)).total).toBe(2);
    }
  });

  it('answer 400 for an unknown filter value, as before', async () => {
    expectError(await t.app.inject({ method: 'GET', url: '/api/articles?category=abc' }), 400, 'VALIDATION_FAILED');
  });
});
