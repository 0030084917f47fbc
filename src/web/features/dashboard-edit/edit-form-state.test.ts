import { describe, expect, it } from 'vitest';
import type { Media } from '../../../common/schemas/public.js';
import { standardInputSchema } from '../../../common/schemas/standards.js';
import { councilInputSchema } from '../../../common/schemas/councils.js';
import { type AdminView, derivedLatin, emptyForm, formFromView, inputFromForm, isSameForm, publicationState } from './edit-form-state.js';
import { EDIT_TYPES } from './edit-types.js';

const ZONE = 'Europe/Belgrade';
const articles = EDIT_TYPES.articles;

const image = (id: number): Media => ({ id, url: `/media/${id}.png`, mime: 'image/png', size: 10, width: 10, height: 10, originalName: `${id}.png`, variants: [] });

const articleView: AdminView = {
  id: 12,
  status: 'published',
  publishedAt: '2026-01-15T09:00:00.000Z',
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-02T00:00:00.000Z',
  version: 3,
  categoryId: 4,
  coverMediaId: 7,
  cover: image(7),
  eventStart: null,
  eventEnd: null,
  tagIds: [2, 9],
  translations: {
    sr: { title: 'Наслов', summary: 'Кратко', body: '<p>Тело</p>', seoDescription: '', slug: 'наслов' },
    lat: { title: 'Naslov ručno', summary: 'Kratko', body: '<p>Telo</p>', seoDescription: '', slug: 'naslov', overrides: ['title'] },
    en: null,
  },
};

