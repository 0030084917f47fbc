import type { ContentStatus } from '../../../common/schemas/common.js';
import { MENU_TARGET_TYPES, type MENU_ROUTES, type MenuTarget } from '../../../common/schemas/content.js';
import { cyrillicToLatin } from '../../../common/text/transliterate.js';
import type { Rule } from '../dashboard/form-rules.js';
import type { EntityTargetType, MenuItemView, MenuName } from './menu-api.js';

/** What an item can link to, in the order the form offers them. */
export const TARGET_KINDS = [...MENU_TARGET_TYPES, 'route', 'url', 'none'] as const;
export type TargetKind = (typeof TARGET_KINDS)[number];
export type MenuRoute = (typeof MENU_ROUTES)[number];

/** The typed fields of the form, each checked by its rules on input and on blur. */
export type MenuItemTexts = { labelSr: string; labelLat: string; labelEn: string; url: string };

/** The form's choices (selects and switches). */
export interface MenuItemChoices {
  status: ContentStatus;
  /** Latin label written by hand instead of transliterated from the Cyrillic. */
  isLatOverridden: boolean;
  targetKind: TargetKind;
  /** The page, category, article or presentation picked (for those kinds). */
  targetId: number | null;
  /** Its title, so the picker can show the current choice before any search. */
  targetTitle: string | null;
  route: MenuRoute;
}

export interface MenuItemForm {
  texts: MenuItemTexts;
  choices: MenuItemChoices;
}

export const isEntityKind = (kind: TargetKind): kind is EntityTargetType => (MENU_TARGET_TYPES as readonly string[]).includes(kind);

/** A new item: a draft (nothing goes public before the editor says so) linking to a page. */
export function emptyForm(): MenuItemForm {
  return {
    texts: { labelSr: '', labelLat: '', labelEn: '', url: '' },
    choices: { status: 'draft', isLatOverridden: false, targetKind: 'page', targetId: null, targetTitle: null, route: 'home' },
  };
}

/** The form of a stored item; `targetTitle` comes from the tree, which knows what the target is called. */
export function formOfView(view: MenuItemView, targetTitle: string | null): MenuItemForm {
  const { target, translations } = view;
  const isLatOverridden = translations.lat?.overrides.includes('label') ?? false;
  return {
    texts: {
      labelSr: translations.sr?.label ?? '',
      labelLat: isLatOverridden ? (translations.lat?.label ?? '') : '',
      labelEn: translations.en?.label ?? '',
      url: target.type === 'url' ? target.url : '',
    },
    choices: {
      status: view.status,
      isLatOverridden,
      targetKind: target.type,
      targetId: 'id' in target ? target.id : null,
      targetTitle: 'id' in target ? targetTitle : null,
      route: target.type === 'route' ? target.route : 'home',
    },
  };
}

/** The Latin label as it will be saved: the editor's own, or the Cyrillic transliterated. */
export function latinLabel(form: MenuItemForm): string {
  return form.choices.isLatOverridden ? form.texts.labelLat : cyrillicToLatin(form.texts.labelSr);
}

/** The target the form describes, or null while a page (category, …) is still to be picked. */
export function targetOfForm({ texts, choices }: MenuItemForm): MenuTarget | null {
  const kind = choices.targetKind;
  if (isEntityKind(kind)) return choices.targetId === null ? null : { type: kind, id: choices.targetId };
  if (kind === 'route') return { type: 'route', route: choices.route };
  if (kind === 'url') return { type: 'url', url: texts.url.trim() };
  return { type: 'none' };
}

/**
 * The body of POST /api/admin/menu-items (or of PUT with the version added). The Latin label is
 * sent only when overridden (otherwise the server derives it); no English label removes it.
 */
export function menuItemPayload(form: MenuItemForm, place: { menu: MenuName; parentId: number | null; position: number }) {
  const { texts, choices } = form;
  const labelEn = texts.labelEn.trim();
  return {
    status: choices.status,
    menu: place.menu,
    parentId: place.parentId,
    position: place.position,
    target: targetOfForm(form),
    translations: {
      sr: { label: texts.labelSr.trim() },
      lat: choices.isLatOverridden ? { label: texts.labelLat.trim() } : {},
      en: labelEn ? { label: labelEn } : null,
    },
  };
}

/** An address the portal may link to: http or https with a host, or mailto (as the server checks). */
export function isLinkAddress(value: string): boolean {
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    return false;
  }
  if (url.protocol === 'mailto:') return url.pathname.length > 0;
  return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
}

export const linkAddress =
  (message: string): Rule =>
  (value) =>
    isLinkAddress(value) || message;

/** A rule that applies only while `isActive()` holds (the URL only for URL targets, …). */
export const onlyWhen =
  (isActive: () => boolean, rules: Rule[]): Rule =>
  (value, form) => {
    if (!isActive()) return true;
    for (const rule of rules) {
      const result = rule(value, form);
      if (result !== true) return result;
    }
    return true;
  };

const SERVER_FIELDS: Record<string, keyof MenuItemTexts | 'target'> = {
  'translations.sr.label': 'labelSr',
  'translations.lat.label': 'labelLat',
  'translations.en.label': 'labelEn',
  'target.url': 'url',
  'target.id': 'target',
  target: 'target',
};

/** The API's field messages under the form's own field names (others are left for the form's alert). */
export function formErrorsOf(fields: Record<string, unknown> | undefined): Partial<Record<keyof MenuItemTexts | 'target', string>> {
  const errors: Partial<Record<keyof MenuItemTexts | 'target', string>> = {};
  for (const [path, message] of Object.entries(fields ?? {})) {
    const field = SERVER_FIELDS[path];
    if (field) errors[field] = String(message);
  }
  return errors;
}
