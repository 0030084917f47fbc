import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { BACKGROUND_COLOURS, TEXT_COLOURS } from '../../../common/rich-text-palette.js';
import { classOfDeclaration, styleAttributesToClasses } from './rich-text-classes.js';

const CSS = fs.readFileSync(new URL('./rich-text.css', import.meta.url), 'utf8');

describe('styleAttributesToClasses', () => {
  it('turns alignment and palette colours into classes, leaving no style attribute', () => {
    expect(styleAttributesToClasses('<p style="text-align:center">a</p>')).toBe('<p class="rt-align-center">a</p>');
    expect(styleAttributesToClasses('<p style="text-align:right;color:#b71c1c;background-color:#fff59d">a</p>')).toBe('<p class="rt-align-right rt-text-red rt-bg-yellow">a</p>');
    expect(styleAttributesToClasses('<span style="color:rgb(13, 71, 161)">b</span>')).toBe('<span class="rt-text-blue">b</span>');
  });

  it('shows any other colour by the palette colour nearest to it', () => {
    expect(styleAttributesToClasses('<span style="color:#ff0000">x</span>')).toBe('<span class="rt-text-red">x</span>');
    expect(styleAttributesToClasses('<span style="color:#1155cc">x</span>')).toBe('<span class="rt-text-blue">x</span>');
    // Word's highlight is written as a name.
    expect(styleAttributesToClasses('<span style="background-color:Yellow">x</span>')).toBe('<span class="rt-bg-yellow">x</span>');
    expect(styleAttributesToClasses('<span style="background-color:#bbdefc">x</span>')).toBe('<span class="rt-bg-light-blue">x</span>');
  });

  it('drops what it cannot show, and keeps every other attribute and the text as they are', () => {
    expect(styleAttributesToClasses('<p style="color:notacolour;text-align:middle" data-indent="2">t</p>')).toBe('<p data-indent="2">t</p>');
    expect(styleAttributesToClasses('<code class="language-js" style="color:#000">x</code>')).toBe('<code class="language-js rt-text-black">x</code>');
    expect(styleAttributesToClasses('<img src="/media/a.png" style="text-align:left" alt="a" />')).toBe('<img src="/media/a.png" alt="a" class="rt-align-left" />');
    const text = '<p>Write style="color:red" or &lt;p style="x"&gt; as text.</p>';
    expect(styleAttributesToClasses(text)).toBe(text);
  });

  it('handles every element of a body, nested too', () => {
    const html = '<h2 style="text-align:center">T</h2><p style="text-align:justify">a <span style="color:#4a148c">b <strong style="background-color:#e0e0e0">c</strong></span></p>';
    const converted = styleAttributesToClasses(html);
    expect(converted).not.toContain('style=');
    expect(converted).toBe('<h2 class="rt-align-center">T</h2><p class="rt-align-justify">a <span class="rt-text-purple">b <strong class="rt-bg-light-grey">c</strong></span></p>');
  });
});

describe('rich-text.css', () => {
  it('has a rule for each class, with the palette colour it stands for', () => {
    const rule = (selector: string) => new RegExp(`\\.${selector}\\s*\\{\\s*([^}]*?);?\\s*\\}`).exec(CSS)?.[1]?.trim();
    for (const alignment of ['left', 'right', 'center', 'justify']) expect(rule(classOfDeclaration('text-align', alignment)!)).toBe(`text-align: ${alignment}`);
    for (const colour of TEXT_COLOURS) expect(rule(classOfDeclaration('color', colour.value)!), colour.name).toBe(`color: ${colour.value}`);
    for (const colour of BACKGROUND_COLOURS) expect(rule(classOfDeclaration('background-color', colour.value)!), colour.name).toBe(`background-color: ${colour.value}`);
  });
});
