import { describe, expect, it } from 'vitest';
import type { Locale } from '../../common/locales.js';
import { collationKey, sortKeys } from './collation-key.js';

const ICU: Record<Locale, Intl.Collator> = { sr: new Intl.Collator('sr'), lat: new Intl.Collator('sr-Latn'), en: new Intl.Collator('en') };

/** The texts sorted by their keys as bytes compare them (UTF-16 order is code point order below the surrogates). */
const byKey = (texts: string[], locale: Locale) =>
  texts
    .map((text) => ({ text, key: collationKey(text, locale) }))
    .sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0))
    .map(({ text }) => text);

const TITLES = [
  'Цвећар',
  'Чистач',
  'Ћурчија',
  'Џокеј',
  'Шивач',
  'Ђак',
  'Дизајнер',
  'Жичар',
  'Зидар',
  'Лимар',
  'Љекар',
  'Нотар',
  'Његоватељ',
  'Тесар',
  'Угоститељ',
  'Хемичар',
  'Ciklista',
  'Čistač',
  'Ćurčija',
  'Cvećar',
  'Dizajner',
  'Džokej',
  'Dzudista',
  'Đak',
  'Lz',
  'Limar',
  'Ljekar',
  'Nz',
  'Notar',
  'Njegovatelj',
  'Sz',
  'Šivač',
  'Zz',
  'Žičar',
  'kuvar',
  'Kuvar',
  'Kuvar – pomoćni',
  'Kuvar-poslastičar',
  'Kuvar 2',
  'Kuvar10',
  'ŠIVAČ',
  'Економиста',
  'економиста',
  'IT техничар',
  '„Ћирилица“',
  'Æsir',
  'Aesir',
  'Straße',
];

describe('collationKey', () => {
  for (const locale of ['sr', 'lat', 'en'] as const) {
    it(`orders titles with č ć đ š ž dž lj nj and Cyrillic as Intl.Collator does (${locale})`, () => {
      expect(byKey(TITLES, locale)).toEqual([...TITLES].sort(ICU[locale].compare));
    });
  }

  it('follows each alphabet: Ђ after Д in Cyrillic, Č after C and Dž one letter in Latin', () => {
    expect(byKey(['Ђак', 'Дом', 'Его'], 'sr')).toEqual(['Дом', 'Ђак', 'Его']);
    expect(byKey(['Čačak', 'Cvet', 'Ćuprija', 'Dom'], 'lat')).toEqual(['Cvet', 'Čačak', 'Ćuprija', 'Dom']);
    expect(byKey(['Džak', 'Dz', 'Đak'], 'lat')).toEqual(['Dz', 'Džak', 'Đak']);
    expect(byKey(['Nz', 'Njiva', 'Oko'], 'lat')).toEqual(['Nz', 'Njiva', 'Oko']);
  });

  it('agrees with Intl.Collator on many random texts in both scripts with punctuation', () => {
    const letters = Array.from('aAbcčćČĆdđĐeEfgijJlLnNsšŠzžŽ -–,.\'"„“()019абвгдђежзијклљмнњопрстћуфхцчџшАЂЉЊЋЏЖШæßéü');
    let seed = 7;
    const random = () => ((seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31);
    const text = () => Array.from({ length: 1 + Math.floor(random() * 6) }, () => letters[Math.floor(random() * letters.length)]).join('');
    for (const locale of ['sr', 'lat', 'en'] as const) {
      const mismatches: string[] = [];
      for (let i = 0; i < 5_000; i++) {
        const [a, b] = [text(), text()];
        const [ka, kb] = [collationKey(a, locale), collationKey(b, locale)];
        const byKeys = ka < kb ? -1 : ka > kb ? 1 : 0;
        if (byKeys !== Math.sign(ICU[locale].compare(a, b))) mismatches.push(`${a} | ${b}`);
      }
      expect(mismatches, locale).toEqual([]);
    }
  });

  it('lists an untranslated title in Cyrillic, keyed in the list’s alphabet', () => {
    expect(sortKeys({ sr: 'Кувар', lat: 'Kuvar' })).toEqual({ sort_key_sr: collationKey('Кувар', 'sr'), sort_key_lat: collationKey('Kuvar', 'lat'), sort_key_en: collationKey('Кувар', 'en') });
  });
});
