import i18next, { type BackendModule, type InitOptions, type ResourceKey } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '../../common/locales.js';

/** `common` holds the layout's texts, `screens` the texts of the screens in src/web/features. */
export const NAMESPACES = ['common', 'screens'] as const;

/** The dashboard's texts: loaded only when a dashboard route loads (citizens never fetch them). */
export const DASHBOARD_NAMESPACE = 'dashboard';

/**
 * The options of every i18next of the app, the browser's and the server renderer's alike: with
 * other options the server would render texts the browser does not hydrate the same way.
 */
export function i18nOptions(locale: Locale): InitOptions {
  return {
    lng: locale,
    supportedLngs: [...LOCALES],
    fallbackLng: DEFAULT_LOCALE,
    load: 'currentOnly',
    ns: [...NAMESPACES],
    defaultNS: 'common',
    interpolation: { escapeValue: false }, // React escapes
    returnNull: false,
    showSupportNotice: false,
  };
}

const HTML_LANG: Record<Locale, string> = { sr: 'sr-Cyrl', lat: 'sr-Latn', en: 'en' };

/** The `lang` attribute of a locale's text: Serbian in Cyrillic or Latin script, or English. */
export function htmlLang(locale: Locale): string {
  return HTML_LANG[locale];
}

// One lazily loaded chunk per locale and namespace, e.g. ../locales/lat/common.json.
const MESSAGE_FILES = import.meta.glob<ResourceKey>('../locales/*/*.json', { import: 'default' });

const lazyMessages: BackendModule = {
  type: 'backend',
  init() {},
  read(language, namespace, callback) {
    const load = MESSAGE_FILES[`../locales/${language}/${namespace}.json`];
    if (!load) return callback(null, {});
    load().then(
      (messages) => callback(null, messages),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), null),
    );
  },
};

export const i18n = i18next.createInstance();

/** Starts i18next in `locale` with its messages (and the sr fallback) loaded. */
export async function initI18n(locale: Locale): Promise<void> {
  i18n.on('languageChanged', (language) => {
    document.documentElement.lang = htmlLang(language as Locale);
  });
  await i18n
    .use(lazyMessages)
    .use(initReactI18next)
    .init(i18nOptions(locale));
}

/** Loads a locale's messages without showing them yet (the locale switch, before navigating). */
export function loadLocaleMessages(locale: Locale): Promise<void> {
  return i18n.loadLanguages(locale);
}

/**
 * Loads a namespace that is not loaded at start (the dashboard's); once loaded, i18next loads it
 * with every later language too.
 */
export async function ensureNamespace(namespace: string): Promise<void> {
  await i18n.loadNamespaces(namespace);
}

/** Makes `locale` the language of every text (route loaders call it before a screen shows). */
export async function ensureLanguage(locale: Locale): Promise<void> {
  if (i18n.language !== locale) await i18n.changeLanguage(locale);
}
