import { z } from 'zod';
import {
  DESCRIPTION_MAX,
  NAME_MAX,
  SEO_DESCRIPTION_MAX,
  SUMMARY_MAX,
  URL_MAX,
  contentWriteFields,
  idSchema,
  isoDateTimeSchema,
  plainTextSchema,
  richTextSchema,
  titleSchema,
} from './common.js';
import { translationsSchema } from './translations.js';

export const AUDIENCES = ['citizens', 'employers', 'institutions'] as const;
export type Audience = (typeof AUDIENCES)[number];

export const FIXED_PAGE_KEYS = [
  'archive-1',
  'archive-2',
  'nqf',
  'eqf-referencing',
  'sector-councils',
  'nqf-council',
  'strategic-framework',
] as const;
export type FixedPageKey = (typeof FIXED_PAGE_KEYS)[number];

export const MENUS = ['main', 'footer'] as const;
export const MENU_ROUTES = ['home', 'search', 'files', 'inspire', 'levels', 'qualifications', 'guide'] as const;
export const MENU_TARGET_TYPES = ['page', 'category', 'article', 'presentation'] as const;

export const SLIDES_MAX = 200;
export const TAGS_MAX = 30;
export const YEAR_MIN = 1900;
export const YEAR_MAX = 2100;

const optionalId = idSchema.nullable().optional();
const tagIds = z.array(idSchema).max(TAGS_MAX).optional();

export const articleInputSchema = z
  .strictObject({
    ...contentWriteFields,
    categoryId: optionalId,
    tagIds,
    coverMediaId: optionalId,
    eventStart: isoDateTimeSchema.nullable().optional(),
    eventEnd: isoDateTimeSchema.nullable().optional(),
    translations: translationsSchema(
      { title: titleSchema },
      { summary: plainTextSchema(SUMMARY_MAX), body: richTextSchema, seoDescription: plainTextSchema(SEO_DESCRIPTION_MAX) },
      true,
    ),
  })
  .refine((a) => !a.eventEnd || (a.eventStart && a.eventEnd >= a.eventStart), {
    path: ['eventEnd'],
    message: 'The end must come after the start',
  });
export type ArticleInput = z.infer<typeof articleInputSchema>;

export const categoryInputSchema = z.strictObject({
  ...contentWriteFields,
  parentId: optionalId,
  position: z.number().int().min(0).max(100_000).default(0),
  audience: z.enum(AUDIENCES).nullable().optional(),
  translations: translationsSchema({ name: z.string().trim().min(1, 'Required').max(NAME_MAX) }, { description: plainTextSchema(DESCRIPTION_MAX) }, true),
});
export type CategoryInput = z.infer<typeof categoryInputSchema>;

export const pageInputSchema = z.strictObject({
  ...contentWriteFields,
  key: z.enum(FIXED_PAGE_KEYS).nullable().optional(),
  translations: translationsSchema({ title: titleSchema }, { body: richTextSchema }, true),
});
export type PageInput = z.infer<typeof pageInputSchema>;

export const presentationInputSchema = z.strictObject({
  ...contentWriteFields,
  eventDate: isoDateTimeSchema.nullable().optional(),
  coverMediaId: optionalId,
  pdfMediaId: optionalId,
  slideMediaIds: z.array(idSchema).max(SLIDES_MAX).default([]),
  translations: translationsSchema(
    { title: titleSchema },
    { summary: plainTextSchema(SUMMARY_MAX), place: plainTextSchema(NAME_MAX) },
    true,
  ),
});
export type PresentationInput = z.infer<typeof presentationInputSchema>;

export const tagInputSchema = z.strictObject({
  ...contentWriteFields,
  translations: translationsSchema({ name: z.string().trim().min(1, 'Required').max(NAME_MAX) }, {}, true),
});
export type TagInput = z.infer<typeof tagInputSchema>;

export const fileInputSchema = z.strictObject({
  ...contentWriteFields,
  mediaId: idSchema,
  categoryId: optionalId,
  tagIds,
  year: z.number().int().min(YEAR_MIN).max(YEAR_MAX),
  translations: translationsSchema({ title: titleSchema }, { description: plainTextSchema(DESCRIPTION_MAX) }, false),
});
export type FileInput = z.infer<typeof fileInputSchema>;

export const menuTargetSchema = z.discriminatedUnion('type', [
  z.strictObject({ type: z.enum(MENU_TARGET_TYPES), id: idSchema }),
  z.strictObject({ type: z.literal('route'), route: z.enum(MENU_ROUTES) }),
  z.strictObject({
    type: z.literal('url'),
    url: z.url({ protocol: /^https?$|^mailto$/, error: 'Use an http, https or mailto address' }).max(URL_MAX),
  }),
  z.strictObject({ type: z.literal('none') }),
]);
export type MenuTarget = z.infer<typeof menuTargetSchema>;

export const menuItemInputSchema = z.strictObject({
  ...contentWriteFields,
  menu: z.enum(MENUS),
  parentId: optionalId,
  position: z.number().int().min(0).max(100_000).default(0),
  target: menuTargetSchema,
  translations: translationsSchema({ label: z.string().trim().min(1, 'Required').max(NAME_MAX) }, {}, false),
});
export type MenuItemInput = z.infer<typeof menuItemInputSchema>;
