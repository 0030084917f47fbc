// Budget of the home route's first load: the gzipped JavaScript a citizen's browser must fetch
// before the home screen renders (the entry chunk, the home screen's lazy chunk and the Serbian
// messages, each with its static imports), read from the last build's .vite/manifest.json. It
// must stay within 120 kB (what Lighthouse may count before the page is idle) and hold no dashboard or
// editor code (ARCHITECTURE §6, decision 0003), nor Zod: the API's schemas validate on the server and
// in the dashboard's forms, and the public screens take only their types (decision 26).
// Builds nothing: run `npm run build:web` first.
//   node bench/bundle-budget.mjs [--dist dist/web] [--no-write]
// Exit status: 0 within budget, 1 over budget or dashboard code included, 2 no build to measure.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import { BENCHMARKS_FILE, writeBenchmarkSection } from './support/benchmarks-file.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const args = process.argv.slice(2);
const distArg = args.indexOf('--dist');
const distDir = path.resolve(root, distArg >= 0 ? (args[distArg + 1] ?? '') : 'dist/web');
const shouldWrite = !args.includes('--no-write');

/** kB as Vite prints them: 1000 bytes. */
const BUDGET_JS_GZIP_BYTES = 120_000;
/** The home screen's lazy chunk, by its source path relative to the web root (src/web). */
const HOME_SCREEN_SOURCES = ['features/home/home-screen.tsx'];
/** Lazy chunks the app awaits before its first render at /: the default locale's start-up namespaces (src/web/lib/i18n.ts NAMESPACES). */
const FIRST_RENDER_LAZY = /^locales\/sr\/(common|screens)\.json$/;
/** Same patterns as ADMIN_CODE in src/web/pwa/pwa-build.ts: the dashboard, the editor, the UI kit. */
const ADMIN_CODE = /(?:^|\/)src\/web\/app\/admin-layout|(?:^|\/)src\/web\/features\/dashboard\/|\/node_modules\/(?:@tiptap\/|@mantine\/|prosemirror-|tiptap)/;
const ADMIN_SOURCE = /^(?:app\/admin-layout|features\/dashboard\/)/;
/** The schema library: a value imported where a type was meant pulls it, and every schema with it, into the first load. */
const SCHEMA_CODE = /\/node_modules\/zod\//;

const manifestFile = path.join(distDir, '.vite/manifest.json');
if (!fs.existsSync(manifestFile)) {
  process.stderr.write(`No ${path.relative(root, manifestFile)}: run "npm run build:web" first.\n`);
  process.exit(2);
}
/** @type {Record<string, {file: string, src?: string, isEntry?: boolean, imports?: string[], css?: string[]}>} */
const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8'));

const entryKeys = Object.keys(manifest).filter((key) => manifest[key].isEntry);
const entryKey = entryKeys.find((key) => key === 'index.html' || key.endsWith('/index.html')) ?? entryKeys[0];
if (!entryKey) {
  process.stderr.write('The manifest names no entry chunk.\n');
  process.exit(2);
}
const homeKey = Object.keys(manifest).find((key) => HOME_SCREEN_SOURCES.some((source) => key === source || key.endsWith(`/${source}`)));

/** The chunks a route needs before it renders: the start chunks and their static imports, transitively. */
function staticClosure(startKeys) {
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    for (const imported of manifest[key].imports ?? []) visit(imported);
  };
  startKeys.forEach(visit);
  return [...seen];
}

/** The source modules bundled into a file, from its source map (empty when there is none). */
function bundledSources(file) {
  const mapFile = path.join(distDir, `${file}.map`);
  if (!fs.existsSync(mapFile)) return [];
  return (JSON.parse(fs.readFileSync(mapFile, 'utf8')).sources ?? []).map((source) => source.replaceAll('\\', '/'));
}

function measure(file) {
  const content = fs.readFileSync(path.join(distDir, file));
  return { file, bytes: content.length, gzip: zlib.gzipSync(content, { level: 9 }).length };
}

const messageKeys = Object.keys(manifest).filter((key) => FIRST_RENDER_LAZY.test(key));
const keys = staticClosure([entryKey, ...(homeKey ? [homeKey] : []), ...messageKeys]);
const jsFiles = [...new Set(keys.map((key) => manifest[key].file))];
const cssFiles = [...new Set(keys.flatMap((key) => manifest[key].css ?? []))];

const js = jsFiles.map((file) => {
  const key = keys.find((candidate) => manifest[candidate].file === file);
  const sources = bundledSources(file);
  const adminModules = sources.filter((source) => ADMIN_CODE.test(source));
  const schemaModules = sources.filter((source) => SCHEMA_CODE.test(source));
  if (key && ADMIN_SOURCE.test(manifest[key].src ?? key)) adminModules.unshift(manifest[key].src ?? key);
  const role = key === entryKey ? 'entry' : key === homeKey ? 'home screen' : messageKeys.includes(key) ? 'messages (sr)' : 'static import';
  return { ...measure(file), role, adminModules, schemaModules };
});
const css = cssFiles.map((file) => ({ ...measure(file), role: 'style' }));

