import { type ComponentType, type ReactNode, createContext, useContext } from 'react';
import { useLocation } from 'react-router';
import { linksToPage } from '../components/localized-link.js';
import { useLocale } from './locale.js';

/** Renders a shared part given its key: the server's renderer provides one that keeps each part's markup. */
export type SharedPartRenderer = ComponentType<{ partKey: string; children: ReactNode }>;

export const SharedPartRendererContext = createContext<SharedPartRenderer | null>(null);

interface SharedMarkupProps {
  /** Which part this is, and what its markup depends on besides the locale (a menu's entries). */
  inputs: readonly unknown[];
  /** The portal's paths the part links to: on one of those pages, its link is marked current. */
  links: readonly string[];
  children: ReactNode;
}

/**
 * A part of the layout that many pages show alike (the menus, the footer): its markup is a pure
 * function of the locale, `inputs` and which of its `links` is the page shown. The server renders
 * it once for each of those and reuses the markup, as the part cost about a third of a page's
 * render; the browser renders it as any other part. The part must not take ids from useId (its
 * markup would carry another page's) nor read anything else of the page.
 */
export function SharedMarkup({ inputs, links, children }: SharedMarkupProps): ReactNode {
  const Renderer = useContext(SharedPartRendererContext);
  const locale = useLocale();
  const { pathname } = useLocation();
  if (!Renderer) return children;
  const currentLink = links.find((href) => linksToPage(href, pathname)) ?? null;
  return <Renderer partKey={JSON.stringify([locale, currentLink, inputs])}>{children}</Renderer>;
}
