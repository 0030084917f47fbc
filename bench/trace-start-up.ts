// The long tasks of a page's start-up and what runs in them, to find what costs a register's screen its total blocking
// time: the built portal (demo content) in Debian's Chromium at a phone's size, a trace and a CPU profile of one load
// after a warm-up. The page loads unslowed, as in Lighthouse's simulated mode, whose blocking time is each main-thread
// task's duration times the CPU slowdown, less 50 ms. Here a task's duration is its CPU time on the main thread, which a
// machine busy with other work does not stretch as it does the wall clock. Each task that would block at the slowdown
// is listed with what it holds (trace events) and the functions that ran in it, by the source they were built from
// (the build's source maps), then the self time of those functions over all such tasks.
//   npm run build && npx tsx bench/trace-start-up.ts [--pages standards,register] [--slowdown 8.4] [--runs 1] [--top 14] [--save DIR]
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { TraceMap, originalPositionFor } from '@jridgewell/trace-mapping';
import { chromium } from 'playwright-core';
import { contentPath, listPath } from '../src/common/routes.js';
import { startPortal, stop } from './support/portal-process.js';

const args = process.argv.slice(2);
const option = (name: string) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
const PORT = 3905;
const BASE = `http://127.0.0.1:${PORT}`;
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** bench/lighthouse.ts's calibrated slowdown on this machine (2026-11-29). */
const SLOWDOWN = Number(option('--slowdown') ?? 8.4);
const RUNS = Number(option('--runs') ?? 1);
const TOP = Number(option('--top') ?? 14);
const SAVE = option('--save');
const ONLY = option('--pages')?.split(',') ?? ['standards', 'register'];
/** Lighthouse counts what a task lasts past 50 ms. */
const LONG_TASK_US = 50_000;

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  /** The thread's CPU time in the event. */
  tdur?: number;
  pid: number;
  tid: number;
  args?: { name?: string; data?: Record<string, unknown> };
}
interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  startTime: number;
  samples: number[];
  timeDeltas: number[];
}

async function firstOf(list: string): Promise<{ id: number; slug: string }> {
  const body = (await (await fetch(`${BASE}/api/${list}`, { headers: { lang: '/sr' } })).json()) as { items: { id: number; slug: string }[] };
  return body.items[0]!;
}

const item = (key: 'qualification' | 'level' | 'standard' | 'provider' | 'council', list: string) => async () => {
  const { id, slug } = await firstOf(list);
  return contentPath(key, 'sr', id, slug);
};

/** The pages of bench/lighthouse.ts, by the same names. */
const PAGES: Record<string, () => Promise<string>> = {
  home: async () => listPath('home', 'sr'),
  files: async () => listPath('files', 'sr'),
  register: async () => listPath('qualifications', 'sr'),
  qualification: item('qualification', 'qualifications?limit=1'),
  levels: async () => listPath('levels', 'sr'),
  level: item('level', 'levels'),
  guide: async () => listPath('guide', 'sr'),
  standards: async () => listPath('standards', 'sr'),
  standard: item('standard', 'standards?limit=1'),
  providers: async () => listPath('providers', 'sr'),
  provider: item('provider', 'providers?limit=1'),
  councils: async () => listPath('councils', 'sr'),
  council: item('council', 'councils'),
  search: async () => `${listPath('search', 'sr')}?q=${encodeURIComponent('квалификација')}`,
};

function urlOf(routePath: string): string {
  const [pathname, search] = routePath.split('?');
  return `${BASE}${pathname!.split('/').map(encodeURIComponent).join('/')}${search ? `?${search}` : ''}`;
}

