import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RICH_TEXT_MAX } from '../../src/common/schemas/common.js';
import { articlePayload, createItem } from './support/factories.js';
import { type RegisteredRoute, collectRoutes, expectError, fillParams, hasParams, isClientError, multipart } from './support/http.js';
import { type TestApp, bearer, expectStatus, startTestApp } from './support/test-app.js';

let t: TestApp;
let routes: RegisteredRoute[];
let writeRoutes: RegisteredRoute[];

beforeAll(async () => {
  t = await startTestApp();
  routes = await collectRoutes(t.ctx);
  writeRoutes = routes.filter((route) => ['POST', 'PUT', 'PATCH', 'DELETE'].includes(route.method));
});
afterAll(() => t.close());

const UNKNOWN_ID = 99999999;
const BAD_IDS = ['0', '-1', 'abc', '1e20', '1.5', '2147483648'];
const JSON_LIMIT = 4 * 1024 * 1024;
const label = (route: RegisteredRoute) => `${route.method} ${route.url}`;

interface Probe {
  name: string;
  contentType?: string;
  body: string | Buffer;
  /** The status every route must give; otherwise any 4xx. */
  status?: number;
}

const json = (value: unknown) => JSON.stringify(value);
const long = (n: number, c = 'ж') => c.repeat(n);

/** Bad bodies a careless or hostile client sends; none of them may change anything or cause a 5xx. */
const PROBES: Probe[] = [
  { name: 'malformed JSON', body: '{"translations": {"sr": ', status: 400 },
  { name: 'a JSON string instead of an object', body: '"hello"' },
  { name: 'a JSON array', body: '[1, 2, 3]' },
  { name: 'a prototype-polluting key', body: '{"__proto__": {"admin": true}, "constructor": {"prototype": {"x": 1}}}', status: 400 },
  {
    name: 'wrong types',
    body: json({
      status: 7,
      publishedAt: 'yesterday',
      translations: 'sr',
      version: 'one',
      email: 42,
      password: ['x'],
      name: { first: 'A' },
      role: true,
      active: 'yes',
      ids: 'all',
      action: 1,
      year: '2024',
      currentPassword: null,
      newPassword: 12,
    }),
  },
  {
    name: 'strings over the limits',
    body: json({
      email: `${long(300, 'a')}@example.org`,
      name: long(10_000),
      password: long(1000, 'p'),
      currentPassword: long(1000, 'p'),
      newPassword: long(1000, 'p'),
      version: 1,
      translations: {
        sr: { title: long(10_000), name: long(10_000), label: long(10_000), summary: long(100_000), body: long(RICH_TEXT_MAX + 1), slug: long(1000, 's') },
      },
    }),
  },
  { name: 'unknown fields', body: json({ isAdmin: true, translations: { sr: { title: 'Наслов', name: 'Име', label: 'Ознака', hacked: true } }, version: 1 }) },
  { name: `a body over the ${JSON_LIMIT / 1024 / 1024} MB JSON limit`, body: json({ translations: { sr: { body: long(JSON_LIMIT, 'x') } } }), status: 413 },
  { name: 'a text/plain body', contentType: 'text/plain', body: 'title=Наслов', status: 415 },
  { name: 'an XML body', contentType: 'application/xml', body: '<article><title>x</title></article>', status: 415 },
  { name: 'a form-encoded body', contentType: 'application/x-www-form-urlencoded', body: 'title=x&version=1', status: 415 },
];

/** A program disguised as a PDF: refused by the upload routes, and by every other route for being multipart. */
function multipartProbe(): Probe {
  const exe = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200)]);
  const body = multipart([{ filename: 'report.pdf', contentType: 'application/pdf', bytes: exe }]);
  return { name: 'a multipart body', contentType: body.headers['content-type'], body: body.payload, status: 415 };
}

async function send(route: RegisteredRoute, url: string, probe: Probe) {
  const options: InjectOptions = {
    method: route.method as 'POST',
    url,
    headers: { ...bearer(t.tokens.admin), 'content-type': probe.contentType ?? 'application/json' },
    payload: probe.body,
  };
  return t.app.inject(options);
}

