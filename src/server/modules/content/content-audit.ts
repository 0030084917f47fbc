import type { AuditAction } from '../../../common/schemas/audit.js';
import type { AuditContext } from '../audit/audit.service.js';
import type { EntityRow } from './content.repository.js';

/**
 * Where a save comes from, for the audit log: the request of a signed-in user, or null for the
 * portal's own writes (the demo content, benchmarks), which no one did.
 */
export type SaveAudit = AuditContext | null;

/**
 * Why an existing item is saved, as its caller says it: an edit (a form, a bulk action, a publish
 * along with an item that refers to it), whose audit action follows the change of status, or the
 * restore of a revision, audited as such whatever its status.
 */
export type SaveReason = 'edit' | 'restore';

/** An audit entry's action and summary for one content item. */
export interface ContentAuditWords {
  action: AuditAction;
  summary: string;
}

/** Columns of an item's row that say nothing an editor changed. */
const BOOKKEEPING_COLUMNS = new Set(['id', 'version', 'updated_at', 'updated_by', 'created_at', 'created_by']);

/** How the audit log names a status an item was saved with. */
function statusWords(status: string, publishedAt: string | null, now: string): string {
  if (status === 'published' && publishedAt !== null && publishedAt > now) return `scheduled for ${publishedAt}`;
  return status;
}

/** A new item: how it came (created by hand, imported), its status and its locales. */
export function creationWords(verb: 'Created' | 'Imported', row: EntityRow, locales: string[], now: string): ContentAuditWords {
  return { action: 'content-created', summary: `${verb} as ${statusWords(row.status, row.published_at, now)}; locales: ${locales.join(', ')}` };
}

function changeAction(reason: SaveReason, was: string, is: string): AuditAction {
  if (reason === 'restore') return 'content-restored';
  if (was === is) return 'content-updated';
  if (is === 'published') return 'content-published';
  return is.startsWith('scheduled') ? 'content-scheduled' : 'content-unpublished';
}

/**
 * What a save changed, as the audit log tells it: the note on why (a restore, a bulk action), the
 * status, the item's fields by name, and the locales saved.
 */
export function changeWords(existing: EntityRow, row: EntityRow, locales: string[], now: string, reason: SaveReason, note: string | null): ContentAuditWords {
  const was = statusWords(existing.status, existing.published_at, now);
  const is = statusWords(row.status, row.published_at, now);
  const fields = Object.keys(row).filter((key) => !BOOKKEEPING_COLUMNS.has(key) && key !== 'status' && String(row[key]) !== String(existing[key]));
  const parts = [was !== is ? `status ${was} → ${is}` : null, fields.length > 0 ? `fields: ${fields.join(', ')}` : null, `locales: ${locales.join(', ')}`];
  return { action: changeAction(reason, was, is), summary: [note, ...parts].filter(Boolean).join('; ') };
}

export function deletionWords(note: string | null): ContentAuditWords {
  return { action: 'content-deleted', summary: [note, 'Deleted with its revisions'].filter(Boolean).join('; ') };
}
