import { type Hash, createHash } from 'node:crypto';
import { resolve } from 'node:path';
import type { Transaction } from 'kysely';
import { type CatalogueTable, describeTables, readAppliedMigrations, resetIdentity } from '../../db/catalogue.js';
import { type DatabaseHandle, migrateTo, migrateToLatest } from '../../db/database.js';
import { dialectOf, refreshStatistics } from '../../db/dialect.js';
import { MIGRATION_NAMES } from '../../db/migrations/index.js';
import type { Database } from '../../db/schema.js';
import type { FileStorage } from '../../lib/file-storage.js';
import { foldArticleTotals } from '../articles/article.repository.js';
import { auditChainOf, recordAuditBeforeHeadReset, resetAuditHead, verifyAuditRows } from '../audit/audit.service.js';
import { rebuildSearchIndex } from '../search/search-index.js';
import { SEARCHABLE_TYPES } from '../content-types/content-types.js';
import { type ArchivedTable, BackupError, type Manifest, entryKindOf, fileEntryName, parseManifest, tableEntryName } from './archive-format.js';
import { readArchive } from './archive.js';
import {
  COUNTED_BY_TRIGGERS,
  FILLED_BY_MIGRATIONS,
  type Row,
  inLoadOrder,
  isArchived,
  isSearchIndexTable,
  parentsFirst,
  parentsLoadedLater,
  selfReferences,
} from './archived-tables.js';
import * as repo from './backup.repository.js';

/** Rows per INSERT: well inside both engines' limits on parameters (SQLite's 32,766). */
const MAX_INSERT_PARAMETERS = 30_000;
const MAX_INSERT_ROWS = 500;

export interface RestoreOptions {
  /** Delete what the database holds and load the archive in its place (else a database that is not empty is refused). */
  force: boolean;
}

export interface RestoreSummary {
  manifest: Manifest;
  /** Set when the archive came from an older schema: the migration it was loaded at, before the database was brought to this version's. */
  loadedAtMigration: string | null;
  searchDocuments: number;
}

/**
 * Loads an archive made by createBackup into the database (migrated as far as the archive's
 * schema first) and writes its files to storage. The whole archive is checked against its
 * manifest before anything is changed; the rows are then loaded in one transaction (with the
 * tables emptied first, when `force` allows it) while the files are written, each checked
 * against its SHA-256 again, and the search index is built anew from the loaded content.
 * The portal must not be running on the database meanwhile.
 */
export async function restoreBackup(handle: DatabaseHandle, storage: FileStorage, file: string, options: RestoreOptions): Promise<RestoreSummary> {
  const path = resolve(file);
  const manifest = await verifyArchive(path);
  assertKnownSchema(manifest, path);
  // Before any migration: a refused restore leaves the database as it was.
  if (!options.force) await assertEmpty(handle, path);
  const loadedAtMigration = await migrateForArchive(handle, manifest, path);
  const plan = await planLoad(handle, manifest, path);
  // The restored log goes on from the archive's last entry: the restore itself is its next.
  const summary = `Restored from a backup made ${manifest.createdAt} on ${manifest.sourceEngine}: ${manifest.tables.reduce((sum, table) => sum + table.rows, 0)} rows, ${manifest.files.length} files`;
  await handle.db.transaction().execute(async (trx) => {
    await emptyTables(trx, plan.tablesToEmpty);
    await loadEntries(trx, storage, path, manifest, plan);
    for (const table of plan.tablesToEmpty) if (table.identity) await resetIdentity(trx, table.name, table.identity);
    // An archive of a schema before the audit log has none to check.
    if (plan.tables.has('audit_log')) await assertAuditLogHolds(trx, path);
  });
  if (loadedAtMigration) await migrateToLatest(handle);
  // The triggers counted the loaded articles one part at a time: a list's total reads one row again.
  await foldArticleTotals(handle.db);
  await handle.db.transaction().execute((trx) => recordAuditBeforeHeadReset(trx, { actor: null, ip: null, userAgent: null }, { action: 'backup-restored', summary }));
  // The head outside the database is the restored log's now, whatever the one before reached.
  await resetAuditHead(handle.db);
  const { documents } = await rebuildSearchIndex(handle.db, SEARCHABLE_TYPES);
  await refreshStatistics(handle.db, manifest.tables.map((table) => table.name));
  return { manifest, loadedAtMigration, searchDocuments: documents };
}

