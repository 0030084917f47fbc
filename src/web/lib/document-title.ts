import { useEffect } from 'react';
import type { Locale } from '../../common/locales.js';
import { pageTitle } from '../../common/site-name.js';
import { useLocale } from './locale.js';

/** The document's title in a locale: `${title} | NOKS` (the portal's name in that locale), just the name without a title. */
export function documentTitle(locale: Locale, title: string | null | undefined): string {
  return pageTitle(locale, title);
}

/** Sets document.title to the screen's title and the portal's name in the page's locale while mounted. */
export function useDocumentTitle(title: string | null | undefined): void {
  const locale = useLocale();
  useEffect(() => {
    document.title = documentTitle(locale, title);
  }, [locale, title]);
}
