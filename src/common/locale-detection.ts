import { DEFAULT_LOCALE, type Locale, isLocale } from './locales.js';

/** The cookie that remembers the visitor's locale (SPEC §9: 365 days, path /, SameSite lax). */
export const LOCALE_COOKIE_NAME = 'i18n_redirected';
export const LOCALE_COOKIE_MAX_AGE_S = 31_536_000;

export function localeCookie(locale: Locale): string {
  return `${LOCALE_COOKIE_NAME}=${locale}; max-age=${LOCALE_COOKIE_MAX_AGE_S}; path=/; SameSite=Lax`;
}

/** The locale stored in a `document.cookie` / Cookie header string, if it names one. */
export function readLocaleCookie(cookies: string): Locale | null {
  for (const part of cookies.split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === LOCALE_COOKIE_NAME) {
      const locale = decodeURIComponent(value.join('='));
      return isLocale(locale) ? locale : null;
    }
  }
  return null;
}

// Serbian written in Latin, and the closely related languages whose readers read Latin script.
const LATIN_LANGUAGES = new Set(['sh', 'bs', 'hr']);

/** The portal locale for one BCP 47 tag; null when the portal has nothing closer than the default. */
export function localeOfLanguageTag(tag: string): Locale | null {
  const [language, ...subtags] = tag.trim().toLowerCase().replace(/_/g, '-').split('-');
  if (language === 'en') return 'en';
  if (language && LATIN_LANGUAGES.has(language)) return 'lat';
  if (language !== 'sr') return null;
  return subtags.includes('latn') ? 'lat' : 'sr';
}

/** Language tags of an Accept-Language value, most preferred first (q=0 entries dropped). */
export function parseLanguageList(header: string): string[] {
  return header
    .split(',')
    .map((entry, index) => {
      const [tag = '', ...params] = entry.trim().split(';');
      const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find(Boolean);
      return { tag: tag.trim(), quality: q === undefined ? 1 : Number(q), index };
    })
    .filter((entry) => entry.tag && entry.tag !== '*' && entry.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index)
    .map((entry) => entry.tag);
}

/**
 * The visitor's preferred locale: the cookie first, then the first browser language the portal
 * has (a German reader who also lists English gets English), else the default sr.
 */
export function detectPreferredLocale(input: { cookie?: Locale | null; languages: readonly string[] }): Locale {
  if (input.cookie) return input.cookie;
  for (const tag of input.languages) {
    const locale = localeOfLanguageTag(tag);
    if (locale) return locale;
  }
  return DEFAULT_LOCALE;
}

/** The locale an Accept-Language header prefers; null when it lists none the portal has. */
export function localeFromAcceptLanguage(header: string | undefined): Locale | null {
  for (const tag of parseLanguageList(header ?? '')) {
    const locale = localeOfLanguageTag(tag);
    if (locale) return locale;
  }
  return null;
}
