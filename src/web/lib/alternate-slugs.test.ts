import { describe, expect, it } from 'vitest';
import { alternateSlug } from './alternate-slugs.js';

describe('alternate slugs', () => {
  const entry = { key: 'article' as const, id: 7, slugs: { sr: 'вест', lat: 'vest', en: 'news' } };

  it('give the slug of the item on screen in another locale', () => {
    expect(alternateSlug(entry, { key: 'article', locale: 'sr', id: 7, slug: 'вест' }, 'en')).toBe('news');
  });

  it('ignore slugs registered by another item or screen', () => {
    expect(alternateSlug(entry, { key: 'article', locale: 'sr', id: 8, slug: null }, 'en')).toBeNull();
    expect(alternateSlug(entry, { key: 'page', locale: 'sr', id: 7, slug: null }, 'en')).toBeNull();
    expect(alternateSlug(entry, { key: 'home', locale: 'sr' }, 'en')).toBeNull();
    expect(alternateSlug(null, { key: 'article', locale: 'sr', id: 7, slug: null }, 'en')).toBeNull();
    expect(alternateSlug({ ...entry, slugs: { sr: 'вест' } }, { key: 'article', locale: 'sr', id: 7, slug: null }, 'en')).toBeNull();
  });
});
