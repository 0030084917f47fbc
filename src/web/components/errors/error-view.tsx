import { mdiHome } from '@mdi/js';
import { useEffect, useState } from 'react';
import { listPath } from '../../../common/routes.js';
import { useDocumentTitle } from '../../lib/document-title.js';
import { useLocale } from '../../lib/locale.js';
import { useMessages } from '../../lib/messages.js';
import { useOnlineStatus } from '../../lib/online-status.js';
import { type OfflinePage, listOfflinePages } from '../../pwa/offline-pages.js';
import type { ErrorDescription } from '../../lib/page-error.js';
import { Icon } from '../ui/icon.js';

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
            <a href={page.path}>{page.title}</a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The error page: status, message and the way home (a plain link, so it works even when the app is broken). */
export function ErrorView({ error }: { error: ErrorDescription }) {
  const { t } = useMessages();
  const locale = useLocale();
  const isOnline = useOnlineStatus();
  const message = error.isNotFound ? t('errors.notFound') : (error.message ?? t('errors.generic'));
  useDocumentTitle(message);
  return (
    <section className="error-page content" aria-labelledby="error-title">
      <p className="error-page__status">{t('errors.status', { status: error.status })}</p>
      <h1 id="error-title">{message}</h1>
      {!isOnline && (
        <>
          <p>{t('status.offline')}</p>
          <OfflinePages />
        </>
      )}
      <p>
        <a className="button button--primary" href={listPath('home', locale)}>
          <Icon path={mdiHome} size={20} />
          {t('errors.goHome')}
        </a>
      </p>
    </section>
  );
}
