import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cyrillicToLatin } from '../../src/common/text/transliterate.js';
import { linkQualificationsToStandards } from '../../src/server/db/migrations/0023-standards.js';
import {
  type Payload,
  type PublicList,
  type View,
  adminGet,
  adminPost,
  adminView,
  createItem,
  deleteItem,
  expectError,
  idsOf,
  publicGet,
  publicJson,
  putItem,
  qualificationPayload,
  standardCode,
  standardPayload,
  councilPayload,
  unique,
  updateItem,
} from './support/factories.js';
import { type TestApp, bearer, expectStatus, startTestApp } from './support/test-app.js';

/**
 * The register of qualification standards: the admin API's rules, the public reads (list with its
 * filters, detail with history and version in force), and the link from a qualification.
 */

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const adopted = { kind: 'adopted', number: '610-00-00100/2020-03', date: '2020-03-10', body: 'Министар просвете' };
const amended = { kind: 'amended', number: '610-00-00200/2022-03', date: '2022-05-20', body: 'Министар просвете' };
const withdrawn = { kind: 'withdrawn', number: '610-00-00300/2024-03', date: '2024-09-01', body: 'Министар просвете' };

const post = (payload: Payload) => adminPost(t, 'standards', payload);
/** The field errors of a refused save, failing unless it is a 400 with field errors. */
const fieldErrors = async (payload: Payload) => expectError(await post(payload), 400, 'VALIDATION_FAILED').details?.fields ?? {};

interface StandardRead {
  id: number;
  code: string;
  title: string;
  status: string;
  since: string;
  eqfLevel: number;
  history: { kind: string; number: string; date: string }[];
  inForce: { version: number; decision: { kind: string; date: string } };
  learningOutcomes: { knowledge: string[]; skills: string[]; autonomy: string[] };
  qualifications: { id: number; code: string; title: string }[];
}

describe('saving a standard: every rule answers 400 naming its field', () => {
  const cases: [string, Payload, string][] = [
    ['a code of another format', { code: '4-0613-01' }, 'code'],
    ['a level that is not the framework\'s', { level: '9' }, 'level'],
    ['an unknown type', { type: 'hobby' }, 'type'],
    ['no way to acquire it', { acquisitionWays: [] }, 'acquisitionWays'],
    ['a way given twice', { acquisitionWays: ['formal', 'formal'] }, 'acquisitionWays'],
    ['a field that is not of ISCED-F', { field: '9999' }, 'field'],
    ['an occupation code of another format', { occupationCodes: ['51-20'] }, 'occupationCodes.0'],
    ['an ESCO occupation that is not an http(s) URI', { escoUris: ['ftp://data.europa.eu/esco/occupation/x'] }, 'escoUris.0'],
    ['no history', { history: [] }, 'history'],
    ['a history that starts with an amendment', { history: [amended] }, 'history.0.kind'],
    ['decisions out of date order', { history: [{ ...adopted, date: '2023-01-01' }, amended] }, 'history.1.date'],
    ['a decision after the withdrawal', { history: [adopted, { ...withdrawn, date: '2021-01-01' }, amended] }, 'history.2.kind'],
    ['a decision of an unknown kind', { history: [adopted, { ...amended, kind: 'repealed' }] }, 'history.1.kind'],
    ['a decision without its number', { history: [{ ...adopted, number: ' ' }] }, 'history.0.number'],
    ['a decision dated otherwise than YYYY-MM-DD', { history: [{ ...adopted, date: '10.03.2020.' }] }, 'history.0.date'],
    ['a field the type does not have', { colour: 'blue' }, ''],
  ];
  it.each(cases)('%s', async (_name, overrides, field) => {
    const response = await post(standardPayload(overrides));
    const error = expectError(response, 400, 'VALIDATION_FAILED');
    if (field) expect(Object.keys(error.details?.fields ?? {})).toContain(field);
    expect(error.message.length).toBeGreaterThan(0);
  });

  it('a vocational standard needs its job description; a general one does not', async () => {
    const none = { jobDescription: '' };
    expect(await fieldErrors(standardPayload({}, none))).toHaveProperty(['translations.sr.jobDescription']);
    await createItem(t, 'standards', standardPayload({ type: 'general' }, none));
  });

  it('an outcome longer than the limit, and a title missing, are refused', async () => {
    expect(Object.keys(await fieldErrors(standardPayload({}, { knowledge: 'x'.repeat(601) })))).toContain('translations.sr.knowledge');
    expect(Object.keys(await fieldErrors(standardPayload({}, { title: '' })))).toContain('translations.sr.title');
  });

  it('two standards never share a register code', async () => {
    const first = await createItem(t, 'standards', standardPayload());
    const error = expectError(await post(standardPayload({ code: first.code })), 400, 'VALIDATION_FAILED');
    expect(error.details?.fields?.code).toContain(String(first.code));
    // Its own code is no conflict on a save of itself.
    await updateItem(t, 'standards', first.id, standardPayload({ code: first.code }));
  });
});

