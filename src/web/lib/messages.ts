import type { TFunction, i18n as I18n } from 'i18next';
import { useContext, useSyncExternalStore } from 'react';
import { I18nContext, getI18n } from 'react-i18next';
import type { NAMESPACES } from './i18n.js';

/** The namespaces every public screen has from the start (the dashboard's load with its routes). */
type StartNamespace = (typeof NAMESPACES)[number];

interface Translators {
  /** One translate function per language and namespace, shared by every component. */
  byLanguage: Map<string, TFunction>;
  subscribe: (listener: () => void) => () => void;
}

const translatorsOf = new WeakMap<I18n, Translators>();

function translators(i18n: I18n): Translators {
  const kept = translatorsOf.get(i18n);
  if (kept) return kept;
  const listeners = new Set<() => void>();
  const created: Translators = {
    byLanguage: new Map(),
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  // A new language or newly loaded messages give new functions, so that every text is rendered again.
  const changed = () => {
    created.byLanguage.clear();
    for (const listener of [...listeners]) listener();
  };
  i18n.on('languageChanged', changed);
  i18n.store?.on('added', changed);
  translatorsOf.set(i18n, created);
  return created;
}

/** Texts kept per translate function before they are all dropped (a page asks for a few hundred). */
const TEXTS_KEPT = 2000;

/** The key of a text in the memo: its message key and the values put in, when they are plain (strings, numbers, booleans). */
function memoKey(key: string, options: Record<string, unknown> | undefined): string | null {
  if (options === undefined) return key;
  const values = Object.values(options);
  if (!values.every((value) => typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean')) return null;
  return `${key}\u0000${JSON.stringify(options)}`;
}

/**
 * i18next's getFixedT without what the portal never uses (key prefixes, selector functions): those
 * copy every i18next option on each call, which cost more than the translation itself. Each text
 * is kept once made: the messages do not change under a translate function (new ones make a new
 * function), and every page asks for the same labels again.
 */
function translate(i18n: I18n, language: string, namespace: StartNamespace): TFunction {
  const texts = new Map<string, unknown>();
  return ((key: string, options?: Record<string, unknown>) => {
    const kept = memoKey(key, options);
    if (kept !== null && texts.has(kept)) return texts.get(kept);
    const text = i18n.t(key, { ...options, lng: language, ns: namespace });
    if (kept !== null) {
      if (texts.size >= TEXTS_KEPT) texts.clear();
      texts.set(kept, text);
    }
    return text;
  }) as unknown as TFunction;
}

const untranslated = ((key: string) => key) as unknown as TFunction;
const noSubscription = () => () => {};

/**
 * The texts of the layout (`common`, the default) or of the screens, in the current language.
 * What react-i18next's useTranslation gives for these namespaces, which are loaded before anything
 * renders, without its per-component set-up: a page renders dozens of components that translate,
 * on the server for every change and in the browser while it hydrates.
 */
export function useMessages(namespace: StartNamespace = 'common'): { t: TFunction } {
  const i18n = useContext(I18nContext)?.i18n ?? (getI18n() as I18n | undefined);
  const kept = i18n ? translators(i18n) : null;
  const read = () => {
    if (!i18n || !kept) return untranslated;
    const key = `${i18n.language}\u0000${namespace}`;
    let t = kept.byLanguage.get(key);
    if (!t) {
      t = translate(i18n, i18n.language, namespace);
      kept.byLanguage.set(key, t);
    }
    return t;
  };
  const t = useSyncExternalStore(kept?.subscribe ?? noSubscription, read, read);
  return { t };
}
