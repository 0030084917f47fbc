import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { linkToCouncils } from '../../src/server/db/migrations/0024-sector-councils.js';
import {
  type Payload,
  type PublicList,
  type View,
  adminPost,
  adminView,
  articlePayload,
  councilPayload,
  createItem,
  deleteItem,
  expectError,
  filePayload,
  idsOf,
  publicJson,
  qualificationPayload,
  standardPayload,
  tagPayload,
  unique,
} from './support/factories.js';
import { uploadPdf } from './support/multipart.js';
import { type TestApp, startTestApp } from './support/test-app.js';

/**
 * The sector skills councils: the admin API's rules, the public reads (the list, a council with
 * its members, sessions, decisions, standards, qualifications and news), the link from a standard
 * and a qualification, and migration 0024's link of the free text.
 */

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const fieldErrors = async (payload: Payload) => expectError(await adminPost(t, 'councils', payload), 400, 'VALIDATION_FAILED').details?.fields ?? {};

interface CouncilRead {
  id: number;
  title: string;
  slug: string;
  members: { name: string; organisation: string; role: string }[];
  sessions: { number: string; date: string; agenda: string[]; minutes: { id: number; title: string; url: string } | null }[];
  decisions: { number: string; subject: string; standard: { id: number } | null }[];
  standards: { id: number }[];
  qualifications: { id: number }[];
  news: { id: number }[];
  standardCount: number;
  qualificationCount: number;
}

describe('saving a council: every bad input answers 400 naming its field', () => {
  const session = { date: '2020-01-10', number: '2', agenda: { sr: 'Тачка' } };
  const decision = { number: '2/2020', date: '2020-01-10', subject: { sr: 'Предмет' } };
  const cases: [string, Payload, string][] = [
    ['no name', { translations: { sr: { name: '' } } }, 'translations.sr.name'],
    ['a date that is not one', { constitutedOn: '20.11.2019.' }, 'constitutedOn'],
    ['a role that is not one', { members: [{ name: 'А', organisation: 'Б', role: 'secretary' }] }, 'members.0.role'],
    ['contact data', { members: [{ name: 'А', organisation: 'Б', role: 'member', email: 'a@b.rs' }] }, 'members.0.email'],
    ['two chairs', { members: [{ name: 'А', organisation: 'Б', role: 'chair' }, { name: 'В', organisation: 'Г', role: 'chair' }] }, 'members'],
    ['an empty agenda', { sessions: [{ ...session, agenda: { sr: '' } }] }, 'sessions.0.agenda.sr'],
    ['a session number twice', { sessions: [session, session] }, 'sessions'],
    ['a minutes id that is not a number', { sessions: [{ ...session, minutesFileId: 'x' }] }, 'sessions.0.minutesFileId'],
    ['a decision without subject', { decisions: [{ ...decision, subject: { sr: ' ' } }] }, 'decisions.0.subject.sr'],
  ];
  it.each(cases)('%s', async (_name, override, field) => {
    const base = councilPayload();
    const payload = override.translations ? { ...base, translations: { sr: { ...(base.translations.sr as Payload), ...(override.translations as { sr: Payload }).sr } } } : { ...base, ...override };
    expect(Object.keys(await fieldErrors(payload))).toContain(field);
  });

  it('refuses minutes that are not a document of the library, a standard or a tag that does not exist', async () => {
    const session = { date: '2020-01-10', number: '2', agenda: { sr: 'Тачка' }, minutesFileId: 999_999 };
    expect(await fieldErrors(councilPayload({ sessions: [session] }))).toHaveProperty(['sessions.0.minutesFileId']);
    const decisions = [{ number: '1', date: '2020-01-10', subject: { sr: 'Предмет' }, standardId: null }, { number: '2', date: '2020-01-11', subject: { sr: 'Предмет' }, standardId: 999_999 }];
    expect(await fieldErrors(councilPayload({ decisions }))).toHaveProperty(['decisions.1.standardId']);
    expect(await fieldErrors(councilPayload({ tagId: 999_999 }))).toHaveProperty(['tagId']);
  });

  it('refuses an unknown council on a standard and on a qualification, naming councilId', async () => {
    expect(Object.keys(expectError(await adminPost(t, 'standards', standardPayload({ councilId: 999_999 })), 400, 'VALIDATION_FAILED').details?.fields ?? {})).toEqual(['councilId']);
    expect(Object.keys(expectError(await adminPost(t, 'qualifications', qualificationPayload({ councilId: 999_999 })), 400, 'VALIDATION_FAILED').details?.fields ?? {})).toEqual(['councilId']);
  });

  it('keeps members, sessions and decisions as saved, and gives them back to editors', async () => {
    const created = await createItem(t, 'councils', councilPayload());
    const view = await adminView(t, 'councils', created.id);
    expect(view).toMatchObject({ constitutedOn: '2019-11-20', tagId: null, members: councilPayload().members, sessions: [{ number: '1', minutesFileId: null }], decisions: [{ number: '1/2019', standardId: null }] });
  });

  it('cannot be deleted while a standard names it', async () => {
    const council = await createItem(t, 'councils', councilPayload({ status: 'draft' }));
    await createItem(t, 'standards', standardPayload({ status: 'draft', councilId: council.id }));
    expectError(await deleteItem(t, 'councils', council.id), 409, 'CONFLICT');
  });
});

