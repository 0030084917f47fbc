import { randomBytes } from 'node:crypto';
import type { Page } from 'playwright-core';
import { describe } from 'vitest';
import type { Locale } from '../../src/common/locales.js';
import { DASHBOARD_FIXED_SETS, contentPath, dashboardPath, listPath } from '../../src/common/routes.js';
import { adminApi, signInByApi, withToken } from './support/admin-session.js';
import { expectNoAxeViolations } from './support/axe.js';
import { DESKTOP_VIEWPORT, PHONE_VIEWPORT, expect, test } from './support/browser.js';
import { LOCALE_CASES, api } from './support/content.js';
import { SCREEN_TIMEOUT, currentPath, expectH1, expectHidden, expectHtmlLang, expectVisible, focusIsInside, followLinkByKeyboard, open } from './support/page.js';

/** The register of qualifications, a qualification's page and the level guide, public and in the dashboard. */

interface Summary {
  id: number;
  slug: string;
  title: string;
  nqfLevel: string;
}
interface Register {
  items: Summary[];
  total: number;
}

const REGISTER_TEXT: Record<
  Locale,
  { level: (code: string) => RegExp; apply: string; guideNext: string; guideShow: string; guideEducation: string; guideDiploma: string; result: (code: string) => string }
> = {
  sr: { level: (code) => new RegExp(`^Ниво ${code.replace('.', '\\.')} \\(\\d+\\)$`), apply: 'Прикажи квалификације', guideNext: 'Даље', guideShow: 'Прикажи ниво', guideEducation: 'Које сте образовање завршили?', guideDiploma: 'Коју диплому или сведочанство имате?', result: (code) => `Ваша квалификација је на нивоу ${code} НОКС-а` },
  lat: { level: (code) => new RegExp(`^Nivo ${code.replace('.', '\\.')} \\(\\d+\\)$`), apply: 'Prikaži kvalifikacije', guideNext: 'Dalje', guideShow: 'Prikaži nivo', guideEducation: 'Koje ste obrazovanje završili?', guideDiploma: 'Koju diplomu ili svedočanstvo imate?', result: (code) => `Vaša kvalifikacija je na nivou ${code} NOKS-a` },
  en: { level: (code) => new RegExp(`^Level ${code.replace('.', '\\.')} \\(\\d+\\)$`), apply: 'Show qualifications', guideNext: 'Next', guideShow: 'Show the level', guideEducation: 'What education have you completed?', guideDiploma: 'Which diploma or certificate do you have?', result: (code) => `Your qualification is at NQF level ${code}` },
};

/** The titles of the register's results on the page. */
/** The titles of the cards shown; their text, as the cards out of view are not laid out yet (content-visibility). */
const resultTitles = (page: Page) => page.locator('.qualification-card__title').allTextContents();

/** The two layouts the accessibility checks run at. */
const WIDTHS = [
  ['wide', DESKTOP_VIEWPORT],
  ['narrow', PHONE_VIEWPORT],
] as const;

const CSV_NAME = 'kvalifikacije.csv';
/** A CSV file in the columns of the register's open data, one row of cells a qualification. */
const csvFile = (rows: string[][]) => ({
  name: CSV_NAME,
  mimeType: 'text/csv',
  buffer: Buffer.from(`code,title_sr,nqf_level,type,field_code,hours,awarding_bodies_sr,registered_on\n${rows.map((cells) => cells.map((cell) => `"${cell}"`).join(',')).join('\n')}\n`),
});

/** The import's texts in the dashboard of each locale but Serbian (whose preview the import's own test checks). */
const IMPORT_TEXT: Record<'lat' | 'en', { title: string; summary: (valid: number, invalid: number) => string; caption: string; confirm: RegExp }> = {
  lat: { title: 'Uvoz kvalifikacija iz CSV datoteke', summary: (valid, invalid) => `Može se uvesti: ${valid}. Sa greškama: ${invalid}.`, caption: `Vrste datoteke ${CSV_NAME} sa greškama`, confirm: /^Uvezi kao nacrte/ },
  en: { title: 'Import qualifications from a CSV file', summary: (valid, invalid) => `Can be imported: ${valid}. With errors: ${invalid}.`, caption: `Rows of ${CSV_NAME} with errors`, confirm: /^Import as drafts/ },
};

