import { z } from 'zod';
import {
  APPROVALS_MAX,
  APPROVAL_ACTIVITIES,
  APPROVAL_STATUSES,
  EMPLOYERS_MAX,
  LEGAL_FORMS,
  PLACES_MAX,
  PROVIDER_DECISION_NUMBER_MAX,
  PROVIDER_STATUS_FILTERS,
  REGISTRATION_NUMBER_PATTERN,
  REVOCATION_REASON_MAX,
  isValidTaxNumber,
} from '../providers.js';
import { NQF_LEVEL_CODES, REGISTER_QUERY_MAX } from '../register.js';
import { NAME_MAX, TITLE_MAX, URL_MAX, contentWriteFields, idSchema, isoDateTimeSchema, listResponse, pageQuerySchema, titleSchema } from './common.js';
import { servedFields, slugsSchema } from './public.js';
import { translationsSchema } from './translations.js';

/**
 * The register of publicly recognised organisers of adult-education activities (ЈПОА): a provider
 * and its approvals, saved together so that revisions and the audit log cover both.
 */

export { APPROVAL_ACTIVITIES, APPROVAL_STATUSES, LEGAL_FORMS, PROVIDER_STATUS_FILTERS, type ApprovalActivity, type ApprovalStatus, type LegalForm } from '../providers.js';

const required = (max: number) => z.string().trim().min(1, 'Required').max(max);
const dateSchema = z.iso.date({ error: 'A date, YYYY-MM-DD' });
const instantSchema = isoDateTimeSchema;

/** A text written in Cyrillic, optionally in English; the Latin is derived from the Cyrillic. */
const translatedName = z.strictObject({ sr: required(TITLE_MAX), en: required(TITLE_MAX).optional() });

export const placeSchema = z.strictObject({ municipality: required(NAME_MAX), address: required(TITLE_MAX) });
export const employerSchema = z.strictObject({ name: required(TITLE_MAX), municipality: required(NAME_MAX) });

/** A revocation takes effect at its instant and always says why. */
export const revocationSchema = z.strictObject({
  at: instantSchema,
  reason: z.string({ error: 'Required: why the approval is revoked' }).trim().min(1, 'Required: why the approval is revoked').max(REVOCATION_REASON_MAX),
});

export const approvalInputSchema = z
  .strictObject({
    /** Left out for a new approval; an existing one keeps its id across saves. */
    id: idSchema.optional(),
    activity: z.enum(APPROVAL_ACTIVITIES, { error: `One of: ${APPROVAL_ACTIVITIES.join(', ')}` }),
    programme: translatedName,
    qualificationId: idSchema.nullable().default(null),
    level: z.enum(NQF_LEVEL_CODES, { error: `One of the framework's levels: ${NQF_LEVEL_CODES.join(', ')}` }).nullable().default(null),
    decisionNumber: required(PROVIDER_DECISION_NUMBER_MAX),
    decisionDate: dateSchema,
    validFrom: instantSchema,
    validUntil: instantSchema.nullable().default(null),
    places: z.array(placeSchema).min(1, 'At least one place where it is delivered').max(PLACES_MAX),
    employers: z.array(employerSchema).max(EMPLOYERS_MAX).default([]),
    revocation: revocationSchema.nullable().default(null),
  })
  .superRefine((approval, ctx) => {
    if (approval.qualificationId === null && approval.level === null) {
      ctx.addIssue({ code: 'custom', path: ['qualificationId'], message: 'The qualification it leads to, or else its level (level)' });
    }
    // Instants that are not valid are reported by their own fields; they are not compared.
    const isInstant = (value: string | null | undefined): value is string => typeof value === 'string' && !Number.isNaN(Date.parse(value));
    if (!isInstant(approval.validFrom)) return;
    if (isInstant(approval.validUntil) && approval.validUntil <= approval.validFrom) {
      ctx.addIssue({ code: 'custom', path: ['validUntil'], message: 'After the start of validity (validFrom)' });
    }
    if (approval.revocation && isInstant(approval.revocation.at) && approval.revocation.at < approval.validFrom) {
      ctx.addIssue({ code: 'custom', path: ['revocation', 'at'], message: 'Not before the start of validity (validFrom)' });
    }
  });
export type ApprovalInput = z.output<typeof approvalInputSchema>;

export const registrationNumberSchema = z.string().trim().regex(REGISTRATION_NUMBER_PATTERN, { error: 'A registration number (МБ): eight digits' });
export const taxNumberSchema = z
  .string()
  .trim()
  .refine(isValidTaxNumber, { error: 'A tax number (ПИБ): nine digits, the last one its check digit' });