/**
 * Refuses an archive whose audit log does not hold under this portal's key (rolling the load
 * back): one altered since, or made by a portal with another SECRET_KEY, whose entries this
 * portal could never vouch for.
 */
async function assertAuditLogHolds(trx: Transaction<Database>, path: string): Promise<void> {
  const broken = await verifyAuditRows(trx, auditChainOf(trx));
  if (!broken) return;
  throw new BackupError(
    `The audit log in ${path} does not hold under this portal's key: entry ${broken.id}: ${broken.reason}. ` +
      'Restore it with the SECRET_KEY (or DATA_DIR/secret.key) of the portal that made it; if it does have that key, the archive was altered.',
  );
}

interface EntryDigest {
  bytes: number;
  sha256: string;
  lines: number;
}

/** Reads the whole archive once: every entry must be one its manifest lists, with the size and checksum it gives. */
export async function verifyArchive(path: string): Promise<Manifest> {
  let manifest: Manifest | null = null;
  const digests = new Map<string, EntryDigest>();
  for await (const entry of readArchive(path)) {
    const kind = entryKindOf(entry.name);
    if (kind.kind === 'unknown') throw new BackupError(`${path} is not a backup of the portal: it holds ${JSON.stringify(entry.name)}, which no backup has`);
    if (digests.has(entry.name) || (kind.kind === 'manifest' && manifest)) throw new BackupError(`${path} is damaged: it holds ${entry.name} twice`);
    if (kind.kind === 'manifest') manifest = parseManifest(path, (await bytesOf(entry.body)).toString('utf8'));
    else digests.set(entry.name, await digestOf(entry.body));
  }
  if (!manifest) throw new BackupError(`${path} is not a complete backup of the portal: it has no manifest.json (a backup writes it last)`);
  const expected = new Set<string>();
  for (const table of manifest.tables) {
    const name = tableEntryName(table.name);
    expected.add(name);
    const digest = digests.get(name);
    if (!digest) throw new BackupError(`${path} is incomplete: it lacks ${name}, which its manifest lists`);
    if (digest.sha256 !== table.sha256 || digest.bytes !== table.bytes || digest.lines !== table.rows) {
      throw new BackupError(`${path} is damaged or was altered: the rows of ${table.name} do not match their checksum in the manifest; use another copy of the backup`);
    }
  }
  for (const file of manifest.files) {
    const name = fileEntryName(file.key);
    expected.add(name);
    const digest = digests.get(name);
    if (!digest) throw new BackupError(`${path} is incomplete: it lacks ${name}, which its manifest lists`);
    if (digest.sha256 !== file.sha256 || digest.bytes !== file.size) {
      throw new BackupError(`${path} is damaged or was altered: the file ${file.key} does not match its SHA-256 in the manifest; use another copy of the backup`);
    }
  }
  const unlisted = [...digests.keys()].find((name) => !expected.has(name));
  if (unlisted) throw new BackupError(`${path} was altered: it holds ${unlisted}, which its manifest does not list`);
  return manifest;
}

/** Refuses an archive whose schema this version does not know (a newer version's). */
function assertKnownSchema(manifest: Manifest, path: string): void {
  const unknown = manifest.migrations.find((name) => !MIGRATION_NAMES.includes(name));
  if (unknown) {
    throw new BackupError(
      `${path} was made by a newer version of the portal: its database had run the migration ${unknown}, which this version does not know. Restore it with that version of the portal or a later one.`,
    );
  }
  if (manifest.migrations.some((name, index) => MIGRATION_NAMES[index] !== name)) {
    throw new BackupError(`${path} comes from a database whose migrations (${manifest.migrations.join(', ')}) are not this version's in order: it cannot be restored by this version`);
  }
}

