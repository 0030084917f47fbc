import { type QueryClient, keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminList } from '../../../common/schemas/admin.js';
import type { Locale } from '../../../common/locales.js';
import { apiFetch, sendJson } from '../../lib/api-client.js';
import { useLocale } from '../../lib/locale.js';
import { apiQueryKey } from '../../lib/query.js';
import {
  type AdminMenuTree,
  type EntityTargetType,
  MENU_ITEMS_API,
  MENU_TREE_API,
  type MenuEditorNode,
  type MenuItemView,
  type MenuName,
  menuItemPath,
  menuTreePath,
  orderRequest,
  publicMenuPath,
  targetSearchPath,
} from './menu-api.js';

/**
 * After a change, the portal's own header and footer must not show the old menu: every locale of
 * the public menu this tab has cached is fetched again, past the browser's HTTP cache (the public
 * API may be cached for a minute), so a client-side visit to the portal shows the new order too.
 */
async function refreshPublicMenu(queryClient: QueryClient, menu: MenuName): Promise<void> {
  const path = publicMenuPath(menu);
  const cached = queryClient.getQueryCache().findAll({ queryKey: [path] });
  await Promise.all(
    cached.map(({ queryKey }) =>
      queryClient
        .fetchQuery({ queryKey, queryFn: () => apiFetch(path, queryKey[1] as Locale, { cache: 'no-cache' }, { trackLoading: false }), staleTime: 0 })
        .catch(() => undefined),
    ),
  );
}

/** The whole tree of a menu as the editor shows it; always fresh when the screen opens. */
export function useAdminMenuTree(menu: MenuName) {
  const locale = useLocale();
  return useQuery({
    queryKey: apiQueryKey(menuTreePath(menu), locale),
    queryFn: () => apiFetch<AdminMenuTree>(menuTreePath(menu), locale),
    staleTime: 0,
  });
}

/** Saves a whole new order; the answer (the tree as stored) replaces the cached one. */
export function useSaveMenuOrder(menu: MenuName) {
  const locale = useLocale();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (tree: MenuEditorNode[]) =>
      sendJson<AdminMenuTree>(MENU_TREE_API, locale, 'PUT', orderRequest(menu, tree)),
    onSuccess: async (saved) => {
      queryClient.setQueryData(apiQueryKey(menuTreePath(menu), locale), saved);
      await refreshPublicMenu(queryClient, menu);
    },
  });
}

/** One item with every locale, as it is stored now (the edit form starts from it). */
export function useMenuItemView(id: number | null) {
  const locale = useLocale();
  return useQuery({
    queryKey: apiQueryKey(id === null ? '' : menuItemPath(id), locale),
    queryFn: () => apiFetch<MenuItemView>(menuItemPath(id!), locale),
    enabled: id !== null,
    staleTime: 0,
    gcTime: 0,
  });
}

/** Refetches the editor's tree and the portal's menu after an item changed. */
function useAfterItemChange(menu: MenuName) {
  const locale = useLocale();
  const queryClient = useQueryClient();
  return async () => {
    await queryClient.invalidateQueries({ queryKey: apiQueryKey(menuTreePath(menu), locale) });
    await refreshPublicMenu(queryClient, menu);
  };
}

/** Creates an item (no id) or saves one over the version it was loaded at. */
export function useSaveMenuItem(menu: MenuName) {
  const locale = useLocale();
  const afterChange = useAfterItemChange(menu);
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: Record<string, unknown> }) =>
      sendJson<MenuItemView>(id === null ? MENU_ITEMS_API : menuItemPath(id), locale, id === null ? 'POST' : 'PUT', body),
    onSuccess: afterChange,
  });
}

export function useDeleteMenuItem(menu: MenuName) {
  const locale = useLocale();
  const afterChange = useAfterItemChange(menu);
  return useMutation({
    mutationFn: (id: number) => apiFetch<null>(menuItemPath(id), locale, { method: 'DELETE' }),
    onSuccess: afterChange,
  });
}

/** Pages (categories, articles, presentations) whose title contains `query`, for the target picker. */
export function useTargetSearch(type: EntityTargetType | null, query: string) {
  const locale = useLocale();
  const path = type === null ? null : targetSearchPath(type, query);
  return useQuery({
    queryKey: apiQueryKey(path ?? '', locale),
    queryFn: () => apiFetch<AdminList>(path!, locale, {}, { trackLoading: false }),
    enabled: path !== null,
    placeholderData: keepPreviousData,
  });
}
