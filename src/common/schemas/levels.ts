import { z } from 'zod';
import { DESCRIPTION_MAX, SUMMARY_MAX, contentWriteFields, titleSchema } from './common.js';
import { servedFields, slugsSchema } from './public.js';
import { translationsSchema } from './translations.js';

/**
 * The levels and sublevels of the framework (Law on the NQF), lowest first, each with the EQF
 * level it is referenced to. The set is fixed by law: editors change a level's texts, never its
 * code, and the EQF level follows from the code.
 */
export const NQF_LEVELS = [
  { code: '1', eqfLevel: 1 },
  { code: '2', eqfLevel: 2 },
  { code: '3', eqfLevel: 3 },
  { code: '4', eqfLevel: 4 },
  { code: '5', eqfLevel: 5 },
  { code: '6.1', eqfLevel: 6 },
  { code: '6.2', eqfLevel: 6 },
  { code: '7.1', eqfLevel: 7 },
  { code: '7.2', eqfLevel: 7 },
  { code: '8', eqfLevel: 8 },
] as const;

export type NqfLevelCode = (typeof NQF_LEVELS)[number]['code'];
export const NQF_LEVEL_CODES = NQF_LEVELS.map((level) => level.code) as [NqfLevelCode, ...NqfLevelCode[]];

/** The EQF level a level or sublevel of the framework is referenced to. */
export function eqfLevelOf(code: NqfLevelCode): number {
  return NQF_LEVELS.find((level) => level.code === code)!.eqfLevel;
}

/** Where the level stands in the framework, lowest first (0 for level 1). */
export function levelPosition(code: NqfLevelCode): number {
  return NQF_LEVEL_CODES.indexOf(code);
}

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
