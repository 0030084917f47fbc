import type { EditableSection, ContentRouteKey } from '../../../common/routes.js';
import { DESCRIPTION_MAX, NAME_MAX, RICH_TEXT_MAX, SEO_DESCRIPTION_MAX, SUMMARY_MAX, TITLE_MAX } from '../../../common/schemas/common.js';
import { OUTCOMES_MAX, OUTCOME_MAX } from '../../../common/register.js';

/**
 * What the edit screen needs to know about each content type: its translated fields (kind and
 * limit), its own fields and its public page. One screen reads this instead of five copies.
 * The limits are those of src/common/schemas/content.ts, which the server checks.
 */

/** A one-line input, a multi-line plain text, rich HTML, or a list of lines edited row by row. */
export type TextKind = 'line' | 'text' | 'rich' | 'lines';

export interface TextFieldSpec {
  /** Field name in the API's translations, e.g. `title`. */
  name: string;
  kind: TextKind;
  /** Most characters allowed (of the HTML for rich text; of each row for lines). */
  max: number;
  /** Most rows of a list of lines. */
  rows?: number;
  isRequired: boolean;
}

/** The type-specific fields the screen knows how to edit (beside status and publish time). */
export const OWN_FIELDS = [
  'categoryId',
  'tagIds',
  'cover',
  'eventStart',
  'eventEnd',
  'parentId',
  'position',
  'audience',
  'key',
  'eventDate',
  'pdf',
  'slides',
  'code',
  'level',
  'qualificationType',
  'field',
  'credits',
  'hours',
  'acquisitionWays',
  'awardingBodyIds',
  'occupations',
  'registerStatus',
  'registeredOn',
  'validUntil',
  'supplementFileIds',
  'kind',
  'website',
  'occupationCodes',
  'escoUris',
  'history',
  'councilId',
  'constitutedOn',
  'tagId',
  'members',
  'sessions',
  'decisions',
  'legalForm',
  'registrationNumber',
  'taxNumber',
  'municipality',
  'address',
  'email',
  'phone',
  'approvals',
] as const;
export type OwnFieldName = (typeof OWN_FIELDS)[number];

export interface EditTypeSpec {
  section: EditableSection;
  /** The translated field that names an item (shown in the heading, the slug is made from it). */
  nameField: 'title' | 'name';
  fields: readonly TextFieldSpec[];
  own: readonly OwnFieldName[];
  /** The public page of an item (tags have none). */
  publicRoute: ContentRouteKey | null;
  /** Whether items have a slug per locale (every type with a page, and tags). */
  hasSlug: boolean;
  /** Own fields too wide for the side column (rows of many fields): shown across the screen below it. */
  wide?: readonly OwnFieldName[];
}

/** The own fields of the side column, and those shown across the screen below it. */
export function ownFieldsByWidth(spec: EditTypeSpec): { side: OwnFieldName[]; wide: OwnFieldName[] } {
  const wide = spec.wide ?? [];
  return { side: spec.own.filter((name) => !wide.includes(name)), wide: spec.own.filter((name) => wide.includes(name)) };
}

const title: TextFieldSpec = { name: 'title', kind: 'line', max: TITLE_MAX, isRequired: true };
const name: TextFieldSpec = { name: 'name', kind: 'line', max: NAME_MAX, isRequired: true };
const summary: TextFieldSpec = { name: 'summary', kind: 'text', max: SUMMARY_MAX, isRequired: false };
const body: TextFieldSpec = { name: 'body', kind: 'rich', max: RICH_TEXT_MAX, isRequired: false };
/** Learning outcomes: one a row, kept as lines of text (src/common/schemas/qualifications.ts). */
const outcomes = (name: string): TextFieldSpec => ({ name, kind: 'lines', max: OUTCOME_MAX, rows: OUTCOMES_MAX, isRequired: false });

