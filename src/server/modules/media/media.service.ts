import { createHash } from 'node:crypto';
import type { z } from 'zod';
import type { AdminMedia, DocumentWarning } from '../../../common/schemas/admin.js';
import type { mediaSchema } from '../../../common/schemas/public.js';
import { type Db, inTransaction } from '../../db/database.js';
import { nowIso, nowMs } from '../../lib/clock.js';
import { AppError, notFound } from '../../lib/errors.js';
import type { FileStorage } from '../../lib/file-storage.js';
import { ContentRefusedError } from '../../lib/content-refusal.js';
import { cleanFileName } from '../../lib/file-name.js';
import { InvalidImageError } from '../../lib/image-variants.js';
import { type InspectedUpload, inspectUpload } from '../../lib/upload-inspection.js';
import { ALLOWED_DOCUMENT_MIME_TYPES, ALLOWED_IMAGE_MIME_TYPES, type UploadKind } from '../../lib/upload-type.js';
import type { Executor } from '../../db/executor.js';
import { type AuditContext, recordAudit } from '../audit/audit.service.js';
import { scheduleJob } from '../jobs/scheduled-job.js';
import { findRecordedAttachmentKeys } from '../submissions/submission.repository.js';
import * as repo from './media.repository.js';

export type MediaDto = z.infer<typeof mediaSchema>;

interface StoredVariant {
  width: number;
  height: number;
  key: string;
}

export const mediaUrl = (key: string) => `/media/${key}`;

export function toMediaDto(row: repo.MediaRow): MediaDto {
  const variants = JSON.parse(row.variants) as StoredVariant[];
  return {
    id: row.id,
    url: mediaUrl(row.storage_key),
    mime: row.mime,
    size: row.size,
    width: row.width,
    height: row.height,
    originalName: row.original_name,
    variants: variants.map((v) => ({ width: v.width, height: v.height, url: mediaUrl(v.key) })),
  };
}

/** What the PDF check at upload found missing, as stored (JSON), or null when it did not run. */
export const documentWarningsOf = (stored: string | null): DocumentWarning[] | null => (stored === null ? null : (JSON.parse(stored) as DocumentWarning[]));

/** The dashboard's view of an upload: the public fields and what the PDF check found missing. */
export function toAdminMediaDto(row: repo.MediaRow): AdminMedia {
  return { ...toMediaDto(row), documentWarnings: documentWarningsOf(row.document_warnings) };
}

/** One upload as the dashboard sees it, or null when there is none with the id. */
export async function loadAdminMedia(db: Executor, id: number): Promise<AdminMedia | null> {
  const row = await repo.findMedia(db, id);
  return row ? toAdminMediaDto(row) : null;
}

export async function loadMediaMap(db: Executor, ids: (number | null | undefined)[]): Promise<Map<number, MediaDto>> {
  const wanted = [...new Set(ids.filter((id): id is number => typeof id === 'number'))];
  const rows = await repo.findMediaByIds(db, wanted);
  return new Map(rows.map((row) => [row.id, toMediaDto(row)]));
}

export interface UploadInput {
  bytes: Buffer;
  fileName: string | undefined;
  kind: UploadKind;
  actorId: number | null;
  /** The upload's request, for the audit log; null for the portal's own files (the demo content). */
  audit: AuditContext | null;
}

function refuseType(kind: UploadKind): AppError {
  const allowed = kind === 'image' ? ALLOWED_IMAGE_MIME_TYPES : ALLOWED_DOCUMENT_MIME_TYPES;
  return new AppError('UNSUPPORTED_MEDIA_TYPE', 415, `This kind of file is not accepted here; allowed: ${allowed.join(', ')}`, {
    allowed,
  });
}

/**
 * Checks the content, stores the original and (for images) WebP variants, and records it under a
 * clean name ending in the extension of its detected type; a PDF's title and language are checked
 * once here and the findings kept with it (they never refuse it). Content the portal will not keep
 * is refused with 422 and the reason before anything is stored.
 */
