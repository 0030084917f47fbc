import { runAxe } from './support/axe.js';
import { expect, test } from './support/browser.js';

// Infrastructure: the real server answers with the built app, Chromium renders it, axe runs.
test('the server serves the built app at / and axe runs on it', async ({ page, baseUrl }) => {
  const health = await fetch(`${baseUrl}/api/health`);
  expect(health.status).toBe(200);

  const response = await page.goto('/');
  expect(response?.status()).toBe(200);
  expect(response?.headers()['content-type']).toMatch(/^text\/html/);
  await expect.poll(() => page.locator('#root').evaluate((root) => root.childElementCount)).toBeGreaterThan(0);

  const results = await runAxe(page);
  expect(results.testEngine.name).toBe('axe-core');
  expect(results.passes.length).toBeGreaterThan(0);
});
