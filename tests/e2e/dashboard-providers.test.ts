import { randomBytes, randomInt } from 'node:crypto';
import type { Page } from 'playwright-core';
import type { Locale } from '../../src/common/locales.js';
import { taxNumberCheckDigit } from '../../src/common/providers.js';
import { contentPath, dashboardPath } from '../../src/common/routes.js';
import { expectNoAxeViolations } from './support/axe.js';
import { expect, test } from './support/browser.js';
import { api } from './support/content.js';
import { SCREEN_TIMEOUT, expectVisible, open } from './support/page.js';
import { adminApi, signInByApi, withReviewRules, withToken } from './support/admin-session.js';

/** The edit screen of an adult-education provider: its approvals edited as rows, and a revocation that must say why. */

interface ProviderView {
  id: number;
  status: string;
  approvals: { id: number; level: string | null; places: { municipality: string; address: string }[]; revocation: { at: string; reason: string } | null }[];
}

interface PublicProvider {
  slug: string;
  approvals: { programme: string; status: string; revocation: { reason: string } | null }[];
}

const group = (page: Page, name: string) => page.getByRole('group', { name, exact: true });
const textbox = (page: Page | ReturnType<Page['getByRole']>, name: string) => page.getByRole('textbox', { name, exact: true });
const save = (page: Page) => page.getByRole('button', { name: 'Save', exact: true }).click();
const isFocused = (locator: ReturnType<Page['getByRole']>) => locator.evaluate((element) => element === document.activeElement);

/** A registration number and a tax number no other provider of the run has; the tax number with its check digit. */
function providerNumbers(): { registrationNumber: string; taxNumber: string } {
  const first = String(randomInt(10_000_000, 100_000_000));
  return { registrationNumber: String(randomInt(10_000_000, 100_000_000)), taxNumber: `${first}${taxNumberCheckDigit(first)}` };
}

