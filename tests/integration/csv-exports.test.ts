import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { approvalPayload, awardingBodyPayload, councilPayload, createItem, providerPayload, qualificationPayload, standardPayload } from './support/factories.js';
import { type RegisteredRoute, collectRoutes } from './support/http.js';
import { TEST_PASSWORD, type TestApp, bearer, expectStatus, startTestApp } from './support/test-app.js';

/**
 * Every CSV file the portal writes (found by sweeping its routes) is safe to open in a spreadsheet:
 * text that a spreadsheet would run as a formula (OWASP's CSV injection) arrives as inert text,
 * in the file and in LibreOffice Calc.
 */

const run = promisify(execFile);
const SOFFICE = '/usr/bin/soffice';

/** Titles, names and user agents that start a formula; the last two only once a spreadsheet trims the space before them. */
const FORMULAS = ['=HYPERLINK("http://evil.example","x")', '+1+1', '-2+3', '@SUM(1)', '\t=1', ' =1'];
/** What the API keeps as typed (the others it trims, so they are written to the database as another import would). */
const TYPED = FORMULAS.slice(0, 4);

let t: TestApp;
let csvRoutes: string[];

beforeAll(async () => {
  t = await startTestApp();
  // The register: a published qualification titled with each formula, by a body named with one.
  const body = await createItem(t, 'awarding-bodies', awardingBodyPayload({ translations: { sr: { name: '=1+2', city: 'Ниш' } } }));
  for (const title of FORMULAS) {
    const created = await createItem(t, 'qualifications', qualificationPayload({ awardingBodyIds: [body.id] }, { title: TYPED.includes(title) ? title : 'Привремени наслов' }));
    if (!TYPED.includes(title)) await t.ctx.db.updateTable('qualification_translations').set({ title }).where('entity_id', '=', created.id).where('locale', '=', 'sr').execute();
  }
  // The other registers: a standard titled, a provider and a council named with each formula, written to the database as the titles above.
  for (const formula of FORMULAS) {
    const standard = await createItem(t, 'standards', standardPayload({}, { title: 'Привремени наслов' }));
    await t.ctx.db.updateTable('standard_translations').set({ title: formula }).where('entity_id', '=', standard.id).where('locale', '=', 'sr').execute();
    const provider = await createItem(t, 'providers', providerPayload({ approvals: [approvalPayload()] }, { name: 'Привремени назив' }));
    await t.ctx.db.updateTable('provider_translations').set({ name: formula }).where('entity_id', '=', provider.id).where('locale', '=', 'sr').execute();
    const council = await createItem(t, 'councils', councilPayload({}, { name: `Привремени назив ${standard.id}` }));
    await t.ctx.db.updateTable('council_translations').set({ name: formula }).where('entity_id', '=', council.id).where('locale', '=', 'sr').execute();
  }
  // The audit log: sign-ins by people with such names, from browsers that send such user agents.
  for (const [i, name] of FORMULAS.entries()) {
    const email = `formula-${i}@example.org`;
    const user = expectStatus<{ id: number }>(
      await t.app.inject({ method: 'POST', url: '/api/admin/users', headers: bearer(t.tokens.admin), payload: { email, name: 'Привремено име', groupIds: t.groups.editorGroups, password: TEST_PASSWORD } }),
      201,
    );
    await t.ctx.db.updateTable('users').set({ name }).where('id', '=', user.id).execute();
    const signIn = await t.app.inject({ method: 'POST', url: '/api/auth/login', headers: { 'user-agent': FORMULAS[(i + 1) % FORMULAS.length]! }, payload: { email, password: TEST_PASSWORD } });
    expectStatus(signIn, 200);
  }
  const routes: RegisteredRoute[] = await collectRoutes(t.ctx);
  csvRoutes = [];
  for (const route of routes.filter((r) => r.method === 'GET' && !r.url.includes(':') && !r.url.includes('*'))) {
    const response = await t.app.inject({ method: 'GET', url: route.url, headers: bearer(t.tokens.admin) });
    if (response.statusCode === 200 && String(response.headers['content-type']).startsWith('text/csv')) csvRoutes.push(route.url);
  }
});
afterAll(() => t.close());

const download = async (url: string) => (await t.app.inject({ method: 'GET', url, headers: bearer(t.tokens.admin) })).rawPayload;

describe('every CSV file the portal writes', () => {
  it('is found by sweeping the routes', () => {
    expect(csvRoutes).toEqual(expect.arrayContaining(['/open-data/qualifications.csv', '/open-data/standards.csv', '/open-data/providers.csv', '/open-data/councils.csv', '/api/admin/audit.csv']));
  });

  it('writes each text cell that could start a formula quoted, after a single quote, and every formula typed reaches it', async () => {
    for (const url of csvRoutes) {
      const cells = (parse(await download(url), { bom: true, relax_column_count: true }) as string[][]).flat();
      for (const formula of FORMULAS) expect(cells, `${url}: ${JSON.stringify(formula)}`).toContain(`'${formula}`);
      for (const cell of cells) {
        if (/^\s*[=+\-@\t\r]/.test(cell) && !/^-?\d+(\.\d+)?$/.test(cell)) expect(cell.startsWith("'"), `${url}: ${JSON.stringify(cell)}`).toBe(true);
      }
    }
  });

  const hasLibreOffice = fs.existsSync(SOFFICE);
  const calcTitle = hasLibreOffice
    ? 'opens in LibreOffice Calc, formulas evaluated on import, with no cell a formula and each formula shown as its text'
    : `SKIPPED, ${SOFFICE} is not installed (apt-get install libreoffice-calc-nogui): opening each CSV in LibreOffice Calc`;
  it.skipIf(!hasLibreOffice)(calcTitle, async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'noks-csv-formulas-'));
    try {
      const files = [];
      for (const [i, url] of csvRoutes.entries()) {
        files.push(path.join(dir, `export-${i}.csv`));
        fs.writeFileSync(files[i]!, await download(url));
      }
      // Comma, double quotes, UTF-8 (76), from line 1, special numbers detected, formulas evaluated: the most trusting import.
      const filter = 'CSV:44,34,76,1,,0,false,true,false,false,false,-1,true';
      // One start of LibreOffice converts every file: it takes seconds to start.
      await run(SOFFICE, [`-env:UserInstallation=file://${dir}/profile`, '--headless', `--infilter=${filter}`, '--convert-to', 'fods', '--outdir', dir, ...files], { timeout: 150_000 });
      for (const [i, url] of csvRoutes.entries()) {
        const sheet = fs.readFileSync(path.join(dir, `export-${i}.fods`), 'utf8');
        expect(sheet, url).toContain('<table:table-cell');
        expect(sheet.match(/table:formula="[^"]*"/g) ?? [], url).toEqual([]);
        expect(sheet, url).toContain('<text:p>&apos;=HYPERLINK(&quot;http://evil.example&quot;,&quot;x&quot;)</text:p>');
        expect(sheet, url).toContain('<text:p>&apos;@SUM(1)</text:p>');
      }
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }, 180_000);
});
