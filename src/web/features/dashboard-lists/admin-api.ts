import type { AdminListItem, BulkResult, UnpublishedReference } from '../../../common/schemas/admin.js';
import { DASHBOARD_EDITABLE, DASHBOARD_FIXED_SETS, type DashboardSection, type NonContentSection } from '../../../common/routes.js';
import { SUBJECT_OF_SECTION } from '../../lib/permissions.js';
import { type ListFilters, REGISTER_LIST_FILTERS } from './list-filters.js';

/** The dashboard sections listed by this screen (users, groups, the audit log, the translation status and the search insights have their own). */
export type ContentSection = Exclude<DashboardSection, NonContentSection>;

export type BulkAction = 'publish' | 'unpublish' | 'delete';

export type { AdminList, AdminListItem, BulkResult } from '../../../common/schemas/admin.js';

/** Rows per page of every dashboard list. */
export const PAGE_SIZE = 20;

/** The admin categories, for the category filter (the API's largest page). */
export const CATEGORIES_API_PATH = '/api/admin/categories?limit=100';

/** URL segment of each section's admin API: its subject of permissions (the menu's items live under menu-items). */
const API_SEGMENTS = SUBJECT_OF_SECTION;

/** Sections whose items belong to a category (the API takes categoryId). */
const CATEGORIZED: readonly ContentSection[] = ['articles', 'files'];

export function adminApiBase(section: ContentSection): string {
  return `/api/admin/${API_SEGMENTS[section]}`;
}

export function hasCategoryFilter(section: ContentSection): boolean {
  return CATEGORIZED.includes(section);
}

/** Whether the section's list filters by level, type and field (the register's qualifications). */
export function hasRegisterFilters(section: ContentSection): boolean {
  return section === 'qualifications';
}

/** Whether the section's items have an edit screen. */
export function isEditable(section: ContentSection): boolean {
  return (DASHBOARD_EDITABLE as readonly string[]).includes(section);
}

/** Whether editors may add items to the section (an edit screen for a new one). */
export function canCreate(section: ContentSection): boolean {
  return isEditable(section) && !(DASHBOARD_FIXED_SETS as readonly string[]).includes(section);
}

/** GET path of one page of a section's list; filters the section does not have are left out. */
export function listApiPath(section: ContentSection, filters: ListFilters): string {
  const query = new URLSearchParams({ page: String(filters.page), limit: String(PAGE_SIZE), sort: filters.sort, order: filters.order });
  const q = filters.q.trim();
  if (q) query.set('q', q);
  if (filters.status) query.set('status', filters.status);
  if (filters.untranslated) query.set('untranslated', filters.untranslated);
  if (filters.categoryId && hasCategoryFilter(section)) query.set('categoryId', filters.categoryId);
  if (hasRegisterFilters(section)) for (const name of REGISTER_LIST_FILTERS) if (filters[name]) query.set(name, filters[name]);
  return `${adminApiBase(section)}?${query.toString()}`;
}

export function bulkApiPath(section: ContentSection): string {
  return `${adminApiBase(section)}/bulk`;
}

export interface BulkFailure {
  id: number;
  title: string;
  error: string;
}

/** Per-item results of a bulk action, with the failed items named by their titles where known. */
export function summarizeBulkResults(
  results: BulkResult[],
  items: Pick<AdminListItem, 'id' | 'title'>[],
): { succeeded: number; failures: BulkFailure[]; leftUnpublished: LeftUnpublished[] } {
  const titles = new Map(items.map((item) => [item.id, item.title]));
  const titleOf = (id: number) => titles.get(id) || `#${id}`;
  const failures = results.filter((result) => !result.ok).map((result) => ({ id: result.id, title: titleOf(result.id), error: result.error ?? '' }));
  const leftUnpublished = results.flatMap((result) => (result.unpublishedReferences?.length ? [{ id: result.id, title: titleOf(result.id), references: result.unpublishedReferences }] : []));
  return { succeeded: results.length - failures.length, failures, leftUnpublished };
}

/** A published item and what it refers to that is not public, so its page leaves it out. */
export interface LeftUnpublished {
  id: number;
  title: string;
  references: UnpublishedReference[];
}
