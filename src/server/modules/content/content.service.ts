import type { Transaction } from 'kysely';
import type { z } from 'zod';
import type { Locale } from '../../../common/locales.js';
import type { ContentStatus } from '../../../common/schemas/common.js';
import type { SessionUser } from '../../../common/schemas/user.js';
import { slugify, withSuffix } from '../../../common/text/slug.js';
import type { Db } from '../../db/database.js';
import type { Database } from '../../db/schema.js';
import { nowIso } from '../../lib/clock.js';
import { isUniqueViolation } from '../../lib/db-errors.js';
import { AppError, invalid, notFound, versionConflict } from '../../lib/errors.js';
import type { ContentInput, ContentType, Executor } from './content-type.js';
import * as repo from './content.repository.js';
import { reindexItem, removeItem } from '../search/search-index.js';
import { type PreparedTranslation, prepareTranslations, translationRow, translationView, translationsInputOf } from './translations.js';

export type AdminView = Record<string, unknown> & { id: number; version: number };

const SLUG_ATTEMPTS = 1000;
const SAVE_ATTEMPTS = 10;

/**
 * Runs one save in a transaction. Between our check that a slug (or fixed page key) is free and
 * our write, a concurrent save may take it: the unique constraint then refuses the write, and the
 * save starts again, when the check sees the other item (and picks '-2' for a generated slug).
 */
async function inSaveTransaction<T>(db: Db, save: (trx: Transaction<Database>) => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction().execute(save);
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      if (attempt >= SAVE_ATTEMPTS) throw new AppError('CONFLICT', 409, 'Other items were saved with the same slug at the same moment; save again');
    }
  }
}

/** Published items get a publish time when they have none; a future one schedules them. */
function commonRow(input: ContentInput, actor: SessionUser, now: string, existing?: repo.EntityRow) {
  const publishedAt = input.publishedAt ?? (input.status === 'published' ? (existing?.published_at ?? now) : null);
  return { status: input.status, published_at: publishedAt, updated_at: now, updated_by: actor.id };
}

async function uniqueSlug(trx: Executor, type: ContentType, locale: Locale, base: string, id: number | null) {
  const start = base || type.entity.replace('_', '-');
  for (let n = 1; n <= SLUG_ATTEMPTS; n++) {
    const candidate = n === 1 ? start : withSuffix(start, n);
    if (!(await repo.isSlugTaken(trx, type, locale, candidate, id))) return candidate;
  }
  throw new AppError('SLUG_TAKEN', 409, 'Could not find a free slug; enter one by hand');
}

/** An editor's slug is normalised and must be free; otherwise the stored one stays, or one is made from the title. */
async function settleSlug(trx: Executor, type: ContentType, t: PreparedTranslation, stored: string | undefined, id: number | null) {
  if (!type.slugSource) return undefined;
  if (t.requestedSlug) {
    const slug = slugify(t.requestedSlug, t.locale);
    const field = `translations.${t.locale}.slug`;
    if (!slug) throw invalid({ [field]: 'Use letters or digits' });
    if (await repo.isSlugTaken(trx, type, t.locale, slug, id)) {
      throw new AppError('SLUG_TAKEN', 409, `The slug "${slug}" is already used by another item`, { fields: { [field]: 'Already in use' } });
    }
    return slug;
  }
  if (stored && t.requestedSlug === undefined) return stored;
  return uniqueSlug(trx, type, t.locale, slugify(t.fields[type.slugSource] ?? '', t.locale), id);
}

/** Writes every locale of a save; English left out of the input (not null) stays as stored. */
async function writeTranslations(trx: Executor, type: ContentType, id: number, input: ContentInput, isNew: boolean) {
  const stored = isNew ? [] : await repo.findTranslations(trx, type, [id]);
  const rows: Record<string, unknown>[] = [];
  for (const t of prepareTranslations(type, input.translations)) {
    const previous = stored.find((row) => row.locale === t.locale)?.slug;
    rows.push(translationRow(type, id, t, await settleSlug(trx, type, t, previous, isNew ? null : id)));
  }
  const keptEnglish = input.translations.en === undefined ? stored.find((row) => row.locale === 'en') : undefined;
  if (keptEnglish) rows.push(keptEnglish);
  await repo.replaceTranslations(trx, type, id, rows);
}

async function assertTagsExist(trx: Executor, tagIds: number[] | undefined) {
  const missing = await repo.findMissingIds(trx, 'tags', tagIds ?? []);
  if (missing.length > 0) throw invalid({ tagIds: `Unknown tags: ${missing.join(', ')}` });
}

