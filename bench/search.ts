// Site search speed on a large portal: GET /api/search's service (matching, ranking, total,
// snippets) for a mixed set of queries over 100,000 generated articles, against the same queries
// over 1,000 articles in the same run. Run: npx tsx bench/search.ts [--write];
// BENCH_DATABASE_URL (a PostgreSQL database) adds PostgreSQL.
import { sql } from 'kysely';
import type { Locale } from '../src/common/locales.js';
import type { Db } from '../src/server/db/database.js';
import { search } from '../src/server/modules/search/search.service.js';
import { insertIndexedArticleCorpus } from './support/article-corpus.js';
import { type BenchDatabase, median, openBenchPostgres, openBenchSqlite, percentile, timeRuns } from './support/bench-databases.js';
import { writeBenchmarkSection } from './support/benchmarks-file.mjs';

const LARGE = 100_000;
const BASELINE = 1_000;
const RUNS = 5;
/** The search's aim: p95 under this on SQLite over 100,000 articles. */
const AIM_P95_MS = 20;

/** Queries as people type them: common and rare words, both scripts, inflected, half-typed, with a typo, English. */
const FIXED_QUERIES: [Locale, string][] = [
  ['sr', 'квалификација'],
  ['sr', 'kvalifikacija'],
  ['lat', 'kvalifikacijama'],
  ['sr', 'национални оквир'],
  ['lat', 'obrazovanje odraslih'],
  ['sr', 'признавање исхода учења'],
  ['lat', 'skola'],
  ['sr', 'квали'],
  ['lat', 'sert'],
  ['lat', 'kvalifkacija'],
  ['sr', 'конференцја'],
  ['sr', 'ђаци'],
  ['lat', 'djaci zelja'],
  ['en', 'qualification framework'],
  ['en', 'workshops'],
  ['en', 'lifelong learn'],
];

/** Rare words (in 3 to 40 documents) of documents spread over the corpus, each searched in its document's locale. */
async function rareQueries(db: Db): Promise<[Locale, string][]> {
  const queries: [Locale, string][] = [];
  for (const [locale, count] of [['sr', 4], ['lat', 3], ['en', 3]] as const) {
    const docs = await db.selectFrom('search_documents').select('words').where('locale', '=', locale).where(sql<boolean>`id % 97 = 0`).orderBy('id').limit(40).execute();
    let found = 0;
    for (const doc of docs) {
      if (found === count) break;
      const rare = await db.selectFrom('search_words').select('word').where('word', 'in', doc.words.split(' ')).where('documents', '>=', 3).where('documents', '<=', 40).orderBy('documents').limit(1).executeTakeFirst();
      if (rare) {
        queries.push([locale, rare.word]);
        found++;
      }
    }
  }
  return queries;
}

interface Measured {
  database: string;
  queries: number;
  indexSeconds: number;
  baseline: number[];
  large: number[];
}

async function timeQueries(db: Db, queries: [Locale, string][]): Promise<number[]> {
  const times: number[] = [];
  for (const [locale, q] of queries) times.push(...(await timeRuns(() => search(db, { q, locale, page: 1, limit: 20 }), RUNS, 1)));
  return times;
}

async function measure(open: () => Promise<BenchDatabase>): Promise<Measured> {
  const [small, large] = [await open(), await open()];
  try {
    await insertIndexedArticleCorpus(small.handle.db, { articles: BASELINE });
    const indexSeconds = await insertIndexedArticleCorpus(large.handle.db, { articles: LARGE });
    const queries = [...FIXED_QUERIES, ...(await rareQueries(large.handle.db))];
    const baseline = await timeQueries(small.handle.db, queries);
    const largeTimes = await timeQueries(large.handle.db, queries);
    process.stdout.write(`${large.name}: index ${indexSeconds.toFixed(1)} s; p50 ${median(largeTimes).toFixed(2)} ms, p95 ${percentile(largeTimes, 0.95).toFixed(2)} ms (1,000: p50 ${median(baseline).toFixed(2)} ms)\n`);
    return { database: large.name, queries: queries.length, indexSeconds, baseline, large: largeTimes };
  } finally {
    await small.drop();
    await large.drop();
  }
}

const ms = (value: number) => value.toFixed(2);
const url = process.env.BENCH_DATABASE_URL;
if (!url) process.stderr.write('BENCH_DATABASE_URL is not set: PostgreSQL is left out of this run.\n');
const results = [await measure(openBenchSqlite), ...(url ? [await measure(() => openBenchPostgres(url))] : [])];

if (process.argv.includes('--write')) {
  writeBenchmarkSection('## Site search on 100,000 articles', [
    `Measured ${new Date().toISOString().slice(0, 10)} by \`npx tsx bench/search.ts --write\` (BENCH_DATABASE_URL set for PostgreSQL): the`,
    'service behind GET /api/search (query words → terms, typo and prefix lookups, ranking, the total, snippets) for',
    `${results[0]!.queries} queries — common and rare words, Cyrillic and Latin, inflected, without diacritics, half-typed, with a typo,`,
    `English — each run ${RUNS} times after a warm-up, over ${LARGE.toLocaleString('en')} generated articles (Zipf-distributed words, two or three`,
    `locales each: about ${(LARGE * 2.5).toLocaleString('en')} search documents), against the same queries over ${BASELINE.toLocaleString('en')} articles. Milliseconds; this machine (2 cores).`,
    '',
    '| database | index rebuild, 100,000 | 1,000: p50 | 1,000: p95 | 100,000: p50 | 100,000: p95 | ratio of p50 |',
    '|---|---:|---:|---:|---:|---:|---:|',
    ...results.map(
      (r) =>
        `| ${r.database} | ${r.indexSeconds.toFixed(1)} s | ${ms(median(r.baseline))} | ${ms(percentile(r.baseline, 0.95))} | ${ms(median(r.large))} | ${ms(percentile(r.large, 0.95))} | ${(median(r.large) / median(r.baseline)).toFixed(1)}× |`,
    ),
    '',
    `**Result:** SQLite p95 ${ms(percentile(results[0]!.large, 0.95))} ms on 100,000 articles: the aim of ${AIM_P95_MS} ms is ${percentile(results[0]!.large, 0.95) < AIM_P95_MS ? 'met' : 'not met'}.`,
  ].join('\n'));
}
