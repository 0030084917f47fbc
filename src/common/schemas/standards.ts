import { z } from 'zod';
import { FIELD_OF_EDUCATION_CODES } from '../fields-of-education.js';
import { ACQUISITION_WAYS, NQF_LEVEL_CODES, QUALIFICATION_TYPES, REGISTER_QUERY_MAX } from '../register.js';
import {
  DECISIONS_MAX,
  DECISION_KINDS,
  DECISION_NUMBER_MAX,
  ESCO_URIS_MAX,
  OCCUPATION_CODES_MAX,
  OCCUPATION_CODE_PATTERN,
  STANDARD_CODE_PATTERN,
  STANDARD_STATUSES,
  historyProblems,
} from '../standards.js';
import { DESCRIPTION_MAX, NAME_MAX, TITLE_MAX, URL_MAX, contentWriteFields, idSchema, listResponse, pageQuerySchema, plainTextSchema, titleSchema } from './common.js';
import { councilRefSchema, servedFields, slugsSchema } from './public.js';
import { fieldSchema, outcomesSchema } from './qualifications.js';
import { translationsSchema } from './translations.js';

/**
 * The register of qualification standards: the nationally adopted documents a qualification rests
 * on (the rulebook's fifteen elements), each with its history of decisions.
 */

export { DECISION_KINDS, STANDARD_STATUSES, type DecisionKind, type StandardDecision, type StandardStatus } from '../standards.js';

const unique = <T>(items: T[]) => new Set(items).size === items.length;
const dateSchema = z.iso.date({ error: 'A date, YYYY-MM-DD' });

export const standardCodeSchema = z
  .string()
  .trim()
  .regex(STANDARD_CODE_PATTERN, { error: 'A register code like SK-04-001: SK, two digits and three digits, joined by hyphens' });

export const decisionSchema = z.strictObject({
  kind: z.enum(DECISION_KINDS, { error: `One of: ${DECISION_KINDS.join(', ')}` }),
  number: z.string().trim().min(1, 'Required').max(DECISION_NUMBER_MAX),
  date: dateSchema,
  body: z.string().trim().min(1, 'Required').max(NAME_MAX),
});

/** A history of decisions, checked by the rules of historyProblems (each problem at its decision). */
export const historySchema = z
  .array(decisionSchema)
  .min(1, 'At least the decision that adopted it')
  .max(DECISIONS_MAX)
  .superRefine((history, ctx) => {
    for (const problem of historyProblems(history)) ctx.addIssue({ code: 'custom', path: [problem.index, problem.field], message: problem.message });
  });

/** Texts of a few paragraphs at most; learning outcomes are lists, one outcome a line. */
const text = plainTextSchema(DESCRIPTION_MAX);

export const standardInputSchema = z
  .strictObject({
    ...contentWriteFields,
    code: standardCodeSchema,
    level: z.enum(NQF_LEVEL_CODES, { error: `One of the framework's levels: ${NQF_LEVEL_CODES.join(', ')}` }),
    type: z.enum(QUALIFICATION_TYPES, { error: `One of: ${QUALIFICATION_TYPES.join(', ')}` }),
    acquisitionWays: z.array(z.enum(ACQUISITION_WAYS)).min(1, 'At least one way').refine(unique, 'Each way once'),
    field: z.enum(FIELD_OF_EDUCATION_CODES, { error: 'A four-digit field of KLASNOKS (ISCED-F 2013), e.g. 0613' }),
    occupationCodes: z
      .array(z.string().trim().regex(OCCUPATION_CODE_PATTERN, { error: 'A code of the classification of occupations: four digits, optionally a dot and two more (5120.01)' }))
      .max(OCCUPATION_CODES_MAX)
      .refine(unique, 'Each occupation code once')
      .default([]),
    escoUris: z
      .array(z.url({ protocol: /^https?$/, error: 'An http or https address' }).max(URL_MAX))
      .max(ESCO_URIS_MAX)
      .refine(unique, 'Each ESCO occupation once')
      .default([]),
    history: historySchema,
    /** The sector skills council that proposed it; the free text `sectorCouncil` of the translations stays beside it. */
    councilId: idSchema.nullable().optional(),
    translations: translationsSchema(
      { title: titleSchema },
      {
        jobDescription: text,
        entryRequirements: text,
        progression: text,
        duration: plainTextSchema(TITLE_MAX),
        knowledge: outcomesSchema,
        skills: outcomesSchema,
        autonomy: outcomesSchema,
        assessment: text,
        document: plainTextSchema(TITLE_MAX),
        issuer: plainTextSchema(TITLE_MAX),
        sectorCouncil: plainTextSchema(NAME_MAX),
      },
      true,
    ),
  })
  // The rulebook leaves the job description out only for general-education qualifications.
  .refine((s) => s.type === 'general' || Boolean(s.translations.sr.jobDescription?.trim()), {
    path: ['translations', 'sr', 'jobDescription'],
    message: 'Required, except for a general-education qualification',
  });