export async function storeUpload(db: Db, storage: FileStorage, input: UploadInput): Promise<AdminMedia> {
  if (input.bytes.length === 0) throw new AppError('VALIDATION_FAILED', 400, 'The file is empty', { fields: { file: 'Empty file' } });
  const inspected = await inspect(input);
  const { type, image, documentWarnings } = inspected;
  const isImage = image !== null;
  const originalName = cleanFileName(input.fileName, type.ext);
  const key = await storage.put(input.bytes);
  const variants: StoredVariant[] = [];
  let id: number;
  try {
    for (const variant of image?.variants ?? []) {
      variants.push({ width: variant.width, height: variant.height, key: await storage.putVariant(key, `w${variant.width}.webp`, variant.bytes) });
    }
    id = await inTransaction(db, async (trx) => {
      const inserted = await repo.insertMedia(trx, {
        kind: isImage ? 'image' : 'document',
        storageKey: key,
        mime: type.mime,
        size: input.bytes.length,
        sha256: createHash('sha256').update(input.bytes).digest('hex'),
        originalName,
        width: image?.width ?? null,
        height: image?.height ?? null,
        variants: JSON.stringify(variants),
        documentWarnings: documentWarnings === null ? null : JSON.stringify(documentWarnings),
        createdBy: input.actorId,
        createdAt: nowIso(),
      });
      const summary = `Uploaded ${isImage ? 'an image' : 'a document'} (${type.mime}, ${input.bytes.length} bytes)`;
      if (input.audit) await recordAudit(trx, input.audit, { action: 'media-uploaded', entity: { type: 'media', id: inserted }, summary });
      return inserted;
    });
  } catch (error) {
    // Files without a row would never be found again, nor purged.
    await removeFiles(storage, key, variants);
    throw error;
  }
  return toAdminMediaDto((await repo.findMedia(db, id))!);
}

async function inspect(input: UploadInput): Promise<InspectedUpload> {
  let inspected: InspectedUpload | null;
  try {
    inspected = await inspectUpload(input.bytes, input.kind, input.fileName);
  } catch (error) {
    if (error instanceof InvalidImageError) {
      throw new AppError('VALIDATION_FAILED', 400, `The image cannot be read: ${error.message}`, { fields: { file: error.message } });
    }
    if (error instanceof ContentRefusedError) {
      throw new AppError('CONTENT_REFUSED', 422, error.message, { reason: error.reason, ...(error.limits ? { limits: error.limits } : {}), fields: { file: error.message } });
    }
    throw error;
  }
  if (!inspected) throw refuseType(input.kind);
  return inspected;
}

export async function getMedia(db: Db, id: number): Promise<AdminMedia> {
  const media = await loadAdminMedia(db, id);
  if (!media) throw notFound('File');
  return media;
}

/**
 * The editor removed an image: it is marked, and deleted by purgeReleasedMedia once nothing
 * (content, rich text or a revision that could be restored) refers to it any more.
 */
export async function releaseMedia(db: Db, id: number, audit: AuditContext): Promise<void> {
  if (!(await repo.findMedia(db, id))) throw notFound('File');
  await inTransaction(db, async (trx) => {
    await repo.setReleased(trx, id, nowIso());
    await recordAudit(trx, audit, { action: 'media-released', entity: { type: 'media', id }, summary: 'Released: deleted once nothing refers to it' });
  });
}

/** Deletes released, unreferenced media released `graceMs` or longer ago; returns how many. */
export async function purgeReleasedMedia(db: Db, storage: FileStorage, graceMs: number): Promise<number> {
  const before = new Date(Date.now() - graceMs).toISOString();
  const purgeable = await repo.findPurgeableMedia(db, before);
  for (const media of purgeable) {
    await repo.deleteMedia(db, media.id);
    await removeFiles(storage, media.storage_key, JSON.parse(media.variants) as StoredVariant[]);
  }
  return purgeable.length;
}

