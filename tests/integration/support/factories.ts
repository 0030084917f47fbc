import { randomBytes } from 'node:crypto';
import { taxNumberCheckDigit } from '../../../src/common/providers.js';
import type { LightMyRequestResponse } from 'fastify';
import type { TestApp } from './test-app.js';
import { rebuildSearchIndex, reindexItem } from '../../../src/server/modules/search/search-index.js';
import { SEARCHABLE_TYPES } from '../../../src/server/modules/content-types/content-types.js';
import { bearer, expectStatus } from './test-app.js';

/** A short random marker that keeps one test's titles apart from every other test's. */
export const unique = () => randomBytes(3).toString('hex');

export type View = Record<string, unknown> & { id: number; version: number; translations: Record<string, Record<string, unknown> | null> };

export type Payload = Record<string, unknown>;

export interface ErrorBody {
  error: { code: string; message: string; details?: Record<string, unknown> & { fields?: Record<string, string> } };
}

export async function createItem(t: TestApp, path: string, payload: Payload, token = t.tokens.editor): Promise<View> {
  const response = await t.app.inject({ method: 'POST', url: `/api/admin/${path}`, headers: bearer(token), payload });
  return expectStatus<View>(response, 201);
}

export function putItem(t: TestApp, path: string, id: number, payload: Payload, token = t.tokens.editor): Promise<LightMyRequestResponse> {
  return t.app.inject({ method: 'PUT', url: `/api/admin/${path}/${id}`, headers: bearer(token), payload });
}

/** Saves `payload` over the item's current version. */
export async function updateItem(t: TestApp, path: string, id: number, payload: Payload): Promise<View> {
  const { version } = await adminView(t, path, id);
  return expectStatus<View>(await putItem(t, path, id, { ...payload, version }), 200);
}

export async function adminView(t: TestApp, path: string, id: number): Promise<View> {
  return expectStatus<View>(await t.app.inject({ method: 'GET', url: `/api/admin/${path}/${id}`, headers: bearer(t.tokens.editor) }), 200);
}

export function adminGet(t: TestApp, url: string, token = t.tokens.editor): Promise<LightMyRequestResponse> {
  return t.app.inject({ method: 'GET', url: `/api/admin/${url}`, headers: bearer(token) });
}

export function adminPost(t: TestApp, url: string, payload: Payload, token = t.tokens.editor): Promise<LightMyRequestResponse> {
  return t.app.inject({ method: 'POST', url: `/api/admin/${url}`, headers: bearer(token), payload });
}

export function deleteItem(t: TestApp, path: string, id: number, token = t.tokens.editor): Promise<LightMyRequestResponse> {
  return t.app.inject({ method: 'DELETE', url: `/api/admin/${path}/${id}`, headers: bearer(token) });
}

/** A public read; `lang` is sent as the web client sends it (e.g. '/en'). */
export function publicGet(t: TestApp, url: string, lang?: string): Promise<LightMyRequestResponse> {
  return t.app.inject({ method: 'GET', url: `/api/${url}`, headers: lang ? { lang } : {} });
}

export async function publicJson<T = Record<string, unknown>>(t: TestApp, url: string, lang?: string): Promise<T> {
  return expectStatus<T>(await publicGet(t, url, lang), 200);
}

export interface PublicList<T = Record<string, unknown> & { id: number }> {
  items: T[];
  total: number;
  page: number;
  limit: number;
}

export const idsOf = (list: { items: { id: number }[] }) => list.items.map((item) => item.id);

/** The error body of a response, failing when the status is not the expected one. */
export function expectError(response: LightMyRequestResponse, status: number, code: string): ErrorBody['error'] {
  const { error } = expectStatus<ErrorBody>(response, status);
  if (error.code !== code) throw new Error(`expected error ${code}, got ${error.code}: ${error.message}`);
  return error;
}

/**
 * Moves a publish time straight in the database, as time passing would (no job runs); the search
 * index, which every save keeps in step, is brought along the same way, and the response cache
 * is told, as every write through the portal tells it.
 */
export async function setPublishedAt(t: TestApp, table: string, id: number, at: Date) {
  await t.ctx.db.updateTable(table as 'articles').set({ published_at: at.toISOString() }).where('id', '=', id).execute();
  const searchable = SEARCHABLE_TYPES.find((type) => type.table === table);
  if (searchable) await reindexItem(t.ctx.db, searchable, id);
  t.ctx.responseCache.announceChange();
}

export const minutesFromNow = (minutes: number) => new Date(Date.now() + minutes * 60_000);

export interface ArticleTexts {
  title: string;
  summary: string;
  body: string;
}