async function writeRelations(trx: Executor, type: ContentType, id: number, input: ContentInput) {
  if (type.tagTable) await repo.replaceTags(trx, type.tagTable, id, input.tagIds ?? []);
  await type.afterWrite?.(trx, id, input);
}

/** The whole item as the dashboard edits it: every locale, own fields, relations. */
export async function loadAdminView(db: Executor, type: ContentType, id: number): Promise<AdminView> {
  const row = await repo.findEntity(db, type, id);
  if (!row) throw notFound(type.label);
  const translations = await repo.findTranslations(db, type, [id]);
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
    ...(type.tagTable ? { tagIds: await repo.findTagIds(db, type.tagTable, id) } : {}),
    ...(await type.loadExtra?.(db, id)),
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

export async function createContent(db: Db, type: ContentType, actor: SessionUser, input: ContentInput): Promise<AdminView> {
  return inSaveTransaction(db, async (trx) => {
    await type.validate?.(trx, input, null);
    await assertTagsExist(trx, input.tagIds);
    const now = nowIso();
    const id = await repo.insertEntity(trx, type, {
      ...commonRow(input, actor, now),
      created_at: now,
      created_by: actor.id,
      ...type.toRow(input),
    });
    await writeTranslations(trx, type, id, input, true);
    await writeRelations(trx, type, id, input);
    await reindexItem(trx, type, id);
    const view = await loadAdminView(trx, type, id);
    await recordRevision(trx, type, view, actor, now);
    return view;
  });
}

/** Saves over version `version`; a stale version gets 409 with the current one, never an overwrite. */
export async function updateContent(
  db: Db,
  type: ContentType,
  actor: SessionUser,
  id: number,
  input: ContentInput & { version: number },
): Promise<AdminView> {
  return inSaveTransaction(db, async (trx) => {
    const existing = await repo.findEntity(trx, type, id);
    if (!existing) throw notFound(type.label);
    if (existing.version !== input.version) throw versionConflict(existing.version);
    await type.validate?.(trx, input, id);
    await assertTagsExist(trx, input.tagIds);
    const now = nowIso();
    const updated = await repo.updateEntity(trx, type, id, input.version, { ...commonRow(input, actor, now, existing), ...type.toRow(input) });
    if (!updated) throw versionConflict((await repo.findEntity(trx, type, id))?.version ?? existing.version + 1);
    await writeTranslations(trx, type, id, input, false);
    await writeRelations(trx, type, id, input);
    await reindexItem(trx, type, id);
    const view = await loadAdminView(trx, type, id);
    await recordRevision(trx, type, view, actor, now);
    return view;
  });
}

export async function deleteContent(db: Db, type: ContentType, id: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await type.assertDeletable?.(trx, id);
    if (!(await repo.deleteEntity(trx, type, id))) throw notFound(type.label);
    await repo.deleteRevisions(trx, type.entity, id);
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
): Promise<AdminView> {
  const snapshot = await getRevision(db, type, id, revisionId);
  const parsed = inputSchema.safeParse(inputCandidate(type, inputSchema, snapshot));
  if (!parsed.success) {
    throw new AppError('CONFLICT', 409, 'This revision refers to items that no longer exist and cannot be restored as it is');
  }
  return updateContent(db, type, actor, id, { ...(parsed.data as unknown as ContentInput), version });
}

export async function listForAdmin(db: Db, type: ContentType, filter: repo.AdminListFilter) {
  const { rows, total } = await repo.listForAdmin(db, type, filter);
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
  }));
  return { items, total, page: filter.page, limit: filter.limit };
}

export type BulkAction = 'publish' | 'unpublish' | 'archive' | 'delete';

/** Applies one action to many items, each saved with its own revision; reports per item. */
export async function bulkAction(db: Db, type: ContentType, inputSchema: z.ZodObject, actor: SessionUser, action: BulkAction, ids: number[]) {
  const results: { id: number; ok: boolean; error?: string }[] = [];
  for (const id of [...new Set(ids)]) {
    try {
      if (action === 'delete') await deleteContent(db, type, id);
      else {
        const view = await loadAdminView(db, type, id);
        const status = { publish: 'published', unpublish: 'draft', archive: 'archived' }[action];
        await changeStatus(db, type, inputSchema, actor, view, status);
      }
      results.push({ id, ok: true });
    } catch (error) {
      results.push({ id, ok: false, error: error instanceof Error ? error.message : 'failed' });
    }
  }
  return { results };
}

async function changeStatus(db: Db, type: ContentType, inputSchema: z.ZodObject, actor: SessionUser, view: AdminView, status: string) {
  const input = inputSchema.parse({ ...inputCandidate(type, inputSchema, view), status }) as unknown as ContentInput;
  return updateContent(db, type, actor, view.id, { ...input, version: view.version });
}
