import { describe } from 'vitest';
import type { Locale } from '../../src/common/locales.js';
import { listPath } from '../../src/common/routes.js';
import { expectNoAxeViolations } from './support/axe.js';
import { PHONE_VIEWPORT, expect, test } from './support/browser.js';
import { LOCALE_CASES, api } from './support/content.js';
import { SCREEN_TIMEOUT, expectH1, expectHtmlLang, expectVisible, open } from './support/page.js';

/** The open data screen: in three locales, by keyboard, without JavaScript; its files download. */

interface Catalogue {
  datasets: { key: string; title: string; columns: { name: string }[]; files: { url: string }[] }[];
}

const TEXT: Record<Locale, { title: string; columns: (count: number) => string; csv: string }> = {
  sr: { title: 'Отворени подаци', columns: (count) => `Колоне CSV датотеке (${count})`, csv: 'CSV за табеле (UTF-8)' },
  lat: { title: 'Otvoreni podaci', columns: (count) => `Kolone CSV datoteke (${count})`, csv: 'CSV za tabele (UTF-8)' },
  en: { title: 'Open data', columns: (count) => `Columns of the CSV file (${count})`, csv: 'CSV for spreadsheets (UTF-8)' },
};

for (const { locale, lang } of LOCALE_CASES) {
  describe(`the open data in ${locale}`, () => {
    test('every dataset under its heading, its columns opened from their summary; passes axe, wide and on a phone', async ({ page, baseUrl }) => {
      const catalogue = await api<Catalogue>(baseUrl, '/api/open-data', locale);
      await open(page, listPath('open-data', locale));
      await expectH1(page, TEXT[locale].title);
      await expectHtmlLang(page, lang);
      for (const dataset of catalogue.datasets) await expectVisible(page.getByRole('heading', { level: 2, name: dataset.title }));
      await expectNoAxeViolations(page);
      const [first] = catalogue.datasets;
      const region = page.getByRole('region', { name: first!.title });
      await region.getByText(TEXT[locale].columns(first!.columns.length)).click();
      await expectVisible(region.getByRole('rowheader', { name: first!.columns[0]!.name, exact: true }));
      await expectNoAxeViolations(page);
      await page.setViewportSize(PHONE_VIEWPORT);
      await expectNoAxeViolations(page);
    });
  });
}

test('with the keyboard alone, a dataset’s columns open and its CSV file downloads', async ({ page, baseUrl }) => {
  const catalogue = await api<Catalogue>(baseUrl, '/api/open-data', 'en');
  const standards = catalogue.datasets.find((dataset) => dataset.key === 'standards')!;
  await open(page, listPath('open-data', 'en'));
  const region = page.getByRole('region', { name: standards.title });
  const summary = region.getByText(TEXT.en.columns(standards.columns.length));
  await summary.focus();
  expect(await summary.evaluate((element) => getComputedStyle(element).outlineStyle)).not.toBe('none');
  await page.keyboard.press('Enter');
  await expectVisible(region.getByRole('rowheader', { name: 'decisions', exact: true }));
  await region.getByRole('link', { name: TEXT.en.csv }).focus();
  const download = page.waitForEvent('download', { timeout: SCREEN_TIMEOUT });
  await page.keyboard.press('Enter');
  expect((await download).suggestedFilename()).toBe('standards.csv');
});

test('without JavaScript, every dataset, its files and its columns are in the page', async ({ browser, baseUrl }) => {
  const catalogue = await api<Catalogue>(baseUrl, '/api/open-data', 'lat');
  const context = await browser.newContext({ baseURL: baseUrl, locale: 'sr-RS', javaScriptEnabled: false });
  try {
    const page = await context.newPage();
    await page.goto(listPath('open-data', 'lat'));
    await expectH1(page, TEXT.lat.title);
    for (const dataset of catalogue.datasets) {
      const region = page.getByRole('region', { name: dataset.title });
      expect(await region.getByRole('link').count()).toBe(dataset.files.length);
      await region.getByText(TEXT.lat.columns(dataset.columns.length)).click();
      expect(await region.getByRole('rowheader').count()).toBe(dataset.columns.length);
    }
  } finally {
    await context.close();
  }
});
