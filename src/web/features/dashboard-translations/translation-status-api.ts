import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { TranslationStatusList } from '../../../common/schemas/translation-status.js';
import { apiFetch } from '../../lib/api-client.js';
import { useLocale } from '../../lib/locale.js';
import { apiQueryKey } from '../../lib/query.js';
import { type TranslationFilters, statusApiPath } from './translation-filters.js';

/**
 * One page of GET /api/admin/translation-status. The previous page stays on screen while the next
 * loads, and the list is read afresh on each visit: a save elsewhere changes it.
 */
export function useTranslationStatus(filters: TranslationFilters) {
  const locale = useLocale();
  const path = statusApiPath(filters);
  return useQuery({
    queryKey: apiQueryKey(path, locale),
    queryFn: () => apiFetch<TranslationStatusList>(path, locale),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}
