import { readdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { cyrillicTexts, keysAskedFor, placeholders, readCatalogue } from '../locales/message-catalogue.js';
import { LOCALES } from '../../common/locales.js';
import { AUDIENCES } from '../../common/schemas/content.js';
import { FILE_KINDS } from '../../common/schemas/public.js';
import { SEARCH_TYPES } from '../../common/schemas/search.js';
import { THEME_COLOURS } from './inspire/inspire-samples.js';

const FEATURES = dirname(fileURLToPath(import.meta.url));

const messages = readCatalogue('screens');

/** The dashboard's folders use their own namespaces, checked by their own message tests. */
const OTHER_NAMESPACE_FOLDERS = new Set(['dashboard', 'dashboard-lists', 'dashboard-edit', 'dashboard-files', 'dashboard-media', 'dashboard-menu', 'dashboard-translations', 'dashboard-search-insights', 'dashboard-groups', 'dashboard-submissions', 'rich-text-editor']);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return OTHER_NAMESPACE_FOLDERS.has(name) ? [] : sourceFiles(path);
    return name.endsWith('.tsx') || (name.endsWith('.ts') && !name.endsWith('.test.ts')) ? [path] : [];
  });
}

describe('screens messages', () => {
  it('has the same keys in every locale, none empty', () => {
    const keys = [...messages.sr.keys()].sort();
    for (const locale of LOCALES) {
      expect([...messages[locale].keys()].sort(), locale).toEqual(keys);
      for (const [key, text] of messages[locale]) expect(text.trim(), `${locale}:${key}`).not.toBe('');
    }
  });

  it('uses the same placeholders in every locale', () => {
    for (const [key, text] of messages.sr) {
      for (const locale of LOCALES) expect(placeholders(messages[locale].get(key)!), `${locale}:${key}`).toEqual(placeholders(text));
    }
  });

  it('writes sr in Cyrillic and lat without it', () => {
    expect(cyrillicTexts(messages.lat)).toEqual([]);
    expect(cyrillicTexts(messages.sr)).toContain(messages.sr.get('home.hero.title'));
  });

  it('has every key the screens ask for', () => {
    const used = keysAskedFor(sourceFiles(FEATURES));
    const dynamic = [
      ...LOCALES.map((locale) => `common.languages.${locale}`),
      ...FILE_KINDS.map((kind) => `files.kinds.${kind}`),
      ...SEARCH_TYPES.map((type) => `search.types.${type}`),
      ...AUDIENCES.flatMap((audience) => ['title', 'intro', 'more'].map((part) => `home.audiences.${audience}.${part}`)),
      ...THEME_COLOURS.map((colour) => `inspire.colours.${colour.name}`),
    ];
    expect(used.size).toBeGreaterThan(50);
    const missing = [...used, ...dynamic].filter((key) => !messages.sr.has(key));
    expect(missing).toEqual([]);
  });
});
