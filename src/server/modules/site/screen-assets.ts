import fs from 'node:fs';
import path from 'node:path';
import type { PublicRouteKey } from '../../../common/routes.js';
import { escapeHtml } from './html-text.js';

/** One chunk of Vite's build manifest (dist/web/.vite/manifest.json). */
interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}

/**
 * The <head> tags of a server-rendered page's screen: the stylesheets of its lazy chunk, else the
 * page would reflow when the chunk arrives. Its scripts are not preloaded: they would compete with
 * the page's own content on a slow connection (Lighthouse mobile: largest paint 2.4–2.6 s with
 * preloads, 2.1–2.3 s without), and the page reads fine before it hydrates.
 */
export interface ScreenAssets {
  headTags(screen: PublicRouteKey | null): string;
}

const NO_ASSETS: ScreenAssets = { headTags: () => '' };

/**
 * A screen's module in the build, by the convention of src/web/features (features/home/home-screen.tsx):
 * a screen whose module is named otherwise would be sent without its stylesheets.
 */
export const screenSource = (screen: PublicRouteKey) => `features/${screen}/${screen}-screen.tsx`;

/** Reads the manifest of the build in `webDir`; a build without one gets no extra tags. */
export function loadScreenAssets(webDir: string): ScreenAssets {
  const file = path.join(webDir, '.vite', 'manifest.json');
  if (!fs.existsSync(file)) return NO_ASSETS;
  const manifest = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, ManifestChunk>;
  const entry = Object.values(manifest).find((chunk) => chunk.isEntry);
  // What index.html loads already.
  const loaded = new Set<string>();
  collect(manifest, entry, loaded, new Set());

  const tags = new Map<PublicRouteKey, string>();
  return {
    headTags(screen) {
      if (!screen) return '';
      let html = tags.get(screen);
      if (html === undefined) {
        html = stylesheetsOf(manifest, loaded, screen);
        tags.set(screen, html);
      }
      return html;
    },
  };
}

/** Every file a chunk needs, with its static imports, into `files` (scripts and stylesheets). */
function collect(manifest: Record<string, ManifestChunk>, chunk: ManifestChunk | undefined, files: Set<string>, seen: Set<ManifestChunk>): void {
  if (!chunk || seen.has(chunk)) return;
  seen.add(chunk);
  files.add(chunk.file);
  for (const css of chunk.css ?? []) files.add(css);
  for (const name of chunk.imports ?? []) collect(manifest, manifest[name], files, seen);
}

function stylesheetsOf(manifest: Record<string, ManifestChunk>, loaded: Set<string>, screen: PublicRouteKey): string {
  const files = new Set<string>();
  collect(manifest, manifest[screenSource(screen)], files, new Set());
  return [...files]
    .filter((file) => file.endsWith('.css') && !loaded.has(file))
    .map((file) => `<link rel="stylesheet" crossorigin href="/${escapeHtml(file)}">`)
    .join('\n    ');
}
