import type { MouseEvent } from 'react';
import { useMessages } from '../../lib/messages.js';

/** The first focusable element: jumps to <main> without adding '#main' to the history. */
export function SkipLink() {
  const { t } = useMessages();
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    const main = document.getElementById('main');
    if (!main) return;
    event.preventDefault();
    main.focus();
    main.scrollIntoView();
  };
  return (
    <a className="skip-link" href="#main" onClick={skip}>
      {t('layout.skipToContent')}
    </a>
  );
}
