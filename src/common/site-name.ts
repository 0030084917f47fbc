import type { Locale } from './locales.js';

/**
 * The portal's name in each locale: the framework's abbreviation as its documents write it in
 * Cyrillic, in Latin and in English (NQF-FACTS: НОКС, NOKS, NQFS). Titles, the header, feeds,
 * OpenGraph, JSON-LD and the installed app's name all take it from here.
 */
export const SITE_NAME: Record<Locale, string> = { sr: 'НОКС', lat: 'NOKS', en: 'NQFS' };

/** The framework's full name, which the abbreviation stands for. */
export const SITE_FULL_NAME: Record<Locale, string> = {
  sr: 'Национални оквир квалификација Републике Србије',
  lat: 'Nacionalni okvir kvalifikacija Republike Srbije',
  en: 'National Qualifications Framework of the Republic of Serbia',
};

/** A screen's <title>: "Title | NOKS"; the home page is just the name. */
export const pageTitle = (locale: Locale, title: string | null | undefined): string => (title ? `${title} | ${SITE_NAME[locale]}` : SITE_NAME[locale]);

/**
 * The web app manifest of each locale's pages: the app a visitor installs is named in the
 * language they installed it from (src/web/pwa/pwa-assets.ts writes the files).
 */
export const WEB_MANIFEST_PATH: Record<Locale, string> = { sr: '/manifest.webmanifest', lat: '/manifest-lat.webmanifest', en: '/manifest-en.webmanifest' };
