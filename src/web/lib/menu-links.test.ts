import { describe, expect, it } from 'vitest';
import type { MenuNode } from '../../common/schemas/public.js';
import { menuLink, menuPaths } from './menu-links.js';

describe('menu targets', () => {
  it('link items by the route table in the locale', () => {
    expect(menuLink({ type: 'page', id: 3, slug: 'нокс' }, 'sr')).toEqual({ kind: 'internal', href: '/страна/3/нокс' });
    expect(menuLink({ type: 'category', id: 2, slug: 'gradjani' }, 'lat')).toEqual({ kind: 'internal', href: '/lat/kategorija/2/gradjani' });
    expect(menuLink({ type: 'article', id: 9, slug: 'news' }, 'en')).toEqual({ kind: 'internal', href: '/en/article/9/news' });
    expect(menuLink({ type: 'presentation', id: 1, slug: 'p' }, 'en')).toEqual({ kind: 'internal', href: '/en/presentation/1/p' });
  });

  it('link fixed routes and external URLs', () => {
    expect(menuLink({ type: 'route', route: 'home' }, 'sr')).toEqual({ kind: 'internal', href: '/' });
    expect(menuLink({ type: 'route', route: 'files' }, 'lat')).toEqual({ kind: 'internal', href: '/lat/dadoteke' });
    expect(menuLink({ type: 'route', route: 'search' }, 'en')).toEqual({ kind: 'internal', href: '/en/search' });
    expect(menuLink({ type: 'url', url: 'https://azk.gov.rs' }, 'sr')).toEqual({ kind: 'external', href: 'https://azk.gov.rs' });
  });

  it('give groups and unknown routes no link', () => {
    expect(menuLink({ type: 'none' }, 'sr')).toBeNull();
    expect(menuLink({ type: 'route', route: 'dashboard' }, 'sr')).toBeNull();
  });

  it("list a menu's own paths at every depth, without external links or groups", () => {
    const node = (id: number, target: MenuNode['target'], children: MenuNode[] = []): MenuNode => ({ id, label: `${id}`, target, children });
    const menu = [
      node(1, { type: 'none' }, [node(2, { type: 'page', id: 3, slug: 'about' }), node(3, { type: 'url', url: 'https://azk.gov.rs' })]),
      node(4, { type: 'route', route: 'levels' }, [node(5, { type: 'article', id: 9, slug: 'news' })]),
    ];
    expect(menuPaths(menu, 'en')).toEqual(['/en/page/3/about', '/en/levels', '/en/article/9/news']);
  });
});
