import { randomBytes } from 'node:crypto';
import { run } from './bench-databases.js';

export interface FreshDatabase {
  /** The URL of the new database: the server's URL with its name. */
  url: string;
  drop(): Promise<void>;
}

/**
 * A new, empty database `<prefix>_<random>` on the PostgreSQL server of `serverUrl`, as an
 * operator creates one for the portal (which then migrates it itself). drop() removes it even
 * while connections to it remain.
 */
export async function createFreshDatabase(serverUrl: string, prefix: string): Promise<FreshDatabase> {
  const name = `${prefix}_${randomBytes(4).toString('hex')}`;
  await run(serverUrl, `create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => run(serverUrl, `drop database if exists ${name} with (force)`) };
}
