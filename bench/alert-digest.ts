// The daily digest of the e-mail alerts at a national scale: 20,000 confirmed subscribers (each
// following one to three of 30 categories and tags, in the three locales) and 200 articles that
// became public in the period, through the job's own call (sendDigest). Time and the process's
// memory, on SQLite and PostgreSQL in the same run, median of runs; and what the common parts of
// the messages (mail_bodies) save against storing each message whole.
// Run: npx tsx bench/alert-digest.ts [--write]; BENCH_DATABASE_URL adds PostgreSQL.
import os from 'node:os';
import { sql } from 'kysely';
import type { Db } from '../src/server/db/database.js';
import { setClock } from '../src/server/lib/clock.js';
import { DIGEST_MARGIN_MS, collectPublicChanges, lastPeriodEnd, sendDigest } from '../src/server/modules/alerts/alert-sending.js';
import { type BenchDatabase, median, openBenchPostgres, openBenchSqlite } from './support/bench-databases.js';
import { writeBenchmarkSection } from './support/benchmarks-file.mjs';

const SUBSCRIBERS = 20_000;
const ITEMS = 200;
const CATEGORIES = 10;
const TAGS = 20;
const RUNS = 3;
const LOCALES = ['sr', 'sr', 'sr', 'lat', 'lat', 'en'] as const;

