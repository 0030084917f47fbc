// The register of qualifications at scale: 5,000 generated qualifications (from the demo
// register's titles, levels, fields and awarding bodies), then
// - a register search with two filters and a query, cold (the response cache off), through the
//   whole HTTP stack in-process (Fastify's inject), rotating filters and words; p50 and p95;
// - the ELM JSON-LD dataset of the whole register: built (read and written) several times, the
//   first request with the response cache on (build, compress, store), then requests served
//   from the cache.
// SQLite always; PostgreSQL when BENCH_DATABASE_URL names a database. Run after nothing else:
// npx tsx bench/register.ts [--write]
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { NQF_LEVEL_CODES, QUALIFICATION_TYPES } from '../src/common/register.js';
import { qualificationInputSchema } from '../src/common/schemas/qualifications.js';
import type { AppContext } from '../src/server/app-context.js';
import { buildApp } from '../src/server/app.js';
import { loadConfig } from '../src/server/config.js';
import { loadSeedContent } from '../src/server/db/seed/content/index.js';
import type { SeedQualification } from '../src/server/db/seed/content/schemas.js';
import { qualificationInput, seedInput } from '../src/server/db/seed/seed.js';
import { createFileStorage } from '../src/server/lib/create-file-storage.js';
import { nowIso } from '../src/server/lib/clock.js';
import type { ContentInput } from '../src/server/modules/content/content-type.js';
import { createMany } from '../src/server/modules/content/content.service.js';
import { loadRegisterExport } from '../src/server/modules/open-data/register-export.js';
import { registerElm } from '../src/server/modules/open-data/register-elm.js';
import { awardingBodyType } from '../src/server/modules/qualifications/awarding-body.content-type.js';
import { qualificationType } from '../src/server/modules/qualifications/qualification.content-type.js';
import { createResponseCache } from '../src/server/modules/response-cache/create-response-cache.js';
import { insertUser } from '../src/server/modules/users/user.repository.js';
import { type BenchDatabase, median, openBenchPostgres, openBenchSqlite, percentile, timeRuns } from './support/bench-databases.js';
import { writeBenchmarkSection } from './support/benchmarks-file.mjs';

const QUALIFICATIONS = 5_000;
const CHUNK = 250;
const SEARCHES = 300;
const BUILD_RUNS = 5;
const CACHED_RUNS = 50;
/** The aims: a cold filtered search under these at p95, the dataset built within 2 s. */
const AIM_P95_MS = { SQLite: 20, PostgreSQL: 40 } as const;
const AIM_BUILD_MS = 2_000;

/** Words people look qualifications up by, in both scripts. */
const WORDS = ['техничар', 'tehničar', 'инжењер', 'inženjer', 'мастер', 'master', 'кувар', 'kuvar', 'сестра', 'економиста', 'ekonomista', 'доктор', 'гимназија', 'струковни', 'strukovni'];

interface Measured {
  database: BenchDatabase['name'];
  seedSeconds: number;
  searchMs: number[];
  buildMs: number[];
  datasetBytes: number;
  firstRequestMs: number;
  cachedMs: number[];
  /** What the stored dataset takes of the response cache's budget. */
  cachedBytes: number;
}

async function appContext(db: BenchDatabase, dataDir: string, cacheMb: number): Promise<AppContext> {
  const config = loadConfig({ DATA_DIR: dataDir, RESPONSE_CACHE_MB: String(cacheMb), LOG_LEVEL: 'warn', PUBLIC_URL: 'https://noks.example.rs' });
  return { config, db: db.handle.db, storage: await createFileStorage(config), responseCache: createResponseCache(config, db.handle.db) };
}

/** The demo register's qualifications over and over, each copy with a code and a title of its own. */
function generatedInputs(demo: SeedQualification[], bodyIds: Map<string, number>): ContentInput[] {
  return Array.from({ length: QUALIFICATIONS }, (_, i) => {
    const q = demo[i % demo.length]!;
    const variant = Math.floor(i / demo.length) + 1;
    const title = { sr: `${q.title.sr} (програм ${variant})`, en: `${q.title.en} (programme ${variant})` };
    return seedInput(qualificationType, qualificationInputSchema, qualificationInput({ ...q, code: `${q.code}-${variant}`, title }, bodyIds, { status: 'published' }));
  });
}

async function seed(ctx: AppContext): Promise<void> {
  const now = nowIso();
  const id = await insertUser(ctx.db, { email: 'bench@noks.localhost', name: 'Bench', role: 'admin', passwordHash: 'x', now });
  const actor = { id, email: 'bench@noks.localhost', name: 'Bench', role: 'admin' as const };
  const { awardingBodies, qualifications } = loadSeedContent();
  const bodies = await createMany(
    ctx.db,
    awardingBodyType,
    actor,
    awardingBodies.map((body) => ({
      status: 'published',
      kind: body.kind,
      website: body.website,
      translations: { sr: { name: body.name.sr, city: body.city.sr }, en: { name: body.name.en, city: body.city.en } },
    }) as unknown as ContentInput),
    null,
  );
  const bodyIds = new Map(awardingBodies.map((body, i) => [body.ref, bodies[i]!.id]));
  const inputs = generatedInputs(qualifications, bodyIds);
  for (let i = 0; i < inputs.length; i += CHUNK) await createMany(ctx.db, qualificationType, actor, inputs.slice(i, i + CHUNK), null);
}

/** A register search as a citizen makes it: a level, a type and a word, rotating. */
function searchPath(i: number): string {
  const level = NQF_LEVEL_CODES[i % NQF_LEVEL_CODES.length]!;
  const type = QUALIFICATION_TYPES[(i * 7) % QUALIFICATION_TYPES.length]!;
  const word = WORDS[(i * 3) % WORDS.length]!;
  return `/api/qualifications?level=${encodeURIComponent(level)}&type=${type}&q=${encodeURIComponent(word)}`;
}

