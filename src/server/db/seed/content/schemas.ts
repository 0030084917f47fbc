import { z } from 'zod';
import { FIELD_OF_EDUCATION_CODES } from '../../../../common/fields-of-education.js';
import { ACQUISITION_WAYS, AWARDING_BODY_KINDS, NQF_LEVEL_CODES, QUALIFICATION_TYPES, REGISTER_STATUSES } from '../../../../common/register.js';
import { AUDIENCES, FIXED_PAGE_KEYS, MENU_ROUTES } from '../../../../common/schemas/content.js';
import { APPROVAL_ACTIVITIES, LEGAL_FORMS } from '../../../../common/providers.js';
import { DECISION_KINDS } from '../../../../common/standards.js';
import { COUNCIL_ROLES } from '../../../../common/councils.js';

/**
 * Shape of the demo content seeded on a first start, one JSON file a kind beside this module. Texts
 * are written in Serbian Cyrillic (`sr`) and English (`en`); the Latin (`lat`) versions are derived
 * by transliteration when seeding. `ref` values are local names used to link items to each other
 * inside the seed only.
 *
 * These schemas check only the shape, so that a misspelt or missing field is named where it is
 * written; what an editor may save is checked by the admin API's own input schemas when seeding.
 * Objects are strict: a field the seed does not read is a mistake, not something to ignore.
 */

export const seedTextSchema = z.strictObject({ sr: z.string(), en: z.string() });
export type SeedText = z.infer<typeof seedTextSchema>;

const refListSchema = z.array(z.string());
const dayCountSchema = z.number().int().nonnegative();

export const seedCategorySchema = z.strictObject({
  ref: z.string(),
  audience: z.enum(AUDIENCES).nullable(),
  position: z.number().int(),
  name: seedTextSchema,
  description: seedTextSchema,
});
export type SeedCategory = z.infer<typeof seedCategorySchema>;

export const seedTagSchema = z.strictObject({ ref: z.string(), name: seedTextSchema });
export type SeedTag = z.infer<typeof seedTagSchema>;

/** An event relative to the month of seeding: monthOffset 0 is the current month, 1 the next. */
export const seedEventSchema = z.strictObject({
  monthOffset: z.union([z.literal(0), z.literal(1)]),
  day: z.number().int().min(1).max(28),
  /** Local hour. */
  startHour: z.number().int().min(0).max(23),
  durationHours: z.number().positive(),
});
export type SeedEvent = z.infer<typeof seedEventSchema>;

export const seedArticleSchema = z.strictObject({
  ref: z.string(),
  /** A category's ref. */
  category: z.string(),
  /** Tags' refs. */
  tags: refListSchema,
  /** Publish time relative to seeding. */
  daysAgo: dayCountSchema,
  title: seedTextSchema,
  /** Plain text, one or two sentences. */
  summary: seedTextSchema,
  /** HTML: <p>, <h2>, <h3>, <ul>/<ol>/<li>, <strong>, <em>, <a href="https://…">, <blockquote>. */
  body: seedTextSchema,
  event: seedEventSchema.optional(),
});
export type SeedArticle = z.infer<typeof seedArticleSchema>;

export const fixedPageKeySchema = z.enum(FIXED_PAGE_KEYS);
export type FixedPageKey = z.infer<typeof fixedPageKeySchema>;

export const seedPageSchema = z.strictObject({
  key: fixedPageKeySchema,
  title: seedTextSchema,
  /** Explicit slugs for the fixed pages (sr Cyrillic, en ASCII); lat is derived from the sr title. */
  slug: seedTextSchema,
  /** HTML as for articles. */
  body: seedTextSchema,
});
export type SeedPage = z.infer<typeof seedPageSchema>;

export const seedSlideSchema = z.strictObject({
  heading: seedTextSchema,
  /** Up to 4 short lines drawn on the slide image. */
  lines: z.array(seedTextSchema).max(4),
});
export type SeedSlide = z.infer<typeof seedSlideSchema>;

export const seedPresentationSchema = z.strictObject({
  ref: z.string(),
  daysAgo: dayCountSchema,
  eventDaysAgo: dayCountSchema,
  title: seedTextSchema,
  summary: seedTextSchema,
  place: seedTextSchema,
  slides: z.array(seedSlideSchema).min(3).max(6),
});
export type SeedPresentation = z.infer<typeof seedPresentationSchema>;

