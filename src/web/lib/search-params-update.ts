import { useRef } from 'react';
import { useSearchParams } from 'react-router';

/** The query a screen last asked the router for, and the address's query when it asked. */
export interface AskedQuery {
  at: string;
  query: URLSearchParams;
}

/**
 * The query a change applies to: the one asked for last while the address is still where it was
 * when that was asked (the router moves the address only once the route's loader has run), else
 * the address's own (the change arrived, or back/forward moved it elsewhere).
 */
export function queryToChange(asked: AskedQuery | null, address: string): URLSearchParams {
  return new URLSearchParams(asked && asked.at === address ? asked.query : address);
}

/**
 * Changes the address's query by a change applied to the query as it will be, not as this render
 * (or the address) shows it: a change made while an earlier one is still on its way, such as a
 * filter chosen while a debounced search is applied, keeps the earlier one. Every screen whose
 * controls each change a part of the query (and any debounced update) goes through this.
 */
export function useSearchParamsUpdate(): (change: (current: URLSearchParams) => URLSearchParams) => void {
  const [, setQuery] = useSearchParams();
  const asked = useRef<AskedQuery | null>(null);
  return (change) => {
    const address = window.location.search;
    const query = change(queryToChange(asked.current, address));
    asked.current = { at: address, query };
    setQuery(query);
  };
}
