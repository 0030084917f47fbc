import { describe, expect, it } from 'vitest';
import type { Grant } from '../../../common/permissions.js';
import { firstUncoveredSubject, grantErrors, groupName, localizeGroupFieldErrors, newGrant, repeatedRowErrors, summarizeGrants, withActions, withSubject } from './grant-rules.js';

/** A `t` that shows which key was asked for, with its values. */
const t = (key: string, options?: Record<string, unknown>) => (options ? `${key}(${Object.values(options).join('|')})` : key.split('.').pop()!);
const noTitles = () => undefined;

describe('group names', () => {
  it('translate the built-in groups and keep the names admins gave', () => {
    expect(groupName({ key: 'authors', name: 'Authors' }, t)).toBe('authors');
    expect(groupName({ key: null, name: 'Newsroom' }, t)).toBe('Newsroom');
  });
});

describe('a group’s grants in a line', () => {
  it('says everything for administrators and nothing for a group without grants', () => {
    expect(summarizeGrants({ admin: true, grants: [] }, t, noTitles)).toBe('everything');
    expect(summarizeGrants({ admin: false, grants: [] }, t, noTitles)).toBe('nothing');
  });

  it('puts together the subjects with the same actions, in the form’s order of actions, and names a section', () => {
    const grants: Grant[] = [
      { subject: 'articles', section: 7, actions: ['edit', 'create'] },
      { subject: 'pages', section: null, actions: ['create', 'edit'] },
      { subject: 'media', section: null, actions: ['create'] },
      { subject: 'councils', section: 3, actions: ['publish'] },
    ];
    const titles = (kind: string, id: number) => (kind === 'categories' && id === 7 ? 'News' : undefined);
    expect(summarizeGrants({ admin: false, grants }, t, titles)).toBe('groups.inSection(articles|News), pages: create, edit · media: create · groups.inSection(councils|#3): publish');
  });
});

describe('grant rows', () => {
  it('start on the first subject not yet granted as a whole, with no action', () => {
    expect(newGrant([])).toEqual({ subject: 'articles', section: null, actions: [] });
    expect(newGrant([{ subject: 'articles', section: null, actions: ['edit'] }, { subject: 'pages', section: 2, actions: ['edit'] }]).subject).toBe('pages');
  });

  it('go back to every section when the subject changes, and keep the actions in order', () => {
    expect(withSubject({ subject: 'articles', section: 4, actions: ['edit'] }, 'files')).toEqual({ subject: 'files', section: null, actions: ['edit'] });
    expect(withActions({ subject: 'tags', section: null, actions: [] }, ['delete', 'create', 'unknown']).actions).toEqual(['create', 'delete']);
  });

  it('start on the first of the subjects offered that no row covers as a whole, the first when every one is', () => {
    const rows = [{ subject: 'levels', section: null }, { subject: 'standards', section: 3 }] as const;
    expect(firstUncoveredSubject(rows, ['levels', 'standards', 'providers'])).toBe('standards');
    expect(firstUncoveredSubject(rows, ['levels'])).toBe('levels');
  });

  it('name each row whose subject and section an earlier row has, under the list’s name', () => {
    const rows = [
      { subject: 'articles', section: 4 },
      { subject: 'articles', section: null },
      { subject: 'articles', section: 4 },
      { subject: 'files', section: 4 },
      { subject: 'articles', section: null },
    ] as const;
    expect(repeatedRowErrors(rows, 'rules', 'twice')).toEqual({ 'rules.2': 'twice', 'rules.4': 'twice' });
    expect(repeatedRowErrors([], 'rules', 'twice')).toEqual({});
  });

  it('are refused without an action, and when a subject and section repeat', () => {
    const messages = { chooseAction: 'choose', duplicate: 'twice' };
    const grants: Grant[] = [
      { subject: 'articles', section: 4, actions: ['edit'] },
      { subject: 'articles', section: null, actions: [] },
      { subject: 'articles', section: 4, actions: ['create'] },
    ];
    expect(grantErrors(grants, messages)).toEqual({ 'grants.1.actions': 'choose', 'grants.2': 'twice' });
    expect(grantErrors(grants.slice(0, 1), messages)).toEqual({});
  });
});

describe('the API’s field messages', () => {
  it('are translated when known and kept as they are when not', () => {
    expect(localizeGroupFieldErrors({ name: 'Already in use', 'grants.0.section': 'No such category: 9', description: 'Too long' }, t)).toEqual({
      name: 'nameTaken',
      'grants.0.section': 'sectionMissing',
      description: 'Too long',
    });
    expect(localizeGroupFieldErrors(undefined, t)).toEqual({});
  });
});
