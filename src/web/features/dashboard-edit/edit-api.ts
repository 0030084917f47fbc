import { useDebouncedValue } from '@mantine/hooks';
import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Locale } from '../../../common/locales.js';
import type { EditableSection } from '../../../common/routes.js';
import type { ReferenceMode } from '../../../common/schemas/admin.js';
import type { TranslationChanges } from '../../../common/schemas/translation-status.js';
import { apiFetch, sendJson } from '../../lib/api-client.js';
import { fetchWholeAdminList, wholeListKey } from '../../lib/whole-admin-list.js';
import { useLocale } from '../../lib/locale.js';
import { apiQueryKey } from '../../lib/query.js';
import { typeOfSection } from '../dashboard/section-paths.js';
import type { AdminView } from './edit-form-state.js';
import { adminApiPath } from './edit-types.js';

/** The admin API calls of the edit screen (src/server/modules/content/content.routes.ts). */

/** Waiting this long after the last keystroke before asking whether a slug is free. */
const SLUG_CHECK_DELAY_MS = 400;

/** The translation status API (src/server/modules/translation-status): a save changes what it says. */
const TRANSLATION_STATUS_PATH = '/api/admin/translation-status';

export interface Revision {
  id: number;
  version: number;
  createdAt: string;
  createdBy: { id: number; name: string } | null;
}

export interface SlugCheck {
  slug: string;
  available: boolean;
}


/** Lists and pickers of the section, and the translation status, show the saved item at once. */
function refreshLists(client: QueryClient, section: EditableSection): Promise<void> {
  const base = adminApiPath(section);
  return client.invalidateQueries({
    predicate: ({ queryKey }) => ['/api/admin/overview', `${base}?`, TRANSLATION_STATUS_PATH].some((prefix) => String(queryKey[0]).startsWith(prefix)),
  });
}

/** One item as the dashboard edits it; `id` null (a new item) loads nothing. */
export function useAdminItem(section: EditableSection, id: number | null) {
  const locale = useLocale();
  const path = adminApiPath(section, id ?? 0);
  return useQuery({
    queryKey: apiQueryKey(path, locale),
    queryFn: () => apiFetch<AdminView>(path, locale),
    enabled: id !== null,
    staleTime: 0,
    // The form keeps what it loaded; a refetch in the background would change nothing on screen.
    refetchOnReconnect: false,
  });
}

/**
 * How the item's English and Latin stand against its Serbian and, for a stale one, the Serbian it
 * was made from; `id` null (a new item) loads nothing. NOTE: the item's own view does not say
 * whether a translation is stale, so every saved item asks.
 */
export function useTranslationChanges(section: EditableSection, id: number | null) {
  const locale = useLocale();
  const path = `${TRANSLATION_STATUS_PATH}/${typeOfSection(section)}/${id ?? 0}`;
  return useQuery({
    queryKey: apiQueryKey(path, locale),
    queryFn: () => apiFetch<TranslationChanges>(path, locale),
    enabled: id !== null,
    staleTime: 0,
  });
}

/** The current saved version (the conflict dialog compares it with the editor's form). */
export function fetchAdminItem(section: EditableSection, id: number, locale: Locale): Promise<AdminView> {
  return apiFetch<AdminView>(adminApiPath(section, id), locale);
}

/** Every category, tag, awarding body or document (id and name), for the selects. */
export function usePickerItems(section: 'categories' | 'tags' | 'awarding-bodies' | 'files' | 'councils' | 'standards' | 'qualifications', enabled: boolean) {
  const locale = useLocale();
  const path = `/api/admin/${section}`;
  return useQuery({ queryKey: apiQueryKey(wholeListKey(path), locale), queryFn: () => fetchWholeAdminList(path, locale), enabled });
}

/** What a save sends: the item's input, the version it was based on, and what to do with unpublished references. */
export interface ItemSave {
  id: number | null;
  input: Record<string, unknown>;
  version: number | null;
  references?: ReferenceMode | undefined;
}

