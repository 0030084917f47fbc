import type { Locale } from '../../common/locales.js';
import { contentPath, isListRoute, listPath } from '../../common/routes.js';
import type { MenuNode } from '../../common/schemas/public.js';

export type MenuLink = { kind: 'internal'; href: string } | { kind: 'external'; href: string } | null;

/** Where a menu entry leads: a path from the route table, an external URL, or nowhere (a group). */
export function menuLink(target: MenuNode['target'], locale: Locale): MenuLink {
  switch (target.type) {
    case 'page':
    case 'category':
    case 'article':
    case 'presentation':
      return { kind: 'internal', href: contentPath(target.type, locale, target.id, target.slug) };
    case 'route':
      return isListRoute(target.route) ? { kind: 'internal', href: listPath(target.route, locale) } : null;
    case 'url':
      return { kind: 'external', href: target.url };
    default:
      return null;
  }
}

/** The portal's paths a menu links to, at every depth. */
export function menuPaths(items: readonly MenuNode[], locale: Locale): string[] {
  return items.flatMap((node) => {
    const link = menuLink(node.target, locale);
    return [...(link?.kind === 'internal' ? [link.href] : []), ...menuPaths(node.children, locale)];
  });
}

