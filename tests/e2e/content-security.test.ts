import { randomBytes } from 'node:crypto';
import type { BrowserContext, Page } from 'playwright-core';
import { type Locale } from '../../src/common/locales.js';
import { DASHBOARD_SECTIONS, contentPath, dashboardPath, listPath } from '../../src/common/routes.js';
import { adminApi, signInByApi, withToken } from './support/admin-session.js';
import { DESKTOP_VIEWPORT, expect, test } from './support/browser.js';
import { LOCALE_CASES, publicScreens } from './support/content.js';
import { SCREEN_TIMEOUT, expectH1, expectVisible, open } from './support/page.js';

/**
 * The pages' content security policies in a real browser: the public site allows no inline style,
 * the dashboard allows it for its UI kit (decision 0023); no screen of either breaks its policy.
 */

interface Violation {
  directive: string;
  blocked: string;
  sample: string;
  page: string;
}

/**
 * Every violation of the policy in the context's pages, from the start of each document (the
 * parser's too), as the page reports it; and Chromium's console message of each, which also
 * names violations no script hears.
 */
async function recordViolations(context: BrowserContext): Promise<{ violations: Violation[]; consoleMessages: string[]; watch(page: Page): void }> {
  const violations: Violation[] = [];
  const consoleMessages: string[] = [];
  await context.exposeFunction('reportPolicyViolation', (violation: Violation) => violations.push(violation));
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { reportPolicyViolation: (violation: Violation) => void }).reportPolicyViolation;
      void report({ directive: event.effectiveDirective, blocked: event.blockedURI, sample: event.sample, page: location.pathname });
    });
  });
  return {
    violations,
    consoleMessages,
    watch(page) {
      page.on('console', (message) => {
        if (/Content Security Policy/i.test(message.text())) consoleMessages.push(`${page.url()}: ${message.text()}`);
      });
    },
  };
}

/** An inline style attribute the page adds now: refused where the policy allows no inline style. */
const addInlineStyle = (page: Page) =>
  page.evaluate(() => {
    const probe = document.createElement('div');
    probe.setAttribute('style', 'outline: 1px solid red');
    document.body.append(probe);
    const applied = getComputedStyle(probe).outlineStyle === 'solid';
    probe.remove();
    return applied;
  });

interface ArticleView {
  id: number;
  translations: Record<Locale, { slug: string } | null>;
}

/** A published article whose text is aligned and coloured, a colour of the palette and one off it. */
async function createStyledArticle(baseUrl: string, token: string): Promise<ArticleView> {
  const suffix = randomBytes(4).toString('hex');
  const body = (words: [string, string, string]) =>
    `<h2 style="text-align: center">${words[0]}</h2><p style="text-align: right"><strong><span style="color: #b71c1c">${words[1]}</span></strong> <em><span style="color: #ff00aa; background-color: #ffff00">${words[2]}</span></em></p>`;
  return adminApi<ArticleView>(baseUrl, token, '/api/admin/articles', {
    method: 'POST',
    body: JSON.stringify({
      status: 'published',
      translations: {
        sr: { title: `Поравнато и обојено ${suffix}`, summary: `Сажетак ${suffix}.`, body: body(['Наслов', 'црвено', 'истакнуто']) },
        en: { title: `Aligned and coloured ${suffix}`, summary: `Summary ${suffix}.`, body: body(['Heading', 'red', 'highlighted']) },
      },
    }),
  });
}

/** The styled article's heading is centred and its words coloured, by the site's classes. */
async function expectStyledText(page: Page, words: [string, string, string]) {
  const style = (text: string, property: 'textAlign' | 'color' | 'backgroundColor') =>
    page.locator('.rich-text').getByText(text, { exact: true }).evaluate((element, name) => getComputedStyle(element)[name], property);
  await expect.poll(() => style(words[0], 'textAlign'), { timeout: SCREEN_TIMEOUT }).toBe('center');
  expect(await style(words[1], 'color')).toBe('rgb(183, 28, 28)');
  // Off the palette: shown as the nearest palette colours.
  expect(await style(words[2], 'backgroundColor')).toBe('rgb(255, 245, 157)');
}

