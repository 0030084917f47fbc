import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type View, adminView, awardingBodyPayload, createItem, qualificationPayload, unique } from './support/factories.js';
import { DIALECT, type TestApp, bearer, expectStatus, startTestApp } from './support/test-app.js';

/** Qualifications imported from CSV in the open data file's columns: checked row by row, saved all or none. */

interface Report {
  rows: { line: number; code: string; title: string; errors: Record<string, string> }[];
  valid: number;
  invalid: number;
}

let t: TestApp;
let body: View;
beforeAll(async () => {
  t = await startTestApp();
  body = await createItem(t, 'awarding-bodies', awardingBodyPayload());
});
afterAll(() => t.close());

const post = (path: string, csv: string, token: string | null = t.tokens.editor) =>
  t.app.inject({ method: 'POST', url: `/api/admin/qualifications/${path}`, headers: { 'content-type': 'text/csv; charset=utf-8', ...(token ? bearer(token) : {}) }, payload: csv });
const countQualifications = async () => Number((await t.ctx.db.selectFrom('qualifications').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
const bodyName = () => (body.translations.sr as { name: string }).name;

const COLUMNS = ['code', 'title_sr', 'title_en', 'nqf_level', 'type', 'field_code', 'credits_ects', 'hours', 'acquisition_ways', 'awarding_bodies_sr', 'registered_on', 'knowledge_sr', 'knowledge_en'];
const cellsOf = (row: Record<string, string>) => COLUMNS.map((column) => row[column] ?? '');

/** A file of the import's columns, one row per record. */
function csvOf(rows: Record<string, string>[]): string {
  return stringify([COLUMNS, ...rows.map(cellsOf)]);
}

/** A file written record by record: `records[i]` ends in `endings[i]` (the header is the first record). */
function csvWithEndings(records: string[][], endings: string[]): string {
  return records.map((cells, i) => stringify([cells], { eof: false }) + endings[i]).join('');
}

const goodRow = (overrides: Record<string, string> = {}) => ({
  code: `3-1013-${unique()}`,
  title_sr: 'Кувар',
  title_en: 'Cook',
  nqf_level: '3',
  type: 'vocational',
  field_code: '1013',
  hours: '3200',
  acquisition_ways: 'formal; prior-learning',
  awarding_bodies_sr: bodyName(),
  registered_on: '2023-09-01',
  knowledge_sr: 'Зна намирнице\nЗна технике',
  knowledge_en: 'Knows ingredients\nKnows techniques',
  ...overrides,
});

describe('importing qualifications from CSV', () => {
  it('takes back the register\'s own open data file (new codes): every row checked, then saved as drafts with every field', async () => {
    const original = await createItem(t, 'qualifications', qualificationPayload({ level: '6.1', credits: 180, hours: null, awardingBodyIds: [body.id], acquisitionWays: ['formal', 'non-formal'] }));
    const exported = (await t.app.inject({ method: 'GET', url: '/open-data/qualifications.csv' })).body;
    const [notice, header, ...rows] = parse(exported, { bom: true, relax_column_count: true }) as string[][];
    const ours = rows.filter((row) => row[0] === original.code).map((row) => [`${row[0]}-copy`, ...row.slice(1)]);
    const file = stringify([notice!, header!, ...ours]);

    const preview = expectStatus<Report>(await post('import/preview', file), 200);
    expect(preview).toMatchObject({ valid: 1, invalid: 0 });
    expect(preview.rows[0]).toMatchObject({ line: 3, code: `${original.code}-copy`, errors: {} });

    const before = await countQualifications();
    const imported = expectStatus<{ created: number; ids: number[] }>(await post('import', file), 201);
    expect(imported.created).toBe(1);
    expect(await countQualifications()).toBe(before + 1);
    const copy = await adminView(t, 'qualifications', imported.ids[0]!);
    const fields = (view: View) => ({
      level: view.level,
      type: view.type,
      field: view.field,
      credits: view.credits,
      hours: view.hours,
      acquisitionWays: view.acquisitionWays,
      awardingBodyIds: view.awardingBodyIds,
      registeredOn: view.registeredOn,
      sr: { title: (view.translations.sr as Record<string, string>).title, knowledge: (view.translations.sr as Record<string, string>).knowledge },
      en: { title: (view.translations.en as Record<string, string>).title, skills: (view.translations.en as Record<string, string>).skills },
    });
    expect(fields(copy)).toEqual(fields(original));
    expect(copy.status).toBe('draft');
  });

  it('reports each row\'s errors by column and saves nothing, in the preview and in an import of the same file', async () => {
    const existing = await createItem(t, 'qualifications', qualificationPayload());
    const twice = `4-0613-${unique()}`;
    const file = csvOf([
      goodRow(),
      goodRow({ nqf_level: '9', field_code: '9999' }),
      goodRow({ awarding_bodies_sr: 'Непостојећа школа' }),
      goodRow({ code: twice }),
      goodRow({ code: twice }),
      goodRow({ code: existing.code as string }),
      goodRow({ title_sr: '', hours: '' }),
      goodRow({ registered_on: '1. 9. 2023.' }),
    ]);
    const before = await countQualifications();
    const preview = expectStatus<Report>(await post('import/preview', file), 200);
    expect(preview).toMatchObject({ valid: 2, invalid: 6 });
    const errors = preview.rows.map((row) => Object.keys(row.errors).sort());
    expect(errors).toEqual([[], ['field_code', 'nqf_level'], ['awarding_bodies_sr'], [], ['code'], ['code'], ['credits_ects', 'title_sr'], ['registered_on']]);
    // Each record spans three lines (an outcome a line in the two knowledge cells): the report names the first.
    expect(preview.rows.map((row) => row.line)).toEqual([2, 5, 8, 11, 14, 17, 20, 23]);
    expect(preview.rows[5]!.errors.code).toBe(`Already in the register: ${existing.code as string}`);

    const refused = await post('import', file);
    expect(refused.statusCode).toBe(422);
    const error = (JSON.parse(refused.body) as { error: { message: string; details: { report: Report } } }).error;
    expect(error.message).toBe('6 of 8 rows have errors; nothing was imported');
    expect(error.details.report.invalid).toBe(6);
    expect(await countQualifications()).toBe(before);
  });

  it('answers 400 with a reason for a file that is not the register\'s CSV, and 401 without sign-in', async () => {
    const reasonOf = async (csv: string) => (JSON.parse((await post('import/preview', csv)).body) as { error: { message: string } }).error.message;
    expect(await reasonOf('title,level\nКувар,3\n')).toMatch(/^No header row/);
    expect(await reasonOf('code,title_sr\nX,Y\n')).toBe('Columns missing: nqf_level, type, field_code, registered_on');
    expect(await reasonOf('code,"unterminated\n')).toMatch(/^The file is not valid CSV/);
    const asJson = await t.app.inject({ method: 'POST', url: '/api/admin/qualifications/import/preview', headers: bearer(t.tokens.editor), payload: { code: 'x' } });
    expect(asJson.statusCode).toBe(415);
    // Other routes still refuse CSV as any body they do not take.
    expect((await t.app.inject({ method: 'POST', url: '/api/admin/qualifications', headers: { ...bearer(t.tokens.editor), 'content-type': 'text/csv' }, payload: 'code\n' })).statusCode).toBe(415);
    expect((await post('import/preview', csvOf([goodRow()]), null)).statusCode).toBe(401);
    expect((await post('import', csvOf([goodRow()]), null)).statusCode).toBe(401);
  });

  it.skipIf(DIALECT !== 'postgres')('leaves PostgreSQL\'s planner knowing the imported rows: the tables it filled are analyzed at once (PostgreSQL only)', async () => {
    const analyzed = async () =>
      (
        await sql<{ table: string; count: number }>`select relname as "table", analyze_count + autoanalyze_count as count from pg_stat_user_tables
          where schemaname = current_schema() and relname in ('qualifications', 'qualification_translations', 'search_documents') order by relname`.execute(t.ctx.db)
      ).rows.map((row) => ({ table: row.table, count: Number(row.count) }));
    const before = await analyzed();
    const fresh = { ...goodRow(), code: `3-1013-${unique()}` };
    expect(expectStatus<{ created: number }>(await post('import', csvOf([fresh])), 201).created).toBe(1);
    // The statistics views are written a moment after the statements that change them.
    await expect
      .poll(async () => (await analyzed()).map((row, i) => row.count > (before[i]?.count ?? 0)), { timeout: 5_000 })
      .toEqual([true, true, true]);
  });

  it('reads records ending in CRLF, LF or CR, mixed in one file, and imports every row', async () => {
    const rows = [goodRow(), goodRow(), goodRow()];
    for (const endings of [['\r\n', '\n', '\n', '\n'], ['\n', '\r\n', '\r', '\r\n'], ['\r', '\r', '\n', '']]) {
      const fresh = rows.map((row) => ({ ...row, code: `3-1013-${unique()}` }));
      const file = csvWithEndings([COLUMNS, ...fresh.map(cellsOf)], endings);
      const preview = expectStatus<Report>(await post('import/preview', file), 200);
      expect(preview, JSON.stringify(endings)).toMatchObject({ valid: 3, invalid: 0 });
      // Each record spans three lines (an outcome a line in the two knowledge cells).
      expect(preview.rows.map((row) => [row.line, row.code])).toEqual(fresh.map((row, i) => [2 + 3 * i, row.code]));
      const before = await countQualifications();
      expect(expectStatus<{ created: number }>(await post('import', file), 201).created).toBe(3);
      expect(await countQualifications()).toBe(before + 3);
    }
  });

  it('imports nothing of a file with a CRLF header and LF rows of which one is invalid, and reports every row', async () => {
    const file = csvWithEndings([COLUMNS, ...[goodRow(), goodRow({ nqf_level: '9' }), goodRow()].map(cellsOf)], ['\r\n', '\n', '\n', '\n']);
    const preview = expectStatus<Report>(await post('import/preview', file), 200);
    expect(preview).toMatchObject({ valid: 2, invalid: 1 });
    expect(preview.rows.map((row) => Object.keys(row.errors))).toEqual([[], ['nqf_level'], []]);
    const before = await countQualifications();
    expect((await post('import', file)).statusCode).toBe(422);
    expect(await countQualifications()).toBe(before);
  });

  it('reports a row with fewer or more cells than the header as an error naming its line, and imports nothing', async () => {
    const short = cellsOf(goodRow()).slice(0, -1);
    const long = [...cellsOf(goodRow()), ''];
    const file = csvWithEndings([COLUMNS, cellsOf(goodRow()), short, cellsOf(goodRow()), long], ['\r\n', '\r\n', '\r\n', '\r\n', '\r\n']);
    const preview = expectStatus<Report>(await post('import/preview', file), 200);
    expect(preview).toMatchObject({ valid: 2, invalid: 2 });
    // The short row lacks the English outcomes, and their line break.
    expect(preview.rows.map((row) => row.line)).toEqual([2, 5, 7, 10]);
    expect(preview.rows[1]!.errors).toEqual({ row: `Line 5 has ${COLUMNS.length - 1} columns; the header has ${COLUMNS.length}` });
    expect(preview.rows[3]!.errors).toEqual({ row: `Line 10 has ${COLUMNS.length + 1} columns; the header has ${COLUMNS.length}` });
    const before = await countQualifications();
    const refused = await post('import', file);
    expect(refused.statusCode).toBe(422);
    expect((JSON.parse(refused.body) as { error: { message: string } }).error.message).toBe('2 of 4 rows have errors; nothing was imported');
    expect(await countQualifications()).toBe(before);
  });

  it('reads quoted cells with line breaks of either kind, a byte order mark and empty lines at the end, naming each row by its first line', async () => {
    // Four lines: three outcomes in the Serbian cell, two in the English one.
    const first = goodRow({ knowledge_sr: 'Зна намирнице\r\nЗна технике\r\nЗна хигијену' });
    const second = goodRow({ title_sr: 'Кувар, "мајстор"', knowledge_sr: 'Један ред' });
    const file = `\uFEFF${csvWithEndings([COLUMNS, cellsOf(first), cellsOf(second)], ['\r\n', '\n', '\r\n'])}\r\n\n`;
    const preview = expectStatus<Report>(await post('import/preview', file), 200);
    expect(preview).toMatchObject({ valid: 2, invalid: 0 });
    expect(preview.rows.map((row) => [row.line, row.title])).toEqual([
      [2, 'Кувар'],
      [6, 'Кувар, "мајстор"'],
    ]);
    const imported = expectStatus<{ ids: number[] }>(await post('import', file), 201);
    const views = await Promise.all(imported.ids.map((id) => adminView(t, 'qualifications', id)));
    expect(views.map((view) => (view.translations.sr as Record<string, string>).knowledge)).toEqual(['Зна намирнице\nЗна технике\nЗна хигијену', 'Један ред']);
  });
});
