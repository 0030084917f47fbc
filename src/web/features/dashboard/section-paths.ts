import type { Locale } from '../../../common/locales.js';
import { type PermissionSubject, SUBJECT_OF_ENTITY } from '../../../common/permissions.js';
import { DASHBOARD_EDITABLE, type DashboardSection, type EditableSection, type NonContentSection, dashboardPath } from '../../../common/routes.js';
import type { EntityType } from './dashboard-api.js';

/** The dashboard section that manages a content type. */
export const SECTION_OF_TYPE: Record<EntityType, Exclude<DashboardSection, NonContentSection>> = {
  article: 'articles',
  category: 'categories',
  page: 'pages',
  presentation: 'presentations',
  tag: 'tags',
  file: 'files',
  menu_item: 'menu',
  level: 'levels',
  qualification: 'qualifications',
  awarding_body: 'awarding-bodies',
  standard: 'standards',
  provider: 'providers',
  council: 'councils',
};

/** The content type an editable section manages (SECTION_OF_TYPE read the other way). */
export function typeOfSection(section: EditableSection): EntityType {
  return (Object.keys(SECTION_OF_TYPE) as EntityType[]).find((type) => SECTION_OF_TYPE[type] === section)!;
}

/** Where an item is worked on: its edit screen when its section has one, else its section's list. */
export function itemPath(locale: Locale, type: EntityType, id: number): string {
  const section = SECTION_OF_TYPE[type];
  return (DASHBOARD_EDITABLE as readonly string[]).includes(section) ? dashboardPath(locale, section, id) : dashboardPath(locale, section);
}

const TYPE_OF_SUBJECT = new Map(Object.entries(SUBJECT_OF_ENTITY).map(([type, subject]) => [subject as PermissionSubject, type as EntityType]));

/**
 * The content type and edit screen of an item the API names by its subject (a change in review);
 * null for a subject without items of its own (the media library, the best bets), never reviewed.
 */
export function subjectItem(locale: Locale, subject: PermissionSubject, id: number): { type: EntityType; path: string } | null {
  const type = TYPE_OF_SUBJECT.get(subject);
  return type ? { type, path: itemPath(locale, type, id) } : null;
}

const DATE_LOCALES: Record<Locale, string> = { sr: 'sr-Cyrl-RS', lat: 'sr-Latn-RS', en: 'en-GB' };

/** A date and time as people of the locale write it (in the browser's time zone). */
export function formatDateTime(iso: string, locale: Locale): string {
  return new Intl.DateTimeFormat(DATE_LOCALES[locale], { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
}