/**
 * Migrates the database as far as the archive's schema: to the latest when the archive is of
 * this version's schema, else to the archive's last migration (its rows fit that schema), the
 * rest following after the load. Returns the migration loaded at in the second case.
 */
async function migrateForArchive(handle: DatabaseHandle, manifest: Manifest, path: string): Promise<string | null> {
  if (manifest.migrations.length === MIGRATION_NAMES.length) {
    await migrateToLatest(handle);
    return null;
  }
  const archiveSchema = manifest.migrations.at(-1)!;
  const applied = await readAppliedMigrations(handle.db);
  if (applied.length > manifest.migrations.length) {
    throw new BackupError(
      `${path} was made by an older version of the portal (its schema ends at migration ${archiveSchema}), and this database is past it (at ${applied.at(-1)}). ` +
        `Restore it into a new, empty database: it is brought to ${archiveSchema}, loaded, then migrated to this version.`,
    );
  }
  await migrateTo(handle, archiveSchema);
  return archiveSchema;
}

interface LoadPlan {
  /** The archive's tables as this database has them, by name. */
  tables: Map<string, { table: CatalogueTable; archived: ArchivedTable }>;
  /** Every table the archive's rows replace or that counts or refers to them, children first. */
  tablesToEmpty: CatalogueTable[];
}

async function planLoad(handle: DatabaseHandle, manifest: Manifest, path: string): Promise<LoadPlan> {
  const catalogue = await describeTables(handle.db);
  const byName = new Map(catalogue.map((table) => [table.name, table]));
  const tables = new Map<string, { table: CatalogueTable; archived: ArchivedTable }>();
  const order = manifest.tables.map((archived) => archived.name);
  for (const archived of manifest.tables) {
    const table = byName.get(archived.name);
    if (!table || !isArchived(table.name)) throw new BackupError(`${path} holds the table ${archived.name}, which this database has no place for`);
    const unknownColumn = archived.columns.find((column) => !table.columns.includes(column));
    if (unknownColumn) throw new BackupError(`${path} holds the column ${archived.name}.${unknownColumn}, which this database does not have`);
    const later = parentsLoadedLater(table, order);
    if (later.length > 0) throw new BackupError(`${path} is damaged: its table ${archived.name} comes before ${later.join(', ')}, which it refers to`);
    tables.set(archived.name, { table, archived });
  }
  // The search index is rebuilt as a whole; every other table is emptied, so nothing of the
  // database before (a session, a count) outlives the content it belonged to.
  const tablesToEmpty = inLoadOrder(catalogue.filter((table) => !isSearchIndexTable(table.name))).reverse();
  return { tables, tablesToEmpty };
}

/** Refuses a database that holds anything beyond what its migrations put there: a restore would replace it. */
async function assertEmpty(handle: DatabaseHandle, path: string): Promise<void> {
  const held: string[] = [];
  for (const table of await describeTables(handle.db)) {
    if (!isArchived(table.name) || FILLED_BY_MIGRATIONS.includes(table.name)) continue;
    const rows = await repo.countRows(handle.db, table.name);
    if (rows > 0) held.push(`${table.name} (${rows})`);
  }
  if (held.length === 0) return;
  throw new BackupError(
    `The database is not empty: it holds rows in ${held.join(', ')}. Restore ${path} into an empty database, ` +
      'or add --force to delete everything in this one (and its sessions) and load the backup in its place.',
  );
}

async function emptyTables(trx: Transaction<Database>, tables: CatalogueTable[]): Promise<void> {
  for (const table of tables) await repo.deleteAllRows(trx, table.name);
  // Deleting the articles had the triggers count them off, row by row: the counts start again from nothing.
  for (const table of tables) if (COUNTED_BY_TRIGGERS.includes(table.name)) await repo.deleteAllRows(trx, table.name);
}

