import { describe, expect, it } from 'vitest';
import { checkImageSrc, imageUrlRule, isAllowedImageSrc, isAllowedLinkHref, isUploadableImage, linkUrlRule, normalizeLinkHref } from './url-rules.js';

const MESSAGES = { empty: 'Required', scheme: 'Only http, https, mailto, tel', invalid: 'Not an address' };

describe('normalizeLinkHref', () => {
  it.each([
    ['https://noks.gov.rs/o-nama', 'https://noks.gov.rs/o-nama'],
    ['  HTTP://Example.org  ', 'http://example.org/'],
    ['www.example.org/a?b=1', 'https://www.example.org/a?b=1'],
    ['example.org', 'https://example.org/'],
    ['mailto:info@noks.gov.rs?subject=Pitanje', 'mailto:info@noks.gov.rs?subject=Pitanje'],
    ['info@noks.gov.rs', 'mailto:info@noks.gov.rs'],
    ['tel:+381 11 123-4567', 'tel:+381111234567'],
    ['+381 11 123 4567', 'tel:+381111234567'],
    ['/en/page/3/nqf#levels', '/en/page/3/nqf#levels'],
  ])('accepts %j as %j', (input, href) => {
    expect(normalizeLinkHref(input)).toEqual({ ok: true, href });
  });

  it.each([
    ['', 'empty'],
    ['   ', 'empty'],
    ['javascript:alert(1)', 'scheme'],
    [' JavaScript:alert(1)', 'scheme'],
    ['data:text/html;base64,PHNjcmlwdD4=', 'scheme'],
    ['ftp://files.example.org/a', 'scheme'],
    ['vbscript:msgbox', 'scheme'],
    ['mailto:nobody', 'invalid'],
    ['tel:abc', 'invalid'],
    ['https://', 'invalid'],
    ['//evil.example/x', 'invalid'],
    ['just words', 'invalid'],
  ])('refuses %j (%s)', (input, problem) => {
    expect(normalizeLinkHref(input)).toEqual({ ok: false, problem });
  });
});

describe('isAllowedLinkHref', () => {
  it('allows only http, https, mailto, tel and site paths', () => {
    expect(['https://a.example/', 'http://a.example', 'mailto:a@b.example', 'tel:+381111234567', '/lat/vest/1/x'].map(isAllowedLinkHref)).toEqual([true, true, true, true, true]);
    expect(['javascript:alert(1)', '#_ftn1', 'file:///C:/x.docx', 'www.example.org', '//cdn.example/x', ''].map(isAllowedLinkHref)).toEqual([false, false, false, false, false, false]);
  });
});

describe('checkImageSrc', () => {
  it('accepts http(s), own uploads and data URLs of image types', () => {
    expect(checkImageSrc('https://cdn.example/a.png')).toEqual({ ok: true, src: 'https://cdn.example/a.png' });
    expect(checkImageSrc('/media/0123456789abcdef0123456789abcdef.png')).toEqual({ ok: true, src: '/media/0123456789abcdef0123456789abcdef.png' });
    expect(isAllowedImageSrc('data:image/png;base64,iVBORw0KGgo=')).toBe(true);
  });

  it('refuses other schemes, relative paths outside /media/ and data URLs of other types', () => {
    expect(checkImageSrc('javascript:alert(1)')).toEqual({ ok: false, problem: 'scheme' });
    expect(checkImageSrc('file:///C:/Temp/clip_image001.png')).toEqual({ ok: false, problem: 'scheme' });
    expect(checkImageSrc('data:image/svg+xml;base64,PHN2Zz4=')).toEqual({ ok: false, problem: 'scheme' });
    expect(checkImageSrc('images/a.png')).toEqual({ ok: false, problem: 'invalid' });
    expect(checkImageSrc('/media/../api/x')).toEqual({ ok: false, problem: 'invalid' });
    expect(checkImageSrc('')).toEqual({ ok: false, problem: 'empty' });
  });
});

describe('rules', () => {
  it('return true or the message of the problem', () => {
    const link = linkUrlRule(MESSAGES);
    expect(link('https://example.org')).toBe(true);
    expect(link('javascript:alert(1)')).toBe(MESSAGES.scheme);
    expect(link('')).toBe(MESSAGES.empty);
    const image = imageUrlRule(MESSAGES);
    expect(image('https://example.org/a.jpg')).toBe(true);
    expect(image('nonsense')).toBe(MESSAGES.invalid);
  });
});

describe('isUploadableImage', () => {
  it('takes png, gif, jpeg, bmp and x-icon by type', () => {
    for (const type of ['image/png', 'image/gif', 'image/jpeg', 'image/bmp', 'image/x-icon', 'image/vnd.microsoft.icon', 'IMAGE/PNG']) {
      expect(isUploadableImage({ type, name: 'x' }), type).toBe(true);
    }
  });

  it('refuses other types even with an image name', () => {
    for (const type of ['image/webp', 'image/svg+xml', 'image/avif', 'application/pdf', 'text/html']) {
      expect(isUploadableImage({ type, name: 'photo.png' }), type).toBe(false);
    }
  });

  it('judges a file without a type by its extension', () => {
    expect(isUploadableImage({ type: '', name: 'favicon.ICO' })).toBe(true);
    expect(isUploadableImage({ type: '', name: 'drawing.svg' })).toBe(false);
  });
});
