import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ATTACHMENT_MAX_BYTES } from '../../../common/forms/form-definitions.js';
import { AppError } from '../../lib/errors.js';
import type { PostedFile, PostedForm } from './form-steps.js';

/** The most files one step takes (the initiative's attachments). */
const FILES_PER_STEP = 3;
/** Answers and hidden fields of the longest form, with room to spare. */
const FIELDS_PER_STEP = 60;
/** The longest answer (5,000 characters) in UTF-8, with room to spare. */
const FIELD_MAX_BYTES = 32_000;

/** Parses the forms' multipart bodies in `scope` only; a file over the limit is cut and marked, so the step can say so. */
export async function acceptPostedForms(scope: FastifyInstance): Promise<void> {
  await scope.register(fastifyMultipart, {
    throwFileSizeLimit: false,
    limits: { fileSize: ATTACHMENT_MAX_BYTES, files: FILES_PER_STEP, fields: FIELDS_PER_STEP, fieldSize: FIELD_MAX_BYTES, parts: FILES_PER_STEP + FIELDS_PER_STEP },
  });
}

/** The fields and files of a form's step as posted; a body that is not a well-formed form is the client's error (400). */
export async function readPostedForm(request: FastifyRequest): Promise<PostedForm> {
  if (!request.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA_TYPE', 415, 'A form is posted as multipart/form-data');
  const fields = new Map<string, string[]>();
  const files: PostedFile[] = [];
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        files.push({ filename: part.filename ?? '', bytes, truncated: part.file.truncated });
      } else if (typeof part.value === 'string') {
        fields.set(part.fieldname, [...(fields.get(part.fieldname) ?? []), part.value]);
      }
    }
  } catch (error) {
    const { code, statusCode } = (error ?? {}) as { code?: unknown; statusCode?: unknown };
    if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') {
      throw new AppError('VALIDATION_FAILED', 400, `A step takes at most ${FILES_PER_STEP} files and ${FIELDS_PER_STEP} fields`);
    }
    if (typeof statusCode === 'number' && statusCode < 500) throw error;
    throw new AppError('VALIDATION_FAILED', 400, 'The form is not a well-formed multipart/form-data body');
  }
  return { fields, files };
}
