import { menuRequest } from '../../../common/initial-data.js';
import type { MenuNode } from '../../../common/schemas/public.js';
import { useRead } from '../../lib/query.js';

/** The published entries of a menu in the current locale (empty while loading or on failure). */
export function useMenu(menu: 'main' | 'footer'): MenuNode[] {
  return useRead(menuRequest(menu)).data?.items ?? [];
}
