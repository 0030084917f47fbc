import type { Locator, Page } from 'playwright-core';
import type { Locale } from '../../src/common/locales.js';
import { contentPath } from '../../src/common/routes.js';
import { expect, test } from './support/browser.js';
import { LOCALE_CASES, findArticle } from './support/content.js';
import { SCREEN_TIMEOUT, currentPath, expectH1, expectHtmlLang, open } from './support/page.js';

/** How the switcher may name each locale (the visible name, its short code or the script). */
const LOCALE_LABEL: Record<Locale, RegExp> = {
  sr: /ћирилица|cyrillic|ćirilica|^\s*(ср|срп|sr|српски)\s*$/i,
  lat: /latinica|latin|латиница|^\s*(lat|лат)\s*$/i,
  en: /english|енглески|engleski|^\s*(en|енг|eng)\s*$/i,
};
const LANGUAGE_BUTTON = /language|језик|jezik/i;

/**
 * Uses the header's locale switcher, whichever widget it is: links (or menu items) per locale,
 * a select, or a button that opens a list of locales.
 */
async function switchLocale(page: Page, target: Locale): Promise<void> {
  const banner = page.getByRole('banner');
  const label = LOCALE_LABEL[target];
  const choice = (scope: Locator | Page) =>
    scope.getByRole('link', { name: label }).or(scope.getByRole('menuitem', { name: label })).or(scope.getByRole('menuitemradio', { name: label })).or(scope.getByRole('radio', { name: label }));
  const direct = choice(banner).first();
  if (await direct.isVisible()) return direct.click();
  const select = banner.getByRole('combobox').first();
  if (await select.isVisible()) {
    const labels = await select.locator('option').allInnerTexts();
    const wanted = labels.find((text) => label.test(text.trim()));
    if (!wanted) throw new Error(`the locale select offers ${JSON.stringify(labels)}, none for ${target}`);
    await select.selectOption({ label: wanted });
    return;
  }
  const opener = banner.getByRole('button', { name: LANGUAGE_BUTTON }).first();
  if (!(await opener.isVisible())) throw new Error('no locale switcher found in the header (banner): no locale link, select or language button');
  await opener.click();
  await choice(page).first().click();
}

const SWITCHES: [Locale, Locale][] = [
  ['sr', 'lat'],
  ['lat', 'en'],
  ['en', 'sr'],
];

for (const [from, to] of SWITCHES) {
  test(`the header's switcher takes an article from ${from} to the same article in ${to}`, async ({ page, context, baseUrl }) => {
    const source = await findArticle(baseUrl, from);
    const target = await findArticle(baseUrl, to);
    expect(target.id).toBe(source.id);
    const targetSlug = source.slugs[to];
    expect(targetSlug, `the article has a ${to} slug`).toBeTruthy();

    await open(page, contentPath('article', from, source.id, source.slug));
    await expectH1(page, source.title);
    await switchLocale(page, to);

    const expected = contentPath('article', to, source.id, targetSlug!);
    await page.waitForURL((url) => decodeURIComponent(url.pathname).normalize('NFC') === expected, { timeout: SCREEN_TIMEOUT });
    expect(currentPath(page)).toBe(expected);
    await expectH1(page, target.title);
    await expectHtmlLang(page, LOCALE_CASES.find((c) => c.locale === to)!.lang);

    const cookie = (await context.cookies()).find((c) => c.name === 'i18n_redirected');
    expect(cookie?.value, 'cookie i18n_redirected').toBe(to);
    expect(cookie?.path).toBe('/');
    expect(cookie?.sameSite).toBe('Lax');
    // Valid 365 days (SPEC §9); a minute of slack for the clock.
    expect(cookie!.expires * 1000).toBeGreaterThan(Date.now() + 365 * 86_400_000 - 60_000);
  });
}
