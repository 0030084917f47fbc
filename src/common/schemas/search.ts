import { z } from 'zod';
import { localeSchema, pageQuerySchema } from './common.js';

import { SEARCH_QUERY_MAX, SEARCH_TYPES } from '../public-filters.js';

export { SEARCH_QUERY_MAX, SEARCH_TYPES, type SearchType } from '../public-filters.js';

export const searchQuerySchema = z.strictObject({
  q: z.string().trim().min(1, 'Required').max(SEARCH_QUERY_MAX),
  type: z.enum(SEARCH_TYPES).optional(),
  from: z.iso.date().optional().describe('First day of the hits\' dates, YYYY-MM-DD'),
  to: z.iso.date().optional().describe('Last day of the hits\' dates, YYYY-MM-DD'),
  locale: localeSchema.optional(),
  ...pageQuerySchema,
});

export const searchResultSchema = z.object({
  type: z.enum(SEARCH_TYPES),
  id: z.number(),
  title: z.string(),
  /** null for files, which have no page of their own. */
  slug: z.string().nullable(),
  /** The public path of the item (route table), or a file's download URL. */
  url: z.string(),
  date: z.string().nullable(),
  /**
   * Plain text around the first match, HTML-escaped, with the match wrapped in <mark>: safe to
   * render as HTML.
   */
  snippet: z.string(),
  /** Chosen by the editors as the answer to this query: shown first, on the first page. */
  bestBet: z.boolean().optional(),
});
export type SearchResult = z.infer<typeof searchResultSchema>;

export const searchResponseSchema = z.object({
  items: z.array(searchResultSchema),
  /** How many documents match, counted up to 1,000 or the end of the page asked for. */
  total: z.number(),
  /** Whether more documents than `total` match: the count stopped there. */
  moreThanTotal: z.boolean(),
  page: z.number(),
  limit: z.number(),
});
export type SearchResponse = z.infer<typeof searchResponseSchema>;
