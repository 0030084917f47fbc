import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { GENERATED_ADMIN_EMAIL } from '../../src/server/db/bootstrap.js';
import { loadSeedContent } from '../../src/server/db/seed/content/index.js';
import { DIALECT, PG_URL } from './support/test-app.js';

/**
 * Starts the real server (`node --import tsx src/server/main.ts`) as an operator would, and talks
 * to it over HTTP. On the "integration-pg" project the server runs on PostgreSQL (a fresh schema
 * named through DATABASE_URL), otherwise on SQLite in a temporary DATA_DIR.
 */

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const seedContent = loadSeedContent();
const CONFIG_VARIABLES = new Set([
  'NODE_ENV',
  'PORT',
  'HOST',
  'DATABASE_URL',
  'DATA_DIR',
  'PUBLIC_URL',
  'ADMIN_EMAIL',
  'ADMIN_PASSWORD',
  'UPLOAD_MAX_DOCUMENT_MB',
  'UPLOAD_MAX_IMAGE_MB',
  'SESSION_TTL_HOURS',
  'SEED_DEMO_CONTENT',
  'TRUST_PROXY',
  'LOG_LEVEL',
]);

interface Exit {
  code: number | null;
  signal: NodeJS.Signals | null;
}

interface Portal {
  child: ChildProcess;
  port: number;
  stdout(): string;
  stderr(): string;
  /** Resolves once the process has exited and its output is fully read. */
  exited: Promise<Exit>;
}

const children: ChildProcess[] = [];
const cleanups: (() => Promise<void> | void)[] = [];

afterEach(() => {
  // Only processes this file started, by their handle.
  for (const child of children.splice(0)) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
});
afterAll(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

function spawnPortal(env: Record<string, string>, port = 0): Portal {
  const inherited = Object.fromEntries(Object.entries(process.env).filter(([name]) => !CONFIG_VARIABLES.has(name)));
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: ROOT,
    env: { ...inherited, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let stdout = '';
  let stderr = '';
  child.stdout!.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
  child.stderr!.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
  const exited = new Promise<Exit>((resolve) => child.once('close', (code, signal) => resolve({ code, signal })));
  return { child, port, stdout: () => stdout, stderr: () => stderr, exited };
}

function canListen(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

async function freePort(): Promise<number> {
  for (;;) {
    const port = 20_000 + Math.floor(Math.random() * 20_000);
    if (await canListen(port)) return port;
  }
}

function tempDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'noks-start-'));
  cleanups.push(() => fs.rmSync(dir, { recursive: true, force: true }));
  return dir;
}

/** DATABASE_URL of a fresh PostgreSQL schema (search_path set in the URL), or nothing for SQLite. */
async function databaseEnv(): Promise<Record<string, string>> {
  if (DIALECT !== 'postgres') return {};
  if (!PG_URL) throw new Error('TEST_DATABASE_URL is required for the PostgreSQL suite');
  const schema = `start_${randomBytes(6).toString('hex')}`;
  const run = async (query: string) => {
    const client = new pg.Client({ connectionString: PG_URL });
    await client.connect();
    await client.query(query);
    await client.end();
  };
  await run(`create schema ${schema}`);
  cleanups.push(() => run(`drop schema ${schema} cascade`));
  const separator = PG_URL.includes('?') ? '&' : '?';
  return { DATABASE_URL: `${PG_URL}${separator}options=${encodeURIComponent(`-c search_path=${schema}`)}` };
}

async function startPortal(env: Record<string, string>): Promise<Portal> {
  const port = await freePort();
  const portal = spawnPortal({ HOST: '127.0.0.1', PORT: String(port), LOG_LEVEL: 'info', ...env }, port);
  await waitForHealth(portal);
  return portal;
}

