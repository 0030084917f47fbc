import type { Transaction } from 'kysely';
import type { z } from 'zod';
import { ACCESSIBILITY_MESSAGES, type AccessibilityProblem, checkRichText } from '../../../common/content-accessibility.js';
import type { Locale } from '../../../common/locales.js';
import type { ReferenceMode } from '../../../common/schemas/admin.js';
import type { SessionUser } from '../../../common/schemas/user.js';
import { type Db, inTransaction } from '../../db/database.js';
import type { Database } from '../../db/schema.js';
import { nowIso } from '../../lib/clock.js';
import { refreshStatistics } from '../../db/dialect.js';
import { isUniqueViolation } from '../../lib/db-errors.js';
import { AppError, invalid, notFound, versionConflict } from '../../lib/errors.js';
import type { Executor } from '../../db/executor.js';
import type { ContentInput, ContentType } from './content-type.js';
import * as repo from './content.repository.js';
import { assertAllowed, assertMayCreate, assertMayUpdate, sectionsOf, subjectOf } from './content-permissions.js';
import { requiresReview } from '../reviews/review-rules.js';
import { deleteReviewsOf } from '../reviews/review.repository.js';
import { reindexItem, removeItem } from '../search/search-index.js';
import { recordAudit } from '../audit/audit.service.js';
import { type AdminView, loadAdminView, toAdminView } from './content-admin-view.js';
import { type SaveAudit, type SaveReason, changeWords, creationWords, deletionWords } from './content-audit.js';
import { getRevision, inputCandidate, recordRevision } from './content-revisions.js';
import { writeTranslations } from './content-slugs.js';
import { prepareTranslations } from './translations.js';
import { type FoundReference, findUnpublishedReferences, isPublicAt, publicFrom, toUnpublishedReferences } from './references.js';

const SAVE_ATTEMPTS = 10;

/**
 * Runs one save in a transaction. Between our check that a unique value (a fixed page key) is
 * free and our write, a concurrent save may take it: the unique constraint then refuses the
 * write, and the save starts again, when the check sees the other item. (Slugs need no check:
 * writeTranslations learns from its insert whether one is free.) A save PostgreSQL aborts for a
 * conflict with another transaction is run again too (inTransaction).
 */
async function inSaveTransaction<T>(db: Db, save: (trx: Transaction<Database>) => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await inTransaction(db, save);
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      if (attempt >= SAVE_ATTEMPTS) throw new AppError('CONFLICT', 409, 'Other items were saved with the same value at the same moment; save again');
    }
  }
}

/** Published items get a publish time when they have none; a future one schedules them. */
function commonRow(input: ContentInput, actor: SessionUser, now: string, existing?: repo.EntityRow) {
  const publishedAt = input.publishedAt ?? (input.status === 'published' ? (existing?.published_at ?? now) : null);
  return { status: input.status, published_at: publishedAt, updated_at: now, updated_by: actor.id };
}

async function assertTagsExist(trx: Executor, tagIds: number[] | undefined) {
  const missing = await repo.findMissingIds(trx, 'tags', tagIds ?? []);
  if (missing.length > 0) throw invalid({ tagIds: `Unknown tags: ${missing.join(', ')}` });
}

/** Writes the item's sort keys, tags and own relations; returns its tag ids as stored (none without a tag table). */
async function writeRelations(trx: Executor, type: ContentType, id: number, input: ContentInput, isNew: boolean, translations: repo.TranslationRow[]): Promise<number[]> {
  if (type.sortedByTitle) await repo.updateSortKeys(trx, type, id, translations);
  let tagIds: number[] = [];
  if (type.tagTable) tagIds = await repo.replaceTags(trx, type.tagTable, id, input.tagIds ?? [], isNew);
  await type.afterWrite?.(trx, id, input);
  return tagIds;
}

export function createContent(db: Db, type: ContentType, actor: SessionUser, input: ContentInput, audit: SaveAudit, references?: ReferenceMode): Promise<AdminView> {
  return inSaveTransaction(db, (trx) => createInTransaction(trx, type, actor, input, audit, 'Created', references));
}

/** Creates items in one transaction: all of them are saved, or none (an import); then the planner learns of them. */
export async function createMany(db: Db, type: ContentType, actor: SessionUser, inputs: ContentInput[], audit: SaveAudit): Promise<AdminView[]> {
  const views = await inSaveTransaction(db, async (trx) => {
    const created: AdminView[] = [];
    for (const input of inputs) created.push(await createInTransaction(trx, type, actor, input, audit, 'Imported'));
    return created;
  });
  await refreshStatistics(db, [type.table, type.translationTable, 'search_documents']);
  return views;
}

