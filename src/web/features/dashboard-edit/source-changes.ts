import { type Change, diffWords } from 'diff';
import type { EditTypeSpec } from './edit-types.js';
import { richTextToPlain } from './rich-text-content.js';

/** One translated field whose Serbian text changed: its words kept, removed and added, in order. */
export interface FieldChange {
  name: string;
  parts: Change[];
}

// NOTE: jsdiff's own word pattern knows Latin letters only and would split Cyrillic words into
// single letters; the browser's word segmenter knows both scripts.
const WORDS = new Intl.Segmenter('sr', { granularity: 'word' });

/** A field's text as the diff compares it: rich text as its plain words (the HTML tags left out). */
function comparable(text: string | undefined, kind: EditTypeSpec['fields'][number]['kind']): string {
  return kind === 'rich' ? richTextToPlain(text ?? '') : (text ?? '');
}

/**
 * The Serbian fields that differ between the text a translation was made from (`then`) and the
 * text now, in the order the edit screen shows them, each as a word-level diff.
 */
export function sourceChanges(spec: EditTypeSpec, then: Record<string, string>, now: Record<string, string>): FieldChange[] {
  return spec.fields.flatMap((field) => {
    const before = comparable(then[field.name], field.kind);
    const after = comparable(now[field.name], field.kind);
    return before === after ? [] : [{ name: field.name, parts: diffWords(before, after, { intlSegmenter: WORDS }) }];
  });
}