describe('every write route', () => {
  it('is found by sweeping the registered routes', () => {
    expect(writeRoutes.map(label)).toEqual(
      expect.arrayContaining(['POST /api/auth/login', 'POST /api/admin/users', 'PUT /api/admin/articles/:id', 'DELETE /api/admin/files/:id', 'POST /api/admin/media/images']),
    );
    expect(writeRoutes.length).toBeGreaterThan(40);
  });

  it('answers bad bodies with a 4xx in the error shape, never a 5xx, and changes nothing', async () => {
    const probes = [...PROBES, multipartProbe()];
    for (const route of writeRoutes) {
      const url = fillParams(route.url, UNKNOWN_ID);
      for (const probe of probes) {
        const response = await send(route, url, probe);
        const context = `${label(route)} with ${probe.name}`;
        // The admin's own session must survive every probe (a probe that logs out would hide the rest).
        expect(response.statusCode, context).not.toBe(401);
        // RFC 8058: a mail program posts its one-click unsubscribe as a form; refused for its missing link, not its body.
        const takesForms = label(route) === 'POST /api/alerts/unsubscribe' && probe.status === 415 && /form/.test(probe.contentType ?? '');
        expectError(response, takesForms ? isClientError : (probe.status ?? isClientError), undefined, context);
        expect(response.statusCode, `${context}: ${response.body.slice(0, 200)}`).toBeLessThan(500);
      }
    }
    expectStatus(await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(t.tokens.admin) }), 200);
    for (const table of ['articles', 'categories', 'pages', 'presentations', 'tags', 'files', 'menu_items', 'media'] as const) {
      const { count } = await t.ctx.db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow();
      expect(Number(count), table).toBe(0);
    }
  });

  it('answers bad ids with 400 naming the parameter, and an unknown id with 404', async () => {
    // A form's key is one of a fixed set: anything else is invalid, as a bad id is.
    const form = await t.app.inject({ method: 'GET', url: '/api/forms/99999' });
    expect(Object.keys(expectError(form, 400, 'VALIDATION_FAILED').details!.fields as object)).toEqual(['form']);
    const byId = (url: string) => /:(id|\w+Id)\b/.test(url);
    for (const route of routes.filter((r) => hasParams(r.url) && byId(r.url) && r.url.startsWith('/api/') && r.method !== 'HEAD')) {
      const hasBody = ['POST', 'PUT', 'PATCH'].includes(route.method);
      for (const id of BAD_IDS) {
        const response = await t.app.inject({
          method: route.method as 'GET',
          url: fillParams(route.url, id),
          headers: bearer(t.tokens.admin),
          ...(hasBody ? { payload: {} } : {}),
        });
        const error = expectError(response, 400, 'VALIDATION_FAILED');
        const param = /:([A-Za-z]+)/.exec(route.url)![1]!;
        expect(Object.keys(error.details!.fields as object), `${label(route)} with id ${id}`).toContain(param);
      }
      // Without a body to validate first, an unknown id is plainly not found.
      const unknown = await t.app.inject({ method: route.method as 'GET', url: fillParams(route.url, UNKNOWN_ID), headers: bearer(t.tokens.admin) });
      if (hasBody) expectError(unknown, (status) => status === 400 || status === 404);
      else expectError(unknown, 404, 'NOT_FOUND');
    }
  });
});

