import { describe, expect, it } from 'vitest';
import { escapeHtml, htmlToText, jsonForScript, truncateText } from './html-text.js';

describe('htmlToText', () => {
  it('keeps words whole across inline tags, separates blocks, decodes entities', () => {
    expect(htmlToText('<h2>Наслов</h2><p>Ср<strong>би</strong>ја &amp; Европа&nbsp;&#1033;&#x409;</p><ul><li>један</li><li>два</li></ul>')).toBe('Наслов Србија & Европа ЉЉ један два');
    expect(htmlToText('<p>&lt;script&gt; &unknown; &#0;</p>')).toBe('<script> &unknown; &#0;');
  });
});

describe('escapeHtml / jsonForScript', () => {
  it('make text safe in elements, attributes and script data blocks', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
    const json = jsonForScript({ title: '</script><!-- x' });
    expect(json).not.toContain('<');
    expect(JSON.parse(json)).toEqual({ title: '</script><!-- x' });
    expect(jsonForScript({ title: 'Србија > 8', n: [1] })).toBe('{"title":"Србија > 8","n":[1]}');
  });
});

describe('truncateText', () => {
  it('cuts at a word boundary and marks the cut, counting characters not UTF-16 units', () => {
    expect(truncateText('кратко', 10)).toBe('кратко');
    expect(truncateText('један два три четири пет', 15)).toBe('један два три…');
    expect([...truncateText('😀'.repeat(20), 10)]).toHaveLength(10);
  });
});