for (const { locale, lang } of LOCALE_CASES) {
  describe(`the register in ${locale}`, () => {
    test('the register filtered by a level, a qualification of it, and the guide\'s answer pass axe, wide and narrow', async ({ page, baseUrl }) => {
      const register = await api<Register>(baseUrl, '/api/qualifications?level=4', locale);
      expect(register.total).toBeGreaterThan(0);
      await open(page, `${listPath('qualifications', locale)}?level=4`);
      await expectH1(page);
      await expectHtmlLang(page, lang);
      expect((await resultTitles(page)).map((title) => title.trim())).toEqual(register.items.map((item) => item.title));
      await expectNoAxeViolations(page);

      const first = register.items[0]!;
      await open(page, contentPath('qualification', locale, first.id, first.slug));
      await expectH1(page, first.title);
      await expectNoAxeViolations(page);

      await open(page, `${listPath('guide', locale)}?education=higher&diploma=master`);
      await expectH1(page);
      await expectVisible(page.getByRole('heading', { level: 2, name: REGISTER_TEXT[locale].result('7.1') }));
      await expectNoAxeViolations(page);

      // The narrow layout of a phone: the filters folded above the results, the facts one under another.
      await page.setViewportSize(PHONE_VIEWPORT);
      for (const path of [`${listPath('qualifications', locale)}?level=4`, contentPath('qualification', locale, first.id, first.slug), `${listPath('guide', locale)}?education=higher`]) {
        await open(page, path);
        await expectH1(page);
        await expectNoAxeViolations(page);
      }
    });

    test('the guide\'s first question, with no answer chosen yet and no second question, passes axe, wide and narrow', async ({ page }) => {
      const text = REGISTER_TEXT[locale];
      for (const [, viewport] of WIDTHS) {
        await page.setViewportSize(viewport);
        await open(page, listPath('guide', locale));
        await expectH1(page);
        await expectHtmlLang(page, lang);
        const education = page.getByRole('group', { name: text.guideEducation });
        await expectVisible(education);
        expect(await education.getByRole('radio').count()).toBeGreaterThan(1);
        expect(await page.getByRole('radio', { checked: true }).count()).toBe(0);
        expect(await page.getByRole('group', { name: text.guideDiploma }).count()).toBe(0);
        await expectNoAxeViolations(page);
      }
    });
  });
}

test('the register is used with the keyboard alone: a level checked, the filters applied, a qualification opened', async ({ page, baseUrl }) => {
  const text = REGISTER_TEXT.en;
  const atLevel = await api<Register>(baseUrl, '/api/qualifications?level=6.2&limit=100', 'en');
  await open(page, listPath('qualifications', 'en'));
  const checkbox = page.getByRole('checkbox', { name: text.level('6.2') });
  await checkbox.focus();
  await page.keyboard.press('Space');
  expect(await checkbox.isChecked()).toBe(true);
  // On to the button that applies the filters, by Tab alone.
  const apply = page.getByRole('button', { name: text.apply });
  for (let i = 0; i < 60 && !(await apply.evaluate((button) => button === document.activeElement)); i++) await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect.poll(() => new URL(page.url()).searchParams.getAll('level'), { timeout: SCREEN_TIMEOUT }).toEqual(['6.2']);
  await expect.poll(async () => (await resultTitles(page)).length, { timeout: SCREEN_TIMEOUT }).toBe(atLevel.items.length);
  // The keyboard is taken to what the filters found.
  expect(await focusIsInside(page.locator('.register-results'))).toBe(true);
  const first = atLevel.items[0]!;
  await followLinkByKeyboard(page, first.title, contentPath('qualification', 'en', first.id, first.slug));
});

