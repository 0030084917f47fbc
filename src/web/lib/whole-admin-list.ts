import type { Locale } from '../../common/locales.js';
import type { AdminList } from '../../common/schemas/admin.js';
import { apiFetch } from './api-client.js';

/** The admin API's largest page. */
const PAGE_LIMIT = 100;

/** The query key of a whole list: under the list's path, so what refreshes the list refreshes it too. */
export const wholeListKey = (listPath: string) => `${listPath}?all`;

/**
 * Every item of an admin list by title, page after page: the pickers offer every category and
 * tag, which a portal has hundreds of at most.
 */
export async function fetchWholeAdminList(listPath: string, locale: Locale): Promise<AdminList['items']> {
  const items: AdminList['items'] = [];
  for (let page = 1; ; page++) {
    const list = await apiFetch<AdminList>(`${listPath}?page=${page}&limit=${PAGE_LIMIT}&sort=title&order=asc`, locale);
    items.push(...list.items);
    if (list.items.length < PAGE_LIMIT || items.length >= list.total) return items;
  }
}
