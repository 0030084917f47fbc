// Concurrent saves: 8 editors saving new articles at once, all in one category and with one tag,
// through the admin API of the built portal (POST /api/admin/articles, as the dashboard sends it), on SQLite and on a fresh
// PostgreSQL database, several runs, medians. Run after `npm run build`:
// npx tsx bench/concurrent-saves.ts [--write]; BENCH_DATABASE_URL (a PostgreSQL database; the
// benchmark creates a fresh database beside it and drops it afterwards) adds PostgreSQL;
// BENCH_RUNS (5) and BENCH_SAVES (30 per editor) change the size of the runs.
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SUBJECT_WORDS, seededRandom } from './support/article-corpus.js';
import { median, percentile } from './support/bench-databases.js';
import { writeBenchmarkSection } from './support/benchmarks-file.mjs';
import { PORTAL_MAIN, startPortal, stop } from './support/portal-process.js';
import { type FreshDatabase, createFreshDatabase } from './support/postgres-database.js';

const EDITORS = 8;
const SAVES_PER_EDITOR = Number(process.env.BENCH_SAVES ?? 30);
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
/** The SQLite portal's port; the PostgreSQL one listens on the next. */
const PORT = 3903;
/** What startPortal sets as the first admin. */
const ADMIN = { email: 'bench@noks.localhost', password: 'bench password 123' };

const FUNCTION_WORDS = 'и у је да на за се од са не о до као што из по ће ли а који која које били биће су'.split(' ');
const SYLLABLES = 'ба ве го да ђе жи за ка ле љу ма не њо па ра са ти ћу фе хо це чи џа ша ко ло мо но ро со то во'.split(' ');

/**
 * News texts as editors write them: mostly the same common and subject words in every article
 * (so concurrent saves count the same vocabulary rows up), and a few words new to the portal
 * (names, places) in each, which the vocabulary gains with their typo variants.
 */
function articleWriter(seed: number, topic: Topic) {
  const random = seededRandom(seed);
  const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)]!;
  const madeUp = () => Array.from({ length: 2 + Math.floor(random() * 3) }, () => pick(SYLLABLES)).join('');
  const sentence = (length: number, fresh: string[]) => {
    const words = Array.from({ length }, () => (random() < 0.3 ? pick(FUNCTION_WORDS) : random() < 0.05 ? pick(fresh) : pick(SUBJECT_WORDS.sr)));
    const text = words.join(' ');
    return `${text.charAt(0).toUpperCase()}${text.slice(1)}.`;
  };
  const englishSentence = (length: number) => {
    const text = Array.from({ length }, () => pick(SUBJECT_WORDS.en)).join(' ');
    return `${text.charAt(0).toUpperCase()}${text.slice(1)}.`;
  };
  return (n: number) => {
    const fresh = Array.from({ length: 6 }, madeUp);
    const paragraphs = Array.from({ length: 4 }, () => `<p>${Array.from({ length: 4 }, () => sentence(12 + Math.floor(random() * 10), fresh)).join(' ')}</p>`);
    const title = `${sentence(6, fresh).slice(0, -1)} ${fresh[0]} ${n}`;
    return {
      status: 'published',
      categoryId: topic.categoryId,
      tagIds: [topic.tagId],
      translations: {
        sr: { title, summary: sentence(25, fresh), body: `${paragraphs.join('')}<ul><li>${sentence(8, fresh)}</li><li>${sentence(8, fresh)}</li></ul>` },
        // Every other article is translated into English too.
        ...(n % 2 === 0 ? { en: { title: englishSentence(7).slice(0, -1), summary: englishSentence(20), body: `<p>${englishSentence(60)}</p><p>${englishSentence(50)}</p>` } } : {}),
      },
    };
  };
}

/** The one category and tag every article of a run is saved in: each save counts in the same list totals. */
interface Topic {
  categoryId: number;
  tagId: number;
}

async function createItem(base: string, token: string, path: string, body: unknown): Promise<number> {
  const response = await fetch(`${base}/api/admin/${path}`, { method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: JSON.stringify(body) });
  if (!response.ok) throw new Error(`creating ${path} failed: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { id: number }).id;
}

async function createTopic(base: string, token: string): Promise<Topic> {
  const categoryId = await createItem(base, token, 'categories', {
    status: 'published',
    audience: 'citizens',
    translations: { sr: { name: 'Вести са терена', description: '' }, en: { name: 'News from the field', description: '' } },
  });
  const tagId = await createItem(base, token, 'tags', { status: 'published', translations: { sr: { name: 'Квалификације' }, en: { name: 'Qualifications' } } });
  return { categoryId, tagId };
}

async function signIn(base: string): Promise<string> {
  const response = await fetch(`${base}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(ADMIN) });
  if (!response.ok) throw new Error(`sign-in failed: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { token: string }).token;
}

interface RunResult {
  savesPerSecond: number;
  latencies: number[];
  failures: number;
  /** Status and body of the first failed save, to tell what went wrong. */
  firstFailure: string | null;
}

/** Every editor saves `saves` new articles one after the other, all editors at once. */
async function runEditors(base: string, tokens: string[], topic: Topic, saves: number, run: number): Promise<RunResult> {
  const latencies: number[] = [];
  let failures = 0;
  let firstFailure: string | null = null;
  const started = performance.now();
  await Promise.all(
    tokens.map(async (token, editor) => {
      const write = articleWriter(run * 1000 + editor, topic);
      for (let n = 0; n < saves; n++) {
        const body = JSON.stringify(write(run * 100_000 + editor * 1000 + n));
        const start = performance.now();
        const response = await fetch(`${base}/api/admin/articles`, {
          method: 'POST',
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
          body,
        });
        const text = await response.text();
        latencies.push(performance.now() - start);
        if (!response.ok) {
          failures++;
          firstFailure ??= `${response.status} ${text.slice(0, 300)}`;
        }
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  return { savesPerSecond: (tokens.length * saves) / seconds, latencies, failures, firstFailure };
}

/** CPU seconds (user and system) a process has used so far. */
function cpuSeconds(pid: number): number {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

interface Portal {
  database: 'SQLite' | 'PostgreSQL';
  process: ChildProcess;
  base: string;
  tokens: string[];
  topic: Topic;
  results: RunResult[];
  /** CPU seconds of the portal over its measured runs, and their wall time. */
  cpuSeconds: number;
  seconds: number;
}

async function openPortal(database: Portal['database'], port: number, dataDir: string, env: Record<string, string>): Promise<Portal> {
  const proc = await startPortal(dataDir, port, env);
  const base = `http://127.0.0.1:${port}`;
  const tokens = await Promise.all(Array.from({ length: EDITORS }, () => signIn(base)));
  const topic = await createTopic(base, tokens[0]!);
  const warmup = await runEditors(base, tokens, topic, 5, 0);
  if (warmup.firstFailure) process.stdout.write(`${database} warm-up: ${warmup.failures} failed, first: ${warmup.firstFailure}\n`);
  return { database, process: proc, base, tokens, topic, results: [], cpuSeconds: 0, seconds: 0 };
}

