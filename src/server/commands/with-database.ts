import { type Config, ConfigError, loadConfig } from '../config.js';
import { type Db, type DatabaseHandle, migrateToLatest, openDatabase } from '../db/database.js';

/** Runs a command's work with the configuration; a configuration error is printed, not thrown, and sets exit code 1. */
export async function withConfiguration(work: (config: Config) => Promise<void>): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    process.stderr.write(`${error.message}\n`);
    process.exitCode = 1;
    return;
  }
  await work(config);
}

/** Runs `work` on the configured database as it is (not migrated), closing it afterwards. */
export async function withConfiguredHandle(config: Config, work: (handle: DatabaseHandle) => Promise<void>): Promise<void> {
  const handle = openDatabase({ databaseUrl: config.databaseUrl, sqlitePath: config.sqlitePath });
  try {
    await work(handle);
  } finally {
    await handle.close();
  }
}

/**
 * Runs a command's work on the configured database, migrated to this version; a configuration
 * error is printed, not thrown, and sets exit code 1.
 */
export async function withConfiguredDatabase(work: (db: Db, config: Config) => Promise<void>): Promise<void> {
  await withConfiguration((config) =>
    withConfiguredHandle(config, async (handle) => {
      await migrateToLatest(handle);
      await work(handle.db, config);
    }),
  );
}
