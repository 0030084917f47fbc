import { setImmediate } from 'node:timers/promises';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/server/db/database.js';
import { foldArticleTotals } from '../../src/server/modules/articles/article.repository.js';
import { scheduleArticleTotalsFolding } from '../../src/server/modules/articles/article.service.js';
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
import { holdTransaction } from './support/held-transaction.js';
import { DIALECT, type TestApp, expectStatus, startTestApp } from './support/test-app.js';

/**
 * The totals of the public lists are kept by the database (migrations 0009 and 0020, decision 22):
 * after every kind of write, and under concurrent ones, the sums of their parts equal a count of
 * the published articles, per locale and category and per locale and tag; a fold leaves one part
 * a total and the same sums; saves in one category never wait for each other on them; and the
 * lists' totals leave out what is scheduled for later.
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
  const kept = await rows(sql`select locale, category_id as scope, sum(delta) as total from article_total_parts group by locale, category_id`);
  expect(kept, `${step}: per category`).toEqual(counted);
  const countedTags = await rows(sql`
    select t.locale, g.tag_id as scope, count(*) as total from articles a join article_translations t on t.entity_id = a.id join article_tags g on g.entity_id = a.id
    where a.status = 'published' group by t.locale, g.tag_id`);
  const keptTags = await rows(sql`select locale, tag_id as scope, sum(delta) as total from article_tag_total_parts group by locale, tag_id`);
  expect(keptTags, `${step}: per tag`).toEqual(countedTags);
}

/** The most parts any one total has. */
async function mostPartsOfATotal(): Promise<number> {
  const { rows: found } = await sql<{ parts: number }>`
    select max(parts) as parts from (
      select count(*) as parts from article_total_parts group by locale, category_id
      union all select count(*) as parts from article_tag_total_parts group by locale, tag_id) as counts`.execute(t.ctx.db);
  return Number(found[0]?.parts ?? 0);
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

describe('kept list totals under concurrent writes', () => {
  const EDITORS = 6;

  it('equal the count of published articles after saves, publications, unpublications, moves and deletions at once, with folds between them', async () => {
    const [categoryA, categoryB] = [await createItem(t, 'categories', categoryPayload()), await createItem(t, 'categories', categoryPayload())];
    const [tagX, tagY] = [await createItem(t, 'tags', tagPayload()), await createItem(t, 'tags', tagPayload())];
    let editing = true;
    const folding = (async () => {
      let folds = 0;
      while (editing || folds === 0) {
        await foldArticleTotals(t.ctx.db);
        folds++;
        // On SQLite a fold never waits for I/O: without a turn of the event loop, it would fold and fold while no request got in.
        await setImmediate();
      }
      return folds;
    })();
    const editor = async (n: number) => {
      // Every editor writes in the same two categories and tags.
      const inA = { categoryId: categoryA.id, tagIds: [tagX.id, tagY.id] };
      const first = await createItem(t, 'articles', n % 2 ? articlePayload(inA) : serbianOnlyArticlePayload(inA));
      const draft = await createItem(t, 'articles', articlePayload({ ...inA, status: 'draft' }));
      const moved = await createItem(t, 'articles', articlePayload(inA));
      await updateItem(t, 'articles', draft.id, articlePayload(inA));
      await updateItem(t, 'articles', moved.id, articlePayload({ categoryId: categoryB.id, tagIds: [tagY.id] }));
      await bulk('unpublish', [first.id]);
      await bulk('publish', [first.id]);
      expectStatus(await deleteItem(t, 'articles', moved.id), 204);
      await bulk('unpublish', [draft.id]);
      await createItem(t, 'articles', articlePayload({ categoryId: categoryB.id, tagIds: [tagX.id] }));
    };
    await Promise.all(Array.from({ length: EDITORS }, (_, n) => editor(n)));
    editing = false;
    expect(await folding).toBeGreaterThan(0);
    await expectKeptTotalsToMatchCounts('after the editors');
    await foldArticleTotals(t.ctx.db);
    await expectKeptTotalsToMatchCounts('folded');
    expect(await mostPartsOfATotal()).toBe(1);
    const [totalA, totalB] = [await publicJson<{ total: number }>(t, `articles?category=${categoryA.id}`, '/sr'), await publicJson<{ total: number }>(t, `articles?category=${categoryB.id}`, '/sr')];
    // Left in A: each editor's first article (the draft was unpublished again); in B: each one's last.
    expect([totalA.total, totalB.total]).toEqual([EDITORS, EDITORS]);
  });

  it('are folded into one part a total, with the same sums, and a second fold changes nothing', async () => {
    const category = await createItem(t, 'categories', categoryPayload());
    for (let i = 0; i < 3; i++) await createItem(t, 'articles', articlePayload({ categoryId: category.id }));
    expect(await mostPartsOfATotal()).toBeGreaterThan(1);
    expect(await foldArticleTotals(t.ctx.db)).toBeGreaterThan(0);
    expect(await mostPartsOfATotal()).toBe(1);
    await expectKeptTotalsToMatchCounts('folded');
    expect(await foldArticleTotals(t.ctx.db)).toBe(0);
  });

  it('are folded by the schedule the portal starts, at once', async () => {
    const category = await createItem(t, 'categories', categoryPayload());
    for (let i = 0; i < 2; i++) await createItem(t, 'articles', articlePayload({ categoryId: category.id }));
    expect(await mostPartsOfATotal()).toBeGreaterThan(1);
    const errors: unknown[] = [];
    const stop = scheduleArticleTotalsFolding(t.ctx.db, { onError: (error) => errors.push(error) });
    // Stopping waits for the run in progress: the first, started with the schedule.
    await stop();
    expect(errors).toEqual([]);
    expect(await mostPartsOfATotal()).toBe(1);
    await expectKeptTotalsToMatchCounts('folded by the schedule');
  });

  it.runIf(DIALECT === 'postgres')('let a save in a category and with a tag go on while another save in them is still open', async () => {
    const category = await createItem(t, 'categories', categoryPayload());
    const tag = await createItem(t, 'tags', tagPayload());
    const inCategory = { categoryId: category.id, tagIds: [tag.id] };
    const [draft, published] = [await createItem(t, 'articles', articlePayload({ ...inCategory, status: 'draft' })), await createItem(t, 'articles', articlePayload(inCategory))];
    // Another editor's save, as the database sees it, not yet committed: a published article in the same category and tag.
    const other = openDatabase(t.databaseOptions);
    try {
      const held = await holdTransaction(other.db, async (trx) => {
        const now = new Date().toISOString();
        const { id } = await trx.insertInto('articles').values({ status: 'published', published_at: now, created_at: now, updated_at: now, version: 1, category_id: category.id }).returning('id').executeTakeFirstOrThrow();
        await trx.insertInto('article_tags').values({ entity_id: id, tag_id: tag.id }).execute();
        await trx.insertInto('article_translations').values({ entity_id: id, locale: 'sr', title: 'Отворено', slug: `otvoreno-${id}`, summary: '', body: '<p>Текст</p>', seo_description: '', overrides: '[]' }).execute();
      });
      try {
        // Had they waited for the open save, they would have answered 503 at the statement time-out.
        const created = await createItem(t, 'articles', articlePayload(inCategory));
        await updateItem(t, 'articles', draft.id, articlePayload(inCategory));
        await bulk('unpublish', [published.id]);
        expectStatus(await deleteItem(t, 'articles', created.id), 204);
      } finally {
        await held.commit();
      }
    } finally {
      await other.close();
    }
    await expectKeptTotalsToMatchCounts('after a save that waited for none');
    expect((await publicJson<{ total: number }>(t, `articles?category=${category.id}`, '/sr')).total).toBe(2);
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
