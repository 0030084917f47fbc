import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cyrillicToLatin } from '../../src/common/text/transliterate.js';
import {
  type Payload,
  type PublicList,
  type View,
  adminGet,
  adminPost,
  adminView,
  approvalPayload,
  createItem,
  expectError,
  idsOf,
  providerPayload,
  publicGet,
  publicJson,
  putItem,
  qualificationPayload,
  unique,
  updateItem,
} from './support/factories.js';
import { type TestApp, bearer, expectStatus, startTestApp } from './support/test-app.js';

/**
 * The register of adult-education providers (ЈПОА): the admin API's rules, the approvals saved with
 * their provider (stable ids, revisions), and the public reads (list with its filters, page with
 * the approvals' statuses, and the qualification's "where to get it as an adult").
 */

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const post = (payload: Payload) => adminPost(t, 'providers', payload);
const HOUR = 3_600_000;
const instant = (offsetMs: number) => new Date(Date.now() + offsetMs).toISOString();
type Approval = Payload & { id: number };

interface ProviderRead {
  id: number;
  name: string;
  municipality: string;
  approvalsInForce: number;
  approvals: { id: number; status: string; programme: string; level: string | null; qualification: { id: number } | null; revocation: { reason: string } | null; places: { municipality: string }[] }[];
}

describe('saving a provider: every rule answers 400 naming its field', () => {
  const cases: [string, Payload, string][] = [
    ['an unknown legal form', { legalForm: 'guild' }, 'legalForm'],
    ['a registration number of seven digits', { registrationNumber: '1234567' }, 'registrationNumber'],
    ['a tax number whose check digit is wrong', { taxNumber: '100002886' }, 'taxNumber'],
    ['a tax number of letters', { taxNumber: 'ПИБ123456' }, 'taxNumber'],
    ['no seat municipality', { municipality: ' ' }, 'municipality'],
    ['an e-mail that is not one', { email: 'info-at-example' }, 'email'],
    ['a website that is not http(s)', { website: 'ftp://example.org' }, 'website'],
    ['an approval of an unknown activity', { approvals: [approvalPayload({ activity: 'hobby' })] }, 'approvals.0.activity'],
    ['an approval leading to neither a qualification nor a level', { approvals: [approvalPayload({ level: null })] }, 'approvals.0.qualificationId'],
    ['an approval ending before it starts', { approvals: [approvalPayload({ validFrom: '2025-01-01T00:00:00Z', validUntil: '2024-01-01T00:00:00Z' })] }, 'approvals.0.validUntil'],
    ['an approval without a place', { approvals: [approvalPayload({ places: [] })] }, 'approvals.0.places'],
    ['an approval without its decision number', { approvals: [approvalPayload({ decisionNumber: '' })] }, 'approvals.0.decisionNumber'],
    ['a decision dated otherwise than YYYY-MM-DD', { approvals: [approvalPayload({ decisionDate: '01.03.2024.' })] }, 'approvals.0.decisionDate'],
    ['a revocation without its reason', { approvals: [approvalPayload({ revocation: { at: '2025-01-01T00:00:00Z' } })] }, 'approvals.0.revocation.reason'],
    ['a revocation with a blank reason', { approvals: [approvalPayload({ revocation: { at: '2025-01-01T00:00:00Z', reason: '  ' } })] }, 'approvals.0.revocation.reason'],
    ['a revocation before the approval starts', { approvals: [approvalPayload({ revocation: { at: '2020-01-01T00:00:00Z', reason: 'Грешка' } })] }, 'approvals.0.revocation.at'],
    ['a field the approval does not have', { approvals: [approvalPayload({ colour: 'blue' })] }, 'approvals.0.colour'],
  ];
  it.each(cases)('%s', async (_name, overrides, field) => {
    const error = expectError(await post(providerPayload(overrides)), 400, 'VALIDATION_FAILED');
    expect(Object.keys(error.details?.fields ?? {})).toContain(field);
  });

  it('refuses a registration or tax number another provider has', async () => {
    const first = await createItem(t, 'providers', providerPayload());
    for (const field of ['registrationNumber', 'taxNumber']) {
      const error = expectError(await post(providerPayload({ [field]: first[field] })), 400, 'VALIDATION_FAILED');
      expect(error.details?.fields?.[field]).toContain(String(first[field]));
    }
  });

  it('refuses an unknown qualification, and an approval of another provider', async () => {
    const unknown = expectError(await post(providerPayload({ approvals: [approvalPayload({ qualificationId: 999_999 })] })), 400, 'VALIDATION_FAILED');
    expect(Object.keys(unknown.details?.fields ?? {})).toEqual(['approvals.0.qualificationId']);
    const other = await createItem(t, 'providers', providerPayload());
    const otherApproval = (other.approvals as Approval[])[0]!;
    const stolen = expectError(await post(providerPayload({ approvals: [{ ...approvalPayload(), id: otherApproval.id }] })), 400, 'VALIDATION_FAILED');
    expect(Object.keys(stolen.details?.fields ?? {})).toEqual(['approvals.0.id']);
  });

  it('takes no website as null or as an empty text, and keeps it as an empty text', async () => {
    for (const website of [null, '']) {
      const provider = await createItem(t, 'providers', providerPayload({ website }));
      expect(provider.website).toBe('');
    }
  });

  it('lets only signed-in editors save', async () => {
    expect((await t.app.inject({ method: 'POST', url: '/api/admin/providers', payload: providerPayload() })).statusCode).toBe(401);
  });
});

