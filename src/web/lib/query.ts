import { QueryClient, useQuery } from '@tanstack/react-query';
import type { InitialData } from '../../common/initial-data.js';
import type { Locale } from '../../common/locales.js';
import { apiFetch } from './api-client.js';
import { useLocale } from './locale.js';

/** Public data may be a minute old, like the server's Cache-Control. */
export const queryClient = new QueryClient({
  defaultOptions: { queries: { staleTime: 60_000, retry: 1, refetchOnWindowFocus: false } },
});

export const apiQueryKey = (path: string, locale: Locale) => [path, locale] as const;

/** Puts the data the server inlined for the first screen into the cache, so it is not fetched again. */
export function seedInitialData(data: InitialData): void {
  for (const [path, response] of Object.entries(data.responses)) queryClient.setQueryData(apiQueryKey(path, data.locale), response);
}

/** Data of one API path in the current locale; `null` skips the request. */
export function useApi<T>(path: string | null) {
  const locale = useLocale();
  return useQuery({
    queryKey: apiQueryKey(path ?? '', locale),
    queryFn: () => apiFetch<T>(path!, locale),
    enabled: path !== null,
  });
}

export function prefetchApi(path: string, locale: Locale): Promise<void> {
  return queryClient.prefetchQuery({ queryKey: apiQueryKey(path, locale), queryFn: () => apiFetch(path, locale) });
}