export const seedDocumentSchema = z.strictObject({
  ref: z.string(),
  /** A category's ref. */
  category: z.string(),
  /** Tags' refs. */
  tags: refListSchema,
  year: z.number().int(),
  daysAgo: dayCountSchema,
  /** ASCII original name, e.g. "zakon-o-noks-2018.pdf". */
  fileName: z.string(),
  title: seedTextSchema,
  description: seedTextSchema,
  /** Text drawn into the generated PDF, in Serbian Cyrillic. */
  pdf: z.strictObject({ heading: z.string(), paragraphs: z.array(z.string()) }),
});
export type SeedDocument = z.infer<typeof seedDocumentSchema>;

export const seedMenuTargetSchema = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('page'), key: fixedPageKeySchema }),
  z.strictObject({ kind: z.literal('category'), ref: z.string() }),
  z.strictObject({ kind: z.literal('route'), route: z.enum(MENU_ROUTES) }),
  z.strictObject({ kind: z.literal('url'), url: z.string() }),
]);
export type SeedMenuTarget = z.infer<typeof seedMenuTargetSchema>;

/** Written out, not inferred: a menu item holds menu items, and a recursive schema needs its type named. */
export interface SeedMenuItem {
  label: SeedText;
  /** null: a heading that only groups children. */
  target: SeedMenuTarget | null;
  children?: SeedMenuItem[];
}

export const seedMenuItemSchema: z.ZodType<SeedMenuItem> = z.strictObject({
  label: seedTextSchema,
  target: seedMenuTargetSchema.nullable(),
  get children() {
    return z.array(seedMenuItemSchema).optional();
  },
});

export const seedMenusSchema = z.strictObject({ main: z.array(seedMenuItemSchema), footer: z.array(seedMenuItemSchema) });
export type SeedMenus = z.infer<typeof seedMenusSchema>;

/** A school, faculty or provider that awards qualifications of the register. */
export const seedAwardingBodySchema = z.strictObject({
  ref: z.string(),
  kind: z.enum(AWARDING_BODY_KINDS),
  /** The body's official site, or null when not known for certain. */
  website: z.string().nullable(),
  name: seedTextSchema,
  city: seedTextSchema,
});
export type SeedAwardingBody = z.infer<typeof seedAwardingBodySchema>;

/** Texts of one dimension of learning outcomes, one outcome an entry, the same number in each language. */
export const seedOutcomesSchema = z.strictObject({ sr: z.array(z.string()), en: z.array(z.string()) });
export type SeedOutcomes = z.infer<typeof seedOutcomesSchema>;

const isoDateSchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'A date as YYYY-MM-DD');

export const seedQualificationSchema = z.strictObject({
  /** Register code, unique: "{level}-{field}-{two digits}", e.g. "4-0613-01". */
  code: z.string(),
  level: z.enum(NQF_LEVEL_CODES),
  type: z.enum(QUALIFICATION_TYPES),
  field: z.enum(FIELD_OF_EDUCATION_CODES),
  /** ECTS credits (higher education), else null. */
  credits: z.number().nullable(),
  /** Volume of learning in hours (school and adult education), else null. One of the two is given. */
  hours: z.number().nullable(),
  acquisitionWays: z.array(z.enum(ACQUISITION_WAYS)),
  /** Awarding bodies' refs. */
  awardingBodies: refListSchema,
  /** ESCO occupations, only with URIs taken from ESCO itself. */
  occupations: z.array(z.strictObject({ uri: z.string(), label: seedTextSchema })),
  registerStatus: z.enum(REGISTER_STATUSES),
  registeredOn: isoDateSchema,
  validUntil: isoDateSchema.nullable(),
  title: seedTextSchema,
  /** One or two plain sentences: what the qualification is for. */
  description: seedTextSchema,
  knowledge: seedOutcomesSchema,
  skills: seedOutcomesSchema,
  autonomy: seedOutcomesSchema,
  entryRequirements: seedTextSchema,
  internalQa: seedTextSchema,
  externalQa: seedTextSchema,
  /** The qualification standard it rests on ('' when none). */
  standard: seedTextSchema,
  /** The sector skills council that proposed it ('' when none). */
  sectorCouncil: seedTextSchema,
});
export type SeedQualification = z.infer<typeof seedQualificationSchema>;

/** A decision of a standard's history: adopted, amended or withdrawn, with its number, date and body. */
export const seedDecisionSchema = z.strictObject({ kind: z.enum(DECISION_KINDS), number: z.string(), date: isoDateSchema, body: z.string() });