test('the level guide is used with the keyboard alone, and the answer leads to the level\'s qualifications', async ({ page }) => {
  const text = REGISTER_TEXT.sr;
  await open(page, listPath('guide', 'sr'));
  await page.getByRole('radio', { name: 'Средњу школу' }).focus();
  await page.keyboard.press('Space');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  // The next question takes the focus.
  const gymnasium = page.getByRole('radio', { name: 'Диплому гимназије' });
  await expectVisible(gymnasium);
  await expect.poll(() => page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.name), { timeout: SCREEN_TIMEOUT }).toBe('diploma');
  await gymnasium.focus();
  await page.keyboard.press('Space');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  const result = page.getByRole('heading', { level: 2, name: text.result('4') });
  await expectVisible(result);
  await expect.poll(() => result.evaluate((heading) => heading === document.activeElement), { timeout: SCREEN_TIMEOUT }).toBe(true);
  await page.getByRole('link', { name: 'Квалификације на нивоу 4 у регистру' }).focus();
  await page.keyboard.press('Enter');
  await expect.poll(() => new URL(page.url()).searchParams.get('level'), { timeout: SCREEN_TIMEOUT }).toBe('4');
  expect(currentPath(page)).toBe(listPath('qualifications', 'sr'));
});

test('without JavaScript, the register\'s filters submit as a form and the results follow', async ({ browser, baseUrl }) => {
  const context = await browser.newContext({ baseURL: baseUrl, locale: 'sr-RS', javaScriptEnabled: false });
  try {
    const page = await context.newPage();
    const atLevel = await api<Register>(baseUrl, '/api/qualifications?level=3&limit=100', 'lat');
    await page.goto(listPath('qualifications', 'lat'));
    await page.getByRole('checkbox', { name: REGISTER_TEXT.lat.level('3') }).check();
    await page.getByRole('button', { name: REGISTER_TEXT.lat.apply }).click();
    await page.waitForURL(/level=3/, { timeout: SCREEN_TIMEOUT });
    expect((await resultTitles(page)).map((title) => title.trim()).sort()).toEqual(atLevel.items.map((item) => item.title).sort());
  } finally {
    await context.close();
  }
});

