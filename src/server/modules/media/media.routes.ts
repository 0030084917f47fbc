import { Readable } from 'node:stream';
import fastifyMultipart, { type MultipartFile } from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type AdminMedia, adminMediaSchema } from '../../../common/schemas/admin.js';
import { idParamsSchema, noBodySchema } from '../../../common/schemas/common.js';
import { cyrillicToLatin } from '../../../common/text/transliterate.js';
import type { AppContext } from '../../app-context.js';
import { AppError, notFound } from '../../lib/errors.js';
import { contentRangeOf, isIfRangeMet, matchesIfNoneMatch, parseRangeHeader, unsatisfiedRangeOf } from '../../lib/byte-range.js';
import { type FileStorage, isStorageKey } from '../../lib/file-storage.js';
import type { UploadKind } from '../../lib/upload-type.js';
import { actorOf, requirePermission, requireUser } from '../../plugins/auth.js';
import { findMediaByKey } from './media.repository.js';
import * as service from './media.service.js';
import { auditContextOf } from '../audit/audit-context.js';

export const MAX_FILES_PER_UPLOAD = 20;

const MB = 1024 * 1024;

function fileTooLarge(limitBytes: number): AppError {
  const megabytes = Number((limitBytes / MB).toFixed(2));
  return new AppError('PAYLOAD_TOO_LARGE', 413, `The file is larger than ${megabytes} MB`, { limitBytes: Math.floor(limitBytes) });
}

/**
 * Errors of the multipart stream are the client's: a file over the limit is 413 with the limit,
 * more files than the route takes is 400 naming how many it takes, Fastify's own errors keep
 * their status, and a body busboy cannot parse (no boundary, cut off, broken part headers) is 400
 * instead of an internal error.
 */
function uploadError(error: unknown, limitBytes: number, maxFiles: number): unknown {
  if (error instanceof AppError) return error;
  const { code, statusCode } = (error ?? {}) as { code?: unknown; statusCode?: unknown };
  if (code === 'FST_REQ_FILE_TOO_LARGE') return fileTooLarge(limitBytes);
  if (code === 'FST_FILES_LIMIT') return tooManyFiles(maxFiles);
  if (typeof statusCode === 'number') return error;
  return new AppError('VALIDATION_FAILED', 400, 'The upload is not a well-formed multipart/form-data body', {
    fields: { file: 'Malformed multipart body' },
  });
}

function tooManyFiles(maxFiles: number): AppError {
  const message = maxFiles === 1 ? 'Send one file here, not several' : `Send at most ${maxFiles} files at once`;
  return new AppError('VALIDATION_FAILED', 400, message, { fields: { file: message }, maxFiles });
}

/** The file parts of the request, each read into memory within `limitBytes`; a part beyond `maxFiles` fails the iteration. */
async function* uploadedFiles(request: FastifyRequest, limitBytes: number, maxFiles: number): AsyncGenerator<{ bytes: Buffer; fileName: string }> {
  const parts = request.files({ limits: { fileSize: limitBytes, files: maxFiles } })[Symbol.asyncIterator]();
  for (;;) {
    let bytes: Buffer;
    let part: MultipartFile;
    try {
      const next = await parts.next();
      if (next.done) return;
      part = next.value;
      bytes = await part.toBuffer();
    } catch (error) {
      throw uploadError(error, limitBytes, maxFiles);
    }
    if (bytes.length > limitBytes) throw fileTooLarge(limitBytes);
    yield { bytes, fileName: part.filename };
  }
}

/**
 * Stores the files of the request, at most `maxFiles`; when one fails (or one too many is sent),
 * the ones stored before it are removed again. A route that takes one file reads the whole body
 * before storing it, so a second file part refuses the request with nothing stored.
 */
