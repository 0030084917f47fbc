import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SiteApp, startSiteApp } from './support/site-app.js';

const SCRIPT = path.resolve('scripts/precompress.mjs');

/** A few KB of JavaScript-like text (compresses well, like a real bundle). */
const BUNDLE = Array.from({ length: 200 }, (_, i) => `export const value${i} = () => 'НОКС ${i}';`).join('\n');
const SMALL_CSS = 'body{margin:0}';
const MANIFEST = JSON.stringify({ name: 'НОКС', icons: Array.from({ length: 60 }, (_, i) => ({ src: `/icon-${i}.png`, sizes: `${64 + i}x${64 + i}` })) });

const BUILD_MANIFEST = {
  'index.html': { file: 'assets/index-abc123.js', isEntry: true, imports: ['_shared-1.js'], css: ['assets/index-1.css'] },
  '_shared-1.js': { file: 'assets/shared-1.js' },
  '_card-2.js': { file: 'assets/card-2.js', imports: ['_shared-1.js'], css: ['assets/card-2.css'] },
  'features/files/files-screen.tsx': { file: 'assets/files-screen-3.js', isDynamicEntry: true, imports: ['_card-2.js', '_shared-1.js'], css: ['assets/files-screen-3.css'] },
  'locales/en/common.json': { file: 'assets/common-en.js' },
  'locales/en/screens.json': { file: 'assets/screens-en.js' },
  'locales/sr/common.json': { file: 'assets/common-sr.js' },
};

let site: SiteApp;
let output: string;
beforeAll(async () => {
  site = await startSiteApp((webDir) => {
    fs.writeFileSync(path.join(webDir, 'assets', 'index-abc123.js'), BUNDLE);
    fs.writeFileSync(path.join(webDir, 'assets', 'index-abc123.js.map'), `{"mappings":"${'A'.repeat(4000)}"}`);
    fs.writeFileSync(path.join(webDir, 'assets', 'small-def456.css'), SMALL_CSS);
    fs.writeFileSync(path.join(webDir, 'assets', 'logo-0a1b2c.png'), Buffer.alloc(4000, 7));
    fs.writeFileSync(path.join(webDir, 'manifest.webmanifest'), MANIFEST);
    fs.writeFileSync(path.join(webDir, 'sw.js'), BUNDLE);
    // The chunk graph Vite writes: the entry (already in index.html), a screen's lazy chunk with
    // its stylesheet and a shared import, and the locales' messages.
    fs.mkdirSync(path.join(webDir, '.vite'));
    fs.writeFileSync(path.join(webDir, '.vite', 'manifest.json'), JSON.stringify(BUILD_MANIFEST));
    // A robots.txt of the build must not collide with the one the server writes.
    fs.writeFileSync(path.join(webDir, 'robots.txt'), 'User-agent: *\nDisallow: /\n');
    output = execFileSync(process.execPath, [SCRIPT, webDir], { encoding: 'utf8' });
  });
});
afterAll(() => site.close());

const file = (name: string) => path.join(site.webDir, name);

describe('scripts/precompress.mjs', () => {
  it('writes .br and .gz beside every compressible file over 1 KB, each decompressing to the original', () => {
    expect(output).toMatch(/precompress: 6 compressed copies of 3 files/);
    for (const name of ['assets/index-abc123.js', 'manifest.webmanifest', 'sw.js']) {
      const original = fs.readFileSync(file(name));
      const br = fs.readFileSync(file(`${name}.br`));
      const gz = fs.readFileSync(file(`${name}.gz`));
      expect(zlib.brotliDecompressSync(br).equals(original), name).toBe(true);
      expect(zlib.gunzipSync(gz).equals(original), name).toBe(true);
      expect(br.length).toBeLessThan(gz.length);
    }
    // Small files, index.html under 1 KB, source maps and images are left alone.
    for (const name of ['assets/small-def456.css', 'index.html', 'assets/index-abc123.js.map', 'assets/logo-0a1b2c.png']) {
      expect(fs.existsSync(file(`${name}.br`)), name).toBe(false);
      expect(fs.existsSync(file(`${name}.gz`)), name).toBe(false);
    }
  });

  it('can run again over its own output without compressing the compressed copies', () => {
    const again = execFileSync(process.execPath, [SCRIPT, site.webDir], { encoding: 'utf8' });
    expect(again).toMatch(/precompress: 6 compressed copies of 3 files/);
    expect(fs.existsSync(file('assets/index-abc123.js.br.br'))).toBe(false);
    expect(fs.existsSync(file('assets/index-abc123.js.gz.gz'))).toBe(false);
  });
});

