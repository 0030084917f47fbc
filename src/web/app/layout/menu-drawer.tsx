import { mdiClose, mdiMenu } from '@mdi/js';
import { type MouseEvent, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import type { MenuNode } from '../../../common/schemas/public.js';
import { Icon } from '../../components/ui/icon.js';
import { useBreakpoint } from '../../lib/breakpoints.js';
import { useMessages } from '../../lib/messages.js';
import { MenuTree } from './menu-tree.js';

/**
 * Below 1264 px the main menu lives in a modal <dialog>: the browser traps focus, closes it on
 * Escape and returns focus to the menu button. It also closes on navigation, on a click on the
 * backdrop and when the window grows past the mobile breakpoint. Its menu is rendered only while it
 * is open: a closed drawer would repeat the bar's links in every page's markup and hydration.
 */
export function MenuDrawer({ items }: { items: MenuNode[] }) {
  const { t } = useMessages();
  const dialog = useRef<HTMLDialogElement>(null);
  const { key: locationKey } = useLocation();
  const { isMobile } = useBreakpoint();
  const [isOpen, setOpen] = useState(false);

  useEffect(() => dialog.current?.close(), [locationKey, isMobile]);
  // Opened once its menu is in the document, so the browser can move focus into it.
  useEffect(() => {
    if (isOpen && !dialog.current?.open) dialog.current?.showModal();
  }, [isOpen]);

  const closeOnBackdrop = (event: MouseEvent<HTMLDialogElement>) => {
    if (event.target === dialog.current) dialog.current?.close();
  };

  return (
    <>
      <button type="button" className="menu-button" aria-haspopup="dialog" onClick={() => setOpen(true)}>
        <Icon path={mdiMenu} />
        <span>{t('layout.openMenu')}</span>
      </button>
      <dialog ref={dialog} className="drawer" aria-label={t('layout.mainMenu')} onClick={closeOnBackdrop} onClose={() => setOpen(false)}>
        {isOpen && (
          <div className="drawer__panel">
            <button type="button" className="drawer__close" onClick={() => dialog.current?.close()}>
              <Icon path={mdiClose} />
              <span className="visually-hidden">{t('layout.closeMenu')}</span>
            </button>
            <nav aria-label={t('layout.mainMenu')}>
              <MenuTree items={items} variant="drawer" />
            </nav>
          </div>
        )}
      </dialog>
    </>
  );
}
