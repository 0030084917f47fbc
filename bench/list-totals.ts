// The list totals' cost to saves and reads on PostgreSQL (decision 22), both designs in the same
// run: a schema migrated as far as the counter rows of migration 0009 (0018) and one with the
// parts of 0020. Saves: EDITORS transactions at once, each writing a published article in one
// category and with one tag as the triggers see a save (the article, its two translations, its
// tag), then holding the transaction HOLD_MS longer for the rest of a save (its revision, audit
// entry and search index) before it commits; saves/s and the latency of one. Reads: the total of
// the category's list with the parts of every save since the last fold, and after a fold.
// BENCH_DATABASE_URL=postgres://… npx tsx bench/list-totals.ts [--write]; BENCH_RUNS (5), BENCH_SAVES (40 per editor).
import os from 'node:os';
import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { type DatabaseHandle, type Db, migrateTo, migrateToLatest, openDatabase } from '../src/server/db/database.js';
import { foldArticleTotals } from '../src/server/modules/articles/article.repository.js';
import { median, percentile, run, timeRuns } from './support/bench-databases.js';
import { writeBenchmarkSection } from './support/benchmarks-file.mjs';

const EDITORS = 8;
const SAVES_PER_EDITOR = Number(process.env.BENCH_SAVES ?? 40);
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
/** How long each save's transaction stays open after its article's rows are written. */
const HOLD_MS = 20;

interface Design {
  name: string;
  /** The last migration of its schema. */
  migration: string | null;
  handle: DatabaseHandle;
  schema: string;
  categoryId: number;
  tagId: number;
  results: { savesPerSecond: number; latencies: number[] }[];
}

async function openDesign(url: string, name: string, migration: string | null): Promise<Design> {
  const schema = `bench_totals_${randomBytes(4).toString('hex')}`;
  await run(url, `create schema ${schema}`);
  // A pool as large as the editors, so that no save waits for a connection.
  const handle = openDatabase({ databaseUrl: url, sqlitePath: '', pgSchema: schema });
  await (migration ? migrateTo(handle, migration) : migrateToLatest(handle));
  const now = new Date().toISOString();
  const fields = { status: 'published', published_at: now, created_at: now, updated_at: now, version: 1 };
  const { id: categoryId } = await handle.db.insertInto('categories').values({ ...fields, parent_id: null, position: 0, audience: 'citizens' }).returning('id').executeTakeFirstOrThrow();
  const { id: tagId } = await handle.db.insertInto('tags').values(fields).returning('id').executeTakeFirstOrThrow();
  return { name, migration, handle, schema, categoryId, tagId, results: [] };
}

/** One save as the triggers see it, held open HOLD_MS before its commit; resolves with its latency. */
async function save(design: Design, n: number): Promise<number> {
  const started = performance.now();
  await design.handle.db.transaction().execute(async (trx) => {
    const now = new Date().toISOString();
    const { id } = await trx
      .insertInto('articles')
      .values({ status: 'published', published_at: now, created_at: now, updated_at: now, version: 1, category_id: design.categoryId })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx.insertInto('article_tags').values({ entity_id: id, tag_id: design.tagId }).execute();
    const translation = (locale: string) => ({ entity_id: id, locale, title: `Вест ${n}`, slug: `vest-${id}-${locale}`, summary: '', body: '<p>Текст</p>', seo_description: '', overrides: '[]' });
    await trx.insertInto('article_translations').values([translation('sr'), translation('lat')]).execute();
    await sql`select pg_sleep(${HOLD_MS / 1000})`.execute(trx);
  });
  return performance.now() - started;
}

async function measureRun(design: Design, run: number): Promise<void> {
  const latencies: number[] = [];
  const started = performance.now();
  await Promise.all(
    Array.from({ length: EDITORS }, async (_, editor) => {
      for (let i = 0; i < SAVES_PER_EDITOR; i++) latencies.push(await save(design, run * 100_000 + editor * 1000 + i));
    }),
  );
  const savesPerSecond = (EDITORS * SAVES_PER_EDITOR) / ((performance.now() - started) / 1000);
  design.results.push({ savesPerSecond, latencies });
  process.stdout.write(`${design.name} run ${run}: ${savesPerSecond.toFixed(1)} saves/s, p50 ${median(latencies).toFixed(0)} ms, p99 ${percentile(latencies, 0.99).toFixed(0)} ms\n`);
}

/** The category's kept total in Serbian, as a list's first read after a write reads it, in the design's table. */
function keptTotal(design: Design): Promise<number> {
  const query = design.migration
    ? sql<{ total: number }>`select sum(total) as total from article_totals where locale = 'sr' and category_id = ${design.categoryId}`
    : sql<{ total: number }>`select sum(delta) as total from article_total_parts where locale = 'sr' and category_id = ${design.categoryId}`;
  return query.execute(design.handle.db).then(({ rows }) => Number(rows[0]!.total));
}

