/**
 * The register of qualifications' fixed values, without Zod: the schemas (src/common/schemas)
 * build on them, and the public screens import them from here so no schema joins their first load.
 */

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

export const QUALIFICATION_TYPES = ['general', 'vocational', 'academic-higher', 'vocational-higher'] as const;
export type QualificationType = (typeof QUALIFICATION_TYPES)[number];

/** How a qualification can be acquired: formal education, non-formal education, recognition of prior learning. */
export const ACQUISITION_WAYS = ['formal', 'non-formal', 'prior-learning'] as const;
export type AcquisitionWay = (typeof ACQUISITION_WAYS)[number];

/** Where a qualification stands in the register: awarded, being phased out, no longer awarded. */
export const REGISTER_STATUSES = ['active', 'phasing-out', 'withdrawn'] as const;
export type RegisterStatus = (typeof REGISTER_STATUSES)[number];

export const AWARDING_BODY_KINDS = [
  'university',
  'faculty',
  'academy-of-applied-studies',
  'college',
  'secondary-school',
  'primary-school',
  'adult-education-provider',
  'other',
] as const;
export type AwardingBodyKind = (typeof AWARDING_BODY_KINDS)[number];

export const REGISTER_SORTS = ['title', 'level', 'code', 'newest'] as const;
export type RegisterSort = (typeof REGISTER_SORTS)[number];

/** Limits of a qualification's lists. */
export const OUTCOMES_MAX = 40;
export const OUTCOME_MAX = 600;
export const OCCUPATIONS_MAX = 50;
export const AWARDING_BODIES_MAX = 200;
export const SUPPLEMENTS_MAX = 20;
export const CREDITS_MAX = 600;
export const HOURS_MAX = 20_000;

/** The outcomes of a text of one a line: trimmed, blank lines dropped. */
export function splitOutcomes(text: string): string[] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
}

/** The register's filters in the URL query and the API's, each a list of values of which any may match. */
export const REGISTER_FILTERS = ['level', 'eqf', 'type', 'field', 'awardingBody', 'status'] as const;
export type RegisterFilter = (typeof REGISTER_FILTERS)[number];

const FILTER_VALUE: Record<RegisterFilter, (value: string) => boolean> = {
  level: (value) => (NQF_LEVEL_CODES as readonly string[]).includes(value),
  eqf: (value) => /^[1-8]$/.test(value),
  type: (value) => (QUALIFICATION_TYPES as readonly string[]).includes(value),
  // The names of the fields stay out of this module: a code of four digits, checked by the API.
  field: (value) => /^\d{4}$/.test(value),
  awardingBody: (value) => /^[1-9]\d{0,9}$/.test(value),
  status: (value) => (REGISTER_STATUSES as readonly string[]).includes(value),
};

/**
 * The register's query of a URL as the API accepts it, in a fixed order: values that are not
 * valid are dropped, so a hand-edited link narrows less rather than failing.
 */
export function registerQueryPairs(query: URLSearchParams): [string, string][] {
  const pairs: [string, string][] = [];
  const q = query.get('q')?.trim().slice(0, REGISTER_QUERY_MAX).trim();
  if (q) pairs.push(['q', q]);
  for (const filter of REGISTER_FILTERS) {
    for (const value of new Set(query.getAll(filter))) if (FILTER_VALUE[filter](value)) pairs.push([filter, value]);
  }
  const sort = query.get('sort');
  if (sort && sort !== 'title' && (REGISTER_SORTS as readonly string[]).includes(sort)) pairs.push(['sort', sort]);
  const page = query.get('page');
  if (page && /^[1-9]\d{0,4}$/.test(page) && page !== '1') pairs.push(['page', page]);
  return pairs;
}

export const REGISTER_QUERY_MAX = 200;
