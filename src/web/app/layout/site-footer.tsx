import { alertWord } from '../../../common/alerts/alert-text.js';
import { FORM_ROUTES, listPath } from '../../../common/routes.js';
import { SITE_NAME } from '../../../common/site-name.js';
import { LocalizedLink } from '../../components/localized-link.js';
import { useLocale } from '../../lib/locale.js';
import { menuPaths } from '../../lib/menu-links.js';
import { useMessages } from '../../lib/messages.js';
import { SharedMarkup } from '../../lib/shared-markup.js';
import { MenuTree } from './menu-tree.js';
import { useMenu } from './use-menu.js';

/** The footer: the footer menu from the API, the agency's public forms and its e-mail alerts, and the portal's name. */
export function SiteFooter() {
  const { t } = useMessages();
  const locale = useLocale();
  const menu = useMenu('footer');
  return (
    <SharedMarkup inputs={['footer', menu]} links={[...menuPaths(menu, locale), ...FORM_ROUTES.map((key) => listPath(key, locale)), listPath('alerts', locale)]}>
      <footer className="site-footer">
        <div className="content">
          {menu.length > 0 && (
            <nav aria-label={t('layout.footerMenu')}>
              <MenuTree items={menu} variant="footer" />
            </nav>
          )}
          <nav aria-label={t('layout.forms')}>
            <ul className="site-footer__forms">
              {FORM_ROUTES.map((key) => (
                <li key={key}>
                  <LocalizedLink to={{ key }}>{t(`layout.form.${key}`)}</LocalizedLink>
                </li>
              ))}
              <li>
                <LocalizedLink to={{ key: 'alerts' }}>{alertWord('getAlerts', locale)}</LocalizedLink>
              </li>
            </ul>
          </nav>
          <p className="site-footer__name">
            {SITE_NAME[locale]} · {t('tagline')} · {t('serbia')}
          </p>
        </div>
      </footer>
    </SharedMarkup>
  );
}