describe('create, edit, publish, revisions and delete through the admin API', () => {
  it('keeps the EQF level, the status and the lists as saved, and a revision a save', async () => {
    const created = await createItem(t, 'standards', standardPayload({ status: 'draft', level: '6.1', type: 'vocational-higher', occupationCodes: ['2512.01', '2512'], escoUris: ['https://data.europa.eu/esco/occupation/1'] }));
    expect(created).toMatchObject({ level: '6.1', eqfLevel: 6, standardStatus: 'in-force', occupationCodes: ['2512.01', '2512'], history: [adopted].map(() => expect.objectContaining({ kind: 'adopted' })) });
    // A draft is not public.
    expectError(await publicGet(t, `standards/${created.id}`), 404, 'NOT_FOUND');

    const edited = await updateItem(t, 'standards', created.id, standardPayload({ status: 'published', code: created.code, level: '6.1', type: 'vocational-higher', history: [adopted, amended] }));
    expect(edited.version).toBe(2);
    const read = await publicJson<StandardRead>(t, `standards/${created.id}`);
    expect(read).toMatchObject({ code: created.code, eqfLevel: 6, status: 'in-force', since: amended.date, inForce: { version: 2, decision: { kind: 'amended', date: amended.date } } });
    expect(read.history.map((d) => d.kind)).toEqual(['adopted', 'amended']);
    expect(read.learningOutcomes).toEqual({ knowledge: ['Зна хардвер', 'Зна мреже'], skills: ['Склапа рачунар'], autonomy: ['Ради самостално'] });

    const revisions = expectStatus<{ items: { id: number; version: number }[] }>(await adminGet(t, `standards/${created.id}/revisions`), 200).items;
    expect(revisions.map((r) => r.version)).toEqual([2, 1]);
    const first = expectStatus<View>(await adminGet(t, `standards/${created.id}/revisions/${revisions[1]!.id}`), 200);
    expect(first.history).toHaveLength(1);
    // Restoring the first version brings its history back, and its status with it.
    const restored = expectStatus<View>(await adminPost(t, `standards/${created.id}/revisions/${revisions[1]!.id}/restore`, { version: 2 }), 200);
    expect((restored.history as unknown[]).length).toBe(1);

    expect((await deleteItem(t, 'standards', created.id)).statusCode).toBe(204);
    expect((await adminGet(t, `standards/${created.id}`)).statusCode).toBe(404);
  });

  it('derives the Latin texts from the Cyrillic', async () => {
    const created = await createItem(t, 'standards', standardPayload());
    const view = await adminView(t, 'standards', created.id);
    const sr = view.translations.sr!;
    expect(view.translations.lat).toMatchObject({ title: cyrillicToLatin(sr.title as string), knowledge: cyrillicToLatin(sr.knowledge as string) });
    const lat = await publicJson<StandardRead>(t, `standards/${created.id}?locale=lat`);
    expect(lat.title).toBe(cyrillicToLatin(sr.title as string));
  });

  it('a withdrawn standard says so, from the date of its withdrawal', async () => {
    const created = await createItem(t, 'standards', standardPayload({ history: [adopted, amended, withdrawn] }));
    const read = await publicJson<StandardRead>(t, `standards/${created.id}`);
    expect(read).toMatchObject({ status: 'withdrawn', since: withdrawn.date, inForce: { version: 3, decision: { kind: 'withdrawn' } } });
    expect(created.standardStatus).toBe('withdrawn');
  });

  it('refuses an update that breaks the history rules, keeping the stored one', async () => {
    const created = await createItem(t, 'standards', standardPayload());
    const response = await putItem(t, 'standards', created.id, { ...standardPayload({ code: created.code, history: [withdrawn, adopted] }), version: created.version });
    expect(Object.keys(expectError(response, 400, 'VALIDATION_FAILED').details?.fields ?? {})).toEqual(expect.arrayContaining(['history.0.kind', 'history.1.date']));
    expect((await adminView(t, 'standards', created.id)).version).toBe(created.version);
  });

  it('lists standards for editors, filtered by their status in the register', async () => {
    const live = await createItem(t, 'standards', standardPayload());
    const gone = await createItem(t, 'standards', standardPayload({ history: [adopted, withdrawn] }));
    const list = expectStatus<{ items: { id: number }[] }>(await adminGet(t, 'standards?standardStatus=withdrawn&limit=100'), 200);
    expect(idsOf(list)).toContain(gone.id);
    expect(idsOf(list)).not.toContain(live.id);
    expectError(await adminGet(t, 'standards?standardStatus=gone'), 400, 'VALIDATION_FAILED');
  });

  it('answers 401 without a session', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/admin/standards', payload: standardPayload() });
    expect(response.statusCode).toBe(401);
  });
});

