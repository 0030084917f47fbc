import { describe } from 'vitest';
import { listPath } from '../../src/common/routes.js';
import type { SearchInsights } from '../../src/common/schemas/search-insights.js';
import { adminApi, signInByApi } from './support/admin-session.js';
import { expect, test } from './support/browser.js';
import { currentPath, expectH1, expectVisible, open } from './support/page.js';

/** A word of the demo content: the search finds it. */
const QUERY = 'квалификација';
const FOLDED = 'kvalifikacija';

/** The search log is written every ten seconds: wait for the next write. */
const LOG_WRITTEN_WITHIN_MS = 30_000;

async function countsOf(baseUrl: string, token: string): Promise<{ searches: number; opened: number }> {
  const insights = await adminApi<SearchInsights>(baseUrl, token, '/api/admin/search-insights?locale=sr');
  const row = insights.frequent.find((entry) => entry.query === FOLDED);
  return { searches: row?.searches ?? 0, opened: row?.opened ?? 0 };
}

describe('the search log', () => {
  test('counts a search made on the search screen and a result opened from it', async ({ page, baseUrl }) => {
    const token = await signInByApi(baseUrl);
    const before = await countsOf(baseUrl, token);

    await open(page, `${listPath('search', 'sr')}?q=${encodeURIComponent(QUERY)}`);
    await expectH1(page);
    const firstResult = page.locator('.search-result__title a:not([download])').first();
    await expectVisible(firstResult);
    const target = await firstResult.getAttribute('href');
    await firstResult.click();
    await expect.poll(() => currentPath(page)).toBe(decodeURIComponent(target!.split('?')[0]!).normalize('NFC'));

    // At least: other tests may search for the same word meanwhile.
    const counted = async () => {
      const now = await countsOf(baseUrl, token);
      return now.searches > before.searches && now.opened > before.opened;
    };
    await expect.poll(counted, { timeout: LOG_WRITTEN_WITHIN_MS, interval: 1_000 }).toBe(true);
  });
});
