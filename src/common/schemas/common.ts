import { z } from 'zod';
import { LOCALES } from '../locales.js';
import { DIGITS, INTEGER_MAX } from '../numbers.js';
import { PAGE_NUMBER_MAX } from '../public-filters.js';
import { SLUG_MAX_LENGTH } from '../text/slug.js';

// In the browser the CSP forbids eval, and Zod's probe for it is reported as a violation even though
// Zod catches it; the server keeps Zod's compiled parsers.
if ('document' in globalThis) z.config({ jitless: true });

export const CONTENT_STATUSES = ['draft', 'published', 'archived'] as const;
export type ContentStatus = (typeof CONTENT_STATUSES)[number];

export const PAGE_SIZE_DEFAULT = 20;
export const PAGE_SIZE_MAX = 100;

export const TITLE_MAX = 200;
export const SUMMARY_MAX = 1000;
export const DESCRIPTION_MAX = 2000;
export const SEO_DESCRIPTION_MAX = 300;
export const RICH_TEXT_MAX = 500_000;
export const NAME_MAX = 120;
export const URL_MAX = 2000;

/**
 * A whole number from `min` to `max` (within an integer column), as a JSON body gives it or as a
 * path or a query string writes it (in DIGITS only): every number a route takes is one of these,
 * so nothing out of a column's range reaches the database, and no other text is taken for a number.
 */
export function wholeNumberSchema(min: number, max: number) {
  const bounded = z.int().min(min).max(Math.min(max, INTEGER_MAX));
  return z.union([bounded, z.string().regex(DIGITS).transform(Number).pipe(bounded)], { error: `A whole number from ${min} to ${max}, in the digits 0-9` });
}

/** The id of an item, in a path, a query or a body. */
export const idSchema = wholeNumberSchema(1, INTEGER_MAX);
export const idParamsSchema = z.strictObject({ id: idSchema });

/** The body of an action that takes none: an empty JSON object, or nothing at all. */
export const noBodySchema = z.strictObject({}).nullish();

export const isoDateTimeSchema = z.iso
  .datetime({ offset: true })
  .transform((value) => new Date(value).toISOString());

export const localeSchema = z.enum(LOCALES);
export const statusSchema = z.enum(CONTENT_STATUSES);

export const slugInputSchema = z.string().trim().max(SLUG_MAX_LENGTH);

export const titleSchema = z.string().trim().min(1, 'Required').max(TITLE_MAX);
export const plainTextSchema = (max: number) => z.string().trim().max(max);
export const richTextSchema = z.string().max(RICH_TEXT_MAX);

/** Query of every public list: page numbers from 1, limit capped at PAGE_SIZE_MAX. */
export const pageQuerySchema = {
  page: wholeNumberSchema(1, PAGE_NUMBER_MAX).default(1),
  limit: wholeNumberSchema(1, PAGE_SIZE_MAX).default(PAGE_SIZE_DEFAULT),
};

/** Fields every content type shares in the admin API (the per-type schemas add their own). */
export const contentWriteFields = {
  status: statusSchema.default('draft'),
  publishedAt: isoDateTimeSchema.nullable().optional(),
};

/** The version a save is based on (optimistic concurrency), as the item's view gave it. */
export const versionSchema = z.int().min(1).max(INTEGER_MAX);
export const versionField = { version: versionSchema };

export const listResponse = <T extends z.ZodType>(item: T) =>
  z.object({ items: z.array(item), total: z.number(), page: z.number(), limit: z.number() });

export const translationStateSchema = z.object({
  locale: localeSchema,
  fallback: z.boolean(),
});

export const revisionSchema = z.object({
  id: z.number(),
  version: z.number(),
  createdAt: z.string(),
  createdBy: z.object({ id: z.number(), name: z.string() }).nullable(),
});
