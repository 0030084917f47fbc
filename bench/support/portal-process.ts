import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

/** The built server, and the flags `npm start` runs it with (package.json). */
export const PORTAL_MAIN = path.resolve('dist/server/main.js');
export const PORTAL_NODE_FLAGS = ['--max-semi-space-size=4', '--max-old-space-size=512'];

export function startProcess(args: string[], env: Record<string, string>, ready: (proc: ChildProcess) => Promise<void>): Promise<ChildProcess> {
  const proc = spawn(process.execPath, args, { env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'inherit'] });
  return ready(proc).then(() => proc);
}

export async function waitForHttp(url: string): Promise<void> {
  for (let i = 0; i < 600; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await sleep(100);
  }
  throw new Error(`${url} did not answer`);
}

export async function stop(proc: ChildProcess): Promise<void> {
  if (proc.exitCode !== null) return;
  const exited = new Promise((resolve) => proc.once('exit', resolve));
  proc.kill('SIGTERM');
  await exited;
}

/** The built portal on `port` with its data in `dataDir` (demo content on a first start), answering once healthy. */
export function startPortal(dataDir: string, port: number, env: Record<string, string> = {}): Promise<ChildProcess> {
  return startProcess(
    [...PORTAL_NODE_FLAGS, PORTAL_MAIN],
    {
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      LOG_LEVEL: 'warn',
      SEED_DEMO_CONTENT: 'true',
      ADMIN_EMAIL: 'bench@noks.localhost',
      ADMIN_PASSWORD: 'bench password 123',
      ...env,
    },
    () => waitForHttp(`http://127.0.0.1:${port}/api/health`),
  );
}
