// Public read throughput: the portal (built, as `npm start` runs it) on 10,000 generated articles
// with the demo content, against a bare node:http server that serves the same list JSON from
// memory, in the same run; autocannon with 50 connections. Each read warm (the default response
// cache) and cold (RESPONSE_CACHE_MB=0); several runs, medians. Run after `npm run build`:
// npx tsx bench/public-reads.ts [--write]
//
// With --two-instances: two built portals on one fresh PostgreSQL database (created on the server
// of BENCH_DATABASE_URL, dropped at the end) and one s3rver bucket, behind the round-robin proxy of
// tests/support, against one of them alone on the same database; the same warm reads, and every
// sampled answer through the proxy compared with one instance's:
// BENCH_DATABASE_URL=postgres://… npx tsx bench/public-reads.ts --two-instances [--write]
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { contentPath, listPath } from '../src/common/routes.js';
import { openDatabase } from '../src/server/db/database.js';
import { freePort } from '../tests/support/portal-process.js';
import { startS3Server } from '../tests/support/s3-server.js';
import { SUBJECT_WORDS, insertIndexedArticleCorpus } from './support/article-corpus.js';
import { median } from './support/bench-databases.js';
import { writeBenchmarkSection } from './support/benchmarks-file.mjs';
import { PORTAL_MAIN, startPortal, startProcess, stop, waitForHttp } from './support/portal-process.js';
import { createFreshDatabase } from './support/postgres-database.js';

const ARTICLES = 10_000;
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = 50;
const PORTAL_PORT = 3901;
const BARE_PORT = 3902;

interface Target {
  name: string;
  paths: string[];
}

interface Measure {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  /** The server's CPU time over the runs, in per cent of one core (100 % is saturated: Node serves on one thread). */
  cpu: number;
}

/** CPU seconds (user and system) a process has used so far. */
function cpuSeconds(pid: number): number {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

const encode = (routePath: string) => routePath.split('/').map(encodeURIComponent).join('/');

const rssMb = (pid: number) => Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;

/** Highest resident set size of a process while `task` runs, in MB (sampled every 100 ms). */
async function peakRss<T>(pid: number, task: () => Promise<T>): Promise<{ result: T; rssMb: number }> {
  let peak = 0;
  const sample = () => {
    peak = Math.max(peak, rssMb(pid));
  };
  const timer = setInterval(sample, 100);
  try {
    const result = await task();
    sample();
    return { result, rssMb: peak };
  } finally {
    clearInterval(timer);
  }
}

/** What browsers send: the portal then answers brotli (the bare server ignores it). */
const BROWSER_ENCODINGS = { 'accept-encoding': 'gzip, deflate, br' };

async function load(port: number, paths: string[], headers: Record<string, string> = {}): Promise<Omit<Measure, 'cpu'>> {
  let next = 0;
  const result = await autocannon({
    url: `http://127.0.0.1:${port}`,
    connections: CONNECTIONS,
    duration: SECONDS,
    headers,
    requests: [{ setupRequest: (request) => ({ ...request, path: paths[next++ % paths.length]! }) }],
  });
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, errors: result.errors + result.non2xx };
}

/**
 * A portal just started, loaded with each of its reads in turn before any is measured: its JIT and
 * heap take longer than one read's warm-up to settle, and the first read measured after a start
 * came out a quarter lower than the same read measured later.
 */
async function warmUp(port: number, targets: Target[]): Promise<void> {
  for (const target of targets) await load(port, target.paths);
}

async function measure(server: ChildProcess, port: number, paths: string[], headers: Record<string, string> = {}): Promise<Measure> {
  await load(port, paths, headers); // warm-up: every path read at least once
  const runs: Omit<Measure, 'cpu'>[] = [];
  const [cpuBefore, started] = [cpuSeconds(server.pid!), performance.now()];
  for (let i = 0; i < RUNS; i++) runs.push(await load(port, paths, headers));
  const cpu = ((cpuSeconds(server.pid!) - cpuBefore) / ((performance.now() - started) / 1000)) * 100;
  return { rps: median(runs.map((r) => r.rps)), p50: median(runs.map((r) => r.p50)), p99: median(runs.map((r) => r.p99)), errors: runs.reduce((sum, r) => sum + r.errors, 0), cpu };
}

