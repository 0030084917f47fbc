import { createHash } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdtemp, rename, rm, stat } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { once } from 'node:events';
import type { Transaction } from 'kysely';
import { type CatalogueTable, describeTables, readAppliedMigrations } from '../../db/catalogue.js';
import { type DatabaseHandle, inReadSnapshot } from '../../db/database.js';
import type { Database } from '../../db/schema.js';
import type { FileStorage } from '../../lib/file-storage.js';
import {
  ARCHIVE_FORMAT,
  ARCHIVE_FORMAT_VERSION,
  type ArchivedFile,
  type ArchivedTable,
  BackupError,
  MANIFEST_ENTRY,
  type Manifest,
  fileEntryName,
  tableEntryName,
} from './archive-format.js';
import { type ArchiveWriter, createArchiveWriter, syncToDisk } from './archive.js';
import { type Row, inLoadOrder, isArchived, storedFilesOf, toArchivedValue } from './archived-tables.js';
import * as repo from './backup.repository.js';

/** Rows per read: a short statement each, a few hundred kilobytes in memory. */
const READ_BATCH = 1_000;

export interface BackupOptions {
  /** Told of each file a row refers to that storage no longer holds (the backup goes on without it). */
  onMissingFile?: (key: string) => void;
}

export interface BackupSummary {
  file: string;
  manifest: Manifest;
  /** Bytes of the archive. */
  bytes: number;
}

/**
 * Writes one archive (archive-format.ts) of the whole database and every stored file its rows
 * refer to, while the portal goes on serving and saving: the rows are read in one snapshot
 * (inReadSnapshot), so they are consistent with each other at one moment. The archive is written
 * to `<file>.partial` and renamed to `file` only when complete, so a failed backup never leaves
 * something that looks like one. `handle` should be a connection of the backup's own.
 */
export async function createBackup(handle: DatabaseHandle, storage: FileStorage, file: string, options: BackupOptions = {}): Promise<BackupSummary> {
  const target = resolve(file);
  const folder = await stat(dirname(target)).catch(() => null);
  if (!folder?.isDirectory()) throw new BackupError(`There is no folder ${dirname(target)} to write the backup in: make it first, or give another path`);
  const partial = `${target}.partial`;
  await rm(partial, { force: true });
  const createdAt = new Date();
  // Each table's rows wait here until their size, which tar puts before them, is known.
  const workDir = await mkdtemp(join(dirname(target), '.backup-'));
  const writer = createArchiveWriter(partial, createdAt);
  try {
    const snapshot = await inReadSnapshot(handle.db, (trx) => writeTables(trx, writer, workDir));
    // NOTE: the files are read after the snapshot ends, and are still there: a stored file never
    // changes, and files are removed only with media released days before (media.service's grace
    // period) that nothing refers to any more. One purged meanwhile is listed as missing.
    const { files, missingFiles } = await writeFiles(storage, writer, snapshot.fileKeys, options);
    const manifest: Manifest = {
      format: ARCHIVE_FORMAT,
      formatVersion: ARCHIVE_FORMAT_VERSION,
      createdAt: createdAt.toISOString(),
      sourceEngine: handle.dialect,
      migrations: snapshot.migrations,
      tables: snapshot.tables,
      files,
      missingFiles,
    };
    await writer.addBytes(MANIFEST_ENTRY, Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`));
    await writer.finish();
    await rename(partial, target);
    await syncToDisk(target);
    return { file: target, manifest, bytes: (await stat(target)).size };
  } catch (error) {
    await writer.abort();
    await rm(partial, { force: true });
    throw error;
  } finally {
    await rm(workDir, { recursive: true, force: true });
  }
}

interface Snapshot {
  migrations: string[];
  tables: ArchivedTable[];
  fileKeys: Set<string>;
}

async function writeTables(trx: Transaction<Database>, writer: ArchiveWriter, workDir: string): Promise<Snapshot> {
  const migrations = await readAppliedMigrations(trx);
  if (migrations.length === 0) throw new BackupError('The database has never been set up by the portal (it has run no migration): there is nothing to back up. Check DATABASE_URL or DATA_DIR.');
  const tables = inLoadOrder((await describeTables(trx)).filter((table) => isArchived(table.name)));
  const archived: ArchivedTable[] = [];
  const fileKeys = new Set<string>();
  for (const table of tables) {
    const path = join(workDir, `${table.name}.jsonl`);
    const written = await writeRows(trx, table, path, (key) => fileKeys.add(key));
    await writer.addFile(tableEntryName(table.name), path, written.bytes);
    await rm(path);
    archived.push({ name: table.name, columns: table.columns, ...written });
  }
  return { migrations, tables: archived, fileKeys };
}

/** Writes the table's rows as JSON lines to `path`; gives each stored file a row refers to to `onFile`. */
async function writeRows(trx: Transaction<Database>, table: CatalogueTable, path: string, onFile: (key: string) => void) {
  const out = createWriteStream(path, { flags: 'wx' });
  const hash = createHash('sha256');
  let rows = 0;
  let bytes = 0;
  try {
    for (let after: Row | null = null; ; ) {
      const batch = await repo.findRowsAfter(trx, table, after, READ_BATCH);
      for (const row of batch) {
        const line = Buffer.from(`${JSON.stringify(archivedRow(table, row))}\n`);
        hash.update(line);
        bytes += line.length;
        rows++;
        for (const key of storedFilesOf(table.name, row)) onFile(key);
        if (!out.write(line)) await once(out, 'drain');
      }
      if (batch.length < READ_BATCH || table.primaryKey.length === 0) break;
      after = batch.at(-1)!;
    }
    out.end();
    await once(out, 'close');
  } catch (error) {
    out.destroy();
    throw error;
  }
  return { rows, bytes, sha256: hash.digest('hex') };
}

function archivedRow(table: CatalogueTable, row: Row): Row {
  return Object.fromEntries(table.columns.map((column) => [column, toArchivedValue(row[column], table.name, column)]));
}

async function writeFiles(storage: FileStorage, writer: ArchiveWriter, keys: Set<string>, options: BackupOptions) {
  const files: ArchivedFile[] = [];
  const missingFiles: string[] = [];
  for (const key of [...keys].sort()) {
    const bytes = await storage.read(key).catch((error: unknown) => {
      if (error instanceof Error && 'code' in error && error.code === 'ENOENT') return null;
      throw error;
    });
    if (!bytes) {
      // Lost before the backup (or purged while it ran): the archive says so instead of failing.
      missingFiles.push(key);
      options.onMissingFile?.(key);
      continue;
    }
    await writer.addBytes(fileEntryName(key), bytes);
    files.push({ key, size: bytes.length, sha256: createHash('sha256').update(bytes).digest('hex') });
  }
  return { files, missingFiles };
}
