import { describe, expect, it } from 'vitest';
import { menuItemInputSchema } from '../../../common/schemas/content.js';
import type { MenuItemView } from './menu-api.js';
import { emptyForm, formErrorsOf, formOfView, isLinkAddress, latinLabel, linkAddress, menuItemPayload, onlyWhen, targetOfForm } from './menu-item-form.js';

const place = { menu: 'main' as const, parentId: null, position: 3 };

function view(overrides: Partial<MenuItemView> = {}): MenuItemView {
  return {
    id: 7,
    version: 4,
    status: 'published',
    menu: 'main',
    parentId: null,
    position: 1,
    target: { type: 'page', id: 12 },
    translations: { sr: { label: 'Грађани' }, lat: { label: 'Građani', overrides: [] }, en: { label: 'Citizens' } },
    ...overrides,
  };
}

describe('menu item form', () => {
  it('derives the Latin label live unless overridden', () => {
    const form = emptyForm();
    form.texts.labelSr = 'Љубљана и Ђурђевдан';
    expect(latinLabel(form)).toBe('Ljubljana i Đurđevdan');
    form.choices.isLatOverridden = true;
    form.texts.labelLat = 'Ljubljana';
    expect(latinLabel(form)).toBe('Ljubljana');
  });

  it('reads a stored item, with its Latin override and target title', () => {
    const plain = formOfView(view(), 'Страна за грађане');
    expect(plain.texts).toEqual({ labelSr: 'Грађани', labelLat: '', labelEn: 'Citizens', url: '' });
    expect(plain.choices).toMatchObject({ status: 'published', isLatOverridden: false, targetKind: 'page', targetId: 12, targetTitle: 'Страна за грађане' });
    const overridden = formOfView(view({ translations: { sr: { label: 'НОКС' }, lat: { label: 'NOKS Srbija', overrides: ['label'] }, en: null } }), null);
    expect(overridden.texts).toMatchObject({ labelLat: 'NOKS Srbija', labelEn: '' });
    expect(overridden.choices.isLatOverridden).toBe(true);
    expect(formOfView(view({ target: { type: 'url', url: 'mailto:info@example.org' } }), null)).toMatchObject({ texts: { url: 'mailto:info@example.org' }, choices: { targetKind: 'url', targetId: null } });
    expect(formOfView(view({ target: { type: 'route', route: 'files' } }), null).choices.route).toBe('files');
  });

  it('builds a payload the shared schema accepts, for every kind of target', () => {
    const form = formOfView(view(), 'x');
    form.texts.labelEn = '  ';
    const payload = menuItemPayload(form, place);
    expect(payload.translations).toEqual({ sr: { label: 'Грађани' }, lat: {}, en: null });
    expect(menuItemInputSchema.safeParse(payload).success).toBe(true);
    for (const [targetKind, expected] of [
      ['route', { type: 'route', route: 'home' }],
      ['none', { type: 'none' }],
      ['url', { type: 'url', url: 'https://azk.gov.rs' }],
    ] as const) {
      const next = { texts: { ...form.texts, url: ' https://azk.gov.rs ' }, choices: { ...form.choices, targetKind } };
      expect(targetOfForm(next)).toEqual(expected);
      expect(menuItemInputSchema.safeParse(menuItemPayload(next, place)).success, targetKind).toBe(true);
    }
    expect(targetOfForm({ ...form, choices: { ...form.choices, targetKind: 'article', targetId: null } })).toBeNull();
    const withLatin = { texts: { ...form.texts, labelLat: ' Gradjani ' }, choices: { ...form.choices, isLatOverridden: true } };
    expect(menuItemPayload(withLatin, place).translations.lat).toEqual({ label: 'Gradjani' });
  });

  it('accepts http, https and mailto addresses only', () => {
    for (const good of ['https://azk.gov.rs', 'http://example.org/a?b=c', 'mailto:info@example.org']) expect(isLinkAddress(good), good).toBe(true);
    for (const bad of ['', 'azk.gov.rs', 'ftp://example.org', 'javascript:alert(1)', 'tel:+381111', 'https://', 'mailto:']) expect(isLinkAddress(bad), bad).toBe(false);
    expect(linkAddress('bad')('nope')).toBe('bad');
  });

  it('checks a field only while its rules apply', () => {
    let isUrl = false;
    const rule = onlyWhen(() => isUrl, [linkAddress('bad')]);
    expect(rule('nope')).toBe(true);
    isUrl = true;
    expect(rule('nope')).toBe('bad');
    expect(rule('https://example.org')).toBe(true);
  });

  it('maps the API field messages onto the form fields', () => {
    expect(formErrorsOf({ 'translations.sr.label': 'Required', 'target.id': 'Unknown page', parentId: 'x' })).toEqual({ labelSr: 'Required', target: 'Unknown page' });
    expect(formErrorsOf(undefined)).toEqual({});
  });
});
