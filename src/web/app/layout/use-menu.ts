import type { MenuNode } from '../../../common/schemas/public.js';
import type { MenuResponse } from '../../lib/menu-links.js';
import { useApi } from '../../lib/query.js';

/** The published entries of a menu in the current locale (empty while loading or on failure). */
export function useMenu(menu: 'main' | 'footer'): MenuNode[] {
  return useApi<MenuResponse>(`/api/menu-items?menu=${menu}`).data?.items ?? [];
}
