// Reading the message catalogues, for the tests that check them (node only: not part of the app).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { LOCALES, type Locale } from '../../common/locales.js';

export const LOCALES_DIR = path.dirname(fileURLToPath(import.meta.url));

export type Messages = { [key: string]: string | Messages };

/** One locale's namespace file, or null when it has none. */
export function readMessages(locale: string, namespace: string): Messages | null {
  const file = path.join(LOCALES_DIR, locale, `${namespace}.json`);
  return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as Messages) : null;
}

/** Nested messages as dotted key → text. */
export function flattenMessages(messages: Messages, prefix = ''): Map<string, string> {
  const keys = new Map<string, string>();
  for (const [key, value] of Object.entries(messages)) {
    const full = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') keys.set(full, value);
    else for (const [inner, text] of flattenMessages(value, full)) keys.set(inner, text);
  }
  return keys;
}

/** {{name}} placeholders of a text, so a translation cannot drop or rename one. */
export function placeholders(text: string): string[] {
  return [...text.matchAll(/\{\{\s*([\w.]+)\s*(?:,[^}]*)?\}\}/g)].map((m) => m[1]!).sort();
}

/** Every locale's messages of a namespace, flattened (an empty map where a locale has no file). */
export function readCatalogue(namespace: string): Record<Locale, Map<string, string>> {
  return Object.fromEntries(LOCALES.map((locale) => [locale, flattenMessages(readMessages(locale, namespace) ?? {})])) as Record<Locale, Map<string, string>>;
}

/** The source files of a feature folder (tests left out). */
export function featureSources(dir: string): string[] {
  return fs
    .readdirSync(dir)
    .filter((name) => /\.tsx?$/.test(name) && !name.endsWith('.test.ts'))
    .map((name) => path.join(dir, name));
}

/** The keys that `files` ask for with a literal t('key'). */
export function keysAskedFor(files: string[]): Set<string> {
  const used = new Set<string>();
  for (const file of files) for (const match of fs.readFileSync(file, 'utf8').matchAll(/\bt\('([\w.-]+)'/g)) used.add(match[1]!);
  return used;
}

const CYRILLIC = /[\u0400-\u04ff]/;

/** Texts written (even partly) in Cyrillic: sr should have them, lat and en none. */
export function cyrillicTexts(messages: Map<string, string>): string[] {
  return [...messages.values()].filter((text) => CYRILLIC.test(text));
}
