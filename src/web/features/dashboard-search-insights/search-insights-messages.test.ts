import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../../common/locales.js';
import { BEST_BET_TYPES } from '../../../common/schemas/search-insights.js';
import { featureSources, keysAskedFor, readCatalogue } from '../../locales/message-catalogue.js';

const messages = readCatalogue('dashboard');

/** Keys put together at run time. */
const DYNAMIC = [
  'sections.search-insights',
  ...LOCALES.map((locale) => `searchInsights.locales.${locale}`),
  ...BEST_BET_TYPES.flatMap((type) => [`searchInsights.bestBets.types.${type}`, `searchInsights.bestBets.item.${type}`]),
  ...['frequent', 'noResults', 'notOpened'].flatMap((list) => [`searchInsights.lists.${list}.title`, `searchInsights.lists.${list}.empty`]),
];

describe('search insights messages', () => {
  it('have every key the screen asks for, in every locale', () => {
    const used = keysAskedFor(featureSources(fileURLToPath(new URL('.', import.meta.url))));
    expect(used.size).toBeGreaterThan(30);
    for (const locale of LOCALES) expect([...used, ...DYNAMIC].filter((key) => !messages[locale].has(key)), locale).toEqual([]);
  });
});