export type StandardInput = z.infer<typeof standardInputSchema>;

// Public reads

const decisionViewSchema = z.object({ kind: z.enum(DECISION_KINDS), number: z.string(), date: z.string(), body: z.string() });

export const standardSummarySchema = z.object({
  id: z.number(),
  ...servedFields,
  slug: z.string(),
  code: z.string(),
  title: z.string(),
  nqfLevel: z.enum(NQF_LEVEL_CODES),
  eqfLevel: z.number(),
  type: z.enum(QUALIFICATION_TYPES),
  field: fieldSchema,
  /** The sector skills council that proposed it, when linked and public. */
  council: councilRefSchema.nullable(),
  /** The council as the standard names it in free text ('' when none). */
  sectorCouncil: z.string(),
  status: z.enum(STANDARD_STATUSES),
  /** The date of the latest decision: since when the version in force (or the withdrawal) holds. */
  since: z.string(),
});
export type StandardSummary = z.infer<typeof standardSummarySchema>;

export const standardListSchema = listResponse(standardSummarySchema);
export type StandardList = z.infer<typeof standardListSchema>;

export const standardSchema = standardSummarySchema.extend({
  slugs: slugsSchema,
  acquisitionWays: z.array(z.enum(ACQUISITION_WAYS)),
  occupationCodes: z.array(z.string()),
  escoUris: z.array(z.string()),
  jobDescription: z.string(),
  entryRequirements: z.string(),
  progression: z.string(),
  duration: z.string(),
  learningOutcomes: z.object({ knowledge: z.array(z.string()), skills: z.array(z.string()), autonomy: z.array(z.string()) }),
  assessment: z.string(),
  document: z.string(),
  issuer: z.string(),
  /** The decisions, oldest first. */
  history: z.array(decisionViewSchema),
  /** The version in force: the latest decision and its place in the history (1 for the adoption). */
  inForce: z.object({ version: z.number(), decision: decisionViewSchema }),
  /** The published qualifications that rest on it. */
  qualifications: z.array(z.object({ id: z.number(), slug: z.string(), code: z.string(), title: z.string() })),
  updatedAt: z.string(),
});
export type Standard = z.infer<typeof standardSchema>;

/** A link from a qualification to the standard it rests on. */
export const standardRefSchema = z.object({ id: z.number(), slug: z.string(), title: z.string(), code: z.string() });

export const standardQuerySchema = z.strictObject({
  level: z.enum(NQF_LEVEL_CODES).optional(),
  field: z.enum(FIELD_OF_EDUCATION_CODES).optional(),
  /** The sector skills council the standards name (its id); empty, as an empty select sends it, filters nothing. */
  council: z.preprocess((value) => (value === '' ? undefined : value), idSchema.optional()),
  status: z.enum(STANDARD_STATUSES).optional(),
  q: z.string().trim().max(REGISTER_QUERY_MAX).optional(),
  ...pageQuerySchema,
});
export type StandardQuery = z.output<typeof standardQuerySchema>;

/** A qualification whose standard is still named by free text only, for editors to resolve. */
export const unresolvedStandardSchema = z.object({ id: z.number(), code: z.string(), title: z.string(), standard: z.string() });
export const unresolvedStandardListSchema = z.object({ items: z.array(unresolvedStandardSchema) });
export type UnresolvedStandardList = z.infer<typeof unresolvedStandardListSchema>;

