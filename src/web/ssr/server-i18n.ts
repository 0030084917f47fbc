import i18next, { type Resource, type ResourceKey, type i18n as I18n } from 'i18next';
import { LOCALES, type Locale } from '../../common/locales.js';
import { NAMESPACES, i18nOptions } from '../lib/i18n.js';

// Every public catalogue, bundled into the renderer: a server has no reason to load them lazily.
const MESSAGES = import.meta.glob<ResourceKey>(['../locales/*/common.json', '../locales/*/screens.json'], { import: 'default', eager: true });

function resources(): Resource {
  const all: Resource = {};
  for (const locale of LOCALES) {
    all[locale] = Object.fromEntries(NAMESPACES.map((namespace) => [namespace, MESSAGES[`../locales/${locale}/${namespace}.json`] ?? {}]));
  }
  return all;
}

/**
 * One i18next per locale, with the browser's options, its messages given rather than loaded, and
 * ready at once; never switched, so requests can share it.
 */
function createServerI18n(locale: Locale, all: Resource): I18n {
  const instance = i18next.createInstance();
  void instance.init({ ...i18nOptions(locale), resources: all, initAsync: false });
  return instance;
}

const all = resources();
const instances = new Map(LOCALES.map((locale) => [locale, createServerI18n(locale, all)]));

export function serverI18n(locale: Locale): I18n {
  return instances.get(locale)!;
}
