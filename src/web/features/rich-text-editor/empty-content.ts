/**
 * Whether the editor's HTML shows nothing. Kept apart from the editor (no TipTap import) so the
 * edit screens can use it in their "required" rules without loading the editor.
 */

/** Content that counts even without text: an image, an embedded video or a rule. */
const EMBEDDED_CONTENT = /<(?:img|iframe|hr)\b/i;
const TAG = /<[^>]*>/g;
/** No-break spaces (as entity or character) and zero-width characters are no content either. */
const INVISIBLE = /&nbsp;|&#160;|&#xa0;|[\u00a0\u200b-\u200d\u2060\ufeff]/gi;

/**
 * True for '', an empty paragraph ('<p></p>', '<p><br></p>') and anything else with neither
 * text nor an image, video or rule (SPEC §5): the editor then reports '' as its value. The same
 * rule as the server's isEmptyRichText, so a field the form thinks is empty the API does too.
 */
export function isEmptyEditorHtml(html: string): boolean {
  if (EMBEDDED_CONTENT.test(html)) return false;
  return html.replace(TAG, '').replace(INVISIBLE, '').trim() === '';
}