describe('hashed assets', () => {
  const get = (url: string, acceptEncoding?: string) => site.app.inject({ method: 'GET', url, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

  it('are sent Brotli-compressed to a client that accepts br, cached for a year', async () => {
    for (const acceptEncoding of ['br', 'gzip, deflate, br', 'br;q=1.0, gzip;q=0.8']) {
      const response = await get('/assets/index-abc123.js', acceptEncoding);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding'], acceptEncoding).toBe('br');
      expect(response.headers['content-type']).toMatch(/^(application|text)\/javascript/);
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(String(response.headers.vary)).toMatch(/Accept-Encoding/);
      expect(zlib.brotliDecompressSync(response.rawPayload).toString('utf8')).toBe(BUNDLE);
      expect(Number(response.headers['content-length'])).toBe(fs.statSync(file('assets/index-abc123.js.br')).size);
    }
  });

  it('are sent gzipped to a client that accepts gzip only, and as they are to one that accepts neither', async () => {
    const gzipped = await get('/assets/index-abc123.js', 'gzip, deflate');
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzipped.rawPayload).toString('utf8')).toBe(BUNDLE);
    expect(gzipped.headers['cache-control']).toBe('public, max-age=31536000, immutable');

    for (const acceptEncoding of [undefined, 'identity', 'br;q=0, gzip;q=0']) {
      const plain = await get('/assets/index-abc123.js', acceptEncoding);
      expect(plain.headers['content-encoding'], String(acceptEncoding)).toBeUndefined();
      expect(plain.body).toBe(BUNDLE);
    }
  });

  it("carry the headers a script or stylesheet obeys, not a document's", async () => {
    const asset = await get('/assets/small-def456.css');
    expect(asset.headers['x-content-type-options']).toBe('nosniff');
    expect(asset.headers['cross-origin-resource-policy']).toBe('same-origin');
    for (const header of ['content-security-policy', 'x-frame-options', 'cross-origin-opener-policy', 'origin-agent-cluster']) {
      expect(asset.headers[header], header).toBeUndefined();
    }
    // The service worker is a script with a CSP of its own, and pages keep theirs.
    for (const url of ['/sw.js', '/']) expect((await get(url)).headers['content-security-policy'], url).toContain("script-src 'self'");
  });

  it('are sent uncompressed when no compressed copy exists', async () => {
    const response = await get('/assets/small-def456.css', 'br, gzip');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.headers['content-type']).toMatch(/^text\/css/);
    expect(response.body).toBe(SMALL_CSS);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });
});

describe("a page's head", () => {
  const headLinks = (html: string) => [...html.matchAll(/<link rel="(stylesheet|modulepreload)"[^>]*? href="([^"]+)">/g)].map((m) => `${m[1]} ${m[2]}`);

  it("links its screen's stylesheets, not what index.html loads", async () => {
    const page = await site.app.inject('/en/files');
    expect(page.statusCode).toBe(200);
    expect(headLinks(page.body).sort()).toEqual(['stylesheet /assets/card-2.css', 'stylesheet /assets/files-screen-3.css']);
    // A 404 has no screen chunk.
    expect(headLinks((await site.app.inject('/no-such-page')).body)).toEqual([]);
  });
});

describe('other files of the build', () => {
  it('are revalidated on every use (service worker, manifest), compressed when they can be', async () => {
    const sw = await site.app.inject({ method: 'GET', url: '/sw.js', headers: { 'accept-encoding': 'br' } });
    expect(sw.headers['content-encoding']).toBe('br');
    expect(sw.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
    const manifest = await site.app.inject({ method: 'GET', url: '/manifest.webmanifest', headers: { 'accept-encoding': 'gzip' } });
    expect(manifest.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(zlib.gunzipSync(manifest.rawPayload).toString('utf8'))).toEqual(JSON.parse(MANIFEST));
  });

  it('index.html itself is never cached without revalidation', async () => {
    const response = await site.app.inject({ method: 'GET', url: '/index.html' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers['content-type']).toMatch(/^text\/html/);
  });

  it('robots.txt is the server\'s own, not a file of the build', async () => {
    const response = await site.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toMatch(/^Sitemap: https:\/\/noks\.example\.rs\/sitemap\.xml$/m);
    expect(response.body).not.toMatch(/^Disallow: \/$/m);
  });
});
