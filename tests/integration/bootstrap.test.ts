import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { type Kysely, sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIXED_PAGE_KEYS } from '../../src/common/schemas/content.js';
import { cyrillicToLatin } from '../../src/common/text/transliterate.js';
import { buildApp } from '../../src/server/app.js';
import type { AppContext } from '../../src/server/app-context.js';
import { ConfigError } from '../../src/server/config.js';
import { GENERATED_ADMIN_EMAIL, bootstrap } from '../../src/server/db/bootstrap.js';
import { type DatabaseHandle, openDatabase } from '../../src/server/db/database.js';
import { dialectHelpers } from '../../src/server/db/dialect.js';
import { migrationProvider } from '../../src/server/db/migrations/index.js';
import type { Database } from '../../src/server/db/schema.js';
import { loadSeedContent } from '../../src/server/db/seed/content/index.js';
import { eventTimes } from '../../src/server/db/seed/seed.js';
import { createLocalStorage } from '../../src/server/lib/file-storage.js';
import { currentMonth, localDateKey } from '../../src/server/lib/local-time.js';
import { DIALECT, PG_URL, bearer, expectStatus, testConfig } from './support/test-app.js';
import { createResponseCache } from '../../src/server/modules/response-cache/create-response-cache.js';

/** Every migration of the portal, in order: a first start applies them all, a second none. */
const MIGRATION_NAMES = Object.keys(await migrationProvider(dialectHelpers(DIALECT)).getMigrations()).sort();

const LOCALES = ['sr', 'lat', 'en'] as const;
const seedContent = loadSeedContent();
const CYRILLIC = /[\u0400-\u04FF]/;
const TABLES: (keyof Database)[] = [
  'users',
  'auth_tokens',
  'login_failures',
  'media',
  'categories',
  'category_translations',
  'tags',
  'tag_translations',
  'articles',
  'article_translations',
  'article_tags',
  'pages',
  'page_translations',
  'presentations',
  'presentation_translations',
  'presentation_slides',
  'files',
  'file_translations',
  'file_tags',
  'menu_items',
  'menu_item_translations',
  'revisions',
];

interface Portal {
  ctx: AppContext;
  handle: DatabaseHandle;
  dataDir: string;
  app(): Promise<FastifyInstance>;
  close(): Promise<void>;
}

/**
 * An empty database (a new SQLite file, or a new PostgreSQL schema), NOT migrated: bootstrap has
 * to do that, as at a real first start.
 */
async function emptyPortal(env: Record<string, string> = {}): Promise<Portal> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'noks-boot-'));
  const config = testConfig(dataDir, env);
  let handle: DatabaseHandle;
  let dropSchema = async (): Promise<void> => undefined;
  if (DIALECT === 'postgres') {
    if (!PG_URL) throw new Error('TEST_DATABASE_URL is required for the PostgreSQL suite');
    const schema = `boot_${randomBytes(6).toString('hex')}`;
    const run = async (query: string) => {
      const client = new pg.Client({ connectionString: PG_URL });
      await client.connect();
      await client.query(query);
      await client.end();
    };
    await run(`create schema ${schema}`);
    handle = openDatabase({ databaseUrl: PG_URL, sqlitePath: '', pgSchema: schema });
    dropSchema = () => run(`drop schema ${schema} cascade`);
  } else {
    handle = openDatabase({ sqlitePath: config.sqlitePath });
  }
  const ctx: AppContext = { config, db: handle.db, storage: createLocalStorage(config.uploadDir), responseCache: createResponseCache(config, handle.db) };
  let app: FastifyInstance | undefined;
  return {
    ctx,
    handle,
    dataDir,
    async app() {
      if (!app) {
        app = await buildApp(ctx, { webDir: path.join(dataDir, 'no-web') });
        await app.ready();
      }
      return app;
    },
    async close() {
      await app?.close();
      await handle.close();
      await dropSchema();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function rowCounts(portal: Portal): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of TABLES) {
    const row = await portal.ctx.db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    counts[table] = Number(row.n);
  }
  return counts;
}

async function migrationNames(portal: Portal): Promise<string[]> {
  const rows = await (portal.ctx.db as unknown as Kysely<{ kysely_migration: { name: string } }>)
    .selectFrom('kysely_migration')
    .select('name')
    .orderBy('name')
    .execute();
  return rows.map((row) => row.name);
}

async function login(app: FastifyInstance, email: string, password: string) {
  return app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
}

