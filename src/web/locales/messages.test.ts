import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../common/locales.js';

const LOCALES_DIR = path.dirname(fileURLToPath(import.meta.url));
/** Every namespace any locale has a file for, so a new namespace is checked without listing it. */
const NAMESPACES = [
  ...new Set(LOCALES.flatMap((locale) => fs.readdirSync(path.join(LOCALES_DIR, locale)).filter((f) => f.endsWith('.json')).map((f) => f.slice(0, -5)))),
];
// i18next plural forms differ by language (Serbian has _few, English not): compare the base key.
const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

type Messages = { [key: string]: string | Messages };

function readMessages(locale: string, namespace: string): Messages | null {
  const file = path.join(LOCALES_DIR, locale, `${namespace}.json`);
  return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as Messages) : null;
}

function flatten(messages: Messages, prefix = ''): Map<string, string> {
  const keys = new Map<string, string>();
  for (const [key, value] of Object.entries(messages)) {
    const full = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') keys.set(full, value);
    else for (const [inner, text] of flatten(value, full)) keys.set(inner, text);
  }
  return keys;
}

function baseKeys(messages: Messages): Set<string> {
  return new Set([...flatten(messages).keys()].map((key) => key.replace(PLURAL_SUFFIX, '')));
}

/** {{name}} placeholders of a text, so a translation cannot drop or rename one. */
function placeholders(text: string): string[] {
  return [...text.matchAll(/\{\{\s*([\w.]+)\s*(?:,[^}]*)?\}\}/g)].map((m) => m[1]!).sort();
}

const SPEC_KEYS = [
  'welcome', 'article', 'category', 'page', 'actuality', 'files', 'noks', 'serbia', 'search', 'news', 'home', 'presentations',
  'categories.citizen', 'categories.employers', 'categories.institutions', 'categories.category', 'advice.latestNews', 'advice.calendar',
];

describe('message catalogues', () => {
  for (const namespace of NAMESPACES) {
    describe(namespace, () => {
      const catalogues = LOCALES.map((locale) => ({ locale, messages: readMessages(locale, namespace) }));
      const present = catalogues.filter((entry) => entry.messages !== null);

      it('exists in every locale or in none', () => {
        const missing = catalogues.filter((entry) => entry.messages === null).map((entry) => entry.locale);
        if (namespace === 'common') expect(missing).toEqual([]);
        else expect(missing.length === 0 || missing.length === LOCALES.length, `${namespace}.json missing for ${missing.join(', ')}`).toBe(true);
      });

      it('has the same keys in every locale', () => {
        const all = new Set(present.flatMap((entry) => [...baseKeys(entry.messages!)]));
        for (const { locale, messages } of present) {
          const own = baseKeys(messages!);
          const missing = [...all].filter((key) => !own.has(key)).sort();
          expect(missing, `keys missing in ${locale}/${namespace}.json`).toEqual([]);
        }
      });

      it('has no empty texts and keeps every placeholder (plural forms may differ)', () => {
        const reference = present[0] && flatten(present[0].messages!);
        for (const { locale, messages } of present) {
          for (const [key, text] of flatten(messages!)) {
            expect(text.trim(), `${locale}/${namespace}.json ${key} is empty`).not.toBe('');
            const other = PLURAL_SUFFIX.test(key) ? undefined : reference?.get(key);
            if (other !== undefined) expect(placeholders(text), `${locale}/${namespace}.json ${key} placeholders`).toEqual(placeholders(other));
          }
        }
      });
    });
  }

  it('holds the message keys the spec names (SPEC §3) in every locale', () => {
    for (const locale of LOCALES) {
      const keys = flatten(readMessages(locale, 'common') ?? {});
      expect(SPEC_KEYS.filter((key) => !keys.has(key)), locale).toEqual([]);
    }
  });

  it('says the error texts of the spec in English', () => {
    const en = flatten(readMessages('en', 'common') ?? {});
    expect(en.get('errors.notFound')).toBe('This page could not be found');
    expect(en.get('errors.goHome')).toBe('Go back to home');
    expect(en.get('errors.errorPageFailed')).toBe('An error occurred while showing the error page');
  });

  it('detects a key missing in one locale', () => {
    const sr = baseKeys({ a: 'x', b: { c: 'y' } });
    const en = baseKeys({ a: 'x' });
    expect([...sr].filter((key) => !en.has(key))).toEqual(['b.c']);
    expect(baseKeys({ items_one: '', items_few: '', items_other: '' })).toEqual(new Set(['items']));
  });
});
