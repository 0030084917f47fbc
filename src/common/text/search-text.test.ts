import { describe, expect, it } from 'vitest';
import { foldForSearch, foldedWords, searchWords } from './search-text.js';

describe('foldForSearch', () => {
  it('makes the same word of both scripts, any case, with or without diacritics', () => {
    const forms = ['квалификација', 'КВАЛИФИКАЦИЈА', 'kvalifikacija', 'KVALIFIKACIJA', 'Kvalifikacija'];
    expect(new Set(forms.map(foldForSearch))).toEqual(new Set(['kvalifikacija']));
  });

  it('folds the Serbian letters with diacritics as people type them without', () => {
    expect(foldForSearch('čćšžđ ЧЋШЖЂ')).toBe('ccszdj ccszdj');
    expect(foldForSearch('Ђурђевдан')).toBe(foldForSearch('Djurdjevdan'));
    expect(foldForSearch('Џеп, Љубав, Њива')).toBe('dzep, ljubav, njiva');
    expect(foldForSearch('ŠKOLA škola skola')).toBe('skola skola skola');
  });

  it('folds accents of other Latin languages and decomposed letters', () => {
    expect(foldForSearch('Café Ångström naïve')).toBe('cafe angstrom naive');
    expect(foldForSearch('c\u030C')).toBe('c');
  });
});

describe('searchWords', () => {
  it('keeps where each word stands in the original text', () => {
    const text = 'Нови „Закон о НОКС-у“ 2018.';
    const words = searchWords(text);
    expect(words.map((w) => w.folded)).toEqual(['novi', 'zakon', 'o', 'noks', 'u', '2018']);
    expect(words.map((w) => text.slice(w.start, w.end))).toEqual(['Нови', 'Закон', 'о', 'НОКС', 'у', '2018']);
  });

  it('drops what folds to nothing and splits on every non-letter', () => {
    expect(foldedWords('e-mail: info@noks.rs — ✓')).toEqual(['e', 'mail', 'info', 'noks', 'rs']);
    expect(foldedWords('   ')).toEqual([]);
  });
});
