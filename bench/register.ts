// The NQF register at scale: 5,000 generated qualifications, 1,500 standards and 500 providers
// with 5 approvals each (from the demo register's titles, levels, fields, awarding bodies,
// standards and providers), then
// - each public list and the site search with filters and a query, cold (the response cache off),
//   through the whole HTTP stack in-process (Fastify's inject), rotating filters and words; p50 and p95;
// - the ELM JSON-LD dataset of the whole register: built (read and written) several times, the
//   first request with the response cache on (build, compress, store), then requests served
//   from the cache.
// SQLite always; PostgreSQL when BENCH_DATABASE_URL names a database. Run after nothing else:
// npx tsx bench/register.ts [--write]
import fs from 'node:fs';
import { ADMIN_PERMISSIONS } from '../src/common/permissions.js';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { NQF_LEVEL_CODES, QUALIFICATION_TYPES } from '../src/common/register.js';
import { qualificationInputSchema } from '../src/common/schemas/qualifications.js';
import { standardInputSchema } from '../src/common/schemas/standards.js';
import { STANDARD_STATUSES } from '../src/common/standards.js';
import { APPROVAL_ACTIVITIES, taxNumberCheckDigit } from '../src/common/providers.js';
import { providerInputSchema } from '../src/common/schemas/providers.js';
import type { AppContext } from '../src/server/app-context.js';
import { buildApp } from '../src/server/app.js';
import { loadConfig } from '../src/server/config.js';
import { loadSeedContent } from '../src/server/db/seed/content/index.js';
import type { SeedProvider, SeedQualification, SeedStandard } from '../src/server/db/seed/content/schemas.js';
import { providerInput, qualificationInput, seedInput, standardInput } from '../src/server/db/seed/seed.js';
import { createFileStorage } from '../src/server/lib/create-file-storage.js';
import { nowIso } from '../src/server/lib/clock.js';
import type { ContentInput } from '../src/server/modules/content/content-type.js';
import { createMany } from '../src/server/modules/content/content.service.js';
import { loadRegisterExport } from '../src/server/modules/open-data/register-export.js';
import { registerElm } from '../src/server/modules/open-data/register-elm.js';
import { awardingBodyType } from '../src/server/modules/qualifications/awarding-body.content-type.js';
import { qualificationType } from '../src/server/modules/qualifications/qualification.content-type.js';
import { standardType } from '../src/server/modules/standards/standard.content-type.js';
import { providerType } from '../src/server/modules/providers/provider.content-type.js';
import { loadProvidersExport } from '../src/server/modules/open-data/providers-export.js';
import { createResponseCache } from '../src/server/modules/response-cache/create-response-cache.js';
import { insertUserInGroups } from '../src/server/modules/users/user.service.js';
import { type BenchDatabase, median, openBenchPostgres, openBenchSqlite, percentile, timeRuns } from './support/bench-databases.js';
import { writeBenchmarkSection } from './support/benchmarks-file.mjs';

const QUALIFICATIONS = 5_000;
const STANDARDS = 1_500;
const PROVIDERS = 500;
const APPROVALS_EACH = 5;
const CHUNK = 250;
const SEARCHES = 300;
const BUILD_RUNS = 5;
const CACHED_RUNS = 50;
/** The aims: each cold list or search under these at p95, the dataset built within 3 s. */
const AIM_P95_MS = { SQLite: 20, PostgreSQL: 40 } as const;
const AIM_BUILD_MS = 3_000;

/** Words people look qualifications up by, in both scripts. */
const WORDS = ['техничар', 'tehničar', 'инжењер', 'inženjer', 'мастер', 'master', 'кувар', 'kuvar', 'сестра', 'економиста', 'ekonomista', 'доктор', 'гимназија', 'струковни', 'strukovni'];

