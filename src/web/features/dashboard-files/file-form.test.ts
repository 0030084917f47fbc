import { describe, expect, it } from 'vitest';
import { fileInputSchema } from '../../../common/schemas/content.js';
import { checkForm } from '../dashboard/form-rules.js';
import {
  fileFormRules,
  fileSaveOf,
  formErrorsOf,
  formValuesOf,
  latinValue,
  linkedContentOf,
  newFileInput,
  overridesOf,
  titleFromFileName,
} from './file-form.js';
import type { FileView } from './files-api.js';

const view: FileView = {
  id: 7,
  status: 'published',
  publishedAt: '2025-03-01T10:00:00.000Z',
  version: 4,
  mediaId: 31,
  categoryId: 2,
  year: 2024,
  downloadCount: 9,
  tagIds: [1, 3],
  media: null,
  translations: {
    sr: { title: 'Правилник о НОКС-у', description: 'Опис' },
    lat: { title: 'Pravilnik (ručno)', description: 'Opis', overrides: ['title'] },
    en: null,
  },
};

const messages = { required: 'required', tooLong: (max: number) => `max ${max}`, englishTitle: 'english title', year: 'year' };

describe('a new upload', () => {
  it('is titled after its file name', () => {
    expect(titleFromFileName('Pravilnik_o_NOKS-u_2024.pdf')).toBe('Pravilnik o NOKS-u 2024');
    expect(titleFromFileName('  Извештај  о раду.docx')).toBe('Извештај о раду');
    expect(titleFromFileName('README')).toBe('README');
    expect(titleFromFileName('.pdf')).toBe('.pdf');
    expect(titleFromFileName(`${'a'.repeat(250)}.pdf`)).toHaveLength(200);
  });

  it('becomes a draft of the given year that the API accepts', () => {
    const input = newFileInput({ id: 5, originalName: 'Odluka_2025.pdf' }, 2026);
    expect(input).toMatchObject({ status: 'draft', mediaId: 5, year: 2026, translations: { sr: { title: 'Odluka 2025' } } });
    expect(fileInputSchema.safeParse(input).success).toBe(true);
  });
});

describe('the edit form', () => {
  it('starts from the stored file, with Latin fields only where they were written by hand', () => {
    expect(overridesOf(view)).toEqual({ title: true, description: false });
    expect(formValuesOf(view)).toEqual({
      srTitle: 'Правилник о НОКС-у',
      srDescription: 'Опис',
      latTitle: 'Pravilnik (ručno)',
      latDescription: '',
      enTitle: '',
      enDescription: '',
      year: '2024',
      categoryId: '2',
      status: 'published',
    });
  });

  it('shows the Latin text derived live from the Cyrillic unless overridden', () => {
    const values = { ...formValuesOf(view), srDescription: 'Љубав и њива' };
    expect(latinValue(values, { title: true, description: false }, 'description')).toBe('Ljubav i njiva');
    expect(latinValue(values, { title: true, description: false }, 'title')).toBe('Pravilnik (ručno)');
    expect(latinValue(values, { title: false, description: false }, 'title')).toBe('Pravilnik o NOKS-u');
  });

  it('saves Latin overrides only, English when written, and the version it was based on', () => {
    const values = { ...formValuesOf(view), enTitle: 'Rulebook', categoryId: '' };
    const save = fileSaveOf(values, { view, mediaId: 40, tagIds: [3], overrides: { title: true, description: false }, version: 4 });
    expect(save).toEqual({
      status: 'published',
      publishedAt: '2025-03-01T10:00:00.000Z',
      mediaId: 40,
      categoryId: null,
      tagIds: [3],
      year: 2024,
      translations: {
        sr: { title: 'Правилник о НОКС-у', description: 'Опис' },
        lat: { title: 'Pravilnik (ručno)' },
        en: { title: 'Rulebook', description: '' },
      },
      version: 4,
    });
    expect(fileInputSchema.safeParse(save).success).toBe(false); // version is not part of the create schema
    const { version: _version, ...input } = save;
    expect(fileInputSchema.safeParse(input).success).toBe(true);
  });

  it('removes English when both its fields are empty', () => {
    const save = fileSaveOf(formValuesOf(view), { view, mediaId: 31, tagIds: [], overrides: { title: false, description: false }, version: 4 });
    expect(save.translations.en).toBeNull();
    expect(save.translations.lat).toEqual({});
  });

  it('checks titles, lengths, the year and the English title', () => {
    const values = formValuesOf(view);
    const overrides = overridesOf(view);
    expect(checkForm(values, fileFormRules(messages, overrides))).toEqual({});
    const wrong = { ...values, srTitle: ' ', srDescription: 'x'.repeat(2001), year: '1800', enDescription: 'About', latTitle: '' };
    expect(checkForm(wrong, fileFormRules(messages, overrides))).toEqual({
      srTitle: 'required',
      srDescription: 'max 2000',
      year: 'year',
      enTitle: 'english title',
      latTitle: 'required',
    });
    // Latin fields derived from the Cyrillic are not checked.
    expect(checkForm(wrong, fileFormRules(messages, { title: false, description: false })).latTitle).toBeUndefined();
    expect(checkForm({ ...values, year: '20x4' }, fileFormRules(messages, overrides)).year).toBe('year');
  });

  it('puts the API field messages on the form fields', () => {
    expect(formErrorsOf({ 'translations.en.title': 'Required', mediaId: 'Upload the file first', year: 'Too small' })).toEqual({
      enTitle: 'Required',
      year: 'Too small',
    });
    expect(formErrorsOf(undefined)).toEqual({});
  });
});

describe('a refused delete', () => {
  it('names the articles and pages that link to the file', () => {
    expect(linkedContentOf({ usedBy: ['article 12', 'page 3', 'something else'] })).toEqual([
      { type: 'article', id: 12 },
      { type: 'page', id: 3 },
    ]);
    expect(linkedContentOf(undefined)).toEqual([]);
  });
});
