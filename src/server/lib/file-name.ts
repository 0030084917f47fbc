/** The longest display name kept, in characters as a person counts them (grapheme clusters), extension included. */
export const MAX_FILE_NAME_CHARACTERS = 120;

/**
 * Characters removed from a client's file name: controls (C0, C1), format characters (bidirectional
 * overrides and isolates such as U+202E, which make "gpj.exe" read as "exe.jpg"; zero-width spaces and
 * joiners; the byte order mark; soft hyphens; tag characters), line and paragraph separators,
 * private-use, unassigned and lone surrogate code points, and what Windows or a shell treats
 * specially in a name.
 */
const UNWANTED = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\p{Co}\p{Cn}\p{Cs}"<>|:*?]/gu;

/** A name's extension: a final dot and up to ten letters or digits, at least one a letter (so "v1.2" keeps its ".2"). */
const EXTENSION = /\.(?=[a-z0-9]{0,9}[a-z])[a-z0-9]{1,10}$/i;

/**
 * The name an upload is shown and downloaded under: the base name of what the client sent (never a
 * path), in NFC, without the characters above, spaces collapsed, cut to MAX_FILE_NAME_CHARACTERS
 * between grapheme clusters (never inside a surrogate pair or a combined character), and ending in
 * `ext`, the extension of the type the content was detected as, whatever extension the client gave:
 * a download never says .pdf of an image, nor .exe or .html of a PDF.
 */
export function cleanFileName(name: string | undefined, ext: string): string {
  const base = (name ?? '').split(/[\\/]/).pop() ?? '';
  const text = base.normalize('NFC').replace(/[\t\n\v\f\r]/g, ' ').replace(UNWANTED, '').replace(/\s+/g, ' ').trim();
  const stem = text.replace(EXTENSION, '').replace(/[\s.]+$/, '').replace(/^[\s.]+/, '') || 'file';
  const suffix = `.${ext}`;
  return `${cutToCharacters(stem, MAX_FILE_NAME_CHARACTERS - suffix.length).trimEnd()}${suffix}`;
}

const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

/** The first `count` grapheme clusters of `text`. */
export function cutToCharacters(text: string, count: number): string {
  let cut = '';
  let taken = 0;
  for (const { segment } of graphemes.segment(text)) {
    if (taken === count) break;
    cut += segment;
    taken += 1;
  }
  return cut;
}
