import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../../common/locales.js';
import { flattenMessages, readMessages } from '../../locales/message-catalogue.js';
import { BACKGROUND_COLOURS, TEXT_COLOURS } from './colours.js';
import { ALIGNMENTS } from './editor-extensions.js';

const HERE = dirname(fileURLToPath(import.meta.url));

const messages = Object.fromEntries(LOCALES.map((locale) => [locale, flattenMessages(readMessages(locale, 'rich-text-editor') ?? {})])) as Record<
  (typeof LOCALES)[number],
  Map<string, string>
>;

describe('rich-text editor messages', () => {
  it('have every key the editor asks for, in every locale', () => {
    const sources = readdirSync(HERE).filter((name) => /\.tsx?$/.test(name) && !name.endsWith('.test.ts'));
    const used = new Set<string>();
    for (const name of sources) for (const match of readFileSync(join(HERE, name), 'utf8').matchAll(/\bt\('([\w.-]+)'/g)) used.add(match[1]!);
    const dynamic = [
      ...ALIGNMENTS.map((alignment) => `toolbar.align.${alignment}`),
      ...[...TEXT_COLOURS, ...BACKGROUND_COLOURS].map((colour) => `colours.names.${colour.name}`),
      // Asked for through a ref to t (the task items' checkbox labels).
      'taskCheckbox',
      'taskCheckboxEmpty',
    ];
    expect(used.size).toBeGreaterThan(60);
    for (const locale of LOCALES) expect([...used, ...dynamic].filter((key) => !messages[locale].has(key)), locale).toEqual([]);
  });

  it('write sr in Cyrillic and lat without it', () => {
    const cyrillic = /[\u0400-\u04ff]/;
    expect([...messages.lat.values()].filter((text) => cyrillic.test(text))).toEqual([]);
    expect(cyrillic.test(messages.sr.get('toolbar.bold')!)).toBe(true);
  });
});
