import { describe, expect, it } from 'vitest';
import { MAX_FILE_NAME_CHARACTERS, cleanFileName, cutToCharacters } from './file-name.js';

const characters = (text: string) => [...new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment(text)].length;

describe('cleanFileName', () => {
  it('takes the extension from the detected type, whatever the client named it', () => {
    expect(cleanFileName('izvestaj.pdf', 'png')).toBe('izvestaj.png');
    expect(cleanFileName('setup.exe', 'pdf')).toBe('setup.pdf');
    expect(cleanFileName('stranica.HTML', 'txt')).toBe('stranica.txt');
    expect(cleanFileName('passwd', 'png')).toBe('passwd.png');
    expect(cleanFileName('Правилник о НОКС-у (2024).pdf', 'pdf')).toBe('Правилник о НОКС-у (2024).pdf');
    // A version number is not an extension.
    expect(cleanFileName('Pravilnik v1.2', 'pdf')).toBe('Pravilnik v1.2.pdf');
  });

  it('keeps the base name only, never a path', () => {
    expect(cleanFileName('../../etc/passwd', 'txt')).toBe('passwd.txt');
    expect(cleanFileName('..\\..\\windows\\win.ini', 'png')).toBe('win.png');
    expect(cleanFileName('/tmp/absolute.png', 'png')).toBe('absolute.png');
    expect(cleanFileName('..', 'png')).toBe('file.png');
    expect(cleanFileName(undefined, 'pdf')).toBe('file.pdf');
  });

  it('strips bidirectional, zero-width and other control and format characters', () => {
    // U+202E RIGHT-TO-LEFT OVERRIDE makes "invoice‮fdp.exe" read as "invoiceexe.pdf".
    expect(cleanFileName('invoice\u202efdp.exe', 'pdf')).toBe('invoicefdp.pdf');
    for (const hidden of ['\u200b', '\u200c', '\u200d', '\u2060', '\ufeff', '\u00ad', '\u202a', '\u202b', '\u202c', '\u202d', '\u2066', '\u2067', '\u2068', '\u2069', '\u200e', '\u200f', '\u061c', '\u2028', '\u2029', '\u0000', '\u0007', '\u001b', '\u007f', '\u0085', '\u009b', '\udb40\udc41', '\ue000', '\ud800']) {
      expect(cleanFileName(`od${hidden}luka.pdf`, 'pdf'), JSON.stringify(hidden)).toBe('odluka.pdf');
    }
    expect(cleanFileName('a\tb\nc  d.pdf', 'pdf')).toBe('a b c d.pdf');
    expect(cleanFileName('what?*:<>|".pdf', 'pdf')).toBe('what.pdf');
    expect(cleanFileName('\u202e\u200b.pdf', 'pdf')).toBe('file.pdf');
  });

  it('composes to NFC', () => {
    expect(cleanFileName('Cafe\u0301.txt', 'txt')).toBe('Café.txt');
  });

  it('cuts long names between characters, never inside a surrogate pair or a combined character, keeping the extension', () => {
    // A thumb with a skin tone: two code points, four UTF-16 units, one character.
    const emoji = '👍🏽';
    for (const long of ['ш'.repeat(500), '😀'.repeat(500), emoji.repeat(200), 'e\u0301'.repeat(300), 'ш\u0325'.repeat(300), `${'a'.repeat(MAX_FILE_NAME_CHARACTERS - 5)}😀😀😀`]) {
      const name = cleanFileName(`${long}.pdf`, 'pdf');
      expect(characters(name), long.slice(0, 4)).toBeLessThanOrEqual(MAX_FILE_NAME_CHARACTERS);
      expect(name.endsWith('.pdf')).toBe(true);
      expect(name.isWellFormed(), 'no lone surrogate').toBe(true);
      expect(name.normalize('NFC')).toBe(name);
    }
    expect(cleanFileName(`${emoji.repeat(200)}.pdf`, 'pdf').replace('.pdf', '')).toBe(emoji.repeat(MAX_FILE_NAME_CHARACTERS - 4));
    expect(cleanFileName(`${'a'.repeat(MAX_FILE_NAME_CHARACTERS - 5)}😀😀😀.pdf`, 'pdf')).toBe(`${'a'.repeat(MAX_FILE_NAME_CHARACTERS - 5)}😀.pdf`);
  });
});

describe('cutToCharacters', () => {
  it('counts grapheme clusters', () => {
    expect(cutToCharacters('😀😀😀', 2)).toBe('😀😀');
    expect(cutToCharacters('ab', 5)).toBe('ab');
  });
});
