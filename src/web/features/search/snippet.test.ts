import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { HighlightedSnippet } from './highlighted-snippet.js';
import { decodeEntities, parseSnippet } from './snippet.js';

const render = (snippet: string) => renderToStaticMarkup(createElement(HighlightedSnippet, { snippet }));

describe('parseSnippet', () => {
  it('separates highlighted words', () => {
    expect(parseSnippet('Оквир <mark>квалификација</mark> и <mark>нивои</mark>')).toEqual([
      { text: 'Оквир ', marked: false },
      { text: 'квалификација', marked: true },
      { text: ' и ', marked: false },
      { text: 'нивои', marked: true },
    ]);
  });

  it('keeps every other tag as text', () => {
    expect(parseSnippet('<b>x</b> <mark><img src=x onerror=alert(1)></mark>')).toEqual([
      { text: '<b>x</b> ', marked: false },
      { text: '<img src=x onerror=alert(1)>', marked: true },
    ]);
  });

  it('tolerates unbalanced, nested and differently cased marks', () => {
    expect(parseSnippet('a</mark>b<MARK>c<mark>d</mark>e</Mark>f<mark>g')).toEqual([
      { text: 'ab', marked: false },
      { text: 'cde', marked: true },
      { text: 'f', marked: false },
      { text: 'g', marked: true },
    ]);
    expect(parseSnippet('')).toEqual([]);
  });

  it('decodes character references once', () => {
    expect(decodeEntities('R&amp;D &lt;b&gt; &#39;x&#x27; &amp;lt; &bogus; &#0;')).toBe("R&D <b> 'x' &lt; &bogus; &#0;");
  });
});

describe('HighlightedSnippet', () => {
  it('renders marks and escapes everything else', () => {
    const html = render('<script>alert(1)</script> <mark>НОКС</mark> &amp; <a href="javascript:x">y</a>');
    expect(html).toBe(
      '&lt;script&gt;alert(1)&lt;/script&gt; <mark>НОКС</mark> &amp; &lt;a href=&quot;javascript:x&quot;&gt;y&lt;/a&gt;',
    );
    expect(html).not.toMatch(/<script|<a /);
  });

  it('cannot be broken out of through an encoded mark', () => {
    expect(render('&lt;mark&gt;x&lt;/mark&gt;')).toBe('&lt;mark&gt;x&lt;/mark&gt;');
  });
});
