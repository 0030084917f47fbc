import { z } from 'zod';
import { DESCRIPTION_MAX, SUMMARY_MAX, contentWriteFields, titleSchema } from './common.js';
import { servedFields, slugsSchema } from './public.js';
import { translationsSchema } from './translations.js';
import { NQF_LEVEL_CODES } from '../register.js';

export { NQF_LEVELS, NQF_LEVEL_CODES, type NqfLevelCode, eqfLevelOf, levelPosition } from '../register.js';

/** A descriptor is a few sentences of plain text. */
const descriptor = z.string().trim().max(DESCRIPTION_MAX);

export const levelInputSchema = z.strictObject({
  ...contentWriteFields,
  /** Given when a level is created; a saved level keeps its code (sending another is refused). */
  code: z.enum(NQF_LEVEL_CODES, { error: `One of the framework's levels: ${NQF_LEVEL_CODES.join(', ')}` }).optional(),
  translations: translationsSchema(
    { title: titleSchema },
    { summary: z.string().trim().max(SUMMARY_MAX), knowledge: descriptor, skills: descriptor, competences: descriptor },
    true,
  ),
});
export type LevelInput = z.infer<typeof levelInputSchema>;

/** A level as the public API serves it, in the locale asked for (Cyrillic when untranslated). */
export const levelSchema = z.object({
  id: z.number(),
  ...servedFields,
  slug: z.string(),
  slugs: slugsSchema,
  code: z.enum(NQF_LEVEL_CODES),
  eqfLevel: z.number(),
  title: z.string(),
  summary: z.string(),
  knowledge: z.string(),
  skills: z.string(),
  competences: z.string(),
});
export type Level = z.infer<typeof levelSchema>;

export const levelListSchema = z.object({ items: z.array(levelSchema) });
