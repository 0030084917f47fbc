import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PERMISSIONS } from '../../src/common/permissions.js';
import { LOCALES, type Locale } from '../../src/common/locales.js';
import { contentPath, listPath } from '../../src/common/routes.js';
import type { MenuNode } from '../../src/common/schemas/public.js';
import { seedDemoContent } from '../../src/server/db/seed/seed.js';
import { checkRichText } from '../../src/common/content-accessibility.js';
import { PUBLIC_URL, type SiteApp, canonicalOf, encoded, getPage, hreflangsOf, startSiteApp } from './support/site-app.js';

/** The demo content a fresh portal starts with, crawled the way a search engine would. */
let site: SiteApp;
beforeAll(async () => {
  site = await startSiteApp();
  await seedDemoContent(site.t.ctx, { id: site.t.users.admin, email: 'admin@example.org', name: 'Ана Админ', role: 'admin', permissions: ADMIN_PERMISSIONS });
});
afterAll(() => site.close());

async function sitemapLocs(): Promise<string[]> {
  const response = await site.app.inject({ method: 'GET', url: '/sitemap.xml' });
  return [...response.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!.replace(/&amp;/g, '&'));
}

describe('the demo portal', () => {
  it('passes its own accessibility gate: every rich text of every locale', async () => {
    const bodies = [
      ...(await site.t.ctx.db.selectFrom('article_translations').select(['entity_id', 'locale', 'body']).execute()).map((row) => ({ ...row, type: 'article' })),
      ...(await site.t.ctx.db.selectFrom('page_translations').select(['entity_id', 'locale', 'body']).execute()).map((row) => ({ ...row, type: 'page' })),
    ];
    expect(bodies.length).toBeGreaterThan(30);
    expect(bodies.filter((row) => row.body.includes('<a ')).length).toBeGreaterThan(0);
    for (const { type, entity_id, locale, body } of bodies) expect(checkRichText(body), `${type} ${entity_id} ${locale}`).toEqual([]);
  });

  it('has PDFs with a title and a language: the check at upload finds nothing missing', async () => {
    const pdfs = await site.t.ctx.db.selectFrom('media').select(['original_name', 'document_warnings']).where('mime', '=', 'application/pdf').execute();
    expect(pdfs.length).toBeGreaterThan(5);
    for (const { original_name, document_warnings } of pdfs) expect(document_warnings, original_name).toBe('[]');
  });

  it('has every sitemap URL answering 200, canonical to itself, with hreflang alternates that point back to it', async () => {
    const locs = await sitemapLocs();
    expect(locs.length).toBeGreaterThan(100);
    const known = new Set(locs);
    for (const loc of locs) {
      const { head } = await getPage(site.app, loc.slice(PUBLIC_URL.length) || '/');
      expect(canonicalOf(head), loc).toEqual([loc]);
      const alternates = hreflangsOf(head);
      expect(Object.values(alternates), loc).toContain(loc);
      // Every alternate is itself in the sitemap (the pairs are symmetric).
      for (const href of Object.values(alternates)) expect(known.has(href), `${loc} → ${href}`).toBe(true);
      expect(head.initialData, loc).not.toBeNull();
      // The portal's name in the page's own script and language.
      expect(head.titles[0], loc).toMatch(new RegExp(`(^| \\| )${{ 'sr-Cyrl': 'НОКС', 'sr-Latn': 'NOKS', en: 'NQFS' }[head.lang!]}$`));
    }
  });

  it('has menus whose every link is a page that exists', async () => {
    for (const locale of LOCALES) {
      const { head } = await getPage(site.app, encoded(listPath('home', locale)));
      const menus = ['/api/menu-items?menu=main', '/api/menu-items?menu=footer'].map((path) => head.initialData!.responses[path] as { items: MenuNode[] });
      const nodes = menus.flatMap((menu) => flatten(menu.items));
      expect(nodes.length).toBeGreaterThan(3);
      for (const node of nodes) {
        const path = pathOf(node, locale);
        if (path) await getPage(site.app, encoded(path));
      }
    }
  });

  it('has a register of at least 60 qualifications over every level and sublevel, all four types, ten fields and a dozen awarding bodies', async () => {
    const response = await site.app.inject({ method: 'GET', url: '/api/qualifications?limit=100' });
    const register = response.json<{ total: number; counts: Record<string, { value: string | number; count: number }[]> }>();
    expect(register.total).toBeGreaterThanOrEqual(60);
    expect(register.counts.level!.map((entry) => entry.value).sort()).toEqual(['1', '2', '3', '4', '5', '6.1', '6.2', '7.1', '7.2', '8']);
    expect(register.counts.type!.map((entry) => entry.value).sort()).toEqual(['academic-higher', 'general', 'vocational', 'vocational-higher']);
    expect(register.counts.field!.length).toBeGreaterThanOrEqual(10);
    expect(register.counts.awardingBody!.length).toBeGreaterThanOrEqual(12);
    // Every qualification has its outcomes in both languages, as the ELM dataset needs them.
    const dataset = (await site.app.inject({ method: 'GET', url: '/open-data/qualifications.json' })).json<{ qualifications: { learningOutcomes: Record<string, { sr: string[]; en: string[] | null }> }[] }>();
    for (const q of dataset.qualifications) {
      for (const dimension of Object.values(q.learningOutcomes)) {
        expect(dimension.sr.length).toBeGreaterThan(0);
        expect(dimension.en?.length).toBe(dimension.sr.length);
      }
    }
  });

  it('has seeded events in its calendar and news in its feeds', async () => {
    const ics = await site.app.inject({ method: 'GET', url: '/api/calendar.ics' });
    expect(ics.body.match(/BEGIN:VEVENT/g)?.length ?? 0).toBeGreaterThan(0);
    for (const line of ics.body.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    for (const feed of ['/rss.xml', '/lat/rss.xml', '/en/rss.xml']) {
      const items = (await site.app.inject({ method: 'GET', url: feed })).body.match(/<item>/g)?.length ?? 0;
      expect(items, feed).toBeGreaterThan(5);
      expect(items, feed).toBeLessThanOrEqual(30);
    }
  });

  it('finds its own content through the search screen', async () => {
    const { head } = await getPage(site.app, `/lat/pretraga?q=${encodeURIComponent('kvalifikacij')}`);
    const results = head.initialData!.responses['/api/search?q=kvalifikacij'] as { total: number; items: { url: string }[] };
    expect(results.total).toBeGreaterThan(3);
    for (const item of results.items.filter((i) => !i.url.startsWith('/api/'))) await getPage(site.app, encoded(item.url));
  });
});

function flatten(nodes: MenuNode[]): MenuNode[] {
  return nodes.flatMap((node) => [node, ...flatten(node.children)]);
}

function pathOf(node: MenuNode, locale: Locale): string | null {
  const { target } = node;
  if (target.type === 'route') return listPath(target.route as 'home', locale);
  if (target.type === 'url' || target.type === 'none') return null;
  return contentPath(target.type, locale, target.id, target.slug);
}
