import type { Locale } from '../../../common/locales.js';
import type { ListRouteKey } from '../../../common/routes.js';

/** The language tags of the locales, for <html lang>, hreflang, feeds and JSON-LD (BCP 47). */
export const LANGUAGE_TAG: Record<Locale, string> = { sr: 'sr-Cyrl', lat: 'sr-Latn', en: 'en' };

/** OpenGraph wants language_TERRITORY. */
export const OG_LOCALE: Record<Locale, string> = { sr: 'sr_RS', lat: 'sr_Latn_RS', en: 'en_GB' };

/** Meta description of screens that have no text of their own. */
export const DEFAULT_DESCRIPTION: Record<Locale, string> = {
  sr: 'Портал Националног оквира квалификација Републике Србије',
  lat: 'Portal Nacionalnog okvira kvalifikacija Republike Srbije',
  en: 'Portal of the National Qualifications Framework of the Republic of Serbia',
};

/** Titles of the screens that are not content items. */
export const SCREEN_TITLE: Record<Exclude<ListRouteKey, 'home'> | 'dashboard' | 'preview' | 'notFound' | 'error' | 'news', Record<Locale, string>> = {
  search: { sr: 'Претрага', lat: 'Pretraga', en: 'Search' },
  files: { sr: 'Датотеке', lat: 'Datoteke', en: 'Files' },
  inspire: { sr: 'Inspire', lat: 'Inspire', en: 'Inspire' },
  levels: { sr: 'Нивои квалификација', lat: 'Nivoi kvalifikacija', en: 'Qualification levels' },
  qualifications: { sr: 'Регистар квалификација', lat: 'Registar kvalifikacija', en: 'Register of qualifications' },
  standards: { sr: 'Стандарди квалификација', lat: 'Standardi kvalifikacija', en: 'Qualification standards' },
  'open-data': { sr: 'Отворени подаци', lat: 'Otvoreni podaci', en: 'Open data' },
  providers: { sr: 'Организатори образовања одраслих', lat: 'Organizatori obrazovanja odraslih', en: 'Adult-education providers' },
  councils: { sr: 'Секторска већа', lat: 'Sektorska veća', en: 'Sector skills councils' },
  guide: { sr: 'Који је ниво моје квалификације?', lat: 'Koji je nivo moje kvalifikacije?', en: 'What level is my qualification?' },
  dashboard: { sr: 'Контролна табла', lat: 'Kontrolna tabla', en: 'Dashboard' },
  preview: { sr: 'Преглед пре објављивања', lat: 'Pregled pre objavljivanja', en: 'Preview before publishing' },
  notFound: { sr: 'Страница није пронађена', lat: 'Stranica nije pronađena', en: 'This page could not be found' },
  error: { sr: 'Грешка', lat: 'Greška', en: 'An error occurred' },
  news: { sr: 'Вести', lat: 'Vesti', en: 'News' },
  initiative: { sr: 'Иницијатива за стандард квалификације', lat: 'Inicijativa za standard kvalifikacije', en: 'An initiative for a qualification standard' },
  question: { sr: 'Питање Агенцији за квалификације', lat: 'Pitanje Agenciji za kvalifikacije', en: 'A question to the Qualifications Agency' },
  submission: { sr: 'Пријава', lat: 'Prijava', en: 'Submission' },
  alerts: { sr: 'Обавештења е-поштом', lat: 'Obaveštenja e-poštom', en: 'E-mail alerts' },
  'alert-confirm': { sr: 'Потврда претплате', lat: 'Potvrda pretplate', en: 'Confirm your subscription' },
  'alert-settings': { sr: 'Моје претплате', lat: 'Moje pretplate', en: 'Your subscriptions' },
};

/** A route-table path with each segment percent-encoded (Cyrillic words and slugs), as URLs must be. */
export function encodePath(path: string): string {
  return path
    .split('/')
    .map((segment) => encodeURIComponent(segment))
    .join('/');
}

/** An absolute URL of a path of this portal (media URLs included); absolute URLs pass through. */
export function absoluteUrl(publicUrl: string, path: string): string {
  if (/^https?:\/\//i.test(path)) return path;
  return `${publicUrl}${encodePath(path)}`;
}
