import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../common/locales.js';
import { LOCALES_DIR, type Messages, flattenMessages, placeholders, readMessages } from './message-catalogue.js';

/** Every namespace any locale has a file for, so a new namespace is checked without listing it. */
const NAMESPACES = [
  ...new Set(LOCALES.flatMap((locale) => fs.readdirSync(path.join(LOCALES_DIR, locale)).filter((f) => f.endsWith('.json')).map((f) => f.slice(0, -5)))),
];
// i18next plural forms differ by language (Serbian has _few, English not): compare the base key.
const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

function baseKeys(messages: Messages): Set<string> {
  return new Set([...flattenMessages(messages).keys()].map((key) => key.replace(PLURAL_SUFFIX, '')));
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
        const reference = present[0] && flattenMessages(present[0].messages!);
        for (const { locale, messages } of present) {
          for (const [key, text] of flattenMessages(messages!)) {
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
      const keys = flattenMessages(readMessages(locale, 'common') ?? {});
      expect(SPEC_KEYS.filter((key) => !keys.has(key)), locale).toEqual([]);
    }
  });

  it('says the error texts of the spec in English', () => {
    const en = flattenMessages(readMessages('en', 'common') ?? {});
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
