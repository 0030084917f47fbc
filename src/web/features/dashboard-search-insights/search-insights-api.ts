import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminList } from '../../../common/schemas/admin.js';
import type { Locale } from '../../../common/locales.js';
import type { BestBet, SearchInsights } from '../../../common/schemas/search-insights.js';
import { apiFetch, sendJson } from '../../lib/api-client.js';
import { useLocale } from '../../lib/locale.js';
import { apiQueryKey } from '../../lib/query.js';

export type { BestBet, SearchInsights, SearchInsightsQueryRow } from '../../../common/schemas/search-insights.js';
export type BestBetType = BestBet['target']['type'];

const INSIGHTS_API = '/api/admin/search-insights';
const BEST_BETS_API = '/api/admin/search-best-bets';

/** How many items the best bet's item search offers at once. */
const ITEM_SEARCH_LIMIT = 20;

const ITEM_SEGMENTS: Record<BestBetType, string> = { article: 'articles', page: 'pages', presentation: 'presentations' };

/** The period and locale the insights cover (days YYYY-MM-DD, both included; locale '' for all). */
export interface InsightsFilters {
  from: string;
  to: string;
  locale: Locale | '';
}

export function insightsPath({ from, to, locale }: InsightsFilters): string {
  const params = new URLSearchParams();
  if (from) params.set('from', from);
  if (to) params.set('to', to);
  if (locale) params.set('locale', locale);
  const query = params.toString();
  return query ? `${INSIGHTS_API}?${query}` : INSIGHTS_API;
}

/** Admin list of one type, searched by title, for the best bet's item picker. */
export function itemSearchPath(type: BestBetType, query: string): string {
  const params = new URLSearchParams({ limit: String(ITEM_SEARCH_LIMIT) });
  if (query.trim()) params.set('q', query.trim());
  return `/api/admin/${ITEM_SEGMENTS[type]}?${params.toString()}`;
}

/** What readers searched for in the period; the previous answer stays while a new period loads. */
export function useSearchInsights(filters: InsightsFilters) {
  const locale = useLocale();
  const path = insightsPath(filters);
  return useQuery({
    queryKey: apiQueryKey(path, locale),
    queryFn: () => apiFetch<SearchInsights>(path, locale),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });
}

/** The best bets set now; `enabled` false (the user's groups hold nothing on them) asks nothing. */
export function useBestBets(enabled: boolean) {
  const locale = useLocale();
  return useQuery({
    queryKey: apiQueryKey(BEST_BETS_API, locale),
    queryFn: () => apiFetch<{ items: BestBet[] }>(BEST_BETS_API, locale),
    staleTime: 0,
    enabled,
  });
}

/** Items of a type whose titles match what was typed. */
export function useItemSearch(type: BestBetType, query: string) {
  const locale = useLocale();
  const path = itemSearchPath(type, query);
  return useQuery({
    queryKey: apiQueryKey(path, locale),
    queryFn: () => apiFetch<AdminList>(path, locale, {}, { trackLoading: false }),
    placeholderData: keepPreviousData,
  });
}

/** After a best bet changed: the list of bets is fetched again. */
function useBestBetMutation<Input, Output>(call: (locale: Locale, input: Input) => Promise<Output>) {
  const locale = useLocale();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: Input) => call(locale, input),
    onSettled: () => client.invalidateQueries({ predicate: (query) => query.queryKey[0] === BEST_BETS_API }),
  });
}

/** Sets (or replaces) the item shown first for a query in a locale. */
export const useSaveBestBet = () =>
  useBestBetMutation((locale, input: { locale: Locale; query: string; type: BestBetType; id: number }) =>
    sendJson<BestBet>(BEST_BETS_API, locale, 'PUT', input),
  );

export const useDeleteBestBet = () => useBestBetMutation((locale, id: number) => apiFetch<null>(`${BEST_BETS_API}/${id}`, locale, { method: 'DELETE' }));
