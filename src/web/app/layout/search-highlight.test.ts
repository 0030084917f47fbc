import { describe, expect, it } from 'vitest';
import { highlightParts, highlightTerms, isFormOf } from './search-highlight.js';

const marked = (text: string, terms: string[]) =>
  highlightParts(text, terms)
    .filter((part) => part.marked)
    .map((part) => part.text);

describe('highlightTerms', () => {
  it('folds the query and the words the server marked, once each', () => {
    expect(highlightTerms('Kvalifikacij', '…нивоа <mark>квалификација</mark> и <mark>Квалификација</mark>')).toEqual(['kvalifikacij', 'kvalifikacija']);
  });

  it('drops one-letter words', () => {
    expect(highlightTerms('a nivo', '')).toEqual(['nivo']);
  });
});

describe('isFormOf', () => {
  it('takes the typed start of a word and other endings of it', () => {
    expect(isFormOf('kvalifikacije', 'kvalifikacij')).toBe(true);
    expect(isFormOf('kvalifikacije', 'kvalifikacija')).toBe(true);
    expect(isFormOf('strukovnih', 'strukovne')).toBe(true);
    expect(isFormOf('nivo', 'nivoa')).toBe(true);
  });

  it('does not take words that only begin alike', () => {
    expect(isFormOf('kvalitet', 'kvalifikacija')).toBe(false);
    expect(isFormOf('obrazovni', 'obrazovanja')).toBe(false);
    expect(isFormOf('sa', 'savet')).toBe(false);
  });
});

describe('highlightParts', () => {
  it('finds a Latin query without diacritics in a Cyrillic title', () => {
    expect(highlightParts('Академске и струковне студије', ['strukovne'])).toEqual([
      { text: 'Академске и ', marked: false },
      { text: 'струковне', marked: true },
      { text: ' студије', marked: false },
    ]);
  });

  it('highlights inflected forms, in any case, and keeps the rest of the text as it is', () => {
    expect(marked('Осам нивоа квалификација: где је место ваше дипломе', ['kvalifikacije', 'nivo'])).toEqual(['нивоа', 'квалификација']);
    expect(marked('Šta STANDARD kvalifikacije govori', ['standard', 'kvalifikacija'])).toEqual(['STANDARD', 'kvalifikacije']);
    expect(marked('Đački dom', ['djacki'])).toEqual(['Đački']);
  });

  it('gives back the whole text unmarked when nothing matches', () => {
    expect(highlightParts('Савет за НОКС', ['europass'])).toEqual([{ text: 'Савет за НОКС', marked: false }]);
    expect(highlightParts('', ['x'])).toEqual([]);
  });

  it('joins the parts back into the title', () => {
    const title = 'Конференција „НОКС и ЕОК“: квалификације из Србије';
    expect(
      highlightParts(title, ['noks', 'kvalifikacij'])
        .map((part) => part.text)
        .join(''),
    ).toBe(title);
  });
});
