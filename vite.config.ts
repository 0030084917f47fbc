import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { type Plugin, defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { PREACT_ALIASES, warnUnlessPreactFeatureCheck } from './vite.preact.js';
import { PAGES_CACHE } from './src/web/pwa/offline-pages.js';
import { createPrecacheScope, pwaStaticFiles } from './src/web/pwa/pwa-build.js';
import {
  currentReleasePagePlugin,
  isBuildAsset,
  isMediaRequest,
  isPageNavigation,
  noStorePlugin,
  isPublicApiRequest,
  localeCacheKeyPlugin,
  storedItemPagePlugin,
} from './src/web/pwa/sw-routes.js';

/** Where scripts/build-icons.mjs renders icons and splash images (git-ignored, made on every build). */
const GENERATED_PWA_DIR = fileURLToPath(new URL('./.generated/pwa-assets', import.meta.url));

const DAY = 24 * 60 * 60;

/** The page's entry: index.html and the module it loads (src/web/main.tsx). */
const isEntryModule = (id: string) => id.endsWith('/src/web/main.tsx') || id.endsWith('/src/web/index.html');

/**
 * The app's scripts load at low priority: every public page arrives rendered by the server, so the
 * document, its stylesheets and images come first and the page paints before hydration starts.
 */
const scriptsAfterPaint: Plugin = {
  name: 'noks-scripts-after-paint',
  transformIndexHtml: {
    order: 'post',
    handler: (html) =>
      html.replace(/<script type="module" crossorigin/g, '<script type="module" fetchpriority="low" crossorigin').replace(/<link rel="modulepreload" crossorigin/g, '<link rel="modulepreload" fetchpriority="low" crossorigin'),
  },
};
/**
 * Nearly every function of a public script runs as soon as it loads (the start-up, a screen's
 * chunk when it opens), so each file says so at its top: Chromium (136 and later: explicit compile
 * hints) then compiles its functions as it streams the file in, off the main thread, rather than
 * each on the main thread when first called, inside the tasks of the start-up (about 790 functions,
 * a sixth of its main-thread time, on a register's page). The comment must open the file, so it is
 * put there last, after Vite's own preamble, and the source map is moved down a line.
 */
const COMPILE_HINT = '//# allFunctionsCalledOnLoad';
const compileHints: Plugin = {
  name: 'noks-compile-hints',
  generateBundle: {
    order: 'post',
    handler(_options, bundle) {
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk') continue;
        chunk.code = `${COMPILE_HINT}\n${chunk.code}`;
        if (chunk.map) chunk.map.mappings = `;${chunk.map.mappings}`;
        const mapFile = bundle[`${chunk.fileName}.map`];
        if (mapFile?.type === 'asset' && typeof mapFile.source === 'string') {
          const map = JSON.parse(mapFile.source) as { mappings: string };
          mapFile.source = JSON.stringify({ ...map, mappings: `;${map.mappings}` });
        }
      }
    },
  },
};
const precacheScope = createPrecacheScope();

/**
 * The public site (index.html, src/web/main.tsx) on Preact, with the service worker. The dashboard
 * is built after it into the same folder by vite.dashboard.config.ts, on React (decision 0015).
 */