describe('the register in the dashboard', () => {
  const suffix = () => randomBytes(3).toString('hex');

  // One test a locale, at one width each: every screen is checked in every locale and at both widths,
  // without checking each of the eight screens six times over.
  const LOCALE_WIDTHS = [
    ['sr', WIDTHS[0]],
    ['lat', WIDTHS[1]],
    ['en', WIDTHS[0]],
  ] as const;
  for (const [locale, [width, viewport]] of LOCALE_WIDTHS) {
    test(`the lists of qualifications, awarding bodies and levels, and their edit screens, pass axe (${locale}, ${width})`, async ({ page, context, baseUrl }) => {
      const token = await signInByApi(baseUrl);
      await withToken(context, token, baseUrl);
      await page.setViewportSize(viewport);
      const h1 = page.getByRole('heading', { level: 1 });
      for (const section of ['qualifications', 'awarding-bodies', 'levels'] as const) {
        await page.goto(dashboardPath(locale, section));
        await expectVisible(h1);
        await expectVisible(page.getByRole('table').first());
        await expectNoAxeViolations(page);
        // The levels are fixed by law: no new one.
        if (!DASHBOARD_FIXED_SETS.includes(section)) {
          await page.goto(dashboardPath(locale, section, 'new'));
          await expectVisible(h1);
          await expectNoAxeViolations(page);
        }
        const { items } = await adminApi<{ items: { id: number; title: string }[] }>(baseUrl, token, `/api/admin/${section}?limit=1`);
        await page.goto(dashboardPath(locale, section, items[0]!.id));
        await expectVisible(page.getByRole('heading', { level: 1, name: items[0]!.title }));
        await expectNoAxeViolations(page);
      }
    }, 120_000);
  }

  test('a new qualification is entered with its outcomes row by row, its level and field, and is served with them', async ({ page, context, baseUrl }) => {
    const token = await signInByApi(baseUrl);
    await withToken(context, token, baseUrl);
    const title = `Техничар за мехатронику ${suffix()}`;
    await page.goto(dashboardPath('sr', 'qualifications', 'new'));
    await expectVisible(page.getByRole('heading', { level: 1, name: 'Нова квалификација' }));
    await page.getByRole('textbox', { name: 'Наслов', exact: true }).fill(title);
    await page.getByRole('textbox', { name: 'Шифра у регистру' }).fill(`4-0714-${suffix()}`);
    await page.getByRole('combobox', { name: 'Ниво НОКС-а' }).selectOption('4');
    await page.getByRole('combobox', { name: 'Врста квалификације' }).selectOption('vocational');
    await page.getByRole('combobox', { name: 'Област образовања (ISCED-F 2013)' }).fill('0714');
    await page.getByRole('option', { name: /^0714 / }).click();
    // Before any save: credits or hours, one of them required, said under the group of the two.
    const volume = page.getByRole('group', { name: 'Обим учења' });
    await expectVisible(volume.getByText('Обавезно, бар једно од два: ЕСПБ бодови за високо образовање, број часова за остале квалификације.'));
    // The status of the item on the portal and the qualification's status in the register are told apart.
    await expectVisible(page.getByRole('combobox', { name: 'Статус објаве' }));
    await expectVisible(page.getByRole('combobox', { name: 'Статус квалификације у регистру' }));
    await expectVisible(page.getByText('Да ли се још стиче. Квалификација која се више не стиче остаје објављена у регистру, са својом историјом.'));
    await page.getByRole('button', { name: 'Сачувај', exact: true }).click();
    await expectVisible(volume.getByText('Унесите ЕСПБ бодове или број часова.'));
    await volume.getByRole('textbox', { name: 'Број часова' }).fill('4300');
    await expectHidden(volume.getByText('Унесите ЕСПБ бодове или број часова.'));
    await page.getByLabel('Уписана у регистар').fill('2025-09-01');
    const knowledge = page.getByRole('group', { name: 'Знање' });
    for (const [i, outcome] of ['Зна основе електронике', 'Зна програмирање контролера'].entries()) {
      await knowledge.getByRole('button', { name: 'Додај исход' }).click();
      await knowledge.getByRole('textbox', { name: `Знање, ред ${i + 1}` }).fill(outcome);
    }
    await page.getByRole('button', { name: 'Сачувај', exact: true }).click();
    await expect.poll(() => new URL(page.url()).pathname, { timeout: SCREEN_TIMEOUT }).toMatch(/^\/dashboard\/qualifications\/\d+$/);
    const id = Number(new URL(page.url()).pathname.split('/').pop());
    const saved = await adminApi<{ level: string; eqfLevel: number; field: string; hours: number; translations: { sr: { knowledge: string } } }>(baseUrl, token, `/api/admin/qualifications/${id}`);
    expect(saved).toMatchObject({ level: '4', eqfLevel: 4, field: '0714', hours: 4300, translations: { sr: { knowledge: 'Зна основе електронике\nЗна програмирање контролера' } } });
  });

  test('the qualifications that name their standard in text only are listed in three locales, each a link to its edit screen', async ({ page, context, baseUrl }) => {
    const token = await signInByApi(baseUrl);
    await withToken(context, token, baseUrl);
    const code = `4-0613-${suffix()}`;
    const title = `Техничар за рачунаре ${code}`;
    const standard = `Стандард који регистар нема ${code}`;
    const translations = { sr: { title, description: 'Одржава рачунаре.', knowledge: 'Зна хардвер', skills: 'Склапа рачунар', autonomy: 'Ради самостално', standard } };
    const payload = { status: 'draft', code, level: '4', type: 'vocational', field: '0613', credits: null, hours: 4200, acquisitionWays: ['formal'], awardingBodyIds: [], occupations: [], registerStatus: 'active', registeredOn: '2022-09-01', validUntil: null, supplementFileIds: [], translations };
    const { id } = await adminApi<{ id: number }>(baseUrl, token, '/api/admin/qualifications', { method: 'POST', body: JSON.stringify(payload) });
    const heading: Record<Locale, RegExp> = { sr: /^Стандард наведен само текстом: \d+$/, lat: /^Standard naveden samo tekstom: \d+$/, en: /^Standard named in text only: \d+$/ };

    for (const locale of ['sr', 'lat', 'en'] as const) {
      await page.goto(dashboardPath(locale, 'qualifications'));
      const section = page.getByRole('region', { name: heading[locale] });
      const row = section.getByRole('row').filter({ hasText: standard });
      await expectVisible(row.getByRole('cell', { name: code, exact: true }));
      await expectNoAxeViolations(page);
    }
    await page.getByRole('region', { name: heading.en }).getByRole('link', { name: title, exact: true }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => currentPath(page), { timeout: SCREEN_TIMEOUT }).toBe(dashboardPath('en', 'qualifications', id));
    await expectVisible(page.getByRole('heading', { level: 1, name: title }));
  });

  test('a CSV file with an error is reported row by row and nothing is saved; the corrected file is imported as drafts', async ({ page, context, baseUrl }) => {
    const token = await signInByApi(baseUrl);
    await withToken(context, token, baseUrl);
    const bodies = await api<{ items: { name: string }[] }>(baseUrl, '/api/awarding-bodies', 'sr');
    const code = `3-1013-${suffix()}`;
    const file = (level: string) => csvFile([[code, `Пекар ${code}`, level, 'vocational', '1013', '3200', bodies.items[0]!.name, '2024-09-01']]);
    const count = async () => (await adminApi<{ total: number }>(baseUrl, token, '/api/admin/qualifications?limit=1')).total;
    const before = await count();

    await page.goto(dashboardPath('sr', 'qualifications'));
    await expectVisible(page.getByRole('heading', { level: 2, name: 'Увоз квалификација из CSV датотеке' }));
    await page.locator('input[type=file]').setInputFiles(file('9'));
    await expectVisible(page.getByRole('status').filter({ hasText: 'Може се увести: 0. Са грешкама: 1.' }));
    await expectVisible(page.getByRole('table', { name: 'Врсте датотеке kvalifikacije.csv са грешкама' }).getByText('nqf_level'));
    expect(await page.getByRole('button', { name: /^Увези као нацрте/ }).isDisabled()).toBe(true);
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Откажи' }).click();
    expect(await count()).toBe(before);

    await page.locator('input[type=file]').setInputFiles(file('3'));
    await expectVisible(page.getByRole('status').filter({ hasText: 'Може се увести: 1. Са грешкама: 0.' }));
    await page.getByRole('button', { name: 'Увези као нацрте (1)' }).click();
    await expectVisible(page.getByRole('status').filter({ hasText: 'Увезено квалификација: 1.' }));
    expect(await count()).toBe(before + 1);
    const newest = await adminApi<{ items: { title: string; status: string }[] }>(baseUrl, token, '/api/admin/qualifications?sort=updated&order=desc&limit=1');
    expect(newest.items).toEqual([expect.objectContaining({ title: `Пекар ${code}`, status: 'draft' })]);
  });

  for (const locale of ['lat', 'en'] as const) {
    test(`the preview of a CSV file lists the row with errors column by column, offers no import, and passes axe (${locale})`, async ({ page, context, baseUrl }) => {
      const text = IMPORT_TEXT[locale];
      const token = await signInByApi(baseUrl);
      await withToken(context, token, baseUrl);
      const bodies = await api<{ items: { name: string }[] }>(baseUrl, '/api/awarding-bodies', 'sr');
      const valid = `3-1013-${suffix()}`;
      const wrong = `9-1013-${suffix()}`;
      // One row fine, one with two errors: a level the framework lacks and an awarding body the register lacks.
      const file = csvFile([
        [valid, `Пекар ${valid}`, '3', 'vocational', '1013', '3200', bodies.items[0]!.name, '2024-09-01'],
        [wrong, `Пекар ${wrong}`, '9', 'vocational', '1013', '3200', `Непознато тело ${wrong}`, '2024-09-01'],
      ]);

      await page.goto(dashboardPath(locale, 'qualifications'));
      await expectVisible(page.getByRole('heading', { level: 2, name: text.title }));
      await page.locator('input[type=file]').setInputFiles(file);
      await expectVisible(page.getByRole('status').filter({ hasText: text.summary(1, 1) }));
      const errors = page.getByRole('table', { name: text.caption });
      const row = errors.getByRole('row').filter({ hasText: wrong });
      await expectVisible(row.getByText('nqf_level', { exact: true }));
      await expectVisible(row.getByText('awarding_bodies_sr', { exact: true }));
      // The header and the one row with errors; the row without errors is not listed.
      expect(await errors.getByRole('row').count()).toBe(2);
      expect(await page.getByRole('button', { name: text.confirm }).isDisabled()).toBe(true);
      await expectNoAxeViolations(page);
    });
  }
});