async function measureRun(portal: Portal, run: number): Promise<void> {
  const [cpuBefore, started] = [cpuSeconds(portal.process.pid!), performance.now()];
  const result = await runEditors(portal.base, portal.tokens, portal.topic, SAVES_PER_EDITOR, run);
  portal.cpuSeconds += cpuSeconds(portal.process.pid!) - cpuBefore;
  portal.seconds += (performance.now() - started) / 1000;
  portal.results.push(result);
  process.stdout.write(
    `${portal.database} run ${run}: ${result.savesPerSecond.toFixed(1)} saves/s, p50 ${median(result.latencies).toFixed(0)} ms, ` +
      `p99 ${percentile(result.latencies, 0.99).toFixed(0)} ms, ${result.failures} failed${result.firstFailure ? ` (first: ${result.firstFailure})` : ''}\n`,
  );
}

function tableRow(portal: Portal): string {
  const { results } = portal;
  const rates = results.map((r) => r.savesPerSecond);
  const failures = results.reduce((sum, r) => sum + r.failures, 0);
  return (
    `| ${portal.database} | ${median(rates).toFixed(1)} | ${rates.map((v) => v.toFixed(0)).join(', ')} | ${median(results.map((r) => median(r.latencies))).toFixed(0)} | ` +
    `${median(results.map((r) => percentile(r.latencies, 0.99))).toFixed(0)} | ${failures} of ${EDITORS * SAVES_PER_EDITOR * RUNS} | ${((portal.cpuSeconds / portal.seconds) * 100).toFixed(0)} % |`
  );
}

async function main() {
  if (!fs.existsSync(PORTAL_MAIN)) throw new Error('Run `npm run build` first: the benchmark starts the built portal');
  const load1 = os.loadavg()[0]!.toFixed(2);
  const url = process.env.BENCH_DATABASE_URL;
  if (!url) process.stderr.write('BENCH_DATABASE_URL is not set: PostgreSQL is left out of this run.\n');
  const dataDirs = [0, 1].map(() => fs.mkdtempSync(path.join(os.tmpdir(), 'noks-bench-saves-')));
  const portals: Portal[] = [];
  let database: FreshDatabase | undefined;
  try {
    portals.push(await openPortal('SQLite', PORT, dataDirs[0]!, {}));
    if (url) {
      database = await createFreshDatabase(url, 'noks_bench_saves');
      portals.push(await openPortal('PostgreSQL', PORT + 1, dataDirs[1]!, { DATABASE_URL: database.url }));
    }
    // The databases take turns, run by run, so a change in the machine's load falls on both alike.
    for (let run = 1; run <= RUNS; run++) for (const portal of portals) await measureRun(portal, run);
  } finally {
    for (const portal of portals) await stop(portal.process);
    await database?.drop();
    for (const dir of dataDirs) fs.rmSync(dir, { recursive: true, force: true });
  }
  const summary = [
    `Measured ${new Date().toISOString().slice(0, 10)} by \`npx tsx bench/concurrent-saves.ts --write\` after \`npm run build\` (BENCH_DATABASE_URL set`,
    'for PostgreSQL): the built portal (demo content, LOG_LEVEL=warn) on SQLite and on a fresh PostgreSQL database (on the same',
    `machine: 2 cores, load average ${load1} at the start and ${os.loadavg()[0]!.toFixed(2)} at the end), both started, the runs taking turns. ${EDITORS} editors, each signed in with`,
    `its own session, save new published articles at once through the admin API (POST /api/admin/articles), ${SAVES_PER_EDITOR} each, one after`,
    'the other, all in one category and with one tag (so every save counts in the same list totals): a title, a summary and four',
    'paragraphs of Serbian text (the Latin derived, every other one also in English), mostly',
    `the same common words in every article and a few new to the portal. One warm-up of 5 saves each, then ${RUNS} runs; saves/s of the`,
    'whole run, latency of one save, medians over the runs; "not 2xx" sums every run; "portal CPU" is the Node process\'s share of one core.',
    '',
    '| database | saves/s: median | saves/s: each run | p50 ms | p99 ms | not 2xx | portal CPU |',
    '|---|---:|---|---:|---:|---:|---:|',
    ...portals.map(tableRow),
  ].join('\n');
  process.stdout.write(`\n${summary}\n`);
  if (process.argv.includes('--write')) writeBenchmarkSection('## Concurrent saves: 8 editors', summary);
}

await main();
