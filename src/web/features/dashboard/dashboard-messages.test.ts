import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { flattenMessages, placeholders, readMessages } from '../../locales/message-catalogue.js';
import { LOCALES } from '../../../common/locales.js';
import { DASHBOARD_SECTIONS } from '../../../common/routes.js';
import { ROLES } from '../../../common/schemas/user.js';
import { SECTION_OF_TYPE } from './section-paths.js';

const HERE = dirname(fileURLToPath(import.meta.url));

const messages = Object.fromEntries(
  LOCALES.map((locale) => [locale, flattenMessages(readMessages(locale, 'dashboard') ?? {})]),
) as Record<(typeof LOCALES)[number], Map<string, string>>;


describe('dashboard messages', () => {
  it('have the same keys and placeholders in every locale, none empty', () => {
    const keys = [...messages.sr.keys()].sort();
    for (const locale of LOCALES) {
      expect([...messages[locale].keys()].sort(), locale).toEqual(keys);
      for (const [key, text] of messages[locale]) {
        expect(text.trim(), `${locale}:${key}`).not.toBe('');
        expect(placeholders(text), `${locale}:${key}`).toEqual(placeholders(messages.sr.get(key)!));
      }
    }
  });

  it('write sr in Cyrillic and lat without it', () => {
    const cyrillic = /[\u0400-\u04ff]/;
    expect([...messages.lat.values()].filter((text) => cyrillic.test(text))).toEqual([]);
    expect(cyrillic.test(messages.sr.get('signIn.title')!)).toBe(true);
  });

  it('have every key the dashboard asks for', () => {
    const files = [...readdirSync(HERE).filter((name) => /\.tsx?$/.test(name) && !name.endsWith('.test.ts')).map((name) => join(HERE, name)), join(HERE, '..', '..', 'app', 'admin-layout.tsx')];
    const used = new Set<string>();
    for (const file of files) for (const match of readFileSync(file, 'utf8').matchAll(/\bt\('([\w.-]+)'/g)) used.add(match[1]!);
    const dynamic = [
      ...DASHBOARD_SECTIONS.map((section) => `sections.${section}`),
      ...Object.keys(SECTION_OF_TYPE).map((type) => `types.${type}`),
      ...ROLES.map((role) => `roles.${role}`),
    ];
    expect(used.size).toBeGreaterThan(50);
    expect([...used, ...dynamic].filter((key) => !messages.sr.has(key))).toEqual([]);
  });
});
