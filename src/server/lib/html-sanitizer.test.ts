import { describe, expect, it } from 'vitest';

import { isEmptyRichText, sanitizeRichText } from './html-sanitizer.js';

describe('sanitizeRichText: allowed content', () => {
  it.each([
    '<p>Текст <strong>јак</strong> <b>b</b> <em>e</em> <i>i</i> <u>u</u> <s>s</s> <strike>x</strike><br /></p>',
    '<h1>1</h1><h2>2</h2><h3>3</h3><h4>4</h4><h5>5</h5><h6>6</h6>',
    '<blockquote><p>Цитат</p></blockquote><hr />',
    '<pre><code class="language-typescript">const a = 1 &lt; 2;</code></pre>',
    '<pre><code class="language-c++">x</code></pre><p><code>inline</code></p>',
    '<ul><li><p>a</p></li></ul><ol start="3"><li><p>b</p></li></ol>',
    '<ul data-type="taskList"><li data-type="taskItem" data-checked="true"><p>Урађено</p></li></ul>',
    '<p><a href="https://noks.gov.rs/sr" target="_blank" rel="noopener noreferrer nofollow">НОКС</a></p>',
    '<p><a href="/sr/vesti#najnovije" title="Вести">вести</a> <a href="mailto:info@noks.rs">м</a> <a href="tel:+381111234567">т</a></p>',
    '<img src="https://example.com/a.png" alt="Слика" title="Наслов" width="640" height="480" />',
    '<img src="/media/2024/05/slika.webp" alt="" />',
    '<img src="data:image/png;base64,iVBORw0KGgo=" />',
    '<p><span style="color:#ff0000">црвено</span> <mark style="background-color:rgb(255, 240, 0)">жуто</mark></p>',
    '<p style="text-align:center" data-indent="2">центар</p><h2 data-indent="8" style="text-align:justify">x</h2>',
    '<table><thead><tr><th colspan="2">Ниво</th></tr></thead><tbody><tr><td rowspan="2">1</td><td>2</td></tr></tbody></table>',
    '<figure><img src="/media/a.png" alt="a" /><figcaption>Опис</figcaption></figure>',
    '<iframe src="https://www.youtube-nocookie.com/embed/abc123?start=10" allowfullscreen title="Видео" width="560" height="315"></iframe>',
    '<iframe src="https://www.youtube.com/embed/abc123"></iframe><iframe src="https://player.vimeo.com/video/123456"></iframe>',
  ])('keeps %s', (html) => {
    expect(sanitizeRichText(html)).toBe(html);
  });

  it('normalises the output of the editor without losing content', () => {
    expect(sanitizeRichText('<p style="text-align: center; color: red">x<br></p>')).toBe(
      '<p style="text-align:center;color:red">x<br /></p>',
    );
  });
});

