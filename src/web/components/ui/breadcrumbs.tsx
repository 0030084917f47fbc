import { useTranslation } from 'react-i18next';
import { listPath } from '../../../common/routes.js';
import { useLocale } from '../../lib/locale.js';
import { useUiStore } from '../../lib/ui-store.js';
import { LocalizedLink } from '../localized-link.js';

/** The store's breadcrumbs after 'Home'; nothing on pages that set none. */
export function Breadcrumbs() {
  const { t } = useTranslation();
  const locale = useLocale();
  const breadcrumbs = useUiStore((state) => state.breadcrumbs);
  if (breadcrumbs.length === 0) return null;
  const trail = [{ label: t('home'), to: listPath('home', locale) }, ...breadcrumbs];
  return (
    <nav className="breadcrumbs" aria-label={t('layout.breadcrumbs')}>
      <ol>
        {trail.map((crumb, index) => {
          const isCurrent = index === trail.length - 1;
          return (
            <li key={`${index}-${crumb.label}`}>
              {crumb.to && !isCurrent ? <LocalizedLink to={crumb.to}>{crumb.label}</LocalizedLink> : <span aria-current={isCurrent ? 'page' : undefined}>{crumb.label}</span>}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
