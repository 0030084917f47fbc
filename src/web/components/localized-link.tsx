import { type AnchorHTMLAttributes, type FocusEvent, type MouseEvent, type PointerEvent, type Ref, useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { ContentRouteKey, ListRouteKey } from '../../common/routes.js';
import { contentPath, listPath } from '../../common/routes.js';
import { useLocale } from '../lib/locale.js';
import { prefetchRoute, prefetchWhenVisible, whenIdle } from '../lib/prefetch.js';
import { rememberLast, rememberMany } from '../lib/remember-last.js';

/** A screen of the route table, for links built in the current locale. */
export type RouteTarget = { key: ListRouteKey } | { key: ContentRouteKey; id: number; slug: string };

interface LocalizedLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** A path (from the route table's helpers) or a screen to link in the current locale. */
  to: string | RouteTarget;
  /** Off for links whose target should not be fetched ahead (default on). */
  prefetch?: boolean;
  ref?: Ref<HTMLAnchorElement>;
}

export function routeTargetPath(target: RouteTarget, locale: ReturnType<typeof useLocale>): string {
  return 'id' in target ? contentPath(target.key, locale, target.id, target.slug) : listPath(target.key, locale);
}

/** A path as compared to tell "this page": decoded, without query, hash or trailing slash, case folded. */
function comparablePath(path: string): string {
  const pathname = path.split(/[?#]/)[0]!.replace(/\/+$/, '') || '/';
  try {
    return decodeURI(pathname).normalize('NFC').toLowerCase();
  } catch {
    return pathname.toLowerCase();
  }
}

// Every link of a page compares itself with the same current path: it is worked out once; and
// the same links (menus, footer) appear on every page: each target is worked out once too.
const comparableCurrentPath = rememberLast(comparablePath);
const comparableTarget = rememberMany(comparablePath, 2_000);

/** Whether a link to `href` is a link to the page at `pathname`: it then marks itself aria-current. */
export function linksToPage(href: string, pathname: string): boolean {
  return comparableCurrentPath(pathname) === comparableTarget(href);
}

/** A click the browser would follow in this tab: the main button, no modifier key, no other target, no download. */
function opensHere(event: MouseEvent<HTMLAnchorElement>): boolean {
  const { target } = event.currentTarget;
  return (
    event.button === 0 &&
    !event.defaultPrevented &&
    !(event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) &&
    (!target || target === '_self') &&
    !event.currentTarget.hasAttribute('download')
  );
}

/**
 * A link to a screen of the portal. When it scrolls into view the target screen's chunk is
 * fetched in idle time; when the visitor points at or focuses it, the screen's data too
 * (never on save-data or 2G connections). Marks itself aria-current="page" when active.
 */
export function LocalizedLink({ to, prefetch = true, ref, onPointerEnter, onFocus, onClick, ...props }: LocalizedLinkProps) {
  const locale = useLocale();
  const navigate = useNavigate();
  const href = typeof to === 'string' ? to : routeTargetPath(to, locale);
  // Not React Router's Link or NavLink: a page renders dozens of these, and resolving and matching
  // each target costs several times more than the rest of the link. Every target is an absolute path.
  const location = useLocation();
  const isCurrent = linksToPage(href, location.pathname);
  const anchor = useRef<HTMLAnchorElement | null>(null);

  useEffect(() => {
    if (!prefetch || !anchor.current) return;
    return prefetchWhenVisible(anchor.current, href);
  }, [prefetch, href]);

  const prefetchData = () => {
    if (prefetch) whenIdle(() => prefetchRoute(href, { withData: true }));
  };
  const setRef = (element: HTMLAnchorElement | null) => {
    anchor.current = element;
    if (typeof ref === 'function') ref(element);
    else if (ref) ref.current = element;
  };

  return (
    <a
      aria-current={isCurrent ? 'page' : undefined}
      {...props}
      ref={setRef}
      href={href}
      onClick={(event: MouseEvent<HTMLAnchorElement>) => {
        onClick?.(event);
        if (!opensHere(event)) return;
        event.preventDefault();
        // As browsers do, following a link to the very page shown replaces it in the history.
        void navigate(href, { replace: href === location.pathname + location.search + location.hash });
      }}
      onPointerEnter={(event: PointerEvent<HTMLAnchorElement>) => {
        prefetchData();
        onPointerEnter?.(event);
      }}
      onFocus={(event: FocusEvent<HTMLAnchorElement>) => {
        prefetchData();
        onFocus?.(event);
      }}
    />
  );
}
