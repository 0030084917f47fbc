import fs from 'node:fs';
import type { ServerResponse } from 'node:http';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import type { RenderScreen } from '../../common/initial-data.js';
import type { AppContext } from '../app-context.js';
import { registerHtmlPages } from '../modules/site/html-pages.routes.js';
import { startRenderThreads } from '../modules/site/render-threads.js';
import { loadScreenAssets } from '../modules/site/screen-assets.js';
import { SITE_FILES } from '../modules/site/site.routes.js';

/**
 * Helmet's headers that govern a document (its scripts, framing, window, downloads) and mean
 * nothing on a script or stylesheet; nosniff, the resource and referrer policies and HSTS stay.
 */
const DOCUMENT_ONLY_HEADERS = [
  'Content-Security-Policy',
  'Permissions-Policy',
  'Cross-Origin-Opener-Policy',
  'Origin-Agent-Cluster',
  'X-Frame-Options',
  'X-XSS-Protection',
  'X-Download-Options',
  'X-DNS-Prefetch-Control',
  'X-Permitted-Cross-Domain-Policies',
];

/** Hashed build output: the name changes with the content, so it may be cached for a year. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Serves the built web apps: files of the build as they are (hashed assets cached forever and
 * sent precompressed, see scripts/precompress.mjs), every other GET outside /api as index.html
 * with the screen's head, data and server-rendered markup, or as dashboard.html, the editors'
 * app, under /dashboard (modules/site/html-pages.routes.ts).
 */
export async function registerWebApp(app: FastifyInstance, ctx: AppContext, webDir: string, screenRenderer: string | RenderScreen): Promise<void> {
  const indexFile = path.join(webDir, 'index.html');
  if (!fs.existsSync(indexFile)) {
    app.log.warn(`No built web app in ${webDir}; run "npm run build" to serve the portal's pages`);
    return;
  }
  const indexHtml = fs.readFileSync(indexFile, 'utf8');
  const dashboardFile = path.join(webDir, 'dashboard.html');
  const dashboardHtml = fs.existsSync(dashboardFile) ? fs.readFileSync(dashboardFile, 'utf8') : indexHtml;
  const assetsDir = `${path.sep}assets${path.sep}`;
  await app.register(fastifyStatic, {
    root: webDir,
    // One route per file of the build (found at start-up), so unknown paths reach the page routes.
    wildcard: false,
    index: false,
    // NOTE: picks `x.js.br` / `x.js.gz` beside `x.js` by Accept-Encoding and sends Content-Encoding.
    preCompressed: true,
    // The server writes these itself; a file of the same name in the build must not collide.
    globIgnore: SITE_FILES.map((file) => file.replace(/^\//, '')),
    // NOTE: send's own Cache-Control (max-age=0) would overwrite the one setHeaders writes.
    cacheControl: false,
    setHeaders(res, filePath) {
      const isAsset = filePath.includes(assetsDir);
      const cacheControl = isAsset ? IMMUTABLE : /^(index|dashboard)\.html/.test(path.basename(filePath)) ? 'no-cache' : 'public, max-age=0, must-revalidate';
      res.setHeader('Cache-Control', cacheControl);
      res.setHeader('Vary', 'Accept-Encoding');
      // A page loads some forty scripts and stylesheets: headers that only a document obeys would
      // cost each of them half a kilobyte for nothing.
      if (isAsset) for (const header of DOCUMENT_ONLY_HEADERS) (res as unknown as ServerResponse).removeHeader(header);
    },
  });
  const renderScreen = await loadScreenRenderer(app, screenRenderer, ctx.config.renderThreads);
  registerHtmlPages(app, ctx, { indexHtml, dashboardHtml, renderScreen, assets: loadScreenAssets(webDir) });
}

/**
 * The server renderer of the public screens (dist/ssr), on `threads` worker threads or, with none,
 * on the server's thread; without it the pages still work, rendered in the browser.
 */
async function loadScreenRenderer(app: FastifyInstance, renderer: string | RenderScreen, threads: number): Promise<RenderScreen | null> {
  if (typeof renderer === 'function') return renderer;
  if (!fs.existsSync(renderer)) {
    app.log.info(`No screen renderer at ${renderer}; the browser renders the screens ("npm run build" builds it)`);
    return null;
  }
  if (threads > 0) {
    const threaded = await startRenderThreads(renderer, threads, (error) => app.log.error({ err: error }, 'A thread rendering screens failed; another replaces it'));
    app.addHook('onClose', () => threaded.close());
    return threaded.renderScreen;
  }
  const module = (await import(pathToFileURL(renderer).href)) as { renderScreen?: RenderScreen };
  if (typeof module.renderScreen !== 'function') throw new Error(`${renderer} does not export renderScreen`);
  return module.renderScreen;
}
