import { describe, expect, it } from 'vitest';

import { isValidSlug, SLUG_MAX_LENGTH, slugify, withSuffix } from './slug.js';

describe('slugify', () => {
  it('keeps Cyrillic for sr and transliterates to ASCII for lat and en', () => {
    expect(slugify('Стратешки оквир', 'sr')).toBe('стратешки-оквир');
    expect(slugify('Стратешки оквир', 'lat')).toBe('strateski-okvir');
    expect(slugify('Стратешки оквир', 'en')).toBe('strateski-okvir');
  });

  it('lower-cases words in capitals and replaces punctuation with hyphens', () => {
    expect(slugify('Повезивање НОКС-а са ЕОК-ом', 'sr')).toBe('повезивање-нокс-а-са-еок-ом');
    expect(slugify('Повезивање НОКС-а са ЕОК-ом', 'lat')).toBe('povezivanje-noks-a-sa-eok-om');
  });

  it('folds Serbian Latin letters to ASCII', () => {
    expect(slugify('Đurđevdan', 'lat')).toBe('djurdjevdan');
    expect(slugify('ČAĆA ŠUŽA Đ', 'en')).toBe('caca-suza-dj');
    expect(slugify('Ђорђе Џаја, Љиљана Њежић', 'lat')).toBe('djordje-dzaja-ljiljana-njezic');
  });

  it('folds Latin letters with diacritics in sr too, and keeps the Serbian Cyrillic letters', () => {
    expect(slugify('Đurđevdan и Ђурђевдан', 'sr')).toBe('djurdjevdan-и-ђурђевдан');
    expect(slugify('ЂЖЈЉЊЋЧЏШ', 'sr')).toBe('ђжјљњћчџш');
  });

  it('strips other diacritics and compatibility forms', () => {
    expect(slugify('Café Łódź Straße ﬁ²', 'en')).toBe('cafe-lodz-strasse-fi2');
  });

  it('collapses separators, trims hyphens and keeps digits', () => {
    expect(slugify('  --Закон  о  НОКС-у  (2018)!!  ', 'sr')).toBe('закон-о-нокс-у-2018');
    expect(slugify('a -- b', 'en')).toBe('a-b');
  });

  it('returns an empty string when nothing is left', () => {
    expect(slugify('', 'sr')).toBe('');
    expect(slugify(' !?* — ', 'lat')).toBe('');
  });

  it('drops Cyrillic from lat and en slugs when it is not Serbian', () => {
    expect(slugify('ы', 'lat')).toBe('');
  });

  it(`cuts to ${SLUG_MAX_LENGTH} characters without a trailing hyphen`, () => {
    const slug = slugify(`${'a'.repeat(SLUG_MAX_LENGTH - 1)} bcd`, 'en');
    expect(slug).toBe('a'.repeat(SLUG_MAX_LENGTH - 1));
    expect(slugify('ш'.repeat(200), 'sr')).toHaveLength(SLUG_MAX_LENGTH);
    expect(slugify('ш'.repeat(200), 'lat')).toHaveLength(SLUG_MAX_LENGTH);
  });
});

describe('isValidSlug', () => {
  it('accepts what slugify leaves unchanged', () => {
    expect(isValidSlug('стратешки-оквир', 'sr')).toBe(true);
    expect(isValidSlug('strateski-okvir', 'lat')).toBe(true);
    expect(isValidSlug('noks-2018', 'en')).toBe(true);
  });

  it('rejects empty, capitalised, diacritic, hyphen-edged and over-long slugs', () => {
    expect(isValidSlug('', 'en')).toBe(false);
    expect(isValidSlug('Noks', 'en')).toBe(false);
    expect(isValidSlug('šuma', 'lat')).toBe(false);
    expect(isValidSlug('-noks', 'lat')).toBe(false);
    expect(isValidSlug('noks--eok', 'lat')).toBe(false);
    expect(isValidSlug('a'.repeat(SLUG_MAX_LENGTH + 1), 'en')).toBe(false);
  });

  it('accepts Cyrillic only for sr', () => {
    expect(isValidSlug('стратешки-оквир', 'lat')).toBe(false);
    expect(isValidSlug('стратешки-оквир', 'en')).toBe(false);
  });
});

describe('withSuffix', () => {
  it('appends the number', () => {
    expect(withSuffix('x', 2)).toBe('x-2');
    expect(withSuffix('x', 3)).toBe('x-3');
  });

  it('shortens the slug to stay within the maximum length without a double hyphen', () => {
    expect(withSuffix('a'.repeat(SLUG_MAX_LENGTH), 12)).toBe(`${'a'.repeat(SLUG_MAX_LENGTH - 3)}-12`);
    const withHyphenAtCut = `${'a'.repeat(SLUG_MAX_LENGTH - 3)}-bbb`;
    expect(withSuffix(withHyphenAtCut, 2)).toBe(`${'a'.repeat(SLUG_MAX_LENGTH - 3)}-2`);
    expect(isValidSlug(withSuffix('ш'.repeat(SLUG_MAX_LENGTH), 100), 'sr')).toBe(true);
  });

  it('gives just the number for an empty slug', () => {
    expect(withSuffix('', 2)).toBe('2');
  });

  it('rejects numbers that would not make a valid slug', () => {
    expect(() => withSuffix('x', 0)).toThrow(RangeError);
    expect(() => withSuffix('x', 1.5)).toThrow(RangeError);
    expect(() => withSuffix('x', Number.NaN)).toThrow(RangeError);
  });
});
