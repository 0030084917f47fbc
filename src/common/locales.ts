/** The portal's locales: Serbian Cyrillic, Serbian Latin and English. */
export const LOCALES = ['sr', 'lat', 'en'] as const;

export type Locale = (typeof LOCALES)[number];

export const DEFAULT_LOCALE: Locale = 'sr';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}