describe('validation errors', () => {
  const post = (url: string, payload: unknown) => t.app.inject({ method: 'POST', url, headers: bearer(t.tokens.editor), payload: payload as object });

  it('map each field path to a message', async () => {
    const missing = await post('/api/admin/articles', { translations: { sr: { summary: 'Без наслова' }, en: { title: '' } } });
    const fields = expectError(missing, 400, 'VALIDATION_FAILED').details!.fields as Record<string, string>;
    expect(fields).toEqual({ 'translations.sr.title': expect.any(String), 'translations.en.title': 'Required' });

    const tooLong = await post('/api/admin/articles', articlePayload({ translations: { sr: { title: long(201) } } }));
    expect(expectError(tooLong, 400).details!.fields).toEqual({ 'translations.sr.title': expect.stringMatching(/200/) });

    const wrongType = await post('/api/admin/articles', articlePayload({ categoryId: 'news', tagIds: [1, 'x'], status: 'live' }));
    expect(Object.keys(expectError(wrongType, 400).details!.fields as object).sort()).toEqual(['categoryId', 'status', 'tagIds.1']);

    const dates = await post('/api/admin/articles', articlePayload({ eventStart: '2024-05-02T10:00:00Z', eventEnd: '2024-05-01T10:00:00Z' }));
    expect(expectError(dates, 400).details!.fields).toEqual({ eventEnd: expect.any(String) });
  });

  it('name each unknown field, however deep', async () => {
    const response = await post('/api/admin/articles', articlePayload({ isAdmin: true, translations: { sr: { title: 'Наслов', colour: 'red' } } }));
    expect(expectError(response, 400, 'VALIDATION_FAILED').details!.fields).toEqual({ isAdmin: 'Unknown field', 'translations.sr.colour': 'Unknown field' });
  });

  it('accept the largest rich text allowed, even fully \\u-escaped, within the JSON body limit', async () => {
    const paragraph = '<p>Оквир</p>';
    const body = paragraph.repeat(Math.floor(RICH_TEXT_MAX / paragraph.length));
    const escaped = json(articlePayload({ translations: { sr: { title: 'Дуга вест', body } } })).replace(/[^\x20-\x7e]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
    expect(escaped.length).toBeLessThan(JSON_LIMIT);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/admin/articles',
      headers: { ...bearer(t.tokens.editor), 'content-type': 'application/json' },
      payload: escaped,
    });
    const article = expectStatus<{ id: number; translations: { sr: { body: string } } }>(response, 201);
    expect(article.translations.sr.body.length).toBe(body.length);
    const over = await post('/api/admin/articles', articlePayload({ translations: { sr: { title: 'Предуга', body: `${body}${'x'.repeat(RICH_TEXT_MAX)}` } } }));
    expect(expectError(over, 400).details!.fields).toEqual({ 'translations.sr.body': expect.any(String) });
  });
});

describe('text the databases cannot store', () => {
  // JSON escapes, as a client's serializer writes them.
  const NUL = '\\u0000';
  const LONE_SURROGATE = '\\ud800';

  it('is refused with 400 naming the field, in bodies', async () => {
    for (const [bad, message] of [
      [NUL, /NUL/],
      [LONE_SURROGATE, /surrogate/],
    ] as const) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/admin/tags',
        headers: { ...bearer(t.tokens.editor), 'content-type': 'application/json' },
        payload: `{"translations": {"sr": {"name": "Озн${bad}ака"}}}`,
      });
      expect(expectError(response, 400, 'VALIDATION_FAILED').details).toEqual({ fields: { 'translations.sr.name': expect.stringMatching(message) } });
    }
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: `{"email": "a${NUL}@example.org", "password": "x"}`,
    });
    expectError(login, 400, 'VALIDATION_FAILED');
    const { count } = await t.ctx.db.selectFrom('tags').select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow();
    expect(Number(count)).toBe(0);
  });

  it('is refused with 400 in query strings of every read, never a 5xx', async () => {
    const reads = routes.filter((route) => route.method === 'GET' && route.url.startsWith('/api/'));
    for (const route of reads) {
      for (const query of ['q=%00', 'slug=%00&locale=sr', 'q=%ED%A0%80']) {
        const url = `${fillParams(route.url, 1)}?${query}`;
        const response = await t.app.inject({ method: 'GET', url, headers: bearer(t.tokens.admin) });
        expect(response.statusCode, `${url} → ${response.body.slice(0, 200)}`).toBeLessThan(500);
      }
    }
    const users = await t.app.inject({ method: 'GET', url: '/api/admin/users?q=a%00b', headers: bearer(t.tokens.admin) });
    expect(expectError(users, 400, 'VALIDATION_FAILED').details).toEqual({ fields: { q: expect.stringMatching(/NUL/) } });
  });

  it('reports unknown fields whatever their names, __proto__ included', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/admin/users',
      headers: { ...bearer(t.tokens.admin), 'content-type': 'application/json' },
      payload: '{"email": "x@example.org", "name": "X", "groupIds": [1], "password": "long enough password", "role ": 1}',
    });
    expect(expectError(response, 400).details).toEqual({ fields: { 'role ': 'Unknown field' } });
    const query = await t.app.inject({ method: 'GET', url: '/api/admin/users?__proto__=x', headers: bearer(t.tokens.admin) });
    expect(JSON.stringify(expectError(query, 400).details)).toBe('{"fields":{"__proto__":"Unknown field"}}');
  });
});

