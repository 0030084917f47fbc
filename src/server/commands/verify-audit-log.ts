// `npm run audit:verify`: checks that no entry of the audit log was removed or changed since it
// was written (each entry holds the hash of the one before it). Exits with 1 when the chain breaks.
import { verifyAuditChain } from '../modules/audit/audit.service.js';
import { withConfiguredDatabase } from './with-database.js';

await withConfiguredDatabase(async (db) => {
  const { entries, broken } = await verifyAuditChain(db);
  if (broken) {
    process.stderr.write(`The audit log's chain is broken at entry ${broken.id}: ${broken.reason} (${entries} entries before it hold).\n`);
    process.exitCode = 1;
  } else {
    process.stdout.write(`The audit log holds: ${entries} entries, each following from the one before it.\n`);
  }
});
