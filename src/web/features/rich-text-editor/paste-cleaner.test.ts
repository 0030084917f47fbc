import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { cleanPastedHtml, parseStyle } from './paste-cleaner.js';

const sample = (name: string) => fs.readFileSync(new URL(`./paste-samples/${name}`, import.meta.url), 'utf8');
/** Whitespace between tags is layout of the source, not content. */
const squeeze = (html: string) => html.replace(/>\s+</g, '><').replace(/\s+/g, ' ');

describe('cleanPastedHtml: Word (365, Windows, copied through Chromium)', () => {
  const cleaned = squeeze(cleanPastedHtml(sample('word-365.html')));

  it('drops the document head, styles, comments, classes, languages, fonts and <o:p>', () => {
    for (const junk of ['<style', 'mso-', 'class=', 'lang=', 'o:p', 'font-family', 'font-size', 'Cambria', 'StartFragment', '<meta', '<font']) {
      expect(cleaned, junk).not.toContain(junk);
    }
  });

  it('keeps headings, bold, italic, underline, strike, colours and highlights', () => {
    expect(cleaned).toContain('<h1>Национални оквир квалификација</h1>');
    expect(cleaned).toContain('<strong>инструмент</strong>');
    expect(cleaned).toContain('<em>класификацију</em>');
    expect(cleaned).toContain('<span style="color: #C00000">потребама</span>');
    expect(cleaned).toContain('<span style="background-color: yellow">тржишта рада</span>');
    expect(cleaned).toContain('<p style="text-align: center"><u>Центрирано</u><s>прецртано</s></p>');
  });

  it('turns a left margin into an indent level and keeps empty paragraphs empty', () => {
    expect(cleaned).toContain('<p data-indent="2">Увучено два корака.</p>');
    expect(cleaned).toContain('<p></p>');
  });

  it('rebuilds bullet and numbered lists, nested by level, without the bullet characters', () => {
    expect(cleaned).toContain('<ul><li><p>Грађани</p><ul><li><p>Ученици</p></li></ul></li><li><p>Послодавци</p></li></ul>');
    expect(cleaned).toContain('<ol><li><p>Први корак</p></li><li><p>Други корак</p></li></ol>');
    expect(cleaned).not.toContain('·');
  });

  it('keeps allowed links, unwraps anchors, footnote jumps and javascript: links to their text', () => {
    expect(cleaned).toContain('<p>Више на <a href="https://noks.gov.rs/o-nama?x=1&amp;y=2">сајту</a>[1] и овде.</p>');
    expect(cleaned).not.toContain('javascript');
    expect(cleaned).not.toContain('_Toc1');
  });

  it('drops images that point at the clipboard’s temporary files', () => {
    expect(cleaned).not.toContain('file:');
    expect(cleaned).toContain('<p>Крај.</p>');
  });

  it('flattens a table to a paragraph per row, cells separated', () => {
    expect(cleaned).toContain('<p><strong>Ниво</strong> | Опис</p><p>1 | Основно</p>');
    expect(cleaned).not.toMatch(/<t[dhr]|<table/);
  });
});

describe('cleanPastedHtml: Google Docs', () => {
  const cleaned = squeeze(cleanPastedHtml(sample('google-docs.html')));

  it('drops the bold wrapper with font-weight normal and the inline styles of every span', () => {
    expect(cleaned.startsWith('<h2>Sector councils</h2>')).toBe(true);
    expect(cleaned).not.toMatch(/docs-internal-guid|font-|white-space|dir=|role=|aria-level|line-height/);
  });

  it('reads bold, italic, underline, strike and colours from the styles', () => {
    expect(cleaned).toContain('<p>Councils are <strong>bodies</strong><em><u> of the sector</u></em>, see ');
    expect(cleaned).toContain('<s><span style="color: #ff0000; background-color: #ffff00">Food</span></s>');
  });

  it('takes the target out of Google’s redirect and leaves the link’s own blue and underline behind', () => {
    expect(cleaned).toContain('<a href="https://noks.gov.rs/en">the portal</a>');
  });

  it('moves a sub-list written beside the items into the item before it', () => {
    expect(cleaned).toContain('<ul><li><p>Agriculture</p><ul><li><p>');
    expect(cleaned).toContain('</ul></li><li><p>Tourism</p></li></ul>');
  });

  it('keeps images from the web, alignment and indent; drops the trailing interchange newline', () => {
    expect(cleaned).toContain('<p style="text-align: right" data-indent="1"><img src="https://lh7-rt.googleusercontent.com/docsz/AD_4nXabc?key=xyz"></p>');
    expect(cleaned.endsWith('</p>')).toBe(true);
    expect(cleaned.match(/<br>/g)).toHaveLength(1);
  });
});

