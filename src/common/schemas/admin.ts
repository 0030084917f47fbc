import { z } from 'zod';
import { LOCALES } from '../locales.js';
import { CONTENT_STATUSES, listResponse } from './common.js';
import { mediaSchema } from './public.js';

/** Content types as the admin API names them (revisions, overview). */
export const ENTITY_TYPES = ['article', 'category', 'page', 'presentation', 'tag', 'file', 'menu_item', 'level', 'qualification', 'awarding_body', 'standard', 'provider', 'council'] as const;
export type EntityType = (typeof ENTITY_TYPES)[number];

const entityTypeSchema = z.enum(ENTITY_TYPES);

/**
 * What an uploaded PDF lacks for accessibility (PDF/UA; WCAG techniques PDF16, PDF18): a document
 * title, a language; or it could not be read to tell.
 */
export const DOCUMENT_WARNINGS = ['missing-title', 'missing-language', 'unreadable'] as const;
export type DocumentWarning = (typeof DOCUMENT_WARNINGS)[number];

/** One row of an admin list, GET /api/admin/<type>. */
export const adminListItemSchema = z.object({
  id: z.number(),
  title: z.string(),
  status: z.enum(CONTENT_STATUSES),
  publishedAt: z.string().nullable(),
  scheduled: z.boolean(),
  updatedAt: z.string(),
  version: z.number(),
  locales: z.array(z.enum(LOCALES)),
  /** A file's row: what the check at upload found missing in its PDF (null: not checked, not a PDF). */
  documentWarnings: z.array(z.enum(DOCUMENT_WARNINGS)).nullable().optional(),
});
export type AdminListItem = z.infer<typeof adminListItemSchema>;

export const adminListSchema = listResponse(adminListItemSchema);
export type AdminList = z.infer<typeof adminListSchema>;

/**
 * What a save of a published item does with the items it refers to (its category, tags, a menu
 * item's target…) that would not be public with it, `?references=` of POST and PUT: `ask` refuses
 * the save (409 UNPUBLISHED_REFERENCES, naming them), `publish` publishes them in the same
 * transaction, `leave` (the default) saves without them and names them in the response
 * (`unpublishedReferences`, present only when there are any).
 */
export const REFERENCE_MODES = ['ask', 'publish', 'leave'] as const;
export type ReferenceMode = (typeof REFERENCE_MODES)[number];

/** An item a published item refers to that is not public when the item is (a draft, archived, or scheduled later). */
export const unpublishedReferenceSchema = z.object({
  type: entityTypeSchema,
  id: z.number(),
  /** Its Serbian title or name (another locale's when it has none). */
  title: z.string(),
  status: z.enum(CONTENT_STATUSES),
  publishedAt: z.string().nullable(),
});
export type UnpublishedReference = z.infer<typeof unpublishedReferenceSchema>;

/** Per-item outcome of POST /api/admin/<type>/bulk; a published item names what is not public with it. */
export const bulkResultSchema = z.object({ id: z.number(), ok: z.boolean(), error: z.string().optional(), unpublishedReferences: z.array(unpublishedReferenceSchema).optional() });
export type BulkResult = z.infer<typeof bulkResultSchema>;

/** GET /api/admin/overview: what the dashboard home shows. */
export const overviewSchema = z.object({
  types: z.array(z.object({ type: entityTypeSchema, total: z.number(), drafts: z.number(), scheduled: z.number() })),
  /** Number of user accounts; null for editors, who do not manage users. */
  users: z.number().nullable(),
  drafts: z.number(),
  scheduled: z.number(),
  latest: z.array(
    z.object({
      revisionId: z.number(),
      type: entityTypeSchema,
      id: z.number(),
      /** Title in Serbian (another locale's when it has none); null if it has no translation left. */
      title: z.string().nullable(),
      version: z.number(),
      createdAt: z.string(),
      createdBy: z.object({ id: z.number(), name: z.string() }).nullable(),
    }),
  ),
});
export type Overview = z.infer<typeof overviewSchema>;

/** An upload as the dashboard sees it: the public fields and the findings of the check at upload (null: not checked, not a PDF). */
export const adminMediaSchema = mediaSchema.extend({ documentWarnings: z.array(z.enum(DOCUMENT_WARNINGS)).nullable() });
export type AdminMedia = z.infer<typeof adminMediaSchema>;