async function timed(task: () => Promise<unknown>): Promise<number> {
  const start = process.hrtime.bigint();
  await task();
  return Number(process.hrtime.bigint() - start) / 1e6;
}

async function inject(app: FastifyInstance, url: string, headers: Record<string, string> = {}) {
  const response = await app.inject({ method: 'GET', url, headers });
  if (response.statusCode !== 200) throw new Error(`${url} answered ${response.statusCode}: ${response.body.slice(0, 200)}`);
  return response;
}

async function measure(db: BenchDatabase): Promise<Measured> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'noks-bench-register-'));
  const cold = await appContext(db, dataDir, 0);
  const seedStart = Date.now();
  await seed(cold);
  const seedSeconds = (Date.now() - seedStart) / 1000;
  const webDir = path.join(dataDir, 'no-web');
  const coldApp = await buildApp(cold, { webDir });
  const warm = await appContext(db, dataDir, 64);
  const warmApp = await buildApp(warm, { webDir });
  try {
    let i = 0;
    const searchMs = await timeRuns(() => inject(coldApp, searchPath(i++)), SEARCHES, 20);
    const now = nowIso();
    let datasetBytes = 0;
    const buildMs = await timeRuns(
      async () => {
        datasetBytes = Buffer.byteLength(registerElm(await loadRegisterExport(db.handle.db, warm.config.publicUrl, now), warm.config.publicUrl));
      },
      BUILD_RUNS,
      1,
    );
    const browser = { 'accept-encoding': 'gzip, deflate, br' };
    const firstRequestMs = await timed(() => inject(warmApp, '/open-data/qualifications.jsonld', browser));
    const cachedMs = await timeRuns(() => inject(warmApp, '/open-data/qualifications.jsonld', browser), CACHED_RUNS, 2);
    return { database: db.name, seedSeconds, searchMs, buildMs, datasetBytes, firstRequestMs, cachedMs, cachedBytes: warm.responseCache.stats().bytes };
  } finally {
    await coldApp.close();
    await warmApp.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

const ms = (value: number) => value.toFixed(1);

async function main(): Promise<void> {
  const load = os.loadavg()[0]!.toFixed(2);
  const databases: (() => Promise<BenchDatabase>)[] = [openBenchSqlite];
  const url = process.env.BENCH_DATABASE_URL;
  if (url) databases.push(() => openBenchPostgres(url));
  else process.stdout.write('BENCH_DATABASE_URL is not set: PostgreSQL is not measured.\n');
  const results: Measured[] = [];
  for (const open of databases) {
    const db = await open();
    try {
      const result = await measure(db);
      results.push(result);
      process.stdout.write(
        `${result.database}: seeded in ${result.seedSeconds.toFixed(1)} s; search p50 ${ms(median(result.searchMs))} ms, p95 ${ms(percentile(result.searchMs, 0.95))} ms; ` +
          `dataset built in ${ms(median(result.buildMs))} ms (${(result.datasetBytes / 1e6).toFixed(1)} MB), first request ${ms(result.firstRequestMs)} ms, cached ${ms(median(result.cachedMs))} ms, ${(result.cachedBytes / 1e6).toFixed(1)} MB in the cache\n`,
      );
    } finally {
      await db.drop();
    }
  }
  if (!process.argv.includes('--write')) return;
  writeBenchmarkSection('## The register of qualifications with 5,000 qualifications', [
    `Measured ${new Date().toISOString().slice(0, 10)} by \`npx tsx bench/register.ts --write\` (BENCH_DATABASE_URL set for PostgreSQL), this machine`,
    `(2 cores, load average ${load} at the start). ${QUALIFICATIONS.toLocaleString('en')} published qualifications made from the demo register's 74 (titles`,
    'numbered, the same levels, types, fields, outcomes in two languages and awarding bodies), saved through the content service',
    '(revisions, search index). Search: GET /api/qualifications with a level, a type and a word (rotating, Cyrillic and Latin), the',
    `response cache off, through Fastify in-process (no socket), ${SEARCHES} requests after 20 unmeasured. Dataset: the ELM JSON-LD of the`,
    `whole register, read and written ${BUILD_RUNS} times (median); then GET /open-data/qualifications.jsonld with the default cache:`,
    `the first request (build, brotli and gzip, store) and ${CACHED_RUNS} more (median). Milliseconds. "In the cache": the bytes the`,
    'stored dataset takes of the 64 MB budget (a body over 1 MB is kept compressed only).',
    '',
    '| database | seeding | search p50 | search p95 | aim p95 | dataset built | dataset size | first request | from the cache | in the cache |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
    ...results.map(
      (r) =>
        `| ${r.database} | ${r.seedSeconds.toFixed(0)} s | ${ms(median(r.searchMs))} | ${ms(percentile(r.searchMs, 0.95))} | ${AIM_P95_MS[r.database]} | ${ms(median(r.buildMs))} (aim ${AIM_BUILD_MS}) | ${(r.datasetBytes / 1e6).toFixed(1)} MB | ${ms(r.firstRequestMs)} | ${ms(median(r.cachedMs))} | ${(r.cachedBytes / 1e6).toFixed(1)} MB |`,
    ),
    '',
    `- Kept with its uncompressed body, as every response was before, the dataset would take ${((results[0]!.datasetBytes + results[0]!.cachedBytes) / 1e6).toFixed(1)} MB of the`,
    '  64 MB budget and push most pages out of the cache; compressed only, it takes the figure above. A client that accepts no',
    '  compression gets it unzipped from the gzip body.',
  ].join('\n'));
}

await main();
