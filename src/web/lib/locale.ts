import type { i18n as I18n } from 'i18next';
import { useContext } from 'react';
import { I18nContext, getI18n } from 'react-i18next';
import { useLocation } from 'react-router';
import { DEFAULT_LOCALE, type Locale, isLocale } from '../../common/locales.js';
import { matchPath } from '../../common/routes.js';
import { rememberLast } from './remember-last.js';

/** The locale a path names: its route's, else its prefix's (/lat, /en); null when it names none. */
function localeNamedByPath(pathname: string): Locale | null {
  return matchPath(pathname)?.locale ?? (/^\/(lat|en)(\/|$)/.exec(pathname)?.[1] as Locale | undefined) ?? null;
}

/** The locale of a path, from its prefix (none for sr, /lat, /en). */
export function localeOfPath(pathname: string): Locale {
  return localeNamedByPath(pathname) ?? DEFAULT_LOCALE;
}

// Every component of a page asks for the locale of the same path: the route table is matched once.
const localeNamedByCurrentPath = rememberLast(localeNamedByPath);

/**
 * The page's locale: the one its path names. A path that names none, outside the route table and
 * without a prefix (a file's address, whose error the server answers with its page in the reader's
 * language), is in the language the page's messages are in, the same on the server and in the browser.
 */
export function useLocale(): Locale {
  const named = localeNamedByCurrentPath(useLocation().pathname);
  const i18n = useContext(I18nContext)?.i18n ?? (getI18n() as I18n | undefined);
  if (named) return named;
  return isLocale(i18n?.language) ? i18n.language : DEFAULT_LOCALE;
}
