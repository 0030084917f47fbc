import { z } from 'zod';
import { LOCALES } from '../locales.js';
import { FILE_KINDS } from '../public-filters.js';
import { listResponse } from './common.js';
import { AUDIENCES, FIXED_PAGE_KEYS, MENUS } from './content.js';

/** Shapes of the public API's responses, shared with the web client. */

export const mediaSchema = z.object({
  id: z.number(),
  url: z.string(),
  mime: z.string(),
  size: z.number(),
  width: z.number().nullable(),
  height: z.number().nullable(),
  originalName: z.string(),
  variants: z.array(z.object({ width: z.number(), height: z.number(), url: z.string() })),
});

/** An uploaded image or document as the API returns it. */
export type Media = z.infer<typeof mediaSchema>;

export const refSchema = z.object({ id: z.number(), name: z.string(), slug: z.string() });

const locale = z.enum(LOCALES);
/** An item's slug in each locale it is translated into (the links to the same page in another locale). */
/** A sector skills council as a standard, a qualification or a list links to it. */
export const councilRefSchema = z.object({ id: z.number(), title: z.string(), slug: z.string() });

export const slugsSchema = z.object({ sr: z.string().optional(), lat: z.string().optional(), en: z.string().optional() });
/** The locale an item is served in, and whether that is the Cyrillic for want of a translation. */
export const servedFields = { locale, fallback: z.boolean() };

export const articleSummarySchema = z.object({
  id: z.number(),
  locale,
  slug: z.string(),
  title: z.string(),
  summary: z.string(),
  publishedAt: z.string(),
  eventStart: z.string().nullable(),
  eventEnd: z.string().nullable(),
  category: refSchema.nullable(),
  tags: z.array(refSchema),
  cover: mediaSchema.nullable(),
});
export type ArticleSummary = z.infer<typeof articleSummarySchema>;

export const articleDetailSchema = articleSummarySchema.extend({
  ...servedFields,
  slugs: slugsSchema,
  body: z.string(),
  seoDescription: z.string(),
  updatedAt: z.string(),
  related: z.array(articleSummarySchema),
});

export const categorySchema = z.object({
  id: z.number(),
  ...servedFields,
  slug: z.string(),
  slugs: slugsSchema,
  name: z.string(),
  description: z.string(),
  audience: z.enum(AUDIENCES).nullable(),
  parentId: z.number().nullable(),
  position: z.number(),
});

export const tagSchema = z.object({ id: z.number(), ...servedFields, slug: z.string(), slugs: slugsSchema, name: z.string() });

export const pageSummarySchema = z.object({
  id: z.number(),
  key: z.enum(FIXED_PAGE_KEYS).nullable(),
  ...servedFields,
  slug: z.string(),
  title: z.string(),
});
export const pageSchema = pageSummarySchema.extend({ slugs: slugsSchema, body: z.string(), updatedAt: z.string() });

export const presentationSummarySchema = z.object({
  id: z.number(),
  ...servedFields,
  slug: z.string(),
  title: z.string(),
  summary: z.string(),
  place: z.string(),
  eventDate: z.string().nullable(),
  publishedAt: z.string(),
  cover: mediaSchema.nullable(),
  slideCount: z.number(),
});
export const presentationSchema = presentationSummarySchema.extend({
  slugs: slugsSchema,
  slides: z.array(z.object({ position: z.number(), image: mediaSchema })),
  pdf: mediaSchema.nullable(),
});

export { FILE_KINDS, type FileKind } from '../public-filters.js';

export const fileSchema = z.object({
  id: z.number(),
  ...servedFields,
  title: z.string(),
  description: z.string(),
  year: z.number(),
  kind: z.enum(FILE_KINDS),
  mime: z.string(),
  size: z.number(),
  originalName: z.string(),
  publishedAt: z.string(),
  downloadCount: z.number(),
  downloadUrl: z.string(),
  category: refSchema.nullable(),
  tags: z.array(refSchema),
});

export const menuTargetViewSchema = z.union([
  z.object({ type: z.enum(['page', 'category', 'article', 'presentation']), id: z.number(), slug: z.string() }),
  z.object({ type: z.literal('route'), route: z.string() }),
  z.object({ type: z.literal('url'), url: z.string() }),
  z.object({ type: z.literal('none') }),
]);

export interface MenuNode {
  id: number;
  label: string;
  target: z.infer<typeof menuTargetViewSchema>;
  children: MenuNode[];
}
export const menuNodeSchema: z.ZodType<MenuNode> = z.lazy(() =>
  z.object({ id: z.number(), label: z.string(), target: menuTargetViewSchema, children: z.array(menuNodeSchema) }),
).meta({ id: 'MenuNode' });

/** A menu's published entries, as the layout reads them (`/api/menu-items?menu=`). */
export const menuSchema = z.object({ menu: z.enum(MENUS), items: z.array(menuNodeSchema) });

export const calendarEntrySchema = z.object({ id: z.number(), title: z.string(), slug: z.string() });
export const calendarDaySchema = z.object({
  date: z.string(),
  news: z.array(calendarEntrySchema.extend({ publishedAt: z.string() })),
  events: z.array(calendarEntrySchema.extend({ start: z.string(), end: z.string().nullable() })),
});
export const calendarSchema = z.object({ month: z.string(), days: z.array(calendarDaySchema) });

export const homeSchema = z.object({
  locale,
  audiences: z.array(z.object({ audience: z.enum(AUDIENCES), category: refSchema.nullable(), articles: z.array(articleSummarySchema) })),
  news: z.array(articleSummarySchema),
  calendar: calendarSchema,
});

/** Pages of the public lists. */
export const articleListSchema = listResponse(articleSummarySchema);
export const categoryListSchema = listResponse(categorySchema);
export const tagListSchema = listResponse(tagSchema);
export const fileListSchema = listResponse(fileSchema);
