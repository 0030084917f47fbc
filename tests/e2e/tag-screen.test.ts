import { describe } from 'vitest';
import { contentPath } from '../../src/common/routes.js';
import { expectNoAxeViolations } from './support/axe.js';
import { PHONE_VIEWPORT, expect, test } from './support/browser.js';
import { LOCALE_CASES, api, findTaggedArticle } from './support/content.js';
import { SCREEN_TIMEOUT, currentPath, expectH1, expectHtmlLang, expectVisible, open } from './support/page.js';

/** A tag's screen, reached from an article that shows the tag: with JavaScript and without. */

interface TaggedArticles {
  items: { id: number; title: string }[];
  total: number;
}

for (const { locale, lang } of LOCALE_CASES) {
  describe(`the screen of a tag in ${locale}`, () => {
    test('an article’s tag leads to the tag’s screen, which lists the article and passes axe, wide and on a phone', async ({ page, baseUrl }) => {
      const article = await findTaggedArticle(baseUrl, locale);
      const tag = article.tags[0];
      const tagged = await api<TaggedArticles>(baseUrl, `/api/articles?tag=${tag.id}`, locale);
      await open(page, contentPath('article', locale, article.id, article.slug));
      await expectH1(page, article.title);
      await page.getByRole('main').getByRole('link', { name: tag.name, exact: true }).click();
      await expect.poll(() => currentPath(page), { timeout: SCREEN_TIMEOUT }).toBe(contentPath('tag', locale, tag.id, tag.slug));
      await expectH1(page, tag.name);
      await expectHtmlLang(page, lang);
      const main = page.getByRole('main');
      await expectVisible(main.getByRole('link', { name: article.title, exact: true }));
      expect(await main.locator('.card__title').count()).toBe(tagged.items.length);
      await expectNoAxeViolations(page);

      await page.setViewportSize(PHONE_VIEWPORT);
      await open(page, contentPath('tag', locale, tag.id, tag.slug));
      await expectH1(page, tag.name);
      await expectNoAxeViolations(page);
    });
  });
}

test('without JavaScript, an article’s tag is an ordinary link to the tag’s screen, whose feed links answer', async ({ browser, baseUrl }) => {
  const context = await browser.newContext({ baseURL: baseUrl, locale: 'sr-RS', javaScriptEnabled: false });
  try {
    const page = await context.newPage();
    const article = await findTaggedArticle(baseUrl, 'lat');
    const tag = article.tags[0];
    await page.goto(contentPath('article', 'lat', article.id, article.slug));
    await page.getByRole('main').getByRole('link', { name: tag.name, exact: true }).click();
    await page.waitForURL((url) => decodeURIComponent(url.pathname) === contentPath('tag', 'lat', tag.id, tag.slug), { timeout: SCREEN_TIMEOUT });
    await expectH1(page, tag.name);
    await expectVisible(page.getByRole('main').getByRole('link', { name: article.title, exact: true }));
    for (const [name, type] of [
      ['RSS', 'application/rss+xml'],
      ['Atom', 'application/atom+xml'],
    ] as const) {
      const href = await page.getByRole('main').getByRole('link', { name, exact: true }).getAttribute('href');
      expect(href).toBe(`/lat/${name.toLowerCase()}.xml?tag=${tag.id}`);
      const feed = await fetch(new URL(href!, baseUrl));
      expect(feed.status).toBe(200);
      expect(feed.headers.get('content-type')).toBe(`${type}; charset=utf-8`);
      expect(await feed.text()).toContain(article.title);
    }
  } finally {
    await context.close();
  }
});
