import type { Locale } from '../../../common/locales.js';
import type { Db } from '../../db/database.js';
import { nowIso } from '../../lib/clock.js';
import { localDateKey } from '../../lib/local-time.js';
import { normaliseQuery, typedQueryForm } from '../search/normalised-query.js';
import { type QueryCounts, addQueryCounts } from './search-log.repository.js';

/** Distinct queries held between two writes at most: a flood of made-up queries cannot grow memory. */
const PENDING_QUERIES_MAX = 2_000;
/** Typed forms of one query held between two writes at most (its searches are all counted all the same). */
const PENDING_FORMS_MAX = 20;

interface Pending {
  /** The query as first typed, to count its results with. */
  asTyped: string;
  locale: Locale;
  query: string;
  day: string;
  searches: number;
  opened: number;
  /** Searches by the form they were typed in (typedQueryForm). */
  forms: Map<string, number>;
}

/** Two counts of the same query, added up (what a failed write kept, and what came meanwhile). */
function addPending(kept: Pending, meanwhile: Pending | undefined): Pending {
  if (!meanwhile) return kept;
  const forms = new Map(kept.forms);
  for (const [form, searches] of meanwhile.forms) forms.set(form, (forms.get(form) ?? 0) + searches);
  return { ...kept, searches: kept.searches + meanwhile.searches, opened: kept.opened + meanwhile.opened, forms };
}

/** How many results a query has now (as the public search answers it). */
export type CountResults = (q: string, locale: Locale) => Promise<number>;

/**
 * The search log of one process: searches and opened results are counted in memory and written
 * now and then, added to what the database holds (instances add up), with each new query's
 * results counted once per write.
 */
export class SearchLog {
  readonly #pending = new Map<string, Pending>();
  #dropped = 0;
  #writing: Promise<void> = Promise.resolve();

  constructor(
    private readonly db: Db,
    private readonly countResults: CountResults,
  ) {}

  /** A search a reader made (the search screen's first page). */
  searched(q: string, locale: Locale): void {
    const entry = this.#entry(q, locale);
    if (!entry) return;
    entry.searches++;
    const form = typedQueryForm(q);
    if (form && (entry.forms.has(form) || entry.forms.size < PENDING_FORMS_MAX)) entry.forms.set(form, (entry.forms.get(form) ?? 0) + 1);
  }

  /** A reader opened one of the results of `q`. */
  opened(q: string, locale: Locale): void {
    const entry = this.#entry(q, locale);
    if (entry) entry.opened++;
  }

  /** Queries left out because too many were waiting to be written. */
  get dropped(): number {
    return this.#dropped;
  }

  #entry(q: string, locale: Locale): Pending | null {
    const query = normaliseQuery(q);
    if (!query) return null;
    const day = localDateKey(nowIso());
    const key = `${day}\n${locale}\n${query}`;
    let entry = this.#pending.get(key);
    if (!entry) {
      if (this.#pending.size >= PENDING_QUERIES_MAX) {
        this.#dropped++;
        return null;
      }
      entry = { asTyped: q, locale, query, day, searches: 0, opened: 0, forms: new Map() };
      this.#pending.set(key, entry);
    }
    return entry;
  }

  /** Writes what was counted since the last write (one write at a time). */
  flush(): Promise<void> {
    this.#writing = this.#writing.then(() => this.#write());
    return this.#writing;
  }

  async #write(): Promise<void> {
    const entries = [...this.#pending.entries()];
    this.#pending.clear();
    if (entries.length === 0) return;
    try {
      const rows: QueryCounts[] = [];
      for (const [, entry] of entries) {
        const results = entry.searches > 0 ? await this.countResults(entry.asTyped, entry.locale) : null;
        const forms = [...entry.forms].map(([form, searches]) => ({ form, searches }));
        rows.push({ day: entry.day, locale: entry.locale, query: entry.query, searches: entry.searches, results, opened: entry.opened, forms });
      }
      await addQueryCounts(this.db, rows);
    } catch (error) {
      // Kept for the next write (added to what was counted meanwhile).
      for (const [key, entry] of entries) this.#pending.set(key, addPending(entry, this.#pending.get(key)));
      throw error;
    }
  }
}