/** A portal data folder: the demo content (one start with seeding), then the generated articles and their search index. */
async function prepareDataDir(): Promise<string> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'noks-bench-reads-'));
  await stop(await startPortal(dataDir, PORTAL_PORT, {}));
  const handle = openDatabase({ sqlitePath: path.join(dataDir, 'noks.sqlite') });
  await insertIndexedArticleCorpus(handle.db, { articles: ARTICLES });
  await handle.close();
  return dataDir;
}

async function targetsOf(port = PORTAL_PORT): Promise<Target[]> {
  const base = `http://127.0.0.1:${port}`;
  const list = (await (await fetch(`${base}/api/articles?page=3&limit=50`)).json()) as { items: { id: number; slug: string }[] };
  const terms = SUBJECT_WORDS.sr.slice(0, 20);
  return [
    { name: 'list, page 1', paths: ['/api/articles?page=1&limit=20'] },
    { name: 'list, page 200', paths: ['/api/articles?page=200&limit=20'] },
    { name: 'article detail (50 ids)', paths: list.items.map((item) => `/api/articles/${item.id}`) },
    { name: 'search (20 terms)', paths: terms.map((term) => `/api/search?q=${encodeURIComponent(term)}`) },
    { name: 'home HTML', paths: [encode(listPath('home', 'sr'))] },
    { name: 'article HTML (50 ids)', paths: list.items.map((item) => encode(contentPath('article', 'sr', item.id, item.slug))) },
  ];
}

interface Row {
  target: string;
  /** The bare server answering the same paths with the same bytes. */
  bare: Measure;
  /** The same, asked as browsers ask: the portal's brotli bodies. */
  bareBrotli: Measure;
  warm: Measure;
  brotli: Measure;
  cold: Measure;
}

/** The body of a path from the running portal as it was sent (fetch would decompress it), and its coding. */
function fetchBody(routePath: string, acceptEncoding: string): Promise<{ body: Buffer; contentType: string; coding: string }> {
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port: PORTAL_PORT, path: routePath, headers: { 'accept-encoding': acceptEncoding } }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('error', reject);
        response.on('end', () => {
          if (response.statusCode !== 200) return reject(new Error(`${routePath}: ${response.statusCode}`));
          resolve({
            body: Buffer.concat(chunks),
            contentType: response.headers['content-type'] ?? 'application/octet-stream',
            coding: response.headers['content-encoding'] ?? 'identity',
          });
        });
      })
      .on('error', reject);
  });
}

/** Every path's answer from the running portal, uncompressed and in brotli, and a manifest for the bare server. */
async function saveBodies(dataDir: string, targets: Target[]): Promise<string> {
  const entries: { path: string; contentType: string; file: string; brotliFile?: string }[] = [];
  for (const target of targets) {
    for (const routePath of target.paths) {
      const { body, contentType } = await fetchBody(routePath, 'identity');
      const file = path.join(dataDir, `body-${entries.length}`);
      fs.writeFileSync(file, body);
      const brotli = await fetchBody(routePath, 'br');
      const brotliFile = brotli.coding === 'br' ? `${file}.br` : undefined;
      if (brotliFile) fs.writeFileSync(brotliFile, brotli.body);
      entries.push({ path: routePath, contentType, file, brotliFile });
    }
  }
  const manifest = path.join(dataDir, 'bodies.json');
  fs.writeFileSync(manifest, JSON.stringify(entries));
  return manifest;
}