describe("a provider's approvals are saved with it", () => {
  /** Saves the provider again, its numbers kept, with what the test changes. */
  const resave = (provider: View, overrides: Payload) =>
    updateItem(t, 'providers', provider.id, providerPayload({ registrationNumber: provider.registrationNumber, taxNumber: provider.taxNumber, ...overrides }));

  it('keeps the id of an approval across saves, adds the new ones and drops those left out', async () => {
    const provider = await createItem(t, 'providers', providerPayload({ approvals: [approvalPayload(), approvalPayload({ activity: 'prior-learning' })] }));
    const [first, second] = provider.approvals as Approval[];
    const saved = await resave(provider, { approvals: [{ ...first, programme: { sr: 'Нови назив програма' } }, approvalPayload({ activity: 'training-for-work' })] });
    const approvals = saved.approvals as Approval[];
    expect(approvals.map((a) => a.id)).toEqual([first!.id, expect.any(Number)]);
    expect(approvals[1]!.id).not.toBe(second!.id);
    expect(approvals[0]!.programme).toEqual({ sr: 'Нови назив програма' });
    expect(approvals.map((a) => a.activity)).toEqual(['non-formal-education', 'training-for-work']);
  });

  it('keeps every version in its revisions, and restoring one brings its approvals back', async () => {
    const provider = await createItem(t, 'providers', providerPayload({ approvals: [approvalPayload(), approvalPayload({ activity: 'prior-learning' })] }));
    const first = (provider.approvals as Approval[])[0]!;
    await resave(provider, { approvals: [first] });
    const revisions = expectStatus<{ items: { id: number; version: number }[] }>(await adminGet(t, `providers/${provider.id}/revisions`), 200).items;
    expect(revisions.map((r) => r.version).sort()).toEqual([1, 2]);
    const original = revisions.find((r) => r.version === 1)!;
    const snapshot = expectStatus<View>(await adminGet(t, `providers/${provider.id}/revisions/${original.id}`), 200);
    expect((snapshot.approvals as Approval[]).map((a) => a.activity)).toEqual(['non-formal-education', 'prior-learning']);
    const restored = expectStatus<View>(
      await t.app.inject({ method: 'POST', url: `/api/admin/providers/${provider.id}/revisions/${original.id}/restore`, headers: bearer(t.tokens.editor), payload: { version: 2 } }),
      200,
    );
    const approvals = restored.approvals as Approval[];
    expect(approvals.map((a) => a.activity)).toEqual(['non-formal-education', 'prior-learning']);
    // The approval that stayed keeps its id; the one deleted since comes back as a new approval.
    expect(approvals[0]!.id).toBe(first.id);
  });

  it('answers a save over a stale version with 409, leaving the approvals as they were', async () => {
    const provider = await createItem(t, 'providers', providerPayload());
    await resave(provider, {});
    const stale = await putItem(t, 'providers', provider.id, { ...providerPayload({ registrationNumber: provider.registrationNumber, taxNumber: provider.taxNumber }), approvals: [], version: 1 });
    expect(stale.statusCode).toBe(409);
    expect((await adminView(t, 'providers', provider.id)).approvals).toHaveLength(1);
  });
});

