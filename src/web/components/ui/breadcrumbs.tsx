import { listPath } from '../../../common/routes.js';
import { useLocale } from '../../lib/locale.js';
import { useMessages } from '../../lib/messages.js';
import type { Breadcrumb } from '../../lib/ui-store.js';
import { LocalizedLink } from '../localized-link.js';

/** The page's breadcrumbs after 'Home'; nothing on pages that set none. */
export function Breadcrumbs({ trail: breadcrumbs }: { trail: Breadcrumb[] }) {
  const { t } = useMessages();
  const locale = useLocale();
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
