import { z } from 'zod';
import { idSchema, localeSchema } from './common.js';

/** The longest period the insights cover at once. */
export const INSIGHTS_PERIOD_DAYS_MAX = 366;
/** Queries each list shows. */
export const INSIGHTS_LIST_LENGTH = 20;

/** GET /api/admin/search-insights: a period (days, YYYY-MM-DD, both included; by default the last 30), one locale or all. */
export const searchInsightsQuerySchema = z
  .strictObject({
    from: z.iso.date().optional().describe('First day, YYYY-MM-DD (Belgrade)'),
    to: z.iso.date().optional().describe('Last day, YYYY-MM-DD (Belgrade)'),
    locale: localeSchema.optional(),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, { message: 'Must not be after "to"', path: ['from'] });

const queryRowSchema = z.object({
  locale: localeSchema,
  /** The query's words as the search folds them (what the log and best bets key it by). */
  query: z.string(),
  /** The form readers typed it in most often (lower case, in its own script); the folded words when none was kept. */
  typed: z.string(),
  searches: z.number().int(),
  /** Its results when it was last asked. */
  results: z.number().int(),
  /** Searches after which a result was opened. */
  opened: z.number().int(),
});
export type SearchInsightsQueryRow = z.infer<typeof queryRowSchema>;

export const searchInsightsSchema = z.object({
  from: z.string(),
  to: z.string(),
  /** Searches per day of the period; days without any are left out. */
  days: z.array(z.object({ day: z.string(), searches: z.number().int() })),
  /** The most frequent queries. */
  frequent: z.array(queryRowSchema),
  /** The most frequent queries that found nothing. */
  noResults: z.array(queryRowSchema),
  /** The most frequent queries that found something but whose results nobody opened. */
  notOpened: z.array(queryRowSchema),
});
export type SearchInsights = z.infer<typeof searchInsightsSchema>;

/** POST /api/search/opened: a reader opened a result of this query (sent by the search screen). */
export const searchOpenedSchema = z.strictObject({
  q: z.string().trim().min(1).max(200),
  locale: localeSchema,
});

/** The types a best bet may point to: items with a page of their own. */
export const BEST_BET_TYPES = ['article', 'page', 'presentation'] as const;

/** PUT /api/admin/search-best-bets: the item shown first for a query in a locale (replacing the query's bet, if any). */
export const bestBetInputSchema = z.strictObject({
  locale: localeSchema,
  query: z.string().trim().min(1).max(200),
  type: z.enum(BEST_BET_TYPES),
  id: idSchema,
});

export const bestBetSchema = z.object({
  id: z.number().int(),
  locale: localeSchema,
  /** The query's words as the search folds them. */
  query: z.string(),
  /** The form readers typed it in most often, as the insights show it; the folded words when it was never searched. */
  typed: z.string(),
  target: z.object({ type: z.enum(BEST_BET_TYPES), id: z.number().int(), title: z.string().nullable() }),
  createdAt: z.string(),
});
export type BestBet = z.infer<typeof bestBetSchema>;