export const EDIT_TYPES: Record<EditableSection, EditTypeSpec> = {
  articles: {
    section: 'articles',
    nameField: 'title',
    fields: [title, summary, body, { name: 'seoDescription', kind: 'text', max: SEO_DESCRIPTION_MAX, isRequired: false }],
    own: ['categoryId', 'tagIds', 'cover', 'eventStart', 'eventEnd'],
    publicRoute: 'article',
    hasSlug: true,
  },
  categories: {
    section: 'categories',
    nameField: 'name',
    fields: [name, { name: 'description', kind: 'text', max: DESCRIPTION_MAX, isRequired: false }],
    own: ['parentId', 'position', 'audience'],
    publicRoute: 'category',
    hasSlug: true,
  },
  pages: {
    section: 'pages',
    nameField: 'title',
    fields: [title, body],
    own: ['key'],
    publicRoute: 'page',
    hasSlug: true,
  },
  presentations: {
    section: 'presentations',
    nameField: 'title',
    fields: [title, summary, { name: 'place', kind: 'line', max: NAME_MAX, isRequired: false }],
    own: ['eventDate', 'cover', 'pdf', 'slides'],
    publicRoute: 'presentation',
    hasSlug: true,
  },
  levels: {
    section: 'levels',
    nameField: 'title',
    fields: [
      title,
      summary,
      { name: 'knowledge', kind: 'text', max: DESCRIPTION_MAX, isRequired: false },
      { name: 'skills', kind: 'text', max: DESCRIPTION_MAX, isRequired: false },
      { name: 'competences', kind: 'text', max: DESCRIPTION_MAX, isRequired: false },
    ],
    own: [],
    publicRoute: 'level',
    hasSlug: true,
  },
  tags: {
    section: 'tags',
    nameField: 'name',
    fields: [name],
    own: [],
    publicRoute: 'tag',
    hasSlug: true,
  },
  qualifications: {
    section: 'qualifications',
    nameField: 'title',
    fields: [
      title,
      { name: 'description', kind: 'text', max: DESCRIPTION_MAX, isRequired: false },
      outcomes('knowledge'),
      outcomes('skills'),
      outcomes('autonomy'),
      { name: 'entryRequirements', kind: 'text', max: DESCRIPTION_MAX, isRequired: false },
      { name: 'internalQa', kind: 'text', max: DESCRIPTION_MAX, isRequired: false },
      { name: 'externalQa', kind: 'text', max: DESCRIPTION_MAX, isRequired: false },
      { name: 'standard', kind: 'line', max: TITLE_MAX, isRequired: false },
      { name: 'sectorCouncil', kind: 'line', max: NAME_MAX, isRequired: false },
    ],
    own: [
      'code',
      'level',
      'qualificationType',
      'field',
      'credits',
      'hours',
      'acquisitionWays',
      'awardingBodyIds',
      'registerStatus',
      'registeredOn',
      'validUntil',
      'occupations',
      'supplementFileIds',
      'councilId',
    ],
    publicRoute: 'qualification',
    hasSlug: true,
  },
  standards: {
    section: 'standards',
    nameField: 'title',
    fields: [
      title,
      { name: 'jobDescription', kind: 'text', max: DESCRIPTION_MAX, isRequired: false },
      { name: 'entryRequirements', kind: 'text', max: DESCRIPTION_MAX, isRequired: false },
      { name: 'progression', kind: 'text', max: DESCRIPTION_MAX, isRequired: false },
      { name: 'duration', kind: 'line', max: TITLE_MAX, isRequired: false },
      outcomes('knowledge'),
      outcomes('skills'),
      outcomes('autonomy'),
      { name: 'assessment', kind: 'text', max: DESCRIPTION_MAX, isRequired: false },
      { name: 'document', kind: 'line', max: TITLE_MAX, isRequired: false },
      { name: 'issuer', kind: 'line', max: TITLE_MAX, isRequired: false },
      { name: 'sectorCouncil', kind: 'line', max: NAME_MAX, isRequired: false },
    ],
    own: ['code', 'level', 'qualificationType', 'field', 'acquisitionWays', 'occupationCodes', 'escoUris', 'history', 'councilId'],
    publicRoute: 'standard',
    hasSlug: true,
  },
  councils: {
    section: 'councils',
    nameField: 'name',
    fields: [{ name: 'name', kind: 'line', max: TITLE_MAX, isRequired: true }, { name: 'description', kind: 'text', max: DESCRIPTION_MAX, isRequired: false }],
    own: ['constitutedOn', 'tagId', 'members', 'sessions', 'decisions'],
    publicRoute: 'council',
    hasSlug: true,
  },
  providers: {
    section: 'providers',
    nameField: 'name',
    fields: [{ name: 'name', kind: 'line', max: TITLE_MAX, isRequired: true }],
    own: ['legalForm', 'registrationNumber', 'taxNumber', 'municipality', 'address', 'email', 'phone', 'website', 'approvals'],
    publicRoute: 'provider',
    hasSlug: true,
    wide: ['approvals'],
  },
  'awarding-bodies': {
    section: 'awarding-bodies',
    nameField: 'name',
    fields: [{ name: 'name', kind: 'line', max: TITLE_MAX, isRequired: true }, { name: 'city', kind: 'line', max: NAME_MAX, isRequired: false }],
    own: ['kind', 'website'],
    publicRoute: null,
    hasSlug: false,
  },
};

/** The admin API of a section: its URL segment is the section's name. */
export function adminApiPath(section: EditableSection, id?: number): string {
  return id === undefined ? `/api/admin/${section}` : `/api/admin/${section}/${id}`;
}

/** An edit path's id: a saved item's number, or null for a new one. */
export function parseItemId(id: string): number | null {
  return /^[1-9]\d*$/.test(id) ? Number(id) : null;
}
