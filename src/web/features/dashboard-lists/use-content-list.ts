import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch, sendJson } from '../../lib/api-client.js';
import { useLocale } from '../../lib/locale.js';
import { apiQueryKey } from '../../lib/query.js';
import { type AdminList, type BulkAction, type BulkResult, CATEGORIES_API_PATH, type ContentSection, adminApiBase, bulkApiPath } from './admin-api.js';

/**
 * One page of a section's list. The previous page stays on screen while the next loads (no
 * skeleton flash on paging or sorting), and editors always see fresh data when they come back.
 */
export function useAdminList(path: string) {
  const locale = useLocale();
  return useQuery({
    queryKey: apiQueryKey(path, locale),
    queryFn: () => apiFetch<AdminList>(path, locale),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

/** The categories offered in the category filter; `enabled` false for sections without one. */
export function useAdminCategories(enabled: boolean) {
  const locale = useLocale();
  return useQuery({
    queryKey: apiQueryKey(CATEGORIES_API_PATH, locale),
    queryFn: () => apiFetch<AdminList>(CATEGORIES_API_PATH, locale),
    enabled,
  });
}

/** POST …/bulk; afterwards every cached page of the section (and the category filter) is refetched. */
export function useBulkAction(section: ContentSection) {
  const locale = useLocale();
  const queryClient = useQueryClient();
  const base = adminApiBase(section);
  return useMutation({
    mutationFn: ({ action, ids }: { action: BulkAction; ids: number[] }) =>
      sendJson<{ results: BulkResult[] }>(bulkApiPath(section), locale, 'POST', { action, ids }),
    onSettled: () =>
      queryClient.invalidateQueries({
        predicate: ({ queryKey }) => typeof queryKey[0] === 'string' && (queryKey[0].startsWith(`${base}?`) || queryKey[0] === CATEGORIES_API_PATH),
      }),
  });
}
