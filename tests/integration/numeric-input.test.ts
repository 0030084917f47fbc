import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { LOCALES } from '../../src/common/locales.js';
import { CONTENT_ROUTES, DASHBOARD_EDITABLE, LOCALE_PREFIX, ROUTE_WORDS } from '../../src/common/routes.js';
import { INTEGER_MAX } from '../../src/common/numbers.js';
import { articlePayload, createItem } from './support/factories.js';
import { type RegisteredRoute, collectRoutes, expectError } from './support/http.js';
import { type SiteApp, encoded, startSiteApp } from './support/site-app.js';
import { type TestApp, bearer } from './support/test-app.js';

/**
 * Every number a route takes (ids and other path parameters, page, limit and filters in query
 * strings, ids, versions and positions in bodies) is bounded by its schema to what the databases'
 * integer columns hold, and an id is written in ASCII digits only: anything else is a 400 naming
 * the parameter, never a 500 (PostgreSQL refuses an int4 out of range) nor another item.
 */

let site: SiteApp;
let t: TestApp;
let routes: RegisteredRoute[];

beforeAll(async () => {
  site = await startSiteApp();
  t = site.t;
  routes = (await collectRoutes(t.ctx)).filter((route) => route.method !== 'HEAD');
});
afterAll(() => site.close());

const label = (route: RegisteredRoute) => `${route.method} ${route.url}`;
const INT_MIN = -INTEGER_MAX - 1;

type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
};

/** A field that takes a number: where it is in the input, and the schema of its numbers. */
interface NumericField {
  path: string[];
  schema: JsonSchema;
  /** Only in one branch of a choice of shapes (a menu item's target, say): a body cannot reach it alone. */
  inChoice: boolean;
}

const isNumeric = (schema: JsonSchema) => schema.type === 'integer' || schema.type === 'number';

/** Every numeric field of an input schema, walking objects, arrays and choices. */
function numericFields(schema: JsonSchema, path: string[] = [], inChoice = false): NumericField[] {
  if (isNumeric(schema)) return [{ path, schema, inChoice }];
  const options = schema.anyOf ?? schema.oneOf;
  if (options) {
    // A number or its digits (an id in a path, a query or a body) is one field.
    const number = options.find(isNumeric);
    if (number && options.every((option) => isNumeric(option) || option.type === 'string' || option.type === 'null')) return [{ path, schema: number, inChoice }];
    const shapes = options.filter((option) => option.type !== 'null');
    return shapes.flatMap((option) => numericFields(option, path, inChoice || shapes.length > 1));
  }
  if (schema.properties) return Object.entries(schema.properties).flatMap(([name, inner]) => numericFields(inner, [...path, name], inChoice));
  if (schema.items) return numericFields(schema.items, [...path, '0'], inChoice);
  return [];
}

