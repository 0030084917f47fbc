import { describe, expect, it } from 'vitest';
import { documentTitle } from './document-title.js';

describe('document title', () => {
  it('is the page title and the portal name', () => {
    expect(documentTitle('Вести')).toBe('Вести | НОКС');
    expect(documentTitle('')).toBe('НОКС');
    expect(documentTitle(null)).toBe('НОКС');
  });
});
