import { describe, expect, it } from 'vitest';

import { loadSeedContent } from './index.js';
import type { SeedArticle, SeedText } from './schemas.js';

const { articles, categories, tags } = loadSeedContent();

const CYRILLIC = /[\u0400-\u04FF]/;
const LATIN_DIACRITICS = /[čćšžđČĆŠŽĐ]/;
const ALLOWED_TAGS = new Set(['p', 'h2', 'h3', 'ul', 'ol', 'li', 'strong', 'em', 'blockquote', 'a']);
const BLOCK_TAG = /<(p|h2|h3|ul|ol|blockquote)[\s>]/g;
/** Latin words allowed inside Serbian Cyrillic text: proper names only. */
const LATIN_PROPER_NAMES = new Set(['Europass', 'ESCO', 'ENIC', 'NARIC', 'Erasmus', 'ISCED', 'F']);

const texts = (a: SeedArticle): [string, SeedText][] => [
  ['title', a.title],
  ['summary', a.summary],
  ['body', a.body],
];

const stripTags = (s: string): string => s.replace(/<[^>]*>/g, ' ');

describe('seed categories and tags', () => {
  it('have the expected refs', () => {
    expect(categories.map((c) => c.ref)).toEqual(['citizens', 'employers', 'institutions', 'news']);
    expect(new Set(tags.map((t) => t.ref))).toEqual(
      new Set([
        'law',
        'eqf',
        'sector-councils',
        'rpl',
        'qualification-standards',
        'jpoa',
        'recognition',
        'europass',
        'council',
        'events',
        'dual-education',
        'lifelong-learning',
      ]),
    );
    expect(new Set(tags.map((t) => t.ref)).size).toBe(tags.length);
  });

  it('use Cyrillic sr and Cyrillic-free en texts', () => {
    for (const c of categories) {
      for (const t of [c.name, c.description]) {
        expect(t.sr, c.ref).toMatch(CYRILLIC);
        expect(t.en, c.ref).not.toMatch(CYRILLIC);
      }
    }
    for (const t of tags) expect(t.name.en, t.ref).not.toMatch(CYRILLIC);
  });
});