/**
 * Purges released media now and once every `everyMs` while the portal runs, on one instance at a
 * time and once per period among all instances; a failed run is reported to `onError` and tried
 * again. Returns a function that stops the schedule and waits for a run in progress.
 */
export function scheduleMediaPurge(
  db: Db,
  storage: FileStorage,
  { graceMs, everyMs, onError }: { graceMs: number; everyMs: number; onError: (error: unknown) => void },
): () => Promise<void> {
  return scheduleJob(db, { name: 'media-purge', everyMs, work: () => purgeReleasedMedia(db, storage, graceMs), onError });
}

/**
 * A stored file with no media row, or a temporary file, is swept only once it is this old. An
 * upload writes its files first and records them last, so on any instance a file without a row
 * may be one a request is still about to record; that takes at most the writes of its variants and
 * one transaction (seconds; minutes with a database that waits out its time-outs and retries). An
 * hour is far beyond that and beyond the clock skew between an instance and the storage that
 * stamps the files, while what a crash left behind costs only disk space meanwhile.
 */
export const ORPHAN_UPLOAD_AGE_MS = 60 * 60_000;

/** Stored keys are looked up in the database this many at a time. */
const SWEEP_BATCH = 500;

export interface SweepOutcome {
  /** Stored files (originals and variants) no media row refers to. */
  orphans: number;
  /** Temporary files of writes that never finished. */
  unfinishedWrites: number;
}

/**
 * Removes what uploads cut short left in storage, older than ORPHAN_UPLOAD_AGE_MS: files whose
 * media row was never written (the process was killed, or lost the database, between storing the
 * files and recording them) and temporary files of writes killed half way.
 */
export async function sweepOrphanedUploads(db: Db, storage: FileStorage): Promise<SweepOutcome> {
  const before = nowMs() - ORPHAN_UPLOAD_AGE_MS;
  const unfinishedWrites = await storage.removeUnfinishedWrites(before);
  let orphans = 0;
  const removeOrphansOf = async (keys: string[]) => {
    const baseKeys = [...new Set(keys.map(baseKeyOf))];
    // A form's attachment is stored like an upload and recorded by the submissions.
    const recorded = new Set([...(await repo.findRecordedStorageKeys(db, baseKeys)), ...(await findRecordedAttachmentKeys(db, baseKeys))]);
    for (const key of keys) {
      if (recorded.has(baseKeyOf(key))) continue;
      await storage.remove(key);
      orphans += 1;
    }
  };
  let batch: string[] = [];
  for await (const key of storage.listWrittenBefore(before)) {
    batch.push(key);
    if (batch.length === SWEEP_BATCH) {
      await removeOrphansOf(batch);
      batch = [];
    }
  }
  await removeOrphansOf(batch);
  return { orphans, unfinishedWrites };
}

/** The key of the original a stored key belongs to (a variant's key starts with it). */
const baseKeyOf = (key: string) => key.slice(0, 32);

/**
 * Sweeps orphaned uploads now and once every `everyMs` while the portal runs, on one instance at a
 * time and once per period among all instances. Returns a function that stops the schedule.
 */
export function scheduleUploadSweep(
  db: Db,
  storage: FileStorage,
  { everyMs, onSwept, onError }: { everyMs: number; onSwept: (outcome: SweepOutcome) => void; onError: (error: unknown) => void },
): () => Promise<void> {
  return scheduleJob(db, { name: 'upload-sweep', everyMs, work: async () => onSwept(await sweepOrphanedUploads(db, storage)), onError });
}

/** Removes uploads that were stored but never handed out (a later file of the same request failed). */
export async function discardMedia(db: Db, storage: FileStorage, ids: number[]): Promise<void> {
  for (const media of await repo.findMediaByIds(db, ids)) {
    await repo.deleteMedia(db, media.id);
    await removeFiles(storage, media.storage_key, JSON.parse(media.variants) as StoredVariant[]);
  }
}

async function removeFiles(storage: FileStorage, key: string, variants: StoredVariant[]): Promise<void> {
  for (const variant of variants) await storage.remove(variant.key);
  await storage.remove(key);
}