describe('sanitizeRichText: removed content', () => {
  it('removes script and style elements with their content', () => {
    expect(sanitizeRichText('<p>a</p><script>alert(1)</script><style>p{color:red}</style><p>b</p>')).toBe(
      '<p>a</p><p>b</p>',
    );
    expect(sanitizeRichText('<SCRIPT SRC="https://evil.example/x.js"></SCRIPT>')).toBe('');
  });

  it('removes event handlers, ids and classes', () => {
    expect(sanitizeRichText('<p id="x" class="lead" onclick="alert(1)" onmouseover="x()">t</p>')).toBe('<p>t</p>');
    expect(sanitizeRichText('<img src="https://example.com/a.png" onerror="alert(1)">')).toBe(
      '<img src="https://example.com/a.png" />',
    );
  });

  it('removes an image whose source is not allowed', () => {
    expect(sanitizeRichText('<img src=x onerror=alert(1)>')).toBe('');
    expect(sanitizeRichText('<img src="javascript:alert(1)">')).toBe('');
    expect(sanitizeRichText('<img src="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">')).toBe('');
    expect(sanitizeRichText('<img src="data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=">')).toBe('');
    expect(sanitizeRichText('<img src="//evil.example/a.png">')).toBe('');
    expect(sanitizeRichText('<img src="/admin/a.png">')).toBe('');
    expect(sanitizeRichText('<img src="/media/../admin/a.png">')).toBe('');
    expect(sanitizeRichText('<img src="/media/%2e%2e/admin/a.png">')).toBe('');
  });

  it.each([
    '<a href="javascript:alert(1)">x</a>',
    '<a href="JaVaScRiPt:alert(1)">x</a>',
    '<a href="  javascript:alert(1)">x</a>',
    '<a href="java\tscript:alert(1)">x</a>',
    '<a href="java&#x09;script:alert(1)">x</a>',
    '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">x</a>',
    '<a href="&#x6A;avascript&colon;alert(1)">x</a>',
    '<a href="vbscript:msgbox(1)">x</a>',
    '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>',
    '<a href="ftp://example.com/file">x</a>',
    '<a href="//evil.example">x</a>',
  ])('unwraps a link with a forbidden href: %s', (html) => {
    expect(sanitizeRichText(html)).toBe('x');
  });

  it('forces rel on links opening a new tab and drops other targets and rel values', () => {
    expect(sanitizeRichText('<a href="https://a.rs" target="_BLANK" rel="opener">a</a>')).toBe(
      '<a href="https://a.rs" target="_blank" rel="noopener noreferrer nofollow">a</a>',
    );
    expect(sanitizeRichText('<a href="https://a.rs" target="_top" rel="opener">a</a>')).toBe(
      '<a href="https://a.rs">a</a>',
    );
  });

  it('removes svg and math with their handlers', () => {
    expect(sanitizeRichText('<svg onload="alert(1)"><circle r="1"/></svg>')).toBe('');
    expect(sanitizeRichText('<svg><a xlink:href="javascript:alert(1)"><text>t</text></a></svg>')).toBe('t');
    expect(sanitizeRichText('<math><mi xlink:href="javascript:alert(1)">x</mi></math>')).toBe('x');
  });

  it('removes forms, inputs, buttons, objects and embeds', () => {
    expect(
      sanitizeRichText(
        '<form action="https://evil.example"><input name="a"><button formaction="javascript:alert(1)">b</button></form>' +
          '<object data="x.swf"></object><embed src="x.swf">',
      ),
    ).toBe('b');
  });

  it('drops task list checkboxes and wrappers but keeps the item text', () => {
    expect(
      sanitizeRichText(
        '<ul data-type="taskList"><li data-type="taskItem" data-checked="false">' +
          '<label><input type="checkbox"></label><div><p>a</p></div></li></ul>',
      ),
    ).toBe('<ul data-type="taskList"><li data-type="taskItem" data-checked="false"><p>a</p></li></ul>');
  });

  it('drops attribute values outside their allowed forms', () => {
    expect(sanitizeRichText('<p data-indent="9">a</p><p data-indent="0">b</p><span data-indent="2">c</span>')).toBe(
      '<p>a</p><p>b</p><span>c</span>',
    );
    expect(sanitizeRichText('<ul data-type="other"><li data-type="x" data-checked="maybe">a</li></ul>')).toBe(
      '<ul><li>a</li></ul>',
    );
    expect(sanitizeRichText('<ol start="x" type="a"><li>a</li></ol>')).toBe('<ol><li>a</li></ol>');
    expect(sanitizeRichText('<td colspan="2;x" rowspan="-1">a</td>')).toBe('<td>a</td>');
    expect(sanitizeRichText('<code class="language-js x"></code><code class="language-<b>"></code><pre class="a"></pre>')).toBe(
      '<code class="language-js"></code><code></code><pre></pre>',
    );
  });

  it.each([
    ['background-image:url(javascript:alert(1))', ''],
    ['background-color:url(javascript:alert(1))', ''],
    ['color:expression(alert(1))', ''],
    ['color:red;display:none', ' style="color:red"'],
    ['position:fixed;top:0;visibility:hidden', ''],
    ['text-align:center;width:expression(alert(1))', ' style="text-align:center"'],
    ['color:rgb(1,2,3) url(x)', ''],
    ['color:#12345', ''],
    ['text-align:start', ''],
    ['color:\\72 ed', ''],
  ])('filters the style "%s"', (style, kept) => {
    expect(sanitizeRichText(`<p style="${style}">x</p>`)).toBe(`<p${kept}>x</p>`);
  });

  it.each([
    '<iframe src="https://evil.example/embed/abc"></iframe>',
    '<iframe src="https://www.youtube.com.evil.example/embed/abc"></iframe>',
    '<iframe src="http://www.youtube.com/embed/abc"></iframe>',
    '<iframe src="https://www.youtube.com/watch?v=abc"></iframe>',
    '<iframe src="https://www.youtube.com/embed/../watch"></iframe>',
    '<iframe src="https://player.vimeo.com/embed/1"></iframe>',
    '<iframe src="https://user@www.youtube.com/embed/abc"></iframe>',
    '<iframe src="//www.youtube.com/embed/abc"></iframe>',
    '<iframe src="javascript:alert(1)"></iframe>',
    '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  ])('removes the iframe %s', (html) => {
    expect(sanitizeRichText(html)).toBe('');
  });

  it('keeps only the allowed attributes of an embedded video', () => {
    expect(
      sanitizeRichText(
        '<iframe src="https://www.youtube.com/embed/abc" onload="alert(1)" sandbox="allow-scripts" srcdoc="x" allowfullscreen></iframe>',
      ),
    ).toBe('<iframe src="https://www.youtube.com/embed/abc" allowfullscreen></iframe>');
  });

  it('escapes markup smuggled through text and attributes', () => {
    expect(sanitizeRichText('<p title="&quot;><script>alert(1)</script>">&lt;script&gt;</p>')).toBe(
      '<p>&lt;script&gt;</p>',
    );
    expect(sanitizeRichText('<img src="https://example.com/a.png" alt="&quot; onerror=&quot;alert(1)">')).toBe(
      '<img src="https://example.com/a.png" alt="&quot; onerror=&quot;alert(1)" />',
    );
  });

  it('returns an empty string for whitespace-only input', () => {
    expect(sanitizeRichText('')).toBe('');
    expect(sanitizeRichText('  \n\t ')).toBe('');
    expect(sanitizeRichText(' <script>x</script> ')).toBe('');
  });
});

describe('isEmptyRichText', () => {
  it.each([
    '',
    '   ',
    '<p></p>',
    '<p><br></p>',
    '<p> </p><p><br /></p>',
    '<p>&nbsp;</p>',
    '<p>\u200b</p>',
    '<h2><strong></strong></h2>',
    '<p><script>alert(1)</script></p>',
    '<img src="javascript:alert(1)">',
  ])('is true for %j', (html) => {
    expect(isEmptyRichText(html)).toBe(true);
  });

  it.each([
    '<p>a</p>',
    '<p>&lt;</p>',
    '<p><img src="/media/a.png"></p>',
    '<hr>',
    '<iframe src="https://player.vimeo.com/video/1"></iframe>',
  ])('is false for %j', (html) => {
    expect(isEmptyRichText(html)).toBe(false);
  });
});
