import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { Locale } from '../../../common/locales.js';
import { FallbackNotice, useFallbackLang } from './fallback-notice.js';

function Probe({ item }: { item: { fallback: boolean; locale: Locale } }) {
  const lang = useFallbackLang(item);
  return createElement('div', { lang }, createElement(FallbackNotice, { item }), 'body');
}

const render = (path: string, item: { fallback: boolean; locale: Locale }) =>
  renderToStaticMarkup(createElement(MemoryRouter, { initialEntries: [path] }, createElement(Probe, { item })));

describe('fallback content', () => {
  it('marks content shown in Cyrillic on an English page and says so', () => {
    const html = render('/en/article/1/x', { fallback: true, locale: 'sr' });
    expect(html).toMatch(/^<div lang="sr-Cyrl"><p class="notice fallback-notice">/);
  });

  it('leaves content in the page language alone', () => {
    expect(render('/en/article/1/x', { fallback: false, locale: 'en' })).toBe('<div>body</div>');
    expect(render('/article-less-sr-path', { fallback: false, locale: 'sr' })).toBe('<div>body</div>');
  });
});
