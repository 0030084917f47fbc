import { describe, expect, it } from 'vitest';
import { isEmptyEditorHtml } from './empty-content.js';

describe('isEmptyEditorHtml (SPEC §5: only an empty paragraph is empty)', () => {
  it.each(['', '<p></p>', '<p><br></p>', '<p><br class="ProseMirror-trailingBreak"></p>', '<p style="text-align: center"></p>', '<p>&nbsp; </p>', '<p>\u200b</p>', '<p></p><p></p>', '<ul><li><p></p></li></ul>'])(
    '%j is empty',
    (html) => {
      expect(isEmptyEditorHtml(html)).toBe(true);
    },
  );

  it.each(['<p>a</p>', '<p>0</p>', '<p><img src="/media/abc.png"></p>', '<img src="/media/abc.png">', '<iframe src="https://player.vimeo.com/video/1"></iframe>', '<hr>', '<p>&amp;</p>'])(
    '%j has content',
    (html) => {
      expect(isEmptyEditorHtml(html)).toBe(false);
    },
  );
});
