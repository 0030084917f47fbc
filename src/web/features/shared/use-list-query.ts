import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../lib/api-client.js';
import { useLocale } from '../../lib/locale.js';
import { apiQueryKey } from '../../lib/query.js';

/**
 * Like useApi (same cache key, so inlined first-screen data is found), but a list keeps showing
 * its previous page while the next one loads, in the same locale, instead of blanking out.
 */
export function useListQuery<T>(path: string | null) {
  const locale = useLocale();
  return useQuery({
    queryKey: apiQueryKey(path ?? '', locale),
    queryFn: () => apiFetch<T>(path!, locale),
    enabled: path !== null,
    placeholderData: (previous, previousQuery) => (previousQuery?.queryKey[1] === locale ? previous : undefined),
  });
}