/** The JSON schema of what a route takes in one part (params, querystring, body), for its Zod schemas. */
function inputSchema(route: RegisteredRoute, part: 'params' | 'querystring' | 'body'): JsonSchema | null {
  const schema = (route.schema as Record<string, unknown> | undefined)?.[part];
  if (!schema || typeof schema !== 'object' || !('_zod' in schema)) return null;
  return z.toJSONSchema(schema as z.ZodType, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
}

const PARTS = ['params', 'querystring', 'body'] as const;

describe('every numeric input of every route', () => {
  it('is found by sweeping the routes: path ids, page and limit, filters, and ids, versions and positions in bodies', () => {
    const found = routes.flatMap((route) => PARTS.flatMap((part) => numericFields(inputSchema(route, part) ?? {}).map((field) => `${label(route)} ${part}:${field.path.join('.')}`)));
    expect(found).toEqual(
      expect.arrayContaining([
        'GET /api/admin/audit querystring:actor',
        'GET /api/admin/audit querystring:entityId',
        'GET /api/admin/audit.csv querystring:actor',
        'GET /api/articles querystring:page',
        'GET /api/articles querystring:limit',
        'GET /api/articles querystring:category',
        'GET /api/articles/:id params:id',
        'PUT /api/admin/articles/:id body:version',
        'PUT /api/admin/articles/:id body:tagIds.0',
        'POST /api/admin/categories body:position',
        'PUT /api/admin/menu-items/tree body:items.0.version',
        'POST /api/admin/menu-items/:id/revisions/:revisionId/restore params:revisionId',
      ]),
    );
  });

  it('is bounded by the schema to what an integer column holds', () => {
    const unbounded: string[] = [];
    for (const route of routes) {
      for (const part of PARTS) {
        for (const { path, schema } of numericFields(inputSchema(route, part) ?? {})) {
          const max = schema.maximum ?? (schema.exclusiveMaximum === undefined ? Infinity : schema.exclusiveMaximum - 1);
          const min = schema.minimum ?? (schema.exclusiveMinimum === undefined ? -Infinity : schema.exclusiveMinimum + 1);
          if (!(max <= INTEGER_MAX && min >= INT_MIN)) unbounded.push(`${label(route)} ${part}:${path.join('.')} [${min}, ${max}]`);
        }
      }
    }
    expect(unbounded).toEqual([]);
  });

  it('answers a path parameter or a query parameter out of range with 400 naming it, on every route', async () => {
    for (const route of routes) {
      const numericParams = new Set(numericFields(inputSchema(route, 'params') ?? {}).map((field) => field.path[0]!));
      const url = route.url.replace(/:([A-Za-z]+)/g, (_match, name: string) => (numericParams.has(name) ? '1' : 'x'));
      const hasBody = ['POST', 'PUT', 'PATCH', 'DELETE'].includes(route.method);
      const send = (target: string) => t.app.inject({ method: route.method as 'GET', url: target, headers: bearer(t.tokens.admin), ...(hasBody ? { payload: {} } : {}) });
      for (const name of numericParams) {
        for (const value of [String(INTEGER_MAX + 1), '99999999999999999999', '-1']) {
          const response = await send(route.url.replace(`:${name}`, value).replace(/:([A-Za-z]+)/g, (_match, other: string) => (numericParams.has(other) ? '1' : 'x')));
          const error = expectError(response, 400, 'VALIDATION_FAILED', `${label(route)} ${name}=${value}`);
          expect(Object.keys(error.details!.fields as object), `${label(route)} ${name}=${value}`).toContain(name);
        }
      }
      for (const { path } of numericFields(inputSchema(route, 'querystring') ?? {})) {
        const name = path[0]!;
        for (const value of [String(INTEGER_MAX + 1), '99999999999999999999', String(INT_MIN - 1)]) {
          const response = await send(`${url}?${name}=${value}`);
          const context = `${label(route)} ?${name}=${value}`;
          expect(response.statusCode, `${context}: ${response.body.slice(0, 200)}`).toBe(400);
          expect(Object.keys(expectError(response, 400, 'VALIDATION_FAILED', context).details!.fields as object), context).toContain(name);
        }
      }
    }
  });

  it('answers a body field out of range with 400 naming it, on every route', async () => {
    for (const route of routes) {
      const fields = numericFields(inputSchema(route, 'body') ?? {}).filter((field) => !field.inChoice);
      if (fields.length === 0) continue;
      const url = route.url.replace(/:([A-Za-z]+)/g, '99999999');
      for (const value of [INTEGER_MAX + 1, INT_MIN - 1]) {
        const body: Record<string, unknown> = {};
        for (const { path } of fields) {
          let at: Record<string, unknown> | unknown[] = body;
          path.forEach((key, i) => {
            const last = i === path.length - 1;
            const next = last ? value : ((at as Record<string, unknown>)[key] ?? (path[i + 1] === '0' ? [] : {}));
            (at as Record<string, unknown>)[key] = next;
            at = next as Record<string, unknown>;
          });
        }
        const response = await t.app.inject({ method: route.method as 'POST', url, headers: bearer(t.tokens.admin), payload: body });
        const context = `${label(route)} with ${JSON.stringify(body)}`;
        const named = Object.keys(expectError(response, 400, 'VALIDATION_FAILED', context).details!.fields as object);
        for (const { path } of fields) expect(named, context).toContain(path.join('.'));
      }
    }
  });
});

/** Ids as they must not be read: with a space, a sign, a leading zero, an exponent, a point, in other digits, or beyond int4. */
const NOT_IDS = [' 1', '1 ', '+1', '01', '1e0', '0x1', '1.0', '１', '٣', String(INTEGER_MAX + 1), '9999999999'];

describe('an id in a path', () => {
  it('is ASCII digits only, on every API route: anything else is a 400 naming the parameter, not another item', async () => {
    const article = await createItem(t, 'articles', articlePayload());
    const ids = NOT_IDS.map((id) => id.replace('1', String(article.id)));
    expect((await t.app.inject({ method: 'GET', url: `/api/articles/${article.id}` })).statusCode).toBe(200);
    for (const route of routes.filter((r) => r.url.startsWith('/api/') && /:[A-Za-z]*[iI]d\b/.test(r.url))) {
      const hasBody = ['POST', 'PUT', 'PATCH'].includes(route.method);
      for (const id of ids) {
        const url = route.url.replace(/:[A-Za-z]+/g, encodeURIComponent(id));
        const response = await t.app.inject({ method: route.method as 'GET', url, headers: bearer(t.tokens.admin), ...(hasBody ? { payload: {} } : {}) });
        const error = expectError(response, 400, 'VALIDATION_FAILED', `${label(route)} with ${JSON.stringify(id)}`);
        const param = /:([A-Za-z]+)/.exec(route.url)![1]!;
        expect(Object.keys(error.details!.fields as object), `${label(route)} with ${JSON.stringify(id)}`).toContain(param);
      }
    }
  });

  it('is ASCII digits only on every public page with an id and every dashboard edit screen: anything else is not found', async () => {
    const article = await createItem(t, 'articles', articlePayload());
    const slug = (article.translations.en as { slug: string }).slug;
    expect((await site.app.inject({ method: 'GET', url: encoded(`/en/article/${article.id}/${slug}`) })).statusCode).toBe(200);
    for (const id of NOT_IDS.map((text) => text.replace('1', String(article.id)))) {
      for (const locale of LOCALES) {
        for (const key of CONTENT_ROUTES) {
          const url = `${LOCALE_PREFIX[locale]}/${encodeURIComponent(ROUTE_WORDS[key][locale])}/${encodeURIComponent(id)}/${encodeURIComponent(slug)}`;
          expect((await site.app.inject({ method: 'GET', url })).statusCode, `${url} (${JSON.stringify(id)})`).toBe(404);
        }
        for (const section of DASHBOARD_EDITABLE) {
          const url = `${LOCALE_PREFIX[locale]}/dashboard/${section}/${encodeURIComponent(id)}`;
          expect((await site.app.inject({ method: 'GET', url })).statusCode, `${url} (${JSON.stringify(id)})`).toBe(404);
        }
      }
    }
  });
});
