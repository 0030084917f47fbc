import { NO_PERMISSIONS, type PermissionAction, type PermissionSubject, type Permissions, QUEUE_SUBJECTS, can, canRead } from '../../common/permissions.js';
import type { DashboardSection, NonContentSection } from '../../common/routes.js';
import { useUiStore } from './ui-store.js';

/**
 * The subject a content section's items are granted as, which is also the segment of their admin
 * API (/api/admin/{subject}); sections of their own (users, audit) have none.
 */
export const SUBJECT_OF_SECTION: Record<Exclude<DashboardSection, NonContentSection>, PermissionSubject> = {
  articles: 'articles',
  'awarding-bodies': 'awarding-bodies',
  categories: 'categories',
  files: 'files',
  levels: 'levels',
  menu: 'menu-items',
  pages: 'pages',
  presentations: 'presentations',
  providers: 'providers',
  qualifications: 'qualifications',
  standards: 'standards',
  councils: 'councils',
  tags: 'tags',
};

/** What the signed-in user's groups allow (none while signed out); the server checks the same on every request. */
export function usePermissions(): Permissions {
  return useUiStore((state) => ('permissions' in state.user ? state.user.permissions : NO_PERMISSIONS));
}

export const subjectOf = (section: DashboardSection): PermissionSubject | undefined => (SUBJECT_OF_SECTION as Partial<Record<DashboardSection, PermissionSubject>>)[section];

/** Whether the navigation shows a section: the administrators' sections to them, a content section to whoever holds anything on it. */
export function maySee(permissions: Permissions, section: DashboardSection, adminOnly: boolean): boolean {
  if (adminOnly) return permissions.admin;
  // The forms' queues hold personal data: shown to whoever holds either queue.
  if (section === 'submissions') return QUEUE_SUBJECTS.some((subject) => canRead(permissions, subject));
  const subject = subjectOf(section);
  return subject === undefined || canRead(permissions, subject);
}

/** The item's own fields a section is read from: its category, its council, or the item itself. */
interface ItemPlace {
  id: number | null;
  categoryId?: string | number | null | undefined;
  councilId?: string | number | null | undefined;
}

const idOf = (value: string | number | null | undefined): number[] => {
  const id = typeof value === 'string' ? Number(value) : value;
  return typeof id === 'number' && Number.isInteger(id) && id > 0 ? [id] : [];
};

/** The sections an item is in, as the server reads them (content-permissions.ts). */
export function sectionsOfItem(subject: PermissionSubject, item: ItemPlace): number[] {
  switch (subject) {
    case 'articles':
    case 'files':
      return idOf(item.categoryId);
    case 'standards':
      return idOf(item.councilId);
    case 'pages':
    case 'councils':
      return idOf(item.id);
    default:
      return [];
  }
}

/** Whether the user may take `action` on an item of `section` (an item not created yet: in its chosen section). */
export function mayOnItem(permissions: Permissions, section: DashboardSection, action: PermissionAction, item?: ItemPlace): boolean {
  const subject = subjectOf(section);
  if (subject === undefined) return permissions.admin;
  return can(permissions, subject, action, item ? sectionsOfItem(subject, item) : undefined);
}
