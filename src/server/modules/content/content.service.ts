import type { Transaction } from 'kysely';
import type { z } from 'zod';
import { ACCESSIBILITY_MESSAGES, type AccessibilityProblem, checkRichText } from '../../../common/content-accessibility.js';
import type { Locale } from '../../../common/locales.js';
import type { ContentStatus } from '../../../common/schemas/common.js';
import type { AuditAction } from '../../../common/schemas/audit.js';
import type { ReferenceMode, UnpublishedReference } from '../../../common/schemas/admin.js';
import type { SessionUser } from '../../../common/schemas/user.js';
import { slugify, withSuffix } from '../../../common/text/slug.js';
import { type Db, inTransaction } from '../../db/database.js';
import type { Database } from '../../db/schema.js';
import { nowIso } from '../../lib/clock.js';
import { isUniqueViolation } from '../../lib/db-errors.js';
import { AppError, invalid, notFound, versionConflict } from '../../lib/errors.js';
import type { Executor } from '../../db/executor.js';
import type { ContentInput, ContentType } from './content-type.js';
import * as repo from './content.repository.js';
import { reindexItem, removeItem } from '../search/search-index.js';
import { type AuditContext, recordAudit } from '../audit/audit.service.js';
import { type PreparedTranslation, type TextSave, prepareTranslations, textChangeColumns, translationRow, translationView, translationsInputOf } from './translations.js';
import { type FoundReference, findUnpublishedReferences, isPublicAt, publicFrom, toUnpublishedReferences } from './references.js';

export type AdminView = Record<string, unknown> & { id: number; version: number };

const SLUG_ATTEMPTS = 1000;
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

/** The slug a locale asks for, and where it comes from (which decides what happens when another item has it). */
interface WantedSlug {
  slug: string;
  source: 'editor' | 'stored' | 'title';
}

/** The slug each locale asks for: an editor's slug, normalised; otherwise the stored one, or one made from the title. */
function wantedSlugs(type: ContentType, prepared: PreparedTranslation[], stored: repo.TranslationRow[]): (WantedSlug | undefined)[] {
  const source = type.slugSource;
  if (!source) return prepared.map(() => undefined);
  return prepared.map((t) => {
    if (t.requestedSlug) {
      const slug = slugify(t.requestedSlug, t.locale);
      if (!slug) throw invalid({ [`translations.${t.locale}.slug`]: 'Use letters or digits' });
      return { slug, source: 'editor' };
    }
    const previous = stored.find((row) => row.locale === t.locale)?.slug;
    if (previous && t.requestedSlug === undefined) return { slug: previous, source: 'stored' };
    return { slug: slugify(t.fields[source] ?? '', t.locale) || type.entity.replace('_', '-'), source: 'title' };
  });
}

/** Writes the row with the first free slug after its own ('-2', '-3', …). */
async function insertWithNextFreeSlug(trx: Executor, type: ContentType, row: Record<string, unknown>): Promise<repo.TranslationRow> {
  for (let n = 2; n <= SLUG_ATTEMPTS; n++) {
    const [written] = await repo.insertTranslations(trx, type, [{ ...row, slug: withSuffix(String(row.slug), n) }]);
    if (written) return written;
  }
  throw new AppError('SLUG_TAKEN', 409, 'Could not find a free slug; enter one by hand');
}

/**
 * Writes every locale of a save; English left out of the input (not null) stays as stored.
 * Returns the rows as stored. Writing a slug is what tells whether it is free: the insert leaves
 * out a row whose slug another item has (one a concurrent save has just taken too). An editor's
 * slug is then refused; one made from the title gets '-2' and on.
 */
async function writeTranslations(trx: Executor, type: ContentType, id: number, input: ContentInput, save: TextSave): Promise<repo.TranslationRow[]> {
  const isNew = !save.previous;
  const stored = isNew ? [] : await repo.findTranslations(trx, type, [id]);
  const prepared = prepareTranslations(type, input.translations);
  const wanted = wantedSlugs(type, prepared, stored);
  const rows: Record<string, unknown>[] = prepared.map((t, i) => ({
    ...translationRow(type, id, t, wanted[i]?.slug),
    ...textChangeColumns(type, t, stored.find((row) => row.locale === t.locale), save),
  }));
  const keptEnglish = input.translations.en === undefined ? stored.find((row) => row.locale === 'en') : undefined;
  if (keptEnglish) rows.push(keptEnglish);
  if (!isNew) await repo.deleteTranslations(trx, type, id);
  const written = await repo.insertTranslations(trx, type, rows);
  for (const [i, row] of rows.entries()) {
    if (written.some((w) => w.locale === row.locale)) continue;
    if (wanted[i]?.source === 'editor') {
      const field = `translations.${String(row.locale)}.slug`;
      throw new AppError('SLUG_TAKEN', 409, `The slug "${String(row.slug)}" is already used by another item`, { fields: { [field]: 'Already in use' } });
    }
    written.push(await insertWithNextFreeSlug(trx, type, row));
  }
  return written;
}

