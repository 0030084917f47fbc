import { APP_NAME } from '../../lib/document-title.js';
import { useLocale } from '../../lib/locale.js';
import { menuPaths } from '../../lib/menu-links.js';
import { useMessages } from '../../lib/messages.js';
import { SharedMarkup } from '../../lib/shared-markup.js';
import { MenuTree } from './menu-tree.js';
import { useMenu } from './use-menu.js';

/** The footer: the footer menu from the API and the portal's name. */
export function SiteFooter() {
  const { t } = useMessages();
  const menu = useMenu('footer');
  return (
    <SharedMarkup inputs={['footer', menu]} links={menuPaths(menu, useLocale())}>
      <footer className="site-footer">
        <div className="content">
          {menu.length > 0 && (
            <nav aria-label={t('layout.footerMenu')}>
              <MenuTree items={menu} variant="footer" />
            </nav>
          )}
          <p className="site-footer__name">
            <span lang="sr-Cyrl">{APP_NAME}</span> · {t('tagline')} · {t('serbia')}
          </p>
        </div>
      </footer>
    </SharedMarkup>
  );
}
