import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type Payload,
  type View,
  adminView,
  awardingBodyPayload as bodyPayload,
  createItem,
  deleteItem,
  expectError,
  filePayload,
  publicGet,
  publicJson,
  putItem,
  qualificationPayload,
  unique,
  updateItem,
} from './support/factories.js';
import { cyrillicToLatin } from '../../src/common/text/transliterate.js';
import { fillSortKeys } from '../../src/server/db/migrations/0028-sort-keys.js';
import { sortKeys } from '../../src/server/lib/collation-key.js';
import { uploadPdf } from './support/multipart.js';
import { type TestApp, expectStatus, startTestApp } from './support/test-app.js';

/** The register of qualifications: awarding bodies, qualifications, their public reads and filters. */

interface Summary {
  id: number;
  locale: string;
  fallback: boolean;
  slug: string;
  code: string;
  title: string;
  nqfLevel: string;
  eqfLevel: number;
  type: string;
  field: { code: string; name: string };
  registerStatus: string;
  awardingBodies: { id: number; name: string }[];
}
interface Register {
  items: Summary[];
  total: number;
  counts: Record<string, { value: string | number; count: number }[]>;
}

const ESCO = 'http://data.europa.eu/esco/occupation/f2b15a0e-e65a-438a-affb-29b9d50b77d1';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const register = (query = '', lang?: string) => publicJson<Register>(t, `qualifications${query ? `?${query}` : ''}`, lang);
const countOf = (list: Register, filter: string, value: string | number) => list.counts[filter]!.find((entry) => entry.value === value)?.count ?? 0;
const fieldsOf = (response: Parameters<typeof expectError>[0]) => expectError(response, 400, 'VALIDATION_FAILED').details?.fields ?? {};

describe('awarding bodies', () => {
  it('are served published, named in every locale with the Latin derived; a draft is not', async () => {
    const body = await createItem(t, 'awarding-bodies', bodyPayload());
    const draft = await createItem(t, 'awarding-bodies', bodyPayload({ status: 'draft' }));
    const names = async (lang: string) => (await publicJson<{ items: { id: number; name: string; city: string; kind: string }[] }>(t, 'awarding-bodies', lang)).items;
    const [sr, lat, en] = [await names('/sr'), await names('/lat'), await names('/en')];
    const sent = (view: View, locale: string) => (view.translations[locale] as { name: string }).name;
    expect(sr.find((b) => b.id === body.id)).toMatchObject({ name: sent(body, 'sr'), city: 'Ниш', kind: 'secondary-school' });
    expect(lat.find((b) => b.id === body.id)).toMatchObject({ city: 'Niš' });
    expect(lat.find((b) => b.id === body.id)!.name).toMatch(/^Tehnička škola /);
    expect(en.find((b) => b.id === body.id)!.name).toBe(sent(body, 'en'));
    expect(sr.map((b) => b.id)).not.toContain(draft.id);
  });

  it('refuse an unknown kind and a website that is not http(s), naming the field', async () => {
    expect(fieldsOf(await t.app.inject({ method: 'POST', url: '/api/admin/awarding-bodies', headers: { authorization: `Bearer ${t.tokens.editor}` }, payload: bodyPayload({ kind: 'castle' }) }))).toHaveProperty('kind');
    expect(fieldsOf(await t.app.inject({ method: 'POST', url: '/api/admin/awarding-bodies', headers: { authorization: `Bearer ${t.tokens.editor}` }, payload: bodyPayload({ website: 'javascript:alert(1)' }) }))).toHaveProperty('website');
  });

  it('cannot be deleted while a qualification names them (409), and can once it does not', async () => {
    const body = await createItem(t, 'awarding-bodies', bodyPayload());
    const qualification = await createItem(t, 'qualifications', qualificationPayload({ awardingBodyIds: [body.id] }));
    expect(expectError(await deleteItem(t, 'awarding-bodies', body.id), 409, 'IN_USE').details).toEqual({ usedBy: [`qualification ${qualification.id}`] });
    await updateItem(t, 'qualifications', qualification.id, { ...qualificationPayload({ code: qualification.code, awardingBodyIds: [] }) });
    expect((await deleteItem(t, 'awarding-bodies', body.id)).statusCode).toBe(204);
  });
});

