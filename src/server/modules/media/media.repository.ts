import { sql } from 'kysely';
import type { Executor } from '../../db/executor.js';

const MEDIA_COLUMNS = ['id', 'kind', 'storage_key', 'mime', 'size', 'sha256', 'original_name', 'width', 'height', 'variants', 'created_at', 'released_at', 'document_warnings'] as const;

export type MediaRow = NonNullable<Awaited<ReturnType<typeof findMedia>>>;

export function findMedia(db: Executor, id: number) {
  return db.selectFrom('media').select(MEDIA_COLUMNS).where('id', '=', id).executeTakeFirst();
}

export function findMediaByIds(db: Executor, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db.selectFrom('media').select(MEDIA_COLUMNS).where('id', 'in', ids).execute();
}

export function findMediaByKey(db: Executor, storageKey: string) {
  return db.selectFrom('media').select(MEDIA_COLUMNS).where('storage_key', '=', storageKey).executeTakeFirst();
}

export async function insertMedia(
  db: Executor,
  media: {
    kind: string;
    storageKey: string;
    mime: string;
    size: number;
    sha256: string;
    originalName: string;
    width: number | null;
    height: number | null;
    variants: string;
    /** JSON array of the PDF check's findings; null when the file was not checked. */
    documentWarnings: string | null;
    createdBy: number | null;
    createdAt: string;
  },
) {
  const row = await db
    .insertInto('media')
    .values({
      kind: media.kind,
      storage_key: media.storageKey,
      mime: media.mime,
      size: media.size,
      sha256: media.sha256,
      original_name: media.originalName,
      width: media.width,
      height: media.height,
      variants: media.variants,
      document_warnings: media.documentWarnings,
      created_by: media.createdBy,
      created_at: media.createdAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function setReleased(db: Executor, id: number, releasedAt: string | null) {
  await db.updateTable('media').set({ released_at: releasedAt }).where('id', '=', id).execute();
}

/** Released media released at or before `before` that no content, rich text or revision refers to any more. */
export async function findPurgeableMedia(db: Executor, before: string) {
  const candidates = await db
    .selectFrom('media')
    .select(['id', 'storage_key', 'variants'])
    .where('released_at', 'is not', null)
    .where('released_at', '<=', before)
    .execute();
  const purgeable = [];
  for (const media of candidates) {
    if (!(await isReferenced(db, media.id, media.storage_key))) purgeable.push(media);
  }
  return purgeable;
}

async function isReferenced(db: Executor, id: number, storageKey: string): Promise<boolean> {
  const pattern = `%/media/${storageKey}%`;
  const byId = await db
    .selectFrom('articles')
    .select(sql<number>`1`.as('hit'))
    .where('cover_media_id', '=', id)
    .union(db.selectFrom('presentations').select(sql<number>`1`.as('hit')).where((eb) => eb.or([eb('cover_media_id', '=', id), eb('pdf_media_id', '=', id)])))
    .union(db.selectFrom('presentation_slides').select(sql<number>`1`.as('hit')).where('media_id', '=', id))
    .union(db.selectFrom('files').select(sql<number>`1`.as('hit')).where('media_id', '=', id))
    .union(db.selectFrom('article_translations').select(sql<number>`1`.as('hit')).where('body', 'like', pattern))
    .union(db.selectFrom('page_translations').select(sql<number>`1`.as('hit')).where('body', 'like', pattern))
    .union(db.selectFrom('revisions').select(sql<number>`1`.as('hit')).where('snapshot', 'like', pattern))
    .executeTakeFirst();
  return Boolean(byId);
}

/** Which of `storageKeys` (base keys) belong to a media row. */
export async function findRecordedStorageKeys(db: Executor, storageKeys: string[]): Promise<Set<string>> {
  if (storageKeys.length === 0) return new Set();
  const rows = await db.selectFrom('media').select('storage_key').where('storage_key', 'in', storageKeys).execute();
  return new Set(rows.map((row) => row.storage_key));
}

export async function deleteMedia(db: Executor, id: number) {
  await db.deleteFrom('media').where('id', '=', id).execute();
}
