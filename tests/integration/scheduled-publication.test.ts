import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EntityType } from '../../src/common/schemas/admin.js';
import { nowMs, setClock } from '../../src/server/lib/clock.js';
import { nextLocalMidnight } from '../../src/server/modules/response-cache/next-change.repository.js';
import {
  type Payload,
  adminGet,
  approvalPayload,
  articlePayload,
  awardingBodyPayload,
  categoryPayload,
  createItem,
  filePayload,
  menuItemPayload,
  pagePayload,
  presentationPayload,
  providerPayload,
  qualificationPayload,
  standardPayload,
  councilPayload,
  tagPayload,
  updateItem,
} from './support/factories.js';
import { uploadPdf } from './support/multipart.js';
import { type TestApp, expectStatus, startTestApp } from './support/test-app.js';

let t: TestApp;
/** The portal's clock in these tests: it only moves forward, past every time scheduled before. */
let now: number;

beforeAll(async () => {
  t = await startTestApp();
  // Started after the database was made: its levels were published at the real time of that.
  now = nowMs();
  setClock(() => now);
});
afterAll(async () => {
  setClock(null);
  await t.close();
});

/** How one type's item is scheduled, and the cached public read that must show it at its time. */
interface Scenario {
  /** Saves an item (or changes one) so that it becomes public at `at`; gives its id. */
  schedule(at: string): Promise<number>;
  /** A public list the item belongs in, read (and cached) before its time. */
  list: string;
  /** The ids the list shows. */
  idsOf(body: Record<string, unknown>): number[];
}

const itemIds = (body: Record<string, unknown>) => (body.items as { id: number }[]).map((item) => item.id);
const created = (path: string, payload: (at: string) => Promise<Payload> | Payload) => async (at: string) => (await createItem(t, path, await payload(at))).id;

/**
 * One scenario a content type: a Record over every type, so that a type added without one does
 * not compile.
 */
const SCENARIOS: Record<EntityType, Scenario> = {
  article: { schedule: created('articles', (at) => articlePayload({ publishedAt: at })), list: '/api/articles?limit=100', idsOf: itemIds },
  category: { schedule: created('categories', (at) => categoryPayload({ publishedAt: at })), list: '/api/categories?limit=100', idsOf: itemIds },
  page: { schedule: created('pages', (at) => pagePayload({ publishedAt: at })), list: '/api/pages?limit=100', idsOf: itemIds },
  presentation: { schedule: created('presentations', (at) => presentationPayload({ publishedAt: at })), list: '/api/presentations?limit=100', idsOf: itemIds },
  tag: { schedule: created('tags', (at) => tagPayload({ publishedAt: at })), list: '/api/tags?limit=100', idsOf: itemIds },
  file: { schedule: created('files', async (at) => filePayload((await uploadPdf(t)).id, { publishedAt: at })), list: '/api/files?limit=100', idsOf: itemIds },
  menu_item: {
    schedule: created('menu-items', (at) => menuItemPayload({ type: 'url', url: 'https://example.org/' }, { publishedAt: at })),
    list: '/api/menu-items?menu=main',
    idsOf: itemIds,
  },
  // The framework's levels come with the database: one of them is scheduled again.
  level: {
    async schedule(at) {
      const first = expectStatus<{ items: { id: number }[] }>(await adminGet(t, 'levels?limit=1'), 200).items[0]!;
      const view = expectStatus<{ version: number; translations: { sr: Payload } }>(await adminGet(t, `levels/${first.id}`), 200);
      const { title, summary, knowledge, skills, competences } = view.translations.sr;
      const sr = { title, summary, knowledge, skills, competences };
      await updateItem(t, 'levels', first.id, { status: 'published', publishedAt: at, version: view.version, translations: { sr } });
      return first.id;
    },
    list: '/api/levels',
    idsOf: itemIds,
  },
  qualification: { schedule: created('qualifications', (at) => qualificationPayload({ publishedAt: at })), list: '/api/qualifications?limit=100&q=Техничар', idsOf: itemIds },
  awarding_body: { schedule: created('awarding-bodies', (at) => awardingBodyPayload({ publishedAt: at })), list: '/api/awarding-bodies', idsOf: itemIds },
  standard: { schedule: created('standards', (at) => standardPayload({ publishedAt: at })), list: '/api/standards?limit=100&level=4', idsOf: itemIds },
  provider: { schedule: created('providers', (at) => providerPayload({ publishedAt: at })), list: '/api/providers?limit=100&level=4', idsOf: itemIds },
  council: { schedule: created('councils', (at) => councilPayload({ publishedAt: at })), list: '/api/councils?limit=100', idsOf: itemIds },
};