interface Measured {
  database: BenchDatabase['name'];
  seedSeconds: number;
  /** Each public read measured cold: its name and its times. */
  reads: { name: string; ms: number[] }[];
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

/** The demo register's qualifications over and over, each copy with a code and a title of its own, on the first copy of its standard. */
function generatedQualifications(demo: SeedQualification[], bodyIds: Map<string, number>, standardIds: Map<string, number>): ContentInput[] {
  return Array.from({ length: QUALIFICATIONS }, (_, i) => {
    const q = demo[i % demo.length]!;
    const variant = Math.floor(i / demo.length) + 1;
    const title = { sr: `${q.title.sr} (програм ${variant})`, en: `${q.title.en} (programme ${variant})` };
    return seedInput(qualificationType, qualificationInputSchema, qualificationInput({ ...q, code: `${q.code}-${variant}`, title }, bodyIds, { status: 'published' }, standardIds));
  });
}

/** The demo standards over and over, each copy with a register code (SK-NN-NNN) and a title of its own. */
function generatedStandards(demo: SeedStandard[]): ContentInput[] {
  return Array.from({ length: STANDARDS }, (_, i) => {
    const s = demo[i % demo.length]!;
    const variant = Math.floor(i / demo.length);
    const code = `SK-${String(10 + Math.floor(i / 1000)).padStart(2, '0')}-${String(i % 1000).padStart(3, '0')}`;
    const title = variant === 0 ? s.title : { sr: `${s.title.sr} (${variant})`, en: s.title.en ? `${s.title.en} (${variant})` : s.title.en };
    return seedInput(standardType, standardInputSchema, standardInput({ ...s, code, title }, { status: 'published' }));
  });
}

/** The demo providers over and over, each copy with numbers and a name of its own and five approvals (the demo's, cycled). */
function generatedProviders(demo: SeedProvider[], qualificationIds: Map<string, number>): ContentInput[] {
  const approvals = demo.flatMap((p) => p.approvals);
  const now = new Date();
  return Array.from({ length: PROVIDERS }, (_, i) => {
    const p = demo[i % demo.length]!;
    const firstEight = String(20_000_000 + i);
    const numbers = { registrationNumber: String(30_000_000 + i), taxNumber: `${firstEight}${taxNumberCheckDigit(firstEight)}` };
    const own = Array.from({ length: APPROVALS_EACH }, (_, j) => approvals[(i * APPROVALS_EACH + j) % approvals.length]!);
    const name = { sr: `${p.name.sr} ${i + 1}`, en: p.name.en ? `${p.name.en} ${i + 1}` : p.name.en };
    return seedInput(providerType, providerInputSchema, providerInput({ ...p, ...numbers, name, approvals: own }, { status: 'published' }, qualificationIds, now));
  });
}

async function createInChunks(ctx: AppContext, type: Parameters<typeof createMany>[1], actor: Parameters<typeof createMany>[2], inputs: ContentInput[]) {
  const created: { id: number }[] = [];
  for (let i = 0; i < inputs.length; i += CHUNK) created.push(...(await createMany(ctx.db, type, actor, inputs.slice(i, i + CHUNK), null)));
  return created;
}

async function seed(ctx: AppContext): Promise<void> {
  const now = nowIso();
  const id = await insertUserInGroups(ctx.db, { email: 'bench@noks.localhost', name: 'Bench', passwordHash: 'x', now }, ['administrators']);
  const actor = { id, email: 'bench@noks.localhost', name: 'Bench', role: 'admin' as const, permissions: ADMIN_PERMISSIONS };
  const { awardingBodies, qualifications, standards, providers } = loadSeedContent();
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
  const createdStandards = await createInChunks(ctx, standardType, actor, generatedStandards(standards));
  // Each demo title's first copy: the one a qualification of the demo register rests on.
  const standardIds = new Map(standards.map((s, i) => [s.title.sr, createdStandards[i]!.id]));
  const createdQualifications = await createInChunks(ctx, qualificationType, actor, generatedQualifications(qualifications, bodyIds, standardIds));
  // The demo codes name each demo qualification's first copy.
  const qualificationIds = new Map(qualifications.map((q, i) => [q.code, createdQualifications[i]!.id]));
  await createInChunks(ctx, providerType, actor, generatedProviders(providers, qualificationIds));
}

/** Municipalities and words the providers are looked up by, in both scripts. */
const MUNICIPALITIES = ['Нови Сад', 'Beograd', 'Ниш', 'Kragujevac', 'Суботица'];
const PROVIDER_WORDS = ['центар', 'centar', 'школа', 'obuka', 'академија'];

const rotate = <T>(list: readonly T[], i: number) => list[i % list.length]!;

/** The public reads measured, each as a citizen makes it: filters and a word, rotating. */
const READS: readonly { name: string; path: (i: number) => string }[] = [
  {
    name: 'qualifications: level, type and a word',
    path: (i) => `/api/qualifications?level=${encodeURIComponent(rotate(NQF_LEVEL_CODES, i))}&type=${rotate(QUALIFICATION_TYPES, i * 7)}&q=${encodeURIComponent(rotate(WORDS, i * 3))}`,
  },
  { name: 'qualifications: a page of the whole list', path: (i) => `/api/qualifications?page=${(i % 20) + 1}` },
  {
    name: 'standards: level, status and a word',
    path: (i) => `/api/standards?level=${encodeURIComponent(rotate(NQF_LEVEL_CODES, i))}&status=${rotate(STANDARD_STATUSES, i)}&q=${encodeURIComponent(rotate(WORDS, i * 3))}`,
  },
  { name: 'standards: a page of the whole list', path: (i) => `/api/standards?page=${(i % 20) + 1}` },
  { name: 'providers: in force, a page of the whole list', path: (i) => `/api/providers?page=${(i % 20) + 1}` },
  {
    name: 'providers: municipality, activity and a word',
    path: (i) => `/api/providers?municipality=${encodeURIComponent(rotate(MUNICIPALITIES, i))}&activity=${rotate(APPROVAL_ACTIVITIES, i * 3)}&q=${encodeURIComponent(rotate(PROVIDER_WORDS, i))}`,
  },
  { name: 'site search: a word', path: (i) => `/api/search?q=${encodeURIComponent(rotate(WORDS, i))}` },
];

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
    const reads = [];
    for (const read of READS) {
      let i = 0;
      reads.push({ name: read.name, ms: await timeRuns(() => inject(coldApp, read.path(i++)), SEARCHES, 20) });
    }
    const now = nowIso();
    let datasetBytes = 0;
    const buildMs = await timeRuns(
      async () => {
        const [register, providers] = await Promise.all([loadRegisterExport(db.handle.db, warm.config.publicUrl, now), loadProvidersExport(db.handle.db, warm.config.publicUrl, now)]);
        datasetBytes = Buffer.byteLength(registerElm(register, warm.config.publicUrl, providers.items));
      },
      BUILD_RUNS,
      1,
    );
    const browser = { 'accept-encoding': 'gzip, deflate, br' };
    const firstRequestMs = await timed(() => inject(warmApp, '/open-data/qualifications.jsonld', browser));
    const cachedMs = await timeRuns(() => inject(warmApp, '/open-data/qualifications.jsonld', browser), CACHED_RUNS, 2);
    return { database: db.name, seedSeconds, reads, buildMs, datasetBytes, firstRequestMs, cachedMs, cachedBytes: warm.responseCache.stats().bytes };
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
        `${result.database}: seeded in ${result.seedSeconds.toFixed(1)} s; ${result.reads.map((read) => `${read.name}: p50 ${ms(median(read.ms))} ms, p95 ${ms(percentile(read.ms, 0.95))} ms`).join('; ')}; ` +
          `dataset built in ${ms(median(result.buildMs))} ms (${(result.datasetBytes / 1e6).toFixed(1)} MB), first request ${ms(result.firstRequestMs)} ms, cached ${ms(median(result.cachedMs))} ms, ${(result.cachedBytes / 1e6).toFixed(1)} MB in the cache\n`,
      );
    } finally {
      await db.drop();
    }
  }
  if (!process.argv.includes('--write')) return;
  writeBenchmarkSection('## The NQF register at scale', [
    `Measured ${new Date().toISOString().slice(0, 10)} by \`npx tsx bench/register.ts --write\` (BENCH_DATABASE_URL set for PostgreSQL), this machine`,
    `(2 cores, load average ${load} at the start). ${QUALIFICATIONS.toLocaleString('en')} published qualifications made from the demo register's 74 and`,
    `${STANDARDS.toLocaleString('en')} standards made from its 42 and ${PROVIDERS} providers made from its 32, with ${APPROVALS_EACH} approvals each (titles and names numbered,`,
    'the same levels, types, fields, outcomes in two languages, awarding bodies, links to standards and qualifications), saved through',
    'the content service (revisions, search index). Each public read: the response',
    `cache off, through Fastify in-process (no socket), ${SEARCHES} requests after 20 unmeasured, filters and words rotating (Cyrillic and`,
    `Latin). Dataset: the ELM JSON-LD of the whole register, read and written ${BUILD_RUNS} times (median); then GET /open-data/qualifications.jsonld`,
    `with the default cache: the first request (build, brotli and gzip, store) and ${CACHED_RUNS} more (median). The dataset holds the`,
    'qualifications, the providers and their programmes in force. Milliseconds.',
    '',
    `| read (cold) | ${results.map((r) => `${r.database} p50 | ${r.database} p95`).join(' | ')} |`,
    `|---|${results.map(() => '---:|---:').join('|')}|`,
    ...READS.map(({ name }) => `| ${name} | ${results.map((r) => { const times = r.reads.find((read) => read.name === name)!.ms; return `${ms(median(times))} | ${ms(percentile(times, 0.95))}`; }).join(' | ')} |`),
    `| aim p95 | ${results.map((r) => ` | ${AIM_P95_MS[r.database]}`).join(' | ')} |`,
    '',
    '| database | seeding | dataset built | dataset size | first request | from the cache | in the cache |',
    '|---|---:|---:|---:|---:|---:|---:|',
    ...results.map(
      (r) =>
        `| ${r.database} | ${r.seedSeconds.toFixed(0)} s | ${ms(median(r.buildMs))} (aim ${AIM_BUILD_MS}) | ${(r.datasetBytes / 1e6).toFixed(1)} MB | ${ms(r.firstRequestMs)} | ${ms(median(r.cachedMs))} | ${(r.cachedBytes / 1e6).toFixed(1)} MB |`,
    ),
    '',
    '"In the cache": the bytes the stored dataset takes of the 64 MB budget (a body over 1 MB is kept compressed only; a client',
    'that accepts no compression gets it unzipped from the gzip body).',
  ].join('\n'));
}

await main();
