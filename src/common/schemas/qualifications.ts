import { z } from 'zod';
import { FIELD_OF_EDUCATION_CODES } from '../fields-of-education.js';
import { DESCRIPTION_MAX, NAME_MAX, TITLE_MAX, URL_MAX, contentWriteFields, idSchema, listResponse, pageQuerySchema, plainTextSchema, titleSchema, wholeNumberSchema } from './common.js';
import { adultProviderSchema } from './providers.js';
import {
  ACQUISITION_WAYS,
  AWARDING_BODIES_MAX,
  AWARDING_BODY_KINDS,
  CREDITS_MAX,
  HOURS_MAX,
  NQF_LEVEL_CODES,
  OCCUPATIONS_MAX,
  OUTCOMES_MAX,
  OUTCOME_MAX,
  QUALIFICATION_TYPES,
  REGISTER_QUERY_MAX,
  REGISTER_SORTS,
  REGISTER_STATUSES,
  SUPPLEMENTS_MAX,
  splitOutcomes,
} from '../register.js';
import { councilRefSchema, refSchema, servedFields, slugsSchema } from './public.js';
import { translationsSchema } from './translations.js';

/**
 * The register of qualifications (Law on the NQF; the data fields of the EQF Recommendation's
 * Annex VI): qualifications, the bodies that award them, and the codes they are classified by.
 */

export {
  splitOutcomes,
  ACQUISITION_WAYS,
  AWARDING_BODY_KINDS,
  QUALIFICATION_TYPES,
  REGISTER_SORTS,
  REGISTER_STATUSES,
  type AcquisitionWay,
  type AwardingBodyKind,
  type QualificationType,
  type RegisterSort,
  type RegisterStatus,
} from '../register.js';

/**
 * Learning outcomes of one dimension, one outcome a line: kept as text so that the Latin is
 * derived and revisions compare as for every other text; served as a list.
 */
export const outcomesSchema = z
  .string()
  .trim()
  .max(OUTCOMES_MAX * (OUTCOME_MAX + 1))
  .superRefine((text, ctx) => {
    const lines = splitOutcomes(text);
    if (lines.length > OUTCOMES_MAX) ctx.addIssue({ code: 'custom', message: `At most ${OUTCOMES_MAX} outcomes, one a line` });
    const long = lines.findIndex((line) => line.length > OUTCOME_MAX);
    if (long >= 0) ctx.addIssue({ code: 'custom', message: `Outcome ${long + 1} is longer than ${OUTCOME_MAX} characters` });
  });

/** ESCO's URI of an occupation, e.g. http://data.europa.eu/esco/occupation/f2b15a0e-e65a-438a-affb-29b9d50b77d1. */
export const ESCO_OCCUPATION_PREFIX = 'http://data.europa.eu/esco/occupation/';
const escoUriSchema = z
  .string()
  .trim()
  .max(URL_MAX)
  .regex(/^http:\/\/data\.europa\.eu\/esco\/occupation\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/, {
    error: `An ESCO occupation URI: ${ESCO_OCCUPATION_PREFIX} followed by the occupation's identifier`,
  });
const occupationLabel = z.string().trim().min(1, 'Required').max(TITLE_MAX);

export const occupationInputSchema = z.strictObject({
  uri: escoUriSchema,
  /** ESCO has no Serbian labels: the register writes its own (the Latin is derived). */
  label: z.strictObject({ sr: occupationLabel, en: occupationLabel.optional() }),
});

/** A register code: letters, digits and separators, as the Agency writes them (e.g. "4-0613-01"). */
export const registerCodeSchema = z
  .string()
  .trim()
  .min(1, 'Required')
  .max(40)
  .regex(/^[\p{L}\d][\p{L}\d./-]*$/u, { error: 'Letters, digits, dots, slashes and hyphens, starting with a letter or digit' });

const unique = <T>(items: T[]) => new Set(items).size === items.length;

