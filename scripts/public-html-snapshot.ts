/**
 * Snapshots of the public pages' HTML, to show that a change of the code leaves every public page
 * byte for byte as it was (`npx tsx scripts/public-html-snapshot.ts …`):
 *
 *   snapshot <outDir> [--ref <git-rev>]   starts the built portal of this working copy (after
 *       `npm run build`), or of the commit `--ref` names (checked out into a temporary worktree
 *       beside this one, with this copy's node_modules, and built there), on a fresh data folder
 *       with SQLite and the demo content; fetches every page its sitemap lists plus a few list
 *       screens with a query and a missing page, in the three locales; writes each body under
 *       outDir/pages/ and outDir/index.json (path → status, file, sha256).
 *   compare <dirA> <dirB>   prints the pages whose status or HTML differ, with the first lines of a
 *       diff, and exits 1 if any do.
 *
 * So that two snapshots of the same code are identical:
 * - the portal's clock stands still at FIXED_CLOCK (public-html-snapshot/fixed-clock.mjs), so the
 *   demo content's publish dates, this month's events and the dates the pages show do not depend
 *   on the day the snapshot is taken; the portal gets no settings but those written here (so
 *   SQLite, files in the data folder, time zone UTC, whatever this shell has), the public address
 *   the pages link to (PUBLIC_URL) is not the port it happens to listen on, and the admin's e-mail
 *   and password are fixed;
 * - two things are masked (public-html-snapshot/snapshot-index.ts), and the files under pages/ are
 *   the masked HTML: the content hash in the names of built files (`/assets/start-HASH.js`), which
 *   changes with any change to the bundled code, not with what a page shows; and the storage key
 *   of each upload in /media/ addresses, drawn at random when the demo content is seeded, which is
 *   replaced by the upload's id in the database (`/media/upload-13.w320.webp`).
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import Database from 'better-sqlite3';
import { LOCALES, type Locale } from '../src/common/locales.js';
import { LOCALE_PREFIX, ROUTE_WORDS, type ListRouteKey, listPath } from '../src/common/routes.js';
import { type SnapshotIndex, findDifferences, maskPage, pageFileName, sha256 } from './public-html-snapshot/snapshot-index.js';

/** The instant the portal's clock stands at: any fixed one would do. */
const FIXED_CLOCK = '2026-03-16T09:30:00.000Z';
/** The address the pages link to, the same whatever port the portal was given. */
const PUBLIC_URL = 'https://noks.example.org';
const FIXED_CLOCK_MODULE = fileURLToPath(new URL('./public-html-snapshot/fixed-clock.mjs', import.meta.url));
/** The working copy this script is in, whatever folder it is run from. */
const WORKING_COPY = fileURLToPath(new URL('..', import.meta.url));

/** A word the demo content has in each locale, for the screens that take a query. */
const QUERY: Record<Locale, string> = { sr: 'квалификације', lat: 'kvalifikacije', en: 'qualifications' };

/** Screens the sitemap does not list: the search, files and register with a query, and a page that does not exist. */
function pathsBeyondSitemap(locale: Locale): string[] {
  // Encoded as the sitemap's addresses are, so that each page has one path in the index.
  const withQuery = (key: ListRouteKey) => `${encodeURI(listPath(key, locale))}?q=${encodeURIComponent(QUERY[locale])}`;
  return [withQuery('search'), withQuery('files'), withQuery('qualifications'), encodeURI(`${LOCALE_PREFIX[locale]}/${ROUTE_WORDS.article[locale]}/999999`)];
}

async function main(args: string[]): Promise<void> {
  const [command, ...rest] = args;
  if (command === 'snapshot' && rest[0] && (rest.length === 1 || (rest.length === 3 && rest[1] === '--ref'))) {
    await snapshot(path.resolve(rest[0]), rest[2]);
  } else if (command === 'compare' && rest.length === 2) {
    process.exitCode = compare(path.resolve(rest[0]!), path.resolve(rest[1]!)) ? 0 : 1;
  } else {
    process.stderr.write('Usage: npx tsx scripts/public-html-snapshot.ts snapshot <outDir> [--ref <git-rev>]\n       npx tsx scripts/public-html-snapshot.ts compare <dirA> <dirB>\n');
    process.exitCode = 2;
  }
}

async function snapshot(outDir: string, ref: string | undefined): Promise<void> {
  const checkout = ref ? checkOutAndBuild(ref) : WORKING_COPY;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'noks-html-snapshot-data-'));
  try {
    const port = await freePort();
    const portal = await startPortal(checkout, dataDir, port);
    try {
      const count = await savePages(`http://127.0.0.1:${port}`, outDir, readMediaIds(dataDir));
      process.stdout.write(`${count} pages of ${ref ?? 'the working copy'} in ${outDir}\n`);
    } finally {
      await stop(portal);
    }
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
    if (ref) removeWorktree(checkout);
  }
}

