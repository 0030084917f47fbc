import { ConfigError, loadConfig } from '../config.js';
import { type Db, migrateToLatest, openDatabase } from '../db/database.js';

/**
 * Runs a command's work on the configured database, migrated to this version; a configuration
 * error is printed, not thrown, and sets exit code 1.
 */
export async function withConfiguredDatabase(work: (db: Db) => Promise<void>): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    process.stderr.write(`${error.message}\n`);
    process.exitCode = 1;
    return;
  }
  const handle = openDatabase({ databaseUrl: config.databaseUrl, sqlitePath: config.sqlitePath });
  try {
    await migrateToLatest(handle);
    await work(handle.db);
  } finally {
    await handle.close();
  }
}
