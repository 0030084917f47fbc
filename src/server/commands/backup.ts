// `npm run backup -- FILE`: writes one archive of the whole database and every stored file to
// FILE, while the portal runs (modules/backup). Exits with 1, saying why, when it cannot.
import { existsSync } from 'node:fs';
import { createFileStorage } from '../lib/create-file-storage.js';
import { BackupError } from '../modules/backup/archive-format.js';
import { createBackup } from '../modules/backup/backup.service.js';
import { withConfiguration, withConfiguredHandle } from './with-database.js';

const USAGE = 'Usage: npm run backup -- FILE   (for example: npm run backup -- /var/backups/noks-2025-06-30.tar.gz)';

const args = process.argv.slice(2);
const file = args.length === 1 && !args[0]!.startsWith('--') ? args[0]! : null;

if (!file) {
  process.stderr.write(`${USAGE}\n`);
  process.exitCode = 1;
} else {
  await withConfiguration(async (config) => {
    // Opening SQLite would make an empty database where there is none.
    if (!config.databaseUrl && !existsSync(config.sqlitePath)) {
      process.stderr.write(`Backup failed: there is no database at ${config.sqlitePath}: set DATA_DIR to the portal's data folder (or DATABASE_URL to its PostgreSQL database)\n`);
      process.exitCode = 1;
      return;
    }
    await withConfiguredHandle(config, async (handle) => {
      const started = Date.now();
      try {
        const { manifest, bytes, file: written } = await createBackup(handle, await createFileStorage(config), file, {
          onMissingFile: (key) => process.stderr.write(`Warning: the stored file ${key} is missing; the backup goes on without it (it is listed in the manifest).\n`),
        });
        const rows = manifest.tables.reduce((sum, table) => sum + table.rows, 0);
        process.stdout.write(
          `Backup written to ${written} (${(bytes / 1024 / 1024).toFixed(1)} MB) in ${((Date.now() - started) / 1000).toFixed(1)} s: ` +
            `${manifest.tables.length} tables with ${rows} rows from ${handle.dialect}, ${manifest.files.length} files.\n`,
        );
      } catch (error) {
        if (!(error instanceof BackupError)) throw error;
        process.stderr.write(`Backup failed: ${error.message}\n`);
        process.exitCode = 1;
      }
    });
  });
}
