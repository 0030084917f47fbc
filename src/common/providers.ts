import { NQF_LEVEL_CODES } from './register.js';

/**
 * The register of publicly recognised organisers of adult-education activities (ЈПОА): fixed
 * values, the checks of a provider's numbers and the rule of an approval's status, without Zod:
 * the schemas (src/common/schemas/providers.ts) build on them, and a public screen can import them
 * without loading a schema.
 */

/** The legal forms an organiser registered for education takes. */
export const LEGAL_FORMS = ['company', 'entrepreneur', 'association', 'foundation', 'institution', 'school', 'chamber', 'cooperative', 'other'] as const;
export type LegalForm = (typeof LEGAL_FORMS)[number];

/** What an approval lets the provider do. */
export const APPROVAL_ACTIVITIES = ['non-formal-education', 'training-for-work', 'prior-learning', 'other-activity'] as const;
export type ApprovalActivity = (typeof APPROVAL_ACTIVITIES)[number];

/** Where an approval stands at a given instant; computed from its dates, never stored. */
export const APPROVAL_STATUSES = ['not-yet-in-force', 'in-force', 'expired', 'revoked'] as const;
export type ApprovalStatus = (typeof APPROVAL_STATUSES)[number];

/** The public list's status filter: one status, or every approval whatever its status. */
export const PROVIDER_STATUS_FILTERS = [...APPROVAL_STATUSES, 'any'] as const;
export type ProviderStatusFilter = (typeof PROVIDER_STATUS_FILTERS)[number];

/** Limits of a provider and its approvals. */
export const APPROVALS_MAX = 100;
export const PLACES_MAX = 50;
export const EMPLOYERS_MAX = 100;
export const PROVIDER_DECISION_NUMBER_MAX = 60;
export const REVOCATION_REASON_MAX = 1000;

/** The registration number (матични број) of a legal entity: eight digits. */
export const REGISTRATION_NUMBER_PATTERN = /^\d{8}$/;

/**
 * Whether a tax number (ПИБ) is valid: nine digits, the last a check digit by ISO 7064 MOD 11,10,
 * as the Tax Administration assigns them.
 */
export function isValidTaxNumber(value: string): boolean {
  if (!/^\d{9}$/.test(value)) return false;
  return taxNumberCheckDigit(value.slice(0, 8)) === Number(value[8]);
}

/** The check digit (ISO 7064 MOD 11,10) that completes the first eight digits of a tax number. */
export function taxNumberCheckDigit(firstEight: string): number {
  let product = 10;
  for (const digit of firstEight) {
    const sum = (product + Number(digit)) % 10;
    product = ((sum === 0 ? 10 : sum) * 2) % 11;
  }
  return (11 - product) % 10;
}

/** The instants (ISO-8601, UTC) that decide an approval's status. */
export interface ApprovalTimes {
  validFrom: string;
  /** Null: open-ended. The approval stops being in force at this instant. */
  validUntil: string | null;
  /** Null unless revoked; the revocation takes effect at this instant. */
  revokedAt: string | null;
}

const ms = (iso: string) => Date.parse(iso);

/**
 * An approval's status at `now`: revoked from the instant of its revocation, else not yet in force
 * before `validFrom`, expired from `validUntil` on, and in force in between. Each boundary belongs
 * to the later state, so an approval changes status exactly at the instant named.
 */
export function approvalStatus(times: ApprovalTimes, now: string | number): ApprovalStatus {
  const at = typeof now === 'number' ? now : ms(now);
  if (times.revokedAt !== null && ms(times.revokedAt) <= at) return 'revoked';
  if (at < ms(times.validFrom)) return 'not-yet-in-force';
  if (times.validUntil !== null && ms(times.validUntil) <= at) return 'expired';
  return 'in-force';
}

/** The next instant after `now` at which the approval's status changes, or null when it never will. */
export function nextStatusChange(times: ApprovalTimes, now: string | number): number | null {
  const at = typeof now === 'number' ? now : ms(now);
  const later = [times.validFrom, times.validUntil, times.revokedAt].filter((t): t is string => t !== null).map(ms).filter((t) => t > at);
  return later.length ? Math.min(...later) : null;
}

/** The providers screen's filters in the URL query and the API's, each one value at the most. */
export const PROVIDER_FILTERS = ['q', 'municipality', 'activity', 'qualification', 'level', 'status'] as const;
export type ProviderFilter = (typeof PROVIDER_FILTERS)[number];

/** The longest words and municipality the list's query takes (REGISTER_QUERY_MAX and NAME_MAX of the schemas). */
const FILTER_TEXT_MAX: Record<'q' | 'municipality', number> = { q: 200, municipality: 120 };

const PROVIDER_FILTER_VALUE: Record<ProviderFilter, (value: string) => boolean> = {
  q: () => true,
  municipality: () => true,
  activity: (value) => (APPROVAL_ACTIVITIES as readonly string[]).includes(value),
  qualification: (value) => /^[1-9]\d{0,8}$/.test(value),
  level: (value) => (NQF_LEVEL_CODES as readonly string[]).includes(value),
  status: (value) => (PROVIDER_STATUS_FILTERS as readonly string[]).includes(value),
};

/**
 * The providers list's query of a URL as the API accepts it, in a fixed order: values that are not
 * valid are dropped and texts cut to their limit, so a hand-edited link narrows less rather than
 * failing; blank ones are left out, as the form leaves out an empty field.
 */
export function providerQueryPairs(query: URLSearchParams): [string, string][] {
  const pairs: [string, string][] = [];
  for (const filter of PROVIDER_FILTERS) {
    let value = query.get(filter)?.trim();
    if (value && (filter === 'q' || filter === 'municipality')) value = value.slice(0, FILTER_TEXT_MAX[filter]).trim();
    if (value && PROVIDER_FILTER_VALUE[filter](value)) pairs.push([filter, value]);
  }
  const page = query.get('page');
  if (page && /^[1-9]\d{0,4}$/.test(page) && page !== '1') pairs.push(['page', page]);
  return pairs;
}
