import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import type { TestProject } from 'vitest/node';
import { buildApp } from '../../../src/server/app.js';
import type { AppContext } from '../../../src/server/app-context.js';
import { loadConfig } from '../../../src/server/config.js';
import { bootstrap } from '../../../src/server/db/bootstrap.js';
import { openDatabase } from '../../../src/server/db/database.js';
import { createFileStorage } from '../../../src/server/lib/create-file-storage.js';
import { createMailSender } from '../../../src/server/modules/mail/mail-sender.js';
import { createResponseCache } from '../../../src/server/modules/response-cache/create-response-cache.js';

/** One running portal of the browser suite. */
export interface Portal {
  /** Its address, e.g. http://127.0.0.1:40123 (no trailing slash). */
  baseUrl: string;
  /** The folder it serves its web build from (a copy of its own): a test can put a new release there. */
  webDir: string;
  /** The server's screen renderer it runs (a copy of dist/ssr/render-screen.js), on its worker threads. */
  screenRenderer: string;
  /** The folder its e-mail is written to (no SMTP_URL): DATA_DIR/outbox. */
  outboxDir: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** One portal a worker of the suite (E2E_WORKERS): the files a worker runs, one after another, share its portal. */
    portals: Portal[];
  }
}

export const E2E_ADMIN = { email: 'e2e-admin@example.org', password: 'e2e admin password 1234' };

/** The production build under test; E2E_WEB_DIR points at another build folder (one per working copy). */
const WEB_DIR = process.env.E2E_WEB_DIR ?? path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../dist/web');
/** The server renderer built beside it (vite.ssr.config.ts). */
const SSR_DIR = path.join(path.dirname(WEB_DIR), 'ssr');

/** A port nobody listens on right now (the server then binds it with the right PUBLIC_URL). */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/** A started portal and how to stop it. */
interface RunningPortal extends Portal {
  stop: () => Promise<void>;
}

/** Starts one portal: its own data folder and SQLite database, the first admin, the demo content and a copy of the build. */
async function startPortal(): Promise<RunningPortal> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'noks-e2e-'));
  // A copy of the build, so a rebuild during the run (emptyOutDir) cannot pull assets from under it.
  const webDir = path.join(dataDir, 'web');
  fs.cpSync(WEB_DIR, webDir, { recursive: true });
  const ssrDir = path.join(dataDir, 'ssr');
  fs.cpSync(SSR_DIR, ssrDir, { recursive: true });
  const port = await freePort();
  const config = loadConfig({
    NODE_ENV: 'test',
    HOST: '127.0.0.1',
    PORT: String(port),
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    DATA_DIR: dataDir,
    SEED_DEMO_CONTENT: 'true',
    ADMIN_EMAIL: E2E_ADMIN.email,
    ADMIN_PASSWORD: E2E_ADMIN.password,
    LOG_LEVEL: 'error',
    // Whatever this machine's cores, the pages are rendered on worker threads, as on a server.
    RENDER_THREADS: '2',
  });
  const handle = openDatabase({ sqlitePath: config.sqlitePath });
  const ctx: AppContext = { config, db: handle.db, storage: await createFileStorage(config), responseCache: createResponseCache(config, handle.db) };
  const started = Date.now();
  let app: FastifyInstance | undefined;
  let stopMail: (() => Promise<void>) | undefined;
  try {
    await bootstrap(ctx, handle);
    app = await buildApp(ctx, { webDir, screenRenderer: path.join(ssrDir, 'render-screen.js'), logger: { level: 'error' } });
    await app.listen({ host: '127.0.0.1', port });
    // As main.ts does: the e-mail the portal sends lands in its outbox folder.
    stopMail = createMailSender(ctx, app.log).start();
  } catch (error) {
    await stopMail?.();
    await app?.close();
    await handle.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  const server = app;
  const baseUrl = `http://127.0.0.1:${port}`;
  process.stdout.write(`[e2e] portal with demo content at ${baseUrl} (data in ${dataDir}, ready in ${Date.now() - started} ms)\n`);
  return {
    baseUrl,
    webDir,
    screenRenderer: path.join(ssrDir, 'render-screen.js'),
    outboxDir: config.outboxDir,
    stop: async () => {
      await stopMail?.();
      await server.close();
      await handle.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Starts the real portal once per worker of the browser suite (vitest.config.ts), so that files
 * running at the same time never share a database, a signed-in admin or a web build.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  if (!fs.existsSync(path.join(WEB_DIR, 'index.html')) || !fs.existsSync(path.join(SSR_DIR, 'render-screen.js'))) {
    throw new Error(`The browser suite needs the built web app, and ${path.join(WEB_DIR, 'index.html')} or the screen renderer in ${SSR_DIR} is missing. Run \`npm run build\` (or \`npm run build:web\`) first.`);
  }
  const workers = project.config.maxWorkers;
  const started = await Promise.allSettled(Array.from({ length: workers }, () => startPortal()));
  const portals = started.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
  const stopAll = async () => {
    await Promise.all(portals.map((portal) => portal.stop()));
  };
  const failed = started.find((result) => result.status === 'rejected');
  if (failed) {
    await stopAll();
    throw failed.reason;
  }
  project.provide(
    'portals',
    portals.map(({ baseUrl, webDir, screenRenderer, outboxDir }) => ({ baseUrl, webDir, screenRenderer, outboxDir })),
  );
  return stopAll;
}