describe(`bootstrap on ${DIALECT}`, () => {
  it('migrates an empty database, creates one admin, and a second run changes nothing', async () => {
    const portal = await emptyPortal();
    try {
      const first = await bootstrap(portal.ctx, portal.handle);
      expect(first.seeded).toBe(false);
      expect(first.generatedAdmin?.email).toBe(GENERATED_ADMIN_EMAIL);
      expect(await migrationNames(portal)).toEqual(MIGRATION_NAMES);
      const counts = await rowCounts(portal); // every table of the schema exists
      expect(counts.users).toBe(1);

      const second = await bootstrap(portal.ctx, portal.handle);
      expect(second).toEqual({ generatedAdmin: null, seeded: false });
      expect(await migrationNames(portal)).toEqual(MIGRATION_NAMES);
      expect(await rowCounts(portal)).toEqual(counts);
    } finally {
      await portal.close();
    }
  });

  it.runIf(DIALECT === 'postgres')('(PostgreSQL only) migrates its own schema although another schema of the database was migrated before', async () => {
    // Kysely's migrator, unless told the schema, finds its bookkeeping tables in any schema and skips creating them.
    const other = await emptyPortal();
    const portal = await emptyPortal();
    try {
      await bootstrap(other.ctx, other.handle);
      await bootstrap(portal.ctx, portal.handle);
      expect(await migrationNames(portal)).toEqual(MIGRATION_NAMES);
      expect((await rowCounts(portal)).users).toBe(1);
      expect((await rowCounts(other)).users).toBe(1);
    } finally {
      await portal.close();
      await other.close();
    }
  });

  it.runIf(DIALECT === 'postgres')('(PostgreSQL only) survives PostgreSQL dropping an idle connection', async () => {
    const portal = await emptyPortal();
    try {
      await bootstrap(portal.ctx, portal.handle);
      const { rows } = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(portal.ctx.db);
      const client = new pg.Client({ connectionString: PG_URL });
      await client.connect();
      await client.query('select pg_terminate_backend($1)', [rows[0]!.pid]);
      await client.end();
      await new Promise((resolve) => setTimeout(resolve, 300));
      // Without an error listener on the pool the test process itself would have died by now.
      expect((await rowCounts(portal)).users).toBe(1);
    } finally {
      await portal.close();
    }
  });

  it('generates a random admin password that signs in, different for every new portal', async () => {
    const portals = [await emptyPortal(), await emptyPortal()];
    try {
      const passwords: string[] = [];
      for (const portal of portals) {
        const { generatedAdmin } = await bootstrap(portal.ctx, portal.handle);
        expect(generatedAdmin).not.toBeNull();
        expect(generatedAdmin!.password.length).toBeGreaterThanOrEqual(20);
        passwords.push(generatedAdmin!.password);
        const app = await portal.app();
        const body = expectStatus<{ user: { email: string; role: string } }>(await login(app, GENERATED_ADMIN_EMAIL, generatedAdmin!.password), 200);
        expect(body.user).toMatchObject({ email: GENERATED_ADMIN_EMAIL, role: 'admin' });
        expect((await login(app, GENERATED_ADMIN_EMAIL, 'admin')).statusCode).toBe(401);
        expect((await login(app, GENERATED_ADMIN_EMAIL, 'admin12345678')).statusCode).toBe(401);
      }
      expect(passwords[0]).not.toBe(passwords[1]);
    } finally {
      for (const portal of portals) await portal.close();
    }
  });

  it('creates the admin of ADMIN_EMAIL / ADMIN_PASSWORD and generates no password', async () => {
    const portal = await emptyPortal({ ADMIN_EMAIL: 'Direktor@Example.RS', ADMIN_PASSWORD: 'configured password 42' });
    try {
      let called = false;
      const result = await bootstrap(portal.ctx, portal.handle, { onGeneratedAdmin: () => void (called = true) });
      expect(result.generatedAdmin).toBeNull();
      expect(called).toBe(false);
      const users = await portal.ctx.db
        .selectFrom('users')
        .innerJoin('user_groups', 'user_groups.user_id', 'users.id')
        .innerJoin('groups', 'groups.id', 'user_groups.group_id')
        .select(['users.email', 'groups.key', 'users.active'])
        .execute();
      expect(users).toEqual([{ email: 'direktor@example.rs', key: 'administrators', active: 1 }]);
      const app = await portal.app();
      expectStatus(await login(app, 'direktor@example.rs', 'configured password 42'), 200);
      // A later start with other credentials neither adds nor changes an admin.
      const again = await bootstrap({ ...portal.ctx, config: { ...portal.ctx.config, admin: { email: 'other@example.rs', password: 'another password 42' } } }, portal.handle);
      expect(again).toEqual({ generatedAdmin: null, seeded: false });
      expect(await portal.ctx.db.selectFrom('users').select('email').execute()).toEqual([{ email: 'direktor@example.rs' }]);
    } finally {
      await portal.close();
    }
  });

  it('refuses to create the first admin with an ADMIN_PASSWORD that is easy to guess, saying why', async () => {
    const weak: [string, RegExp][] = [
      ['password1234', /ADMIN_PASSWORD: This password is on a list of commonly used passwords/],
      ['Direktor.Skole', /ADMIN_PASSWORD: The password must not be the e-mail address or its part before the @/],
      ['            ', /ADMIN_PASSWORD: The password must not be only spaces or one character repeated/],
    ];
    for (const [password, message] of weak) {
      const portal = await emptyPortal({ ADMIN_EMAIL: 'direktor.skole@example.rs', ADMIN_PASSWORD: password });
      try {
        const error = await bootstrap(portal.ctx, portal.handle).catch((e: unknown) => e);
        expect(error).toBeInstanceOf(ConfigError);
        expect((error as ConfigError).message).toMatch(message);
        expect(await portal.ctx.db.selectFrom('users').select('id').execute()).toEqual([]);
      } finally {
        await portal.close();
      }
    }
  });

  it('hands over the generated password before seeding, so a failed seed does not lock everyone out', async () => {
    const portal = await emptyPortal({ SEED_DEMO_CONTENT: 'true' });
    try {
      const failing = { ...portal.ctx.storage, put: () => Promise.reject(new Error('disk full')) };
      const handedOver: { email: string; password: string }[] = [];
      let categoriesWhenHandedOver = -1;
      const onGeneratedAdmin = async (admin: { email: string; password: string }) => {
        handedOver.push(admin);
        const row = await portal.ctx.db.selectFrom('categories').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
        categoriesWhenHandedOver = Number(row.n);
      };
      const error = await bootstrap({ ...portal.ctx, storage: failing }, portal.handle, { onGeneratedAdmin }).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(Error);
      expect((error as Error).message).toMatch(/Seeding the demo content failed/);
      expect(((error as Error).cause as Error).message).toBe('disk full');
      expect(handedOver).toHaveLength(1);
      expect(categoriesWhenHandedOver).toBe(0);
      const app = await portal.app();
      expectStatus(await login(app, handedOver[0]!.email, handedOver[0]!.password), 200);
    } finally {
      await portal.close();
    }
  });
});