describe('the public list of standards', () => {
  let marker: string;
  let electro: View;
  let cook: View;
  let gone: View;
  let tourism: View;
  beforeAll(async () => {
    marker = unique();
    tourism = await createItem(t, 'councils', councilPayload({}, { name: `Веће за туризам ${marker}` }));
    electro = await createItem(t, 'standards', standardPayload({ level: '4', field: '0714' }, { title: `Стандард Електротехничар ${marker}`, sectorCouncil: `Веће за електротехнику ${marker}` }));
    cook = await createItem(t, 'standards', standardPayload({ level: '3', field: '1013', councilId: tourism.id }, { title: `Стандард Кувар ${marker}`, sectorCouncil: `Веће за туризам ${marker}` }));
    gone = await createItem(t, 'standards', standardPayload({ level: '3', field: '1013', history: [adopted, withdrawn] }, { title: `Стандард Телефониста ${marker}` }));
    await createItem(t, 'standards', standardPayload({ status: 'draft' }, { title: `Стандард Нацрт ${marker}` }));
  });
  const list = (query: string) => publicJson<PublicList<StandardRead>>(t, `standards?limit=100&${query}`);

  it('finds standards by words of their titles in either script and any case, and by code', async () => {
    expect(idsOf(await list(`q=${encodeURIComponent(`кувар ${marker}`)}`))).toEqual([cook.id]);
    expect(idsOf(await list(`q=${encodeURIComponent(`KUVAR ${marker}`)}`))).toEqual([cook.id]);
    expect(idsOf(await list(`q=${encodeURIComponent(String(electro.code).toLowerCase())}`))).toContain(electro.id);
    // A draft is never found, and the words of a LIKE pattern are only letters.
    expect((await list(`q=${encodeURIComponent(`Нацрт ${marker}`)}`)).items).toEqual([]);
    expect((await list(`q=${encodeURIComponent('%')}`)).items).toEqual([]);
  });

  it('filters by level, field, council and status', async () => {
    const ours = async (query: string) => idsOf(await list(`q=${marker}&${query}`)).sort();
    expect(await ours('level=4')).toEqual([electro.id]);
    expect(await ours('field=1013')).toEqual([cook.id, gone.id].sort());
    expect(await ours(`council=${tourism.id}`)).toEqual([cook.id]);
    expectError(await publicGet(t, `standards?council=${encodeURIComponent('Веће за туризам')}`), 400, 'VALIDATION_FAILED');
    expect(await ours('status=withdrawn')).toEqual([gone.id]);
    expect(await ours('status=in-force')).toEqual([cook.id, electro.id].sort());
  });

  it('takes an empty word or council as no filter (an empty search box)', async () => {
    expect((await list(`q=&council=&level=4`)).total).toBe((await list('level=4')).total);
  });

  it('pages, with the total', async () => {
    const page = await publicJson<PublicList>(t, `standards?q=${marker}&limit=2&page=2`);
    expect(page).toMatchObject({ total: 3, page: 2, limit: 2 });
    expect(page.items).toHaveLength(1);
  });

  it('answers a bad filter with 400', async () => {
    for (const query of ['status=gone', 'level=9', 'field=abc', 'page=0', 'colour=blue']) {
      expectError(await publicGet(t, `standards?${query}`), 400, 'VALIDATION_FAILED');
    }
    expectError(await publicGet(t, 'standards/0'), 400, 'VALIDATION_FAILED');
    expectError(await publicGet(t, 'standards/999999'), 404, 'NOT_FOUND');
  });

  it('lists only the standards translated into English in English', async () => {
    const serbianOnly = await createItem(t, 'standards', { ...standardPayload({}, { title: `Стандард Српски ${marker}` }), translations: { sr: (standardPayload().translations as { sr: Payload }).sr } });
    const sr = idsOf(await list(`q=${marker}`));
    const en = idsOf(await list(`q=${marker}&locale=en`));
    expect(sr).not.toContain(serbianOnly.id);
    expect(en).toEqual(expect.arrayContaining([cook.id, electro.id]));
  });
});

