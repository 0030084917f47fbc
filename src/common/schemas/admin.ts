import { z } from 'zod';
import { LOCALES } from '../locales.js';
import { CONTENT_STATUSES, listResponse } from './common.js';

/** Content types as the admin API names them (revisions, overview). */
export const ENTITY_TYPES = ['article', 'category', 'page', 'presentation', 'tag', 'file', 'menu_item', 'level', 'qualification', 'awarding_body'] as const;
export type EntityType = (typeof ENTITY_TYPES)[number];

const entityTypeSchema = z.enum(ENTITY_TYPES);

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
});
export type AdminListItem = z.infer<typeof adminListItemSchema>;

export const adminListSchema = listResponse(adminListItemSchema);
export type AdminList = z.infer<typeof adminListSchema>;

/** Per-item outcome of POST /api/admin/<type>/bulk. */
export const bulkResultSchema = z.object({ id: z.number(), ok: z.boolean(), error: z.string().optional() });
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
