import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../../common/locales.js';
import { cyrillicTexts, keysAskedFor, readCatalogue } from '../../locales/message-catalogue.js';
import { ERROR_MESSAGE_KEYS } from './error-view.js';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const messages = readCatalogue('common');

/** Words of a programmer, not of a reader: none may be in what an error page says. */
const TECHNICAL = /failed to fetch|dynamically imported|module|exception|undefined|null|stack|TypeError|\bHTTP\b|\b[45]\d\d\b/i;

describe('error page texts', () => {
  const keys = [...keysAskedFor([path.join(HERE, 'error-view.tsx'), path.join(HERE, 'error-page-boundary.tsx')]), ...ERROR_MESSAGE_KEYS];

  it('are in every locale, for every kind of error', () => {
    expect(ERROR_MESSAGE_KEYS.length).toBeGreaterThanOrEqual(12);
    for (const locale of LOCALES) expect(keys.filter((key) => !messages[locale].has(key)), locale).toEqual([]);
  });

  it('speak each locale: Cyrillic in sr, none in lat and en', () => {
    for (const key of keys) {
      expect(cyrillicTexts(new Map([[key, messages.sr.get(key)!]])), `sr ${key}`).toHaveLength(1);
      expect(cyrillicTexts(new Map([[key, messages.lat.get(key)!]])), `lat ${key}`).toEqual([]);
      expect(cyrillicTexts(new Map([[key, messages.en.get(key)!]])), `en ${key}`).toEqual([]);
    }
  });

  it('are words for readers, with no technical message or bare status', () => {
    for (const locale of LOCALES) {
      for (const key of keys) expect(messages[locale].get(key), `${locale} ${key}`).not.toMatch(TECHNICAL);
    }
  });
});
