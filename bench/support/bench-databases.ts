import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { type DatabaseHandle, migrateToLatest, openDatabase } from '../../src/server/db/database.js';

export interface BenchDatabase {
  name: 'SQLite' | 'PostgreSQL';
  handle: DatabaseHandle;
  drop(): Promise<void>;
}

/** A migrated SQLite database in a temporary folder. */
export async function openBenchSqlite(): Promise<BenchDatabase> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'noks-bench-'));
  const handle = openDatabase({ sqlitePath: path.join(dir, 'bench.sqlite') });
  await migrateToLatest(handle);
  return {
    name: 'SQLite',
    handle,
    async drop() {
      await handle.close();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Runs one statement on its own connection (databases are created and dropped outside any). */
export async function run(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** A migrated schema of its own in the PostgreSQL database at `url` (BENCH_DATABASE_URL). */
export async function openBenchPostgres(url: string): Promise<BenchDatabase> {
  const schema = `bench_${randomBytes(4).toString('hex')}`;
  await run(url, `create schema ${schema}`);
  const handle = openDatabase({ databaseUrl: url, sqlitePath: '', pgSchema: schema });
  await migrateToLatest(handle);
  return {
    name: 'PostgreSQL',
    handle,
    async drop() {
      await handle.close();
      await run(url, `drop schema ${schema} cascade`);
    },
  };
}

/** Milliseconds of each of `runs` calls of `task` after `warmup` unmeasured ones. */
export async function timeRuns(task: () => Promise<unknown>, runs: number, warmup = 2): Promise<number[]> {
  for (let i = 0; i < warmup; i++) await task();
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = process.hrtime.bigint();
    await task();
    times.push(Number(process.hrtime.bigint() - start) / 1e6);
  }
  return times;
}

/** The value below which `fraction` of the sorted values fall (nearest rank). */
export function percentile(values: number[], fraction: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(fraction * sorted.length) - 1))]!;
}

export const median = (values: number[]) => percentile(values, 0.5);
