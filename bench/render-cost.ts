// The server's rendering of a public screen, alone: the markup rendered from the responses a
// page inlines (src/web/ssr/render-screen.tsx, built into dist/ssr), for the home page in each
// locale and an article's page, on the demo content. With --baseline, the same inputs rendered by
// another build of the renderer (a previous version's dist/ssr/render-screen.js) in the same run,
// alternating, so the two see the same machine. Run after `npm run build`:
// npx tsx bench/render-cost.ts [--baseline <render-screen.js of another build> --baseline-note "<what that build is>"] [--write]
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { InitialData, RenderScreen } from '../src/common/initial-data.js';
import { contentPath, listPath } from '../src/common/routes.js';
import { buildApp } from '../src/server/app.js';
import { loadConfig } from '../src/server/config.js';
import { bootstrap } from '../src/server/db/bootstrap.js';
import { openDatabase } from '../src/server/db/database.js';
import { createLocalStorage } from '../src/server/lib/file-storage.js';
import { createResponseCache } from '../src/server/modules/response-cache/create-response-cache.js';
import { median, percentile } from './support/bench-databases.js';
import { writeBenchmarkSection } from './support/benchmarks-file.mjs';

const RUNS = Number(process.env.BENCH_RUNS ?? 400);
const WARM_UP = 100;
const BUILT_RENDERER = path.resolve('dist/ssr/render-screen.js');
const WEB_DIR = path.resolve('dist/web');

type RenderInput = Parameters<RenderScreen>[0];

const loadRenderer = async (file: string) => ((await import(pathToFileURL(file).href)) as { renderScreen: RenderScreen }).renderScreen;

/** What the portal hands its renderer for each page: read once through the whole app, on a fresh copy of the demo content. */
async function captureInputs(pages: string[]): Promise<Map<string, RenderInput>> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'noks-bench-render-'));
  const config = loadConfig({ DATA_DIR: dataDir, RESPONSE_CACHE_MB: '0', LOG_LEVEL: 'silent', SEED_DEMO_CONTENT: 'true', ADMIN_EMAIL: 'bench@noks.localhost', ADMIN_PASSWORD: 'bench password 123' });
  const handle = openDatabase({ sqlitePath: config.sqlitePath });
  const ctx = { config, db: handle.db, storage: createLocalStorage(config.uploadDir), responseCache: createResponseCache(config, handle.db) };
  const inputs = new Map<string, RenderInput>();
  try {
    await bootstrap(ctx, handle);
    const render = await loadRenderer(BUILT_RENDERER);
    const capture: RenderScreen = (input) => {
      inputs.set(input.url, structuredClone(input));
      return render(input);
    };
    const app = await buildApp(ctx, { webDir: WEB_DIR, screenRenderer: capture });
    const { items } = (await app.inject({ url: '/api/articles?limit=1', headers: { lang: '/sr' } })).json<{ items: { id: number; slug: string }[] }>();
    for (const page of [...pages, contentPath('article', 'sr', items[0]!.id, items[0]!.slug)]) {
      const response = await app.inject(page.split('/').map(encodeURIComponent).join('/'));
      if (response.statusCode !== 200) throw new Error(`${page}: ${response.statusCode}`);
    }
    await app.close();
  } finally {
    await handle.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  return inputs;
}

async function timeRender(render: RenderScreen, input: RenderInput): Promise<number> {
  const copy: RenderInput = { ...input, data: structuredClone(input.data) as InitialData };
  const started = performance.now();
  await render(copy);
  return performance.now() - started;
}

async function main() {
  if (!fs.existsSync(BUILT_RENDERER)) throw new Error('Run `npm run build` first: the benchmark loads the built renderer');
  const write = process.argv.includes('--write');
  const baselineAt = process.argv.indexOf('--baseline');
  const baselineFile = baselineAt > 0 ? path.resolve(process.argv[baselineAt + 1]!) : null;
  const noteAt = process.argv.indexOf('--baseline-note');
  const baselineNote = noteAt > 0 ? process.argv[noteAt + 1]! : 'the renderer of another build';
  const renderers: [string, RenderScreen][] = [['this build', await loadRenderer(BUILT_RENDERER)]];
  if (baselineFile) renderers.push(['baseline', await loadRenderer(baselineFile)]);
  const inputs = await captureInputs([listPath('home', 'sr'), listPath('home', 'lat'), listPath('home', 'en')]);

  const rows: string[] = [];
  for (const [url, input] of inputs) {
    const times = new Map<string, number[]>(renderers.map(([name]) => [name, []]));
    for (let i = 0; i < WARM_UP; i++) for (const [, render] of renderers) await timeRender(render, input);
    // Alternating, so that both renderers meet the same moments of the machine.
    for (let i = 0; i < RUNS; i++) for (const [name, render] of renderers) times.get(name)!.push(await timeRender(render, input));
    const [own, base] = [times.get('this build')!, times.get('baseline')];
    const cells = [median(own).toFixed(2), percentile(own, 0.95).toFixed(2)];
    if (base) cells.push(median(base).toFixed(2), percentile(base, 0.95).toFixed(2), `${(median(base) / median(own)).toFixed(1)}×`);
    rows.push(`| ${decodeURI(url)} | ${cells.join(' | ')} |`);
    process.stdout.write(`${rows.at(-1)}\n`);
  }
  const header = baselineFile
    ? ['| page | this build: median | p95 | baseline: median | p95 | faster by |', '|---|---:|---:|---:|---:|---:|']
    : ['| page | median | p95 |', '|---|---:|---:|'];
  const summary = [
    `Measured ${new Date().toISOString().slice(0, 10)} by \`npx tsx bench/render-cost.ts${baselineFile ? ' --baseline <previous build>' : ''} --write\` after \`npm run build\`:`,
    "the server's rendering of a screen alone (renderToString of the route tree, on Preact since decision 15, from the responses the page inlines),",
    `on the demo content; ${WARM_UP} warm-up renders, then ${RUNS} runs, milliseconds; this machine (2 cores, load average ${os.loadavg()[0]!.toFixed(2)} at the end).`,
    baselineFile ? `Baseline: ${baselineNote}, rendered alternately with this build.` : '',
    '',
    ...header,
    ...rows,
  ].join('\n');
  process.stdout.write(`\n${summary}\n`);
  if (write) writeBenchmarkSection('## Rendering a screen on the server', summary);
}

await main();