async function main() {
  if (!fs.existsSync(PORTAL_MAIN)) throw new Error('Run `npm run build` first: the benchmark starts the built portal');
  const write = process.argv.includes('--write');
  const load1 = os.loadavg()[0]!.toFixed(2);
  const dataDir = process.env.BENCH_DATA_DIR ?? (await prepareDataDir());
  try {
    // The bare server is measured alone, with no portal running beside it.
    let portal = await startPortal(dataDir, PORTAL_PORT, {});
    const targets = await targetsOf();
    const htmlTargets = targets.filter((t) => t.name.includes('HTML'));
    const manifest = await saveBodies(dataDir, targets);
    await stop(portal);
    const bare = await startProcess([path.resolve('bench/support/bare-server.mjs'), manifest, String(BARE_PORT)], {}, () => waitForHttp(`http://127.0.0.1:${BARE_PORT}/`));
    const baseline = await measure(bare, BARE_PORT, ['/api/articles?page=1&limit=20']);
    process.stdout.write(`bare node:http: ${baseline.rps.toFixed(0)} req/s, p99 ${baseline.p99} ms\n`);
    const sameBytes = new Map<string, Measure>();
    const sameBrotli = new Map<string, Measure>();
    for (const target of targets) {
      sameBytes.set(target.name, await measure(bare, BARE_PORT, target.paths));
      sameBrotli.set(target.name, await measure(bare, BARE_PORT, target.paths, BROWSER_ENCODINGS));
      process.stdout.write(`bare node:http, the bytes of ${target.name}: ${sameBytes.get(target.name)!.rps.toFixed(0)} req/s; brotli ${sameBrotli.get(target.name)!.rps.toFixed(0)} req/s\n`);
    }
    await stop(bare);

    portal = await startPortal(dataDir, PORTAL_PORT, {});
    await warmUp(PORTAL_PORT, targets);
    const warm = new Map<string, Measure>();
    const brotli = new Map<string, Measure>();
    const { rssMb: warmRss } = await peakRss(portal.pid!, async () => {
      for (const target of targets) {
        const { rssMb: peak } = await peakRss(portal.pid!, async () => {
          warm.set(target.name, await measure(portal, PORTAL_PORT, target.paths));
        });
        const { rssMb: peakBr } = await peakRss(portal.pid!, async () => {
          brotli.set(target.name, await measure(portal, PORTAL_PORT, target.paths, BROWSER_ENCODINGS));
        });
        process.stdout.write(`  peak ${peak.toFixed(0)} MB, brotli ${peakBr.toFixed(0)} MB\n`);
        process.stdout.write(`warm ${target.name}: ${warm.get(target.name)!.rps.toFixed(0)} req/s, p99 ${warm.get(target.name)!.p99} ms; brotli ${brotli.get(target.name)!.rps.toFixed(0)} req/s; RSS ${rssMb(portal.pid!).toFixed(0)} MB\n`);
      }
    });
    await stop(portal);

    portal = await startPortal(dataDir, PORTAL_PORT, { LOG_LEVEL: 'info' });
    await warmUp(PORTAL_PORT, targets.slice(0, 1));
    const logged = await measure(portal, PORTAL_PORT, targets[0]!.paths);
    await stop(portal);
    process.stdout.write(`warm list at LOG_LEVEL=info: ${logged.rps.toFixed(0)} req/s\n`);

    portal = await startPortal(dataDir, PORTAL_PORT, { RESPONSE_CACHE_MB: '0' });
    await warmUp(PORTAL_PORT, targets);
    const cold = new Map<string, Measure>();
    const coldBrotli = new Map<string, Measure>();
    const { rssMb: coldRss } = await peakRss(portal.pid!, async () => {
      for (const target of targets) {
        cold.set(target.name, await measure(portal, PORTAL_PORT, target.paths));
        process.stdout.write(`cold ${target.name}: ${cold.get(target.name)!.rps.toFixed(0)} req/s, p99 ${cold.get(target.name)!.p99} ms\n`);
      }
      // A browser's cold page is compressed for it on each request, as the cache keeps nothing.
      for (const target of htmlTargets) {
        coldBrotli.set(target.name, await measure(portal, PORTAL_PORT, target.paths, BROWSER_ENCODINGS));
        process.stdout.write(`cold ${target.name}, brotli: ${coldBrotli.get(target.name)!.rps.toFixed(0)} req/s, p99 ${coldBrotli.get(target.name)!.p99} ms\n`);
      }
    });
    await stop(portal);

    // The same cold pages rendered on the server's own thread (decision 17), in the same run.
    portal = await startPortal(dataDir, PORTAL_PORT, { RESPONSE_CACHE_MB: '0', RENDER_THREADS: '0' });
    await warmUp(PORTAL_PORT, htmlTargets);
    const onServerThread = new Map<string, Measure>();
    for (const target of htmlTargets) {
      onServerThread.set(target.name, await measure(portal, PORTAL_PORT, target.paths));
      process.stdout.write(`cold ${target.name}, rendered on the server's thread: ${onServerThread.get(target.name)!.rps.toFixed(0)} req/s, p99 ${onServerThread.get(target.name)!.p99} ms\n`);
    }
    await stop(portal);

    const warmList = warm.get(targets[0]!.name)!;
    const rows: Row[] = targets.map((target) => ({
      target: target.name,
      bare: sameBytes.get(target.name)!,
      bareBrotli: sameBrotli.get(target.name)!,
      warm: warm.get(target.name)!,
      brotli: brotli.get(target.name)!,
      cold: cold.get(target.name)!,
    }));
    const ratio = (m: Measure, of: Measure = baseline) => `${((m.rps / of.rps) * 100).toFixed(0)} %`;
    const table = [
      '| read | bare server, same bytes: req/s | p99 ms | warm req/s | warm p50 / p99 ms | server CPU | of bare, list JSON | of bare, same bytes | bare server, same brotli bytes: req/s | warm, brotli: req/s | p99 ms | of bare, list JSON | of bare, same bytes | cold req/s | cold p50 / p99 ms | server CPU | errors |',
      '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
      `| bare node:http, list JSON from memory | ${baseline.rps.toFixed(0)} | ${baseline.p99} | | ${baseline.p50} / ${baseline.p99} | ${baseline.cpu.toFixed(0)} % | 100 % | | | | | | | | | | ${baseline.errors} |`,
      ...rows.map(
        (r) =>
          `| ${r.target} | ${r.bare.rps.toFixed(0)} | ${r.bare.p99} | ${r.warm.rps.toFixed(0)} | ${r.warm.p50} / ${r.warm.p99} | ${r.warm.cpu.toFixed(0)} % | ${ratio(r.warm)} | ${ratio(r.warm, r.bare)} | ` +
          `${r.bareBrotli.rps.toFixed(0)} | ${r.brotli.rps.toFixed(0)} | ${r.brotli.p99} | ${ratio(r.brotli)} | ${ratio(r.brotli, r.bareBrotli)} | ${r.cold.rps.toFixed(0)} | ${r.cold.p50} / ${r.cold.p99} | ${r.cold.cpu.toFixed(0)} % | ${r.warm.errors + r.brotli.errors + r.cold.errors} |`,
      ),
    ].join('\n');
    const summary = [
      `Measured ${new Date().toISOString().slice(0, 10)} by \`npx tsx bench/public-reads.ts --write\` after \`npm run build\`: the built portal`,
      `(SQLite, demo content and ${ARTICLES.toLocaleString('en')} generated articles, LOG_LEVEL=warn) and a bare node:http server answering`,
      'from memory with the list JSON, then with the very bytes the portal gave for each read (same paths, same bodies: the cost of the',
      `transfer itself, which grows with the body), one after the other on this machine (2 cores, load average ${load1} at the start);`,
      `autocannon, ${CONNECTIONS} connections; each portal warmed on every read in turn after its start, then each read: one warm-up, then ${RUNS} runs of ${SECONDS} s, medians. The portal runs with the flags of \`npm start\`.`,
      'Warm: the default response cache (64 MB), no compression asked, then asked as browsers ask (`Accept-Encoding: gzip, deflate, br`;',
      'the bare server then sends the brotli bodies the portal gave, where it gave one; its list JSON row is uncompressed).',
      'Cold: RESPONSE_CACHE_MB=0, every read computed, no compression asked.',
      'autocannon shares the two cores; "server CPU" is the CPU time of all the server\'s threads (its own, the render threads of decision 17, V8\'s helpers)',
      'in per cent of one core.',
      '',
      table,
      '',
      `- Server RSS, highest sample: ${warmRss.toFixed(0)} MB warm, ${coldRss.toFixed(0)} MB cold.`,
      ...[...coldBrotli].map(
        ([name, m]) =>
          `- Cold ${name} as browsers ask (\`Accept-Encoding: gzip, deflate, br\`, compressed on each request): ${m.rps.toFixed(0)} req/s,` +
          ` p50 / p99 ${m.p50} / ${m.p99} ms, server CPU ${m.cpu.toFixed(0)} %; uncompressed: ${cold.get(name)!.rps.toFixed(0)} req/s.`,
      ),
      ...[...onServerThread].map(
        ([name, m]) =>
          `- Cold ${name} rendered on the server's own thread (RENDER_THREADS=0), same run: ${m.rps.toFixed(0)} req/s, p50 / p99 ${m.p50} / ${m.p99} ms,` +
          ` server CPU ${m.cpu.toFixed(0)} %; on the default render threads: ${cold.get(name)!.rps.toFixed(0)} req/s, p50 / p99 ${cold.get(name)!.p50} / ${cold.get(name)!.p99} ms.`,
      ),
      `- Per-request logging: warm list page 1 at LOG_LEVEL=info (one JSON line a request, to /dev/null) gives ${logged.rps.toFixed(0)} req/s (p99 ${logged.p99} ms)` +
        ` at ${logged.cpu.toFixed(0)} % server CPU, against ${warmList.rps.toFixed(0)} req/s at ${warmList.cpu.toFixed(0)} % at warn:` +
        ` ${(((logged.cpu / logged.rps) / (warmList.cpu / warmList.rps) - 1) * 100).toFixed(0)} % more CPU per request.`,
    ].join('\n');
    process.stdout.write(`\n${summary}\n`);
    if (write) writeBenchmarkSection('## Public reads: response cache and cold path', summary);
  } finally {
    if (!process.env.BENCH_DATA_DIR) fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

// --two-instances: two portals on one PostgreSQL database behind a round-robin proxy.

interface SharedMeasure extends Omit<Measure, 'cpu'> {
  /** CPU time of each process over the runs, in per cent of one core; `load generator` is this process (autocannon). */
  cpu: Record<string, number>;
}

/** measure() through several processes: the CPU of each (portals, proxy) and of the load generator. */
async function measureAcross(processes: Record<string, ChildProcess>, port: number, paths: string[]): Promise<SharedMeasure> {
  await load(port, paths); // warm-up: every path read at least once
  const runs: Omit<Measure, 'cpu'>[] = [];
  const before = Object.fromEntries(Object.entries(processes).map(([name, proc]) => [name, cpuSeconds(proc.pid!)]));
  const [ownBefore, started] = [process.cpuUsage(), performance.now()];
  for (let i = 0; i < RUNS; i++) runs.push(await load(port, paths));
  const seconds = (performance.now() - started) / 1000;
  const own = process.cpuUsage(ownBefore);
  const cpu = Object.fromEntries(Object.entries(processes).map(([name, proc]) => [name, ((cpuSeconds(proc.pid!) - before[name]!) / seconds) * 100]));
  cpu['load generator'] = ((own.user + own.system) / 1e6 / seconds) * 100;
  return { rps: median(runs.map((r) => r.rps)), p50: median(runs.map((r) => r.p50)), p99: median(runs.map((r) => r.p99)), errors: runs.reduce((sum, r) => sum + r.errors, 0), cpu };
}

interface Comparison {
  answers: number;
  problems: string[];
}

/**
 * Reads every path of every target from `reference`, then from each of `others` in turn: every
 * answer must be 200 with the reference's body, byte for byte (after the transfer encoding).
 */
async function compareAnswers(reference: string, others: string[], targets: Target[]): Promise<Comparison> {
  const result: Comparison = { answers: 0, problems: [] };
  const read = async (base: string, routePath: string) => {
    const response = await fetch(`${base}${routePath}`, { redirect: 'manual' });
    return { status: response.status, body: Buffer.from(await response.arrayBuffer()) };
  };
  for (const target of targets) {
    for (const routePath of target.paths) {
      const expected = await read(reference, routePath);
      if (expected.status !== 200) result.problems.push(`${reference}${routePath}: ${expected.status}`);
      for (const base of others) {
        const answer = await read(base, routePath);
        result.answers++;
        if (answer.status !== 200) result.problems.push(`${base}${routePath}: ${answer.status}`);
        else if (!answer.body.equals(expected.body)) result.problems.push(`${base}${routePath}: another body than ${reference}'s (${answer.body.length} against ${expected.body.length} bytes)`);
      }
    }
  }
  return result;
}

async function mainTwoInstances() {
  if (!fs.existsSync(PORTAL_MAIN)) throw new Error('Run `npm run build` first: the benchmark starts the built portal');
  const serverUrl = process.env.BENCH_DATABASE_URL;
  if (!serverUrl) throw new Error('--two-instances needs BENCH_DATABASE_URL: a PostgreSQL server on which it may create (and drop) a database');
  const write = process.argv.includes('--write');
  const load1 = os.loadavg()[0]!.toFixed(2);
  const database = await createFreshDatabase(serverUrl, 'noks_bench_two');
  const s3 = await startS3Server('noks-bench-two');
  const dataDirs = [0, 1].map(() => fs.mkdtempSync(path.join(os.tmpdir(), 'noks-bench-two-')));
  const running: ChildProcess[] = [];
  // Free ports, not fixed ones: other benchmarks (concurrent-saves, lighthouse) take 3903 and 3904.
  const ports: number[] = [];
  for (let i = 0; i < 3; i++) ports.push(await freePort(ports));
  const [portA, portB, proxyPort] = ports as [number, number, number];
  const [urlA, urlB, proxyUrl] = ports.map((port) => `http://127.0.0.1:${port}`) as [string, string, string];
  try {
    // As docs/deploy.md configures instances: one database, one bucket, the proxy's public address.
    const env = { DATABASE_URL: database.url, ...s3.env, PUBLIC_URL: proxyUrl, TRUST_PROXY: 'true' };
    // The same content as for one instance: the demo content (a first start, alone), then the generated articles.
    let started = Date.now();
    await stop(await startPortal(dataDirs[0]!, portA, env));
    const handle = openDatabase({ databaseUrl: database.url, sqlitePath: '' });
    await insertIndexedArticleCorpus(handle.db, { articles: ARTICLES });
    await handle.close();
    process.stdout.write(`database prepared in ${((Date.now() - started) / 1000).toFixed(0)} s\n`);

    started = Date.now();
    const starts = await Promise.allSettled([startPortal(dataDirs[0]!, portA, env), startPortal(dataDirs[1]!, portB, env)]);
    for (const start of starts) if (start.status === 'fulfilled') running.push(start.value);
    const failed = starts.find((start) => start.status === 'rejected');
    if (failed) throw failed.reason;
    const [a, b] = running as [ChildProcess, ChildProcess];
    process.stdout.write(`two portals ready in ${((Date.now() - started) / 1000).toFixed(1)} s\n`);
    const proxy = await startProcess(['--import', 'tsx', path.resolve('bench/support/round-robin-proxy-process.ts'), String(proxyPort), urlA, urlB], {}, () =>
      waitForHttp(`${proxyUrl}/api/health/live`),
    );
    running.push(proxy);

    const targets = await targetsOf(portA);
    const paths = targets.reduce((sum, target) => sum + target.paths.length, 0);
    // Twice through the proxy: once from each instance. Before the load (caches cold) and after (warm).
    const comparisons = [await compareAnswers(urlA, [proxyUrl, proxyUrl, urlB], targets)];
    const viaProxy = new Map<string, SharedMeasure>();
    for (const target of targets) {
      const m = await measureAcross({ A: a, B: b, proxy }, proxyPort, target.paths);
      viaProxy.set(target.name, m);
      process.stdout.write(`proxy, two portals, ${target.name}: ${m.rps.toFixed(0)} req/s, p99 ${m.p99} ms, errors ${m.errors}\n`);
    }
    comparisons.push(await compareAnswers(urlA, [proxyUrl, proxyUrl, urlB], targets));
    await stop(proxy);
    await stop(b);

    const alone = new Map<string, SharedMeasure>();
    for (const target of targets) {
      const m = await measureAcross({ A: a }, portA, target.paths);
      alone.set(target.name, m);
      process.stdout.write(`one portal, direct, ${target.name}: ${m.rps.toFixed(0)} req/s, p99 ${m.p99} ms, errors ${m.errors}\n`);
    }
    await stop(a);

    const loadAtEnd = os.loadavg()[0]!.toFixed(2);
    const problems = comparisons.flatMap((c) => c.problems);
    const answers = comparisons.reduce((sum, c) => sum + c.answers, 0);
    const proxyErrors = [...viaProxy.values()].reduce((sum, m) => sum + m.errors, 0);
    const directErrors = [...alone.values()].reduce((sum, m) => sum + m.errors, 0);
    const percent = (value: number | undefined) => `${(value ?? 0).toFixed(0)} %`;
    const table = [
      '| read | proxy + 2 portals: req/s | p50 / p99 ms | errors | CPU portal A / B / proxy / load generator | 1 portal, direct: req/s | p50 / p99 ms | errors | CPU portal / load generator |',
      '|---|---:|---:|---:|---:|---:|---:|---:|---:|',
      ...targets.map((target) => {
        const [two, one] = [viaProxy.get(target.name)!, alone.get(target.name)!];
        return (
          `| ${target.name} | ${two.rps.toFixed(0)} | ${two.p50} / ${two.p99} | ${two.errors} | ` +
          `${percent(two.cpu.A)} / ${percent(two.cpu.B)} / ${percent(two.cpu.proxy)} / ${percent(two.cpu['load generator'])} | ` +
          `${one.rps.toFixed(0)} | ${one.p50} / ${one.p99} | ${one.errors} | ${percent(one.cpu.A)} / ${percent(one.cpu['load generator'])} |`
        );
      }),
    ].join('\n');
    const verdict =
      problems.length === 0 && proxyErrors === 0 && directErrors === 0
        ? `**Same answers, no errors.** Every path of every read (${paths} paths) was read from portal A directly, then twice through the proxy ` +
          `(once from each portal) and from portal B directly, before the load and after it: ${answers} answers, all 200 with A's body byte for byte; ` +
          'autocannon counted no error (non-2xx answer, connection error or timeout) in any run, through the proxy or direct.'
        : `**Checks failed:** ${proxyErrors} errors through the proxy, ${directErrors} direct; ${problems.length} of ${answers} sampled answers differ or failed` +
          `${problems.length > 0 ? `, e.g. ${problems.slice(0, 3).join('; ')}` : ''}.`;
    const summary = [
      `Measured ${new Date().toISOString().slice(0, 10)} by \`BENCH_DATABASE_URL=… npx tsx bench/public-reads.ts --two-instances --write\` after \`npm run build\`:`,
      `two built portals (\`dist/server/main.js\` with the flags of \`npm start\`, LOG_LEVEL=warn, the default 64 MB response cache each) on one fresh`,
      `PostgreSQL 15 database and one s3rver bucket, configured as docs/deploy.md says, with the demo content and ${ARTICLES.toLocaleString('en')} generated articles`,
      'loaded once; in front of them the round-robin proxy of `tests/support/round-robin-proxy.ts` (node:http, kept-alive connections to the portals,',
      'a process of its own). Then, in the same run, portal A alone, read directly, on the same database. The reads of the section above, warm, no',
      `compression asked; autocannon, ${CONNECTIONS} connections, one warm-up, then ${RUNS} runs of ${SECONDS} s, medians. Load average ${load1} at the start, ${loadAtEnd} at the end.`,
      '',
      '**This machine cannot show scaling.** It has 2 cores, and the load generator, the proxy and both portals share them (PostgreSQL too,',
      'though warm reads rarely reach it): the two portals split the same two cores one portal and the load generator already fill, and the',
      "proxy adds a hop and a process of its own. The proxy's figures below one portal's are the cost of that hop on a full machine, not a",
      'limit of the design; scaling needs the portals on machines (or cores) of their own. CPU is per cent of one core over the runs.',
      '',
      table,
      '',
      verdict,
    ].join('\n');
    process.stdout.write(`\n${summary}\n`);
    if (write) writeBenchmarkSection('## Public reads: two instances behind a proxy', summary);
    if (problems.length > 0 || proxyErrors > 0 || directErrors > 0) process.exitCode = 1;
  } finally {
    for (const proc of running) await stop(proc);
    await s3.stop();
    await database.drop();
    for (const dir of dataDirs) fs.rmSync(dir, { recursive: true, force: true });
  }
}

if (process.argv.includes('--two-instances')) await mainTwoInstances();
else await main();
