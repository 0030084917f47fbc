import { mdiViewDashboardOutline } from '@mdi/js';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { listPath } from '../../common/routes.js';
import { LoadingBar } from '../components/loading-bar.js';
import { Icon } from '../components/ui/icon.js';
import { APP_NAME, useDocumentTitle } from '../lib/document-title.js';
import { useLocale } from '../lib/locale.js';

/**
 * The dashboard's layout (a placeholder until the editors' screens exist). Its own chunk, loaded
 * only under /dashboard: nothing in the public part imports this file.
 */
export default function AdminLayout() {
  const { t } = useTranslation();
  const locale = useLocale();
  useDocumentTitle(t('dashboard.title'));
  return (
    <>
      <LoadingBar />
      <header className="site-header">
        <div className="site-header__top content">
          <Link to={listPath('home', locale)} className="site-header__brand">
            <span lang="sr-Cyrl">{APP_NAME}</span>
          </Link>
        </div>
      </header>
      <main id="main" tabIndex={-1} className="content admin-placeholder">
        <h1>
          <Icon path={mdiViewDashboardOutline} size={32} />
          {t('dashboard.title')}
        </h1>
        <p>{t('dashboard.comingSoon')}</p>
        <p>
          <Link to={listPath('home', locale)}>{t('errors.goHome')}</Link>
        </p>
      </main>
    </>
  );
}
