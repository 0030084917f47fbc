import { describe, expect, it } from 'vitest';
import { queryToChange } from './search-params-update.js';

const asked = (at: string, query: string) => ({ at, query: new URLSearchParams(query) });

describe('queryToChange', () => {
  it('starts from the query asked for last while the address has not reached it', () => {
    // A filter was chosen (status=draft); the router is still running the route's loader when the
    // debounced search applies: the search must keep the filter.
    expect(queryToChange(asked('', 'status=draft'), '').toString()).toBe('status=draft');
  });

  it('starts from the address once it has moved, whether to what was asked or elsewhere (back/forward)', () => {
    expect(queryToChange(asked('', 'status=draft'), '?status=draft').toString()).toBe('status=draft');
    expect(queryToChange(asked('?q=a', 'q=a&status=draft'), '?page=2').toString()).toBe('page=2');
    expect(queryToChange(null, '?q=a').toString()).toBe('q=a');
  });
});
