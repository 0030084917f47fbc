import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';

/**
 * A PostgreSQL cluster of a test's own, made with Debian's postgresql-common tools on a port of
 * its own, for tests that stop, crash or freeze the database. The shared cluster on 5432 is never
 * touched. Making one needs the tools and root (the cluster runs as the postgres user).
 */

const VERSIONS_DIR = '/usr/lib/postgresql';

/** The newest installed server version, or null when Debian's tools or a server are missing. */
function installedVersion(): string | null {
  if (!fs.existsSync('/usr/bin/pg_createcluster') || !fs.existsSync(VERSIONS_DIR)) return null;
  const versions = fs.readdirSync(VERSIONS_DIR).filter((name) => fs.existsSync(path.join(VERSIONS_DIR, name, 'bin', 'postgres')));
  return versions.sort((a, b) => Number(b) - Number(a))[0] ?? null;
}

/** Why a cluster of a test's own cannot be made here, or null when it can. */
export function whyNoOwnCluster(): string | null {
  if (process.getuid?.() !== 0) return 'making a PostgreSQL cluster needs root';
  if (!installedVersion()) return "Debian's pg_createcluster and a PostgreSQL server are not installed";
  return null;
}

export interface PostgresCluster {
  port: number;
  /** A postgres:// URL of `database` in this cluster, as the superuser. */
  url(database: string): string;
  /** Runs one SQL statement with psql as the superuser and gives back its unaligned output. */
  psql(statement: string, database?: string): Promise<string>;
  /** A clean shutdown (fast: open transactions are rolled back) and a start, as an upgrade does. */
  restart(): Promise<void>;
  /** The crash of a power cut: every process killed at once, no checkpoint. */
  stopImmediately(): Promise<void>;
  /** Starts the server and waits until it takes connections. */
  start(): Promise<void>;
  /** SIGSTOP to the server and every backend: it keeps its sockets but answers nothing. */
  freeze(): Promise<void>;
  thaw(): Promise<void>;
  /** Stops the cluster (if running) and deletes it and its files. */
  remove(): Promise<void>;
}

const execFileAsync = promisify(execFile);

/** Runs a command without blocking the test's event loop (its traffic goes on meanwhile). */
async function run(command: string, args: string[]): Promise<string> {
  return (await execFileAsync(command, args, { encoding: 'utf8' })).stdout;
}

/**
 * Creates and starts cluster `name` on `port`, with trust authentication on loopback. `settings`
 * are postgresql.conf settings (`name=value`). `dataDirectory` puts its files somewhere of the
 * test's choice (a small disk, say).
 */
export async function createPostgresCluster(name: string, port: number, options: { settings?: string[]; dataDirectory?: string } = {}): Promise<PostgresCluster> {
  const version = installedVersion();
  if (!version) throw new Error(whyNoOwnCluster() ?? 'no PostgreSQL server');
  const settings = (options.settings ?? []).flatMap((setting) => ['-o', setting]);
  const dataDirectory = options.dataDirectory ? ['--datadir', options.dataDirectory] : [];
  await run('pg_createcluster', ['--port', String(port), ...dataDirectory, ...settings, '--start', version, name, '--', '--auth=trust']);
  const ctl = async (...args: string[]) => void (await run('pg_ctlcluster', ['--skip-systemctl-redirect', version, name, ...args]));
  const dataDir = options.dataDirectory ?? path.join('/var/lib/postgresql', version, name);

  /** The postmaster first (so it starts no new backend), then its children. */
  const processIds = async (): Promise<number[]> => {
    const postmaster = Number(fs.readFileSync(path.join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0]);
    const children = (await run('ps', ['-o', 'pid=', '--ppid', String(postmaster)])).split('\n').map((line) => Number(line.trim())).filter(Boolean);
    return [postmaster, ...children];
  };

  return {
    port,
    url: (database) => `postgres://postgres@127.0.0.1:${port}/${database}`,
    psql: async (statement, database = 'postgres') => (await run('psql', ['-h', '127.0.0.1', '-p', String(port), '-U', 'postgres', '-d', database, '-XAtq', '-v', 'ON_ERROR_STOP=1', '-c', statement])).trim(),
    restart: () => ctl('restart', '-m', 'fast'),
    stopImmediately: () => ctl('stop', '-m', 'immediate'),
    start: () => ctl('start'),
    freeze: async () => (await processIds()).forEach((pid) => process.kill(pid, 'SIGSTOP')),
    // The children first, so the postmaster finds them running when it wakes.
    thaw: async () => (await processIds()).reverse().forEach((pid) => process.kill(pid, 'SIGCONT')),
    remove: async () => void (await run('pg_dropcluster', ['--stop', version, name])),
  };
}
