import { type PermissionAction, type SectionedSubject, SUBJECT_OF_ENTITY, can, isSectioned } from '../../../common/permissions.js';
import type { SessionUser } from '../../../common/schemas/user.js';
import { AppError } from '../../lib/errors.js';
import type { ContentType } from './content-type.js';

/** The sections an item is in, from its row as stored or about to be (own columns) and its id (null: not created yet). */
type SectionReader = (row: Record<string, unknown>, id: number | null) => number[];

const byColumn =
  (column: string): SectionReader =>
  (row) =>
    typeof row[column] === 'number' ? [row[column]] : [];
const itself: SectionReader = (_row, id) => (id === null ? [] : [id]);

const SECTION_READERS: Record<SectionedSubject, SectionReader> = {
  articles: byColumn('category_id'),
  files: byColumn('category_id'),
  standards: byColumn('council_id'),
  pages: itself,
  councils: itself,
};

export const subjectOf = (type: ContentType) => SUBJECT_OF_ENTITY[type.entity];

/** The sections an item is in (none for a subject without sections). */
export function sectionsOf(type: ContentType, row: Record<string, unknown>, id: number | null): number[] {
  const subject = subjectOf(type);
  return isSectioned(subject) ? SECTION_READERS[subject](row, id) : [];
}

const ACTION_WORDS: Record<PermissionAction, string> = { create: 'create', edit: 'edit', submit: 'submit', publish: 'publish or unpublish', delete: 'delete' };

/** Refuses with 403 unless the actor's groups allow `action` on the item, in the section(s) it is in. */
export function assertAllowed(actor: SessionUser, type: ContentType, action: PermissionAction, row: Record<string, unknown>, id: number | null): void {
  if (can(actor.permissions, subjectOf(type), action, sectionsOf(type, row, id))) return;
  const where = isSectioned(subjectOf(type)) ? ' in this section' : '';
  throw new AppError('FORBIDDEN', 403, `Your groups do not allow you to ${ACTION_WORDS[action]} ${type.label.toLowerCase()} items${where}`, { action, subject: subjectOf(type) });
}

/** Whether a save's status and publish time make or change what the public sees: those need the right to publish. */
export function touchesPublic(before: { status: string; published_at: string | null } | null, after: { status: string; published_at: string | null }): boolean {
  if (after.status !== 'draft') return true;
  return before !== null && before.status !== 'draft';
}

/**
 * Every write of the content mechanism asks here, so the routes, bulk actions, restores, imports
 * and the publishing of referenced items are held to the same rules: create or edit in the item's
 * section (for a move, in both), publish for anything public, delete to delete.
 */
export function assertMayCreate(actor: SessionUser, type: ContentType, row: Record<string, unknown> & { status: string; published_at: string | null }): void {
  assertAllowed(actor, type, 'create', row, null);
  if (touchesPublic(null, row)) assertAllowed(actor, type, 'publish', row, null);
}

export function assertMayUpdate(
  actor: SessionUser,
  type: ContentType,
  id: number,
  before: Record<string, unknown> & { status: string; published_at: string | null },
  after: Record<string, unknown> & { status: string; published_at: string | null },
): void {
  assertAllowed(actor, type, 'edit', before, id);
  assertAllowed(actor, type, 'edit', after, id);
  if (touchesPublic(before, after)) {
    assertAllowed(actor, type, 'publish', before, id);
    assertAllowed(actor, type, 'publish', after, id);
  }
}

