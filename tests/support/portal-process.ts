import { type ChildProcess, spawn } from 'node:child_process';
import net from 'node:net';
import { fileURLToPath } from 'node:url';

/**
 * The real portal as an operator starts it (`node --import tsx src/server/main.ts`), for tests
 * that talk to it over HTTP: spawned with a clean configuration, its output kept, waited for
 * until ready, stopped with SIGTERM. (tests/integration/start.test.ts has its own copy of this.)
 */

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** Every variable src/server/config.ts reads: none is inherited from the test's environment. */
const CONFIG_VARIABLES = new Set([
  'NODE_ENV',
  'PORT',
  'HOST',
  'DATA_DIR',
  'DATABASE_URL',
  'PUBLIC_URL',
  'ADMIN_EMAIL',
  'ADMIN_PASSWORD',
  'UPLOAD_MAX_DOCUMENT_MB',
  'UPLOAD_MAX_IMAGE_MB',
  'S3_BUCKET',
  'S3_ENDPOINT',
  'S3_REGION',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
  'S3_FORCE_PATH_STYLE',
  'RESPONSE_CACHE_MB',
  'SESSION_TTL_HOURS',
  'SEED_DEMO_CONTENT',
  'TRUST_PROXY',
  'LOG_LEVEL',
  'METRICS_TOKEN',
  'SECRET_KEY',
]);

export interface Exit {
  code: number | null;
  signal: NodeJS.Signals | null;
}

export interface PortalProcess {
  child: ChildProcess;
  port: number;
  /** http://127.0.0.1:<port> */
  url: string;
  stdout(): string;
  stderr(): string;
  /** Resolves once the process has exited and its output is fully read. */
  exited: Promise<Exit>;
  readonly isRunning: boolean;
}

/** Starts `src/server/main.ts` on 127.0.0.1:`port` with `env` as its whole configuration. */
export function spawnPortal(port: number, env: Record<string, string>): PortalProcess {
  const inherited = Object.fromEntries(Object.entries(process.env).filter(([name]) => !CONFIG_VARIABLES.has(name)));
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: ROOT,
    env: { ...inherited, HOST: '127.0.0.1', PORT: String(port), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout!.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
  child.stderr!.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
  let running = true;
  const exited = new Promise<Exit>((resolve) =>
    child.once('close', (code, signal) => {
      running = false;
      resolve({ code, signal });
    }),
  );
  return {
    child,
    port,
    url: `http://127.0.0.1:${port}`,
    stdout: () => stdout,
    stderr: () => stderr,
    exited,
    get isRunning() {
      return running;
    },
  };
}

function canListen(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

/** A port nothing listens on now, from a range away from the usual ones; `taken` are never returned. */
export async function freePort(taken: number[] = []): Promise<number> {
  for (;;) {
    const port = 20_000 + Math.floor(Math.random() * 20_000);
    if (!taken.includes(port) && (await canListen(port))) return port;
  }
}

/** Waits until `/api/health/ready` answers 200; fails early, with the output, if the process exits. */
export async function waitForReady(portal: PortalProcess, timeoutMs = 90_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (!portal.isRunning) throw new Error(`the portal on port ${portal.port} exited (${JSON.stringify(await portal.exited)}) before it was ready:\n${portal.stderr()}\n${portal.stdout()}`);
    const response = await fetch(`${portal.url}/api/health/ready`).catch(() => null); // null: not listening yet
    if (response?.status === 200) return;
    await response?.body?.cancel();
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no answer from ${portal.url}/api/health/ready within ${timeoutMs} ms:\n${portal.stderr()}`);
}

/** SIGTERM, as a process manager stops it, and its exit. */
export async function stopPortal(portal: PortalProcess): Promise<Exit> {
  if (portal.isRunning) portal.child.kill('SIGTERM');
  return portal.exited;
}

/** For clean-up after a failure: kills the process (this one only, by its handle) if it still runs. */
export function killPortal(portal: PortalProcess): void {
  if (portal.isRunning) portal.child.kill('SIGKILL');
}
