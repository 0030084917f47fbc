import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { parse } from 'csv-parse/sync';
import jsonld from 'jsonld';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { setClock } from '../../src/server/lib/clock.js';
import { type View, approvalPayload, awardingBodyPayload, councilPayload, createItem, deleteItem, expectError, providerPayload, qualificationPayload, standardPayload, updateItem } from './support/factories.js';
import { type TestApp, startTestApp } from './support/test-app.js';

/** The register as open data: JSON and CSV at stable URLs, cached, with conditional requests. */

const run = promisify(execFile);
const SOFFICE = '/usr/bin/soffice';

interface ExportedQualification {
  id: number;
  uri: string;
  code: string;
  title: { sr: string; lat: string; en: string | null };
  nqfLevel: string;
  eqfLevel: number;
  field: { code: string; uri: string; name: { sr: string; en: string } };
  learningOutcomes: { knowledge: { sr: string[]; lat: string[]; en: string[] | null } };
  awardingBodies: { id: number; name: { sr: string } }[];
}
interface RegisterJson {
  licence: { name: string; url: string };
  modified: string;
  count: number;
  qualifications: ExportedQualification[];
}

let t: TestApp;
let body: View;
let published: View;
let draft: View;

beforeAll(async () => {
  t = await startTestApp();
  body = await createItem(t, 'awarding-bodies', awardingBodyPayload());
  published = await createItem(t, 'qualifications', qualificationPayload({ level: '6.1', credits: 180, hours: null, awardingBodyIds: [body.id] }, { title: 'Струковни информатичар' }));
  draft = await createItem(t, 'qualifications', qualificationPayload({ status: 'draft' }));
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
const registerJson = async () => JSON.parse((await get('/open-data/qualifications.json')).body) as RegisterJson;

describe('the register as JSON', () => {
  it('holds every published qualification in every locale, with a licence and the time of the last change', async () => {
    const response = await get('/open-data/qualifications.json');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    const data = JSON.parse(response.body) as RegisterJson;
    expect(data.licence.url).toBe('https://creativecommons.org/licenses/by/4.0/');
    expect(data.count).toBe(data.qualifications.length);
    const ids = data.qualifications.map((q) => q.id);
    expect(ids).toContain(published.id);
    expect(ids).not.toContain(draft.id);
    const exported = data.qualifications.find((q) => q.id === published.id)!;
    expect(exported).toMatchObject({
      code: published.code,
      title: { sr: 'Струковни информатичар', lat: 'Strukovni informatičar' },
      nqfLevel: '6.1',
      eqfLevel: 6,
      field: { code: '0613', uri: 'http://data.europa.eu/snb/isced-f/0613', name: { en: 'Software and applications development and analysis' } },
      learningOutcomes: { knowledge: { sr: ['Зна хардвер', 'Зна мреже'], lat: ['Zna hardver', 'Zna mreže'], en: ['Knows hardware', 'Knows networks'] } },
      awardingBodies: [{ id: body.id, name: { sr: (body.translations.sr as { name: string }).name } }],
    });
    expect(exported.uri).toMatch(new RegExp(`/en/qualification/${published.id}$`));
    expect(Date.parse(data.modified)).toBeGreaterThanOrEqual(Date.parse(published.updatedAt as string));
    expect(new Date(response.headers['last-modified'] as string).toISOString()).toBe(new Date(Math.floor(Date.parse(data.modified) / 1000) * 1000).toISOString());
  });

  it('answers 304 to a harvester holding the current version, by ETag or by date, and 200 once the register changed', async () => {
    for (const file of ['qualifications.csv', 'qualifications.jsonld']) {
      const current = await get(`/open-data/${file}`);
      expect((await get(`/open-data/${file}`, { 'if-none-match': current.headers.etag as string })).statusCode, file).toBe(304);
      expect((await get(`/open-data/${file}`, { 'if-modified-since': current.headers['last-modified'] as string })).statusCode, file).toBe(304);
    }
    const first = await get('/open-data/qualifications.json');
    const etag = first.headers.etag as string;
    const lastModified = first.headers['last-modified'] as string;
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect((await get('/open-data/qualifications.json', { 'if-none-match': etag })).statusCode).toBe(304);
    expect((await get('/open-data/qualifications.json', { 'if-modified-since': lastModified })).statusCode).toBe(304);
    // An ETag that does not match decides, whatever the date says.
    expect((await get('/open-data/qualifications.json', { 'if-none-match': '"other"', 'if-modified-since': lastModified })).statusCode).toBe(200);

    // A later second, so the date can tell the versions apart.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    await updateItem(t, 'qualifications', published.id, qualificationPayload({ code: published.code, level: '6.2', credits: 240, hours: null, awardingBodyIds: [body.id] }, { title: 'Струковни информатичар' }));
    const changed = await get('/open-data/qualifications.json', { 'if-none-match': etag });
    expect(changed.statusCode).toBe(200);
    expect((await get('/open-data/qualifications.json', { 'if-modified-since': lastModified })).statusCode).toBe(200);
    expect(Date.parse(changed.headers['last-modified'] as string)).toBeGreaterThan(Date.parse(lastModified));
    expect((JSON.parse(changed.body) as RegisterJson).qualifications.find((q) => q.id === published.id)!.nqfLevel).toBe('6.2');
  });

  it('keeps what it has published: a published qualification cannot be deleted, an unpublished one can', async () => {
    const item = await createItem(t, 'qualifications', qualificationPayload());
    expectError(await deleteItem(t, 'qualifications', item.id), 409, 'CONFLICT');
    expect((await registerJson()).qualifications.map((q) => q.id)).toContain(item.id);
    await updateItem(t, 'qualifications', item.id, { ...qualificationPayload({ code: item.code }), status: 'archived' });
    expect((await registerJson()).qualifications.map((q) => q.id)).not.toContain(item.id);
    expect((await deleteItem(t, 'qualifications', item.id)).statusCode).toBe(204);
  });
});

describe('the register as CSV', () => {
  it('is UTF-8 with a byte order mark: a licence line, the header, a row per qualification, outcomes a line each in their cell', async () => {
    const response = await get('/open-data/qualifications.csv');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8; header=present');
    expect(response.headers['content-disposition']).toBe('attachment; filename="qualifications.csv"');
    expect([...response.rawPayload.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    // A line break inside a cell is quoted: spreadsheets would start a new row at it otherwise.
    expect(response.body).toContain('"Зна хардвер\nЗна мреже"');
    const [notice, header, ...rows] = parse(response.body, { bom: true, relax_column_count: true }) as string[][];
    expect(notice![0]).toMatch(/Licence: Creative Commons Attribution 4\.0.*Modified: \d{4}-\d{2}-\d{2}T/);
    expect(header!.slice(0, 5)).toEqual(['code', 'title_sr', 'title_lat', 'title_en', 'nqf_level']);
    const row = Object.fromEntries(header!.map((name, i) => [name, rows.find((r) => r[0] === published.code)![i]]));
    expect(row).toMatchObject({ title_sr: 'Струковни информатичар', title_lat: 'Strukovni informatičar', field_code: '0613', knowledge_sr: 'Зна хардвер\nЗна мреже' });
    expect(rows.every((r) => r.length === header!.length)).toBe(true);
    expect(rows.map((r) => r[0])).not.toContain(draft.code);
  });

  const hasLibreOffice = fs.existsSync(SOFFICE);
  const calcTitle = hasLibreOffice
    ? 'opens in LibreOffice Calc with the Cyrillic intact and every cell in its column'
    : `SKIPPED, ${SOFFICE} is not installed (apt-get install libreoffice-calc-nogui): opening the CSV in LibreOffice Calc`;
  it.skipIf(!hasLibreOffice)(calcTitle, async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'noks-csv-'));
    try {
      const file = path.join(dir, 'qualifications.csv');
      fs.writeFileSync(file, (await get('/open-data/qualifications.csv')).rawPayload);
      // The text import a spreadsheet user confirms: comma, double quotes, UTF-8 (76).
      await run(SOFFICE, [`-env:UserInstallation=file://${dir}/profile`, '--headless', '--infilter=CSV:44,34,76,1', '--convert-to', 'html', '--outdir', dir, file], { timeout: 60_000 });
      const html = fs.readFileSync(path.join(dir, 'qualifications.html'), 'utf8');
      expect(html).toContain('<td align="left">Струковни информатичар</td>');
      expect(html).toContain('Зна хардвер<br>Зна мреже');
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('the register as an ELM dataset (JSON-LD) for Europass', () => {
  const ELM = 'http://data.europa.eu/snb/model/elm/';
  const DC = 'http://purl.org/dc/terms/';
  type Node = Record<string, unknown> & { '@id'?: string; '@type'?: string[] };
  const values = (node: Node, property: string) => (node[property] as Node[] | undefined) ?? [];
  const ids = (node: Node, property: string) => values(node, property).map((value) => value['@id']);
  const literal = (node: Node, property: string, language: string) => values(node, property).find((value) => value['@language'] === language)?.['@value'];

  it('expands with its own context, no remote document, and every qualification has what the profile requires', async () => {
    const response = await get('/open-data/qualifications.jsonld');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/ld+json; charset=utf-8');
    expect(response.headers.etag).toBeTruthy();
    expect(response.headers['last-modified']).toBeTruthy();
    const refuseRemote = async (url: string) => {
      throw new Error(`The dataset asked for a remote document: ${url}`);
    };
    const expanded = (await jsonld.expand(JSON.parse(response.body) as object, { documentLoader: refuseRemote })) as Node[];
    const qualifications = expanded.filter((node) => node['@type']?.includes(`${ELM}Qualification`));
    const register = await registerJson();
    expect(qualifications).toHaveLength(register.count);
    const exportedBodies = new Map(register.qualifications.map((q) => [q.id, q.awardingBodies]));

    for (const node of qualifications) {
      // Each awarding body of the register is an awarding opportunity of the qualification, in Serbia.
      const bodies = exportedBodies.get(Number(node['@id']!.split('/').pop()))!;
      const opportunities = values(node, `${ELM}awardingOpportunity`);
      expect(opportunities).toHaveLength(bodies.length);
      for (const opportunity of opportunities) {
        expect(values(opportunity, `${ELM}awardingBody`)).toHaveLength(1);
        const [address] = values(values(opportunity, `${ELM}location`)[0]!, `${ELM}address`);
        expect(ids(address!, `${ELM}countryCode`)).toEqual(['http://publications.europa.eu/resource/authority/country/SRB']);
      }
      expect(node['@id']).toMatch(/^http:\/\/[^/]+\/en\/qualification\/\d+$/);
      expect(literal(node, `${DC}title`, 'sr-cyrl') ?? literal(node, `${DC}title`, 'sr-Cyrl')).toBeTruthy();
      expect(ids(node, `${ELM}EQFLevel`)).toEqual([expect.stringMatching(/^http:\/\/data\.europa\.eu\/snb\/eqf\/[1-8]$/)]);
      expect(ids(node, `${ELM}NQFLevel`)).toHaveLength(1);
      expect(ids(node, `${ELM}ISCEDFCode`)).toEqual([expect.stringMatching(/^http:\/\/data\.europa\.eu\/snb\/isced-f\/\d{4}$/)]);
      const outcomes = values(node, `${ELM}learningOutcome`);
      expect(outcomes.length).toBeGreaterThan(0);
      for (const outcome of outcomes) expect(values(outcome, `${DC}title`).length).toBeGreaterThan(0);
      expect(values(node, `${ELM}creditPoint`).length + values(node, `${ELM}volumeOfLearning`).length).toBeGreaterThan(0);
    }

    const ours = qualifications.find((node) => node['@id']!.endsWith(`/en/qualification/${published.id}`))!;
    expect(ids(ours, `${ELM}EQFLevel`)).toEqual(['http://data.europa.eu/snb/eqf/6']);
    expect(ids(ours, `${ELM}ISCEDFCode`)).toEqual(['http://data.europa.eu/snb/isced-f/0613']);
    const [credits] = values(ours, `${ELM}creditPoint`);
    expect(ids(credits!, `${ELM}framework`)).toEqual(['http://data.europa.eu/snb/education-credit/6fcec5c5af']);
    const exported = (await registerJson()).qualifications.find((q) => q.id === published.id) as unknown as { credits: number };
    expect(values(credits!, `${ELM}point`)[0]!['@value']).toBe(String(exported.credits));
    const [awarding] = values(ours, `${ELM}awardingOpportunity`);
    expect(ids(awarding!, `${ELM}learningAchievementSpecification`)).toEqual([ours['@id']]);
    const [awardingBody] = values(awarding!, `${ELM}awardingBody`);
    expect(literal(awardingBody!, 'http://www.w3.org/ns/regorg#legalName', 'en')).toBe((body.translations.en as { name: string }).name);
    const [location] = values(awarding!, `${ELM}location`);
    const [address] = values(location!, `${ELM}address`);
    expect(ids(address!, `${ELM}countryCode`)).toEqual(['http://publications.europa.eu/resource/authority/country/SRB']);
    const outcomeTitles = values(ours, `${ELM}learningOutcome`).map((outcome) => literal(outcome, `${DC}title`, 'en'));
    expect(outcomeTitles).toEqual(expect.arrayContaining(['Knows hardware', 'Knows networks', 'Assembles a computer', 'Works alone']));
  });
});

describe('the register of standards as open data', () => {
  interface StandardsJson {
    count: number;
    standards: { id: number; code: string; title: { sr: string; lat: string }; history: { kind: string }[]; qualifications: string[]; learningOutcomes: { knowledge: { sr: string[] } } }[];
  }
  let standard: View;
  let withdrawnDraft: View;
  let resting: View;

  beforeAll(async () => {
    // A title a spreadsheet would read as a formula: the CSV must write it as inert text.
    standard = await createItem(t, 'standards', standardPayload({}, { title: '-Стандард за оператера 1+1' }));
    withdrawnDraft = await createItem(t, 'standards', standardPayload({ status: 'draft' }));
    resting = await createItem(t, 'qualifications', qualificationPayload({ standardId: standard.id }));
  });

  it('as JSON holds every published standard with its history and the qualifications resting on it, no draft', async () => {
    const response = await get('/open-data/standards.json');
    expect(response.statusCode).toBe(200);
    const data = JSON.parse(response.body) as StandardsJson;
    expect(data.count).toBe(data.standards.length);
    const ids = data.standards.map((s) => s.id);
    expect(ids).toContain(standard.id);
    expect(ids).not.toContain(withdrawnDraft.id);
    const exported = data.standards.find((s) => s.id === standard.id)!;
    expect(exported).toMatchObject({ code: standard.code, title: { sr: '-Стандард за оператера 1+1', lat: '-Standard za operatera 1+1' }, history: [{ kind: 'adopted' }], qualifications: [resting.code] });
    expect(exported.learningOutcomes.knowledge.sr.length).toBeGreaterThan(0);
  });

  it('as CSV is UTF-8 with a byte order mark, the stable header, and a cell that looks like a formula made inert', async () => {
    const response = await get('/open-data/standards.csv');
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8; header=present');
    expect(response.headers['content-disposition']).toBe('attachment; filename="standards.csv"');
    expect([...response.rawPayload.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const [, header, ...rows] = parse(response.body, { bom: true, relax_column_count: true }) as string[][];
    expect(header!.slice(0, 7)).toEqual(['code', 'title_sr', 'title_lat', 'title_en', 'status', 'status_since', 'decisions']);
    const row = Object.fromEntries(header!.map((name, i) => [name, rows.find((r) => r[0] === standard.code)![i]]));
    expect(row).toMatchObject({ title_sr: "'-Стандард за оператера 1+1", status: 'in-force', qualifications: resting.code });
    expect(rows.map((r) => r[0])).not.toContain(withdrawnDraft.code);
  });
});

describe('the catalogue of the open data', () => {
  interface Catalogue {
    licence: { url: string };
    datasets: { key: string; title: string; count: number; modified: string; files: { format: string; url: string; mediaType: string }[]; columns: { name: string; description: string }[] }[];
  }

  it('documents every dataset in each locale: each file answers with its media type, the CSV header is the columns described, the count is the JSON count', async () => {
    const catalogues = await Promise.all((['sr', 'lat', 'en'] as const).map(async (locale) => JSON.parse((await get(`/api/open-data?locale=${locale}`)).body) as Catalogue));
    const [sr, lat, en] = catalogues as [Catalogue, Catalogue, Catalogue];
    expect(sr.datasets.map((d) => d.key)).toEqual(['qualifications', 'standards', 'providers', 'councils']);
    expect(lat.datasets[0]!.title).toBe('Registar Nacionalnog okvira kvalifikacija Republike Srbije');
    expect(en.datasets[0]!.title).toBe('Register of the National Qualifications Framework of the Republic of Serbia');
    for (const dataset of sr.datasets) {
      for (const file of dataset.files) {
        const response = await get(file.url);
        expect(response.statusCode, file.url).toBe(200);
        expect(String(response.headers['content-type']).split(';')[0], file.url).toBe(file.mediaType);
      }
      const csv = parse((await get(`/open-data/${dataset.key}.csv`)).body, { bom: true, relax_column_count: true }) as string[][];
      expect(csv[1], dataset.key).toEqual(dataset.columns.map((column) => column.name));
      expect(dataset.columns.every((column) => column.description.length > 0)).toBe(true);
      const json = JSON.parse((await get(`/open-data/${dataset.key}.json`)).body) as { count: number; modified: string };
      expect(json.count, dataset.key).toBe(dataset.count);
      expect(json.modified, dataset.key).toBe(dataset.modified);
    }
  });
});

describe('the register of providers (ЈПОА) as open data', () => {
  interface ProvidersJson {
    count: number;
    providers: { id: number; taxNumber: string; approvals: { id: number; status: string; qualification: { code: string } | null; places: { municipality: string }[] }[] }[];
  }
  const providersJson = async () => JSON.parse((await get('/open-data/providers.json')).body) as ProvidersJson;
  const csvRows = async () => {
    const [, header, ...rows] = parse((await get('/open-data/providers.csv')).body, { bom: true, relax_column_count: true }) as string[][];
    return rows.map((row) => Object.fromEntries(header!.map((name, i) => [name, row[i]!])));
  };
  let provider: View;
  let qualification: View;
  let expiry: number;

  beforeAll(async () => {
    qualification = await createItem(t, 'qualifications', qualificationPayload({ level: '4' }));
    // Expires in an hour, on the clock the test moves: then, and not a moment later, its status in the files changes.
    expiry = Math.ceil((Date.now() + 3_600_000) / 1000) * 1000;
    provider = await createItem(
      t,
      'providers',
      providerPayload({
        approvals: [
          approvalPayload({ qualificationId: qualification.id, level: null, validUntil: new Date(expiry).toISOString() }),
          approvalPayload({ decisionNumber: '022-05-00200/2024-07', places: [{ municipality: 'Ниш', address: 'Обреновићева 1' }, { municipality: 'Суботица', address: 'Корзо 2' }] }),
        ],
      }),
    );
  });
  afterEach(() => setClock(null));

  it('as JSON holds each published provider with every approval and its status; as CSV a row an approval, places as "municipality | address"', async () => {
    const exported = (await providersJson()).providers.find((p) => p.id === provider.id)!;
    expect(exported.approvals.map((a) => a.status)).toEqual(['in-force', 'in-force']);
    expect(exported.approvals[0]!.qualification?.code).toBe(qualification.code);
    const rows = (await csvRows()).filter((row) => row.tax_number === provider.taxNumber);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({ qualification_code: qualification.code, approval_status: 'in-force', valid_until: new Date(expiry).toISOString() });
    expect(rows[1]).toMatchObject({ places: 'Ниш | Обреновићева 1; Суботица | Корзо 2', qualification_code: '', nqf_level: '4' });
  });

  it('changes at the instant an approval expires: the status in the files, the ELM programme gone, Last-Modified at that instant', async () => {
    const opportunity = `#approval-${(await providersJson()).providers.find((p) => p.id === provider.id)!.approvals[0]!.id}`;
    expect((await get('/open-data/qualifications.jsonld')).body).toContain(opportunity);
    setClock(() => expiry - 1);
    const before = await get('/open-data/providers.csv');
    expect((await csvRows()).find((row) => row.tax_number === provider.taxNumber)!.approval_status).toBe('in-force');
    setClock(() => expiry);
    expect((await csvRows()).find((row) => row.tax_number === provider.taxNumber)!.approval_status).toBe('expired');
    // The cached file of a moment before is not served again, even to a client holding it.
    expect((await get('/open-data/providers.csv', { 'if-none-match': before.headers.etag as string })).statusCode).toBe(200);
    const after = await get('/open-data/providers.json');
    expect(Date.parse(after.headers['last-modified'] as string)).toBe(expiry);
    expect((await get('/open-data/qualifications.jsonld')).body).not.toContain(opportunity);
  });
});

describe('the sector skills councils as open data', () => {
  it('lists each published council with its members (no contact data), sessions, decisions and the codes of its standards', async () => {
    const council = await createItem(t, 'councils', councilPayload());
    const standard = await createItem(t, 'standards', standardPayload({ councilId: council.id }));
    const data = JSON.parse((await get('/open-data/councils.json')).body) as { councils: { id: number; members: Record<string, unknown>[]; sessions: { agenda: { lat: string } }[]; standards: string[] }[] };
    const exported = data.councils.find((c) => c.id === council.id)!;
    expect(exported.standards).toEqual([standard.code]);
    expect(exported.members.map((member) => Object.keys(member).sort())).toEqual([
      ['name', 'organisation', 'role'],
      ['name', 'organisation', 'role'],
    ]);
    expect(exported.sessions[0]!.agenda.lat).toBe('Konstituisanje veća\nPoslovnik o radu');
    const [, header, ...rows] = parse((await get('/open-data/councils.csv')).body, { bom: true, relax_column_count: true }) as string[][];
    const row = Object.fromEntries(header!.map((name, i) => [name, rows.find((r) => r[0] === (council.translations.sr as { name: string }).name)![i]]));
    expect(row).toMatchObject({ members: 'Петар Петровић | Привредна комора Србије | chair; Ана Анић | Техничка школа | member', standards: standard.code });
  });
});