describe('a supplement document', () => {
  it('cannot be deleted while a qualification lists it (409 IN_USE, one by one and in bulk), and can once it does not', async () => {
    const file = await createItem(t, 'files', filePayload((await uploadPdf(t, 'dodatak.pdf')).id));
    const qualification = await createItem(t, 'qualifications', qualificationPayload({ supplementFileIds: [file.id] }));
    expect(expectError(await deleteItem(t, 'files', file.id), 409, 'IN_USE').details).toEqual({ usedBy: [`qualification ${qualification.id}`] });
    const bulk = await t.app.inject({
      method: 'POST',
      url: '/api/admin/files/bulk',
      headers: { authorization: `Bearer ${t.tokens.editor}` },
      payload: { action: 'delete', ids: [file.id] },
    });
    expect(expectStatus<{ results: { ok: boolean }[] }>(bulk, 200).results).toEqual([expect.objectContaining({ ok: false })]);
    expect((await adminView(t, 'qualifications', qualification.id)).supplementFileIds).toEqual([file.id]);

    await updateItem(t, 'qualifications', qualification.id, qualificationPayload({ code: qualification.code, supplementFileIds: [] }));
    expect((await deleteItem(t, 'files', file.id)).statusCode).toBe(204);
  });
});

describe('a qualification', () => {
  it('keeps every field: the admin view gives back what was saved, the EQF level derived', async () => {
    const body = await createItem(t, 'awarding-bodies', bodyPayload());
    const pdf = await uploadPdf(t, 'dodatak-diplomi.pdf');
    const file = await createItem(t, 'files', filePayload(pdf.id));
    const payload = qualificationPayload({
      level: '6.2',
      type: 'academic-higher',
      field: '0612',
      credits: 240,
      hours: null,
      acquisitionWays: ['formal', 'prior-learning'],
      awardingBodyIds: [body.id],
      occupations: [{ uri: ESCO, label: { sr: 'Администратор мреже', en: 'network administrator' } }],
      registerStatus: 'phasing-out',
      validUntil: '2030-09-30',
      supplementFileIds: [file.id],
    });
    const view = await createItem(t, 'qualifications', payload);
    expect(view).toMatchObject({
      code: payload.code,
      level: '6.2',
      eqfLevel: 6,
      type: 'academic-higher',
      field: '0612',
      credits: 240,
      hours: null,
      acquisitionWays: ['formal', 'prior-learning'],
      awardingBodyIds: [body.id],
      occupations: payload.occupations,
      registerStatus: 'phasing-out',
      registeredOn: '2022-09-01',
      validUntil: '2030-09-30',
      supplementFileIds: [file.id],
    });
    expect((view.translations.lat as { title: string }).title).toMatch(/^Tehničar za računare /);
  });

  it('is served with every field in the locale: outcomes as lists, its level explained, bodies, occupations and documents', async () => {
    const body = await createItem(t, 'awarding-bodies', bodyPayload());
    const pdf = await uploadPdf(t, 'dodatak.pdf');
    const file = await createItem(t, 'files', filePayload(pdf.id));
    const created = await createItem(
      t,
      'qualifications',
      qualificationPayload({
        level: '7.1',
        credits: 300,
        awardingBodyIds: [body.id],
        occupations: [{ uri: ESCO, label: { sr: 'Инжењер софтвера', en: 'software engineer' } }],
        supplementFileIds: [file.id],
      }),
    );
    const read = (lang: string) => publicJson<Record<string, unknown>>(t, `qualifications/${created.id}`, lang);
    const [sr, lat, en] = [await read('/sr'), await read('/lat'), await read('/en')];
    expect(sr).toMatchObject({
      id: created.id,
      locale: 'sr',
      fallback: false,
      nqfLevel: '7.1',
      eqfLevel: 7,
      field: { code: '0613', name: 'Развој и анализа софтвера и апликација' },
      learningOutcomes: { knowledge: ['Зна хардвер', 'Зна мреже'], skills: ['Склапа рачунар'], autonomy: ['Ради самостално'] },
      acquisitionWays: ['formal'],
      occupations: [{ uri: ESCO, label: 'Инжењер софтвера' }],
      supplements: [{ id: file.id, url: `/api/files/${file.id}/download` }],
      awardingBodies: [{ id: body.id, city: 'Ниш', kind: 'secondary-school' }],
      level: { title: 'Ниво 7.1' },
    });
    expect(lat).toMatchObject({ locale: 'lat', field: { name: 'Razvoj i analiza softvera i aplikacija' }, occupations: [{ label: 'Inženjer softvera' }], level: { title: 'Nivo 7.1' } });
    expect(en).toMatchObject({
      locale: 'en',
      field: { name: 'Software and applications development and analysis' },
      occupations: [{ label: 'software engineer' }],
      learningOutcomes: { knowledge: ['Knows hardware', 'Knows networks'] },
      level: { title: 'Level 7.1' },
    });
    expect((en.slugs as Record<string, string>).sr).toBe(sr.slug);
  });

  it('is not served while a draft, nor to the public with ?preview=1', async () => {
    const draft = await createItem(t, 'qualifications', qualificationPayload({ status: 'draft' }));
    expect((await publicGet(t, `qualifications/${draft.id}`)).statusCode).toBe(404);
    expect((await publicGet(t, `qualifications/${draft.id}?preview=1`)).statusCode).toBe(401);
  });

  it('refuses each wrong field with a message that names it', async () => {
    const post = (payload: Payload) => t.app.inject({ method: 'POST', url: '/api/admin/qualifications', headers: { authorization: `Bearer ${t.tokens.editor}` }, payload });
    expect(fieldsOf(await post(qualificationPayload({ level: '6.3' })))).toHaveProperty('level');
    expect(fieldsOf(await post(qualificationPayload({ field: '0999' })))).toHaveProperty('field');
    expect(fieldsOf(await post(qualificationPayload({ type: 'secret' })))).toHaveProperty('type');
    expect(fieldsOf(await post(qualificationPayload({ credits: null, hours: null })))).toHaveProperty('credits');
    expect(fieldsOf(await post(qualificationPayload({ validUntil: '2020-01-01' })))).toHaveProperty('validUntil');
    expect(fieldsOf(await post(qualificationPayload({ registeredOn: '1. 9. 2022.' })))).toHaveProperty('registeredOn');
    expect(fieldsOf(await post(qualificationPayload({ acquisitionWays: [] })))).toHaveProperty('acquisitionWays');
    expect(fieldsOf(await post(qualificationPayload({ code: '<b>' })))).toHaveProperty('code');
    expect(fieldsOf(await post(qualificationPayload({ occupations: [{ uri: 'https://example.com/job', label: { sr: 'Посао' } }] })))).toHaveProperty(['occupations.0.uri']);
    expect(fieldsOf(await post(qualificationPayload({}, { knowledge: Array.from({ length: 41 }, (_, i) => `Исход ${i}`).join('\n') })))).toHaveProperty(['translations.sr.knowledge']);
    expect(fieldsOf(await post(qualificationPayload({ awardingBodyIds: [999_999] })))).toHaveProperty('awardingBodyIds');
    expect(fieldsOf(await post(qualificationPayload({ supplementFileIds: [999_999] })))).toHaveProperty('supplementFileIds');
    const first = await createItem(t, 'qualifications', qualificationPayload());
    expect(fieldsOf(await post(qualificationPayload({ code: first.code })))).toHaveProperty('code');
  });

  it('restores a revision with its lists as they were', async () => {
    const [a, b] = [await createItem(t, 'awarding-bodies', bodyPayload()), await createItem(t, 'awarding-bodies', bodyPayload())];
    const created = await createItem(t, 'qualifications', qualificationPayload({ awardingBodyIds: [a.id], occupations: [{ uri: ESCO, label: { sr: 'Техничар' } }] }));
    await updateItem(t, 'qualifications', created.id, qualificationPayload({ code: created.code, awardingBodyIds: [b.id, a.id], occupations: [] }));
    const revisions = expectStatus<{ items: { id: number; version: number }[] }>(
      await t.app.inject({ method: 'GET', url: `/api/admin/qualifications/${created.id}/revisions`, headers: { authorization: `Bearer ${t.tokens.editor}` } }),
      200,
    ).items;
    const firstRevision = revisions.find((revision) => revision.version === 1)!;
    const { version } = await adminView(t, 'qualifications', created.id);
    const restored = expectStatus<View>(
      await t.app.inject({
        method: 'POST',
        url: `/api/admin/qualifications/${created.id}/revisions/${firstRevision.id}/restore`,
        headers: { authorization: `Bearer ${t.tokens.editor}` },
        payload: { version },
      }),
      200,
    );
    expect(restored).toMatchObject({ awardingBodyIds: [a.id], occupations: [{ uri: ESCO, label: { sr: 'Техничар' } }] });
  });
});

