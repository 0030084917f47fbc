import { type UseQueryResult, useQuery } from '@tanstack/react-query';
import type { ApiRequest, ResponseOf } from '../../../common/public-api.js';
import { apiFetch } from '../../lib/api-client.js';
import { useLocale } from '../../lib/locale.js';
import { apiQueryKey } from '../../lib/query.js';

/** A list as a screen holds it while it loads, shows or fails. */
export type ListQuery<T> = UseQueryResult<T>;

/**
 * Like useRead (same cache key, so inlined first-screen data is found), but a list keeps showing
 * its previous page while the next one loads, in the same locale, instead of blanking out.
 */
export function useListQuery<Q extends ApiRequest>(request: Q | null): ListQuery<ResponseOf<Q>> {
  const locale = useLocale();
  const path = request?.path ?? null;
  return useQuery({
    queryKey: apiQueryKey(path ?? '', locale),
    queryFn: () => apiFetch<ResponseOf<Q>>(path!, locale),
    enabled: path !== null,
    placeholderData: (previous, previousQuery) => (previousQuery?.queryKey[1] === locale ? previous : undefined),
  });
}
