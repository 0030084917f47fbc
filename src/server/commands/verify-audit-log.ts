// `npm run audit:verify`: checks that no entry of the audit log was removed or changed since it
// was written (each entry holds the hash of the one before it). Exits with 1 when the chain breaks.
import { ConfigError, loadConfig } from '../config.js';
import { migrateToLatest, openDatabase } from '../db/database.js';
import { verifyAuditChain } from '../modules/audit/audit.service.js';

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
    const { entries, broken } = await verifyAuditChain(handle.db);
    if (broken) {
      process.stderr.write(`The audit log's chain is broken at entry ${broken.id}: ${broken.reason} (${entries} entries before it hold).\n`);
      process.exitCode = 1;
    } else {
      process.stdout.write(`The audit log holds: ${entries} entries, each following from the one before it.\n`);
    }
  } finally {
    await handle.close();
  }
}

await main();
