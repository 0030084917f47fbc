import fs from 'node:fs';
import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { articlePayload, createItem, filePayload } from './support/factories.js';
import { uploadPdf } from './support/multipart.js';
import { FIXTURE_INDEX_HTML, type SiteApp, encoded, startSiteApp } from './support/site-app.js';
import { bearer } from './support/test-app.js';

/**
 * The security headers of every kind of response the portal gives: the API (reads, admin,
 * errors), the public site's pages, the dashboard's page, build files and uploaded files.
 */

let site: SiteApp;
let articlePath: string;
let downloadPath: string;

beforeAll(async () => {
  site = await startSiteApp((webDir) => {
    fs.writeFileSync(path.join(webDir, 'dashboard.html'), FIXTURE_INDEX_HTML.replace('/assets/index-abc123.js', '/assets/dashboard-def456.js'));
    fs.writeFileSync(path.join(webDir, 'assets', 'index-abc123.js'), 'export {};');
    fs.writeFileSync(path.join(webDir, 'sw.js'), 'self.addEventListener("fetch", () => {});');
  });
  const article = await createItem(site.t, 'articles', articlePayload());
  articlePath = encoded(`/en/article/${article.id}/${(article.translations.en as { slug: string }).slug}`);
  const pdf = await uploadPdf(site.t, 'pravilnik.pdf');
  const file = await createItem(site.t, 'files', filePayload(pdf.id));
  downloadPath = `/api/files/${file.id}/download`;
});
afterAll(() => site.close());

const get = (url: string, headers: Record<string, string> = {}) => site.app.inject({ method: 'GET', url, headers });

const directivesOf = (response: LightMyRequestResponse) =>
  new Map(String(response.headers['content-security-policy'] ?? '').split(';').map((directive) => [directive.split(' ')[0]!, directive] as const));

/** Features the portal never uses, and ad profiling: off wherever a Permissions-Policy is sent. */
function expectPowerfulFeaturesOff(response: LightMyRequestResponse, what: string) {
  const policy = new Map(String(response.headers['permissions-policy'] ?? '').split(', ').map((directive) => directive.split('=') as [string, string]));
  for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb', 'browsing-topics', 'interest-cohort']) expect(policy.get(feature), `${what}: ${feature}`).toBe('()');
  expect(policy.get('fullscreen'), what).toMatch(/^\(self "https:\/\/www\.youtube\.com"/);
}

describe('security headers', () => {
  it("on the public site's pages: no inline style or script, powerful features off", async () => {
    for (const [what, url, status] of [
      ['home', '/', 200],
      ['English home', '/en', 200],
      ['an article', articlePath, 200],
      ['a Latin list', encoded('/lat/pretraga'), 200],
      ['a page not found', '/en/nothing-here', 404],
      ['a preview', `${articlePath}?preview=1`, 200],
    ] as const) {
      const response = await get(url);
      expect(response.statusCode, what).toBe(status);
      const csp = directivesOf(response);
      expect(csp.get('style-src'), what).toBe("style-src 'self'");
      expect(csp.get('script-src'), what).toBe("script-src 'self'");
      expect(csp.get('object-src'), what).toBe("object-src 'none'");
      expectPowerfulFeaturesOff(response, what);
      expect(response.headers['x-content-type-options'], what).toBe('nosniff');
    }
  });

  it("on the dashboard's page: the same, but inline style allowed for its UI kit (decision 0023)", async () => {
    for (const url of ['/dashboard', '/lat/dashboard/articles', '/en/dashboard/articles/5']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toContain('/assets/dashboard-def456.js');
      const csp = directivesOf(response);
      expect(csp.get('style-src'), url).toBe("style-src 'self' 'unsafe-inline'");
      expect(csp.get('script-src'), url).toBe("script-src 'self'");
      expect(csp.get('frame-ancestors'), url).toBe("frame-ancestors 'self'");
      expectPowerfulFeaturesOff(response, url);
    }
  });

  it('on the API: reads, the admin API and its errors', async () => {
    for (const [what, response, status] of [
      ['public list', await get('/api/articles'), 200],
      ['admin list', await get('/api/admin/articles', bearer(site.t.tokens.editor)), 200],
      ['401', await get('/api/admin/articles'), 401],
      ['400', await get('/api/articles/abc'), 400],
      ['404', await get('/api/nothing-here'), 404],
      ['a missing file', await get('/manifest-none.webmanifest'), 404],
    ] as const) {
      expect(response.statusCode, what).toBe(status);
      expect(directivesOf(response).get('style-src'), what).toBe("style-src 'self'");
      expectPowerfulFeaturesOff(response, what);
      expect(response.headers['x-content-type-options'], what).toBe('nosniff');
    }
  });

  it('on build files and downloads: what a script or a file obeys, not what only a document does', async () => {
    const asset = await get('/assets/index-abc123.js');
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['x-content-type-options']).toBe('nosniff');
    for (const header of ['content-security-policy', 'permissions-policy']) expect(asset.headers[header], header).toBeUndefined();
    // The service worker is a script with a policy of its own (its importScripts and fetches).
    const worker = await get('/sw.js');
    expect(directivesOf(worker).get('script-src')).toBe("script-src 'self'");
    const download = await get(downloadPath);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
    expect(download.headers['x-content-type-options']).toBe('nosniff');
  });
});