describe('the public reads of a council', () => {
  let council: View;
  let standard: View;
  let qualification: View;
  let news: View;
  let minutes: View;
  let marker: string;
  beforeAll(async () => {
    marker = unique();
    const tag = await createItem(t, 'tags', tagPayload());
    news = await createItem(t, 'articles', articlePayload({ tagIds: [tag.id] }));
    await createItem(t, 'articles', articlePayload({ status: 'draft', tagIds: [tag.id] }));
    minutes = await createItem(t, 'files', filePayload((await uploadPdf(t, 'zapisnik.pdf')).id));
    const hidden = await createItem(t, 'files', filePayload((await uploadPdf(t, 'nacrt.pdf')).id, { status: 'draft' }));
    const draftStandard = await createItem(t, 'standards', standardPayload({ status: 'draft' }));
    const proposed = await createItem(t, 'standards', standardPayload());
    council = await createItem(
      t,
      'councils',
      councilPayload(
        {
          tagId: tag.id,
          sessions: [
            { date: '2019-11-20', number: '1', agenda: { sr: 'Конституисање\nПословник' }, minutesFileId: minutes.id },
            { date: '2021-02-01', number: '2', agenda: { sr: 'Стандарди', en: 'Standards' }, minutesFileId: hidden.id },
          ],
          decisions: [
            { number: '1/2019', date: '2019-11-20', subject: { sr: 'Пословник' }, standardId: null },
            { number: '4/2021', date: '2021-02-01', subject: { sr: 'Предлог стандарда', en: 'A standard proposed' }, standardId: proposed.id },
            { number: '5/2021', date: '2021-02-01', subject: { sr: 'Нацрт' }, standardId: draftStandard.id },
          ],
        },
        { name: `Секторско веће за шумарство ${marker}` },
      ),
    );
    standard = await createItem(t, 'standards', standardPayload({ councilId: council.id }));
    await createItem(t, 'standards', standardPayload({ status: 'draft', councilId: council.id }));
    qualification = await createItem(t, 'qualifications', qualificationPayload({ councilId: council.id }));
    expect(proposed.id).toBeGreaterThan(0);
  });

  it('lists published councils with how many published standards and qualifications name each', async () => {
    const draft = await createItem(t, 'councils', councilPayload({ status: 'draft' }));
    const list = await publicJson<PublicList<CouncilRead>>(t, 'councils?limit=100');
    expect(idsOf(list)).toContain(council.id);
    expect(idsOf(list)).not.toContain(draft.id);
    expect(list.items.find((item) => item.id === council.id)).toMatchObject({ standardCount: 1, qualificationCount: 1 });
  });

  it('shows members, sessions (newest first) with their agenda and public minutes, decisions, standards, qualifications and news', async () => {
    const read = await publicJson<CouncilRead>(t, `councils/${council.id}`);
    expect(read.members.map((m) => m.role)).toEqual(['chair', 'member']);
    expect(read.sessions.map((s) => s.number)).toEqual(['2', '1']);
    expect(read.sessions[1]).toMatchObject({ agenda: ['Конституисање', 'Пословник'], minutes: { id: minutes.id, url: `/api/files/${minutes.id}/download` } });
    // A document that is not public is not linked.
    expect(read.sessions[0]!.minutes).toBeNull();
    expect(read.decisions.map((d) => [d.number, d.standard?.id ?? null])).toEqual([
      ['4/2021', expect.any(Number)],
      ['5/2021', null],
      ['1/2019', null],
    ]);
    expect(idsOf({ items: read.standards })).toEqual([standard.id]);
    expect(idsOf({ items: read.qualifications })).toEqual([qualification.id]);
    expect(idsOf({ items: read.news })).toEqual([news.id]);
  });

  it('gives the texts in each locale: Latin derived, English where written', async () => {
    const lat = await publicJson<CouncilRead>(t, `councils/${council.id}?locale=lat`);
    expect(lat.members[0]!.name).toBe('Petar Petrović');
    expect(lat.sessions[1]!.agenda).toEqual(['Konstituisanje', 'Poslovnik']);
    const en = await publicJson<CouncilRead>(t, `councils/${council.id}?locale=en`);
    expect(en.sessions[0]!.agenda).toEqual(['Standards']);
    expect(en.decisions[0]!.subject).toBe('A standard proposed');
    // No English written: the Serbian.
    expect(en.decisions[2]!.subject).toBe('Пословник');
  });

  it('is named, as a link, by the standard and the qualification of its sector; the free text stays beside it', async () => {
    const ref = { id: council.id, title: `Секторско веће за шумарство ${marker}`, slug: expect.any(String) };
    const standardRead = await publicJson<{ council: unknown; sectorCouncil: string }>(t, `standards/${standard.id}`);
    expect(standardRead).toMatchObject({ council: ref, sectorCouncil: 'Сектор електротехнике и рачунарства' });
    expect((await publicJson<{ council: unknown }>(t, `qualifications/${qualification.id}`)).council).toMatchObject(ref);
    const list = await publicJson<PublicList<{ id: number; council: unknown }>>(t, `standards?council=${council.id}`);
    expect(list.items.map((item) => [item.id, item.council])).toEqual([[standard.id, ref]]);
  });

  it('is not found (404) while a draft, and a standard names no draft council', async () => {
    const draft = await createItem(t, 'councils', councilPayload({ status: 'draft' }));
    expect((await t.app.inject({ method: 'GET', url: `/api/councils/${draft.id}` })).statusCode).toBe(404);
    const linked = await createItem(t, 'standards', standardPayload({ status: 'draft', councilId: draft.id }));
    expect((await publicJson<{ council: unknown }>(t, `standards/${linked.id}?preview=1`).catch(() => ({ council: null }))).council).toBeNull();
  });
});

