import { type MouseEvent, useMemo } from 'react';
import { useNavigate } from 'react-router';
import { styleAttributesToClasses } from './rich-text-classes.js';
import './rich-text.css';

/**
 * Body HTML of an article or page. The server sanitises rich text with an allowlist on every
 * write (links only http/https/mailto/tel), so it is inserted as is, but for its alignment and
 * colours, which become classes (the page allows no inline style). Links to other pages of the
 * portal are followed by the router instead of reloading the app.
 */
export function RichText({ html, lang, className }: { html: string; lang?: string; className?: string }) {
  const navigate = useNavigate();
  const shownHtml = useMemo(() => styleAttributesToClasses(html), [html]);

  function followInternalLink(event: MouseEvent<HTMLDivElement>) {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const anchor = (event.target as Element).closest('a');
    if (!anchor || (anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return;
    const url = new URL(anchor.href, window.location.href);
    if (url.origin !== window.location.origin || url.pathname.startsWith('/api/') || url.pathname.startsWith('/media/')) return;
    event.preventDefault();
    navigate(url.pathname + url.search + url.hash);
  }

  return (
    // NOTE: the handler only takes over clicks the native links receive (Enter on a link clicks it too), so it needs no key handler.
    <div className={className ? `rich-text prose ${className}` : 'rich-text prose'} lang={lang} onClick={followInternalLink} dangerouslySetInnerHTML={{ __html: shownHtml }} />
  );
}