export const qualificationInputSchema = z
  .strictObject({
    ...contentWriteFields,
    code: registerCodeSchema,
    level: z.enum(NQF_LEVEL_CODES, { error: `One of the framework's levels: ${NQF_LEVEL_CODES.join(', ')}` }),
    type: z.enum(QUALIFICATION_TYPES),
    field: z.enum(FIELD_OF_EDUCATION_CODES, { error: 'A four-digit field of ISCED-F 2013, e.g. 0613' }),
    credits: z.number().int().min(1).max(CREDITS_MAX).nullable().optional(),
    hours: z.number().int().min(1).max(HOURS_MAX).nullable().optional(),
    acquisitionWays: z.array(z.enum(ACQUISITION_WAYS)).min(1, 'At least one way').refine(unique, 'Each way once'),
    awardingBodyIds: z.array(idSchema).max(AWARDING_BODIES_MAX).refine(unique, 'Each awarding body once').default([]),
    occupations: z
      .array(occupationInputSchema)
      .max(OCCUPATIONS_MAX)
      .refine((items) => unique(items.map((item) => item.uri)), 'Each occupation once')
      .default([]),
    registerStatus: z.enum(REGISTER_STATUSES).default('active'),
    registeredOn: z.iso.date({ error: 'A date, YYYY-MM-DD' }),
    validUntil: z.iso.date({ error: 'A date, YYYY-MM-DD' }).nullable().optional(),
    supplementFileIds: z.array(idSchema).max(SUPPLEMENTS_MAX).refine(unique, 'Each document once').default([]),
    /** The standard of the register it rests on; the free text `standard` of the translations stays beside it. */
    standardId: idSchema.nullable().optional(),
    /** The sector skills council of its sector; the free text `sectorCouncil` of the translations stays beside it. */
    councilId: idSchema.nullable().optional(),
    translations: translationsSchema(
      { title: titleSchema },
      {
        description: plainTextSchema(DESCRIPTION_MAX),
        knowledge: outcomesSchema,
        skills: outcomesSchema,
        autonomy: outcomesSchema,
        entryRequirements: plainTextSchema(DESCRIPTION_MAX),
        internalQa: plainTextSchema(DESCRIPTION_MAX),
        externalQa: plainTextSchema(DESCRIPTION_MAX),
        standard: plainTextSchema(TITLE_MAX),
        sectorCouncil: plainTextSchema(NAME_MAX),
      },
      true,
    ),
  })
  .refine((q) => q.credits != null || q.hours != null, { path: ['credits'], message: 'Credits (ECTS) or the volume of learning in hours' })
  .refine((q) => !q.validUntil || q.validUntil >= q.registeredOn, { path: ['validUntil'], message: 'Valid until a day after its entry in the register' });
export type QualificationInput = z.infer<typeof qualificationInputSchema>;

export const awardingBodyInputSchema = z.strictObject({
  ...contentWriteFields,
  kind: z.enum(AWARDING_BODY_KINDS),
  website: z.url({ protocol: /^https?$/, error: 'An http or https address' }).max(URL_MAX).nullable().optional(),
  translations: translationsSchema({ name: titleSchema }, { city: plainTextSchema(NAME_MAX) }, false),
});
export type AwardingBodyInput = z.infer<typeof awardingBodyInputSchema>;

// Public reads

export const awardingBodySchema = z.object({
  id: z.number(),
  ...servedFields,
  name: z.string(),
  city: z.string(),
  kind: z.enum(AWARDING_BODY_KINDS),
  website: z.string().nullable(),
});
export type AwardingBody = z.infer<typeof awardingBodySchema>;
export const awardingBodyListSchema = z.object({ items: z.array(awardingBodySchema) });

/** A detailed field as the registers' reads show it (fieldOfEducationView). */
export const fieldSchema = z.object({ code: z.enum(FIELD_OF_EDUCATION_CODES), name: z.string() });