/**
 * A qualification standard of the register. A demo qualification rests on the standard whose
 * title is its free-text `standard`, in Serbian; the seed links the two by it.
 */
export const seedStandardSchema = z.strictObject({
  /** Register code, unique: "SK-{broad field}-{three digits}", e.g. "SK-10-001". */
  code: z.string(),
  level: z.enum(NQF_LEVEL_CODES),
  type: z.enum(QUALIFICATION_TYPES),
  field: z.enum(FIELD_OF_EDUCATION_CODES),
  acquisitionWays: z.array(z.enum(ACQUISITION_WAYS)),
  /** Codes of the national classification of occupations, e.g. "5120.01". */
  occupationCodes: z.array(z.string()),
  /** ESCO occupations, only with URIs taken from ESCO itself. */
  escoUris: z.array(z.string()),
  /** Oldest first: the adoption, then amendments, perhaps a withdrawal. */
  history: z.array(seedDecisionSchema),
  title: seedTextSchema,
  jobDescription: seedTextSchema,
  entryRequirements: seedTextSchema,
  progression: seedTextSchema,
  duration: seedTextSchema,
  knowledge: seedOutcomesSchema,
  skills: seedOutcomesSchema,
  autonomy: seedOutcomesSchema,
  assessment: seedTextSchema,
  document: seedTextSchema,
  issuer: seedTextSchema,
  sectorCouncil: seedTextSchema,
});
export type SeedStandard = z.infer<typeof seedStandardSchema>;

/**
 * An approval of a demo provider. Its instants are days from the day the portal seeds (as the
 * other demo dates are), so some are in force, some expired and some revoked whenever it seeds.
 */
export const seedApprovalSchema = z.strictObject({
  activity: z.enum(APPROVAL_ACTIVITIES),
  programme: seedTextSchema,
  /** The code of a demo qualification it leads to, or null with a level. */
  qualification: z.string().nullable(),
  level: z.enum(NQF_LEVEL_CODES).nullable(),
  decisionNumber: z.string(),
  decisionDaysAgo: z.int(),
  validFromDaysAgo: z.int(),
  /** Null: open-ended; zero or less: expired that many days ago. */
  validUntilDaysAhead: z.int().nullable(),
  revocation: z.strictObject({ daysAgo: z.int().min(1), reason: seedTextSchema }).nullable(),
  places: z.array(z.strictObject({ municipality: z.string(), address: z.string() })),
  employers: z.array(z.strictObject({ name: z.string(), municipality: z.string() })),
});

/** A demo provider (a made-up organisation: its numbers are valid in form only). */
export const seedProviderSchema = z.strictObject({
  name: seedTextSchema,
  legalForm: z.enum(LEGAL_FORMS),
  registrationNumber: z.string(),
  taxNumber: z.string(),
  municipality: z.string(),
  address: z.string(),
  email: z.string(),
  phone: z.string(),
  website: z.string(),
  approvals: z.array(seedApprovalSchema),
});
export type SeedProvider = z.infer<typeof seedProviderSchema>;

/**
 * A sector skills council of the demo content. The Government set up twelve councils, which all
 * held their constitutive sessions in the second half of November 2019 (NOKS, "Дванаест секторских
 * већа почело са радом", 11 December 2019, http://noks.mpn.gov.rs/2019/12/дванаест-секторских-већа-почело-са-радом/).
 * That source does not list their names: the ten whose sector the demo register already names are
 * named as it does (so that its standards and qualifications link to them); the other two are
 * placeholders (`placeholder: true`), sectors not verified against a public list. The members are
 * fictional, the sessions and decisions illustrations.
 */
export const seedCouncilSchema = z.strictObject({
  ref: z.string(),
  /** True when the council's name is not taken from a public source. */
  placeholder: z.boolean(),
  name: seedTextSchema,
  description: seedTextSchema,
  constitutedOn: isoDateSchema,
  /** The tag whose news are the sector's news (a ref of tags.json), if any. */
  tag: z.string().nullable(),
  members: z.array(z.strictObject({ name: z.string(), organisation: z.string(), role: z.enum(COUNCIL_ROLES) })),
  /** `minutes` is a ref of documents.json. */
  sessions: z.array(z.strictObject({ date: isoDateSchema, number: z.string(), agenda: seedTextSchema, minutes: z.string().nullable() })),
  decisions: z.array(z.strictObject({ number: z.string(), date: isoDateSchema, subject: seedTextSchema })),
});
export type SeedCouncil = z.infer<typeof seedCouncilSchema>;
