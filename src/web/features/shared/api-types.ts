import type { z } from 'zod';
import type { listResponse } from '../../../common/schemas/common.js';
import type {
  articleDetailSchema,
  articleSummarySchema,
  calendarSchema,
  categorySchema,
  fileSchema,
  homeSchema,
  pageSchema,
  presentationSchema,
  tagSchema,
} from '../../../common/schemas/public.js';

/** Types of the public API responses the screens read, inferred from the shared schemas. */
export type ArticleSummary = z.infer<typeof articleSummarySchema>;
export type ArticleDetail = z.infer<typeof articleDetailSchema>;
export type Category = z.infer<typeof categorySchema>;
export type Tag = z.infer<typeof tagSchema>;
export type Page = z.infer<typeof pageSchema>;
export type Presentation = z.infer<typeof presentationSchema>;
export type FileItem = z.infer<typeof fileSchema>;
export type Home = z.infer<typeof homeSchema>;
export type Calendar = z.infer<typeof calendarSchema>;
export type CalendarDay = Calendar['days'][number];
export type ListOf<T extends z.ZodType> = z.infer<ReturnType<typeof listResponse<T>>>;
export type ArticleList = ListOf<typeof articleSummarySchema>;
export type CategoryList = ListOf<typeof categorySchema>;
export type FileList = ListOf<typeof fileSchema>;
