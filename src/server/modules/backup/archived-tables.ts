import type { CatalogueTable, ForeignKey } from '../../db/catalogue.js';

/**
 * Which tables a backup holds, in which order they load, and which stored files their rows refer
 * to. Tables are found in the database's catalogue, so a table a later migration adds is archived
 * without a change here; only what must be left out is named, each with its reason.
 */

/** Every table of the site search's index starts with this: derived from the content, rebuilt after a restore. */
const SEARCH_INDEX_PREFIX = 'search_';

/**
 * The list totals kept by triggers from the articles, their translations and tags (the parts of
 * migration 0020; the counters of 0009 in a database migrated only as far as an older backup):
 * the triggers count the restored rows again as they are loaded.
 */
export const COUNTED_BY_TRIGGERS: readonly string[] = ['article_total_parts', 'article_tag_total_parts', 'article_totals', 'article_tag_totals'];

/** Tables that are not archived beside the derived ones above, and why. */
const LEFT_OUT: Readonly<Record<string, string>> = {
  // A restore signs everyone out: a session ended after the backup (a stolen token revoked, a
  // password changed) must not come back with it.
  auth_tokens: 'sessions',
  // Known by a cookie of one browser, for a softer lock-out; the next sign-in there makes it known again.
  login_devices: 'devices users signed in from',
  // Wrong passwords within the last minutes: nothing worth carrying to another database.
  login_failures: 'counters of failed sign-ins',
  // When this database's daily jobs last ran; the restored portal runs them on its own schedule.
  job_runs: 'times of scheduled jobs',
  // Messages waiting or sent: a restored portal must not send them again; a sent one is kept only for its retention.
  mail_messages: 'outgoing e-mail',
  mail_bodies: 'the common parts of outgoing e-mail',
  // Links to set a new password live 30 minutes; a restore must not bring a used one back.
  password_reset_requests: 'forgotten-password requests',
  password_reset_tokens: 'forgotten-password links',
  // Links to join the portal live 7 days; a restore must not bring back one revoked since. An administrator invites again.
  invitations: 'invitations',
  invitation_groups: 'the groups of invitations',
  // Moves of review a daily message has yet to tell: a restored portal must not tell them again.
  review_notices: 'e-mail about review waiting for the daily message',
  // Who had an item open a moment ago: stale within a minute.
  presence: 'who has an item open',
};

/**
 * Tables a new database already has rows in, put there by its migrations (0007: the framework's
 * levels; 0031: the built-in groups; 0034: the rules of review): they do not make a database "not empty", and a restore replaces them.
 * NOTE: a migration that fills another table must name it here, or restores would refuse every
 * new database (the restore tests would show it).
 */
export const FILLED_BY_MIGRATIONS: readonly string[] = ['levels', 'level_translations', 'groups', 'group_grants', 'review_rules'];

export const isSearchIndexTable = (table: string) => table.startsWith(SEARCH_INDEX_PREFIX);

/** Whether a backup holds the table's rows. */
export function isArchived(table: string): boolean {
  return !isSearchIndexTable(table) && !COUNTED_BY_TRIGGERS.includes(table) && !(table in LEFT_OUT);
}

/** The foreign keys that point at other tables among `tables` (a tree's own parent column is not one). */
const keysWithin = (table: CatalogueTable, names: ReadonlySet<string>) => table.foreignKeys.filter((key) => key.parent !== table.name && names.has(key.parent));

/** The key columns of a tree (a category's parent): its rows must load parents first. */
export const selfReferences = (table: CatalogueTable): ForeignKey[] => table.foreignKeys.filter((key) => key.parent === table.name);

/**
 * The tables, each after every other one it refers to (by name where the order is free, so a
 * backup of the same schema always lists them alike). Throws on a cycle, which no schema of the
 * portal has: its rows could not be loaded one table at a time.
 */
export function inLoadOrder(tables: readonly CatalogueTable[]): CatalogueTable[] {
  const names = new Set(tables.map((table) => table.name));
  const remaining = [...tables].sort((a, b) => a.name.localeCompare(b.name));
  const ordered: CatalogueTable[] = [];
  const placed = new Set<string>();
  while (remaining.length > 0) {
    const index = remaining.findIndex((table) => keysWithin(table, names).every((key) => placed.has(key.parent)));
    if (index === -1) throw new Error(`The tables ${remaining.map((table) => table.name).join(', ')} refer to each other in a cycle: they cannot be loaded one after another`);
    const [table] = remaining.splice(index, 1);
    ordered.push(table!);
    placed.add(table!.name);
  }
  return ordered;
}

/** The table names among `order` that `table` refers to and that come after it (none in a usable order). */
export function parentsLoadedLater(table: CatalogueTable, order: readonly string[]): string[] {
  const position = order.indexOf(table.name);
  return keysWithin(table, new Set(order))
    .map((key) => key.parent)
    .filter((parent) => order.indexOf(parent) > position);
}

export type Row = Record<string, unknown>;

/**
 * The rows of a tree, parents before their children, so each insert finds the row it refers to
 * (ids alone do not say it: a category can be moved under a newer one). A row whose parent is not
 * among them keeps its place; the database then refuses it as it would anyway.
 */
export function parentsFirst<T extends Row>(rows: readonly T[], keys: readonly ForeignKey[]): T[] {
  const rowOf = (key: ForeignKey) => new Map(rows.map((row) => [row[key.parentColumn], row]));
  const byParentValue = keys.map(rowOf);
  const ordered: T[] = [];
  const placed = new Set<T>();
  const visiting = new Set<T>();
  const place = (row: T) => {
    if (placed.has(row) || visiting.has(row)) return;
    visiting.add(row);
    keys.forEach((key, index) => {
      const value = row[key.column];
      const parent = value === null || value === undefined ? undefined : byParentValue[index]!.get(value);
      if (parent && parent !== row) place(parent);
    });
    visiting.delete(row);
    placed.add(row);
    ordered.push(row);
  };
  rows.forEach(place);
  return ordered;
}

/** The stored files of an upload: its original and its derived variants (media.variants: [{key, …}]); a form's attachment. */
export function storedFilesOf(table: string, row: Row): string[] {
  if (table === 'submission_files') return [String(row.storage_key)];
  if (table !== 'media') return [];
  const variants = JSON.parse(String(row.variants ?? '[]')) as { key: string }[];
  return [String(row.storage_key), ...variants.map((variant) => variant.key)];
}

export type ArchivedValue = string | number | boolean | null;

/**
 * A column's value in the archive's engine-independent form. Both engines already hand instants
 * over as ISO strings (database.ts) and counts as numbers; a Date or a bigint from a column type
 * the portal does not use yet is turned into the same, anything else is refused rather than
 * archived in a form no restore can read.
 */
export function toArchivedValue(value: unknown, table: string, column: string): ArchivedValue {
  if (value === null || typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return value;
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'bigint' && Number.isSafeInteger(Number(value))) return Number(value);
  throw new Error(`${table}.${column} holds a value the backup format cannot carry (${typeof value === 'object' ? value.constructor.name : typeof value})`);
}