/** POST for a new item, PUT with the version it was based on for a saved one. */
export function useSaveItem(section: EditableSection) {
  const locale = useLocale();
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input, version, references }: ItemSave) => {
      const query = references ? `?references=${references}` : '';
      return id === null
        ? sendJson<AdminView>(`${adminApiPath(section)}${query}`, locale, 'POST', input)
        : sendJson<AdminView>(`${adminApiPath(section, id)}${query}`, locale, 'PUT', { ...input, version });
    },
    onSuccess: (view) => {
      client.setQueryData(apiQueryKey(adminApiPath(section, view.id), locale), view);
      void refreshLists(client, section);
    },
  });
}

export function useDeleteItem(section: EditableSection) {
  const locale = useLocale();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiFetch<null>(adminApiPath(section, id), locale, { method: 'DELETE' }),
    onSuccess: (_, id) => {
      client.removeQueries({ queryKey: apiQueryKey(adminApiPath(section, id), locale) });
      void refreshLists(client, section);
    },
  });
}

function revisionsPath(section: EditableSection, id: number): string {
  return `${adminApiPath(section, id)}/revisions`;
}

export function useRevisions(section: EditableSection, id: number | null) {
  const locale = useLocale();
  const path = revisionsPath(section, id ?? 0);
  return useQuery({
    queryKey: apiQueryKey(path, locale),
    queryFn: () => apiFetch<{ items: Revision[] }>(path, locale),
    enabled: id !== null,
    staleTime: 0,
  });
}

/** What one revision holds (the item as it was saved then). */
export function useRevision(section: EditableSection, id: number, revisionId: number | null) {
  const locale = useLocale();
  const path = `${revisionsPath(section, id)}/${revisionId ?? 0}`;
  return useQuery({ queryKey: apiQueryKey(path, locale), queryFn: () => apiFetch<AdminView>(path, locale), enabled: revisionId !== null });
}

/** Saves a revision's content as a new version, over `version` (the one on screen). */
export function useRestoreRevision(section: EditableSection, id: number) {
  const locale = useLocale();
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ revisionId, version }: { revisionId: number; version: number }) =>
      sendJson<AdminView>(`${revisionsPath(section, id)}/${revisionId}/restore`, locale, 'POST', { version }),
    onSuccess: (view) => {
      client.setQueryData(apiQueryKey(adminApiPath(section, id), locale), view);
      void client.invalidateQueries({ queryKey: apiQueryKey(revisionsPath(section, id), locale) });
      void refreshLists(client, section);
    },
  });
}

/** After a save, the revisions list has one more entry. */
export function useRefreshRevisions(section: EditableSection, id: number | null) {
  const locale = useLocale();
  const client = useQueryClient();
  return () => (id === null ? Promise.resolve() : client.invalidateQueries({ queryKey: apiQueryKey(revisionsPath(section, id), locale) }));
}

/**
 * Whether a slug is free in a locale (the server normalises it first), asked a moment after the
 * editor stops typing. `result` belongs to the slug as typed now, else it is undefined.
 */
export function useSlugCheck(section: EditableSection, slugLocale: Locale, slug: string, exceptId: number | null) {
  const locale = useLocale();
  const typed = slug.trim();
  const [settled] = useDebouncedValue(typed, SLUG_CHECK_DELAY_MS);
  const query = new URLSearchParams({ locale: slugLocale, slug: settled });
  if (exceptId !== null) query.set('exceptId', String(exceptId));
  const path = `${adminApiPath(section)}/slug-check?${query}`;
  const check = useQuery({
    queryKey: apiQueryKey(path, locale),
    queryFn: () => apiFetch<SlugCheck>(path, locale, {}, { trackLoading: false }),
    enabled: settled !== '',
    staleTime: 0,
  });
  const isCurrent = typed !== '' && settled === typed;
  return { result: isCurrent ? check.data : undefined, isChecking: typed !== '' && (!isCurrent || check.isFetching), isFailed: isCurrent && check.isError };
}