describe('the register', () => {
  /** A register of its own within the shared database: every qualification carries the run's word in its title. */
  const word = `регистар${[...unique()].map((hex) => 'абвгдежзиклмнопр'[Number.parseInt(hex, 16)]).join('')}`;
  const mine = (query: string) => `q=${encodeURIComponent(word)}${query ? `&${query}` : ''}`;
  let school: View;
  let faculty: View;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    school = await createItem(t, 'awarding-bodies', bodyPayload());
    faculty = await createItem(t, 'awarding-bodies', bodyPayload({ kind: 'faculty' }));
    const add = async (key: string, overrides: Payload, title: string) => {
      ids[key] = (await createItem(t, 'qualifications', qualificationPayload(overrides, { title: `${title} ${word}` }))).id;
    };
    await add('cook', { level: '3', type: 'vocational', field: '1013', awardingBodyIds: [school.id] }, 'Кувар');
    await add('waiter', { level: '3', type: 'vocational', field: '1013', awardingBodyIds: [school.id], registerStatus: 'withdrawn' }, 'Конобар');
    await add('gymnasium', { level: '4', type: 'general', field: '0011', awardingBodyIds: [school.id] }, 'Гимназија');
    await add('bachelor', { level: '6.1', type: 'vocational-higher', field: '0613', credits: 180, hours: null, awardingBodyIds: [faculty.id] }, 'Струковни информатичар');
    await add('academic', { level: '6.2', type: 'academic-higher', field: '0613', credits: 240, hours: null, awardingBodyIds: [faculty.id, school.id] }, 'Дипломирани информатичар');
    await add('draft', { status: 'draft', level: '3', field: '1013' }, 'Посластичар');
  });

  it('lists the published qualifications matching the words, in either script, the draft never', async () => {
    const all = await register(mine(''));
    expect(all.total).toBe(5);
    expect(all.items.map((item) => item.id)).not.toContain(ids.draft);
    const latin = await register(`q=${encodeURIComponent(`kuvar ${cyrillicToLatin(word)}`)}`);
    expect(latin.items.map((item) => item.id)).toEqual([ids.cook]);
    const item = all.items.find((entry) => entry.id === ids.academic)!;
    expect(item).toMatchObject({ nqfLevel: '6.2', eqfLevel: 6, type: 'academic-higher', field: { code: '0613' }, registerStatus: 'active' });
    expect(item.awardingBodies.map((body) => body.id)).toEqual([faculty.id, school.id]);
  });

  it('filters by level, EQF level, type, field, awarding body and status; a filter given twice takes either value', async () => {
    const idsFor = async (query: string) => (await register(mine(query))).items.map((item) => item.id).sort((a, b) => a - b);
    const sorted = (...keys: string[]) => keys.map((key) => ids[key]!).sort((a, b) => a - b);
    expect(await idsFor('level=3')).toEqual(sorted('cook', 'waiter'));
    expect(await idsFor('eqf=6')).toEqual(sorted('bachelor', 'academic'));
    expect(await idsFor('type=general')).toEqual(sorted('gymnasium'));
    expect(await idsFor('field=0613')).toEqual(sorted('bachelor', 'academic'));
    expect(await idsFor(`awardingBody=${faculty.id}`)).toEqual(sorted('bachelor', 'academic'));
    expect(await idsFor('status=withdrawn')).toEqual(sorted('waiter'));
    expect(await idsFor('level=3&level=6.1')).toEqual(sorted('cook', 'waiter', 'bachelor'));
    expect(await idsFor(`level=3&status=active&awardingBody=${school.id}`)).toEqual(sorted('cook'));
  });

  it('counts beside each filter value what choosing it would give, the other filters applied', async () => {
    const list = await register(mine('level=3'));
    // The level's own counts ignore the chosen level, so the other levels stay offered with their numbers.
    expect(countOf(list, 'level', '3')).toBe(2);
    expect(countOf(list, 'level', '6.2')).toBe(1);
    expect(countOf(list, 'eqf', 6)).toBe(0);
    expect(countOf(list, 'status', 'withdrawn')).toBe(1);
    expect(countOf(list, 'field', '1013')).toBe(2);
    expect(countOf(list, 'awardingBody', school.id)).toBe(2);
    expect(countOf(list, 'awardingBody', faculty.id)).toBe(0);
    const unfiltered = await register(mine(''));
    expect(countOf(unfiltered, 'eqf', 6)).toBe(2);
    expect(countOf(unfiltered, 'type', 'vocational')).toBe(2);
    expect(countOf(unfiltered, 'awardingBody', school.id)).toBe(4);
  });

  it('sorts by level and by code, and pages', async () => {
    const byLevel = await register(mine('sort=level'));
    expect(byLevel.items.map((item) => item.nqfLevel)).toEqual(['3', '3', '4', '6.1', '6.2']);
    const byCode = await register(mine('sort=code'));
    const codes = byCode.items.map((item) => item.code);
    expect(codes).toEqual([...codes].sort());
    const page2 = await register(mine('sort=level&limit=2&page=2'));
    expect(page2.items.map((item) => item.id)).toEqual(byLevel.items.slice(2, 4).map((item) => item.id));
    expect(page2.total).toBe(5);
  });

  it('sorts by title in the alphabet of the locale, and the newest first', async () => {
    const body = await createItem(t, 'awarding-bodies', bodyPayload());
    const titles: [string, string, string][] = [
      ['Ђак', 'Student', '2020-09-01'],
      ['Аутомеханичар', 'Car mechanic', '2024-09-01'],
      ['Љекар', 'Medic', '2019-09-01'],
      ['Лимар', 'Tinsmith', '2023-09-01'],
      ['Ћилимар', 'Carpet weaver', '2021-09-01'],
      ['Цвећар', 'Florist', '2022-09-01'],
      ['Чистач', 'Cleaner', '2018-09-01'],
      ['Дизајнер', 'Designer', '2017-09-01'],
    ];
    for (const [sr, en, registeredOn] of titles) {
      const payload = qualificationPayload({ awardingBodyIds: [body.id], registeredOn }, { title: sr });
      await createItem(t, 'qualifications', { ...payload, translations: { ...payload.translations, en: { ...payload.translations.en, title: en } } });
    }
    const titlesOf = async (query: string, lang?: string) => (await register(`awardingBody=${body.id}${query}`, lang)).items.map((item) => item.title);
    expect(await titlesOf('')).toEqual(['Аутомеханичар', 'Дизајнер', 'Ђак', 'Лимар', 'Љекар', 'Ћилимар', 'Цвећар', 'Чистач']);
    expect(await titlesOf('', '/lat')).toEqual(['Automehaničar', 'Cvećar', 'Čistač', 'Ćilimar', 'Dizajner', 'Đak', 'Limar', 'Ljekar']);
    expect(await titlesOf('', '/en')).toEqual(['Car mechanic', 'Carpet weaver', 'Cleaner', 'Designer', 'Florist', 'Medic', 'Student', 'Tinsmith']);
    expect(await titlesOf('&limit=3&page=2')).toEqual(['Лимар', 'Љекар', 'Ћилимар']);
    expect(await titlesOf('&sort=newest')).toEqual(['Аутомеханичар', 'Лимар', 'Цвећар', 'Ћилимар', 'Ђак', 'Љекар', 'Чистач', 'Дизајнер']);
  });

  it('orders titles as Intl.Collator does in each script (č ć đ š ž dž lj nj), and a renamed one moves', async () => {
    const body = await createItem(t, 'awarding-bodies', bodyPayload());
    const titles = ['Џокеј', 'Шивач', 'Жичар', 'Зидар', 'Његоватељ', 'Нотар', 'Дизајнер', 'Ђак', 'Хемичар', 'Угоститељ', 'IT техничар', 'Економиста', 'економиста 2', 'Кувар – помоћни', 'Кувар-посластичар', 'Кувар'];
    // In Serbian only: the English list shows them in Cyrillic.
    const serbianOnly = (payload: ReturnType<typeof qualificationPayload>) => ({ ...payload, translations: { sr: payload.translations.sr } });
    const created = new Map<string, number>();
    for (const title of titles) created.set(title, (await createItem(t, 'qualifications', serbianOnly(qualificationPayload({ awardingBodyIds: [body.id] }, { title })))).id);
    const titlesOf = async (lang: string) => (await register(`awardingBody=${body.id}&limit=50`, lang)).items.map((item) => item.title);
    expect(await titlesOf('/sr')).toEqual([...titles].sort(new Intl.Collator('sr').compare));
    const latin = titles.map(cyrillicToLatin);
    expect(await titlesOf('/lat')).toEqual([...latin].sort(new Intl.Collator('sr-Latn').compare));
    // In the English list's order: Latin letters before Cyrillic.
    expect(await titlesOf('/en')).toEqual([...titles].sort(new Intl.Collator('en').compare));

    const id = created.get('Зидар')!;
    const view = await adminView(t, 'qualifications', id);
    expectStatus(await putItem(t, 'qualifications', id, { ...serbianOnly(qualificationPayload({ code: view.code, awardingBodyIds: [body.id] }, { title: 'Асфалтер' })), version: view.version }), 200);
    const renamed = titles.map((title) => (title === 'Зидар' ? 'Асфалтер' : title));
    expect((await titlesOf('/sr'))[0]).toBe('Асфалтер');
    expect(await titlesOf('/sr')).toEqual([...renamed].sort(new Intl.Collator('sr').compare));
    expect(await titlesOf('/lat')).toEqual(renamed.map(cyrillicToLatin).sort(new Intl.Collator('sr-Latn').compare));
  });

  it('gets the sort keys of the titles saved before them from migration 0028', async () => {
    const saved = await createItem(t, 'qualifications', qualificationPayload({}, { title: `Шнајдер ${word}` }));
    const stored = () => t.ctx.db.selectFrom('qualifications').select(['sort_key_sr', 'sort_key_lat', 'sort_key_en']).where('id', '=', saved.id).executeTakeFirstOrThrow();
    const keys = await stored();
    expect(keys).toEqual(sortKeys({ sr: `Шнајдер ${word}`, lat: cyrillicToLatin(`Шнајдер ${word}`), en: (saved.translations.en as Payload).title as string }));
    await t.ctx.db.updateTable('qualifications').set({ sort_key_sr: '', sort_key_lat: '', sort_key_en: '' }).where('id', '=', saved.id).execute();
    await fillSortKeys(t.ctx.db as never);
    expect(await stored()).toEqual(keys);
  });

  it('shows an untranslated qualification in English in Cyrillic and says so', async () => {
    const payload = qualificationPayload({}, { title: `Зидар ${word}` });
    const created = await createItem(t, 'qualifications', { ...payload, translations: { sr: payload.translations.sr } });
    const english = await register(mine(''), '/en');
    expect(english.items.find((item) => item.id === created.id)).toMatchObject({ locale: 'sr', fallback: true, title: `Зидар ${word}` });
  });

  it('answers 400 for an unknown filter value', async () => {
    for (const query of ['level=9', 'eqf=0', 'type=x', 'field=12', 'status=gone', 'sort=random', 'awardingBody=abc']) {
      expect((await publicGet(t, `qualifications?${query}`)).statusCode, query).toBe(400);
    }
  });

  it('the dashboard list filters by level, type, field and register status, and refuses an unknown value', async () => {
    const listed = async (query: string) =>
      expectStatus<{ items: { id: number }[] }>(await t.app.inject({ method: 'GET', url: `/api/admin/qualifications?limit=100&q=${encodeURIComponent(word)}&${query}`, headers: { authorization: `Bearer ${t.tokens.editor}` } }), 200).items.map((item) => item.id).sort((a, b) => a - b);
    expect(await listed('level=3')).toEqual([ids.cook!, ids.waiter!, ids.draft!].sort((a, b) => a - b));
    expect(await listed('type=academic-higher&field=0613')).toEqual([ids.academic!]);
    expect(await listed('registerStatus=withdrawn')).toEqual([ids.waiter!]);
    expect(await listed('level=3&registerStatus=active')).toEqual([ids.cook!, ids.draft!].sort((a, b) => a - b));
    for (const query of ['level=9', 'type=castle', 'field=9999', 'registerStatus=gone']) {
      expect((await t.app.inject({ method: 'GET', url: `/api/admin/qualifications?${query}`, headers: { authorization: `Bearer ${t.tokens.editor}` } })).statusCode, query).toBe(400);
    }
  });

  it('shows an edit on the very next read', async () => {
    const created = await createItem(t, 'qualifications', qualificationPayload({ level: '5' }, { title: `Мајстор ${word}` }));
    expect(countOf(await register(mine('')), 'level', '5')).toBe(1);
    const view = await adminView(t, 'qualifications', created.id);
    expectStatus(await putItem(t, 'qualifications', created.id, { ...qualificationPayload({ code: view.code, level: '2' }, { title: `Мајстор ${word}` }), version: view.version }), 200);
    const after = await register(mine(''));
    expect(countOf(after, 'level', '5')).toBe(0);
    expect(after.items.find((item) => item.id === created.id)!.nqfLevel).toBe('2');
  });
});
