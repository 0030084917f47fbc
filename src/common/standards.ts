import { NQF_LEVEL_CODES } from './register.js';

/**
 * The register of qualification standards' fixed values and the rules of a standard's history,
 * without Zod: the schemas (src/common/schemas/standards.ts) build on them, and a public screen can
 * import them without loading a schema.
 */

/** What a decision does to a standard: the competent body adopts it, amends it or withdraws it. */
export const DECISION_KINDS = ['adopted', 'amended', 'withdrawn'] as const;
export type DecisionKind = (typeof DECISION_KINDS)[number];

/** Where a standard stands, as its latest decision says. */
export const STANDARD_STATUSES = ['in-force', 'withdrawn'] as const;
export type StandardStatus = (typeof STANDARD_STATUSES)[number];

/** One decision of a standard's history: its kind, the decision's number, its date (YYYY-MM-DD) and the body that took it. */
export interface StandardDecision {
  kind: DecisionKind;
  number: string;
  date: string;
  body: string;
}

/** A standard's register code, e.g. "SK-04-001": the letters SK, two digits, three digits. */
export const STANDARD_CODE_PATTERN = /^SK-\d{2}-\d{3}$/;
/** A code of the national classification of occupations: four digits, optionally a dot and two more (e.g. "5120.01"). */
export const OCCUPATION_CODE_PATTERN = /^\d{4}(\.\d{2})?$/;

/** Limits of a standard's lists. */
export const OCCUPATION_CODES_MAX = 50;
export const ESCO_URIS_MAX = 50;
export const DECISIONS_MAX = 50;
export const DECISION_NUMBER_MAX = 60;

/** A problem of a history, at the index of the decision it concerns. */
export interface HistoryProblem {
  index: number;
  field: 'kind' | 'date';
  message: string;
}

/**
 * What is wrong with a history: it starts with the adoption, runs in date order (oldest first),
 * and nothing follows a withdrawal (a withdrawn standard comes back only as a new standard).
 */
export function historyProblems(history: readonly Pick<StandardDecision, 'kind' | 'date'>[]): HistoryProblem[] {
  const problems: HistoryProblem[] = [];
  if (history.length > 0 && history[0]!.kind !== 'adopted') {
    problems.push({ index: 0, field: 'kind', message: 'The first decision is the adoption ("adopted")' });
  }
  history.forEach((decision, index) => {
    if (index === 0) return;
    const previous = history[index - 1]!;
    if (decision.date < previous.date) problems.push({ index, field: 'date', message: `Decisions in date order: this one is dated before decision ${index}` });
    if (previous.kind === 'withdrawn') problems.push({ index, field: 'kind', message: 'No decision after the withdrawal' });
  });
  return problems;
}

/** The decision in force: the latest one (a history is in date order), or null for an empty history. */
export function decisionInForce<D extends StandardDecision>(history: readonly D[]): { version: number; decision: D } | null {
  if (history.length === 0) return null;
  return { version: history.length, decision: history[history.length - 1]! };
}

/** A standard whose latest decision withdraws it is withdrawn; any other is in force. */
export function standardStatus(history: readonly Pick<StandardDecision, 'kind'>[]): StandardStatus {
  return history.at(-1)?.kind === 'withdrawn' ? 'withdrawn' : 'in-force';
}

/** The standards screen's filters in the URL query and the API's, each one value at the most. */
export const STANDARD_FILTERS = ['q', 'level', 'field', 'council', 'status'] as const;
export type StandardFilter = (typeof STANDARD_FILTERS)[number];

/** The longest words the list's query takes (REGISTER_QUERY_MAX of the schemas). */
const QUERY_TEXT_MAX = 200;

const STANDARD_FILTER_VALUE: Record<StandardFilter, (value: string) => boolean> = {
  q: () => true,
  // A council by its id.
  council: (value) => /^[1-9]\d{0,9}$/.test(value),
  level: (value) => (NQF_LEVEL_CODES as readonly string[]).includes(value),
  // The names of the fields stay out of this module: a code of four digits, checked by the API.
  field: (value) => /^\d{4}$/.test(value),
  status: (value) => (STANDARD_STATUSES as readonly string[]).includes(value),
};

/**
 * The standards list's query of a URL as the API accepts it, in a fixed order: values that are not
 * valid are dropped and texts cut to their limit, so a hand-edited link narrows less rather than
 * failing; blank ones are left out, as the form leaves out an empty field.
 */
export function standardQueryPairs(query: URLSearchParams): [string, string][] {
  const pairs: [string, string][] = [];
  for (const filter of STANDARD_FILTERS) {
    let value = query.get(filter)?.trim();
    if (value && filter === 'q') value = value.slice(0, QUERY_TEXT_MAX).trim();
    if (value && STANDARD_FILTER_VALUE[filter](value)) pairs.push([filter, value]);
  }
  const page = query.get('page');
  if (page && /^[1-9]\d{0,4}$/.test(page) && page !== '1') pairs.push(['page', page]);
  return pairs;
}
