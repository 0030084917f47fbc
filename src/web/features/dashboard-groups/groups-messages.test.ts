import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../../common/locales.js';
import { BUILT_IN_GROUPS, PERMISSION_ACTIONS, PERMISSION_SUBJECTS, SECTIONS_OF } from '../../../common/permissions.js';
import { KNOWN_FIELD_MESSAGES } from './grant-rules.js';
import { featureSources, keysAskedFor, readCatalogue } from '../../locales/message-catalogue.js';

const messages = readCatalogue('dashboard');
const SECTION_KINDS = [...new Set(Object.values(SECTIONS_OF))];

/** Keys put together at run time. */
const DYNAMIC = [
  'sections.groups',
  ...BUILT_IN_GROUPS.map((key) => `groups.builtIn.${key}`),
  ...PERMISSION_SUBJECTS.map((subject) => `groups.subjects.${subject}`),
  ...PERMISSION_ACTIONS.map((action) => `groups.actionNames.${action}`),
  ...SECTION_KINDS.flatMap((kind) => [`groups.sectionKinds.${kind}`, `groups.everySection.${kind}`]),
  ...KNOWN_FIELD_MESSAGES.map(([, key]) => key),
];

describe('groups messages', () => {
  it('have every key the screen asks for, in every locale', () => {
    const used = keysAskedFor(featureSources(fileURLToPath(new URL('.', import.meta.url))));
    expect(used.size).toBeGreaterThan(30);
    for (const locale of LOCALES) expect([...used, ...DYNAMIC].filter((key) => !messages[locale].has(key)), locale).toEqual([]);
  });
});
