/**
 * The pure rules of the groups screen: how a group and its grants are named, what a new grant row
 * starts as, and what the form refuses before the API would. Messages are passed in translated.
 */
import { type BuiltInGroup, type Grant, PERMISSION_ACTIONS, PERMISSION_SUBJECTS, type PermissionAction, type PermissionSubject, SECTIONS_OF, isSectioned } from '../../../common/permissions.js';
import type { SectionKind } from './groups-api.js';

/** The dashboard's `t` as these rules need it. */
type Translate = (key: string, options?: Record<string, unknown>) => string;

/** A built-in group by its translated name (the stored one is English); a group made by an admin by its own. */
export function groupName(group: { key: BuiltInGroup | null; name: string }, t: Translate): string {
  return group.key === null ? group.name : t(`groups.builtIn.${group.key}`);
}

/** The kind of sections a subject is granted by (categories for articles), or null for a subject without. */
export function sectionKindOf(subject: PermissionSubject): SectionKind | null {
  return isSectioned(subject) ? SECTIONS_OF[subject] : null;
}

/** A section's title by its kind and id, when known. */
export type SectionTitle = (kind: SectionKind, id: number) => string | undefined;

function subjectLabel(grant: Grant, t: Translate, sectionTitle: SectionTitle): string {
  const subject = t(`groups.subjects.${grant.subject}`);
  const kind = sectionKindOf(grant.subject);
  if (grant.section === null || kind === null) return subject;
  return t('groups.inSection', { subject, section: sectionTitle(kind, grant.section) ?? `#${grant.section}` });
}

/**
 * A group's grants in a line: subjects that allow the same actions together, e.g. "Articles,
 * Pages: create, edit · Media: create"; "Everything" for an administrators group.
 */
export function summarizeGrants(group: { admin: boolean; grants: readonly Grant[] }, t: Translate, sectionTitle: SectionTitle): string {
  if (group.admin) return t('groups.everything');
  if (group.grants.length === 0) return t('groups.nothing');
  const subjectsByActions = new Map<string, string[]>();
  for (const grant of group.grants) {
    const actions = PERMISSION_ACTIONS.filter((action) => grant.actions.includes(action))
      .map((action) => t(`groups.actionNames.${action}`).toLocaleLowerCase())
      .join(', ');
    subjectsByActions.set(actions, [...(subjectsByActions.get(actions) ?? []), subjectLabel(grant, t, sectionTitle)]);
  }
  return [...subjectsByActions].map(([actions, subjects]) => `${subjects.join(', ')}: ${actions}`).join(' · ');
}

/** A row of a subject, in every section of it (section null) or in one: a grant, a review rule. */
export interface SubjectRow {
  subject: PermissionSubject;
  section: number | null;
}

/** The first of `subjects` no row covers as a whole, for a new row (the first subject when every one is). */
export function firstUncoveredSubject(rows: readonly SubjectRow[], subjects: readonly PermissionSubject[]): PermissionSubject {
  return subjects.find((candidate) => !rows.some((row) => row.subject === candidate && row.section === null)) ?? subjects[0]!;
}

/** A new row: the first subject not yet granted as a whole, no action chosen yet. */
export function newGrant(grants: readonly Grant[]): Grant {
  return { subject: firstUncoveredSubject(grants, PERMISSION_SUBJECTS), section: null, actions: [] };
}

/** Another subject: its sections are another kind, so the row goes back to every section. */
export function withSubject<Row extends SubjectRow>(row: Row, subject: PermissionSubject): Row {
  return { ...row, subject, section: null };
}

/** `message` for each row whose subject and section an earlier row has too, keyed as the API names it (`${listName}.N`). */
export function repeatedRowErrors(rows: readonly SubjectRow[], listName: string, message: string): Record<string, string> {
  const errors: Record<string, string> = {};
  const seen = new Set<string>();
  for (const [index, row] of rows.entries()) {
    const key = `${row.subject}/${row.section ?? 'all'}`;
    if (seen.has(key)) errors[`${listName}.${index}`] = message;
    seen.add(key);
  }
  return errors;
}

/** The actions checked, in the order the form lists them. */
export function withActions(grant: Grant, actions: readonly string[]): Grant {
  return { ...grant, actions: PERMISSION_ACTIONS.filter((action): action is PermissionAction => actions.includes(action)) };
}

/**
 * What the form refuses before sending, keyed as the API names the fields: a row without an
 * action (grants.N.actions), a subject and section granted in an earlier row too (grants.N).
 */
export function grantErrors(grants: readonly Grant[], messages: { chooseAction: string; duplicate: string }): Record<string, string> {
  const errors = repeatedRowErrors(grants, 'grants', messages.duplicate);
  for (const [index, grant] of grants.entries()) if (grant.actions.length === 0) errors[`grants.${index}.actions`] = messages.chooseAction;
  return errors;
}

/** The API's field messages (written in English) that the screen says in the dashboard's words. */
export const KNOWN_FIELD_MESSAGES: readonly [start: string, key: string][] = [
  ['Required', 'rules.required'],
  ['Already in use', 'groups.nameTaken'],
  ['Choose at least one action', 'groups.chooseAction'],
  ['This subject and section are named twice', 'groups.duplicate'],
  ['No such ', 'groups.sectionMissing'],
  ['A built-in group keeps its name', 'groups.builtInName'],
  ['Administrators may do everything', 'groups.adminHolds'],
];

/** The API's per-field messages, the known ones translated, the others as they are. */
export function localizeGroupFieldErrors(fields: Record<string, unknown> | undefined, t: Translate): Record<string, string> {
  return Object.fromEntries(
    Object.entries(fields ?? {}).map(([field, message]) => {
      const known = KNOWN_FIELD_MESSAGES.find(([start]) => String(message).startsWith(start));
      return [field, known ? t(known[1]) : String(message)];
    }),
  );
}