const read = (url: string): Promise<LightMyRequestResponse> => t.app.inject({ method: 'GET', url });

describe('a scheduled item reaches a public list cached before its time, on a clock moved by hand', () => {
  for (const [type, scenario] of Object.entries(SCENARIOS)) {
    it(type, async () => {
      // Local midnight ends every cached response by itself: the ten minutes moved here must not hold one.
      if (nextLocalMidnight(now) - now <= 15 * 60_000) now = nextLocalMidnight(now) + 60_000;
      const at = new Date(now + 10 * 60_000).toISOString();
      const id = await scenario.schedule(at);

      const before = read(scenario.list);
      expect(scenario.idsOf(expectStatus(await before, 200))).not.toContain(id);
      now += 10 * 60_000 - 1;
      const hits = t.ctx.responseCache.stats().hits;
      expect(scenario.idsOf(expectStatus(await read(scenario.list), 200))).not.toContain(id);
      // Still before its time the list came from the cache: the test checks a cached list.
      expect(t.ctx.responseCache.stats().hits).toBe(hits + 1);

      now += 1;
      expect(scenario.idsOf(expectStatus(await read(scenario.list), 200))).toContain(id);
    });
  }
});

describe("a provider's approval changes the cached public list and page exactly at its instants", () => {
  /** A published provider whose only approval has the instants the test gives, and the list that finds it by name. */
  async function providerWith(approval: Payload) {
    const provider = await createItem(t, 'providers', providerPayload({ approvals: [approvalPayload(approval)] }));
    const name = (provider.translations.sr as { name: string }).name;
    return { id: provider.id, list: `/api/providers?limit=100&q=${encodeURIComponent(name)}`, page: `/api/providers/${provider.id}` };
  }

  /** Reads the list and the page just before `at` (both from the cache) and at `at`; gives what each showed. */
  async function aroundInstant(target: { id: number; list: string; page: string }, at: number) {
    const shown = async () => ({
      listed: itemIds(expectStatus(await read(target.list), 200)).includes(target.id),
      status: expectStatus<{ approvals: { status: string }[] }>(await read(target.page), 200).approvals[0]!.status,
    });
    const first = await shown();
    now = at - 1;
    const hits = t.ctx.responseCache.stats().hits;
    const before = await shown();
    expect(t.ctx.responseCache.stats().hits).toBe(hits + 2);
    expect(before).toEqual(first);
    now = at;
    return { before, after: await shown() };
  }

  /** Ten minutes ahead, with no local midnight (which ends every cached response) in between. */
  function tenMinutesAhead(): number {
    if (nextLocalMidnight(now) - now <= 15 * 60_000) now = nextLocalMidnight(now) + 60_000;
    return now + 10 * 60_000;
  }

  it('expires', async () => {
    const at = tenMinutesAhead();
    const target = await providerWith({ validFrom: new Date(now - 60_000).toISOString(), validUntil: new Date(at).toISOString() });
    expect(await aroundInstant(target, at)).toEqual({ before: { listed: true, status: 'in-force' }, after: { listed: false, status: 'expired' } });
  });

  it('comes into force', async () => {
    const at = tenMinutesAhead();
    const target = await providerWith({ validFrom: new Date(at).toISOString() });
    expect(await aroundInstant(target, at)).toEqual({ before: { listed: false, status: 'not-yet-in-force' }, after: { listed: true, status: 'in-force' } });
  });

  it('is revoked', async () => {
    const at = tenMinutesAhead();
    const target = await providerWith({ validFrom: new Date(now - 60_000).toISOString(), revocation: { at: new Date(at).toISOString(), reason: 'Престали услови' } });
    expect(await aroundInstant(target, at)).toEqual({ before: { listed: true, status: 'in-force' }, after: { listed: false, status: 'revoked' } });
  });
});