/** A problem of a rich text as the API names it: which locale's which field, and the rule's message. */
export interface PublishProblem extends AccessibilityProblem {
  locale: Locale;
  field: string;
  message: string;
}

/**
 * Published and scheduled items (and every save of one) must pass the accessibility rules of
 * src/common; a draft saves as it is. The Latin text derived from the Cyrillic has the Cyrillic's
 * problems, which are named once, there.
 */
function assertAccessible(type: ContentType, input: ContentInput): void {
  const richFields = type.richTextFields ?? [];
  if (input.status !== 'published' || richFields.length === 0) return;
  const problems: PublishProblem[] = [];
  for (const translation of prepareTranslations(type, input.translations)) {
    const fields = translation.locale === 'lat' ? richFields.filter((field) => translation.overrides.includes(field)) : richFields;
    for (const field of fields) {
      for (const problem of checkRichText(translation.fields[field] ?? '')) {
        problems.push({ ...problem, locale: translation.locale, field, message: ACCESSIBILITY_MESSAGES.en[problem.rule] });
      }
    }
  }
  if (problems.length > 0) {
    throw new AppError('ACCESSIBILITY_PROBLEMS', 422, `The text has ${problems.length} accessibility problem(s) to fix before it is published; a draft saves as it is`, { problems });
  }
}

/**
 * Where a rule asks for review (decision 32), a person's save may not publish: the change is
 * submitted, and saved as an approval by someone else. Drafts, withdrawals and the portal's own
 * writes (no audit: the demo content, benchmarks) are not reviewed.
 */
async function assertPublishedDirectly(trx: Executor, type: ContentType, row: Record<string, unknown> & { status: string }, id: number | null, audit: SaveAudit, approved: boolean) {
  if (audit === null || approved || row.status !== 'published') return;
  if (!(await requiresReview(trx, subjectOf(type), sectionsOf(type, row, id)))) return;
  throw new AppError('REVIEW_REQUIRED', 409, `${type.label} items here are published after review: submit the change for review, and someone else approves it`);
}

async function createInTransaction(
  trx: Transaction<Database>,
  type: ContentType,
  actor: SessionUser,
  input: ContentInput,
  audit: SaveAudit,
  verb: 'Created' | 'Imported',
  references?: ReferenceMode,
): Promise<AdminView> {
  const now = nowIso();
  const values = { ...commonRow(input, actor, now), ...type.toRow(input) };
  assertMayCreate(actor, type, values);
  await assertPublishedDirectly(trx, type, values, null, audit, false);
  assertAccessible(type, input);
  await type.validate?.(trx, input, null);
  await assertTagsExist(trx, input.tagIds);
  const row = await repo.insertEntity(trx, type, { ...values, created_at: now, created_by: actor.id });
  const translations = await writeTranslations(trx, type, row.id, input, { version: row.version, at: now });
  const tagIds = await writeRelations(trx, type, row.id, input, true, translations);
  const view = await toAdminView(trx, type, row, translations, tagIds);
  const unpublished = references ? await settleReferences(trx, type, actor, input, row, references, audit) : null;
  await recordRevision(trx, type, view, actor, now);
  if (audit) await recordAudit(trx, audit, { ...creationWords(verb, row, translations.map((t) => t.locale), now), entity: { type: type.entity, id: row.id } });
  // Last: the vocabulary rows it counts stay locked, and other saves wait for them, until the commit.
  await reindexItem(trx, type, row.id, { item: row, translations, isNew: true });
  return unpublished?.length ? { ...view, unpublishedReferences: unpublished } : view;
}

/** How a save of an existing item is told apart from a plain edit from the form. */
export interface UpdateOptions {
  /** Why the save happened; names its audit action ('edit' unless said). */
  reason?: SaveReason | undefined;
  /** Said first in the audit entry when the save is not a plain edit: "Restored revision 3 (version 1)", "Bulk action: publish". */
  note?: string | undefined;
  /** What to do with the unpublished items a published item refers to; unset: nothing, and they are not looked up. */
  references?: ReferenceMode | undefined;
  /** The save is the approval of a submitted change (modules/reviews): it may publish where review is asked for. */
  approved?: boolean;
  /** Writes that stand or fall with the save (an approval's own record), in its transaction. */
  alsoWithin?: (trx: Transaction<Database>, view: AdminView) => Promise<void>;
}

