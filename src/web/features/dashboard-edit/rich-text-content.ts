/**
 * What rich HTML says as plain text, without a DOM (the conflict dialog compares texts, the rules
 * ask whether there is any content at all).
 */

const BLOCK_END = /<\/(p|div|h[1-6]|li|blockquote|pre|tr)>|<br\s*\/?>/gi;
const TAG = /<[^>]*>/g;
/** Content that counts even without text: images and embedded videos. */
const MEDIA_ELEMENT = /<(img|iframe|video)\b/i;
const NAMED_ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, code: string) => {
    if (code[0] === '#') {
      const value = code[1] === 'x' || code[1] === 'X' ? parseInt(code.slice(2), 16) : parseInt(code.slice(1), 10);
      return Number.isFinite(value) && value <= 0x10ffff ? String.fromCodePoint(value) : entity;
    }
    return NAMED_ENTITIES[code.toLowerCase()] ?? entity;
  });
}

/** The text of rich HTML: one line per block, spaces collapsed. */
export function richTextToPlain(html: string): string {
  return decodeEntities(html.replace(BLOCK_END, '\n').replace(TAG, ''))
    .split('\n')
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter(Boolean)
    .join('\n');
}

/** Empty when there is neither text nor an image or video: '' and '<p></p>' alike (SPEC §5). */
export function isRichTextEmpty(html: string): boolean {
  return !MEDIA_ELEMENT.test(html) && richTextToPlain(html) === '';
}
