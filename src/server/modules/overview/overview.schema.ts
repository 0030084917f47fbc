import { z } from 'zod';
import { ENTITY_TYPES } from '../content/content-type.js';

const entityTypeSchema = z.enum(ENTITY_TYPES);

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
