import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NQF_LEVEL_CODES } from '../../src/common/schemas/levels.js';
import { type View, adminGet, adminPost, adminView, deleteItem, expectError, publicGet, publicJson, putItem } from './support/factories.js';
import { type TestApp, bearer, expectStatus, startTestApp } from './support/test-app.js';

interface Level {
  id: number;
  locale: string;
  fallback: boolean;
  slug: string;
  code: string;
  eqfLevel: number;
  title: string;
  summary: string;
  knowledge: string;
  skills: string;
  competences: string;
}

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const levels = async (lang?: string) => (await publicJson<{ items: Level[] }>(t, 'levels', lang)).items;
const levelWithCode = async (code: string) => (await levels()).find((level) => level.code === code)!;

/** The texts of a level's admin view as a save sends them back (Latin derived, so not sent). */
function translationsOf(view: View) {
  const { sr, en } = view.translations as Record<string, Record<string, string>>;
  const fields = (t: Record<string, string>) => ({ title: t.title!, summary: t.summary!, knowledge: t.knowledge!, skills: t.skills!, competences: t.competences! });
  return { sr: fields(sr!), en: fields(en!) };
}

describe('the framework levels', () => {
  it('are there from the start: the ten levels and sublevels in order, each with its EQF level', async () => {
    const items = await levels();
    expect(items.map((level) => level.code)).toEqual(['1', '2', '3', '4', '5', '6.1', '6.2', '7.1', '7.2', '8']);
    expect(items.map((level) => level.eqfLevel)).toEqual([1, 2, 3, 4, 5, 6, 6, 7, 7, 8]);
    for (const level of items) {
      expect(level.title).toBe(`Ниво ${level.code}`);
      for (const text of [level.summary, level.knowledge, level.skills, level.competences]) expect(text.length).toBeGreaterThan(40);
    }
  });

  it('are served in every locale: Latin derived from the Cyrillic, English of its own', async () => {
    const [latin, english] = [await levels('/lat'), await levels('/en')];
    expect(latin.map((level) => [level.title, level.locale, level.fallback])).toEqual(NQF_LEVEL_CODES.map((code) => [`Nivo ${code}`, 'lat', false]));
    expect(english.map((level) => [level.title, level.locale])).toEqual(NQF_LEVEL_CODES.map((code) => [`Level ${code}`, 'en']));
    expect(latin[0]!.knowledge).not.toMatch(/[а-яђјљњћџ]/i);
    expect(english[5]!.summary).toMatch(/180 ECTS/);
    const one = await publicJson<Level>(t, `levels/${english[5]!.id}`, '/en');
    expect(one).toEqual(english[5]);
  });

  it('take an edit of their texts, shown on the very next public read, with a revision', async () => {
    const { id } = await levelWithCode('7.2');
    const view = await adminView(t, 'levels', id);
    const translations = translationsOf(view);
    translations.en.knowledge = 'Specialised knowledge at the forefront of a field of study, beyond the master.';
    const saved = expectStatus<View>(await putItem(t, 'levels', id, { status: 'published', version: view.version, translations }), 200);
    expect(saved.code).toBe('7.2');
    expect(saved.eqfLevel).toBe(7);
    expect((await publicJson<Level>(t, `levels/${id}`, '/en')).knowledge).toBe(translations.en.knowledge);
    const revisions = expectStatus<{ items: unknown[] }>(await adminGet(t, `levels/${id}/revisions`), 200).items;
    expect(revisions.length).toBeGreaterThanOrEqual(1);
  });

  it('keep their code: another code is refused, and so is a second level with a code the framework has', async () => {
    const { id } = await levelWithCode('4');
    const view = await adminView(t, 'levels', id);
    const refused = expectError(await putItem(t, 'levels', id, { status: 'published', version: view.version, code: '5', translations: translationsOf(view) }), 400, 'VALIDATION_FAILED');
    expect(refused.details?.fields?.code).toMatch(/keeps its code \(4\)/);
    expect((await levelWithCode('4')).id).toBe(id);

    const duplicate = expectError(await adminPost(t, 'levels', { status: 'draft', code: '6.1', translations: translationsOf(view) }), 400, 'VALIDATION_FAILED');
    expect(duplicate.details?.fields?.code).toBe('Level 6.1 already exists');
    const withoutCode = expectError(await adminPost(t, 'levels', { status: 'draft', translations: translationsOf(view) }), 400, 'VALIDATION_FAILED');
    expect(withoutCode.details?.fields?.code).toBe('Required');
    const unknown = await adminPost(t, 'levels', { status: 'draft', code: '9', translations: translationsOf(view) });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.body).toContain('1, 2, 3, 4, 5, 6.1, 6.2, 7.1, 7.2, 8');
  });

  it('cannot be deleted, one by one or in bulk', async () => {
    const { id } = await levelWithCode('1');
    expect(expectError(await deleteItem(t, 'levels', id), 409, 'CONFLICT').message).toMatch(/set by law/);
    const bulk = expectStatus<{ results: { id: number; ok: boolean }[] }>(await adminPost(t, 'levels/bulk', { action: 'delete', ids: [id] }), 200);
    expect(bulk.results).toEqual([expect.objectContaining({ id, ok: false })]);
    expect((await levels()).length).toBe(10);
  });

  it('leave the public list when unpublished, and come back when published again', async () => {
    const { id } = await levelWithCode('3');
    const view = await adminView(t, 'levels', id);
    const draft = expectStatus<View>(await putItem(t, 'levels', id, { status: 'draft', version: view.version, translations: translationsOf(view) }), 200);
    expect((await levels()).map((level) => level.code)).not.toContain('3');
    expect((await publicGet(t, `levels/${id}`)).statusCode).toBe(404);
    expectStatus(await putItem(t, 'levels', id, { status: 'published', version: draft.version, translations: translationsOf(view) }), 200);
    expect((await levels()).map((level) => level.code)).toContain('3');
  });

  it('are changed only by a signed-in editor', async () => {
    const { id } = await levelWithCode('8');
    const anonymous = await t.app.inject({ method: 'PUT', url: `/api/admin/levels/${id}`, payload: { status: 'published', version: 1, translations: {} } });
    expect(anonymous.statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/levels', headers: bearer(t.tokens.editor) })).statusCode).toBe(200);
  });
});
