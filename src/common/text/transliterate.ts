/**
 * Serbian Cyrillic → Serbian Latin (gajica). One pass over the text with an array lookup per
 * UTF-16 code unit, so it is cheap enough for whole HTML bodies.
 */

const SERBIAN_CYRILLIC_CAPITALS = 'АБВГДЂЕЖЗИЈКЛЉМНЊОПРСТЋУФХЦЧЏШ';
const SERBIAN_LATIN_CAPITALS = [
  'A', 'B', 'V', 'G', 'D', 'Đ', 'E', 'Ž', 'Z', 'I', 'J', 'K', 'L', 'Lj', 'M',
  'N', 'Nj', 'O', 'P', 'R', 'S', 'T', 'Ć', 'U', 'F', 'H', 'C', 'Č', 'Dž', 'Š',
];

/** The Cyrillic block U+0400–U+045F holds every Serbian letter, capital and small. */
const CYRILLIC_BLOCK_START = 0x0400;
const CYRILLIC_BLOCK_SIZE = 0x60;

const LATIN_BY_CYRILLIC_CODE = buildLatinTable();

/** Љ, Њ, Џ in a word written in capitals: 'LJ', 'NJ', 'DŽ' instead of 'Lj', 'Nj', 'Dž'. */
const ALL_CAPS_DIGRAPH_BY_CYRILLIC_CODE = new Map(
  SERBIAN_LATIN_CAPITALS.flatMap((latin, index) =>
    latin.length === 2 ? [[SERBIAN_CYRILLIC_CAPITALS.charCodeAt(index), latin.toUpperCase()] as const] : [],
  ),
);

const UPPERCASE_LETTER = /\p{Lu}/u;
const LOWERCASE_LETTER = /\p{Ll}/u;

function buildLatinTable(): (string | undefined)[] {
  const table = new Array<string | undefined>(CYRILLIC_BLOCK_SIZE).fill(undefined);
  SERBIAN_LATIN_CAPITALS.forEach((latin, index) => {
    const capital = SERBIAN_CYRILLIC_CAPITALS.charAt(index);
    table[capital.charCodeAt(0) - CYRILLIC_BLOCK_START] = latin;
    table[capital.toLowerCase().charCodeAt(0) - CYRILLIC_BLOCK_START] = latin.toLowerCase();
  });
  return table;
}

function latinFor(code: number): string | undefined {
  const offset = code - CYRILLIC_BLOCK_START;
  return offset >= 0 && offset < CYRILLIC_BLOCK_SIZE ? LATIN_BY_CYRILLIC_CODE[offset] : undefined;
}

/**
 * Whether the capital at `index` belongs to a word written in capitals: the next letter decides,
 * and when there is none (end of word), the previous one; a lone capital counts as a normal word.
 */
function isWrittenInCapitals(text: string, index: number): boolean {
  const next = text.charAt(index + 1);
  if (UPPERCASE_LETTER.test(next)) return true;
  if (LOWERCASE_LETTER.test(next)) return false;
  return UPPERCASE_LETTER.test(text.charAt(index - 1));
}

/** Transliterates Serbian Cyrillic letters; every other character is kept as it is. */
export function cyrillicToLatin(text: string): string {
  let result = '';
  let pendingStart = 0;
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    const latin = latinFor(code);
    if (latin === undefined) continue;
    const allCapsDigraph = ALL_CAPS_DIGRAPH_BY_CYRILLIC_CODE.get(code);
    const replacement =
      allCapsDigraph !== undefined && isWrittenInCapitals(text, index) ? allCapsDigraph : latin;
    result += text.slice(pendingStart, index) + replacement;
    pendingStart = index + 1;
  }
  return pendingStart === 0 ? text : result + text.slice(pendingStart);
}

/** Attributes whose values are read by people and so are transliterated with the text. */
const HUMAN_READABLE_ATTRIBUTES = new Set(['alt', 'title']);

const COMMENT_OR_DECLARATION = /<!--[\s\S]*?-->|<[!?][^>]*>/y;
const TAG = /<(\/?[a-z][^\s/<>]*)((?:[^<>"']|"[^"]*"|'[^']*')*)>/iy;
const ATTRIBUTE = /([^\s"'<>/=]+)(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'=<>`]+))?/g;

/** Elements whose content is code, not text. */
const RAW_TEXT_CLOSING_TAGS = new Map([
  ['script', /<\/script/gi],
  ['style', /<\/style/gi],
]);

interface Markup {
  output: string;
  end: number;
}

/**
 * Transliterates the text of an HTML document or fragment and the values of `alt` and `title`;
 * tag and attribute names, other attribute values, comments, entities and script/style
 * contents stay as they are.
 */
export function cyrillicToLatinHtml(html: string): string {
  let result = '';
  let textStart = 0;
  let markupStart = html.indexOf('<');
  while (markupStart !== -1) {
    const markup = readMarkup(html, markupStart);
    if (markup === undefined) {
      markupStart = html.indexOf('<', markupStart + 1);
      continue;
    }
    result += cyrillicToLatin(html.slice(textStart, markupStart)) + markup.output;
    textStart = markup.end;
    markupStart = html.indexOf('<', textStart);
  }
  return result + cyrillicToLatin(html.slice(textStart));
}

/** The comment, declaration or tag starting at `start`, or undefined when '<' is plain text. */
function readMarkup(html: string, start: number): Markup | undefined {
  return readVerbatim(html, start) ?? readTag(html, start);
}

function readVerbatim(html: string, start: number): Markup | undefined {
  COMMENT_OR_DECLARATION.lastIndex = start;
  const match = COMMENT_OR_DECLARATION.exec(html);
  return match ? { output: match[0], end: start + match[0].length } : undefined;
}

function readTag(html: string, start: number): Markup | undefined {
  TAG.lastIndex = start;
  const match = TAG.exec(html);
  if (!match) return undefined;
  const [tag, name = '', attributes = ''] = match;
  const tagEnd = start + tag.length;
  const rawTextEnd = findRawTextEnd(html, name, tagEnd);
  const transliteratedTag = `<${name}${attributes.replace(ATTRIBUTE, transliterateAttribute)}>`;
  return { output: transliteratedTag + html.slice(tagEnd, rawTextEnd), end: rawTextEnd };
}

/** Where the verbatim content after an opening <script> or <style> ends (`from` for other tags). */
function findRawTextEnd(html: string, tagName: string, from: number): number {
  const closingTag = RAW_TEXT_CLOSING_TAGS.get(tagName.toLowerCase());
  if (closingTag === undefined) return from;
  closingTag.lastIndex = from;
  return closingTag.exec(html)?.index ?? html.length;
}

function transliterateAttribute(attribute: string, name: string): string {
  return HUMAN_READABLE_ATTRIBUTES.has(name.toLowerCase()) ? cyrillicToLatin(attribute) : attribute;
}
