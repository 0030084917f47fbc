import { createHash } from 'node:crypto';
import { createPatch } from 'diff';

/** What a snapshot keeps of one page: its answer's status, the file its (masked) body is in and that body's hash. */
export interface SnapshotPage {
  status: number;
  file: string;
  sha256: string;
}

/** A snapshot's index.json: every page's path (with its query) → what it answered. */
export type SnapshotIndex = Record<string, SnapshotPage>;

/** A page two snapshots disagree on; `diff` is empty when only one of them has the page. */
export interface PageDifference {
  path: string;
  summary: string;
  diff: string;
}

/**
 * The content hash Vite puts in the name of each built file (`/assets/home-screen-CXSJ8RpH.js`):
 * eight letters, digits, `_` or `-` before the extension. It changes whenever the code of the
 * file changes, even when what the page shows does not, so two builds cannot agree on it.
 */
const ASSET_HASH = /(\/assets\/[\w.-]+?)-[\w-]{8}(\.[a-z0-9]+)\b/g;

/** The storage key an upload is served under (`/media/0c450c14950a8b109f53f6989be67ae1.w320.webp`). */
const MEDIA_KEY = /\/media\/([0-9a-f]{32})/g;

/**
 * A page's HTML as snapshots compare it: the built files' hashes replaced by `HASH`, and each
 * upload's storage key, drawn at random when the demo content is seeded, by the upload's id
 * (`mediaIds`, key → id: `/media/upload-13.w320.webp`), so that a page showing another upload
 * still differs. Nothing else is touched.
 */
export function maskPage(html: string, mediaIds: ReadonlyMap<string, number>): string {
  return html.replace(ASSET_HASH, '$1-HASH$2').replace(MEDIA_KEY, (address, key: string) => (mediaIds.has(key) ? `/media/upload-${mediaIds.get(key)}` : address));
}

export function sha256(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

/** A file name for a page: the hash of its path, so that long Cyrillic slugs and queries fit any file system. */
export function pageFileName(path: string): string {
  return `${sha256(path).slice(0, 16)}.html`;
}

/** How many lines of each differing page's diff are printed: enough to see the first changes. */
const DIFF_LINES = 40;

/**
 * The pages whose status or body differ between two snapshots, in path order, each with the first
 * lines of a unified diff; `readBody` reads a page's file from snapshot `a` or `b`.
 */
export function findDifferences(a: SnapshotIndex, b: SnapshotIndex, readBody: (side: 'a' | 'b', file: string) => string): PageDifference[] {
  const paths = [...new Set([...Object.keys(a), ...Object.keys(b)])].sort();
  const differences: PageDifference[] = [];
  for (const path of paths) {
    const pageA = a[path];
    const pageB = b[path];
    if (!pageA || !pageB) {
      differences.push({ path, summary: `only in ${pageA ? 'A' : 'B'}`, diff: '' });
    } else if (pageA.status !== pageB.status || pageA.sha256 !== pageB.sha256) {
      const summary = pageA.status === pageB.status ? 'HTML differs' : `status ${pageA.status} → ${pageB.status}`;
      differences.push({ path, summary, diff: shortDiff(path, readBody('a', pageA.file), readBody('b', pageB.file)) });
    }
  }
  return differences;
}

/** The unified diff of two bodies, one tag a line so that a change in a long line shows where it is, cut to its first lines. */
function shortDiff(path: string, bodyA: string, bodyB: string): string {
  const lines = createPatch(path, splitTags(bodyA), splitTags(bodyB), 'A', 'B', { context: 2 }).split('\n');
  // The first four lines name the page and the two sides, which the report already says.
  const hunks = lines.slice(4);
  return [...hunks.slice(0, DIFF_LINES), ...(hunks.length > DIFF_LINES ? [`… ${hunks.length - DIFF_LINES} more lines`] : [])].join('\n');
}

/** Server-rendered HTML is one long line: a line break before each tag gives the diff lines to work with. */
function splitTags(html: string): string {
  return html.replace(/></g, '>\n<');
}
