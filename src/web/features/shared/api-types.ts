import type { z } from 'zod';
import type { articleListSchema, articleSummarySchema, calendarSchema, homeSchema } from '../../../common/schemas/public.js';

/**
 * Types of public API responses the shared components take, inferred from the shared schemas. A
 * screen's own reads are typed by their requests (SCREEN_REQUESTS and useRead) instead.
 */
export type ArticleSummary = z.infer<typeof articleSummarySchema>;
export type Home = z.infer<typeof homeSchema>;
export type Calendar = z.infer<typeof calendarSchema>;
export type CalendarDay = Calendar['days'][number];
export type ArticleList = z.infer<typeof articleListSchema>;
