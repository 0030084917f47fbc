import { type ReactElement, useLayoutEffect } from 'react';
import { useDocumentTitle } from '../lib/document-title.js';
import { type Breadcrumb, uiStore } from '../lib/ui-store.js';
import { Breadcrumbs } from './ui/breadcrumbs.js';

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
 * What a screen says about itself: the title as the page's h1 and the document title, the cover
 * and the breadcrumbs. Returns the banner the screen renders first (null while data is loading),
 * and keeps the store's header, cover and breadcrumbs in step, cleared when the screen goes.
 */
export function usePageHeader(header: PageHeader | null): ReactElement | null {
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
  return header ? <PageBanner header={header} /> : null;
}

/**
 * The top of <main>: breadcrumbs, the page's h1 and its cover. A screen renders it first (see
 * usePageHeader), so the server's HTML holds it too; screens without a header render their own h1.
 */
export function PageBanner({ header }: { header: PageHeader }) {
  return (
    <div className="page-banner">
      <div className="content">
        <Breadcrumbs trail={header.breadcrumbs ?? []} />
        <div className={header.cover ? 'page-banner__heading page-banner__heading--cover' : 'page-banner__heading'}>
          <h1 lang={header.lang || undefined}>{header.title}</h1>
          {header.cover && <img className="page-banner__cover" src={header.cover} alt="" />}
        </div>
      </div>
    </div>
  );
}
