import type { FieldOfEducationCode } from '../../../../common/fields-of-education.js';
import type { AcquisitionWay, AwardingBodyKind, NqfLevelCode, QualificationType, RegisterStatus } from '../../../../common/register.js';

/**
 * Shape of the demo content seeded on a first start. Texts are written in Serbian Cyrillic (`sr`)
 * and English (`en`); the Latin (`lat`) versions are derived by transliteration when seeding.
 * `ref` values are local names used to link items to each other inside the seed only.
 */

export interface SeedText {
  sr: string;
  en: string;
}

export type SeedAudience = 'citizens' | 'employers' | 'institutions';

export interface SeedCategory {
  ref: string;
  audience: SeedAudience | null;
  position: number;
  name: SeedText;
  description: SeedText;
}

export interface SeedTag {
  ref: string;
  name: SeedText;
}

/** An event relative to the month of seeding: monthOffset 0 is the current month, 1 the next. */
export interface SeedEvent {
  monthOffset: 0 | 1;
  day: number; // 1..28
  startHour: number; // local hour, 0..23
  durationHours: number;
}

export interface SeedArticle {
  ref: string;
  category: string; // SeedCategory.ref
  tags: string[]; // SeedTag.ref
  daysAgo: number; // publish time relative to seeding
  title: SeedText;
  summary: SeedText; // plain text, one or two sentences
  body: SeedText; // HTML: <p>, <h2>, <h3>, <ul>/<ol>/<li>, <strong>, <em>, <a href="https://…">, <blockquote>
  event?: SeedEvent;
}

export type FixedPageKey =
  | 'archive-1'
  | 'archive-2'
  | 'nqf'
  | 'eqf-referencing'
  | 'sector-councils'
  | 'nqf-council'
  | 'strategic-framework';

export interface SeedPage {
  key: FixedPageKey;
  title: SeedText;
  /** Explicit slugs for the fixed pages (sr Cyrillic, en ASCII); lat is derived from the sr title. */
  slug: SeedText;
  body: SeedText; // HTML as for articles
}

export interface SeedSlide {
  heading: SeedText;
  lines: SeedText[]; // up to 4 short lines drawn on the slide image
}

export interface SeedPresentation {
  ref: string;
  daysAgo: number;
  eventDaysAgo: number;
  title: SeedText;
  summary: SeedText;
  place: SeedText;
  slides: SeedSlide[]; // 3..6
}

export interface SeedDocument {
  ref: string;
  category: string; // SeedCategory.ref
  tags: string[];
  year: number;
  daysAgo: number;
  fileName: string; // ASCII original name, e.g. "zakon-o-noks-2018.pdf"
  title: SeedText;
  description: SeedText;
  /** Text drawn into the generated PDF, in Serbian Cyrillic. */
  pdf: { heading: string; paragraphs: string[] };
}

export type SeedMenuTarget =
  | { kind: 'page'; key: FixedPageKey }
  | { kind: 'category'; ref: string }
  | { kind: 'route'; route: 'home' | 'search' | 'files' | 'levels' | 'qualifications' | 'guide' }
  | { kind: 'url'; url: string };

export interface SeedMenuItem {
  label: SeedText;
  target: SeedMenuTarget | null; // null: a heading that only groups children
  children?: SeedMenuItem[];
}

/** A school, faculty or provider that awards qualifications of the register. */
export interface SeedAwardingBody {
  ref: string;
  kind: AwardingBodyKind;
  /** The body's official site, or null when not known for certain. */
  website: string | null;
  name: SeedText;
  city: SeedText;
}

/** Texts of one dimension of learning outcomes, one outcome an entry, the same number in each language. */
export interface SeedOutcomes {
  sr: string[];
  en: string[];
}

export interface SeedQualification {
  /** Register code, unique: "{level}-{field}-{two digits}", e.g. "4-0613-01". */
  code: string;
  level: NqfLevelCode;
  type: QualificationType;
  field: FieldOfEducationCode;
  /** ECTS credits (higher education), else null. */
  credits: number | null;
  /** Volume of learning in hours (school and adult education), else null. One of the two is given. */
  hours: number | null;
  acquisitionWays: AcquisitionWay[];
  /** SeedAwardingBody.ref values. */
  awardingBodies: string[];
  /** ESCO occupations, only with URIs taken from ESCO itself. */
  occupations: { uri: string; label: SeedText }[];
  registerStatus: RegisterStatus;
  /** YYYY-MM-DD */
  registeredOn: string;
  validUntil: string | null;
  title: SeedText;
  /** One or two plain sentences: what the qualification is for. */
  description: SeedText;
  knowledge: SeedOutcomes;
  skills: SeedOutcomes;
  autonomy: SeedOutcomes;
  entryRequirements: SeedText;
  internalQa: SeedText;
  externalQa: SeedText;
  /** The qualification standard it rests on ('' when none). */
  standard: SeedText;
  /** The sector skills council that proposed it ('' when none). */
  sectorCouncil: SeedText;
}

export interface SeedContent {
  categories: SeedCategory[];
  tags: SeedTag[];
  articles: SeedArticle[];
  pages: SeedPage[];
  presentations: SeedPresentation[];
  documents: SeedDocument[];
  menus: { main: SeedMenuItem[]; footer: SeedMenuItem[] };
  awardingBodies: SeedAwardingBody[];
  qualifications: SeedQualification[];
}
