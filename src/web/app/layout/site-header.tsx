import { Link } from 'react-router';
import { listPath } from '../../../common/routes.js';
import { SITE_NAME } from '../../../common/site-name.js';
import { HydrateInTurn } from '../../lib/hydration-turns.js';
import { useLocale } from '../../lib/locale.js';
import { menuPaths } from '../../lib/menu-links.js';
import { useMessages } from '../../lib/messages.js';
import { SharedMarkup } from '../../lib/shared-markup.js';
import { LocaleSwitcher } from './locale-switcher.js';
import { MenuDrawer } from './menu-drawer.js';
import { MenuTree } from './menu-tree.js';
import { SearchBox } from './search-box.js';
import { useMenu } from './use-menu.js';

/** The portal's header: name (home link), locales, search, and the main menu (a bar, or a drawer below 1264 px). */
export function SiteHeader() {
  const { t } = useMessages();
  const locale = useLocale();
  const menu = useMenu('main');
  const menuLinks = menuPaths(menu, locale);
  return (
    <header className="site-header">
      <div className="site-header__top content">
        <Link to={listPath('home', locale)} className="site-header__brand">
          <span>{SITE_NAME[locale]}</span>
          <span className="site-header__tagline">{t('tagline')}</span>
        </Link>
        <HydrateInTurn>
          <div className="site-header__tools">
            <LocaleSwitcher />
            <SearchBox />
            <MenuDrawer items={menu} />
          </div>
        </HydrateInTurn>
      </div>
      <HydrateInTurn>
        <SharedMarkup inputs={['main-nav', menu]} links={menuLinks}>
          <nav className="main-nav" aria-label={t('layout.mainMenu')}>
            <div className="content">
              <MenuTree items={menu} variant="bar" />
            </div>
          </nav>
        </SharedMarkup>
      </HydrateInTurn>
      {/* Without JavaScript neither the bar's submenus nor the drawer open: the whole menu as plain links instead (layout.css hides those). */}
      <noscript>
        <SharedMarkup inputs={['main-nav-static', menu]} links={menuLinks}>
          <nav className="main-nav-static" aria-label={t('layout.mainMenu')}>
            <div className="content">
              <MenuTree items={menu} variant="footer" />
            </div>
          </nav>
        </SharedMarkup>
      </noscript>
    </header>
  );
}
