// `npm run restore -- FILE [--force]`: loads an archive made by `npm run backup` into the
// configured database and storage, whichever engine made it (modules/backup). An empty database
// only, unless --force. Exits with 1, saying why, when it cannot.
import { createFileStorage } from '../lib/create-file-storage.js';
import { chainAuditLog, verifyAuditChain } from '../modules/audit/audit.service.js';
import { BackupError } from '../modules/backup/archive-format.js';
import { restoreBackup } from '../modules/backup/restore.service.js';
import { withConfiguration, withConfiguredHandle } from './with-database.js';

const USAGE = 'Usage: npm run restore -- FILE [--force]   (--force: replace what the database holds)';

const args = process.argv.slice(2);
const force = args.includes('--force');
const rest = args.filter((arg) => arg !== '--force');
const file = rest.length === 1 && !rest[0]!.startsWith('--') ? rest[0]! : null;

if (!file) {
  process.stderr.write(`${USAGE}\n`);
  process.exitCode = 1;
} else {
  await withConfiguration((config) =>
    withConfiguredHandle(config, async (handle) => {
      const started = Date.now();
      try {
        const storage = await createFileStorage(config);
        chainAuditLog({ config, db: handle.db, storage }, (error) => process.stderr.write(`WARNING: ${error instanceof Error ? error.message : String(error)}\n`));
        const { manifest, loadedAtMigration, searchDocuments } = await restoreBackup(handle, storage, file, { force });
        const rows = manifest.tables.reduce((sum, table) => sum + table.rows, 0);
        const storedIn = config.s3 ? `the S3 bucket ${config.s3.bucket}` : config.uploadDir;
        const audit = await verifyAuditChain(handle.db);
        process.stdout.write(
          [
            `Restored ${file} (made ${manifest.createdAt} on ${manifest.sourceEngine}) into ${handle.dialect} in ${((Date.now() - started) / 1000).toFixed(1)} s:`,
            `  ${manifest.tables.length} tables with ${rows} rows${loadedAtMigration ? ` (loaded at migration ${loadedAtMigration}, then migrated to this version)` : ''}`,
            `  ${manifest.files.length} files into ${storedIn}`,
            `  search index rebuilt: ${searchDocuments} documents`,
            audit.broken
              ? `  WARNING: the audit log's chain is broken at entry ${audit.broken.id}: ${audit.broken.reason}`
              : `  the audit log's chain holds (${audit.entries} entries), and its head at ${audit.head?.location} names entry ${audit.head?.lastId}`,
            ...(manifest.missingFiles.length > 0 ? [`  WARNING: ${manifest.missingFiles.length} files were already missing when the backup was made: ${manifest.missingFiles.join(', ')}`] : []),
            'Everyone signs in again: sessions are not part of a backup.',
            '',
          ].join('\n'),
        );
      } catch (error) {
        if (!(error instanceof BackupError)) throw error;
        process.stderr.write(`Restore failed: ${error.message}\n`);
        process.exitCode = 1;
      }
    }),
  );
}
