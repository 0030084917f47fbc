import { useLocation } from 'react-router';
import { DEFAULT_LOCALE, type Locale } from '../../common/locales.js';
import { matchPath } from '../../common/routes.js';
import { rememberLast } from './remember-last.js';

/** The locale of a path, from its prefix (none for sr, /lat, /en). */
export function localeOfPath(pathname: string): Locale {
  return matchPath(pathname)?.locale ?? (/^\/(lat|en)(\/|$)/.exec(pathname)?.[1] as Locale | undefined) ?? DEFAULT_LOCALE;
}

// Every component of a page asks for the locale of the same path: the route table is matched once.
const localeOfCurrentPath = rememberLast(localeOfPath);

export function useLocale(): Locale {
  return localeOfCurrentPath(useLocation().pathname);
}