describe('migration 0024 links the standards and qualifications whose Serbian free text is a council\'s name', () => {
  it('links exact matches (trimmed, case as written), the rest stay text', async () => {
    const marker = unique();
    const council = await createItem(t, 'councils', councilPayload({}, { name: `Секторско веће за рударство ${marker}` }));
    const name = (council.translations.sr as Payload).name as string;
    const exact = await createItem(t, 'standards', standardPayload({}, { sectorCouncil: name }));
    const padded = await createItem(t, 'qualifications', qualificationPayload({}, { sectorCouncil: name }));
    await t.ctx.db.updateTable('qualification_translations').set({ sector_council: `  ${name} ` }).where('entity_id', '=', padded.id).where('locale', '=', 'sr').execute();
    const otherCase = await createItem(t, 'standards', standardPayload({}, { sectorCouncil: name.toUpperCase() }));
    const otherText = await createItem(t, 'qualifications', qualificationPayload({}, { sectorCouncil: `${name} (2019)` }));

    await linkToCouncils(t.ctx.db as never);
    const standards = await t.ctx.db.selectFrom('standards').select(['id', 'council_id']).where('id', 'in', [exact.id, otherCase.id]).execute();
    const qualifications = await t.ctx.db.selectFrom('qualifications').select(['id', 'council_id']).where('id', 'in', [padded.id, otherText.id]).execute();
    const councilOf = Object.fromEntries([...standards, ...qualifications].map((row) => [`${row.id}`, row.council_id]));
    expect(councilOf[exact.id]).toBe(council.id);
    expect(councilOf[otherCase.id]).toBeNull();
    expect(qualifications.find((row) => row.id === padded.id)?.council_id).toBe(council.id);
    expect(qualifications.find((row) => row.id === otherText.id)?.council_id).toBeNull();
    // The free text stays as written.
    expect((await adminView(t, 'qualifications', otherText.id)).translations.sr!.sectorCouncil).toBe(`${name} (2019)`);
  });
});
