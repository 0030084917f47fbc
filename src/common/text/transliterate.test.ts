import { describe, expect, it } from 'vitest';

import { cyrillicToLatin, cyrillicToLatinHtml } from './transliterate.js';

describe('cyrillicToLatin', () => {
  it('transliterates every small letter of the Serbian alphabet', () => {
    expect(cyrillicToLatin('абвгдђежзијклљмнњопрстћуфхцчџш')).toBe(
      'abvgdđežzijklljmnnjoprstćufhcčdžš',
    );
  });

  it('transliterates every capital, with digraphs in capitals when the word is in capitals', () => {
    expect(cyrillicToLatin('АБВГДЂЕЖЗИЈКЛЉМНЊОПРСТЋУФХЦЧЏШ')).toBe(
      'ABVGDĐEŽZIJKLLJMNNJOPRSTĆUFHCČDŽŠ',
    );
  });

  it.each([
    ['Ђ', 'Đ'], ['ђ', 'đ'], ['Ж', 'Ž'], ['ж', 'ž'], ['Ј', 'J'], ['ј', 'j'],
    ['Ћ', 'Ć'], ['ћ', 'ć'], ['Ч', 'Č'], ['ч', 'č'], ['Ш', 'Š'], ['ш', 'š'],
    ['љ', 'lj'], ['њ', 'nj'], ['џ', 'dž'],
  ])('maps the special letter %s to %s', (cyrillic, latin) => {
    expect(cyrillicToLatin(cyrillic)).toBe(latin);
  });

  it('writes Љ, Њ, Џ as Lj, Nj, Dž at the start of a normal word', () => {
    expect(cyrillicToLatin('Љубав, Његош, Џемпер')).toBe('Ljubav, Njegoš, Džemper');
  });

  it('writes Љ, Њ, Џ as LJ, NJ, DŽ in a word written in capitals', () => {
    expect(cyrillicToLatin('ЉУБАВ')).toBe('LJUBAV');
    expect(cyrillicToLatin('ЊЕГОШ')).toBe('NJEGOŠ');
    expect(cyrillicToLatin('ЏЕП')).toBe('DŽEP');
    expect(cyrillicToLatin('ПОЉЕ')).toBe('POLJE');
  });

  it('looks at the previous letter when the digraph ends the word', () => {
    expect(cyrillicToLatin('ПОЉ')).toBe('POLJ');
    expect(cyrillicToLatin('КОЊ.')).toBe('KONJ.');
  });

  it('uses Lj for a lone capital and before a small letter', () => {
    expect(cyrillicToLatin('Љ')).toBe('Lj');
    expect(cyrillicToLatin('Љу')).toBe('Lju');
    expect(cyrillicToLatin('Џ и Њ')).toBe('Dž i Nj');
  });

  it('keeps words in capitals and small letters of the same text apart', () => {
    expect(cyrillicToLatin('НОКС-а')).toBe('NOKS-a');
    expect(cyrillicToLatin('Повезивање НОКС-а са ЕОК-ом')).toBe('Povezivanje NOKS-a sa EOK-om');
    expect(cyrillicToLatin('ЉУБАВ и Љубав')).toBe('LJUBAV i Ljubav');
  });

  it('leaves Latin letters, digits, punctuation and other scripts as they are', () => {
    const text = 'Đurđevdan 2024: čšž — ё ы € 😀 “ok”';
    expect(cyrillicToLatin(text)).toBe(text);
    expect(cyrillicToLatin('')).toBe('');
  });
});

describe('cyrillicToLatinHtml', () => {
  it('transliterates text between tags', () => {
    expect(cyrillicToLatinHtml('<p>Ђак <strong>ЉУБАВ</strong></p>')).toBe(
      '<p>Đak <strong>LJUBAV</strong></p>',
    );
  });

  it('transliterates alt and title values but no other attribute', () => {
    const html =
      '<p class="Ђак" title="Љубав" data-note=\'Ђ\'><img alt=ЊЕГОШ src="/media/ђ.png" TITLE=\'Шума\'></p>';
    expect(cyrillicToLatinHtml(html)).toBe(
      '<p class="Ђак" title="Ljubav" data-note=\'Ђ\'><img alt=NJEGOŠ src="/media/ђ.png" TITLE=\'Šuma\'></p>',
    );
  });

  it('does not mistake attribute names inside other values for alt or title', () => {
    const html = '<a href="/ђ?title=Ђ" data-x="alt=Ђ">Ђ</a>';
    expect(cyrillicToLatinHtml(html)).toBe('<a href="/ђ?title=Ђ" data-x="alt=Ђ">Đ</a>');
  });

  it('keeps a ">" inside a quoted attribute value as part of the tag', () => {
    expect(cyrillicToLatinHtml('<img data-x="a>ђ" alt="ђ">ђ')).toBe('<img data-x="a>ђ" alt="đ">đ');
  });

  it('keeps entities, comments, and script and style contents intact', () => {
    const html = '&nbsp;&#1033;&amp;<!-- Ђ --><script>let ш = "<ш>";</script><style>.ш{}</style>ш';
    expect(cyrillicToLatinHtml(html)).toBe(
      '&nbsp;&#1033;&amp;<!-- Ђ --><script>let ш = "<ш>";</script><style>.ш{}</style>š',
    );
  });

  it('treats a "<" that opens no tag as text', () => {
    expect(cyrillicToLatinHtml('а < б <br/>ж')).toBe('a < b <br/>ž');
  });

  it('returns HTML without Cyrillic unchanged', () => {
    const html = '<p style="color:red">Hello <a href="https://example.com">world</a></p>';
    expect(cyrillicToLatinHtml(html)).toBe(html);
  });
});
