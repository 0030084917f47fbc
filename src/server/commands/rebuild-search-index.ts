// `npm run search:rebuild`: makes the site search's index anew from the content (the portal
// also does it by itself on start when the index was built by an older version of the terms).
import { ConfigError, loadConfig } from '../config.js';
import { migrateToLatest, openDatabase } from '../db/database.js';
import { rebuildSearchIndex } from '../modules/search/search-index.js';
import { SEARCHABLE_TYPES } from '../modules/search/searchable-types.js';

async function main(): Promise<void> {
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
    const started = Date.now();
    const { documents, words } = await rebuildSearchIndex(handle.db, SEARCHABLE_TYPES);
    process.stdout.write(`Search index rebuilt: ${documents} documents, ${words} words, in ${((Date.now() - started) / 1000).toFixed(1)} s\n`);
  } finally {
    await handle.close();
  }
}

await main();
