// Dashboard list speed on a large portal: the articles list (GET /api/admin/articles, through the
// same service call) on 100,000 generated articles, against the same list on 1,000 articles in
// the same run. Run: npx tsx bench/admin-lists.ts [--write]; BENCH_DATABASE_URL adds PostgreSQL.
import type { AdminListFilter } from '../src/server/modules/content/content.repository.js';
import { listForAdmin } from '../src/server/modules/content/content-admin-view.js';
import { articleType } from '../src/server/modules/articles/article.content-type.js';
import { insertIndexedArticleCorpus } from './support/article-corpus.js';
import { type BenchDatabase, median, openBenchPostgres, openBenchSqlite, percentile, timeRuns } from './support/bench-databases.js';
import { writeBenchmarkSection } from './support/benchmarks-file.mjs';

const LARGE = 100_000;
const BASELINE = 1_000;
const RUNS = 15;
const PAGE = 20;

const first: AdminListFilter = { sort: 'updated', order: 'desc', page: 1, limit: PAGE };

const CASES: { name: string; filter: (total: number) => AdminListFilter }[] = [
  { name: 'first page, newest changes first', filter: () => first },
  { name: 'page 50', filter: () => ({ ...first, page: 50 }) },
  { name: 'last page', filter: (total) => ({ ...first, page: Math.ceil(total / PAGE) }) },
  { name: 'sorted by title', filter: () => ({ ...first, sort: 'title', order: 'asc' }) },
  { name: 'drafts only', filter: () => ({ ...first, status: 'draft' }) },
  { name: 'not translated into English', filter: () => ({ ...first, untranslated: 'en' }) },
  { name: 'title search "квалификација"', filter: () => ({ ...first, q: 'квалификација' }) },
];

interface Row {
  database: string;
  name: string;
  baseline: number;
  large: { p50: number; p95: number };
}

async function measure(open: () => Promise<BenchDatabase>): Promise<Row[]> {
  const [small, large] = [await open(), await open()];
  try {
    for (const [db, articles] of [[small.handle.db, BASELINE], [large.handle.db, LARGE]] as const) {
      // The title search runs on the site search's index.
      await insertIndexedArticleCorpus(db, { articles });
    }
    const rows: Row[] = [];
    for (const { name, filter } of CASES) {
      const smallTimes = await timeRuns(() => listForAdmin(small.handle.db, articleType, filter(BASELINE)), RUNS);
      const largeTimes = await timeRuns(() => listForAdmin(large.handle.db, articleType, filter(LARGE)), RUNS);
      rows.push({ database: large.name, name, baseline: median(smallTimes), large: { p50: median(largeTimes), p95: percentile(largeTimes, 0.95) } });
      process.stdout.write(`${large.name} · ${name}: ${median(largeTimes).toFixed(2)} ms (1,000: ${median(smallTimes).toFixed(2)} ms)\n`);
    }
    return rows;
  } finally {
    await small.drop();
    await large.drop();
  }
}

const ms = (value: number) => value.toFixed(2);

const url = process.env.BENCH_DATABASE_URL;
if (!url) process.stderr.write('BENCH_DATABASE_URL is not set: PostgreSQL is left out of this run.\n');
const rows = [...(await measure(openBenchSqlite)), ...(url ? await measure(() => openBenchPostgres(url)) : [])];

if (process.argv.includes('--write')) {
  writeBenchmarkSection('## Dashboard lists on 100,000 articles', [
    `Measured ${new Date().toISOString().slice(0, 10)} by \`npx tsx bench/admin-lists.ts --write\` (BENCH_DATABASE_URL set for PostgreSQL):`,
    `the articles list of the dashboard (the service behind GET /api/admin/articles: one page of ${PAGE}, the total, the locales`,
    `of each row) on ${LARGE.toLocaleString('en')} generated articles (two or three locales each), against the same call on`,
    `${BASELINE.toLocaleString('en')} articles in the same run. ${RUNS} runs after 2 warm-up calls; milliseconds; this machine (2 cores).`,
    '',
    '| database | list | 1,000: median | 100,000: median | 100,000: p95 | ratio of medians |',
    '|---|---|---:|---:|---:|---:|',
    ...rows.map((row) => `| ${row.database} | ${row.name} | ${ms(row.baseline)} | ${ms(row.large.p50)} | ${ms(row.large.p95)} | ${(row.large.p50 / row.baseline).toFixed(1)}× |`),
  ].join('\n'));
}
