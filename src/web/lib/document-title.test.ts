import { describe, expect, it } from 'vitest';
import { documentTitle } from './document-title.js';

describe('document title', () => {
  it('is the page title and the portal name of the locale', () => {
    expect(documentTitle('sr', 'Вести')).toBe('Вести | НОКС');
    expect(documentTitle('sr', '')).toBe('НОКС');
    expect(documentTitle('sr', null)).toBe('НОКС');
    expect(documentTitle('lat', 'Vesti')).toBe('Vesti | NOKS');
    expect(documentTitle('en', 'News')).toBe('News | NQFS');
    expect(documentTitle('en', undefined)).toBe('NQFS');
  });
});