async function assertTagsExist(trx: Executor, tagIds: number[] | undefined) {
  const missing = await repo.findMissingIds(trx, 'tags', tagIds ?? []);
  if (missing.length > 0) throw invalid({ tagIds: `Unknown tags: ${missing.join(', ')}` });
}

/** Writes the item's tags and own relations; returns its tag ids as stored (none without a tag table). */
async function writeRelations(trx: Executor, type: ContentType, id: number, input: ContentInput, isNew: boolean): Promise<number[]> {
  let tagIds: number[] = [];
  if (type.tagTable) tagIds = await repo.replaceTags(trx, type.tagTable, id, input.tagIds ?? [], isNew);
  await type.afterWrite?.(trx, id, input);
  return tagIds;
}

/** The whole item as the dashboard edits it: every locale, own fields, relations. */
export async function loadAdminView(db: Executor, type: ContentType, id: number): Promise<AdminView> {
  const row = await repo.findEntity(db, type, id);
  if (!row) throw notFound(type.label);
  const translations = await repo.findTranslations(db, type, [id]);
  const tagIds = type.tagTable ? await repo.findTagIds(db, type.tagTable, id) : [];
  return toAdminView(db, type, row, translations, tagIds);
}

/**
 * The admin view of an item from its rows: those just read, or those a save has just written
 * (returned by its statements, so the save's view and revision need no second read of them).
 */
async function toAdminView(db: Executor, type: ContentType, row: repo.EntityRow, translations: repo.TranslationRow[], tagIds: number[]): Promise<AdminView> {
  const byLocale = (locale: Locale) => {
    const found = translations.find((t) => t.locale === locale);
    return found ? translationView(type, found) : null;
  };
  return {
    id: row.id,
    status: row.status,
    publishedAt: row.published_at,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    createdBy: row.created_by,
    updatedBy: row.updated_by,
    version: row.version,
    ...type.fromRow(row),
    ...(type.tagTable ? { tagIds } : {}),
    ...(await type.loadExtra?.(db, row.id, row)),
    translations: { sr: byLocale('sr'), lat: byLocale('lat'), en: byLocale('en') },
  };
}

async function recordRevision(trx: Executor, type: ContentType, view: AdminView, actor: SessionUser, now: string) {
  await repo.insertRevision(trx, {
    entityType: type.entity,
    entityId: view.id,
    version: view.version,
    snapshot: JSON.stringify(view),
    createdBy: actor.id,
    createdAt: now,
  });
}

/**
 * Where a save comes from, for the audit log: the request of a signed-in user, or null for the
 * portal's own writes (the demo content, benchmarks), which no one did.
 */
export type SaveAudit = AuditContext | null;

export function createContent(db: Db, type: ContentType, actor: SessionUser, input: ContentInput, audit: SaveAudit, references?: ReferenceMode): Promise<AdminView> {
  return inSaveTransaction(db, (trx) => createInTransaction(trx, type, actor, input, audit, 'Created', references));
}

