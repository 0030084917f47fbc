import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../../common/locales.js';
import { CONTENT_STATUSES } from '../../../common/schemas/common.js';
import { flattenMessages, readMessages } from '../../locales/message-catalogue.js';
import { TEXT_FIELDS } from './file-form.js';

const HERE = dirname(fileURLToPath(import.meta.url));
const sr = flattenMessages(readMessages('sr', 'dashboard-files') ?? {});

/** Keys put together at run time. */
const DYNAMIC = [
  ...LOCALES.map((locale) => `form.locales.${locale}`),
  ...CONTENT_STATUSES.map((status) => `statuses.${status}`),
  ...TEXT_FIELDS.flatMap((field) => [`form.${field}`, `form.latOverride.${field}`]),
  'delete.linked.article',
  'delete.linked.page',
];

describe('files screen messages', () => {
  it('have every key the screen asks for, in Serbian', () => {
    const sources = readdirSync(HERE).filter((name) => /\.tsx?$/.test(name) && !name.endsWith('.test.ts'));
    const used = new Set<string>();
    for (const name of sources) for (const match of readFileSync(join(HERE, name), 'utf8').matchAll(/\bt\('([\w.-]+)'/g)) used.add(match[1]!);
    expect(used.size).toBeGreaterThan(40);
    expect([...used, ...DYNAMIC].filter((key) => !sr.has(key))).toEqual([]);
  });

  it('are written in Cyrillic for sr and without it for lat', () => {
    const cyrillic = /[\u0400-\u04ff]/;
    expect(cyrillic.test(sr.get('upload.choose')!)).toBe(true);
    for (const locale of LOCALES.filter((code) => code !== 'sr')) {
      expect([...flattenMessages(readMessages(locale, 'dashboard-files') ?? {}).values()].filter((text) => cyrillic.test(text)), locale).toEqual([]);
    }
  });
});