/** The commit checked out into a temporary worktree that shares this copy's node_modules, and built there. */
function checkOutAndBuild(ref: string): string {
  const checkout = fs.mkdtempSync(path.join(os.tmpdir(), 'noks-html-snapshot-ref-'));
  execFileSync('git', ['worktree', 'add', '--detach', checkout, ref], { cwd: WORKING_COPY, stdio: 'inherit' });
  try {
    fs.symlinkSync(fs.realpathSync(path.join(WORKING_COPY, 'node_modules')), path.join(checkout, 'node_modules'));
    // The build's output goes to stderr, so that stdout says only what was snapshotted.
    execFileSync('npm', ['run', 'build'], { cwd: checkout, stdio: ['ignore', process.stderr, 'inherit'] });
  } catch (error) {
    removeWorktree(checkout);
    throw error;
  }
  return checkout;
}

function removeWorktree(checkout: string): void {
  execFileSync('git', ['worktree', 'remove', '--force', checkout], { cwd: WORKING_COPY, stdio: 'inherit' });
}

/** A port nobody listens on right now (the portal then binds it with the right PUBLIC_URL). */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/** The built portal of `checkout` with the demo content seeded into `dataDir`, answering once healthy. */
async function startPortal(checkout: string, dataDir: string, port: number): Promise<ChildProcess> {
  const main = path.join(checkout, 'dist/server/main.js');
  if (!fs.existsSync(main) || !fs.existsSync(path.join(checkout, 'dist/web/index.html'))) {
    throw new Error(`${main} or the web build beside it is missing: run \`npm run build\` first.`);
  }
  const portal = spawn(process.execPath, ['--import', FIXED_CLOCK_MODULE, main], {
    cwd: checkout,
    stdio: ['ignore', 'ignore', 'inherit'],
    // Only these settings, not this shell's (a DATABASE_URL, S3_BUCKET or TZ there would change the pages).
    env: {
      PATH: process.env.PATH,
      TZ: 'UTC',
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL,
      DATA_DIR: dataDir,
      SEED_DEMO_CONTENT: 'true',
      ADMIN_EMAIL: 'snapshot-admin@example.org',
      ADMIN_PASSWORD: 'snapshot admin password 1234',
      LOG_LEVEL: 'error',
      FIXED_CLOCK,
    },
  });
  for (let attempt = 0; attempt < 1200 && portal.exitCode === null; attempt++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) return portal;
    } catch {
      // not listening yet: the demo content takes seconds to seed
    }
    await sleep(100);
  }
  await stop(portal);
  throw new Error('The portal did not start');
}

async function stop(portal: ChildProcess): Promise<void> {
  if (portal.exitCode !== null) return;
  const exited = new Promise((resolve) => portal.once('exit', resolve));
  portal.kill('SIGTERM');
  await exited;
}

/** The id of each upload by its storage key, from the portal's SQLite database in `dataDir`. */
function readMediaIds(dataDir: string): Map<string, number> {
  const db = new Database(path.join(dataDir, 'noks.sqlite'), { readonly: true });
  try {
    const rows = db.prepare('select id, storage_key from media').all() as { id: number; storage_key: string }[];
    return new Map(rows.map((row) => [row.storage_key, row.id]));
  } finally {
    db.close();
  }
}

/** Every public page the portal at `baseUrl` answers, masked and written under outDir; returns how many. */
async function savePages(baseUrl: string, outDir: string, mediaIds: ReadonlyMap<string, number>): Promise<number> {
  const answer = await fetch(`${baseUrl}/sitemap.xml`);
  if (!answer.ok) throw new Error(`The sitemap answered ${answer.status}`);
  const sitemap = await answer.text();
  const sitemapPaths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
  const paths = [...new Set([...sitemapPaths, ...LOCALES.flatMap(pathsBeyondSitemap)])].sort();
  fs.rmSync(outDir, { recursive: true, force: true });
  fs.mkdirSync(path.join(outDir, 'pages'), { recursive: true });
  const index: SnapshotIndex = {};
  for (const pagePath of paths) {
    const response = await fetch(`${baseUrl}${pagePath}`, { redirect: 'manual' });
    const html = maskPage(await response.text(), mediaIds);
    const file = pageFileName(pagePath);
    fs.writeFileSync(path.join(outDir, 'pages', file), html);
    index[pagePath] = { status: response.status, file, sha256: sha256(html) };
  }
  fs.writeFileSync(path.join(outDir, 'index.json'), `${JSON.stringify(index, null, 2)}\n`);
  return paths.length;
}

/** Prints the pages that differ between two snapshots; true when none does. */
function compare(dirA: string, dirB: string): boolean {
  const readIndex = (dir: string): SnapshotIndex => JSON.parse(fs.readFileSync(path.join(dir, 'index.json'), 'utf8'));
  const indexA = readIndex(dirA);
  const differences = findDifferences(indexA, readIndex(dirB), (side, file) => fs.readFileSync(path.join(side === 'a' ? dirA : dirB, 'pages', file), 'utf8'));
  for (const { path: pagePath, summary, diff } of differences) {
    process.stdout.write(`${decodeURI(pagePath)}: ${summary}\n${diff ? `${diff}\n` : ''}\n`);
  }
  const total = Object.keys(indexA).length;
  process.stdout.write(differences.length === 0 ? `All ${total} pages are identical.\n` : `${differences.length} of ${total} pages differ (A: ${dirA}, B: ${dirB}).\n`);
  return differences.length === 0;
}

await main(process.argv.slice(2));