describe('edit form state', () => {
  it('reads an admin view: times in the portal zone, ids as text, Latin overrides only', () => {
    const form = formFromView(articles, articleView, ZONE);
    expect(form.status).toBe('published');
    expect(form.publishedAt).toBe('2026-01-15T10:00');
    expect(form.sr).toEqual({ title: 'Наслов', summary: 'Кратко', body: '<p>Тело</p>', seoDescription: '', slug: 'наслов' });
    expect(form.lat).toEqual({ title: 'Naslov ručno' });
    expect(form.latOverrides).toEqual(['title']);
    expect(form.en).toBeNull();
    expect(form.own).toMatchObject({ categoryId: '4', tagIds: ['2', '9'], cover: image(7), eventStart: '' });
  });

  it('writes the API input: overridden Latin fields only, ids and UTC times, null for none', () => {
    const form = formFromView(articles, articleView, ZONE);
    form.own.eventStart = '2026-07-15T10:00';
    form.en = { title: 'Title', summary: '', body: '', seoDescription: '', slug: ' title ' };
    expect(inputFromForm(articles, form, ZONE)).toEqual({
      status: 'published',
      publishedAt: '2026-01-15T09:00:00.000Z',
      categoryId: 4,
      tagIds: [2, 9],
      coverMediaId: 7,
      eventStart: '2026-07-15T08:00:00.000Z',
      eventEnd: null,
      translations: {
        sr: { title: 'Наслов', summary: 'Кратко', body: '<p>Тело</p>', seoDescription: '', slug: 'наслов' },
        lat: { title: 'Naslov ručno' },
        en: { title: 'Title', summary: '', body: '', seoDescription: '', slug: 'title' },
      },
    });
  });

  it('sends only the own fields of the type, and a Latin slug only when one is written', () => {
    const form = emptyForm(EDIT_TYPES.tags);
    form.sr.name = 'Ознака';
    form.latOverrides = ['slug'];
    form.lat.slug = '  ';
    expect(inputFromForm(EDIT_TYPES.tags, form, ZONE)).toEqual({
      status: 'draft',
      publishedAt: null,
      translations: { sr: { name: 'Ознака', slug: '' }, lat: {}, en: null },
    });
    const presentation = emptyForm(EDIT_TYPES.presentations);
    presentation.own.slides = [image(3), image(1)];
    presentation.own.pdf = image(5);
    expect(inputFromForm(EDIT_TYPES.presentations, presentation, ZONE)).toMatchObject({ slideMediaIds: [3, 1], pdfMediaId: 5, coverMediaId: null, eventDate: null });
  });

  it('compares forms by what a save would send', () => {
    const a = formFromView(articles, articleView, ZONE);
    const b = formFromView(articles, articleView, ZONE);
    b.own.tagIds = ['9', '2'];
    b.lat.summary = 'kept for later, not overridden';
    expect(isSameForm(a, b)).toBe(true);
    b.sr.title = 'Други наслов';
    expect(isSameForm(a, b)).toBe(false);
    expect(isSameForm(emptyForm(articles), { ...emptyForm(articles), en: emptyForm(articles).sr })).toBe(false);
  });

  it('derives the Latin text as the server does', () => {
    const form = formFromView(articles, articleView, ZONE);
    expect(derivedLatin(articles.fields[0]!, form.sr)).toBe('Naslov');
    expect(derivedLatin(articles.fields[2]!, { body: '<p title="Ђак">Љиљана</p>' })).toBe('<p title="Đak">Ljiljana</p>');
  });

  it('tells scheduled items from published and hidden ones', () => {
    const now = Date.parse('2026-05-01T10:00:00.000Z');
    expect(publicationState({ status: 'published', publishedAt: '2026-05-01T12:30' }, now, ZONE)).toEqual({ kind: 'scheduled', time: '2026-05-01T10:30:00.000Z' });
    expect(publicationState({ status: 'published', publishedAt: '2026-05-01T11:30' }, now, ZONE)).toEqual({ kind: 'live', time: '2026-05-01T09:30:00.000Z' });
    expect(publicationState({ status: 'published', publishedAt: '' }, now, ZONE)).toEqual({ kind: 'now' });
    expect(publicationState({ status: 'draft', publishedAt: '2026-06-01T10:00' }, now, ZONE)).toEqual({ kind: 'hidden' });
  });

  it('reads a standard\'s lists as rows and gives them back as the admin API takes them', () => {
    const history = [
      { kind: 'adopted', number: '610-00-1/2020-03', date: '2020-03-10', body: 'Министар просвете' },
      { kind: 'amended', number: '610-00-2/2022-03', date: '2022-05-20', body: 'Министар просвете' },
    ];
    const view: AdminView = {
      ...articleView,
      code: 'SK-10-001',
      level: '3',
      type: 'vocational',
      field: '1013',
      acquisitionWays: ['formal'],
      occupationCodes: ['5120.01', '5120.02'],
      escoUris: [],
      history,
      translations: { sr: { title: 'Стандард квалификације Кувар', jobDescription: 'Припрема јела.', knowledge: 'Познаје намирнице', slug: 'кувар' }, lat: null, en: null },
    };
    const spec = EDIT_TYPES.standards;
    const form = formFromView(spec, view, ZONE);
    expect(form.own).toMatchObject({ code: 'SK-10-001', occupationCodes: '5120.01\n5120.02', escoUris: '', history });
    // A row left empty is not sent; the text of a row is trimmed.
    form.own.occupationCodes = '5120.01\n\n 5120.02 ';
    form.own.history = [...history, { kind: 'withdrawn', number: ' 610-00-3/2024-03 ', date: '2024-09-01', body: 'Министар просвете' }];
    const input = inputFromForm(spec, form, ZONE);
    expect(input).toMatchObject({ occupationCodes: ['5120.01', '5120.02'], escoUris: [], history: [...history, expect.objectContaining({ kind: 'withdrawn', number: '610-00-3/2024-03' })] });
    expect(standardInputSchema.safeParse(input).error).toBeUndefined();
  });

  it('reads a council\'s members, sessions and decisions as rows and gives them back as the admin API takes them', () => {
    const members = [{ name: 'Марко Примеровић', organisation: 'Привредна комора Србије', role: 'chair' }];
    const sessions = [{ date: '2019-11-20', number: '1', agenda: { sr: 'Конституисање\nПословник', en: 'Constitution\nRules' }, minutesFileId: 7 }];
    const decisions = [{ number: '1/2019', date: '2019-11-20', subject: { sr: 'Пословник' }, standardId: null }];
    const view: AdminView = {
      ...articleView,
      constitutedOn: '2019-11-20',
      tagId: 3,
      members,
      sessions,
      decisions,
      translations: { sr: { name: 'Секторско веће за туризам', description: 'Туризам.', slug: 'туризам' }, lat: null, en: null },
    };
    const spec = EDIT_TYPES.councils;
    const form = formFromView(spec, view, ZONE);
    expect(form.own).toMatchObject({ constitutedOn: '2019-11-20', tagId: '3', members, sessions: [{ agendaSr: 'Конституисање\nПословник', agendaEn: 'Constitution\nRules', minutesFileId: '7' }], decisions: [{ subjectSr: 'Пословник', subjectEn: '', standardId: '' }] });
    const input = inputFromForm(spec, form, ZONE);
    expect(input).toMatchObject({ constitutedOn: '2019-11-20', tagId: 3, members, sessions, decisions });
    expect(councilInputSchema.safeParse(input).error).toBeUndefined();
  });
});
