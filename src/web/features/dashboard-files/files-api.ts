import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Locale } from '../../../common/locales.js';
import type { ContentStatus } from '../../../common/schemas/common.js';
import type { FileInput } from '../../../common/schemas/content.js';
import type { AdminMedia, ReferenceMode } from '../../../common/schemas/admin.js';
import { apiFetch, sendJson } from '../../lib/api-client.js';
import { fetchWholeAdminList, wholeListKey } from '../../lib/whole-admin-list.js';
import { useLocale } from '../../lib/locale.js';
import { apiQueryKey } from '../../lib/query.js';

export const FILES_API_PATH = '/api/admin/files';
const TAGS_API_PATH = '/api/admin/tags';

export const fileApiPath = (id: number) => `${FILES_API_PATH}/${id}`;

export interface FileTexts {
  title: string;
  description: string;
}

/** GET /api/admin/files/:id: every locale, own fields and the stored document. */
export interface FileView {
  id: number;
  status: ContentStatus;
  publishedAt: string | null;
  version: number;
  mediaId: number;
  categoryId: number | null;
  year: number;
  downloadCount: number;
  tagIds: number[];
  media: AdminMedia | null;
  translations: {
    sr: FileTexts | null;
    lat: (FileTexts & { overrides: string[] }) | null;
    en: FileTexts | null;
  };
}

/** What a save sends: the write schema plus, for an update, the version it was based on. */
export type FileSave = FileInput & { version?: number };

export function createFile(input: FileInput, locale: Locale, signal?: AbortSignal): Promise<FileView> {
  return sendJson<FileView>(FILES_API_PATH, locale, 'POST', input, { signal });
}

/** Every cached list page of files and every cached file, after a change. */
export function invalidateFiles(client: QueryClient): Promise<void> {
  return client.invalidateQueries({ predicate: ({ queryKey }) => typeof queryKey[0] === 'string' && queryKey[0].startsWith(FILES_API_PATH) });
}

/** Every cached list page of files (a deleted file's own query is dropped, not fetched again). */
function invalidateFileLists(client: QueryClient): Promise<void> {
  return client.invalidateQueries({ predicate: ({ queryKey }) => typeof queryKey[0] === 'string' && queryKey[0].startsWith(`${FILES_API_PATH}?`) });
}

export function useFileView(id: number | null) {
  const locale = useLocale();
  return useQuery({
    queryKey: apiQueryKey(id === null ? FILES_API_PATH : fileApiPath(id), locale),
    queryFn: () => apiFetch<FileView>(fileApiPath(id!), locale),
    enabled: id !== null,
    staleTime: 0,
  });
}

/** Every tag, offered in the form. */
export function useAdminTags() {
  const locale = useLocale();
  return useQuery({ queryKey: apiQueryKey(wholeListKey(TAGS_API_PATH), locale), queryFn: () => fetchWholeAdminList(TAGS_API_PATH, locale) });
}

/** PUT over a version; the lists are refreshed also after a failure (a conflict means they are stale). */
export function useSaveFile(id: number) {
  const locale = useLocale();
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ input, references }: { input: FileSave; references?: ReferenceMode | undefined }) =>
      sendJson<FileView>(`${fileApiPath(id)}${references ? `?references=${references}` : ''}`, locale, 'PUT', input),
    onSettled: () => invalidateFiles(client),
  });
}

export function useDeleteFile(id: number) {
  const locale = useLocale();
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => apiFetch<null>(fileApiPath(id), locale, { method: 'DELETE' }),
    onSuccess: () => {
      client.removeQueries({ queryKey: [fileApiPath(id)] });
      return invalidateFileLists(client);
    },
  });
}