/** A number from a fixed sequence: every run and database gets the same portal. */
let seed = 42;
const random = () => ((seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31);
const pick = <T>(values: readonly T[]) => values[Math.floor(random() * values.length)]!;

interface Row {
  database: string;
  ms: number;
  rssPeakMb: number;
  rssGrowthMb: number;
  messages: number;
  bodies: number;
  storedMb: number;
  wholeMb: number;
}

async function insertPortal(db: Db, at: string): Promise<void> {
  const content = { status: 'published', published_at: at, created_at: at, updated_at: at };
  const categories = (await db.insertInto('categories').values(Array.from({ length: CATEGORIES }, (_, i) => ({ ...content, parent_id: null, position: i, audience: null }))).returning('id').execute()).map((r) => r.id);
  const tags = (await db.insertInto('tags').values(Array.from({ length: TAGS }, () => content)).returning('id').execute()).map((r) => r.id);
  for (const locale of ['sr', 'lat', 'en'] as const) {
    await db.insertInto('category_translations').values(categories.map((id) => ({ entity_id: id, locale, overrides: '[]', name: `Категорија ${id} ${locale}`, description: '', slug: `kategorija-${id}` }))).execute();
    await db.insertInto('tag_translations').values(tags.map((id) => ({ entity_id: id, locale, overrides: '[]', name: `Ознака ${id} ${locale}`, slug: `oznaka-${id}` }))).execute();
  }
  const articles = (await db.insertInto('articles').values(Array.from({ length: ITEMS }, () => ({ ...content, category_id: pick(categories), cover_media_id: null, event_start: null, event_end: null }))).returning('id').execute()).map((r) => r.id);
  for (const locale of ['sr', 'lat', 'en'] as const) {
    const title = (id: number) => (locale === 'en' ? `News of the framework number ${id}` : `Вест о оквиру квалификација број ${id}`);
    await db.insertInto('article_translations').values(articles.map((id) => ({ entity_id: id, locale, overrides: '[]', title: title(id), summary: '', body: '<p>…</p>', seo_description: '', slug: `vest-${id}` }))).execute();
  }
  await db.insertInto('article_tags').values(articles.flatMap((id) => [...new Set([pick(tags), pick(tags)])].map((tag) => ({ entity_id: id, tag_id: tag })))).execute();
  const topics = [...categories.map((id) => `category-${id}`), ...tags.map((id) => `tag-${id}`)];
  const confirmed = new Date(Date.parse(at) - 86_400_000).toISOString();
  for (let start = 0; start < SUBSCRIBERS; start += 1000) {
    const count = Math.min(1000, SUBSCRIBERS - start);
    const subscribers = (
      await db
        .insertInto('alert_subscribers')
        .values(Array.from({ length: count }, (_, i) => ({ email: `reader-${start + i}@example.org`, locale: pick(LOCALES), salt: `salt-${start + i}`, created_at: confirmed, updated_at: confirmed })))
        .returning('id')
        .execute()
    ).map((r) => r.id);
    const subscriptions = subscribers.flatMap((id) => [...new Set(Array.from({ length: 1 + Math.floor(random() * 3) }, () => pick(topics)))].map((topic) => ({ subscriber_id: id, topic, frequency: 'daily', created_at: confirmed, confirmed_at: confirmed })));
    for (let s = 0; s < subscriptions.length; s += 500) await db.insertInto('alert_subscriptions').values(subscriptions.slice(s, s + 500)).execute();
  }
}

/**
 * The process's peak RSS (the kernel's high-water mark) after `work`, and how much `work` raised it,
 * in MB. Sampling on a timer would miss it: on SQLite the work never yields to a timer.
 */
async function withMemoryPeak<T>(work: () => Promise<T>): Promise<{ value: T; rss: number; growth: number }> {
  const before = process.resourceUsage().maxRSS;
  const value = await work();
  const after = process.resourceUsage().maxRSS;
  return { value, rss: after / 1024, growth: (after - before) / 1024 };
}

async function measure(open: () => Promise<BenchDatabase>): Promise<Row[]> {
  const bench = await open();
  const { db } = bench.handle;
  try {
    const periodStart = Date.parse(lastPeriodEnd('daily', Date.now()));
    const publishedAt = new Date(periodStart + 3600_000).toISOString();
    seed = 42;
    await insertPortal(db, publishedAt);
    setClock(() => periodStart + 3600_000 + 60_000);
    const collected = await collectPublicChanges(db);
    if (collected !== ITEMS) throw new Error(`${collected} changes found, ${ITEMS} expected`);
    await db.updateTable('alert_items').set({ announced_at: publishedAt }).execute();
    setClock(() => periodStart + 86_400_000 + DIGEST_MARGIN_MS + 1000);
    const deps = { db, publicUrl: 'https://noks.example.rs', secretKey: 'bench-secret-key-0123456789abcdef' };
    const rows: Row[] = [];
    for (let run = 0; run < RUNS; run++) {
      for (const table of ['alert_digests', 'alert_deliveries', 'mail_messages', 'mail_bodies'] as const) await db.deleteFrom(table).execute();
      global.gc?.();
      const start = process.hrtime.bigint();
      const { value: messages, rss, growth } = await withMemoryPeak(() => sendDigest(deps, 'daily'));
      const ms = Number(process.hrtime.bigint() - start) / 1e6;
      const sizes = await sql<{ bodies: number; stored: number; whole: number }>`
        select (select count(*) from mail_bodies) as bodies,
          (select coalesce(sum(length(text_body) + length(html_body)), 0) from mail_messages) + (select coalesce(sum(length(text_body) + length(html_body)), 0) from mail_bodies) as stored,
          (select coalesce(sum(length(m.text_body) + length(m.html_body) + length(b.text_body) + length(b.html_body)), 0) from mail_messages m join mail_bodies b on b.id = m.body_id) as whole`.execute(db);
      const size = sizes.rows[0]!;
      rows.push({ database: bench.name, ms, rssPeakMb: rss, rssGrowthMb: growth, messages, bodies: Number(size.bodies), storedMb: Number(size.stored) / 2 ** 20, wholeMb: Number(size.whole) / 2 ** 20 });
      process.stdout.write(`${bench.name} run ${run + 1}: ${messages} messages in ${ms.toFixed(0)} ms, peak RSS ${rss.toFixed(0)} MB (+${growth.toFixed(0)}), ${size.bodies} common parts\n`);
    }
    return rows;
  } finally {
    setClock(null);
    await bench.drop();
  }
}

const url = process.env.BENCH_DATABASE_URL;
if (!url) process.stderr.write('BENCH_DATABASE_URL is not set: PostgreSQL is left out of this run.\n');
const load = os.loadavg().map((value) => value.toFixed(2)).join(' / ');
const results = [await measure(openBenchSqlite), ...(url ? [await measure(() => openBenchPostgres(url))] : [])];

const summary = (rows: Row[]) => ({
  database: rows[0]!.database,
  ms: median(rows.map((r) => r.ms)),
  rss: median(rows.map((r) => r.rssPeakMb)),
  // The first run raises the high-water mark; later runs reuse what it took.
  growth: Math.max(...rows.map((r) => r.rssGrowthMb)),
  messages: rows[0]!.messages,
  bodies: rows[0]!.bodies,
  stored: rows[0]!.storedMb,
  whole: rows[0]!.wholeMb,
});

if (process.argv.includes('--write')) {
  writeBenchmarkSection('## The daily digest of the e-mail alerts: 20,000 subscribers, 200 items', [
    `Measured ${new Date().toISOString().slice(0, 10)} by \`npx tsx --expose-gc bench/alert-digest.ts --write\` (BENCH_DATABASE_URL set for PostgreSQL);`,
    `load average before the run ${load}; this machine (2 cores). The job's call \`sendDigest(deps, 'daily')\` for one period in which`,
    `${ITEMS} articles became public, for ${SUBSCRIBERS.toLocaleString('en')} confirmed daily subscribers in three locales, each following one to three`,
    `of ${CATEGORIES + TAGS} categories and tags: it groups the subscribers by the list they get, writes each list once (mail_bodies) and queues one`,
    'message a subscriber (its own links, its one-click unsubscribe) with its delivery, in transactions of 500. Median of',
    `${RUNS} runs on the same database (the digest's records and the queue emptied between runs); the process's peak RSS (the kernel's high-water mark, which holds the generated portal too) and the most a run of the digest raised it (the first run: later ones reuse its memory);`,
    'the queue\'s size in characters of text and HTML, against storing every message whole.',
    '',
    '| database | time (median) | messages queued | lists written once | peak RSS | raised by the digest | queue size | each message whole |',
    '|---|---:|---:|---:|---:|---:|---:|---:|',
    ...results.map(summary).map((r) => `| ${r.database} | ${(r.ms / 1000).toFixed(2)} s | ${r.messages.toLocaleString('en')} | ${r.bodies.toLocaleString('en')} | ${r.rss.toFixed(0)} MB | ${r.growth.toFixed(0)} MB | ${r.stored.toFixed(1)} MB | ${r.whole.toFixed(1)} MB |`),
  ].join('\n'));
}