/**
 * Published Serbian articles written straight to the tables, then the search index rebuilt:
 * thousands take seconds this way, where saving each through the API would take minutes.
 */
export async function insertPublishedArticles(t: TestApp, texts: ArticleTexts[]): Promise<number[]> {
  const at = new Date().toISOString();
  const ids: number[] = [];
  for (let first = 0; first < texts.length; first += 500) {
    const batch = texts.slice(first, first + 500);
    const rows = batch.map(() => ({ status: 'published', published_at: at, created_at: at, updated_at: at, version: 1 }));
    const batchIds = (await t.ctx.db.insertInto('articles').values(rows).returning('id').execute()).map((row) => row.id);
    const translations = batch.map((text, i) => ({ entity_id: batchIds[i]!, locale: 'sr', overrides: '[]', seo_description: '', slug: `clanak-${batchIds[i]}`, ...text }));
    await t.ctx.db.insertInto('article_translations').values(translations).execute();
    ids.push(...batchIds);
  }
  await rebuildSearchIndex(t.ctx.db, SEARCHABLE_TYPES);
  t.ctx.responseCache.announceChange();
  return ids;
}

export function categoryPayload(overrides: Payload = {}) {
  const n = unique();
  return {
    status: 'published',
    audience: 'citizens',
    translations: { sr: { name: `Грађани ${n}`, description: 'Опис' }, en: { name: `Citizens ${n}`, description: 'About' } },
    ...overrides,
  };
}

export function articlePayload(overrides: Payload = {}) {
  const n = unique();
  return {
    status: 'published',
    translations: {
      sr: { title: `Љубљана и Ђурђевдан ${n}`, summary: 'Кратак опис вести.', body: '<p>Квалификације у <strong>Србији</strong>.</p>' },
      en: { title: `Ljubljana and St George ${n}`, summary: 'A short summary.', body: '<p>Qualifications in <strong>Serbia</strong>.</p>' },
    },
    ...overrides,
  };
}

/** An article with only the Cyrillic text (its Latin is derived, it has no English). */
export function serbianOnlyArticlePayload(overrides: Payload = {}) {
  const n = unique();
  return {
    status: 'published',
    translations: { sr: { title: `Само српски ${n}`, summary: 'Сажетак.', body: '<p>Текст.</p>' } },
    ...overrides,
  };
}

export function pagePayload(overrides: Payload = {}) {
  const n = unique();
  return {
    status: 'published',
    translations: { sr: { title: `Страна ${n}`, body: '<p>Садржај</p>' }, en: { title: `Page ${n}`, body: '<p>Content</p>' } },
    ...overrides,
  };
}

export function tagPayload(overrides: Payload = {}) {
  const n = unique();
  return { status: 'published', translations: { sr: { name: `Ознака ${n}` }, en: { name: `Tag ${n}` } }, ...overrides };
}

export function presentationPayload(overrides: Payload = {}) {
  const n = unique();
  return {
    status: 'published',
    eventDate: '2024-05-20T10:00:00.000Z',
    slideMediaIds: [],
    translations: {
      sr: { title: `Презентација ${n}`, summary: 'О оквиру квалификација.', place: 'Београд' },
      en: { title: `Presentation ${n}`, summary: 'About the framework.', place: 'Belgrade' },
    },
    ...overrides,
  };
}

export function filePayload(mediaId: number, overrides: Payload = {}) {
  const n = unique();
  return {
    status: 'published',
    mediaId,
    year: 2023,
    translations: { sr: { title: `Правилник ${n}`, description: 'Документ.' }, en: { title: `Rulebook ${n}`, description: 'A document.' } },
    ...overrides,
  };
}

export function menuItemPayload(target: Payload, overrides: Payload = {}) {
  const n = unique();
  return {
    status: 'published',
    menu: 'main',
    position: 0,
    target,
    translations: { sr: { label: `Ставка ${n}` }, en: { label: `Item ${n}` } },
    ...overrides,
  };
}

export function awardingBodyPayload(overrides: Payload = {}) {
  const n = unique();
  return {
    status: 'published',
    kind: 'secondary-school',
    website: 'https://skola.example.rs',
    translations: { sr: { name: `Техничка школа ${n}`, city: 'Ниш' }, en: { name: `Technical School ${n}`, city: 'Niš' } },
    ...overrides,
  };
}

