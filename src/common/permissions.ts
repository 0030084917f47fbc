import type { FormKey } from './forms/form-definitions.js';
/**
 * Who may do what in the dashboard (decision 31). A user belongs to groups; a group either
 * administers the portal (everything, users and settings) or holds grants: actions on one subject,
 * in every section of it or in one. The server decides with these functions on every write; the
 * dashboard asks the same functions to show only what the user may do.
 */

export const PERMISSION_ACTIONS = ['create', 'edit', 'submit', 'publish', 'delete'] as const;
export type PermissionAction = (typeof PERMISSION_ACTIONS)[number];

/** The content types of the register: they are granted to register officers, as a whole. */
export const REGISTER_SUBJECTS = ['levels', 'qualifications', 'awarding-bodies', 'standards', 'providers', 'councils'] as const;

/**
 * The queues of the public forms' submissions: whoever holds any grant on one reads it; `edit`
 * handles its submissions (assign, decide, note, reply), `delete` erases one on request.
 */
export const QUEUE_SUBJECTS = ['initiatives', 'questions'] as const;
export type QueueSubject = (typeof QUEUE_SUBJECTS)[number];
/** The queue each public form's submissions go to. */
export const QUEUE_OF_FORM: Record<FormKey, QueueSubject> = { initiative: 'initiatives', question: 'questions' };

/** What a grant is on: each content type of the dashboard (by its API path), the media library, the search's best bets and the forms' queues. */
export const PERMISSION_SUBJECTS = [
  'articles',
  'pages',
  'presentations',
  'files',
  'categories',
  'tags',
  'menu-items',
  'media',
  'search-best-bets',
  ...REGISTER_SUBJECTS,
  ...QUEUE_SUBJECTS,
] as const;
export type PermissionSubject = (typeof PERMISSION_SUBJECTS)[number];

/**
 * Subjects granted per section, and what their sections are: an article or a document belongs to
 * its category; a page to itself (the site's pages form no tree: the menu arranges them); a
 * council to itself, and a standard to the council of its sector.
 */
export const SECTIONS_OF = {
  articles: 'categories',
  files: 'categories',
  pages: 'pages',
  councils: 'councils',
  standards: 'councils',
} as const satisfies Partial<Record<PermissionSubject, PermissionSubject>>;
export type SectionedSubject = keyof typeof SECTIONS_OF;

export const isSectioned = (subject: PermissionSubject): subject is SectionedSubject => subject in SECTIONS_OF;

/** The subject of each content type of the dashboard (its API path). */
export const SUBJECT_OF_ENTITY = {
  article: 'articles',
  category: 'categories',
  page: 'pages',
  presentation: 'presentations',
  tag: 'tags',
  file: 'files',
  menu_item: 'menu-items',
  level: 'levels',
  qualification: 'qualifications',
  awarding_body: 'awarding-bodies',
  standard: 'standards',
  provider: 'providers',
  council: 'councils',
} as const satisfies Record<string, PermissionSubject>;

/** Actions on one subject, in every section (section null) or in one (the id of a category, a page, a council). */
export interface Grant {
  subject: PermissionSubject;
  section: number | null;
  actions: PermissionAction[];
}

/** What a signed-in user may do: the union of their groups'. */
export interface Permissions {
  /** A member of an administrators group: every action everywhere, users, groups, the audit log. */
  admin: boolean;
  grants: Grant[];
}

export const NO_PERMISSIONS: Permissions = { admin: false, grants: [] };

/**
 * Whether the user may take `action` on `subject`. Without `sections`: in at least one section
 * (what a button that opens a form asks). With them (the sections the item is in, e.g. a page and
 * its ancestors): a grant on the whole subject, or on one of those sections.
 */
export function can(permissions: Permissions, subject: PermissionSubject, action: PermissionAction, sections?: readonly number[]): boolean {
  if (permissions.admin) return true;
  return permissions.grants.some(
    (grant) =>
      grant.subject === subject &&
      grant.actions.includes(action) &&
      (sections === undefined || grant.section === null || sections.includes(grant.section)),
  );
}

/** Whether the user holds anything on `subject`: enough to read its items in the dashboard. */
export function canRead(permissions: Permissions, subject: PermissionSubject): boolean {
  return permissions.admin || permissions.grants.some((grant) => grant.subject === subject && grant.actions.length > 0);
}

/** The sections of `subject` the user may take `action` in; null: every section. */
export function sectionsAllowed(permissions: Permissions, subject: PermissionSubject, action: PermissionAction): number[] | null {
  if (can(permissions, subject, action, [])) return null;
  return permissions.grants.filter((grant) => grant.subject === subject && grant.actions.includes(action) && grant.section !== null).map((grant) => grant.section!);
}

/** The built-in groups, by their key; an admin names and makes others. */
export const BUILT_IN_GROUPS = ['administrators', 'publishers', 'authors', 'register-officers'] as const;
export type BuiltInGroup = (typeof BUILT_IN_GROUPS)[number];

const EVERY_ACTION = [...PERMISSION_ACTIONS];
const isQueue = (subject: PermissionSubject) => (QUEUE_SUBJECTS as readonly string[]).includes(subject);
const CONTENT_SUBJECTS = PERMISSION_SUBJECTS.filter((subject) => !(REGISTER_SUBJECTS as readonly string[]).includes(subject) && !isQueue(subject));

/**
 * What the built-in groups hold when the portal is installed. Publishers hold everything but the
 * administration and the forms' queues (the editors of before groups became members of publishers
 * and authors, so nothing changed for them); authors write and submit the site's content but do not
 * publish or delete; register officers keep the register. The queues hold personal data: only the
 * groups an administrator gives them see them.
 */
export const BUILT_IN_GRANTS: Record<Exclude<BuiltInGroup, 'administrators'>, Grant[]> = {
  publishers: PERMISSION_SUBJECTS.filter((subject) => !isQueue(subject)).map((subject) => ({ subject, section: null, actions: EVERY_ACTION })),
  authors: [
    ...CONTENT_SUBJECTS.filter((subject) => subject !== 'search-best-bets' && subject !== 'menu-items' && subject !== 'media').map((subject) => ({
      subject,
      section: null,
      actions: ['create', 'edit', 'submit'] satisfies PermissionAction[],
    })),
    { subject: 'media', section: null, actions: ['create'] },
  ],
  'register-officers': [
    ...REGISTER_SUBJECTS.map((subject) => ({ subject, section: null, actions: EVERY_ACTION })),
    { subject: 'files', section: null, actions: ['create', 'edit', 'submit'] },
    { subject: 'media', section: null, actions: ['create'] },
  ],
};

/** What an administrator holds: seeds and commands acting as the portal itself use it too. */
export const ADMIN_PERMISSIONS: Permissions = { admin: true, grants: [] };
