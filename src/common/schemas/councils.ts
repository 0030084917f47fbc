import { z } from 'zod';
import {
  AGENDA_ITEMS_MAX,
  AGENDA_ITEM_MAX,
  COUNCIL_DECISIONS_MAX,
  COUNCIL_MEMBERS_MAX,
  COUNCIL_NUMBER_MAX,
  COUNCIL_ROLES,
  COUNCIL_SESSIONS_MAX,
} from '../councils.js';
import { splitOutcomes } from '../register.js';
import { DESCRIPTION_MAX, NAME_MAX, TITLE_MAX, contentWriteFields, idSchema, listResponse, pageQuerySchema, plainTextSchema, titleSchema } from './common.js';
import { councilRefSchema, servedFields, slugsSchema } from './public.js';
import { translationsSchema } from './translations.js';

/**
 * The sector skills councils: who sits on each, its sessions and decisions, and (read from the
 * other registers) the standards, qualifications and news of its sector.
 */

export { COUNCIL_ROLES, type CouncilRole } from '../councils.js';

const dateSchema = z.iso.date({ error: 'A date, YYYY-MM-DD' });
const required = (max: number) => z.string().trim().min(1, 'Required').max(max);

/** An agenda, one item a line. */
const agendaSchema = z
  .string()
  .trim()
  .max(AGENDA_ITEMS_MAX * (AGENDA_ITEM_MAX + 1))
  .superRefine((text, ctx) => {
    const lines = splitOutcomes(text);
    if (lines.length > AGENDA_ITEMS_MAX) ctx.addIssue({ code: 'custom', message: `At most ${AGENDA_ITEMS_MAX} items, one a line` });
    const long = lines.findIndex((line) => line.length > AGENDA_ITEM_MAX);
    if (long >= 0) ctx.addIssue({ code: 'custom', message: `Item ${long + 1} is longer than ${AGENDA_ITEM_MAX} characters` });
  });

export const councilMemberSchema = z.strictObject({
  name: required(NAME_MAX),
  organisation: required(TITLE_MAX),
  role: z.enum(COUNCIL_ROLES, { error: `One of: ${COUNCIL_ROLES.join(', ')}` }),
});

export const councilSessionSchema = z.strictObject({
  date: dateSchema,
  number: required(COUNCIL_NUMBER_MAX),
  /** In Serbian (Cyrillic) and optionally in English; the Latin is derived. */
  agenda: z.strictObject({ sr: agendaSchema.refine((text) => text.length > 0, 'Required'), en: agendaSchema.optional() }),
  /** The minutes: a document of the file library. */
  minutesFileId: idSchema.nullable().default(null),
});

export const councilDecisionSchema = z.strictObject({
  number: required(COUNCIL_NUMBER_MAX),
  date: dateSchema,
  subject: z.strictObject({ sr: required(DESCRIPTION_MAX), en: plainTextSchema(DESCRIPTION_MAX).optional() }),
  /** The standard the decision concerns, if any. */
  standardId: idSchema.nullable().default(null),
});

export const councilInputSchema = z
  .strictObject({
    ...contentWriteFields,
    constitutedOn: dateSchema,
    /** The tag whose published news are the news of its sector. */
    tagId: idSchema.nullable().default(null),
    members: z.array(councilMemberSchema).max(COUNCIL_MEMBERS_MAX).default([]),
    sessions: z.array(councilSessionSchema).max(COUNCIL_SESSIONS_MAX).default([]),
    decisions: z.array(councilDecisionSchema).max(COUNCIL_DECISIONS_MAX).default([]),
    translations: translationsSchema({ name: titleSchema }, { description: plainTextSchema(DESCRIPTION_MAX) }, true),
  })
  // A council has one chair at the most; the sessions of a council are numbered once each.
  .refine((c) => c.members.filter((m) => m.role === 'chair').length <= 1, { path: ['members'], message: 'One chair at the most' })
  .refine((c) => new Set(c.sessions.map((s) => s.number)).size === c.sessions.length, { path: ['sessions'], message: 'Each session number once' });
export type CouncilInput = z.infer<typeof councilInputSchema>;

// Public reads

export { councilRefSchema };
export type CouncilRef = z.infer<typeof councilRefSchema>;

export const councilSummarySchema = z.object({
  id: z.number(),
  ...servedFields,
  slug: z.string(),
  title: z.string(),
  description: z.string(),
  constitutedOn: z.string(),
  standardCount: z.number(),
  qualificationCount: z.number(),
});
export type CouncilSummary = z.infer<typeof councilSummarySchema>;

export const councilListSchema = listResponse(councilSummarySchema);
export type CouncilList = z.infer<typeof councilListSchema>;

const linkedItemSchema = z.object({ id: z.number(), slug: z.string(), code: z.string(), title: z.string() });

export const councilSchema = councilSummarySchema.extend({
  slugs: slugsSchema,
  members: z.array(z.object({ name: z.string(), organisation: z.string(), role: z.enum(COUNCIL_ROLES) })),
  /** Newest first; the minutes only when the document is public. */
  sessions: z.array(z.object({ date: z.string(), number: z.string(), agenda: z.array(z.string()), minutes: z.object({ id: z.number(), title: z.string(), url: z.string() }).nullable() })),
  /** Newest first; the standard only when it is public. */
  decisions: z.array(z.object({ number: z.string(), date: z.string(), subject: z.string(), standard: linkedItemSchema.nullable() })),
  standards: z.array(linkedItemSchema),
  qualifications: z.array(linkedItemSchema),
  /** The latest published news of its sector's tag. */
  news: z.array(z.object({ id: z.number(), slug: z.string(), title: z.string(), publishedAt: z.string() })),
  updatedAt: z.string(),
});
export type Council = z.infer<typeof councilSchema>;

export const councilQuerySchema = z.strictObject({ ...pageQuerySchema });
export type CouncilQuery = z.output<typeof councilQuerySchema>;
