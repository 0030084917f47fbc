import { mdiFilterVariant } from '@mdi/js';
import { type FormEvent, type ReactNode, type Ref, useId, useRef } from 'react';
import { Link, useSearchParams } from 'react-router';
import { buttonClass } from '../../components/ui/button.js';
import { Icon } from '../../components/ui/icon.js';
import { Pagination } from '../../components/ui/pagination.js';
import { HydrateInTurn } from '../../lib/hydration-turns.js';
import { FiltersDisclosure } from './filters-disclosure.js';
import { pageCountOf } from './paging.js';
import { ScreenPlaceholder } from './screen-placeholder.js';

/**
 * The building blocks of the registers' list screens (qualifications, standards): a GET form of
 * filters, so they work without JavaScript and live in the URL, and a page of results with its
 * count. The classes are the register's (features/qualifications/register.css).
 */

/** The query of a filter form as it stands: the form's fields, blank ones left out. */
export function formQuery(form: HTMLFormElement): URLSearchParams {
  const query = new URLSearchParams();
  for (const [name, value] of new FormData(form)) if (typeof value === 'string' && value.trim()) query.append(name, value.trim());
  return query;
}

/**
 * The state of a register's filters: the URL's query, the ids of the screen's fields, and the
 * form's submit, which puts the filters in the URL and takes the keyboard and screen reader to
 * what they found (the results' heading).
 */
export function useRegisterForm() {
  const id = useId();
  const [query, setQuery] = useSearchParams();
  const results = useRef<HTMLHeadingElement>(null);
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setQuery(formQuery(event.currentTarget));
    results.current?.focus();
  }
  return { id, query, results, submit };
}

interface RegisterScreenLayoutProps {
  intro: ReactNode;
  activeFilters: number;
  filters: ReactNode;
  results: ReactNode;
  /** What comes after the results (below them, so that a phone shows the first result on its first screen). */
  outro?: ReactNode;
}

/**
 * A register's screen below its banner: its introduction, the filters (folded away on phones) beside the results.
 * The filters hydrate in a turn of their own (decision 0016).
 */
export function RegisterScreenLayout({ intro, activeFilters, filters, results, outro }: RegisterScreenLayoutProps) {
  return (
    <div className="content register-screen">
      {intro}
      <div className="register-screen__layout">
        <HydrateInTurn>
          <FiltersDisclosure activeCount={activeFilters}>{filters}</FiltersDisclosure>
        </HydrateInTurn>
        {results}
      </div>
      {outro}
    </div>
  );
}

interface RegisterFiltersProps {
  /** The screen's useId, so that the ids of its fields stay where the screen puts them. */
  id: string;
  /** The list screen's own path: the form's action without JavaScript and the "clear" link. */
  action: string;
  query: URLSearchParams;
  labels: { title: string; search: string; apply: string; clear: string };
  searchMax: number;
  /** Whether anything narrows the list now (the "clear" link is offered). */
  hasFilters: boolean;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** The filters between the words and the buttons. */
  children: ReactNode;
}

/** The filters' form: a title, the words to look for, the screen's own filters, and apply and clear. */
export function RegisterFilters({ id, action, query, labels, searchMax, hasFilters, onSubmit, children }: RegisterFiltersProps) {
  return (
    // Keyed by the URL: back, forward and links set the form to the filters they name.
    <form key={query.toString()} className="register-filters" role="search" method="get" action={action} onSubmit={onSubmit} aria-labelledby={`${id}-filters`}>
      <h2 id={`${id}-filters`} className="register-filters__title filters-disclosure__title">
        {labels.title}
      </h2>
      <div className="field">
        <label htmlFor={`${id}-q`}>{labels.search}</label>
        <input id={`${id}-q`} name="q" type="search" defaultValue={query.get('q') ?? ''} maxLength={searchMax} autoComplete="off" />
      </div>
      {children}
      <div className="register-filters__actions">
        <button type="submit" className={buttonClass('primary')}>
          <Icon path={mdiFilterVariant} size={20} />
          {labels.apply}
        </button>
        {hasFilters && (
          <Link to={action} className={buttonClass('text')}>
            {labels.clear}
          </Link>
        )}
      </div>
    </form>
  );
}

interface ListPage<T> {
  items: T[];
  total: number;
  page: number;
  limit: number;
}

interface RegisterResultsProps<T> {
  id: string;
  /** The heading the screen moves the focus to when the filters change. */
  headingRef: Ref<HTMLHeadingElement>;
  title: string;
  isFetching: boolean;
  /** The page shown; undefined while the first one loads. */
  list: ListPage<T> | undefined;
  count: (total: number) => string;
  empty: string;
  item: (item: T) => { key: number; content: ReactNode };
}

/**
 * A page of a register's results: its heading, how many there are, the list or why it is empty, and the pages.
 * Each item hydrates in a turn of its own (decision 0016): a page of twenty cards at once was the
 * longest task of a register's start-up on a phone. `content` must render one element.
 */
export function RegisterResults<T>({ id, headingRef, title, isFetching, list, count, empty, item }: RegisterResultsProps<T>) {
  return (
    <section className="register-results" aria-labelledby={`${id}-results`} aria-busy={isFetching || undefined}>
      <h2 id={`${id}-results`} ref={headingRef} tabIndex={-1} className="register-results__title">
        {title}
      </h2>
      {!list ? (
        <ScreenPlaceholder lines={6} />
      ) : (
        <>
          <p className="register-results__count" role="status">
            {count(list.total)}
          </p>
          {list.items.length === 0 ? (
            <p className="register-results__empty">{empty}</p>
          ) : (
            <ol className="register-results__list">
              {list.items.map((entry) => {
                const { key, content } = item(entry);
                return (
                  <li key={key}>
                    <HydrateInTurn>{content}</HydrateInTurn>
                  </li>
                );
              })}
            </ol>
          )}
          <Pagination page={list.page} pageCount={pageCountOf(list)} />
        </>
      )}
    </section>
  );
}
