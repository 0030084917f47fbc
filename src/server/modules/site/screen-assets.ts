import fs from 'node:fs';
import path from 'node:path';
import type { Locale } from '../../../common/locales.js';
import type { PublicRouteKey } from '../../../common/routes.js';
import { escapeHtml } from './html-text.js';

/** One chunk of Vite's build manifest (dist/web/.vite/manifest.json). */
interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}

/** The namespaces the browser loads before its first render (src/web/lib/i18n.ts NAMESPACES). */
const START_NAMESPACES = ['common', 'screens'];

/**
 * The <head> tags that let a server-rendered page show and hydrate without a waterfall: the
 * stylesheets of its screen's lazy chunk (else the page would reflow when the chunk arrives) and
 * module preloads of that chunk, its imports and the locale's messages (else each would be found
 * only after the one before it ran), at low priority like the entry's, so they do not hold up the paint.
 */
export interface ScreenAssets {
  headTags(screen: PublicRouteKey | null, locale: Locale): string;
}

const NO_ASSETS: ScreenAssets = { headTags: () => '' };

/** A screen's module in the build, by the convention of src/web/features (features/home/home-screen.tsx). */
const screenSource = (screen: PublicRouteKey) => `features/${screen}/${screen}-screen.tsx`;

/** Reads the manifest of the build in `webDir`; a build without one gets no extra tags. */
export function loadScreenAssets(webDir: string): ScreenAssets {
  const file = path.join(webDir, '.vite', 'manifest.json');
  if (!fs.existsSync(file)) return NO_ASSETS;
  const manifest = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, ManifestChunk>;
  const entry = Object.values(manifest).find((chunk) => chunk.isEntry);
  // What index.html loads already.
  const loaded = new Set<string>();
  collect(manifest, entry, loaded, new Set());

  const tags = new Map<string, string>();
  return {
    headTags(screen, locale) {
      const key = `${screen ?? ''}|${locale}`;
      let html = tags.get(key);
      if (html === undefined) {
        html = tagsFor(manifest, loaded, screen, locale);
        tags.set(key, html);
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

function tagsFor(manifest: Record<string, ManifestChunk>, loaded: Set<string>, screen: PublicRouteKey | null, locale: Locale): string {
  const files = new Set<string>();
  for (const namespace of START_NAMESPACES) collect(manifest, manifest[`locales/${locale}/${namespace}.json`], files, new Set());
  if (screen) collect(manifest, manifest[screenSource(screen)], files, new Set());
  const needed = [...files].filter((file) => !loaded.has(file));
  const styles = needed.filter((file) => file.endsWith('.css')).map((file) => `<link rel="stylesheet" crossorigin href="/${escapeHtml(file)}">`);
  const scripts = needed.filter((file) => file.endsWith('.js')).map((file) => `<link rel="modulepreload" fetchpriority="low" crossorigin href="/${escapeHtml(file)}">`);
  return [...styles, ...scripts].join('\n    ');
}
