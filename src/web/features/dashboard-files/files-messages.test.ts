import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../../common/locales.js';
import { DOCUMENT_WARNINGS } from '../../../common/schemas/admin.js';
import { CONTENT_STATUSES } from '../../../common/schemas/common.js';
import { cyrillicTexts, featureSources, keysAskedFor, readCatalogue } from '../../locales/message-catalogue.js';
import { TEXT_FIELDS } from './file-form.js';

const messages = readCatalogue('dashboard-files');

/** Keys put together at run time. */
const DYNAMIC = [
  ...LOCALES.map((locale) => `form.locales.${locale}`),
  ...CONTENT_STATUSES.map((status) => `statuses.${status}`),
  ...DOCUMENT_WARNINGS.map((warning) => `warnings.${warning}`),
  ...TEXT_FIELDS.flatMap((field) => [`form.${field}`, `form.latOverride.${field}`]),
  'delete.linked.article',
  'delete.linked.page',
];

describe('files screen messages', () => {
  it('have every key the screen asks for, in Serbian', () => {
    const used = keysAskedFor(featureSources(fileURLToPath(new URL('.', import.meta.url))));
    expect(used.size).toBeGreaterThan(40);
    expect([...used, ...DYNAMIC].filter((key) => !messages.sr.has(key))).toEqual([]);
  });

  it('are written in Cyrillic for sr and without it for lat', () => {
    expect(cyrillicTexts(messages.sr)).toContain(messages.sr.get('upload.choose'));
    for (const locale of LOCALES.filter((code) => code !== 'sr')) expect(cyrillicTexts(messages[locale]), locale).toEqual([]);
  });
});