describe('the public list of providers', () => {
  const marker = unique();
  let qualificationId: number;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    qualificationId = (await createItem(t, 'qualifications', qualificationPayload())).id;
    const make = async (key: string, approvals: Payload[], overrides: Payload = {}) => {
      ids[key] = (await createItem(t, 'providers', providerPayload({ approvals, ...overrides }, { name: `Школа ${key} ${marker}` }))).id;
    };
    await make('inForce', [approvalPayload({ qualificationId, level: null, places: [{ municipality: 'Крагујевац', address: 'Главна 1' }] })]);
    await make('expired', [approvalPayload({ validFrom: instant(-48 * HOUR), validUntil: instant(-HOUR) })]);
    await make('revoked', [approvalPayload({ revocation: { at: instant(-HOUR), reason: 'Престали услови за рад' } })]);
    await make('future', [approvalPayload({ validFrom: instant(48 * HOUR), activity: 'prior-learning' })]);
    await make('draft', [approvalPayload()], { status: 'draft' });
  });

  const list = (query = '', lang?: string) => publicJson<PublicList>(t, `providers?limit=100&q=${encodeURIComponent(marker)}${query}`, lang);

  it('shows only published providers with an approval in force, unless another status is asked for', async () => {
    expect(idsOf(await list())).toEqual(expect.arrayContaining([ids.inForce]));
    expect(idsOf(await list())).toHaveLength(1);
    expect(idsOf(await list('&status=expired'))).toEqual([ids.expired]);
    expect(idsOf(await list('&status=revoked'))).toEqual([ids.revoked]);
    expect(idsOf(await list('&status=not-yet-in-force'))).toEqual([ids.future]);
    expect(idsOf(await list('&status=any')).sort()).toEqual([ids.inForce, ids.expired, ids.revoked, ids.future].sort());
  });

  it('filters by municipality of delivery, activity, qualification and level (a qualification gives its own level)', async () => {
    expect(idsOf(await list(`&municipality=${encodeURIComponent('Крагујевац')}`))).toEqual([ids.inForce]);
    expect(idsOf(await list(`&municipality=${encodeURIComponent('kragujevac')}`))).toEqual([ids.inForce]);
    expect(idsOf(await list(`&municipality=${encodeURIComponent('Ниш')}`))).toEqual([]);
    expect(idsOf(await list(`&qualification=${qualificationId}`))).toEqual([ids.inForce]);
    expect(idsOf(await list('&level=4'))).toEqual([ids.inForce]);
    expect(idsOf(await list('&level=5'))).toEqual([]);
    expect(idsOf(await list('&activity=prior-learning&status=any'))).toEqual([ids.future]);
  });

  it('finds a name in either script, with or without diacritics', async () => {
    for (const q of [`школа inforce ${marker}`, `Skola inForce ${marker}`, `škola inforce`]) {
      expect(idsOf(await publicJson<PublicList>(t, `providers?limit=100&q=${encodeURIComponent(q)}`))).toContain(ids.inForce);
    }
  });

  it('names each provider in the locale asked for, with how many approvals are in force', async () => {
    const [item] = (await list('', '/lat')).items as unknown as ProviderRead[];
    expect(item).toMatchObject({ name: cyrillicToLatin(`Школа inForce ${marker}`), municipality: 'Novi Sad', approvalsInForce: 1 });
    const [english] = (await list('', '/en')).items as unknown as ProviderRead[];
    expect(english!.name).toMatch(/^Training centre /);
  });

  it('lists the providers in the alphabetical order of the locale, on the list and on a qualification\'s page', async () => {
    const word = unique();
    const qualification = (await createItem(t, 'qualifications', qualificationPayload())).id;
    // Folded to Latin without diacritics, Ћ, Ц and Ч would all be "c", before Х ("h"); Serbian puts Х before them.
    const names = ['Центар Рад', 'Чачанска школа', 'Ћупријска академија', 'Школа Шабац', 'Хемијска школа', 'Џаковица обука', 'Ђачки центар', 'Академија Алфа'];
    for (const name of names) {
      const payload = providerPayload({ approvals: [approvalPayload({ qualificationId: qualification, level: null })] }, { name: `${name} ${word}` });
      await createItem(t, 'providers', { ...payload, translations: { sr: payload.translations.sr } });
    }
    const namesOf = async (lang: string) => (await publicJson<PublicList>(t, `providers?limit=100&q=${encodeURIComponent(word)}`, lang)).items.map((item) => String(item.name));
    const sorted = (texts: string[], locale: string) => texts.map((name) => `${name} ${word}`).sort(new Intl.Collator(locale).compare);
    expect(await namesOf('/sr')).toEqual(sorted(names, 'sr'));
    expect(await namesOf('/lat')).toEqual(sorted(names.map(cyrillicToLatin), 'sr-Latn'));
    expect(await namesOf('/en')).toEqual(sorted(names, 'en'));
    const page = await publicJson<{ adultProviders: { name: string }[] }>(t, `qualifications/${qualification}`, '/lat');
    expect(page.adultProviders.map((p) => p.name)).toEqual(sorted(names.map(cyrillicToLatin), 'sr-Latn'));
  });

  it('answers a bad filter with 400', async () => {
    for (const query of ['status=sometimes', 'level=9', 'activity=hobby', 'qualification=one', 'limit=1000', 'colour=blue']) {
      expectError(await publicGet(t, `providers?${query}`), 400, 'VALIDATION_FAILED');
    }
    expectError(await publicGet(t, 'providers/0'), 400, 'VALIDATION_FAILED');
  });

  it("shows a provider's page with every approval's status, its places and employers, in force first; a draft is not found", async () => {
    const provider = await createItem(
      t,
      'providers',
      providerPayload({
        approvals: [
          approvalPayload({ revocation: { at: instant(-HOUR), reason: 'Престали услови за рад' } }),
          approvalPayload({ validFrom: instant(-48 * HOUR), validUntil: instant(-HOUR) }),
          approvalPayload({ qualificationId, level: null }),
        ],
      }),
    );
    const page = await publicJson<ProviderRead>(t, `providers/${provider.id}`);
    expect(page.approvals.map((a) => a.status)).toEqual(['in-force', 'expired', 'revoked']);
    expect(page.approvals[0]!.qualification?.id).toBe(qualificationId);
    expect(page.approvals[0]!.level).toBe('4');
    expect(page.approvals[2]!.revocation?.reason).toBe('Престали услови за рад');
    expect(page.approvals[0]!.places).toEqual([{ municipality: 'Нови Сад', address: 'Булевар ослобођења 1' }]);
    expect(page.approvalsInForce).toBe(1);
    expectError(await publicGet(t, `providers/${ids.draft}`), 404, 'NOT_FOUND');
  });

  it("lists on the qualification's page the providers with an approval in force for it", async () => {
    const qualification = await publicJson<{ adultProviders: { id: number; programme: string }[] }>(t, `qualifications/${qualificationId}`);
    expect(qualification.adultProviders.map((p) => p.id)).toContain(ids.inForce);
    expect(qualification.adultProviders.map((p) => p.id)).not.toContain(ids.draft);
  });
});