describe('cleanPastedHtml: LibreOffice Writer', () => {
  const cleaned = squeeze(cleanPastedHtml(sample('libreoffice.html')));

  it('unwraps <font>, keeps its colour, reads the align attribute and cm margins', () => {
    expect(cleaned).toBe(
      '<h3>Strateški okvir</h3><p><strong>Podebljano</strong><span style="color: #2a6099"> plavo</span></p>' +
        '<p style="text-align: justify"><em>Poravnato</em></p>' +
        '<ol><li><p>Prvi</p></li><li><p>Drugi</p><ul><li><p>Ugnežđeni</p></li></ul></li></ol><p data-indent="1">Uvučeno</p>',
    );
  });
});

describe('cleanPastedHtml: other sources', () => {
  it('leaves HTML copied from this editor (ProseMirror marks it) as it is', () => {
    const html = '<p data-pm-slice="1 1 []" data-indent="3">Text <span style="color: #b71c1c">red</span></p>';
    expect(cleanPastedHtml(html)).toBe(html);
  });

  it('keeps task lists, code blocks with their language and video embeds from web pages', () => {
    const html =
      '<ul data-type="taskList" class="x"><li data-type="taskItem" data-checked="true"><p>Done</p></li></ul>' +
      '<pre class="hljs"><code class="hljs language-typescript">const a = 1;\n  a &lt; 2;</code></pre>' +
      '<iframe src="https://www.youtube.com/embed/dQw4w9WgXcQ" width="560" title="Clip"></iframe>' +
      '<iframe src="https://evil.example/embed"></iframe><script>alert(1)</script>';
    expect(cleanPastedHtml(html)).toBe(
      '<ul data-type="taskList"><li data-type="taskItem" data-checked="true"><p>Done</p></li></ul>' +
        '<pre><code class="language-typescript">const a = 1;\n  a &lt; 2;</code></pre>' +
        '<iframe src="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ" title="Clip"></iframe>',
    );
  });

  it('turns a <div> of text into a paragraph and a <div> of blocks into its blocks', () => {
    expect(cleanPastedHtml('<div>One</div><div><p>Two</p>loose</div><div> </div>')).toBe('<p>One</p><p>Two</p><p>loose</p>');
  });

  it('keeps a table with several paragraphs in a cell as those paragraphs', () => {
    const html = '<table><caption>Levels</caption><tr><th>A</th><td><p>One</p><p>Two</p></td></tr><tr><td></td><td> </td></tr></table>';
    expect(cleanPastedHtml(html)).toBe('<p><strong>Levels</strong></p><p>A</p><p>One</p><p>Two</p>');
  });

  it('drops spans and formatting left empty', () => {
    expect(cleanPastedHtml('<p><span style="font-size:9pt"><b><span></span></b></span>Text<i> </i></p>')).toBe('<p>Text<em> </em></p>');
  });

  it('reads a stray "<" as text', () => {
    expect(cleanPastedHtml('<p>1 < 2</p>')).toBe('<p>1 &lt; 2</p>');
  });
});

describe('parseStyle', () => {
  it('reads declarations, lower-cases properties and drops !important', () => {
    expect(parseStyle("Font-Weight: bold !important; font:7.0pt \"Times New Roman\"; ;color:")).toEqual(
      new Map([
        ['font-weight', 'bold'],
        ['font', '7.0pt "Times New Roman"'],
      ]),
    );
  });
});
