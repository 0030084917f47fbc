import { describe, expect, it } from 'vitest';
import { loadSeedContent } from './index.js';
import type { FixedPageKey, SeedMenuItem, SeedText } from './schemas.js';

const { documents, menus, pages, presentations } = loadSeedContent();

const PAGE_KEYS: FixedPageKey[] = [
  'archive-1',
  'archive-2',
  'nqf',
  'eqf-referencing',
  'sector-councils',
  'nqf-council',
  'strategic-framework',
];
const CATEGORY_REFS = ['citizens', 'employers', 'institutions', 'news'];
const TAG_REFS = [
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
];
const ALLOWED_TAGS = new Set([
  'p', 'h2', 'h3', 'ul', 'ol', 'li', 'strong', 'em', 'blockquote',
  'table', 'thead', 'tbody', 'tr', 'th', 'td', 'a',
]);

const CYRILLIC = /[\u0400-\u04FF]/;
const SERBIAN_LATIN_DIACRITICS = /[čćšžđČĆŠŽĐ]/;

function isSeedText(value: unknown): value is SeedText {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as Record<string, unknown>).sr === 'string' &&
    typeof (value as Record<string, unknown>).en === 'string'
  );
}

/** Every SeedText found anywhere inside a value, with a path for readable failures. */
function collectTexts(value: unknown, path: string, out: Array<{ path: string; text: SeedText }> = []) {
  if (isSeedText(value)) {
    out.push({ path, text: value });
  } else if (Array.isArray(value)) {
    value.forEach((item, i) => collectTexts(item, `${path}[${i}]`, out));
  } else if (typeof value === 'object' && value !== null) {
    for (const [key, child] of Object.entries(value)) collectTexts(child, `${path}.${key}`, out);
  }
  return out;
}

function flattenMenu(items: SeedMenuItem[]): SeedMenuItem[] {
  return items.flatMap((item) => [item, ...flattenMenu(item.children ?? [])]);
}

const allTexts = collectTexts({ pages, presentations, documents, menus }, 'content');
const pdfTexts = documents.flatMap((d) =>
  [d.pdf.heading, ...d.pdf.paragraphs].map((text, i) => ({ path: `documents.${d.ref}.pdf[${i}]`, text })),
);

describe('seed content: fixed pages', () => {
  it('has each of the seven page keys exactly once', () => {
    expect(pages.map((p) => p.key).sort()).toEqual([...PAGE_KEYS].sort());
  });

  it('has Cyrillic sr slugs and ASCII en slugs', () => {
    for (const page of pages) {
      expect(page.slug.sr, page.key).toMatch(/^[а-яђјљњћџ0-9-]+$/);
      expect(page.slug.en, page.key).toMatch(/^[a-z0-9-]+$/);
    }
  });

  it('uses only the allowed HTML tags, without styles or classes, and https links', () => {
    for (const page of pages) {
      for (const body of [page.body.sr, page.body.en]) {
        const tags = [...body.matchAll(/<\/?([a-z0-9]+)([^>]*)>/g)];
        expect(tags.length, page.key).toBeGreaterThan(0);
        for (const [, name, attrs] of tags) {
          expect(ALLOWED_TAGS.has(name!), `${page.key}: <${name}>`).toBe(true);
          if (name === 'a' && attrs!.trim()) expect(attrs!.trim(), page.key).toMatch(/^href="https:\/\/[^"]+"$/);
          else expect(attrs!.trim(), `${page.key}: <${name}>`).toBe('');
        }
      }
    }
  });
});

describe('seed content: presentations', () => {
  it('has 3–6 slides of at most 4 lines, each at most 48 characters', () => {
    expect(presentations.length).toBeGreaterThanOrEqual(3);
    for (const presentation of presentations) {
      expect(presentation.slides.length).toBeGreaterThanOrEqual(3);
      expect(presentation.slides.length).toBeLessThanOrEqual(6);
      for (const slide of presentation.slides) {
        expect(slide.lines.length).toBeLessThanOrEqual(4);
        for (const line of slide.lines) {
          expect(line.sr.length, line.sr).toBeLessThanOrEqual(48);
          expect(line.en.length, line.en).toBeLessThanOrEqual(48);
        }
      }
    }
  });

  it('has unique refs and dates between 20 and 300 days ago', () => {
    expect(new Set(presentations.map((p) => p.ref)).size).toBe(presentations.length);
    for (const p of presentations) {
      for (const days of [p.daysAgo, p.eventDaysAgo]) {
        expect(days).toBeGreaterThanOrEqual(20);
        expect(days).toBeLessThanOrEqual(300);
      }
    }
  });
});

describe('seed content: documents', () => {
  it('has exactly ten documents with unique refs and file names', () => {
    expect(documents).toHaveLength(10);
    expect(new Set(documents.map((d) => d.ref)).size).toBe(10);
    expect(new Set(documents.map((d) => d.fileName)).size).toBe(10);
    for (const d of documents) expect(d.fileName).toMatch(/^[a-z0-9-]+\.pdf$/);
  });

  it('refers only to known categories and tags', () => {
    for (const d of documents) {
      expect(CATEGORY_REFS, d.ref).toContain(d.category);
      expect(d.tags.length, d.ref).toBeLessThanOrEqual(2);
      for (const tag of d.tags) expect(TAG_REFS, d.ref).toContain(tag);
    }
  });

  it('has plausible years and a PDF text of 3–6 paragraphs', () => {
    for (const d of documents) {
      expect(d.year).toBeGreaterThanOrEqual(2018);
      expect(d.year).toBeLessThanOrEqual(2025);
      expect(d.pdf.paragraphs.length).toBeGreaterThanOrEqual(3);
      expect(d.pdf.paragraphs.length).toBeLessThanOrEqual(6);
      expect(d.pdf.paragraphs[0]).toContain('информативни сажетак');
    }
  });
});

describe('seed content: menus', () => {
  it('targets existing pages and categories', () => {
    for (const item of flattenMenu([...menus.main, ...menus.footer])) {
      const target = item.target;
      if (target === null) expect(item.children?.length, item.label.en).toBeGreaterThan(0);
      else if (target.kind === 'page') expect(PAGE_KEYS).toContain(target.key);
      else if (target.kind === 'category') expect(CATEGORY_REFS).toContain(target.ref);
      else if (target.kind === 'url') expect(target.url).toMatch(/^https:\/\//);
    }
  });

  it('links every fixed page from the main menu', () => {
    const linked = flattenMenu(menus.main).flatMap((i) => (i.target?.kind === 'page' ? [i.target.key] : []));
    expect([...linked].sort()).toEqual([...PAGE_KEYS].sort());
  });
});

describe('seed content: languages', () => {
  it('writes sr texts in Cyrillic, without Serbian Latin letters', () => {
    for (const { path, text } of [...allTexts.map((t) => ({ path: t.path, text: t.text.sr })), ...pdfTexts]) {
      expect(text, path).toMatch(CYRILLIC);
      expect(text, path).not.toMatch(SERBIAN_LATIN_DIACRITICS);
    }
  });

  it('writes en texts without Cyrillic', () => {
    for (const { path, text } of allTexts) expect(text.en, path).not.toMatch(CYRILLIC);
  });
});
