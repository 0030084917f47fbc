import { Breadcrumbs } from '../../components/ui/breadcrumbs.js';
import { useUiStore } from '../../lib/ui-store.js';

/**
 * The top of <main>: breadcrumbs, the page's h1 (the store's header) and its cover. Screens that
 * set no header render their own h1 and this shows only what is set.
 */
export function PageBanner() {
  const header = useUiStore((state) => state.header);
  const headerLang = useUiStore((state) => state.headerLang);
  const cover = useUiStore((state) => state.cover);
  return (
    <div className="page-banner">
      <div className="content">
        <Breadcrumbs />
        {header && (
          <div className={cover ? 'page-banner__heading page-banner__heading--cover' : 'page-banner__heading'}>
            <h1 lang={headerLang || undefined}>{header}</h1>
            {cover && <img className="page-banner__cover" src={cover} alt="" />}
          </div>
        )}
      </div>
    </div>
  );
}