/** Saves over version `version`; a stale version gets 409 with the current one, never an overwrite. */
export async function updateContent(
  db: Db,
  type: ContentType,
  actor: SessionUser,
  id: number,
  input: ContentInput & { version: number },
  audit: SaveAudit,
  { reason = 'edit', note, references, approved = false, alsoWithin }: UpdateOptions = {},
): Promise<AdminView> {
  return inSaveTransaction(db, async (trx) => {
    const existing = await findExisting(trx, type, id);
    const now = nowIso();
    const changes = { ...commonRow(input, actor, now, existing), ...type.toRow(input) };
    assertMayUpdate(actor, type, id, existing, { ...existing, ...changes });
    await assertPublishedDirectly(trx, type, { ...existing, ...changes }, id, audit, approved);
    const { row, translations, view } = await writeUpdate(trx, type, id, existing, input, changes, now);
    const unpublished = references ? await settleReferences(trx, type, actor, input, row, references, audit) : null;
    await recordRevision(trx, type, view, actor, now);
    if (audit) await recordAudit(trx, audit, { ...changeWords(existing, row, translations.map((t) => t.locale), now, reason, note ?? null), entity: { type: type.entity, id } });
    await alsoWithin?.(trx, view);
    // Last, as in createContent.
    await reindexItem(trx, type, id, { item: row, translations, isNew: false });
    return unpublished?.length ? { ...view, unpublishedReferences: unpublished } : view;
  });
}

async function findExisting(trx: Executor, type: ContentType, id: number): Promise<repo.EntityRow> {
  const existing = await repo.findEntity(trx, type, id);
  if (!existing) throw notFound(type.label);
  return existing;
}

/** The writes of a save over an existing item, after its permissions: checks, rows, relations, and the view they make. */
async function writeUpdate(trx: Transaction<Database>, type: ContentType, id: number, existing: repo.EntityRow, input: ContentInput & { version: number }, changes: Record<string, unknown>, now: string) {
  if (existing.version !== input.version) throw versionConflict(existing.version);
  assertAccessible(type, input);
  await type.validate?.(trx, input, id);
  await assertTagsExist(trx, input.tagIds);
  const row = await repo.updateEntity(trx, type, id, input.version, changes);
  if (!row) throw versionConflict((await repo.findEntity(trx, type, id))?.version ?? existing.version + 1);
  const translations = await writeTranslations(trx, type, id, input, { version: row.version, at: now, previous: { version: existing.version, at: existing.updated_at } });
  const tagIds = await writeRelations(trx, type, id, input, false, translations);
  return { row, translations, view: await toAdminView(trx, type, row, translations, tagIds) };
}

/** Ends the transaction of a save made only to be seen, which keeps nothing. */
const ROLLBACK = new Error('a save made only to be seen is rolled back');

/**
 * The item as a save of `input` would make it, with every check of a save, and nothing kept: the
 * save is made and rolled back. What a change submitted for review shows its reviewer, and what
 * the dashboard loads into the form; its author needs the rights to edit and submit, not publish.
 */
export async function viewOfChange(db: Db, type: ContentType, actor: SessionUser, id: number, input: ContentInput & { version: number }): Promise<AdminView> {
  let seen: AdminView | null = null;
  try {
    await inTransaction(db, async (trx) => {
      const existing = await findExisting(trx, type, id);
      const now = nowIso();
      const changes = { ...commonRow(input, actor, now, existing), ...type.toRow(input) };
      for (const row of [existing, { ...existing, ...changes }]) {
        assertAllowed(actor, type, 'edit', row, id);
        assertAllowed(actor, type, 'submit', row, id);
      }
      seen = (await writeUpdate(trx, type, id, existing, input, changes, now)).view;
      throw ROLLBACK;
    });
  } catch (error) {
    if (error !== ROLLBACK) throw error;
  }
  return seen!;
}