async function storeParts(request: FastifyRequest, ctx: AppContext, kind: UploadKind, maxFiles: number) {
  const limit = kind === 'image' ? ctx.config.uploadLimits.imageBytes : ctx.config.uploadLimits.documentBytes;
  const actorId = actorOf(request).id;
  const files = maxFiles === 1 ? await allOf(uploadedFiles(request, limit, maxFiles)) : uploadedFiles(request, limit, maxFiles);
  const stored: AdminMedia[] = [];
  try {
    for await (const { bytes, fileName } of files) {
      stored.push(await service.storeUpload(ctx.db, ctx.storage, { bytes, fileName, kind, actorId, audit: auditContextOf(request) }));
    }
  } catch (error) {
    await service.discardMedia(ctx.db, ctx.storage, stored.map((media) => media.id));
    throw error;
  }
  if (stored.length === 0) throw new AppError('VALIDATION_FAILED', 400, 'No file was sent', { fields: { file: 'Required' } });
  return stored;
}

async function allOf<T>(items: AsyncIterable<T>): Promise<T[]> {
  const all: T[] = [];
  for await (const item of items) all.push(item);
  return all;
}

const uploadDoc = { consumes: ['multipart/form-data'] };


export function registerMediaRoutes(app: FastifyInstance, ctx: AppContext): void {
  const tags = ['admin: media'];
  const mayUpload = { preHandler: requirePermission('media', 'create') };

  // Multipart bodies are parsed only by the two upload routes; any other route answers them with 415.
  app.register(async (uploads) => {
    await uploads.register(fastifyMultipart, {
      limits: {
        fileSize: Math.max(ctx.config.uploadLimits.documentBytes, ctx.config.uploadLimits.imageBytes),
        files: MAX_FILES_PER_UPLOAD,
        fields: 10,
        parts: MAX_FILES_PER_UPLOAD + 10,
      },
    });
    const u = uploads.withTypeProvider<ZodTypeProvider>();

    // The rich-text editor's image-added handler posts here and inserts the returned URL.
    u.post('/api/admin/media/images', { ...mayUpload, schema: { tags, ...uploadDoc, response: { 201: adminMediaSchema } } }, async (req, reply) => {
      const [image] = await storeParts(req, ctx, 'image', 1);
      return reply.status(201).send(image!);
    });

    u.post(
      '/api/admin/media/documents',
      { ...mayUpload, schema: { tags, ...uploadDoc, response: { 201: z.object({ items: z.array(adminMediaSchema) }) } } },
      async (req, reply) => reply.status(201).send({ items: await storeParts(req, ctx, 'document', MAX_FILES_PER_UPLOAD) }),
    );
  });

  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get('/api/admin/media/:id', { preHandler: requireUser, schema: { tags, params: idParamsSchema, response: { 200: adminMediaSchema } } }, (req) =>
    service.getMedia(ctx.db, req.params.id),
  );

  // The editor's image-removed handler: the image is deleted once nothing refers to it. Whoever may
  // upload may release (an image removed again from the text being written), never one still used.
  r.post('/api/admin/media/:id/release', { ...mayUpload, schema: { tags, params: idParamsSchema, body: noBodySchema, response: { 204: z.null() } } }, async (req, reply) => {
    await service.releaseMedia(ctx.db, req.params.id, auditContextOf(req));
    return reply.status(204).send(null);
  });

  r.get('/media/:key', { schema: { hide: true, params: z.strictObject({ key: z.string().max(80) }) } }, async (req, reply) => {
    const { key } = req.params;
    if (!isStorageKey(key)) throw notFound('File');
    const media = await findMediaByKey(ctx.db, key.slice(0, 32));
    if (!media) throw notFound('File');
    const isVariant = key.length > 32;
    return sendStoredFile(ctx.storage, req, reply, {
      key,
      // The bytes under a key never change, so the key itself is a strong validator.
      etag: `"${key}"`,
      headers: {
        'Content-Type': isVariant ? 'image/webp' : media.mime,
        'Cache-Control': 'public, max-age=31536000, immutable',
        'Content-Security-Policy': "default-src 'none'; sandbox",
        'X-Content-Type-Options': 'nosniff',
        ...(media.kind === 'image' ? {} : { 'Content-Disposition': contentDisposition(media.original_name, 'attachment') }),
      },
    });
  });
}