export const providerInputSchema = z.strictObject({
  ...contentWriteFields,
  legalForm: z.enum(LEGAL_FORMS, { error: `One of: ${LEGAL_FORMS.join(', ')}` }),
  registrationNumber: registrationNumberSchema,
  taxNumber: taxNumberSchema,
  municipality: required(NAME_MAX),
  address: required(TITLE_MAX),
  email: z.union([z.literal(''), z.email({ error: 'An e-mail address' }).max(NAME_MAX)]).default(''),
  phone: z
    .string()
    .trim()
    .max(40)
    .regex(/^[+\d\s()/-]*$/, { error: 'A phone number: digits, spaces and + ( ) / -' })
    .default(''),
  /** None is '' or null (as the other types send it); it is stored as ''. */
  website: z
    .union([z.literal(''), z.url({ protocol: /^https?$/, error: 'An http or https address' }).max(URL_MAX)])
    .nullable()
    .default(''),
  approvals: z
    .array(approvalInputSchema)
    .max(APPROVALS_MAX)
    .default([])
    .superRefine((approvals, ctx) => {
      const seen = new Set<number>();
      approvals.forEach((approval, index) => {
        if (approval.id === undefined) return;
        if (seen.has(approval.id)) ctx.addIssue({ code: 'custom', path: [index, 'id'], message: 'Each approval once' });
        seen.add(approval.id);
      });
    }),
  translations: translationsSchema({ name: titleSchema }, {}, true),
});
export type ProviderInput = z.output<typeof providerInputSchema>;

// Public reads

const qualificationRefSchema = z.object({ id: z.number(), slug: z.string(), code: z.string(), title: z.string() });

export const approvalViewSchema = z.object({
  id: z.number(),
  activity: z.enum(APPROVAL_ACTIVITIES),
  programme: z.string(),
  /** The qualification it leads to, when it names one that is public. */
  qualification: qualificationRefSchema.nullable(),
  level: z.enum(NQF_LEVEL_CODES).nullable(),
  decisionNumber: z.string(),
  decisionDate: z.string(),
  validFrom: z.string(),
  validUntil: z.string().nullable(),
  status: z.enum(APPROVAL_STATUSES),
  revocation: z.object({ at: z.string(), reason: z.string() }).nullable(),
  places: z.array(z.object({ municipality: z.string(), address: z.string() })),
  employers: z.array(z.object({ name: z.string(), municipality: z.string() })),
});
export type ApprovalView = z.infer<typeof approvalViewSchema>;

export const providerSummarySchema = z.object({
  id: z.number(),
  ...servedFields,
  slug: z.string(),
  name: z.string(),
  legalForm: z.enum(LEGAL_FORMS),
  municipality: z.string(),
  /** How many of its approvals are in force now. */
  approvalsInForce: z.number(),
});
export type ProviderSummary = z.infer<typeof providerSummarySchema>;

export const providerListSchema = listResponse(providerSummarySchema);
export type ProviderList = z.infer<typeof providerListSchema>;

export const providerSchema = providerSummarySchema.extend({
  slugs: slugsSchema,
  registrationNumber: z.string(),
  taxNumber: z.string(),
  address: z.string(),
  email: z.string(),
  phone: z.string(),
  website: z.string(),
  /** Every approval with its status now: in force first, then by the start of validity. */
  approvals: z.array(approvalViewSchema),
  updatedAt: z.string(),
});
export type Provider = z.infer<typeof providerSchema>;

export const providerQuerySchema = z.strictObject({
  q: z.string().trim().max(REGISTER_QUERY_MAX).optional(),
  /** A municipality where an approval is delivered, in either script. */
  municipality: z.string().trim().max(NAME_MAX).optional(),
  activity: z.enum(APPROVAL_ACTIVITIES).optional(),
  qualification: idSchema.optional(),
  level: z.enum(NQF_LEVEL_CODES).optional(),
  /** The status of the approvals the other filters look at; in force unless said. */
  status: z.enum(PROVIDER_STATUS_FILTERS).default('in-force'),
  ...pageQuerySchema,
});
export type ProviderQuery = z.output<typeof providerQuerySchema>;

/** "Where to get it as an adult": a provider with an approval in force for a qualification. */
export const adultProviderSchema = z.object({
  id: z.number(),
  slug: z.string(),
  name: z.string(),
  municipality: z.string(),
  programme: z.string(),
  validUntil: z.string().nullable(),
});
export type AdultProvider = z.infer<typeof adultProviderSchema>;