export default defineConfig({
  root: 'src/web',
  resolve: { alias: PREACT_ALIASES },
  plugins: [
    react(),
    scriptsAfterPaint,
    compileHints,
    pwaStaticFiles({ dir: GENERATED_PWA_DIR }),
    precacheScope.plugin,
    VitePWA({
      strategies: 'generateSW',
      filename: 'sw.js',
      scope: '/',
      // NOTE: 'prompt' keeps the new worker waiting while any page of the old release is open:
      // that page keeps loading its own lazy chunks from the old precache, so a tab never mixes two
      // releases. The new release takes over when the old tabs close, or at once when the app calls
      // the `apply` callback of registerServiceWorker({ onUpdateReady }) (skip waiting, then reload).
      registerType: 'prompt',
      injectRegister: false,
      // NOTE: one manifest per locale, written by pwaStaticFiles and linked by the server from each
      // locale's pages (src/common/site-name.ts), not vite-plugin-pwa's single one.
      manifest: false,
      workbox: {
        // The hashed JS and CSS of one release, the shell, favicons: installed together, so a
        // release is complete offline. Dashboard-only chunks stay out (see createPrecacheScope).
        // One pattern: Workbox warns about each pattern that matches no file.
        globPatterns: ['{**/*.{js,css,html},assets/**/*.{woff2,svg,png,webp,avif},favicon*}'],
        globIgnores: ['**/node_modules/**/*', 'sw.js', '.vite/**'],
        manifestTransforms: [precacheScope.manifestTransform],
        // NOTE: no navigateFallback: the server writes each route's head and initial data into
        // index.html, so page loads go to the network first and the precached shell is only the
        // offline fallback; nor may "/" be answered from the precache as a directory index.
        navigateFallback: null,
        directoryIndex: null,
        navigationPreload: true,
        clientsClaim: true,
        skipWaiting: false,
        cleanupOutdatedCaches: true,
        inlineWorkboxRuntime: true,
        runtimeCaching: [
          {
            urlPattern: isPageNavigation,
            handler: 'NetworkFirst',
            options: {
              cacheName: PAGES_CACHE,
              networkTimeoutSeconds: 3,
              // `/` varies by Accept-Language and Cookie (where it redirects): a page kept is the one
              // this browser was given, so offline it is found whatever headers the request carries.
              matchOptions: { ignoreVary: true },
              expiration: { maxEntries: 50, maxAgeSeconds: 30 * DAY, matchOptions: { ignoreVary: true } },
              cacheableResponse: { statuses: [200] },
              // Offline, a page never stored opens the shell, whose app shows the offline screen
              // with the pages that can be read; an old address of a stored item opens that item.
              precacheFallback: { fallbackURL: 'index.html' },
              plugins: [noStorePlugin, storedItemPagePlugin, currentReleasePagePlugin],
            },
          },
          {
            urlPattern: isPublicApiRequest,
            handler: 'NetworkFirst',
            method: 'GET',
            options: {
              cacheName: 'noks-api',
              networkTimeoutSeconds: 3,
              // The locale is in the cache key (localeCacheKeyPlugin), so Vary: lang is not needed.
              matchOptions: { ignoreVary: true },
              expiration: { maxEntries: 200, maxAgeSeconds: 30 * DAY, matchOptions: { ignoreVary: true } },
              cacheableResponse: { statuses: [200] },
              plugins: [noStorePlugin, localeCacheKeyPlugin],
            },
          },
          {
            urlPattern: isMediaRequest,
            handler: 'CacheFirst',
            options: {
              cacheName: 'noks-media',
              expiration: { maxEntries: 150, maxAgeSeconds: 30 * DAY, purgeOnQuotaError: true },
              cacheableResponse: { statuses: [200] },
            },
          },
          {
            urlPattern: isBuildAsset,
            handler: 'CacheFirst',
            options: {
              cacheName: 'noks-assets',
              expiration: { maxEntries: 120, maxAgeSeconds: 30 * DAY, purgeOnQuotaError: true },
              cacheableResponse: { statuses: [200] },
            },
          },
        ],
      },
    }),
  ],
  build: {
    outDir: '../../dist/web',
    emptyOutDir: true,
    sourcemap: true,
    // .vite/manifest.json: the chunk graph bench/bundle-budget.mjs measures.
    manifest: true,
    rolldownOptions: {
      onwarn: warnUnlessPreactFeatureCheck,
      output: {
        // Every module the entry imports statically in one chunk. Left to itself, Rolldown splits
        // them by which lazy screens share them: 27 files for the home page's first load, each a
        // request with its own headers and, past the browser's six connections, a round trip on a
        // slow phone. The same code in one file is one request and compresses better. The entry
        // stays the page's own small chunk; the lazy screens are split as before.
        codeSplitting: { groups: [{ name: 'start', tags: ['$initial'], test: (id: string) => !isEntryModule(id) }] },
      },
    },
  },
  server: {
    proxy: { '/api': 'http://localhost:3000', '/media': 'http://localhost:3000' },
  },
});