/** Where a built script's position comes from, through the build's source map: "source:line name". */
const maps = new Map<string, TraceMap | null>();
function original(url: string, line: number, column: number): string {
  const file = url.startsWith(BASE) ? path.join('dist/web', new URL(url).pathname) : '';
  if (!maps.has(file)) maps.set(file, file && fs.existsSync(`${file}.map`) ? new TraceMap(fs.readFileSync(`${file}.map`, 'utf8')) : null);
  const map = maps.get(file);
  if (!map) return url ? `${path.basename(url)}:${line + 1}` : '(native)';
  const position = originalPositionFor(map, { line: line + 1, column });
  if (!position.source) return `${path.basename(url)}:${line + 1}`;
  const source = position.source.replace(/^(\.\.\/)+/, '').replace(/^.*node_modules\//, '');
  return `${source}:${position.line}${position.name ? ` ${position.name}` : ''}`;
}

const ms = (us: number) => (us / 1000).toFixed(1);
const cpuOf = (event: TraceEvent) => event.tdur ?? event.dur ?? 0;

async function traceOnce(url: string, name: string) {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
  try {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await page.goto(url, { waitUntil: 'networkidle' }); // warm-up: the server's cache
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
    const events: TraceEvent[] = [];
    cdp.on('Tracing.dataCollected', (message) => void events.push(...(message.value as unknown as TraceEvent[])));
    const complete = new Promise<void>((resolve) => cdp.once('Tracing.tracingComplete', () => resolve()));
    await cdp.send('Tracing.start', { categories: 'devtools.timeline,disabled-by-default-devtools.timeline,v8.execute,toplevel,blink.user_timing,loading', transferMode: 'ReportEvents' });
    await cdp.send('Profiler.start');
    await page.goto('about:blank');
    await page.goto(url, { waitUntil: 'load' });
    await page.locator('html[data-interactive]').waitFor({ state: 'attached', timeout: 60_000 });
    await page.waitForTimeout(1000);
    const { profile } = (await cdp.send('Profiler.stop')) as { profile: Profile };
    await cdp.send('Tracing.end');
    await complete;
    if (SAVE) fs.writeFileSync(path.join(SAVE, `${name}.trace.json`), JSON.stringify({ traceEvents: events }));
    analyse(name, events, profile);
  } finally {
    await browser.close();
  }
}

function analyse(name: string, events: TraceEvent[], profile: Profile) {
  const navigation = events.filter((event) => event.name === 'navigationStart' && (event.args?.data as { documentLoaderURL?: string } | undefined)?.documentLoaderURL?.startsWith(BASE)).at(-1);
  if (!navigation) throw new Error('No navigation to the portal in the trace');
  const onMain = events.filter((event) => event.pid === navigation.pid && event.tid === navigation.tid && event.ts >= navigation.ts && event.ph === 'X');
  const at = (event: TraceEvent) => ms(event.ts - navigation.ts);
  const fcp = events.find((event) => event.name === 'firstContentfulPaint' && event.pid === navigation.pid && event.ts >= navigation.ts);
  // The main thread's tasks, outermost only (a task may run another inside it).
  const tasks: TraceEvent[] = [];
  for (const event of onMain.filter((candidate) => candidate.name === 'RunTask' || candidate.name === 'ThreadControllerImpl::RunTask').sort((a, b) => a.ts - b.ts)) {
    const last = tasks.at(-1);
    if (!last || event.ts >= last.ts + last.dur!) tasks.push(event);
  }
  const blockingOf = (task: TraceEvent) => Math.max(0, cpuOf(task) * SLOWDOWN - LONG_TASK_US);
  const long = tasks.filter((task) => blockingOf(task) > 0);
  const afterPaint = long.filter((task) => fcp && task.ts + task.dur! > fcp.ts);
  const sum = (list: TraceEvent[]) => ms(list.reduce((total, task) => total + blockingOf(task), 0));
  process.stdout.write(`\n== ${name}: first paint at ${fcp ? at(fcp) : '?'} ms; at ${SLOWDOWN}× these tasks block ${sum(afterPaint)} ms after it (${sum(long)} ms in all)\n`);

  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const parent = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  /** The profile's samples with their times, on the trace's clock. */
  const samples: { ts: number; node: number; us: number }[] = [];
  let clock = profile.startTime;
  for (let i = 0; i < profile.samples.length; i++) {
    clock += profile.timeDeltas[i]!;
    samples.push({ ts: clock, node: profile.samples[i]!, us: profile.timeDeltas[i + 1] ?? 0 });
  }
  const self = new Map<string, number>();
  for (const task of long) {
    const inside = onMain.filter((event) => event !== task && event.ts >= task.ts && event.ts + (event.dur ?? 0) <= task.ts + task.dur! && !event.name.endsWith('RunTask'));
    const byName = new Map<string, number>();
    for (const event of inside) {
      const data = event.args?.data as { url?: string } | undefined;
      const key = `${event.name}${data?.url ? ` ${path.basename(data.url)}` : ''}`;
      byName.set(key, (byName.get(key) ?? 0) + (event.dur ?? 0));
    }
    const holds = [...byName].sort((a, b) => b[1] - a[1]).slice(0, 5).map(([key, us]) => `${key} ${ms(us)}`);
    process.stdout.write(`task at ${at(task)} ms: CPU ${ms(cpuOf(task))} ms (wall ${ms(task.dur!)}), blocks ${ms(blockingOf(task))} ms — ${holds.join('; ')}\n`);
    // The time under each source function (inclusive, once a sample), and each sample's own function.
    const under = new Map<string, number>();
    for (const sample of samples) {
      if (sample.ts < task.ts || sample.ts > task.ts + task.dur!) continue;
      const leaf = nodes.get(sample.node)!.callFrame;
      if (leaf.functionName !== '(idle)' && leaf.functionName !== '(program)') {
        const key = `${leaf.functionName || '(anonymous)'} @ ${original(leaf.url, leaf.lineNumber, leaf.columnNumber)}`;
        self.set(key, (self.get(key) ?? 0) + sample.us);
      }
      const seen = new Set<string>();
      for (let id: number | undefined = sample.node; id !== undefined; id = parent.get(id)) {
        const frame = nodes.get(id)!.callFrame;
        if (!frame.url) continue;
        const key = original(frame.url, frame.lineNumber, frame.columnNumber).replace(/:\d+/, '');
        if (seen.has(key)) continue;
        seen.add(key);
        under.set(key, (under.get(key) ?? 0) + sample.us);
      }
    }
    for (const [key, us] of [...under].sort((a, b) => b[1] - a[1]).slice(0, TOP)) process.stdout.write(`  ${ms(us).padStart(6)} ms  ${key}\n`);
  }
  process.stdout.write('self time in those tasks:\n');
  for (const [key, us] of [...self].sort((a, b) => b[1] - a[1]).slice(0, TOP)) process.stdout.write(`  ${ms(us).padStart(6)} ms  ${key}\n`);
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'noks-trace-'));
const portal = await startPortal(dataDir, PORT);
try {
  for (const name of ONLY) {
    const page = PAGES[name];
    if (!page) throw new Error(`No page named ${name}: ${Object.keys(PAGES).join(', ')}`);
    const url = urlOf(await page());
    for (let run = 0; run < RUNS; run++) await traceOnce(url, name);
  }
} finally {
  await stop(portal);
  fs.rmSync(dataDir, { recursive: true, force: true });
}
