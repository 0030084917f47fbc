import { describe, expect, it } from 'vitest';
import { searchResultsView } from './search-results-state.js';

const view = (state: Partial<Parameters<typeof searchResultsView>[0]>) =>
  searchResultsView({ hasQuery: true, hasData: false, hasError: false, isFetching: false, ...state });

describe('searchResultsView', () => {
  it('asks for words before any search', () => {
    expect(view({ hasQuery: false, hasData: true, hasError: true })).toBe('prompt');
  });

  it('shows results, even when refreshing them failed', () => {
    expect(view({ hasData: true })).toBe('results');
    expect(view({ hasData: true, hasError: true })).toBe('results');
  });

  it('shows the error when nothing came, and loading again while a retry runs', () => {
    expect(view({ hasError: true })).toBe('error');
    expect(view({ hasError: true, isFetching: true })).toBe('loading');
    expect(view({ isFetching: true })).toBe('loading');
  });
});