/** Milliseconds of each of 200 reads of the category's kept total, after 20 warm-ups. */
const timeReads = (design: Design) => timeRuns(() => keptTotal(design), 200, 20);

async function partsOf(db: Db, categoryId: number): Promise<number> {
  const { rows } = await sql<{ parts: number }>`select count(*) as parts from article_total_parts where locale = 'sr' and category_id = ${categoryId}`.execute(db);
  return Number(rows[0]!.parts);
}

async function main() {
  const url = process.env.BENCH_DATABASE_URL;
  if (!url) throw new Error('BENCH_DATABASE_URL is required: the benchmark compares the designs on PostgreSQL');
  const loadAtStart = os.loadavg()[0]!.toFixed(2);
  const designs = [await openDesign(url, 'counter rows (0009)', '0018-document-metadata'), await openDesign(url, 'parts (0020)', null)];
  let reads: string[] = [];
  try {
    // The designs take turns, run by run, so a change in the machine's load falls on both alike.
    for (let r = 1; r <= RUNS; r++) for (const design of designs) await measureRun(design, r);
    const [counterRows, parts] = designs as [Design, Design];
    const saves = RUNS * EDITORS * SAVES_PER_EDITOR;
    // Both designs counted every save: the totals are exact.
    for (const design of designs) if ((await keptTotal(design)) !== saves) throw new Error(`${design.name}: the total is ${await keptTotal(design)}, not ${saves}`);
    const unfolded = await partsOf(parts.handle.db, parts.categoryId);
    // The tables as autovacuum keeps them, statistics and visibility map included.
    await sql`vacuum analyze article_total_parts`.execute(parts.handle.db);
    const beforeFold = await timeReads(parts);
    await foldArticleTotals(parts.handle.db);
    await sql`vacuum analyze article_total_parts`.execute(parts.handle.db);
    const afterFold = await timeReads(parts);
    await sql`vacuum analyze article_totals`.execute(counterRows.handle.db);
    const counters = await timeReads(counterRows);
    reads = [
      `| counter rows (0009) | one row | ${median(counters).toFixed(2)} | ${percentile(counters, 0.95).toFixed(2)} |`,
      `| parts (0020), not folded | ${unfolded.toLocaleString('en')} parts | ${median(beforeFold).toFixed(2)} | ${percentile(beforeFold, 0.95).toFixed(2)} |`,
      `| parts (0020), folded | ${(await partsOf(parts.handle.db, parts.categoryId)).toLocaleString('en')} part | ${median(afterFold).toFixed(2)} | ${percentile(afterFold, 0.95).toFixed(2)} |`,
    ];
    process.stdout.write(`${reads.join('\n')}\n`);
  } finally {
    for (const design of designs) {
      await design.handle.close();
      await run(url, `drop schema ${design.schema} cascade`);
    }
  }
  const row = (design: Design) => {
    const rates = design.results.map((r) => r.savesPerSecond);
    return (
      `| ${design.name} | ${median(rates).toFixed(1)} | ${rates.map((v) => v.toFixed(0)).join(', ')} | ` +
      `${median(design.results.map((r) => median(r.latencies))).toFixed(0)} | ${median(design.results.map((r) => percentile(r.latencies, 0.99))).toFixed(0)} |`
    );
  };
  const summary = [
    `Measured ${new Date().toISOString().slice(0, 10)} by \`BENCH_DATABASE_URL=… npx tsx bench/list-totals.ts --write\` on PostgreSQL (this machine: 2 cores,`,
    `load average ${loadAtStart} at the start and ${os.loadavg()[0]!.toFixed(2)} at the end), both designs in the same run, taking turns run by run.`,
    `Saves: ${EDITORS} transactions at once, ${SAVES_PER_EDITOR} each one after the other, each writing a published article in one category and`,
    `with one tag as the triggers see a save (the article, two translations, the tag), then holding the transaction ${HOLD_MS} ms longer`,
    `for the rest of a save before it commits. ${RUNS} runs; saves/s of the whole run and latency of one save, medians over the runs.`,
    '',
    '| list totals kept in | saves/s: median | saves/s: each run | p50 ms | p99 ms |',
    '|---|---:|---|---:|---:|',
    ...designs.map(row),
    '',
    "Reading the category's kept total in one locale (what a list's first read after a write reads, article.repository's keptTotal), 200 reads",
    `after 20 warm-ups, milliseconds; "not folded" holds a part for every save of the runs above (${RUNS * EDITORS * SAVES_PER_EDITOR}), as no fold had run.`,
    '',
    '| list totals kept in | rows summed | median | p95 |',
    '|---|---|---:|---:|',
    ...reads,
  ].join('\n');
  process.stdout.write(`\n${summary}\n`);
  if (process.argv.includes('--write')) writeBenchmarkSection('## List totals: saves in one category at once, and reading a total', summary);
}

await main();
