import { mdiChevronLeft, mdiChevronRight } from '@mdi/js';
import { Link, useLocation } from 'react-router';
import { useMessages } from '../../lib/messages.js';
import { paginationItems, searchWithPage } from '../../lib/pagination.js';
import { Icon } from './icon.js';

interface PaginationProps {
  page: number;
  pageCount: number;
  /** Link of a page; by default the current URL with `?page=` (page 1 without it). */
  hrefFor?: (page: number) => string;
}

/** Page links (not buttons, so every page has a URL) with rel prev/next and aria-current. */
export function Pagination({ page, pageCount, hrefFor }: PaginationProps) {
  const { t } = useMessages();
  const location = useLocation();
  const items = paginationItems(page, pageCount);
  if (items.length === 0) return null;
  const href = hrefFor ?? ((p: number) => `${location.pathname}${searchWithPage(location.search, p)}`);
  return (
    <nav className="pagination" aria-label={t('pagination.label')}>
      <ul>
        {page > 1 && (
          <li>
            <Link to={href(page - 1)} rel="prev" className="pagination__step">
              <Icon path={mdiChevronLeft} size={20} />
              {t('pagination.previous')}
            </Link>
          </li>
        )}
        {items.map((item) =>
          item.type === 'gap' ? (
            <li key={item.key} className="pagination__gap" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item.page}>
              <Link
                to={href(item.page)}
                aria-current={item.page === page ? 'page' : undefined}
                aria-label={t('pagination.page', { page: item.page })}
                rel={item.page === page - 1 ? 'prev' : item.page === page + 1 ? 'next' : undefined}
              >
                {item.page}
              </Link>
            </li>
          ),
        )}
        {page < pageCount && (
          <li>
            <Link to={href(page + 1)} rel="next" className="pagination__step">
              {t('pagination.next')}
              <Icon path={mdiChevronRight} size={20} />
            </Link>
          </li>
        )}
      </ul>
    </nav>
  );
}