async function waitForHealth(portal: Portal, timeoutMs = 90_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let exit: Exit | undefined;
  void portal.exited.then((e) => (exit = e));
  while (Date.now() < deadline) {
    if (exit) throw new Error(`the portal exited (${JSON.stringify(exit)}) before answering:\n${portal.stderr()}\n${portal.stdout()}`);
    const response = await fetch(`http://127.0.0.1:${portal.port}/api/health/ready`).catch(() => null); // null: not listening yet
    if (response?.status === 200) {
      expect(await response.json()).toEqual({ status: 'ok', database: 'up', migrations: 'applied', storage: 'up' });
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no answer from /api/health/ready within ${timeoutMs} ms:\n${portal.stderr()}`);
}

async function stop(portal: Portal): Promise<Exit> {
  portal.child.kill('SIGTERM');
  return portal.exited;
}

function login(portal: Portal, email: string, password: string) {
  return fetch(`http://127.0.0.1:${portal.port}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
}

const PRINTED_PASSWORD = /password:\s+(\S+)/g;

describe(`node src/server/main.ts (${DIALECT})`, () => {
  it('stops with exit code 1 and names PORT when PORT is not a number', async () => {
    const dataDir = tempDir();
    const portal = spawnPortal({ PORT: 'abc', DATA_DIR: dataDir });
    expect(await portal.exited).toEqual({ code: 1, signal: null });
    expect(portal.stderr()).toContain('Invalid configuration');
    expect(portal.stderr()).toMatch(/^\s+- PORT: /m);
    expect(portal.stdout()).not.toMatch(/password/i);
    expect(fs.readdirSync(dataDir)).toEqual([]); // nothing was opened or created
  });

  it('names every invalid variable at once', async () => {
    const portal = spawnPortal({ DATA_DIR: tempDir(), LOG_LEVEL: 'loud', ADMIN_EMAIL: 'admin@example.rs', DATABASE_URL: 'mysql://db/noks' });
    expect((await portal.exited).code).toBe(1);
    for (const name of ['LOG_LEVEL', 'DATABASE_URL']) expect(portal.stderr()).toContain(`- ${name}: `);
    const again = spawnPortal({ DATA_DIR: tempDir(), ADMIN_EMAIL: 'admin@example.rs' });
    expect((await again.exited).code).toBe(1);
    expect(again.stderr()).toContain('ADMIN_EMAIL and ADMIN_PASSWORD must be set together');
  });

  it('first start: seeds, prints a generated admin password once, which signs in; SIGTERM exits cleanly; the next start prints none', async () => {
    const dataDir = tempDir();
    const database = await databaseEnv();
    const first = await startPortal({ DATA_DIR: dataDir, ...database });

    expect(first.stdout()).toContain(`database: ${DIALECT}`);
    const printed = [...first.stdout().matchAll(PRINTED_PASSWORD)].map((m) => m[1]!);
    expect(printed).toHaveLength(1);
    expect(first.stdout()).toContain(GENERATED_ADMIN_EMAIL);
    const password = printed[0]!;
    expect(password.length).toBeGreaterThanOrEqual(20);

    const signedIn = await login(first, GENERATED_ADMIN_EMAIL, password);
    expect(signedIn.status).toBe(200);
    const { user, token } = (await signedIn.json()) as { token: string; user: { role: string } };
    expect(user.role).toBe('admin');
    const me = await fetch(`http://127.0.0.1:${first.port}/api/auth/me`, { headers: { authorization: `Bearer ${token}` } });
    expect(me.status).toBe(200);

    const home = (await (await fetch(`http://127.0.0.1:${first.port}/api/home`)).json()) as { audiences: { articles: unknown[] }[]; news: unknown[] };
    expect(home.audiences.every((a) => a.articles.length > 0)).toBe(true);
    expect(home.news.length).toBeGreaterThan(0);

    expect(await stop(first)).toEqual({ code: 0, signal: null });
    expect(first.stderr()).toBe('');

    const second = await startPortal({ DATA_DIR: dataDir, ...database });
    expect(second.stdout()).not.toMatch(PRINTED_PASSWORD);
    expect(second.stdout()).not.toContain(password);
    expect((await login(second, GENERATED_ADMIN_EMAIL, password)).status).toBe(200);
    const articles = (await (await fetch(`http://127.0.0.1:${second.port}/api/articles?limit=1`)).json()) as { total: number };
    expect(articles.total).toBe(seedContent.articles.length); // seeded once, not twice
    expect(await stop(second)).toEqual({ code: 0, signal: null });
  }, 180_000);

  it('creates the admin of ADMIN_EMAIL / ADMIN_PASSWORD and prints no password', async () => {
    const portal = await startPortal({
      DATA_DIR: tempDir(),
      ADMIN_EMAIL: 'Direktor@Example.RS',
      ADMIN_PASSWORD: 'configured password 42',
      SEED_DEMO_CONTENT: 'false',
      ...(await databaseEnv()),
    });
    expect(portal.stdout()).not.toMatch(PRINTED_PASSWORD);
    expect(portal.stdout()).not.toContain('configured password 42');
    expect((await login(portal, 'direktor@example.rs', 'configured password 42')).status).toBe(200);
    expect((await login(portal, GENERATED_ADMIN_EMAIL, 'configured password 42')).status).toBe(401);
    const articles = (await (await fetch(`http://127.0.0.1:${portal.port}/api/articles`)).json()) as { total: number };
    expect(articles.total).toBe(0); // SEED_DEMO_CONTENT=false
    expect(await stop(portal)).toEqual({ code: 0, signal: null });
  }, 120_000);
});