export interface StoredFileAnswer {
  key: string;
  /** A strong ETag of the bytes, for If-None-Match and If-Range. */
  etag: string;
  /** The headers of the file, sent with the whole file, a part of it and a 304. */
  headers: Record<string, string>;
  /**
   * Called before a GET is answered from the file's first byte: the whole file, or a range
   * starting at 0. Not for HEAD, 304 or a range further in (a resumed download, a viewer
   * fetching a later page), so a download is counted once however it is read.
   */
  onDownload?: () => Promise<void>;
}

/**
 * Answers a download from storage (RFC 9110 §13, §14): the whole file, or 206 with the one
 * range asked for, or 416 with the size when that range is past the end; a Range header that
 * is malformed, holds several ranges or fails its If-Range gets the whole file. 304 when
 * If-None-Match names the ETag. One storage round trip: no separate existence or size check.
 */
export async function sendStoredFile(storage: FileStorage, request: FastifyRequest, reply: FastifyReply, answer: StoredFileAnswer): Promise<FastifyReply> {
  if (matchesIfNoneMatch(request.headers['if-none-match'], answer.etag)) {
    // The file is looked for, not opened: its bytes are not needed, only that it is still there.
    if (!(await storage.exists(answer.key))) throw notFound('File');
    return reply.code(304).headers(answer.headers).header('ETag', answer.etag).send();
  }
  // Ranges are defined for GET only; HEAD describes the whole file.
  const isGet = request.method === 'GET';
  const ifRange = request.headers['if-range'];
  const range = isGet && isIfRangeMet(typeof ifRange === 'string' ? ifRange : undefined, answer.etag) ? parseRangeHeader(request.headers.range) : null;
  const file = await storage.open(answer.key, range ?? undefined);
  if (!file) throw notFound('File');
  reply.header('Accept-Ranges', 'bytes');
  if (!file.isSatisfiable) {
    // The file's own headers (a year of caching among them) are not for this error.
    reply.header('Content-Range', unsatisfiedRangeOf(file.size));
    throw new AppError('VALIDATION_FAILED', 416, `The requested range is not within the file, which has ${file.size} bytes`, { size: file.size });
  }
  if (isGet && (file.range?.start ?? 0) === 0 && answer.onDownload) {
    try {
      await answer.onDownload();
    } catch (error) {
      file.body.destroy();
      throw error;
    }
  }
  reply.headers(answer.headers).header('ETag', answer.etag);
  if (file.range) {
    reply.code(206).header('Content-Range', contentRangeOf(file.range, file.size));
  }
  reply.header('Content-Length', file.range ? file.range.end - file.range.start + 1 : file.size);
  if (!isGet) {
    // A HEAD answer has no body: close the file rather than have Fastify read it to the end.
    file.body.destroy();
    return reply.send(Readable.from([]));
  }
  return reply.send(file.body);
}

/** RFC 6266 header with an ASCII fallback (Cyrillic transliterated) and the exact UTF-8 name. */
export function contentDisposition(name: string, type: 'attachment' | 'inline'): string {
  const ascii =
    cyrillicToLatin(name)
      .normalize('NFD')
      .replace(/[^\x20-\x7e]/g, '')
      .replace(/["\\]/g, '_')
      .trim() || 'download';
  return `${type}; filename="${ascii}"; filename*=UTF-8''${encodeRfc5987(name)}`;
}

/** Percent-encodes all but RFC 5987 attr-chars (encodeURIComponent leaves ' ( ) * as they are). */
function encodeRfc5987(value: string): string {
  return encodeURIComponent(value).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}
