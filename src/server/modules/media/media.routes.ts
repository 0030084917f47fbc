import type { MultipartFile } from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamsSchema } from '../../../common/schemas/common.js';
import type { AppContext } from '../../app-context.js';
import { AppError, notFound } from '../../lib/errors.js';
import { isStorageKey } from '../../lib/file-storage.js';
import type { UploadKind } from '../../lib/upload-type.js';
import { actorOf, requireUser } from '../../plugins/auth.js';
import { findMediaByKey } from './media.repository.js';
import * as service from './media.service.js';

export const MAX_FILES_PER_UPLOAD = 20;

const mediaSchema = z.object({
  id: z.number(),
  url: z.string(),
  mime: z.string(),
  size: z.number(),
  width: z.number().nullable(),
  height: z.number().nullable(),
  originalName: z.string(),
  variants: z.array(z.object({ width: z.number(), height: z.number(), url: z.string() })),
});

async function readPart(part: MultipartFile, limitBytes: number): Promise<Buffer> {
  const bytes = await part.toBuffer();
  if (bytes.length > limitBytes) {
    throw new AppError('PAYLOAD_TOO_LARGE', 413, `The file is larger than ${Math.round(limitBytes / 1024 / 1024)} MB`);
  }
  return bytes;
}

async function storeParts(request: FastifyRequest, ctx: AppContext, kind: UploadKind) {
  const limit = kind === 'image' ? ctx.config.uploadLimits.imageBytes : ctx.config.uploadLimits.documentBytes;
  const stored = [];
  for await (const part of request.files({ limits: { fileSize: limit, files: MAX_FILES_PER_UPLOAD } })) {
    const bytes = await readPart(part, limit);
    stored.push(await service.storeUpload(ctx.db, ctx.storage, { bytes, fileName: part.filename, kind, actorId: actorOf(request).id }));
  }
  if (stored.length === 0) throw new AppError('VALIDATION_FAILED', 400, 'No file was sent', { fields: { file: 'Required' } });
  return stored;
}

const uploadDoc = { consumes: ['multipart/form-data'] };

export function registerMediaRoutes(app: FastifyInstance, ctx: AppContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['admin: media'];
  const guard = { preHandler: requireUser };

  // The rich-text editor's image-added handler posts here and inserts the returned URL.
  r.post('/api/admin/media/images', { ...guard, schema: { tags, ...uploadDoc, response: { 201: mediaSchema } } }, async (req, reply) => {
    const [image] = await storeParts(req, ctx, 'image');
    return reply.status(201).send(image!);
  });

  r.post(
    '/api/admin/media/documents',
    { ...guard, schema: { tags, ...uploadDoc, response: { 201: z.object({ items: z.array(mediaSchema) }) } } },
    async (req, reply) => reply.status(201).send({ items: await storeParts(req, ctx, 'document') }),
  );

  r.get('/api/admin/media/:id', { ...guard, schema: { tags, params: idParamsSchema, response: { 200: mediaSchema } } }, (req) =>
    service.getMedia(ctx.db, req.params.id),
  );

  // The editor's image-removed handler: the image is deleted once nothing refers to it.
  r.post('/api/admin/media/:id/release', { ...guard, schema: { tags, params: idParamsSchema, response: { 204: z.null() } } }, async (req, reply) => {
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

/** RFC 6266 header with an ASCII fallback and the UTF-8 name (Cyrillic names survive). */
export function contentDisposition(name: string, type: 'attachment' | 'inline'): string {
  const ascii = name.normalize('NFD').replace(/[^\x20-\x7e]/g, '').replace(/["\\]/g, '_').trim() || 'download';
  return `${type}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}
