import { randomBytes } from 'node:crypto';
import type { LightMyRequestResponse, RouteOptions } from 'fastify';
import { expect } from 'vitest';
import { buildApp } from '../../../src/server/app.js';
import type { AppContext } from '../../../src/server/app-context.js';

export interface FilePart {
  /** The form field name; the upload routes read every file part, whatever its name. */
  field?: string;
  filename: string;
  /** The type the client claims; the server must not believe it. */
  contentType?: string;
  bytes: Uint8Array;
}

export interface MultipartBody {
  payload: Buffer;
  headers: { 'content-type': string };
}

/** A multipart/form-data body built by hand, byte for byte, so tests control every header. */
export function multipart(files: FilePart[], fields: Record<string, string> | readonly (readonly [string, string])[] = {}): MultipartBody {
  const boundary = `----noks-test-${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  // Fields as pairs may repeat a name, as a form's hidden inputs do.
  for (const [name, value] of Array.isArray(fields) ? fields : Object.entries(fields)) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`, 'utf8'));
  }
  for (const file of files) {
    const head =
      `--${boundary}\r\n` +
      `Content-Disposition: form-data; name="${file.field ?? 'file'}"; filename="${file.filename}"\r\n` +
      `Content-Type: ${file.contentType ?? 'application/octet-stream'}\r\n\r\n`;
    // Browsers send the file name as raw UTF-8 bytes, as this does.
    chunks.push(Buffer.from(head, 'utf8'), Buffer.from(file.bytes), Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

export interface RegisteredRoute {
  method: string;
  url: string;
  /** Left out of the OpenAPI document (schema.hide). */
  hidden: boolean;
  /** The route's schemas as registered (Zod, for the routes that have them). */
  schema: RouteOptions['schema'];
}

/**
 * Every route the portal registers, collected by an onRoute hook while a second app is built on
 * the same context, so a route added later is covered by the sweeping tests without editing them.
 */
export async function collectRoutes(ctx: AppContext): Promise<RegisteredRoute[]> {
  const routes: RegisteredRoute[] = [];
  const record = (route: RouteOptions) => {
    const hidden = (route.schema as { hide?: boolean } | undefined)?.hide === true;
    for (const method of [route.method].flat()) routes.push({ method, url: route.url, hidden, schema: route.schema });
  };
  const app = await buildApp(ctx, { webDir: '/nonexistent', onRoute: record });
  await app.ready();
  await app.close();
  return routes;
}

/** Fills every `:param` of a route pattern with `value`. */
export function fillParams(url: string, value: string | number): string {
  return url.replace(/:[A-Za-z]+/g, encodeURIComponent(String(value)));
}

export const hasParams = (url: string) => /:[A-Za-z]+/.test(url);

/** Asserts the one error shape of the API and returns the error. */
export function expectError(
  response: LightMyRequestResponse,
  status: number | ((status: number) => boolean),
  code?: string,
  about = '',
): { code: string; message: string; details?: Record<string, unknown> } {
  const context = `${about} → ${response.statusCode} ${response.body.slice(0, 300)}`;
  if (typeof status === 'number') expect(response.statusCode, context).toBe(status);
  else expect(status(response.statusCode), context).toBe(true);
  expect(response.headers['content-type'], context).toMatch(/^application\/json/);
  const body = response.json<{ error: { code: string; message: string; details?: Record<string, unknown> } }>();
  expect(Object.keys(body), context).toEqual(['error']);
  expect(typeof body.error.code, context).toBe('string');
  expect(body.error.message, context).toEqual(expect.any(String));
  expect(body.error.message.length, context).toBeGreaterThan(0);
  if (body.error.details !== undefined) expect(typeof body.error.details, context).toBe('object');
  if (code) expect(body.error.code, context).toBe(code);
  return body.error;
}

export const isClientError = (status: number) => status >= 400 && status < 500;
