/**
 * Shape of the demo content seeded on a first start. Texts are written in Serbian Cyrillic (`sr`)
 * and English (`en`); the Latin (`lat`) versions are derived by transliteration when seeding.
 * `ref` values are local names used to link items to each other inside the seed only.
 */

export interface SeedText {
  sr: string;
  en: string;
}

export type SeedAudience = 'citizens' | 'employers' | 'institutions';

export interface SeedCategory {
  ref: string;
  audience: SeedAudience | null;
  position: number;
  name: SeedText;
  description: SeedText;
}

export interface SeedTag {
  ref: string;
  name: SeedText;
}

/** An event relative to the month of seeding: monthOffset 0 is the current month, 1 the next. */
export interface SeedEvent {
  monthOffset: 0 | 1;
  day: number; // 1..28
  startHour: number; // local hour, 0..23
  durationHours: number;
}

export interface SeedArticle {
  ref: string;
  category: string; // SeedCategory.ref
  tags: string[]; // SeedTag.ref
  daysAgo: number; // publish time relative to seeding
  title: SeedText;
  summary: SeedText; // plain text, one or two sentences
  body: SeedText; // HTML: <p>, <h2>, <h3>, <ul>/<ol>/<li>, <strong>, <em>, <a href="https://…">, <blockquote>
  event?: SeedEvent;
}

export type FixedPageKey =
  | 'archive-1'
  | 'archive-2'
  | 'nqf'
  | 'eqf-referencing'
  | 'sector-councils'
  | 'nqf-council'
  | 'strategic-framework';

export interface SeedPage {
  key: FixedPageKey;
  title: SeedText;
  /** Explicit slugs for the fixed pages (sr Cyrillic, en ASCII); lat is derived from the sr title. */
  slug: SeedText;
  body: SeedText; // HTML as for articles
}

export interface SeedSlide {
  heading: SeedText;
  lines: SeedText[]; // up to 4 short lines drawn on the slide image
}

export interface SeedPresentation {
  ref: string;
  daysAgo: number;
  eventDaysAgo: number;
  title: SeedText;
  summary: SeedText;
  place: SeedText;
  slides: SeedSlide[]; // 3..6
}

export interface SeedDocument {
  ref: string;
  category: string; // SeedCategory.ref
  tags: string[];
  year: number;
  daysAgo: number;
  fileName: string; // ASCII original name, e.g. "zakon-o-noks-2018.pdf"
  title: SeedText;
  description: SeedText;
  /** Text drawn into the generated PDF, in Serbian Cyrillic. */
  pdf: { heading: string; paragraphs: string[] };
}

export type SeedMenuTarget =
  | { kind: 'page'; key: FixedPageKey }
  | { kind: 'category'; ref: string }
  | { kind: 'route'; route: 'home' | 'search' | 'files' | 'levels' }
  | { kind: 'url'; url: string };

export interface SeedMenuItem {
  label: SeedText;
  target: SeedMenuTarget | null; // null: a heading that only groups children
  children?: SeedMenuItem[];
}

export interface SeedContent {
  categories: SeedCategory[];
  tags: SeedTag[];
  articles: SeedArticle[];
  pages: SeedPage[];
  presentations: SeedPresentation[];
  documents: SeedDocument[];
  menus: { main: SeedMenuItem[]; footer: SeedMenuItem[] };
}