test('a provider is made with an approval; revoking it asks for a reason, and its public page shows it revoked', async ({ page, context, baseUrl }) => {
  const token = await signInByApi(baseUrl);
  await withToken(context, token, baseUrl);
  // As on a portal whose admin lets providers be published directly: review has tests of its own (review-journey.test.ts).
  await withReviewRules(baseUrl, token, (rules) => rules.filter((rule) => rule.subject !== 'providers'), async () => {
    const name = `Центар за обуку одраслих ${randomBytes(4).toString('hex')}`;
    const programme = `Обука за заваривача ${randomBytes(3).toString('hex')}`;
    const numbers = providerNumbers();

    await page.goto(dashboardPath('en', 'providers', 'new'));
    await expectVisible(page.getByRole('heading', { level: 1, name: 'New adult-education provider', exact: true }));
    await textbox(page, 'Name').fill(name);
    await page.getByLabel('Publication status').selectOption('published');
    await page.getByLabel('Legal form').selectOption('company');
    await textbox(page, 'Registration number (MB)').fill(numbers.registrationNumber);
    await textbox(page, 'Tax number (PIB)').fill(numbers.taxNumber);
    await textbox(page, 'Seat (municipality)').fill('Ниш');
    await textbox(page, 'Address').fill('Обреновићева 1');

    // An approval added from the keyboard: the focus moves to the new row's first field.
    const approvals = group(page, 'Approvals');
    const add = approvals.getByRole('button', { name: 'Add an approval' });
    await add.focus();
    await page.keyboard.press('Enter');
    const approval = group(page, 'Approval 1');
    await expect.poll(() => isFocused(approval.getByLabel('Approval 1: activity')), { timeout: SCREEN_TIMEOUT }).toBe(true);
    await textbox(approval, 'Approval 1: programme in Serbian').fill(programme);
    await approval.getByLabel('Approval 1: level it leads to').selectOption('4');
    await textbox(approval, 'Approval 1: decision number').fill('022-05-00012/2025-03');
    await approval.getByLabel('Approval 1: decision date').fill('2025-02-15');
    const places = group(page, 'Approval 1: places of delivery');
    await textbox(places, 'Place 1: municipality').fill('Ниш');
    await textbox(places, 'Place 1: address').fill('Вожда Карађорђа 12');
    await expectVisible(approval.getByText('Status now: in force'));

    await save(page);
    await expect.poll(() => new URL(page.url()).pathname, { timeout: SCREEN_TIMEOUT }).toMatch(new RegExp(`^${dashboardPath('en', 'providers')}/\\d+$`));
    const id = Number(new URL(page.url()).pathname.split('/').at(-1));
    await expectVisible(page.getByRole('heading', { level: 1, name, exact: true }));
    const created = await adminApi<ProviderView>(baseUrl, token, `/api/admin/providers/${id}`);
    expect(created.status).toBe('published');
    expect(created.approvals).toMatchObject([{ level: '4', places: [{ municipality: 'Ниш', address: 'Вожда Карађорђа 12' }], revocation: null }]);

    // Revoked without a reason: the form says so at the field, and nothing is saved.
    const saved = group(page, 'Approval 1');
    await saved.getByRole('checkbox', { name: 'Approval 1: revoked' }).check();
    await expect.poll(() => textbox(saved, 'Approval 1: revoked on').inputValue(), { timeout: SCREEN_TIMEOUT }).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d$/);
    await save(page);
    const reason = textbox(saved, 'Approval 1: reason for the revocation');
    await expectVisible(saved.getByText('Say why the approval is revoked: a revocation is not saved without its reason.'));
    await expect.poll(() => reason.getAttribute('aria-invalid'), { timeout: SCREEN_TIMEOUT }).toBe('true');
    await expect.poll(() => isFocused(reason), { timeout: SCREEN_TIMEOUT }).toBe(true);
    expect((await adminApi<ProviderView>(baseUrl, token, `/api/admin/providers/${id}`)).approvals[0]!.revocation).toBeNull();

    await reason.fill('Програм се више не изводи.');
    await save(page);
    await expectVisible(page.getByRole('status').filter({ hasText: /^Saved at / }));
    await expectVisible(saved.getByText('Status now: revoked'));
    const revoked = await adminApi<ProviderView>(baseUrl, token, `/api/admin/providers/${id}`);
    expect(revoked.approvals[0]!.revocation?.reason).toBe('Програм се више не изводи.');

    // The public page says so at once.
    const read = await api<PublicProvider>(baseUrl, `/api/providers/${id}`, 'en');
    expect(read.approvals).toMatchObject([{ status: 'revoked', revocation: { reason: 'Program se više ne izvodi.' } }]);
    await open(page, contentPath('provider', 'en', id, read.slug));
    const section = page.getByRole('region', { name: read.approvals[0]!.programme });
    await expectVisible(section.getByText('Revoked', { exact: true }));
    await expectVisible(section.getByText('Program se više ne izvodi.'));
  });
});

const NEW_SCREEN: Record<Locale, { heading: string; add: string; approval: string; revoked: string }> = {
  sr: { heading: 'Нови организатор образовања одраслих', add: 'Додај одобрење', approval: 'Одобрење 1', revoked: 'Одобрење 1: одузето' },
  lat: { heading: 'Novi organizator obrazovanja odraslih', add: 'Dodaj odobrenje', approval: 'Odobrenje 1', revoked: 'Odobrenje 1: oduzeto' },
  en: { heading: 'New adult-education provider', add: 'Add an approval', approval: 'Approval 1', revoked: 'Approval 1: revoked' },
};

// One page and one axe run a locale: the approval's row with its revocation open, places and all.
for (const locale of ['sr', 'lat', 'en'] as const) {
  test(`the screen of a new provider, with a revoked approval, passes axe (${locale})`, async ({ page, context, baseUrl }) => {
    const token = await signInByApi(baseUrl);
    await withToken(context, token, baseUrl);
    const text = NEW_SCREEN[locale];
    await page.goto(dashboardPath(locale, 'providers', 'new'));
    await expectVisible(page.getByRole('heading', { level: 1, name: text.heading, exact: true }));
    await page.getByRole('button', { name: text.add }).click();
    await group(page, text.approval).getByRole('checkbox', { name: text.revoked }).check();
    await expectNoAxeViolations(page);
  });
}