async function loadEntries(trx: Transaction<Database>, storage: FileStorage, path: string, manifest: Manifest, plan: LoadPlan): Promise<void> {
  const files = new Map(manifest.files.map((file) => [file.key, file]));
  for await (const entry of readArchive(path)) {
    const kind = entryKindOf(entry.name);
    if (kind.kind === 'table') {
      const { table, archived } = plan.tables.get(kind.table)!;
      await loadTable(trx, table, archived, entry.body, path);
    } else if (kind.kind === 'file') {
      const bytes = await bytesOf(entry.body);
      // Checked again as written: the archive may have changed since it was verified.
      if (createHash('sha256').update(bytes).digest('hex') !== files.get(kind.key)?.sha256) {
        throw new BackupError(`${path} changed while it was restored: the file ${kind.key} no longer matches its SHA-256`);
      }
      await storage.putAt(kind.key, bytes);
    } else {
      await bytesOf(entry.body);
    }
  }
}

async function loadTable(trx: Transaction<Database>, table: CatalogueTable, archived: ArchivedTable, body: AsyncIterable<Buffer>, path: string): Promise<void> {
  const hash = createHash('sha256');
  const batchSize = Math.max(1, Math.min(MAX_INSERT_ROWS, Math.floor(MAX_INSERT_PARAMETERS / archived.columns.length)));
  const tree = selfReferences(table);
  const toEngine = engineValues(trx);
  // NOTE: a tree's rows are held until all are read, to insert parents first; trees (categories,
  // menu items) are small. Other tables go in batches as they are read.
  const held: Row[] = [];
  let batch: Row[] = [];
  for await (const line of linesOf(body, hash)) {
    const row = rowOf(line, archived, toEngine, path);
    if (tree.length > 0) {
      held.push(row);
      continue;
    }
    batch.push(row);
    if (batch.length === batchSize) {
      await repo.insertRows(trx, table.name, batch);
      batch = [];
    }
  }
  await repo.insertRows(trx, table.name, batch);
  const ordered = parentsFirst(held, tree);
  for (let start = 0; start < ordered.length; start += batchSize) await repo.insertRows(trx, table.name, ordered.slice(start, start + batchSize));
  if (hash.digest('hex') !== archived.sha256) throw new BackupError(`${path} changed while it was restored: the rows of ${table.name} no longer match their checksum`);
}

/** The row's values in the archive's column order, as the target engine takes them. */
function rowOf(line: string, archived: ArchivedTable, toEngine: (value: unknown) => unknown, path: string): Row {
  let parsed: Row;
  try {
    parsed = JSON.parse(line) as Row;
  } catch {
    throw new BackupError(`${path} is damaged: a row of ${archived.name} is not JSON`);
  }
  return Object.fromEntries(archived.columns.map((column) => [column, toEngine(parsed[column] ?? null)]));
}

/** SQLite takes no booleans (the portal keeps them as 0 and 1 on both engines). */
function engineValues(trx: Transaction<Database>): (value: unknown) => unknown {
  const isSqlite = dialectOf(trx) === 'sqlite';
  return (value) => (isSqlite && typeof value === 'boolean' ? Number(value) : value);
}

/** The entry's lines (UTF-8, split at "\n"), its bytes added to `hash` as they pass. */
async function* linesOf(body: AsyncIterable<Buffer>, hash: Hash): AsyncGenerator<string> {
  let pending: Buffer = Buffer.alloc(0);
  for await (const chunk of body) {
    hash.update(chunk);
    const data = pending.length > 0 ? Buffer.concat([pending, chunk]) : chunk;
    let start = 0;
    for (let end = data.indexOf(10, start); end !== -1; end = data.indexOf(10, start)) {
      yield data.toString('utf8', start, end);
      start = end + 1;
    }
    pending = data.subarray(start);
  }
  if (pending.length > 0) yield pending.toString('utf8');
}

async function digestOf(body: AsyncIterable<Buffer>): Promise<EntryDigest> {
  const hash = createHash('sha256');
  let bytes = 0;
  let lines = 0;
  for await (const chunk of body) {
    hash.update(chunk);
    bytes += chunk.length;
    for (let at = chunk.indexOf(10); at !== -1; at = chunk.indexOf(10, at + 1)) lines++;
  }
  return { bytes, sha256: hash.digest('hex'), lines };
}

async function bytesOf(body: AsyncIterable<Buffer>): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(chunk);
  return Buffer.concat(chunks);
}