export const qualificationSummarySchema = z.object({
  id: z.number(),
  ...servedFields,
  slug: z.string(),
  code: z.string(),
  title: z.string(),
  nqfLevel: z.enum(NQF_LEVEL_CODES),
  eqfLevel: z.number(),
  type: z.enum(QUALIFICATION_TYPES),
  field: fieldSchema,
  registerStatus: z.enum(REGISTER_STATUSES),
  credits: z.number().nullable(),
  hours: z.number().nullable(),
  awardingBodies: z.array(z.object({ id: z.number(), name: z.string() })),
});
export type QualificationSummary = z.infer<typeof qualificationSummarySchema>;

export const qualificationSchema = qualificationSummarySchema.extend({
  slugs: slugsSchema,
  description: z.string(),
  learningOutcomes: z.object({ knowledge: z.array(z.string()), skills: z.array(z.string()), autonomy: z.array(z.string()) }),
  entryRequirements: z.string(),
  acquisitionWays: z.array(z.enum(ACQUISITION_WAYS)),
  qualityAssurance: z.object({ internal: z.string(), external: z.string() }),
  /** The standard of the register it rests on, when linked and public. */
  standard: z.object({ id: z.number(), slug: z.string(), title: z.string(), code: z.string() }).nullable(),
  /** The standard as the qualification names it in free text ('' when none). */
  standardText: z.string(),
  /** The sector skills council of its sector, when linked and public. */
  council: councilRefSchema.nullable(),
  /** The council as the qualification names it in free text ('' when none). */
  sectorCouncil: z.string(),
  registeredOn: z.string(),
  validUntil: z.string().nullable(),
  /** The level explained: its page and what it stands for. */
  level: refSchema.omit({ name: true }).extend({ title: z.string(), summary: z.string() }).nullable(),
  awardingBodies: z.array(awardingBodySchema),
  occupations: z.array(z.object({ uri: z.string(), label: z.string() })),
  /** Where to get it as an adult: the providers with an approval in force for it. */
  adultProviders: z.array(adultProviderSchema),
  supplements: z.array(z.object({ id: z.number(), title: z.string(), url: z.string() })),
  updatedAt: z.string(),
});
export type Qualification = z.infer<typeof qualificationSchema>;

const filterCount = <T extends z.ZodType>(value: T) => z.object({ value, count: z.number() });

export const qualificationListSchema = listResponse(qualificationSummarySchema).extend({
  /** How many qualifications each value of a filter would give, with the other filters applied. */
  counts: z.object({
    level: z.array(filterCount(z.enum(NQF_LEVEL_CODES))),
    eqf: z.array(filterCount(z.number())),
    type: z.array(filterCount(z.enum(QUALIFICATION_TYPES))),
    field: z.array(filterCount(z.enum(FIELD_OF_EDUCATION_CODES))),
    awardingBody: z.array(filterCount(z.number())),
    status: z.array(filterCount(z.enum(REGISTER_STATUSES))),
  }),
});
export type QualificationList = z.infer<typeof qualificationListSchema>;

/** A filter given once or repeated (`?level=4&level=5`): any of the values. */
const anyOf = <T extends z.ZodType>(value: T) =>
  z
    .union([value, z.array(value).max(20)])
    .transform((v) => (Array.isArray(v) ? v : [v]) as z.output<T>[])
    .optional();

export const qualificationQuerySchema = z.strictObject({
  level: anyOf(z.enum(NQF_LEVEL_CODES)),
  eqf: anyOf(wholeNumberSchema(1, 8)),
  type: anyOf(z.enum(QUALIFICATION_TYPES)),
  field: anyOf(z.enum(FIELD_OF_EDUCATION_CODES)),
  awardingBody: anyOf(idSchema),
  status: anyOf(z.enum(REGISTER_STATUSES)),
  q: z.string().trim().max(REGISTER_QUERY_MAX).optional(),
  sort: z.enum(REGISTER_SORTS).default('title'),
  ...pageQuerySchema,
});
export type QualificationQuery = z.output<typeof qualificationQuerySchema>;
