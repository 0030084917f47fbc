import { z } from 'zod';
import { isStorageKey } from '../../lib/file-storage.js';

/**
 * A backup archive: a gzip'd tar that any tar tool can list, holding
 *
 * - `tables/<table>.jsonl`: a table's rows, one JSON object a line (column → value), in values
 *   both engines read alike: instants as ISO-8601 strings in UTC, numbers, text, null;
 * - `files/<key>`: every stored file the rows refer to (originals and derived variants), under
 *   its storage key;
 * - `manifest.json`, last: the archive's format, where it comes from (engine, migrations), and
 *   each entry's size and SHA-256, with each table's row count and columns. It is written last
 *   because it holds the checksums of everything before it; a restore reads the whole archive
 *   once to check it against the manifest before it changes anything.
 */

/** Names the kind of archive, so another product's tar is not mistaken for a backup. */
export const ARCHIVE_FORMAT = 'noks-portal-backup';
/** Raise when a reader of the previous version could not load archives of the new one. */
export const ARCHIVE_FORMAT_VERSION = 1;

export const MANIFEST_ENTRY = 'manifest.json';
const TABLES_FOLDER = 'tables/';
const FILES_FOLDER = 'files/';

export const tableEntryName = (table: string) => `${TABLES_FOLDER}${table}.jsonl`;
export const fileEntryName = (key: string) => `${FILES_FOLDER}${key}`;

export type EntryKind = { kind: 'manifest' } | { kind: 'table'; table: string } | { kind: 'file'; key: string } | { kind: 'unknown' };

/** What an entry of the archive holds, by its name. */
export function entryKindOf(name: string): EntryKind {
  if (name === MANIFEST_ENTRY) return { kind: 'manifest' };
  if (name.startsWith(TABLES_FOLDER) && name.endsWith('.jsonl')) return { kind: 'table', table: name.slice(TABLES_FOLDER.length, -'.jsonl'.length) };
  if (name.startsWith(FILES_FOLDER) && isStorageKey(name.slice(FILES_FOLDER.length))) return { kind: 'file', key: name.slice(FILES_FOLDER.length) };
  return { kind: 'unknown' };
}

const sha256 = z.string().regex(/^[a-f0-9]{64}$/);
const count = z.number().int().min(0);

const archivedTableSchema = z.object({
  name: z.string().regex(/^[a-z0-9_]+$/),
  columns: z.array(z.string().regex(/^[a-z0-9_]+$/)).min(1),
  rows: count,
  bytes: count,
  sha256,
});
export type ArchivedTable = z.infer<typeof archivedTableSchema>;

const archivedFileSchema = z.object({
  key: z.string().refine(isStorageKey, 'not a storage key'),
  size: count,
  sha256,
});
export type ArchivedFile = z.infer<typeof archivedFileSchema>;

export const manifestSchema = z.object({
  format: z.literal(ARCHIVE_FORMAT),
  formatVersion: z.literal(ARCHIVE_FORMAT_VERSION),
  createdAt: z.iso.datetime(),
  sourceEngine: z.enum(['sqlite', 'postgres']),
  /** The migrations the source database had run, in order: its schema. */
  migrations: z.array(z.string()).min(1),
  /** In the order they are loaded: a table after every table it refers to. */
  tables: z.array(archivedTableSchema),
  files: z.array(archivedFileSchema),
  /** Files a row referred to that storage no longer held when the backup ran (see backup.service.ts). */
  missingFiles: z.array(z.string()),
});
export type Manifest = z.infer<typeof manifestSchema>;

/** Only the fields that say whether this version can read the rest. */
const formatSchema = z.object({ format: z.literal(ARCHIVE_FORMAT), formatVersion: z.number().int() });

/** The manifest's text as a Manifest, or a BackupError saying what is wrong with it. */
export function parseManifest(path: string, text: string): Manifest {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new BackupError(`${path} is damaged: its ${MANIFEST_ENTRY} is not JSON`);
  }
  const format = formatSchema.safeParse(json);
  if (!format.success) throw new BackupError(`${path} is not a backup of the portal: its ${MANIFEST_ENTRY} names another format`);
  if (format.data.formatVersion > ARCHIVE_FORMAT_VERSION) {
    throw new BackupError(
      `${path} was made by a newer version of the portal (archive format ${format.data.formatVersion}; this version reads ${ARCHIVE_FORMAT_VERSION}): restore it with that version or a later one`,
    );
  }
  const manifest = manifestSchema.safeParse(json);
  if (!manifest.success) {
    const problems = manifest.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ');
    throw new BackupError(`${path} is damaged: its ${MANIFEST_ENTRY} is not valid (${problems})`);
  }
  return manifest.data;
}

/**
 * A failure the operator can act on (a missing or damaged archive, a database that is not empty),
 * with a message that says what to do; the commands print it without a stack trace.
 */
export class BackupError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'BackupError';
  }
}