export async function deleteContent(db: Db, type: ContentType, actor: SessionUser, id: number, audit: SaveAudit, note: string | null = null): Promise<void> {
  await inTransaction(db, async (trx) => {
    const existing = await repo.findEntity(trx, type, id);
    if (!existing) throw notFound(type.label);
    assertAllowed(actor, type, 'delete', existing, id);
    await type.assertDeletable?.(trx, id);
    if (!(await repo.deleteEntity(trx, type, id))) throw notFound(type.label);
    await repo.deleteRevisions(trx, type.entity, id);
    await deleteReviewsOf(trx, subjectOf(type), id);
    // Before the index: as in every save, the audit log's lock is taken before the vocabulary's rows, never after.
    if (audit) await recordAudit(trx, audit, { ...deletionWords(note), entity: { type: type.entity, id } });
    await removeItem(trx, type, id);
  });
}

/**
 * Restoring saves the revision's content as a new version (so the restore itself can be undone);
 * it goes through the same validation as any save.
 */
export async function restoreRevision(
  db: Db,
  type: ContentType,
  inputSchema: z.ZodObject,
  actor: SessionUser,
  id: number,
  revisionId: number,
  version: number,
  audit: SaveAudit,
): Promise<AdminView> {
  const snapshot = await getRevision(db, type, id, revisionId);
  const parsed = inputSchema.safeParse(inputCandidate(type, inputSchema, snapshot));
  if (!parsed.success) {
    throw new AppError('CONFLICT', 409, 'This revision refers to items that no longer exist and cannot be restored as it is');
  }
  const note = `Restored revision ${revisionId} (version ${(snapshot as { version?: number }).version})`;
  return updateContent(db, type, actor, id, { ...(parsed.data as unknown as ContentInput), version }, audit, { reason: 'restore', note });
}

/**
 * The items a published item refers to that would not be public with it (a draft category, tags):
 * named in the save's response (`leave`), refused with their names so the editor may choose
 * (`ask`), or published in the same transaction (`publish`), each as a save of its own with its
 * revision and audit entry. The revision of the item itself never holds the list.
 */
async function settleReferences(
  trx: Transaction<Database>,
  type: ContentType,
  actor: SessionUser,
  input: ContentInput,
  row: repo.EntityRow,
  mode: ReferenceMode,
  audit: SaveAudit,
): Promise<ReturnType<typeof toUnpublishedReferences>> {
  if (row.status !== 'published' || !type.references) return [];
  const at = publicFrom(row.published_at, nowIso());
  const found = await findUnpublishedReferences(trx, type, input, at);
  if (found.length === 0 || mode === 'leave') return toUnpublishedReferences(found);
  if (mode === 'ask') {
    const names = found.map((reference) => `${reference.contentType.label.toLowerCase()} "${reference.title}"`).join(', ');
    throw new AppError('UNPUBLISHED_REFERENCES', 409, `Not public with this item: ${names}; publish them too, or save without them`, {
      references: toUnpublishedReferences(found),
    });
  }
  const note = `Published with ${type.label.toLowerCase()} ${row.id}`;
  for (const reference of found) await publishReference(trx, reference, at, actor, audit, note);
  return [];
}

/** Publishes one referenced item as any save would: a new version, its revision, its audit entry, its search entry. */
async function publishReference(trx: Transaction<Database>, reference: FoundReference, at: string, actor: SessionUser, audit: SaveAudit, note: string): Promise<void> {
  const type = reference.contentType;
  const existing = await repo.findEntity(trx, type, reference.id);
  if (!existing) throw notFound(type.label);
  const now = nowIso();
  // An earlier publish time is kept (an item published before, then taken back); a later one would leave it hidden.
  const publishedAt = isPublicAt('published', existing.published_at, at) ? existing.published_at : at;
  assertMayUpdate(actor, type, reference.id, existing, { ...existing, status: 'published', published_at: publishedAt });
  const row = await repo.updateEntity(trx, type, reference.id, existing.version, { status: 'published', published_at: publishedAt, updated_at: now, updated_by: actor.id });
  if (!row) throw new AppError('CONFLICT', 409, `${type.label} ${reference.id} was saved by someone else at the same moment; save again`);
  const view = await loadAdminView(trx, type, reference.id);
  await recordRevision(trx, type, view, actor, now);
  if (audit) {
    const locales = Object.entries(view.translations as Record<string, unknown>).filter(([, texts]) => texts !== null).map(([locale]) => locale);
    await recordAudit(trx, audit, { ...changeWords(existing, row, locales, now, 'edit', note), entity: { type: type.entity, id: reference.id } });
  }
  await reindexItem(trx, type, reference.id);
}
