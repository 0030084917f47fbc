import { QueryClient, useQuery } from '@tanstack/react-query';
import type { InitialData } from '../../common/initial-data.js';
import type { Locale } from '../../common/locales.js';
import type { ApiRequest, ResponseOf } from '../../common/public-api.js';
import { ApiError, apiFetch } from './api-client.js';
import { useLocale } from './locale.js';

/** A client error (404 for an unknown id, 400…) answers the same the second time: no retry. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status < 500) return false;
  return failureCount < 1;
}

/** Public data may be a minute old, like the server's Cache-Control. */
export const queryClient = new QueryClient({
  defaultOptions: { queries: { staleTime: 60_000, retry: shouldRetry, refetchOnWindowFocus: false } },
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

/** The answer of one of a screen's requests (SCREEN_REQUESTS), typed by its read; `null` skips it. */
export function useRead<Q extends ApiRequest>(request: Q | null) {
  return useApi<ResponseOf<Q>>(request?.path ?? null);
}

/** Loads data into the cache in the background (no loading bar, errors ignored). */
export function prefetchApi(path: string, locale: Locale): Promise<void> {
  return queryClient.prefetchQuery({
    queryKey: apiQueryKey(path, locale),
    queryFn: () => apiFetch(path, locale, {}, { trackLoading: false }),
    retry: false,
  });
}

/** The data of `path`, from the cache when present, else fetched (route loaders wait on it). */
export function ensureApiData(path: string, locale: Locale): Promise<unknown> {
  return queryClient.ensureQueryData({ queryKey: apiQueryKey(path, locale), queryFn: () => apiFetch(path, locale) });
}