describe('seeded event dates', () => {
  it('fall in the current and next Belgrade month, also just after midnight on the 1st (still the previous month in UTC)', () => {
    const now = new Date('2024-01-31T23:30:00.000Z'); // 00:30 on 1 February in Belgrade
    const current = eventTimes(now, { monthOffset: 0, day: 15, startHour: 12, durationHours: 2 });
    expect(current).toEqual({ eventStart: '2024-02-15T11:00:00.000Z', eventEnd: '2024-02-15T13:00:00.000Z' });
    const next = eventTimes(now, { monthOffset: 1, day: 28, startHour: 10, durationHours: 3 });
    expect(localDateKey(next.eventStart)).toBe('2024-03-28');
    const december = eventTimes(new Date('2024-12-31T23:30:00.000Z'), { monthOffset: 1, day: 9, startHour: 10, durationHours: 2 });
    expect(localDateKey(december.eventStart)).toBe('2025-02-09');
  });
});

interface Media {
  url: string;
  mime: string;
  size: number;
  width: number | null;
  variants: { url: string }[];
}
interface ListOf<T> {
  items: T[];
  total: number;
}

describe(`demo content seeded at first start on ${DIALECT}`, () => {
  let portal: Portal;
  let app: FastifyInstance;
  let adminToken: string;
  let seedMs = 0;
  const now = new Date();

  const get = async <T>(url: string, locale?: (typeof LOCALES)[number]) => {
    const separator = url.includes('?') ? '&' : '?';
    return expectStatus<T>(await app.inject({ method: 'GET', url: locale ? `${url}${separator}locale=${locale}` : url }), 200);
  };

  beforeAll(async () => {
    portal = await emptyPortal({ SEED_DEMO_CONTENT: 'true' });
    const started = Date.now();
    const result = await bootstrap(portal.ctx, portal.handle);
    seedMs = Date.now() - started;
    console.info(`[bootstrap.test] first start with demo content on ${DIALECT}: ${seedMs} ms`);
    expect(result.seeded).toBe(true);
    app = await portal.app();
    adminToken = expectStatus<{ token: string }>(await login(app, result.generatedAdmin!.email, result.generatedAdmin!.password), 200).token;
  }, 120_000);
  afterAll(() => portal?.close());

  it('is seeded once: another start adds nothing', async () => {
    const before = await rowCounts(portal);
    expect(await bootstrap(portal.ctx, portal.handle)).toEqual({ generatedAdmin: null, seeded: false });
    expect(await rowCounts(portal)).toEqual(before);
    expect(before.users).toBe(1);
  });

  it.each(LOCALES)('has the seven fixed pages, readable in %s', async (locale) => {
    for (const key of FIXED_PAGE_KEYS) {
      const list = await get<ListOf<{ id: number; key: string; locale: string; title: string }>>(`/api/pages?key=${key}`, locale);
      expect(list.total, key).toBe(1);
      const page = await get<{ key: string; locale: string; fallback: boolean; title: string; body: string; slug: string; slugs: Record<string, string> }>(
        `/api/pages/${list.items[0]!.id}`,
        locale,
      );
      expect(page).toMatchObject({ key, locale, fallback: false });
      expect(page.body.length, key).toBeGreaterThan(200);
      expect(Object.keys(page.slugs).sort()).toEqual(['en', 'lat', 'sr']);
      const seed = seedContent.pages.find((p) => p.key === key)!;
      if (locale === 'sr') expect(page.title).toBe(seed.title.sr);
      if (locale === 'en') expect(page.title).toBe(seed.title.en);
      if (locale === 'lat') {
        expect(page.title).toBe(cyrillicToLatin(seed.title.sr));
        expect(page.title + page.body + page.slug).not.toMatch(CYRILLIC);
      }
    }
  });

  it('has categories for citizens, employers, institutions and news in every locale', async () => {
    for (const locale of LOCALES) {
      const { items } = await get<ListOf<{ audience: string | null; name: string; locale: string }>>('/api/categories', locale);
      expect(items.map((c) => c.audience)).toEqual(['citizens', 'employers', 'institutions', null]);
      expect(items.every((c) => c.locale === locale && c.name.length > 0)).toBe(true);
    }
    const { items } = await get<ListOf<{ name: string }>>('/api/categories', 'en');
    expect(items.map((c) => c.name)).toEqual(['Citizens', 'Employers', 'System institutions', 'News']);
  });

  it('has at least 30 articles spread over the four categories, with tags, in every locale', async () => {
    const categories = await get<ListOf<{ id: number; audience: string | null }>>('/api/categories');
    const totals: number[] = [];
    for (const locale of LOCALES) {
      const list = await get<ListOf<{ locale: string; title: string; category: { id: number } | null; tags: unknown[] }>>('/api/articles?limit=100', locale);
      expect(list.total).toBeGreaterThanOrEqual(30);
      expect(list.items.every((a) => a.locale === locale)).toBe(true);
      if (locale === 'lat') expect(list.items.every((a) => !CYRILLIC.test(a.title))).toBe(true);
      totals.push(list.total);
      for (const category of categories.items) {
        expect(list.items.filter((a) => a.category?.id === category.id).length, String(category.audience)).toBeGreaterThanOrEqual(5);
      }
      expect(list.items.filter((a) => a.tags.length > 0).length).toBeGreaterThan(list.total / 2);
    }
    expect(new Set(totals).size).toBe(1);
  });

  it('has several events in the current and in the next month (Belgrade time)', async () => {
    const { items } = await get<ListOf<{ eventStart: string | null; eventEnd: string | null }>>('/api/articles?limit=100');
    const month = currentMonth(now);
    const [y, m] = month.split('-').map(Number) as [number, number];
    const nextMonth = m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, '0')}`;
    const events = items.filter((a) => a.eventStart !== null);
    const months = events.map((a) => localDateKey(a.eventStart!).slice(0, 7));
    expect(months.filter((x) => x === month).length).toBeGreaterThanOrEqual(3);
    expect(months.filter((x) => x === nextMonth).length).toBeGreaterThanOrEqual(3);
    for (const event of events) expect(Date.parse(event.eventEnd!)).toBeGreaterThan(Date.parse(event.eventStart!));
  });

  it('has tags, named in every locale', async () => {
    for (const locale of LOCALES) {
      const { items, total } = await get<ListOf<{ name: string }>>('/api/tags?limit=100', locale);
      expect(total).toBe(seedContent.tags.length);
      if (locale === 'lat') expect(items.every((t) => !CYRILLIC.test(t.name))).toBe(true);
    }
  });

  it('has three presentations whose slide images and PDFs are served', async () => {
    for (const locale of LOCALES) {
      const list = await get<ListOf<{ id: number; slideCount: number; cover: Media | null }>>('/api/presentations', locale);
      expect(list.total).toBe(3);
      expect(list.items.every((p) => p.slideCount >= 3 && p.cover !== null)).toBe(true);
    }
    const list = await get<ListOf<{ id: number }>>('/api/presentations');
    for (const { id } of list.items) {
      const p = await get<{ slides: { position: number; image: Media }[]; pdf: Media | null; title: string }>(`/api/presentations/${id}`, 'lat');
      expect(p.title).not.toMatch(CYRILLIC);
      expect(p.slides.length).toBeGreaterThanOrEqual(3);
      for (const { image } of p.slides) {
        expect(image.mime).toBe('image/png');
        const response = await app.inject({ method: 'GET', url: image.url });
        expect(response.statusCode).toBe(200);
        expect(response.headers['content-type']).toBe('image/png');
        expect(response.rawPayload.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
        expect(response.rawPayload.length).toBe(image.size);
        for (const variant of image.variants) expect((await app.inject({ method: 'GET', url: variant.url })).statusCode).toBe(200);
      }
      expect(p.pdf).not.toBeNull();
      const pdf = await app.inject({ method: 'GET', url: p.pdf!.url });
      expect(pdf.statusCode).toBe(200);
      expect(pdf.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    }
  });

  it('has ten documents whose downloads are real PDFs', async () => {
    const { items, total } = await get<ListOf<{ id: number; kind: string; downloadUrl: string; size: number; originalName: string; title: string }>>(
      '/api/files?limit=100',
    );
    expect(total).toBe(10);
    expect(new Set(items.map((f) => f.originalName))).toEqual(new Set(seedContent.documents.map((d) => d.fileName)));
    for (const file of items) {
      expect(file.kind).toBe('pdf');
      const response = await app.inject({ method: 'GET', url: file.downloadUrl });
      expect(response.statusCode, file.title).toBe(200);
      expect(response.headers['content-type']).toBe('application/pdf');
      expect(response.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      expect(response.rawPayload.length).toBe(file.size);
      expect(response.rawPayload.subarray(-8).toString('latin1')).toContain('%%EOF');
    }
    for (const locale of ['lat', 'en'] as const) {
      const translated = await get<ListOf<{ title: string; locale: string }>>('/api/files?limit=100', locale);
      expect(translated.total).toBe(10);
      expect(translated.items.every((f) => f.locale === locale && !CYRILLIC.test(f.title))).toBe(true);
    }
  });

  interface Node {
    label: string;
    target: { type: string; id?: number; slug?: string; route?: string; url?: string };
    children: Node[];
  }
  const flatten = (nodes: Node[]): Node[] => nodes.flatMap((n) => [n, ...flatten(n.children)]);

  it('has main and footer menus that reach every fixed page, in every locale', async () => {
    const pages = await get<ListOf<{ id: number }>>('/api/pages?limit=100');
    for (const locale of LOCALES) {
      const main = await get<{ items: Node[] }>('/api/menu-items?menu=main', locale);
      const footer = await get<{ items: Node[] }>('/api/menu-items?menu=footer', locale);
      expect(main.items.length).toBe(seedContent.menus.main.length);
      expect(footer.items.length).toBe(seedContent.menus.footer.length);
      const all = flatten(main.items);
      const pageTargets = all.filter((n) => n.target.type === 'page');
      expect(new Set(pageTargets.map((n) => n.target.id))).toEqual(new Set(pages.items.map((p) => p.id)));
      for (const node of pageTargets) {
        const page = await get<{ slug: string }>(`/api/pages/${node.target.id}`, locale);
        expect(node.target.slug).toBe(page.slug);
      }
      expect(all.filter((n) => n.target.type === 'category')).toHaveLength(4);
      if (locale === 'lat') expect([...all, ...flatten(footer.items)].every((n) => !CYRILLIC.test(n.label))).toBe(true);
    }
  });

  it('is valid content an editor can save again unchanged', async () => {
    for (const path of ['categories', 'tags', 'articles', 'pages', 'presentations', 'files', 'menu-items']) {
      const list = expectStatus<ListOf<{ id: number }>>(
        await app.inject({ method: 'GET', url: `/api/admin/${path}?limit=100`, headers: bearer(adminToken) }),
        200,
      );
      expect(list.total, path).toBeGreaterThan(0);
      const { results } = expectStatus<{ results: { id: number; ok: boolean; error?: string }[] }>(
        await app.inject({ method: 'POST', url: `/api/admin/${path}/bulk`, headers: bearer(adminToken), payload: { action: 'publish', ids: list.items.map((i) => i.id) } }),
        200,
      );
      expect(results.filter((r) => !r.ok), path).toEqual([]);
    }
  });
});
