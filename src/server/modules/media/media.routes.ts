import fastifyMultipart, { type MultipartFile } from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamsSchema } from '../../../common/schemas/common.js';
import { mediaSchema } from '../../../common/schemas/public.js';
import { cyrillicToLatin } from '../../../common/text/transliterate.js';
import type { AppContext } from '../../app-context.js';
import { AppError, notFound } from '../../lib/errors.js';
import { isStorageKey } from '../../lib/file-storage.js';
import type { UploadKind } from '../../lib/upload-type.js';
import { actorOf, requireUser } from '../../plugins/auth.js';
import { findMediaByKey } from './media.repository.js';
import * as service from './media.service.js';

export const MAX_FILES_PER_UPLOAD = 20;

const MB = 1024 * 1024;

function fileTooLarge(limitBytes: number): AppError {
  const megabytes = Number((limitBytes / MB).toFixed(2));
  return new AppError('PAYLOAD_TOO_LARGE', 413, `The file is larger than ${megabytes} MB`, { limitBytes: Math.floor(limitBytes) });
}

/**
 * Errors of the multipart stream are the client's: a file over the limit is 413 with the limit,
 * Fastify's own errors keep their status, and a body busboy cannot parse (no boundary, cut off,
 * broken part headers) is 400 instead of an internal error.
 */
function uploadError(error: unknown, limitBytes: number): unknown {
  if (error instanceof AppError) return error;
  const { code, statusCode } = (error ?? {}) as { code?: unknown; statusCode?: unknown };
  if (code === 'FST_REQ_FILE_TOO_LARGE') return fileTooLarge(limitBytes);
  if (typeof statusCode === 'number') return error;
  return new AppError('VALIDATION_FAILED', 400, 'The upload is not a well-formed multipart/form-data body', {
    fields: { file: 'Malformed multipart body' },
  });
}

/** The file parts of the request, each read into memory within `limitBytes`. */
async function* uploadedFiles(request: FastifyRequest, limitBytes: number): AsyncGenerator<{ bytes: Buffer; fileName: string }> {
  const parts = request.files({ limits: { fileSize: limitBytes, files: MAX_FILES_PER_UPLOAD } })[Symbol.asyncIterator]();
  for (;;) {
    let bytes: Buffer;
    let part: MultipartFile;
    try {
      const next = await parts.next();
      if (next.done) return;
      part = next.value;
      bytes = await part.toBuffer();
    } catch (error) {
      throw uploadError(error, limitBytes);
    }
    if (bytes.length > limitBytes) throw fileTooLarge(limitBytes);
    yield { bytes, fileName: part.filename };
  }
}

/** Stores every file of the request; when one fails, the ones stored before it are removed again. */
async function storeParts(request: FastifyRequest, ctx: AppContext, kind: UploadKind) {
  const limit = kind === 'image' ? ctx.config.uploadLimits.imageBytes : ctx.config.uploadLimits.documentBytes;
  const actorId = actorOf(request).id;
  const stored: service.MediaDto[] = [];
  try {
    for await (const { bytes, fileName } of uploadedFiles(request, limit)) {
      stored.push(await service.storeUpload(ctx.db, ctx.storage, { bytes, fileName, kind, actorId }));
    }
  } catch (error) {
    await service.discardMedia(ctx.db, ctx.storage, stored.map((media) => media.id));
    throw error;
  }
  if (stored.length === 0) throw new AppError('VALIDATION_FAILED', 400, 'No file was sent', { fields: { file: 'Required' } });
  return stored;
}

const uploadDoc = { consumes: ['multipart/form-data'] };

/** Routes that take no input in the body still refuse one with fields in it, like every other route. */
const noBody = z.strictObject({}).nullish();

export function registerMediaRoutes(app: FastifyInstance, ctx: AppContext): void {
  const tags = ['admin: media'];
  const guard = { preHandler: requireUser };

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
    u.post('/api/admin/media/images', { ...guard, schema: { tags, ...uploadDoc, response: { 201: mediaSchema } } }, async (req, reply) => {
      const [image] = await storeParts(req, ctx, 'image');
      return reply.status(201).send(image!);
    });

    u.post(
      '/api/admin/media/documents',
      { ...guard, schema: { tags, ...uploadDoc, response: { 201: z.object({ items: z.array(mediaSchema) }) } } },
      async (req, reply) => reply.status(201).send({ items: await storeParts(req, ctx, 'document') }),
    );
  });

  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get('/api/admin/media/:id', { ...guard, schema: { tags, params: idParamsSchema, response: { 200: mediaSchema } } }, (req) =>
    service.getMedia(ctx.db, req.params.id),
  );

  // The editor's image-removed handler: the image is deleted once nothing refers to it.
  r.post('/api/admin/media/:id/release', { ...guard, schema: { tags, params: idParamsSchema, body: noBody, response: { 204: z.null() } } }, async (req, reply) => {
    await service.releaseMedia(ctx.db, req.params.id);
    return reply.status(204).send(null);
  });

  r.get('/media/:key', { schema: { hide: true, params: z.strictObject({ key: z.string().max(80) }) } }, async (req, reply) => {
    const { key } = req.params;
    if (!isStorageKey(key)) throw notFound('File');
    const media = await findMediaByKey(ctx.db, key.slice(0, 32));
    if (!media || !(await ctx.storage.exists(key))) throw notFound('File');
    const isVariant = key.length > 32;
    const mime = isVariant ? 'image/webp' : media.mime;
    reply
      .header('Content-Type', mime)
      .header('Content-Length', await ctx.storage.size(key))
      .header('Cache-Control', 'public, max-age=31536000, immutable')
      .header('Content-Security-Policy', "default-src 'none'; sandbox")
      .header('X-Content-Type-Options', 'nosniff');
    if (media.kind !== 'image') reply.header('Content-Disposition', contentDisposition(media.original_name, 'attachment'));
    return reply.send(ctx.storage.stream(key));
  });
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
