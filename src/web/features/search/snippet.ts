export interface SnippetPart {
  text: string;
  marked: boolean;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

/** Turns the character references a server may have escaped back into text (one pass, so "&amp;lt;" stays "&lt;"). */
export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]{1,6}|#\d{1,7}|[a-z]+);/gi, (whole, ref: string) => {
    if (ref[0] === '#') {
      const code = ref[1] === 'x' || ref[1] === 'X' ? Number.parseInt(ref.slice(2), 16) : Number.parseInt(ref.slice(1), 10);
      return code > 0 && code <= 0x10ffff && !(code >= 0xd800 && code <= 0xdfff) ? String.fromCodePoint(code) : whole;
    }
    return ENTITIES[ref.toLowerCase()] ?? whole;
  });
}

/**
 * Splits a search snippet into plain and highlighted text. Only `<mark>` and `</mark>` are read as
 * markup; every other character, tags included, stays text, which React then escapes: the snippet
 * is never handed to innerHTML. Nested or unbalanced marks are tolerated.
 */
export function parseSnippet(snippet: string): SnippetPart[] {
  const parts: SnippetPart[] = [];
  let depth = 0;
  for (const piece of snippet.split(/(<\/?mark\s*>)/i)) {
    if (/^<mark\s*>$/i.test(piece)) {
      depth++;
      continue;
    }
    if (/^<\/mark\s*>$/i.test(piece)) {
      depth = Math.max(0, depth - 1);
      continue;
    }
    if (!piece) continue;
    const text = decodeEntities(piece);
    const marked = depth > 0;
    const last = parts.at(-1);
    if (last && last.marked === marked) last.text += text;
    else parts.push({ text, marked });
  }
  return parts;
}
