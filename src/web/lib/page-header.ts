import { useLayoutEffect } from 'react';
import { useDocumentTitle } from './document-title.js';
import { type Breadcrumb, uiStore } from './ui-store.js';

export interface PageHeader {
  /** The page's <h1>, shown by the layout above the screen; also the document title. */
  title: string;
  /** Language of the title when the item is shown in a fallback locale. */
  lang?: string | undefined;
  /** URL of a cover image shown beside the title. */
  cover?: string | null;
  /** Trail after 'Home' (the layout adds Home); the last entry is the current page, without `to`. */
  breadcrumbs?: Breadcrumb[];
}

/**
 * What a screen says about itself: the layout renders the title as the page's h1, the cover and
 * the breadcrumbs; cleared again when the screen goes. `null` while data is loading.
 */
export function usePageHeader(header: PageHeader | null): void {
  const title = header?.title ?? '';
  const lang = header?.lang ?? '';
  const cover = header?.cover ?? '';
  const breadcrumbs = JSON.stringify(header?.breadcrumbs ?? []);
  useDocumentTitle(title || null);
  // Layout effect: the banner changes in the same frame as the screen, before the browser paints
  // (and before a restored scroll position is measured against it).
  useLayoutEffect(() => {
    uiStore.setHeader(title, lang);
    uiStore.setCover(cover);
    uiStore.setBreadcrumbs(JSON.parse(breadcrumbs) as Breadcrumb[]);
    return () => {
      uiStore.setHeader('');
      uiStore.setCover('');
      uiStore.setBreadcrumbs([]);
    };
  }, [title, lang, cover, breadcrumbs]);
}
