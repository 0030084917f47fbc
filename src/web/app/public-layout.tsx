import { Outlet } from 'react-router';
import { ConnectionStatus } from '../components/connection-status.js';
import { LoadingBar } from '../components/loading-bar.js';
import { HydrateInTurn } from '../lib/hydration-turns.js';
import { PreviewNotice } from './layout/preview-notice.js';
import { SiteFooter } from './layout/site-footer.js';
import { SiteHeader } from './layout/site-header.js';
import { SkipLink } from './layout/skip-link.js';

/**
 * The public pages' frame: skip link, header, <main> with the screen (which renders its own banner), footer.
 * The screen hydrates in a turn after the header's (decision 0016), its own parts in later ones.
 */
export function PublicLayout() {
  return (
    <>
      <SkipLink />
      <LoadingBar />
      <SiteHeader />
      <HydrateInTurn>
        <main id="main" tabIndex={-1}>
          <PreviewNotice />
          <Outlet />
        </main>
      </HydrateInTurn>
      <HydrateInTurn>
        <SiteFooter />
      </HydrateInTurn>
      <ConnectionStatus />
    </>
  );
}
