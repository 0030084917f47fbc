import { describe, expect, it, vi } from 'vitest';
import {
  detectPreferredLocale,
  localeCookie,
  localeOfLanguageTag,
  parseLanguageList,
  readLocaleCookie,
} from '../../common/locale-detection.js';
import { addLocaleSwitchHooks, isLocaleSwitch, rootRedirect, switchLocale } from './locale-switch.js';

describe('locale detection', () => {
  it('maps Latin-script Serbian and its neighbours to lat', () => {
    for (const tag of ['sr-Latn', 'sr-Latn-RS', 'sr_Latn_ME', 'sh', 'bs', 'bs-BA', 'hr', 'hr-HR']) expect(localeOfLanguageTag(tag), tag).toBe('lat');
  });

  it('maps Serbian and Cyrillic Serbian to sr', () => {
    for (const tag of ['sr', 'SR', 'sr-Cyrl', 'sr-Cyrl-RS', 'sr-RS', 'sr-ME']) expect(localeOfLanguageTag(tag), tag).toBe('sr');
  });

  it('maps every English variant to en and other languages to nothing', () => {
    for (const tag of ['en', 'en-US', 'en-GB', 'EN-au']) expect(localeOfLanguageTag(tag), tag).toBe('en');
    for (const tag of ['de', 'fr-FR', 'sl', 'mk', '']) expect(localeOfLanguageTag(tag), tag).toBeNull();
  });

  it('prefers the cookie over the browser languages', () => {
    expect(detectPreferredLocale({ cookie: 'en', languages: ['sr-Latn'] })).toBe('en');
    expect(detectPreferredLocale({ cookie: null, languages: ['sr-Latn'] })).toBe('lat');
  });

  it('takes the first browser language the portal has, else sr', () => {
    expect(detectPreferredLocale({ languages: ['de-DE', 'en-US', 'sr'] })).toBe('en');
    expect(detectPreferredLocale({ languages: ['hr', 'en'] })).toBe('lat');
    expect(detectPreferredLocale({ languages: ['de', 'fr'] })).toBe('sr');
    expect(detectPreferredLocale({ languages: [] })).toBe('sr');
  });

  it('reads an Accept-Language list by quality', () => {
    expect(parseLanguageList('en;q=0.5, sr-Latn-RS, sr;q=0.9, *;q=0.1, de;q=0')).toEqual(['sr-Latn-RS', 'sr', 'en']);
    expect(detectPreferredLocale({ languages: parseLanguageList('fr-CH, fr;q=0.9, en;q=0.8, sr;q=0.7') })).toBe('en');
    expect(parseLanguageList('')).toEqual([]);
  });
});

describe('locale cookie', () => {
  it('is i18n_redirected for a year on the whole site, SameSite lax', () => {
    expect(localeCookie('lat')).toBe('i18n_redirected=lat; max-age=31536000; path=/; SameSite=Lax');
  });

  it('is read back from document.cookie, ignoring unknown values', () => {
    expect(readLocaleCookie('a=1; i18n_redirected=en; b=2')).toBe('en');
    expect(readLocaleCookie('i18n_redirected=de')).toBeNull();
    expect(readLocaleCookie('')).toBeNull();
  });
});

describe('root redirect', () => {
  it('sends / to the chosen locale, else to the browser language', () => {
    expect(rootRedirect({ pathname: '/', cookie: 'lat', languages: ['en-US'] })).toBe('lat');
    expect(rootRedirect({ pathname: '/', cookie: null, languages: ['en-US'] })).toBe('en');
    expect(rootRedirect({ pathname: '/', cookie: null, languages: ['sr-Latn'] })).toBe('lat');
  });

  it('stays on the Cyrillic home when that is the choice or nothing better is known', () => {
    expect(rootRedirect({ pathname: '/', cookie: 'sr', languages: ['en-US'] })).toBeNull();
    expect(rootRedirect({ pathname: '/', cookie: null, languages: ['sr-RS', 'en'] })).toBeNull();
    expect(rootRedirect({ pathname: '/', cookie: null, languages: ['de'] })).toBeNull();
  });

  it('never redirects another path', () => {
    expect(rootRedirect({ pathname: '/вест/1/x', cookie: 'en', languages: ['en'] })).toBeNull();
    expect(rootRedirect({ pathname: '/lat', cookie: 'en', languages: ['en'] })).toBeNull();
  });
});

describe('locale switch', () => {
  it('is a no-op for an empty, unknown or current locale', () => {
    expect(isLocaleSwitch('sr', '')).toBe(false);
    expect(isLocaleSwitch('sr', null)).toBe(false);
    expect(isLocaleSwitch('sr', undefined)).toBe(false);
    expect(isLocaleSwitch('sr', 'de')).toBe(false);
    expect(isLocaleSwitch('sr', 'sr')).toBe(false);
    expect(isLocaleSwitch('sr', 'lat')).toBe(true);
  });

  it('stores the cookie, loads the messages, then navigates', async () => {
    const calls: string[] = [];
    const steps = {
      storeLocale: vi.fn((locale: string) => void calls.push(`store ${locale}`)),
      loadMessages: vi.fn(async (locale: string) => void calls.push(`load ${locale}`)),
      navigate: vi.fn((path: string) => void calls.push(`go ${path}`)),
    };
    expect(await switchLocale('sr', 'en', '/en/article/1/news', steps)).toBe(true);
    expect(calls).toEqual(['store en', 'load en', 'go /en/article/1/news']);
  });

  it('runs the before-switch hooks first and the after-switch hooks once the messages are loaded, until they are removed', async () => {
    const calls: string[] = [];
    const steps = {
      storeLocale: (locale: string) => void calls.push(`store ${locale}`),
      loadMessages: async (locale: string) => void calls.push(`load ${locale}`),
      navigate: (path: string) => void calls.push(`go ${path}`),
    };
    const removeFirst = addLocaleSwitchHooks({
      beforeSwitch: async (from, to) => void calls.push(`before ${from}→${to}`),
      afterSwitch: (from, to) => void calls.push(`after ${from}→${to}`),
    });
    const removeSecond = addLocaleSwitchHooks({ afterSwitch: () => void calls.push('after, second') });
    try {
      await switchLocale('sr', 'lat', '/lat', steps);
      expect(calls).toEqual(['before sr→lat', 'store lat', 'load lat', 'after sr→lat', 'after, second', 'go /lat']);
    } finally {
      removeFirst();
      removeSecond();
    }
    calls.length = 0;
    await switchLocale('lat', 'en', '/en', steps);
    expect(calls).toEqual(['store en', 'load en', 'go /en']);
  });

  it('does nothing at all when there is nothing to switch', async () => {
    const steps = { storeLocale: vi.fn(), loadMessages: vi.fn(async () => {}), navigate: vi.fn() };
    const beforeSwitch = vi.fn();
    const remove = addLocaleSwitchHooks({ beforeSwitch });
    expect(await switchLocale('en', 'en', '/en', steps)).toBe(false);
    expect(await switchLocale('en', '', '/', steps)).toBe(false);
    remove();
    expect(beforeSwitch).not.toHaveBeenCalled();
    expect(steps.storeLocale).not.toHaveBeenCalled();
    expect(steps.loadMessages).not.toHaveBeenCalled();
    expect(steps.navigate).not.toHaveBeenCalled();
  });
});
