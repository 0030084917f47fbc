// `npm run audit:verify`: checks that no entry of the audit log was changed or removed since it
// was written: each entry holds an HMAC, under the server's key, of its record and of the entry
// before it, and the head kept outside the database (beside the uploads, or in the bucket) names
// the newest entry the log reached. Exits with 1 when the chain breaks or the log was cut short.
// `-- --new-head`: writes a new head for the log as it stands, once its chain holds (when the
// head's file was lost; a head that exists and does not match is evidence, and stays).
import { createFileStorage } from '../lib/create-file-storage.js';
import { findSecretKey } from '../lib/secret-box.js';
import { AuditChain } from '../modules/audit/audit-chain.js';
import { type AuditChainReport, headLocationOf, resetAuditHead, useAuditChain, verifyAuditChain, verifyAuditRows } from '../modules/audit/audit.service.js';
import { withConfiguredDatabase } from './with-database.js';

const USAGE = 'Usage: npm run audit:verify [-- --new-head]';
const args = process.argv.slice(2);

function describeHolding(report: AuditChainReport): string {
  const parts = [`The audit log holds: ${report.entries} entries, each following from the one before it`];
  if (report.head) parts.push(`up to entry ${report.head.lastId}, the newest the head at ${report.head.location} names`);
  if (report.afterHead > 0) parts.push(`and ${report.afterHead} written since`);
  if (report.plainEntries > 0) parts.push(`(${report.plainEntries} of them from before the log was chained under the key, with plain SHA-256, held by the keyed entries after them)`);
  if (!report.head && report.entries > 0) parts.push('(no head is kept yet: the portal writes it at its next start)');
  return `${parts.join(', ')}.\n`;
}

if (args.some((arg) => arg !== '--new-head')) {
  process.stderr.write(`${USAGE}\n`);
  process.exitCode = 1;
} else {
  await withConfiguredDatabase(async (db, config) => {
    const key = findSecretKey(config.secretKey, config.dataDir);
    if (!key) {
      process.stderr.write(`The audit log cannot be checked: SECRET_KEY is not set and ${config.dataDir} holds no secret.key. Run this with the portal's configuration.\n`);
      process.exitCode = 1;
      return;
    }
    const chain = new AuditChain(key, await createFileStorage(config), headLocationOf(config));
    if (args.includes('--new-head')) {
      const broken = await verifyAuditRows(db, chain);
      if (broken) {
        process.stderr.write(`No new head was written: the audit log's chain is broken at entry ${broken.id}: ${broken.reason}.\n`);
        process.exitCode = 1;
        return;
      }
      useAuditChain(db, chain, () => undefined);
      await resetAuditHead(db);
    }
    const report = await verifyAuditChain(db, chain);
    if (!report.broken) {
      process.stdout.write(describeHolding(report));
    } else if (report.broken.id === null) {
      process.stderr.write(`The audit log cannot be trusted: ${report.broken.reason}\n`);
      process.exitCode = 1;
    } else {
      process.stderr.write(`The audit log's chain is broken at entry ${report.broken.id}: ${report.broken.reason} (${report.entries} entries before it hold).\n`);
      process.exitCode = 1;
    }
  });
}