export function qualificationPayload(overrides: Payload = {}, sr: Payload = {}) {
  const n = unique();
  return {
    status: 'published',
    code: `4-0613-${n}`,
    level: '4',
    type: 'vocational',
    field: '0613',
    credits: null,
    hours: 4200,
    acquisitionWays: ['formal'],
    awardingBodyIds: [],
    occupations: [],
    registerStatus: 'active',
    registeredOn: '2022-09-01',
    validUntil: null,
    supplementFileIds: [],
    translations: {
      sr: { title: `Техничар за рачунаре ${n}`, description: 'Одржава рачунаре.', knowledge: 'Зна хардвер\nЗна мреже', skills: 'Склапа рачунар', autonomy: 'Ради самостално', ...sr },
      en: { title: `Computer technician ${n}`, description: 'Maintains computers.', knowledge: 'Knows hardware\nKnows networks', skills: 'Assembles a computer', autonomy: 'Works alone' },
    },
    ...overrides,
  };
}

/** A standard's register code no other test takes: SK, two digits and three digits, at random. */
export const standardCode = () => `SK-${String(randomBytes(1)[0]! % 100).padStart(2, '0')}-${String(randomBytes(2).readUInt16BE() % 1000).padStart(3, '0')}`;

export function standardPayload(overrides: Payload = {}, sr: Payload = {}) {
  const n = unique();
  return {
    status: 'published',
    code: standardCode(),
    level: '4',
    type: 'vocational',
    acquisitionWays: ['formal', 'prior-learning'],
    field: '0613',
    occupationCodes: ['3512.01'],
    escoUris: [],
    history: [{ kind: 'adopted', number: '022-05-00012/2021-07', date: '2021-06-15', body: 'Министар просвете' }],
    translations: {
      sr: {
        title: `Стандард квалификације Техничар ${n}`,
        jobDescription: 'Одржава рачунарске системе.',
        knowledge: 'Зна хардвер\nЗна мреже',
        skills: 'Склапа рачунар',
        autonomy: 'Ради самостално',
        sectorCouncil: 'Сектор електротехнике и рачунарства',
        ...sr,
      },
      en: { title: `Qualification standard: Technician ${n}`, jobDescription: 'Maintains computer systems.', knowledge: 'Knows hardware\nKnows networks', skills: 'Assembles a computer', autonomy: 'Works alone' },
    },
    ...overrides,
  };
}

/** A registration number (МБ) and a valid tax number (ПИБ) no other test takes, at random. */
export function providerNumbers() {
  const digits = (count: number) => Array.from(randomBytes(count), (byte) => String(byte % 10)).join('');
  const firstEight = `1${digits(7)}`;
  return { registrationNumber: digits(8), taxNumber: `${firstEight}${taxNumberCheckDigit(firstEight)}` };
}

/** An approval in force from `validFrom` (an instant) on, leading to level 4 unless said. */
export function approvalPayload(overrides: Payload = {}): Payload {
  return {
    activity: 'non-formal-education',
    programme: { sr: 'Обука за оператера', en: 'Operator training' },
    level: '4',
    decisionNumber: '022-05-00100/2024-07',
    decisionDate: '2024-03-01',
    validFrom: '2024-03-15T00:00:00.000Z',
    validUntil: null,
    places: [{ municipality: 'Нови Сад', address: 'Булевар ослобођења 1' }],
    employers: [{ name: 'Фабрика д.о.о.', municipality: 'Нови Сад' }],
    ...overrides,
  };
}

export function providerPayload(overrides: Payload = {}, sr: Payload = {}) {
  const n = unique();
  return {
    status: 'published',
    legalForm: 'company',
    ...providerNumbers(),
    municipality: 'Нови Сад',
    address: 'Булевар ослобођења 1',
    email: 'info@example.org',
    phone: '+381 21 123 456',
    website: 'https://example.org/',
    approvals: [approvalPayload()],
    translations: { sr: { name: `Центар за обуку ${n}`, ...sr }, en: { name: `Training centre ${n}` } },
    ...overrides,
  };
}

export function councilPayload(overrides: Payload = {}, sr: Payload = {}) {
  const n = unique();
  return {
    status: 'published',
    constitutedOn: '2019-11-20',
    tagId: null,
    members: [
      { name: 'Петар Петровић', organisation: 'Привредна комора Србије', role: 'chair' },
      { name: 'Ана Анић', organisation: 'Техничка школа', role: 'member' },
    ],
    sessions: [{ date: '2019-11-20', number: '1', agenda: { sr: 'Конституисање већа\nПословник о раду', en: 'Constitution of the council\nRules of procedure' }, minutesFileId: null }],
    decisions: [{ number: '1/2019', date: '2019-11-20', subject: { sr: 'Усвојен пословник о раду', en: 'Rules of procedure adopted' }, standardId: null }],
    translations: {
      sr: { name: `Секторско веће за електротехнику ${n}`, description: 'Сектор електротехнике и рачунарства.', ...sr },
      en: { name: `Sector skills council for electrical engineering ${n}`, description: 'The electrical engineering and computing sector.' },
    },
    ...overrides,
  };
}
