import { describe, expect, it } from 'vitest';
import { isRichTextEmpty, richTextToPlain } from './rich-text-content.js';

describe('rich text content', () => {
  it('counts an empty paragraph, spaces and line breaks as empty', () => {
    for (const html of ['', '<p></p>', '<p> </p>', '<p><br></p>', '<p>&nbsp;</p>', '<h2></h2><p></p>']) expect(isRichTextEmpty(html), html).toBe(true);
  });

  it('counts text, images and videos as content', () => {
    expect(isRichTextEmpty('<p>x</p>')).toBe(false);
    expect(isRichTextEmpty('<p><img src="https://example.org/a.png" alt=""></p>')).toBe(false);
    expect(isRichTextEmpty('<iframe src="https://www.youtube.com/embed/x"></iframe>')).toBe(false);
  });

  it('gives the text of HTML, one line per block, entities decoded', () => {
    expect(richTextToPlain('<h2>Наслов</h2><p>Први &amp; <strong>други</strong></p><ul><li>a</li><li>b&#x21;</li></ul>')).toBe('Наслов\nПрви & други\na\nb!');
    expect(richTextToPlain('<p>one<br>two</p>')).toBe('one\ntwo');
    expect(richTextToPlain('plain &unknown; text')).toBe('plain &unknown; text');
  });
});
