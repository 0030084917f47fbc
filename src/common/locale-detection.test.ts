import { describe, expect, it } from 'vitest';
import { localeFromAcceptLanguage } from './locale-detection.js';

describe('localeFromAcceptLanguage', () => {
  it.each([
    ['sr-Latn-RS,sr;q=0.9', 'lat'],
    ['sh', 'lat'],
    ['bs', 'lat'],
    ['hr-HR,hr;q=0.9,en;q=0.8', 'lat'],
    ['sr', 'sr'],
    ['sr-Cyrl-RS', 'sr'],
    ['SR-rs', 'sr'],
    ['en-US,en;q=0.9', 'en'],
    ['de-DE,de;q=0.9,en;q=0.4', 'en'],
    ['en;q=0.5, sr-Latn;q=0.7', 'lat'],
    ['en;q=0, sr;q=0.1', 'sr'],
  ])('%s → %s', (header, locale) => {
    expect(localeFromAcceptLanguage(header)).toBe(locale);
  });

  it('is null when none of the portal languages is listed', () => {
    for (const header of [undefined, '', '*', 'de-DE,fr;q=0.5', 'en;q=0', 'serbian']) expect(localeFromAcceptLanguage(header)).toBeNull();
  });
});