test('the public screens raise no violation of a policy that refuses inline style, whether the server or the app rendered them', async ({ context, page, baseUrl }) => {
  const recorded = await recordViolations(context);
  recorded.watch(page);
  const token = await signInByApi(baseUrl);
  const article = await createStyledArticle(baseUrl, token);

  for (const { locale, searchWord } of LOCALE_CASES.filter((entry) => entry.locale !== 'lat')) {
    for (const [path, status] of await publicScreens(baseUrl, locale, searchWord)) {
      await open(page, path, status);
      await expectH1(page);
    }
    await open(page, listPath('inspire', locale));
    await expectH1(page);
    const words: [string, string, string] = locale === 'sr' ? ['Наслов', 'црвено', 'истакнуто'] : ['Heading', 'red', 'highlighted'];
    const articlePath = contentPath('article', locale, article.id, article.translations[locale]!.slug);
    await open(page, articlePath);
    await expectStyledText(page, words);
    // The same article rendered by the app, after a click from the home page.
    await open(page, listPath('home', locale));
    await page.locator(`main a[href="${articlePath}"], main a[href="${encodeURI(articlePath)}"]`).first().click();
    await expectStyledText(page, words);
  }
  expect(recorded.violations).toEqual([]);
  expect(recorded.consoleMessages).toEqual([]);

  // The policy is in force, and the listener hears it: an inline style is refused.
  expect(await addInlineStyle(page)).toBe(false);
  await expect.poll(() => recorded.violations.map((violation) => violation.directive), { timeout: SCREEN_TIMEOUT }).toEqual(['style-src-attr']);
});

test("the dashboard's screens raise no violation: its UI kit's inline style is allowed there, inline script is not", async ({ context, page, baseUrl }) => {
  const recorded = await recordViolations(context);
  recorded.watch(page);
  const token = await signInByApi(baseUrl);
  await withToken(context, token, baseUrl);
  const article = await createStyledArticle(baseUrl, token);

  for (const section of DASHBOARD_SECTIONS) {
    await open(page, dashboardPath('en', section));
    await expectVisible(page.getByRole('heading', { level: 1 }).first());
  }
  await open(page, dashboardPath('en'));
  await expectVisible(page.getByRole('heading', { level: 1 }).first());
  // The editor shows the text as it will look: its own style attributes.
  await open(page, dashboardPath('en', 'articles', article.id));
  const content = page.getByRole('textbox', { name: 'Text', exact: true });
  await expectVisible(content);
  await expect.poll(() => content.getByText('Наслов', { exact: true }).evaluate((element) => getComputedStyle(element).textAlign), { timeout: SCREEN_TIMEOUT }).toBe('center');
  expect(recorded.violations).toEqual([]);
  expect(recorded.consoleMessages).toEqual([]);

  expect(await addInlineStyle(page)).toBe(true);
  const ranInlineScript = await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.inlineScriptRan = true';
    document.body.append(script);
    return 'inlineScriptRan' in window;
  });
  expect(ranInlineScript).toBe(false);
  await expect.poll(() => recorded.violations.map((violation) => violation.directive), { timeout: SCREEN_TIMEOUT }).toEqual(['script-src-elem']);
});

test('without JavaScript the menu bar gives way to the menu of plain links, by a stylesheet rule the policy allows', async ({ browser, baseUrl }) => {
  const context = await browser.newContext({ baseURL: baseUrl, viewport: DESKTOP_VIEWPORT, javaScriptEnabled: false });
  try {
    const page = await context.newPage();
    for (const locale of ['sr', 'en'] as const) {
      await page.goto(listPath('home', locale));
      await expectH1(page);
      await expectVisible(page.locator('.main-nav-static'));
      expect(await page.locator('.main-nav').isVisible(), locale).toBe(false);
      expect(await page.locator('.menu-button').isVisible(), locale).toBe(false);
    }
  } finally {
    await context.close();
  }
});