describe('seed articles', () => {
  const categoryRefs = new Set(categories.map((c) => c.ref));
  const tagRefs = new Set(tags.map((t) => t.ref));

  it('refer to existing categories and tags', () => {
    for (const a of articles) {
      expect(categoryRefs.has(a.category), `${a.ref}: category ${a.category}`).toBe(true);
      expect(a.tags.length, a.ref).toBeGreaterThanOrEqual(1);
      expect(a.tags.length, a.ref).toBeLessThanOrEqual(3);
      expect(new Set(a.tags).size, a.ref).toBe(a.tags.length);
      for (const tag of a.tags) expect(tagRefs.has(tag), `${a.ref}: tag ${tag}`).toBe(true);
    }
  });

  it('have unique kebab-case refs', () => {
    const refs = articles.map((a) => a.ref);
    expect(new Set(refs).size).toBe(refs.length);
    for (const ref of refs) expect(ref).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it('have the expected number of articles per category', () => {
    const count = (category: string) => articles.filter((a) => a.category === category).length;
    expect(articles).toHaveLength(34);
    expect(count('citizens')).toBe(8);
    expect(count('employers')).toBe(8);
    expect(count('institutions')).toBe(8);
    expect(count('news')).toBe(10);
  });

  it('have distinct daysAgo values within 1..400', () => {
    const days = articles.map((a) => a.daysAgo);
    expect(new Set(days).size).toBe(days.length);
    for (const a of articles) {
      expect(Number.isInteger(a.daysAgo), a.ref).toBe(true);
      expect(a.daysAgo, a.ref).toBeGreaterThanOrEqual(1);
      expect(a.daysAgo, a.ref).toBeLessThanOrEqual(400);
    }
  });

  it('have recent articles in every category', () => {
    for (const c of categories) {
      const recent = articles.filter((a) => a.category === c.ref && a.daysAgo <= 30);
      expect(recent.length, c.ref).toBeGreaterThanOrEqual(2);
    }
  });

  it('have enough realistic events in this and next month', () => {
    const events = articles.flatMap((a) => (a.event ? [{ ref: a.ref, daysAgo: a.daysAgo, ...a.event }] : []));
    expect(events.length).toBeGreaterThanOrEqual(8);
    expect(events.filter((e) => e.monthOffset === 0).length).toBeGreaterThanOrEqual(4);
    expect(events.filter((e) => e.monthOffset === 1).length).toBeGreaterThanOrEqual(4);
    for (const e of events) {
      expect(e.day, e.ref).toBeGreaterThanOrEqual(2);
      expect(e.day, e.ref).toBeLessThanOrEqual(27);
      expect(e.startHour, e.ref).toBeGreaterThanOrEqual(9);
      expect(e.startHour, e.ref).toBeLessThanOrEqual(16);
      expect(e.durationHours, e.ref).toBeGreaterThanOrEqual(1);
      expect(e.durationHours, e.ref).toBeLessThanOrEqual(6);
      expect(e.daysAgo, e.ref).toBeLessThanOrEqual(20);
    }
  });

  it('write sr texts in Cyrillic without Serbian Latin letters', () => {
    for (const a of articles) {
      for (const [field, text] of texts(a)) {
        expect(text.sr, `${a.ref}.${field}`).toMatch(CYRILLIC);
        expect(text.sr, `${a.ref}.${field}`).not.toMatch(LATIN_DIACRITICS);
        const latinWords = stripTags(text.sr).match(/[A-Za-z]+/g) ?? [];
        for (const word of latinWords) {
          expect(LATIN_PROPER_NAMES.has(word), `${a.ref}.${field}: Latin word "${word}"`).toBe(true);
        }
      }
    }
  });

  it('write en texts without Cyrillic', () => {
    for (const a of articles) {
      for (const [field, text] of texts(a)) {
        expect(text.en, `${a.ref}.${field}`).not.toMatch(CYRILLIC);
        expect(text.en, `${a.ref}.${field}`).not.toMatch(LATIN_DIACRITICS);
      }
    }
  });

  it('have plain-text titles and summaries', () => {
    for (const a of articles) {
      for (const text of [a.title, a.summary]) {
        for (const s of [text.sr, text.en]) {
          expect(s, a.ref).not.toMatch(/[<>]/);
          expect(s.trim(), a.ref).toBe(s);
          expect(s.length, a.ref).toBeGreaterThan(0);
        }
      }
    }
  });

  it('have HTML bodies of 3 to 6 blocks using only the allowed tags', () => {
    for (const a of articles) {
      for (const body of [a.body.sr, a.body.en]) {
        expect(body.startsWith('<'), a.ref).toBe(true);
        for (const m of body.matchAll(/<\/?([a-zA-Z][a-zA-Z0-9]*)([^>]*)>/g)) {
          const [, name = '', attrs = ''] = m;
          expect(ALLOWED_TAGS.has(name.toLowerCase()), `${a.ref}: <${name}>`).toBe(true);
          if (name === 'a' && !m[0].startsWith('</')) {
            expect(attrs, a.ref).toMatch(/^ href="https:\/\/[^"\s]+"$/);
          } else {
            expect(attrs.trim(), `${a.ref}: attributes on <${name}>`).toBe('');
          }
        }
        const blocks = body.match(BLOCK_TAG)?.length ?? 0;
        expect(blocks, a.ref).toBeGreaterThanOrEqual(3);
        expect(blocks, a.ref).toBeLessThanOrEqual(6);
      }
      // Both language versions have the same structure.
      const shape = (s: string) => (s.match(/<\/?[a-z0-9]+/g) ?? []).join('');
      expect(shape(a.body.en), a.ref).toBe(shape(a.body.sr));
    }
  });
});
