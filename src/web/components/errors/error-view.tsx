import { mdiHome } from '@mdi/js';
import { useTranslation } from 'react-i18next';
import { listPath } from '../../../common/routes.js';
import { useDocumentTitle } from '../../lib/document-title.js';
import { localeOfPath } from '../../lib/locale.js';
import type { ErrorDescription } from '../../lib/page-error.js';
import { Icon } from '../ui/icon.js';

/** The current locale's home; read from window.location so it works outside the router too. */
function homeHref(): string {
  return listPath('home', localeOfPath(window.location.pathname));
}

/** The error page: status, message and the way home (a plain link, so it works even when the app is broken). */
export function ErrorView({ error }: { error: ErrorDescription }) {
  const { t } = useTranslation();
  const message = error.isNotFound ? t('errors.notFound') : (error.message ?? t('errors.generic'));
  useDocumentTitle(message);
  return (
    <section className="error-page content" aria-labelledby="error-title">
      <p className="error-page__status">{t('errors.status', { status: error.status })}</p>
      <h1 id="error-title">{message}</h1>
      {!navigator.onLine && <p>{t('status.offline')}</p>}
      <p>
        <a className="button button--primary" href={homeHref()}>
          <Icon path={mdiHome} size={20} />
          {t('errors.goHome')}
        </a>
      </p>
    </section>
  );
}
