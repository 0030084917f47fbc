import fs from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { generatedFiles, missingHeadTags, pwaHeadTags, webManifestFiles } from './pwa-assets.js';

/**
 * Build-time Vite plugins of the installable app (imported by vite.config.ts only): the generated
 * icons and splash images, their head tags, and which chunks the service worker precaches.
 */

const CONTENT_TYPES: Record<string, string> = {
  '.png': 'image/png',
  '.svg': 'image/svg+xml',
  '.ico': 'image/x-icon',
};

/**
 * Serves (dev) or emits (build) the files scripts/build-icons.mjs rendered into `dir`, under the
 * site root with fixed names, and the web manifest of each locale; adds the images' head tags to
 * index.html. The build fails when a file is missing, naming the command that makes it.
 */
export function pwaStaticFiles(options: { dir: string }): Plugin {
  const files = generatedFiles();
  const fileSet = new Set(files);
  const manifests = webManifestFiles();
  return {
    name: 'noks:pwa-static-files',
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const pathname = decodeURIComponent((req.url ?? '').split('?')[0] ?? '').slice(1);
        const manifest = manifests.find((entry) => entry.fileName === pathname);
        if (manifest) {
          res.setHeader('Content-Type', 'application/manifest+json');
          res.end(manifest.source);
          return;
        }
        const file = path.join(options.dir, pathname);
        if (!fileSet.has(pathname) || !fs.existsSync(file)) return next();
        res.setHeader('Content-Type', CONTENT_TYPES[path.extname(file)] ?? 'application/octet-stream');
        res.setHeader('Cache-Control', 'no-cache');
        fs.createReadStream(file).pipe(res);
      });
    },
    generateBundle() {
      const missing = files.filter((file) => !fs.existsSync(path.join(options.dir, file)));
      if (missing.length > 0) {
        this.error(`PWA images missing from ${options.dir} (${missing.slice(0, 3).join(', ')}…): run "node scripts/build-icons.mjs" first`);
      }
      for (const file of files) {
        this.emitFile({ type: 'asset', fileName: file, source: fs.readFileSync(path.join(options.dir, file)) });
      }
      for (const manifest of manifests) this.emitFile({ type: 'asset', ...manifest });
    },
    transformIndexHtml(html) {
      return missingHeadTags(html, pwaHeadTags());
    },
  };
}

/** Source modules that belong to the dashboard: its layout and screens, the editor, the UI kit. */
export const ADMIN_CODE = /\/src\/web\/app\/admin-layout|\/src\/web\/features\/dashboard\/|\/node_modules\/(?:@tiptap\/|@mantine\/|prosemirror-|tiptap)/;

/** What the precache split needs to know of an output chunk. */
export interface ChunkSummary {
  fileName: string;
  isEntry: boolean;
  imports: string[];
  dynamicImports: string[];
  moduleIds: string[];
  /** CSS and other asset files the chunk pulls in. */
  assets: string[];
}

/**
 * Files only the dashboard uses: chunks reachable from the entry only through a chunk holding
 * dashboard code, with their CSS and assets. A citizen's service worker leaves them out of the
 * precache (ARCHITECTURE §6: a citizen never downloads the dashboard or the editor).
 */
export function dashboardOnlyFiles(chunks: ChunkSummary[], isAdminModule: (id: string) => boolean = (id) => ADMIN_CODE.test(id)): Set<string> {
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const isAdminChunk = (chunk: ChunkSummary) => chunk.moduleIds.some((id) => isAdminModule(id.replaceAll('\\', '/')));
  const publicChunks = new Set<string>();
  const queue = chunks.filter((chunk) => chunk.isEntry);
  while (queue.length > 0) {
    const chunk = queue.shift()!;
    if (publicChunks.has(chunk.fileName) || isAdminChunk(chunk)) continue;
    publicChunks.add(chunk.fileName);
    for (const next of [...chunk.imports, ...chunk.dynamicImports]) {
      const nextChunk = byName.get(next);
      if (nextChunk) queue.push(nextChunk);
    }
  }
  const publicFiles = new Set<string>();
  for (const name of publicChunks) {
    publicFiles.add(name);
    for (const asset of byName.get(name)?.assets ?? []) publicFiles.add(asset);
  }
  const dashboardFiles = new Set<string>();
  for (const chunk of chunks) {
    for (const file of [chunk.fileName, ...chunk.assets]) if (!publicFiles.has(file)) dashboardFiles.add(file);
  }
  return dashboardFiles;
}

/** Workbox's manifest transform shape (workbox-build's ManifestTransform, trimmed). */
type ManifestTransform = <T extends { url: string }>(entries: T[]) => Promise<{ manifest: T[]; warnings: string[] }>;

/**
 * A plugin that records the dashboard-only files of the bundle, and the Workbox manifest
 * transform that drops them from the precache (it runs after the bundle is written).
 */
export function createPrecacheScope(): { plugin: Plugin; manifestTransform: ManifestTransform } {
  let excluded = new Set<string>();
  const plugin: Plugin = {
    name: 'noks:pwa-precache-scope',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks: ChunkSummary[] = [];
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        chunks.push({
          fileName: output.fileName,
          isEntry: output.isEntry,
          imports: output.imports,
          dynamicImports: output.dynamicImports,
          moduleIds: output.moduleIds,
          assets: [...(output.viteMetadata?.importedCss ?? []), ...(output.viteMetadata?.importedAssets ?? [])],
        });
      }
      excluded = dashboardOnlyFiles(chunks);
    },
  };
  const manifestTransform: ManifestTransform = async (entries) => ({
    manifest: entries.filter((entry) => !excluded.has(entry.url)),
    warnings: [],
  });
  return { plugin, manifestTransform };
}
