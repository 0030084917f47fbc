import type { MouseEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { LOCALES, type Locale } from '../../../common/locales.js';
import { type RouteMatch, listPath, pathInLocale } from '../../../common/routes.js';
import { useSlugInLocale } from '../../lib/alternate-slugs.js';
import { htmlLang, loadLocaleMessages } from '../../lib/i18n.js';
import { useLocale } from '../../lib/locale.js';
import { storeLocaleCookie, switchLocale } from '../../lib/locale-switch.js';
import { useMessages } from '../../lib/messages.js';
import { useRouteMatch } from '../../lib/route-match.js';

/** Each locale's name in its own script and language, the same on every page. */
const LOCALE_NAMES: Record<Locale, string> = { sr: 'Ћирилица', lat: 'Latinica', en: 'English' };

/**
 * The same screen in `locale`: items use their slug in that locale when the screen registered it
 * (else the id alone, and the screen puts the right slug in); the query (filters, page) stays.
 */
function pathFor(match: RouteMatch | null, locale: Locale, slug: string | null, search: string): string {
  if (!match) return listPath('home', locale);
  return `${pathInLocale(match, locale, slug)}${search}`;
}

/** Links to this page in Cyrillic, Latin and English; following one runs the switch of SPEC §4. */
export function LocaleSwitcher() {
  const { t } = useMessages();
  const current = useLocale();
  const match = useRouteMatch();
  const slugIn = useSlugInLocale();
  const { search } = useLocation();
  const navigate = useNavigate();

  const onSwitch = (event: MouseEvent<HTMLAnchorElement>, locale: Locale, path: string) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return; // new tab: let the browser
    event.preventDefault();
    void switchLocale(current, locale, path, { storeLocale: storeLocaleCookie, loadMessages: loadLocaleMessages, navigate: (to) => navigate(to) });
  };

  return (
    <nav className="locale-switcher" aria-label={t('layout.language')}>
      <ul>
        {LOCALES.map((locale) => {
          const path = pathFor(match, locale, slugIn(locale), search);
          return (
            <li key={locale}>
              <a
                href={path}
                lang={htmlLang(locale)}
                hrefLang={htmlLang(locale)}
                aria-current={locale === current ? 'true' : undefined}
                onClick={(event) => onSwitch(event, locale, path)}
              >
                {LOCALE_NAMES[locale]}
              </a>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