describe('status codes', () => {
  it('404 for an unknown id with a valid body, on update, delete and read', async () => {
    const article = await createItem(t, 'articles', articlePayload());
    const put = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/articles/${UNKNOWN_ID}`,
      headers: bearer(t.tokens.editor),
      payload: { ...articlePayload(), version: article.version },
    });
    expectError(put, 404, 'NOT_FOUND');
    expectError(await t.app.inject({ method: 'DELETE', url: `/api/admin/articles/${UNKNOWN_ID}`, headers: bearer(t.tokens.editor) }), 404, 'NOT_FOUND');
    expectError(await t.app.inject({ method: 'GET', url: `/api/articles/${UNKNOWN_ID}` }), 404, 'NOT_FOUND');
    expectError(await t.app.inject({ method: 'GET', url: '/api/no-such-route' }), 404, 'NOT_FOUND');
  });

  it('413 for a JSON body over the limit, before the route even runs', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/admin/tags',
      headers: { ...bearer(t.tokens.editor), 'content-type': 'application/json' },
      payload: json({ translations: { sr: { name: long(JSON_LIMIT / 2 + 1) } } }),
    });
    expectError(response, 413, 'PAYLOAD_TOO_LARGE');
  });

  it('415 for JSON sent to an upload route and for text sent to a JSON route', async () => {
    for (const url of ['/api/admin/media/images', '/api/admin/media/documents']) {
      expectError(await t.app.inject({ method: 'POST', url, headers: bearer(t.tokens.editor), payload: { file: 'aGVsbG8=' } }), 415, 'UNSUPPORTED_MEDIA_TYPE');
    }
    const text = await t.app.inject({
      method: 'POST',
      url: '/api/admin/tags',
      headers: { ...bearer(t.tokens.editor), 'content-type': 'text/plain; charset=utf-8' },
      payload: json({ translations: { sr: { name: 'Ознака' } } }),
    });
    expectError(text, 415, 'UNSUPPORTED_MEDIA_TYPE');
    const form = multipart([{ filename: 'tag.json', bytes: Buffer.from(json({ translations: { sr: { name: 'Ознака' } } })) }]);
    expectError(await t.app.inject({ method: 'POST', url: '/api/admin/tags', headers: { ...bearer(t.tokens.editor), ...form.headers }, payload: form.payload }), 415);
  });

  it('400 for a multipart body that cannot be parsed', async () => {
    const broken = [
      { 'content-type': 'multipart/form-data', body: 'no boundary' },
      { 'content-type': 'multipart/form-data; boundary=x', body: '--x\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\ncut off' },
      { 'content-type': 'multipart/form-data; boundary=x', body: 'not multipart at all' },
    ];
    for (const { body, ...headers } of broken) {
      const response = await t.app.inject({ method: 'POST', url: '/api/admin/media/documents', headers: { ...bearer(t.tokens.editor), ...headers }, payload: body });
      expectError(response, 400, 'VALIDATION_FAILED');
    }
  });

  it('400, in the error shape, for a malformed or overlong address', async () => {
    expectError(await t.app.inject({ method: 'GET', url: '/api/articles/%E0%A4%A' }), 400, 'VALIDATION_FAILED');
    expectError(await t.app.inject({ method: 'GET', url: `/api/articles/${'9'.repeat(300)}` }), 414, 'VALIDATION_FAILED');
  });

  it('hide internals: an error body never carries a stack or SQL', async () => {
    const response = await t.app.inject({ method: 'PUT', url: '/api/admin/articles/1', headers: bearer(t.tokens.editor), payload: { version: 'x' } });
    expect(response.body).not.toMatch(/\bat .+\.ts:\d+|select |insert into|node_modules/i);
  });
});
