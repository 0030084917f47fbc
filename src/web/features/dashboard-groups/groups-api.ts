import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Locale } from '../../../common/locales.js';
import type { SECTIONS_OF } from '../../../common/permissions.js';
import type { AdminList } from '../../../common/schemas/admin.js';
import { PAGE_SIZE_MAX } from '../../../common/schemas/common.js';
import type { GroupDto, GroupInput } from '../../../common/schemas/groups.js';
import type { ReviewRulesDto } from '../../../common/schemas/review.js';
import { apiFetch, sendJson } from '../../lib/api-client.js';
import { useLocale } from '../../lib/locale.js';

export type { GroupDto, GroupInput } from '../../../common/schemas/groups.js';

/** What a sectioned subject's sections are: categories, pages or councils. */
export type SectionKind = (typeof SECTIONS_OF)[keyof typeof SECTIONS_OF];

export const GROUPS_PATH = '/api/admin/groups';
/** The users' list reads the groups' names: it is read again after a group changes. */
const USERS_PATH = '/api/admin/users';

export function useGroups() {
  const locale = useLocale();
  return useQuery({ queryKey: [GROUPS_PATH, locale], queryFn: () => apiFetch<{ items: GroupDto[] }>(GROUPS_PATH, locale), staleTime: 0 });
}

/** Runs a groups call, then reads the groups and the users again (also after a failure: a conflict means the list is old). */
function useGroupMutation<Input, Output>(call: (locale: Locale, input: Input) => Promise<Output>) {
  const locale = useLocale();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: Input) => call(locale, input),
    onSettled: () => client.invalidateQueries({ predicate: (query) => [GROUPS_PATH, USERS_PATH].includes(String(query.queryKey[0])) }),
  });
}

export const useCreateGroup = () => useGroupMutation((locale, input: GroupInput) => sendJson<GroupDto>(GROUPS_PATH, locale, 'POST', input));

export const useUpdateGroup = () =>
  useGroupMutation((locale, { id, ...input }: GroupInput & { id: number; version: number }) => sendJson<GroupDto>(`${GROUPS_PATH}/${id}`, locale, 'PUT', input));

export const useDeleteGroup = () => useGroupMutation((locale, id: number) => apiFetch<null>(`${GROUPS_PATH}/${id}`, locale, { method: 'DELETE' }));

/** One section a grant may be limited to: a category, a page or a council. */
export interface SectionChoice {
  id: number;
  title: string;
}

/** Every item of a kind, page by page of the API's largest, sorted by title. */
async function fetchEverySection(kind: SectionKind, locale: Locale): Promise<SectionChoice[]> {
  const choices: SectionChoice[] = [];
  for (let page = 1; ; page += 1) {
    const query = new URLSearchParams({ page: String(page), limit: String(PAGE_SIZE_MAX), sort: 'title', order: 'asc' });
    const list = await apiFetch<AdminList>(`/api/admin/${kind}?${query}`, locale);
    choices.push(...list.items.map((item) => ({ id: item.id, title: item.title || `#${item.id}` })));
    if (list.items.length === 0 || page * list.limit >= list.total) return choices;
  }
}

/** The categories, pages or councils a grant may be limited to; read only while `enabled`. */
export function useSectionChoices(kind: SectionKind, enabled = true) {
  const locale = useLocale();
  return useQuery({ queryKey: ['group-sections', kind, locale], queryFn: () => fetchEverySection(kind, locale), enabled, staleTime: 60_000 });
}

const REVIEW_RULES_PATH = '/api/admin/review-rules';

/** Where publishing needs review: every rule there is. */
export function useReviewRules() {
  const locale = useLocale();
  return useQuery({ queryKey: [REVIEW_RULES_PATH, locale], queryFn: () => apiFetch<ReviewRulesDto>(REVIEW_RULES_PATH, locale), staleTime: 0 });
}

/** Replaces every rule with the set sent (admins only); answers the rules as saved. */
export function useSaveReviewRules() {
  const locale = useLocale();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (rules: ReviewRulesDto['rules']) => sendJson<ReviewRulesDto>(REVIEW_RULES_PATH, locale, 'PUT', { rules }),
    onSettled: () => client.invalidateQueries({ queryKey: [REVIEW_RULES_PATH] }),
  });
}
