import { detectPreferredLocale, localeCookie } from '../../common/locale-detection.js';
import { DEFAULT_LOCALE, type Locale, isLocale } from '../../common/locales.js';

/**
 * Where the root path / sends a visitor (SPEC §2): the locale chosen before (cookie), else the
 * browser's; null to stay on the Cyrillic home. The server answers a full load of / the same way,
 * so following a link to / inside the app ends where a reload would. Other paths never redirect.
 */
export function rootRedirect(input: { pathname: string; cookie: Locale | null; languages: readonly string[] }): Locale | null {
  if (input.pathname !== '/') return null;
  const preferred = detectPreferredLocale({ cookie: input.cookie, languages: input.languages });
  return preferred === DEFAULT_LOCALE ? null : preferred;
}

/** SPEC §4: switching does nothing when the new locale is empty, unknown or the current one. */
export function isLocaleSwitch(current: Locale, next: string | null | undefined): next is Locale {
  return Boolean(next) && isLocale(next) && next !== current;
}

export interface LocaleSwitchSteps {
  /** Remembers the choice (skipped by the caller when cookies are disabled). */
  storeLocale(locale: Locale): void;
  /** Loads the new locale's messages before anything shows it. */
  loadMessages(locale: Locale): Promise<unknown>;
  /** Goes to the same screen in the new locale. */
  navigate(path: string): void;
}

/** What a part of the app does around a switch (SPEC §4's before- and after-switch hooks). */
export interface LocaleSwitchHooks {
  /** Before anything changes: the cookie and the messages are still the old locale's. */
  beforeSwitch?(from: Locale, to: Locale): void | Promise<void>;
  /** Once the new locale's messages are loaded, before the new screen is shown. */
  afterSwitch?(from: Locale, to: Locale): void | Promise<void>;
}

const switchHooks = new Set<LocaleSwitchHooks>();

/** Adds hooks run by every switch, in the order added; returns the function that removes them. */
export function addLocaleSwitchHooks(hooks: LocaleSwitchHooks): () => void {
  switchHooks.add(hooks);
  return () => switchHooks.delete(hooks);
}

/** Runs the switch of SPEC §4 in order; returns false when it was a no-op. */
export async function switchLocale(current: Locale, next: string | null | undefined, targetPath: string, steps: LocaleSwitchSteps): Promise<boolean> {
  if (!isLocaleSwitch(current, next)) return false;
  for (const hooks of [...switchHooks]) await hooks.beforeSwitch?.(current, next);
  steps.storeLocale(next);
  await steps.loadMessages(next);
  for (const hooks of [...switchHooks]) await hooks.afterSwitch?.(current, next);
  steps.navigate(targetPath);
  return true;
}

/** Browser side of the steps: the cookie (when cookies are enabled). */
export function storeLocaleCookie(locale: Locale): void {
  if (navigator.cookieEnabled) document.cookie = localeCookie(locale);
}
