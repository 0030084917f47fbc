// Reading the message catalogues, for the tests that check them (node only: not part of the app).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

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