/** Creates items in one transaction: all of them are saved, or none (an import). */
export function createMany(db: Db, type: ContentType, actor: SessionUser, inputs: ContentInput[], audit: SaveAudit): Promise<AdminView[]> {
  return inSaveTransaction(db, async (trx) => {
    const views: AdminView[] = [];
    for (const input of inputs) views.push(await createInTransaction(trx, type, actor, input, audit, 'Imported'));
    return views;
  });
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

/** How the audit log names a status an item was saved with. */
function statusWords(status: string, publishedAt: string | null, now: string): string {
  if (status === 'published' && publishedAt !== null && publishedAt > now) return `scheduled for ${publishedAt}`;
  return status;
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
  assertAccessible(type, input);
  await type.validate?.(trx, input, null);
  await assertTagsExist(trx, input.tagIds);
  const now = nowIso();
  const row = await repo.insertEntity(trx, type, {
    ...commonRow(input, actor, now),
    created_at: now,
    created_by: actor.id,
    ...type.toRow(input),
  });
  const translations = await writeTranslations(trx, type, row.id, input, { version: row.version, at: now });
  const tagIds = await writeRelations(trx, type, row.id, input, true);
  const view = await toAdminView(trx, type, row, translations, tagIds);
  const unpublished = references ? await settleReferences(trx, type, actor, input, row, references, audit) : null;
  await recordRevision(trx, type, view, actor, now);
  if (audit) {
    const summary = `${verb} as ${statusWords(row.status, row.published_at, now)}; locales: ${translations.map((t) => t.locale).join(', ')}`;
    await recordAudit(trx, audit, { action: 'content-created', entity: { type: type.entity, id: row.id }, summary });
  }
  // Last: the vocabulary rows it counts stay locked, and other saves wait for them, until the commit.
  await reindexItem(trx, type, row.id, { item: row, translations, isNew: true });
  return unpublished?.length ? { ...view, unpublishedReferences: unpublished } : view;
}

/** Saves over version `version`; a stale version gets 409 with the current one, never an overwrite. */
/** Columns of an item's row that say nothing an editor changed. */
const BOOKKEEPING_COLUMNS = new Set(['id', 'version', 'updated_at', 'updated_by', 'created_at', 'created_by']);

/** What a save changed, as the audit log tells it: the status, the item's fields by name, and the locales saved. */
function changeSummary(existing: repo.EntityRow, row: repo.EntityRow, locales: string[], now: string, note: string | null): { action: AuditAction; summary: string } {
  const was = statusWords(existing.status, existing.published_at, now);
  const is = statusWords(row.status, row.published_at, now);
  const fields = Object.keys(row).filter((key) => !BOOKKEEPING_COLUMNS.has(key) && key !== 'status' && String(row[key as keyof typeof row]) !== String(existing[key as keyof typeof existing]));
  const parts = [was !== is ? `status ${was} → ${is}` : null, fields.length > 0 ? `fields: ${fields.join(', ')}` : null, `locales: ${locales.join(', ')}`];
  const action: AuditAction = note?.startsWith('Restored') ? 'content-restored' : was === is ? 'content-updated' : is === 'published' ? 'content-published' : is.startsWith('scheduled') ? 'content-scheduled' : 'content-unpublished';
  return { action, summary: [note, ...parts].filter(Boolean).join('; ') };
}

export async function updateContent(
  db: Db,
  type: ContentType,
  actor: SessionUser,
  id: number,
  input: ContentInput & { version: number },
  audit: SaveAudit,
  /** Why the save happened, when not an edit: "Restored revision 3", "Bulk action". */
  note: string | null = null,
  /** What to do with the unpublished items a published item refers to; unset: nothing, and they are not looked up. */
  references?: ReferenceMode,
): Promise<AdminView> {
  return inSaveTransaction(db, async (trx) => {
    const existing = await repo.findEntity(trx, type, id);
    if (!existing) throw notFound(type.label);
    if (existing.version !== input.version) throw versionConflict(existing.version);
    assertAccessible(type, input);
    await type.validate?.(trx, input, id);
    await assertTagsExist(trx, input.tagIds);
    const now = nowIso();
    const row = await repo.updateEntity(trx, type, id, input.version, { ...commonRow(input, actor, now, existing), ...type.toRow(input) });
    if (!row) throw versionConflict((await repo.findEntity(trx, type, id))?.version ?? existing.version + 1);
    const translations = await writeTranslations(trx, type, id, input, { version: row.version, at: now, previous: { version: existing.version, at: existing.updated_at } });
    const tagIds = await writeRelations(trx, type, id, input, false);
    const view = await toAdminView(trx, type, row, translations, tagIds);
    const unpublished = references ? await settleReferences(trx, type, actor, input, row, references, audit) : null;
    await recordRevision(trx, type, view, actor, now);
    if (audit) {
      const { action, summary } = changeSummary(existing, row, translations.map((t) => t.locale), now, note);
      await recordAudit(trx, audit, { action, entity: { type: type.entity, id }, summary });
    }
    // Last, as in createContent.
    await reindexItem(trx, type, id, { item: row, translations, isNew: false });
    return unpublished?.length ? { ...view, unpublishedReferences: unpublished } : view;
  });
}

export async function deleteContent(db: Db, type: ContentType, id: number, audit: SaveAudit, note: string | null = null): Promise<void> {
  await inTransaction(db, async (trx) => {
    await type.assertDeletable?.(trx, id);
    if (!(await repo.deleteEntity(trx, type, id))) throw notFound(type.label);
    await repo.deleteRevisions(trx, type.entity, id);
    // Before the index: as in every save, the audit log's lock is taken before the vocabulary's rows, never after.
    if (audit) await recordAudit(trx, audit, { action: 'content-deleted', entity: { type: type.entity, id }, summary: [note, 'Deleted with its revisions'].filter(Boolean).join('; ') });
    await removeItem(trx, type, id);
  });
}

export async function listRevisions(db: Db, type: ContentType, id: number) {
  if (!(await repo.findEntity(db, type, id))) throw notFound(type.label);
  const rows = await repo.listRevisions(db, type.entity, id);
  return rows.map((row) => ({
    id: Number(row.id),
    version: Number(row.version),
    createdAt: String(row.created_at),
    createdBy: row.created_by === null ? null : { id: Number(row.created_by), name: String(row.author_name ?? '') },
  }));
}

export async function getRevision(db: Db, type: ContentType, id: number, revisionId: number): Promise<AdminView> {
  const revision = await repo.findRevision(db, type.entity, id, revisionId);
  if (!revision) throw notFound('Revision');
  return JSON.parse(String(revision.snapshot)) as AdminView;
}

/** An admin view (current or a revision) → the save input that would produce it again. */
function inputCandidate(type: ContentType, inputSchema: z.ZodObject, view: AdminView): Record<string, unknown> {
  const candidate: Record<string, unknown> = {};
  for (const key of Object.keys(inputSchema.shape)) if (key in view) candidate[key] = view[key];
  candidate.translations = translationsInputOf(type, view.translations as never);
  return candidate;
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
  const revisionVersion = (snapshot as { version?: number }).version;
  return updateContent(db, type, actor, id, { ...(parsed.data as unknown as ContentInput), version }, audit, `Restored revision ${revisionId} (version ${revisionVersion})`);
}

export async function listForAdmin(db: Db, type: ContentType, filter: repo.AdminListFilter) {
  const { rows, total } = await repo.listForAdmin(db, type, filter);
  const extra = type.loadListExtra && rows.length > 0 ? await type.loadListExtra(db, rows.map((row) => row.id)) : null;
  const now = nowIso();
  const items = rows.map((row) => ({
    id: row.id,
    title: row.title ?? '',
    status: row.status as ContentStatus,
    publishedAt: row.published_at,
    scheduled: row.status === 'published' && row.published_at !== null && row.published_at > now,
    updatedAt: row.updated_at,
    version: row.version,
    locales: row.locales,
    ...extra?.get(row.id),
  }));
  return { items, total, page: filter.page, limit: filter.limit };
}

export type BulkAction = 'publish' | 'unpublish' | 'archive' | 'delete';

/**
 * Applies one action to many items, each saved with its own revision; reports per item, and for a
 * published one what it refers to that is not public (published items are not asked about).
 */
export async function bulkAction(db: Db, type: ContentType, inputSchema: z.ZodObject, actor: SessionUser, action: BulkAction, ids: number[], audit: SaveAudit) {
  const results: { id: number; ok: boolean; error?: string; unpublishedReferences?: UnpublishedReference[] }[] = [];
  const note = `Bulk action: ${action}`;
  for (const id of [...new Set(ids)]) {
    try {
      if (action === 'delete') await deleteContent(db, type, id, audit, note);
      else {
        const view = await loadAdminView(db, type, id);
        const status = { publish: 'published', unpublish: 'draft', archive: 'archived' }[action];
        const saved = await changeStatus(db, type, inputSchema, actor, view, status, audit, note, action === 'publish' ? 'leave' : undefined);
        const left = saved.unpublishedReferences as UnpublishedReference[] | undefined;
        if (left?.length) {
          results.push({ id, ok: true, unpublishedReferences: left });
          continue;
        }
      }
      results.push({ id, ok: true });
    } catch (error) {
      results.push({ id, ok: false, error: error instanceof Error ? error.message : 'failed' });
    }
  }
  return { results };
}

async function changeStatus(db: Db, type: ContentType, inputSchema: z.ZodObject, actor: SessionUser, view: AdminView, status: string, audit: SaveAudit, note: string, references?: ReferenceMode) {
  const input = inputSchema.parse({ ...inputCandidate(type, inputSchema, view), status }) as unknown as ContentInput;
  return updateContent(db, type, actor, view.id, { ...input, version: view.version }, audit, note, references);
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
  const row = await repo.updateEntity(trx, type, reference.id, existing.version, { status: 'published', published_at: publishedAt, updated_at: now, updated_by: actor.id });
  if (!row) throw new AppError('CONFLICT', 409, `${type.label} ${reference.id} was saved by someone else at the same moment; save again`);
  const view = await loadAdminView(trx, type, reference.id);
  await recordRevision(trx, type, view, actor, now);
  if (audit) {
    const locales = Object.entries(view.translations as Record<string, unknown>).filter(([, texts]) => texts !== null).map(([locale]) => locale);
    const { action, summary } = changeSummary(existing, row, locales, now, note);
    await recordAudit(trx, audit, { action, entity: { type: type.entity, id: reference.id }, summary });
  }
  await reindexItem(trx, type, reference.id);
}
