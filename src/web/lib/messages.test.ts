import i18next from 'i18next';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { useMessages } from './messages.js';

function createI18n() {
  const i18n = i18next.createInstance();
  void i18n.init({
    lng: 'en',
    resources: { en: { common: { greeting: 'Hello', count: 'Items: {{n}}' } }, sr: { common: { greeting: 'Здраво', count: 'Ставки: {{n}}' } } },
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    initAsync: false,
    showSupportNotice: false,
  });
  return i18n;
}

function Texts({ n }: { n: number }) {
  const { t } = useMessages();
  return `${t('greeting')} | ${t('count', { n })}`;
}

const render = (i18n: ReturnType<typeof createI18n>, n: number) => renderToString(createElement(I18nextProvider, { i18n }, createElement(Texts, { n })));

describe('useMessages', () => {
  it('gives each text with the values put in, the same on every render', () => {
    const i18n = createI18n();
    expect(render(i18n, 3)).toBe('Hello | Items: 3');
    expect(render(i18n, 3)).toBe('Hello | Items: 3');
    expect(render(i18n, 4)).toBe('Hello | Items: 4');
  });

  it('gives the new texts after messages are added or replaced, and the other language’s after a switch', () => {
    const i18n = createI18n();
    expect(render(i18n, 1)).toBe('Hello | Items: 1');
    i18n.addResourceBundle('en', 'common', { greeting: 'Welcome', count: 'Count: {{n}}' }, true, true);
    expect(render(i18n, 1)).toBe('Welcome | Count: 1');
    void i18n.changeLanguage('sr');
    expect(render(i18n, 1)).toBe('Здраво | Ставки: 1');
  });
});
