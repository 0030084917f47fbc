import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { EditableSection } from '../../../common/routes.js';
import type { ReviewRule } from '../../../common/review.js';
import type { ItemReviewDto } from '../../../common/schemas/review.js';
import { apiFetch, sendJson } from '../../lib/api-client.js';
import { useLocale } from '../../lib/locale.js';
import { apiQueryKey } from '../../lib/query.js';
import type { AdminView } from './edit-form-state.js';
import { adminApiPath } from './edit-types.js';

/** The admin API of review (src/server/modules/reviews/review.routes.ts). */

const RULES_PATH = '/api/admin/review-rules';
/** The rules change seldom (an admin's decision): a minute old is fresh enough for the form's hint; the server decides on every save. */
const RULES_STALE_MS = 60_000;

export function useReviewRules(): ReviewRule[] {
  const locale = useLocale();
  const query = useQuery({ queryKey: apiQueryKey(RULES_PATH, locale), queryFn: () => apiFetch<{ rules: ReviewRule[] }>(RULES_PATH, locale), staleTime: RULES_STALE_MS });
  return query.data?.rules ?? [];
}

const reviewPath = (section: EditableSection, id: number) => `${adminApiPath(section, id)}/review`;

export function useItemReview(section: EditableSection, id: number | null) {
  const locale = useLocale();
  const path = reviewPath(section, id ?? 0);
  return useQuery({ queryKey: apiQueryKey(path, locale), queryFn: () => apiFetch<ItemReviewDto>(path, locale), enabled: id !== null, staleTime: 0 });
}

/** The moves of a review; each answer is the item's review as it now stands (an approval: the item as saved). */
export function useReviewActions(section: EditableSection, id: number) {
  const locale = useLocale();
  const client = useQueryClient();
  const path = reviewPath(section, id);
  const settle = (review: ItemReviewDto) => client.setQueryData(apiQueryKey(path, locale), review);
  const refreshHome = () => client.invalidateQueries({ predicate: ({ queryKey }) => String(queryKey[0]).startsWith('/api/admin/reviews') });
  const onSuccess = (review: ItemReviewDto) => {
    settle(review);
    void refreshHome();
  };
  return {
    submit: useMutation({ mutationFn: (input: Record<string, unknown>) => sendJson<ItemReviewDto>(path, locale, 'POST', input), onSuccess }),
    requestChanges: useMutation({ mutationFn: (comment: string) => sendJson<ItemReviewDto>(`${path}/changes`, locale, 'POST', { comment }), onSuccess }),
    withdraw: useMutation({ mutationFn: () => sendJson<ItemReviewDto>(`${path}/withdraw`, locale, 'POST', {}), onSuccess }),
    comment: useMutation({ mutationFn: (body: string) => sendJson<ItemReviewDto>(`${path}/comments`, locale, 'POST', { body }), onSuccess }),
    approve: useMutation({
      mutationFn: (comment: string) => sendJson<AdminView>(`${path}/approve`, locale, 'POST', comment ? { comment } : {}),
      onSuccess: (view) => {
        client.setQueryData(apiQueryKey(adminApiPath(section, id), locale), view);
        void client.invalidateQueries({ queryKey: apiQueryKey(path, locale) });
        void refreshHome();
      },
    }),
  };
}
