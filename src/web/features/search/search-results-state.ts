/** What the results area of the search screen shows. */
export type SearchResultsView = 'prompt' | 'results' | 'error' | 'loading';

interface ResultsQuery {
  hasQuery: boolean;
  hasData: boolean;
  hasError: boolean;
  isFetching: boolean;
}

/**
 * Results once there are any (a failed refresh in the background keeps them); an error only when
 * there is nothing to show and no new attempt is running (a retry shows "loading" again).
 */
export function searchResultsView({ hasQuery, hasData, hasError, isFetching }: ResultsQuery): SearchResultsView {
  if (!hasQuery) return 'prompt';
  if (hasData) return 'results';
  return hasError && !isFetching ? 'error' : 'loading';
}