const sum = (rows, field) => rows.reduce((total, row) => total + row[field], 0);
const totalJs = { bytes: sum(js, 'bytes'), gzip: sum(js, 'gzip') };
const totalCss = { bytes: sum(css, 'bytes'), gzip: sum(css, 'gzip') };
const adminRows = js.filter((row) => row.adminModules.length > 0);
const schemaRows = js.filter((row) => row.schemaModules.length > 0);
const isOverBudget = totalJs.gzip > BUDGET_JS_GZIP_BYTES;

const kB = (bytes) => `${(bytes / 1000).toFixed(2)} kB`;
const share = (bytes) => `${((bytes / BUDGET_JS_GZIP_BYTES) * 100).toFixed(1)} %`;

const rows = [
  ['file', 'role', 'raw', 'gzip -9', 'of budget'],
  ...[...js].sort((a, b) => b.gzip - a.gzip).map((row) => [row.file, row.role + (row.adminModules.length ? ' (DASHBOARD CODE)' : ''), kB(row.bytes), kB(row.gzip), share(row.gzip)]),
  ['JavaScript total', `${js.length} chunks`, kB(totalJs.bytes), kB(totalJs.gzip), share(totalJs.gzip)],
  ...css.map((row) => [row.file, row.role, kB(row.bytes), kB(row.gzip), '']),
  ['CSS total (no budget)', `${css.length} files`, kB(totalCss.bytes), kB(totalCss.gzip), ''],
];
const widths = rows[0].map((_, column) => Math.max(...rows.map((row) => row[column].length)));
const line = (row) => row.map((cell, column) => (column >= 2 ? cell.padStart(widths[column]) : cell.padEnd(widths[column]))).join('  ');

const verdicts = [
  isOverBudget
    ? `OVER BUDGET: ${kB(totalJs.gzip)} of gzipped JavaScript, budget ${kB(BUDGET_JS_GZIP_BYTES)}`
    : `within budget: ${kB(totalJs.gzip)} of ${kB(BUDGET_JS_GZIP_BYTES)} gzipped JavaScript (${share(totalJs.gzip)})`,
  ...adminRows.map((row) => `DASHBOARD CODE in ${row.file}: ${row.adminModules.slice(0, 5).join(', ')}${row.adminModules.length > 5 ? ', …' : ''}`),
  ...schemaRows.map((row) => `ZOD in ${row.file} (${row.schemaModules.length} modules): import the schemas' types only (\`import type\`)`),
];
if (!homeKey) verdicts.push(`note: no chunk for ${HOME_SCREEN_SOURCES.join(' or ')} in this build; measured the entry's static graph only`);

process.stdout.write(`Home route initial load (${path.relative(root, distDir) || '.'}, ${[entryKey, homeKey, ...messageKeys].filter(Boolean).join(' + ')})\n\n`);
process.stdout.write(`${line(rows[0])}\n${widths.map((width) => '-'.repeat(width)).join('  ')}\n`);
for (const row of rows.slice(1)) process.stdout.write(`${line(row)}\n`);
process.stdout.write(`\n${verdicts.join('\n')}\n`);

if (shouldWrite) {
  const heading = '## Home route initial JavaScript';
  const table = [
    `| file | role | raw | gzip -9 | of budget |`,
    `|---|---|---:|---:|---:|`,
    ...rows.slice(1).map((row) => `| ${row.map((cell) => cell.replaceAll('|', '\\|')).join(' | ')} |`),
  ];
  writeBenchmarkSection(heading, [
    `Measured ${new Date().toISOString().slice(0, 10)} by \`node bench/bundle-budget.mjs\` after \`npm run build:web\`: the entry chunk,`,
    `the home screen chunk${homeKey ? '' : ' (not in this build)'} and the Serbian messages it loads, with their static imports, from \`dist/web/.vite/manifest.json\`;`,
    `gzip level 9, kB = 1000 bytes. Budget: ${kB(BUDGET_JS_GZIP_BYTES)} of JavaScript, no dashboard or editor code, no Zod.`,
    '',
    ...table,
    '',
    `**Result:** ${verdicts.join('; ')}.`,
  ].join('\n'));
  process.stdout.write(`\nUpdated ${path.relative(root, BENCHMARKS_FILE)}\n`);
}

process.exit(isOverBudget || adminRows.length > 0 || schemaRows.length > 0 ? 1 : 0);
