import { mdiHome, mdiMagnify, mdiReload } from '@mdi/js';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { listPath } from '../../../common/routes.js';
import { SITE_NAME } from '../../../common/site-name.js';
import { useDocumentTitle } from '../../lib/document-title.js';
import { htmlLang } from '../../lib/i18n.js';
import { localeOfPath, useLocale } from '../../lib/locale.js';
import { useMessages } from '../../lib/messages.js';
import { useOnlineStatus } from '../../lib/online-status.js';
import type { ErrorDescription, ErrorKind } from '../../lib/page-error.js';
import { type OfflinePage, listOfflinePages } from '../../pwa/offline-pages.js';
import { Icon } from '../ui/icon.js';

/** A stored page's title without the portal's name after it ("Вест | НОКС" → "Вест"); the home page keeps the name. */
function pageName(page: OfflinePage): string {
  const suffix = ` | ${SITE_NAME[localeOfPath(page.path)]}`;
  return page.title.endsWith(suffix) ? page.title.slice(0, -suffix.length) : page.title;
}

/** Offline, the pages that still open: those read before, kept by the service worker. */
function OfflinePages() {
  const { t } = useMessages();
  const [pages, setPages] = useState<OfflinePage[] | null>(null);
  useEffect(() => {
    let isCurrent = true;
    listOfflinePages().then(
      (found) => isCurrent && setPages(found),
      () => isCurrent && setPages([]),
    );
    return () => {
      isCurrent = false;
    };
  }, []);
  if (pages === null) return null;
  if (pages.length === 0) return <p>{t('errors.noOfflinePages')}</p>;
  return (
    <nav aria-labelledby="offline-pages-title">
      <h2 id="offline-pages-title">{t('errors.offlinePages')}</h2>
      <ul>
        {pages.map((page) => (
          <li key={page.path}>
            {/* A page of another locale is named in its own language. */}
            <a href={page.path} lang={htmlLang(localeOfPath(page.path))}>
              {pageName(page)}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The message keys of the title and the explanation of each kind of error; offline has its own. */
const TEXTS: Record<ErrorKind | 'offline', { title: string; text: string }> = {
  notFound: { title: 'errors.notFound', text: 'errors.notFoundText' },
  offline: { title: 'errors.offlineTitle', text: 'errors.offlineText' },
  connection: { title: 'errors.connectionTitle', text: 'errors.connectionText' },
  outdated: { title: 'errors.outdatedTitle', text: 'errors.outdatedText' },
  unavailable: { title: 'errors.unavailableTitle', text: 'errors.unavailableText' },
  failed: { title: 'errors.generic', text: 'errors.genericText' },
};

/** Every text the error pages may show (error-messages.test.ts finds each in every locale). */
export const ERROR_MESSAGE_KEYS = [...new Set(Object.values(TEXTS).flatMap(({ title, text }) => [title, text]))];

/**
 * The error page: what happened, in the reader's language and never in the error's own words, and
 * where to go from here (plain links, so they work even when the app is broken): the same address
 * again, the home page, the search, and offline the pages that can be read.
 */
export function ErrorView({ error }: { error: ErrorDescription }) {
  const { t } = useMessages();
  const locale = useLocale();
  const isOnline = useOnlineStatus();
  const { pathname, search } = useLocation();
  // Offline, whatever failed, the reason is the connection (an unknown address stays "not found").
  const texts = TEXTS[!isOnline && error.kind !== 'notFound' ? 'offline' : error.kind];
  const title = t(texts.title);
  useDocumentTitle(title);
  return (
    <section className="error-page content" aria-labelledby="error-title">
      {error.status !== null && <p className="error-page__status">{t('errors.status', { status: error.status })}</p>}
      <h1 id="error-title">{title}</h1>
      <p>{t(texts.text)}</p>
      {!isOnline && <OfflinePages />}
      <ul className="error-page__ways">
        {isOnline && error.kind !== 'notFound' && (
          <li>
            <a className="button button--primary" href={`${pathname}${search}`}>
              <Icon path={mdiReload} size={20} />
              {t('errors.reload')}
            </a>
          </li>
        )}
        <li>
          <a className={isOnline && error.kind !== 'notFound' ? 'button button--outline' : 'button button--primary'} href={listPath('home', locale)}>
            <Icon path={mdiHome} size={20} />
            {t('errors.goHome')}
          </a>
        </li>
        {isOnline && (
          <li>
            <a className="button button--outline" href={listPath('search', locale)}>
              <Icon path={mdiMagnify} size={20} />
              {t('errors.searchSite')}
            </a>
          </li>
        )}
      </ul>
    </section>
  );
}
