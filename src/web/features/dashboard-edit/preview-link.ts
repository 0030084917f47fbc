import type { Locale } from '../../../common/locales.js';
import { contentPath } from '../../../common/routes.js';
import type { AdminView } from './edit-form-state.js';
import type { EditTypeSpec } from './edit-types.js';

/**
 * The public page of a saved item in a locale, with `?preview=1` (signed-in users see drafts
 * there). Without a translation in the locale, its Serbian slug (the page falls back to Serbian).
 */
export function previewHref(spec: EditTypeSpec, base: AdminView | null, locale: Locale): string | null {
  if (!base || !spec.publicRoute) return null;
  const slugOf = (entry: Locale) => base.translations[entry]?.slug;
  const slug = slugOf(locale) ?? slugOf('sr');
  return typeof slug === 'string' ? `${contentPath(spec.publicRoute, locale, base.id, slug)}?preview=1` : null;
}
