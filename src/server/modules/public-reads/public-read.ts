import type { FastifyInstance, FastifySchema } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import findMyWay from 'find-my-way';
import { z } from 'zod';
import type { Locale } from '../../../common/locales.js';
import { idParamsSchema, localeSchema } from '../../../common/schemas/common.js';
import { AppError } from '../../lib/errors.js';
import { requestLocale } from '../../lib/request-locale.js';
import { isPreview, previewQuery } from '../content/preview.js';

/** What a public read is computed from: its path parameters, its query, the locale and whether it is a preview. */
export interface PublicReadInput<P, Q> {
  params: P;
  query: Q;
  locale: Locale;
  /** A signed-in editor's preview of an unpublished item (only where the query allows `preview`). */
  preview: boolean;
}

type AnyZod = z.ZodType;

/**
 * One public GET of the API, defined once: the route serves it over HTTP, and the pages that
 * inline its data compute it in-process from the same schemas and the same loader.
 */
export interface PublicRead<P extends AnyZod = AnyZod, Q extends AnyZod = AnyZod, R extends AnyZod = AnyZod> {
  url: string;
  schema: Omit<FastifySchema, 'params' | 'querystring' | 'response'> & { params?: P; querystring: Q; response: { 200: R } };
  load(input: PublicReadInput<z.infer<P>, z.output<Q> & { locale?: Locale | undefined; preview?: '1' | undefined }>): Promise<z.input<R>>;
}

/** Keeps the types of a read's loader tied to its schemas. */
export const definePublicRead = <P extends AnyZod, Q extends AnyZod, R extends AnyZod>(read: PublicRead<P, Q, R>): PublicRead<P, Q, R> => read;

/** A read computed in-process: its status and, for 200, the body exactly as the API sends it. */
export interface PublicReadResult {
  status: number;
  body: unknown;
}

/** A query string as Fastify parses it: a name given more than once holds the list of its values. */
function queryObject(search: string): Record<string, string | string[]> {
  const query: Record<string, string | string[]> = {};
  for (const [name, value] of new URLSearchParams(search)) {
    const previous = query[name];
    query[name] = previous === undefined ? value : [previous, value].flat();
  }
  return query;
}

/** The public reads of the app, by URL pattern, for pages that inline their data. */
export class PublicReads {
  readonly #router = findMyWay<findMyWay.HTTPVersion.V1>();
  readonly #reads = new Map<string, PublicRead>();

  add(read: PublicRead): void {
    this.#reads.set(read.url, read);
    this.#router.on('GET', read.url, () => undefined, { url: read.url });
  }

  /**
   * Computes the read an API path names, in a locale, as the anonymous public sees it: the same
   * validation (400), the same loader (404 and other errors by their status) and the same response
   * encoding as the route.
   */
  async read(path: string, locale: Locale): Promise<PublicReadResult> {
    const q = path.indexOf('?');
    const pathname = q < 0 ? path : path.slice(0, q);
    const found = this.#router.find('GET', pathname);
    const read = found && this.#reads.get((found.store as { url: string }).url);
    if (!found || !read) return { status: 404, body: null };
    const params = read.schema.params ? read.schema.params.safeParse(found.params) : { success: true as const, data: {} };
    const query = read.schema.querystring.safeParse(queryObject(q < 0 ? '' : path.slice(q + 1)));
    if (!params.success || !query.success) return { status: 400, body: null };
    try {
      const value = await read.load({ params: params.data, query: query.data as never, locale, preview: false });
      return { status: 200, body: z.encode(read.schema.response[200], value as never) };
    } catch (error) {
      if (error instanceof AppError) return { status: error.statusCode, body: null };
      throw error;
    }
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every public read registered so far (registerPublicRead), for in-process use by pages. */
    publicReads: PublicReads;
  }
}

/** Serves a public read at its URL (`?locale=` or the `lang` header picks the locale) and lists it in app.publicReads. */
export function registerPublicRead<P extends AnyZod, Q extends AnyZod, R extends AnyZod>(app: FastifyInstance, read: PublicRead<P, Q, R>): void {
  app.withTypeProvider<ZodTypeProvider>().get(read.url, { schema: read.schema }, (request, reply) => {
    const query = request.query as z.output<Q> & { locale?: Locale; preview?: '1' };
    return read.load({
      params: request.params as z.infer<P>,
      query,
      locale: requestLocale(request, query.locale),
      preview: isPreview(request as never, reply),
    }) as never;
  });
  app.publicReads.add(read as unknown as PublicRead);
}

/** What the read of one item takes beside its id: the locale and an editor's `?preview=1`. */
const itemQuerySchema = z.strictObject({ locale: localeSchema.optional(), ...previewQuery });

/**
 * Serves the public read of one item by id at `url` (ending in `/:id`): in the locale asked for, or
 * as an editor's preview; `load` answers 404 when the item is not public.
 */
export function registerPublicItemRead<R extends AnyZod>(
  app: FastifyInstance,
  url: string,
  tags: string[],
  response: R,
  load: (id: number, locale: Locale, preview: boolean) => Promise<z.input<R>>,
): void {
  registerPublicRead(
    app,
    definePublicRead({
      url,
      schema: { tags, params: idParamsSchema, querystring: itemQuerySchema, response: { 200: response } },
      load: ({ params, locale, preview }) => load(params.id, locale, preview),
    }),
  );
}
