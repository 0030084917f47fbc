import { stringify } from 'csv-stringify/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type View, adminView, createItem, providerNumbers, providerPayload, qualificationPayload, unique } from './support/factories.js';
import { type TestApp, bearer, expectStatus, startTestApp } from './support/test-app.js';

/** Providers and their approvals imported from CSV, one row an approval: checked row by row, saved all or none. */

interface Report {
  rows: { line: number; code: string; title: string; errors: Record<string, string> }[];
  valid: number;
  invalid: number;
}

let t: TestApp;
let qualification: View;
beforeAll(async () => {
  t = await startTestApp();
  qualification = await createItem(t, 'qualifications', qualificationPayload());
});
afterAll(() => t.close());

const post = (path: string, csv: string, token: string | null = t.tokens.editor) =>
  t.app.inject({ method: 'POST', url: `/api/admin/providers/${path}`, headers: { 'content-type': 'text/csv; charset=utf-8', ...(token ? bearer(token) : {}) }, payload: csv });
const countRows = async (table: 'providers' | 'provider_approvals') => Number((await t.ctx.db.selectFrom(table).select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);

const COLUMNS = [
  'tax_number', 'registration_number', 'name_sr', 'name_en', 'legal_form', 'municipality', 'address', 'email', 'phone', 'website', 'status',
  'activity', 'programme_sr', 'programme_en', 'qualification_code', 'nqf_level', 'decision_number', 'decision_date', 'valid_from', 'valid_until', 'revoked_on', 'revocation_reason', 'places', 'employers',
];
const csvOf = (rows: Record<string, string>[]) => stringify([COLUMNS, ...rows.map((row) => COLUMNS.map((column) => row[column] ?? ''))]);

/** A provider's columns, new numbers each time. */
function providerCells(overrides: Record<string, string> = {}) {
  const { registrationNumber, taxNumber } = providerNumbers();
  return { tax_number: taxNumber, registration_number: registrationNumber, name_sr: `Центар ${unique()}`, name_en: 'Centre', legal_form: 'company', municipality: 'Ниш', address: 'Обреновићева 1', email: 'info@example.org', phone: '+381 18 123 456', website: 'https://example.org/', status: 'published', ...overrides };
}
const approvalCells = (overrides: Record<string, string> = {}) => ({
  activity: 'non-formal-education',
  programme_sr: 'Обука за кувара',
  programme_en: 'Cook training',
  qualification_code: qualification.code as string,
  decision_number: '022-05-00001/2024-07',
  decision_date: '2024-02-01',
  valid_from: '2024-03-01',
  valid_until: '2029-03-01',
  places: 'Ниш | Обреновићева 1; Лесковац | Јужноморавска 2',
  employers: 'Хотел Ниш | Ниш',
  ...overrides,
});

describe('importing providers from CSV', () => {
  it('groups the rows by tax number: a provider with its approvals, each with its places and employers, dates at the start of the day in the portal’s zone', async () => {
    const first = providerCells();
    const second = providerCells();
    const csv = csvOf([
      { ...first, ...approvalCells() },
      { ...first, ...approvalCells({ activity: 'prior-learning', qualification_code: '', nqf_level: '2', valid_until: '', revoked_on: '2025-01-10', revocation_reason: 'Престали услови' }) },
      { ...second },
    ]);
    const preview = expectStatus<Report>(await post('import/preview', csv), 200);
    expect(preview).toMatchObject({ valid: 3, invalid: 0 });
    expect(preview.rows.map((row) => [row.line, row.code])).toEqual([[2, first.tax_number], [3, first.tax_number], [4, second.tax_number]]);

    const imported = expectStatus<{ created: number; ids: number[] }>(await post('import', csv), 201);
    expect(imported.created).toBe(2);
    const view = await adminView(t, 'providers', imported.ids[0]!);
    expect(view).toMatchObject({ status: 'published', taxNumber: first.tax_number, registrationNumber: first.registration_number });
    const approvals = view.approvals as { qualificationId: number | null; level: string | null; validFrom: string; validUntil: string | null; places: unknown[]; employers: unknown[]; revocation: unknown }[];
    expect(approvals).toHaveLength(2);
    expect(approvals[0]).toMatchObject({ qualificationId: qualification.id, validFrom: '2024-02-29T23:00:00.000Z', validUntil: '2029-02-28T23:00:00.000Z' });
    expect(approvals[0]!.places).toEqual([{ municipality: 'Ниш', address: 'Обреновићева 1' }, { municipality: 'Лесковац', address: 'Јужноморавска 2' }]);
    expect(approvals[0]!.employers).toEqual([{ name: 'Хотел Ниш', municipality: 'Ниш' }]);
    expect(approvals[1]).toMatchObject({ qualificationId: null, level: '2', validUntil: null, revocation: { at: '2025-01-09T23:00:00.000Z', reason: 'Престали услови' } });
    expect((await adminView(t, 'providers', imported.ids[1]!)).approvals).toEqual([]);
  });

  it("reports each row's errors by column, the approval's on its own row, and saves nothing", async () => {
    const taken = await createItem(t, 'providers', providerPayload());
    const good = providerCells();
    const csv = csvOf([
      { ...good, ...approvalCells() },
      { ...good, ...approvalCells({ revoked_on: '2025-01-10' }) },
      { ...good, ...approvalCells({ qualification_code: 'NO-SUCH-CODE', valid_from: 'soon' }) },
      { ...providerCells({ tax_number: '100002886', legal_form: 'guild' }), ...approvalCells() },
      { ...providerCells({ tax_number: taken.taxNumber as string }) },
    ]);
    const [providers, approvals] = [await countRows('providers'), await countRows('provider_approvals')];
    for (const path of ['import/preview', 'import']) {
      const response = await post(path, csv);
      const report = path === 'import' ? expectStatus<{ error: { details: { report: Report } } }>(response, 422).error.details.report : expectStatus<Report>(response, 200);
      expect(report).toMatchObject({ valid: 1, invalid: 4 });
      const errorsOf = (line: number) => report.rows.find((row) => row.line === line)!.errors;
      expect(errorsOf(2)).toEqual({});
      expect(Object.keys(errorsOf(3))).toEqual(['revocation_reason']);
      expect(Object.keys(errorsOf(4)).sort()).toEqual(['qualification_code', 'valid_from']);
      expect(Object.keys(errorsOf(5)).sort()).toEqual(['legal_form', 'tax_number']);
      expect(errorsOf(6).tax_number).toContain('Already in the register');
    }
    expect([await countRows('providers'), await countRows('provider_approvals')]).toEqual([providers, approvals]);
  });

  it('answers 400 for a file without the header, 415 for another type, and 401 without sign-in', async () => {
    expect((await post('import/preview', 'name;city\nA;B\n')).statusCode).toBe(400);
    expect((await post('import/preview', stringify([['tax_number', 'name_sr']]))).statusCode).toBe(400);
    const json = await t.app.inject({ method: 'POST', url: '/api/admin/providers/import', headers: { 'content-type': 'application/json', ...bearer(t.tokens.editor) }, payload: {} });
    expect(json.statusCode).toBe(415);
    expect((await post('import', csvOf([providerCells()]), null)).statusCode).toBe(401);
  });
});