describe('a qualification rests on a standard', () => {
  it('links one that exists, refuses one that does not, and reads it while the standard is public', async () => {
    const standard = await createItem(t, 'standards', standardPayload());
    expectError(await adminPost(t, 'qualifications', qualificationPayload({ standardId: 999_999 })), 400, 'VALIDATION_FAILED');
    expectError(await adminPost(t, 'qualifications', qualificationPayload({ standardId: 'one' })), 400, 'VALIDATION_FAILED');
    const qualification = await createItem(t, 'qualifications', qualificationPayload({ standardId: standard.id }, { standard: 'Слободан текст' }));
    expect(qualification.standardId).toBe(standard.id);

    const en = await publicJson<{ standard: unknown; standardText: string }>(t, `qualifications/${qualification.id}?locale=en`);
    expect(en.standard).toEqual({ id: standard.id, slug: (standard.translations.en as Payload).slug, code: standard.code, title: (standard.translations.en as Payload).title });
    const sr = await publicJson<{ standard: unknown; standardText: string }>(t, `qualifications/${qualification.id}`);
    expect(sr).toEqual(expect.objectContaining({ standard: { id: standard.id, slug: (standard.translations.sr as Payload).slug, code: standard.code, title: (standard.translations.sr as Payload).title }, standardText: 'Слободан текст' }));
    const detail = await publicJson<StandardRead>(t, `standards/${standard.id}`);
    expect(detail.qualifications).toEqual([expect.objectContaining({ id: qualification.id, code: qualification.code })]);

    // A linked standard cannot be deleted; unpublished, the qualification no longer names it.
    expectError(await deleteItem(t, 'standards', standard.id), 409, 'CONFLICT');
    await updateItem(t, 'standards', standard.id, standardPayload({ status: 'draft', code: standard.code }));
    expect((await publicJson<{ standard: unknown }>(t, `qualifications/${qualification.id}`)).standard).toBeNull();
  });
});

describe('migration 0023 links the qualifications whose free text is a standard\'s title', () => {
  it('links exact matches (trimmed, case as written, in any locale) and lists the rest for the editors', async () => {
    const marker = unique();
    const standard = await createItem(t, 'standards', standardPayload({}, { title: `Стандард квалификације Пекар ${marker}` }));
    const title = (standard.translations.sr as Payload).title as string;
    const enTitle = (standard.translations.en as Payload).title as string;
    const make = (sr: string, en = '') =>
      createItem(t, 'qualifications', {
        ...qualificationPayload(),
        translations: { sr: { title: `Пекар ${unique()}`, standard: sr }, en: { title: `Baker ${unique()}`, standard: en } },
      });
    const exact = await make(title);
    const padded = await make(title);
    // Saved texts are trimmed; a text stored with spaces around it (from before) still matches.
    await t.ctx.db.updateTable('qualification_translations').set({ standard: `  ${title} ` }).where('entity_id', '=', padded.id).where('locale', '=', 'sr').execute();
    const english = await make('Нешто друго', enTitle);
    const otherCase = await make(title.toUpperCase());
    const otherText = await make(`${title} (2019)`);
    const none = await make('');

    await linkQualificationsToStandards(t.ctx.db as never);
    const linked = await t.ctx.db.selectFrom('qualifications').select(['id', 'standard_id']).where('id', 'in', [exact.id, padded.id, english.id, otherCase.id, otherText.id, none.id]).execute();
    const standardOf = Object.fromEntries(linked.map((row) => [row.id, row.standard_id]));
    expect(standardOf).toEqual({ [exact.id]: standard.id, [padded.id]: standard.id, [english.id]: standard.id, [otherCase.id]: null, [otherText.id]: null, [none.id]: null });
    // The free text stays as written.
    expect((await adminView(t, 'qualifications', otherText.id)).translations.sr!.standard).toBe(`${title} (2019)`);

    const unresolved = expectStatus<{ items: { id: number; standard: string }[] }>(await adminGet(t, 'qualifications/unresolved-standards'), 200).items;
    const ids = unresolved.map((item) => item.id);
    expect(ids).toEqual(expect.arrayContaining([otherCase.id, otherText.id]));
    expect(ids).not.toContain(exact.id);
    expect(ids).not.toContain(none.id);
    expect(unresolved.find((item) => item.id === otherText.id)?.standard).toBe(`${title} (2019)`);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/qualifications/unresolved-standards' })).statusCode).toBe(401);
    // An editor resolves one: it leaves the list.
    const view = await adminView(t, 'qualifications', otherText.id);
    expect((await putItem(t, 'qualifications', otherText.id, { ...qualificationPayload({ code: view.code, standardId: standard.id }), version: view.version })).statusCode).toBe(200);
    const after = expectStatus<{ items: { id: number }[] }>(await t.app.inject({ method: 'GET', url: '/api/admin/qualifications/unresolved-standards', headers: bearer(t.tokens.editor) }), 200);
    expect(idsOf(after)).not.toContain(otherText.id);
  });
});

describe('register codes', () => {
  it('the factory makes codes of the format the API takes', () => {
    for (let i = 0; i < 20; i++) expect(standardCode()).toMatch(/^SK-\d{2}-\d{3}$/);
  });
});
