import type { FastifyInstance, FastifySchema } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Locale } from '../../../common/locales.js';
import type { ApiRequest, QueryPairs, ReadContract } from '../../../common/public-api.js';
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

/** A read's loader, typed by its parameters' and query's schemas and its contract's answer. */
type Loader<P extends AnyZod, Q extends AnyZod, R extends AnyZod> = (
  input: PublicReadInput<z.infer<P>, z.output<Q> & { locale?: Locale | undefined; preview?: '1' | undefined }>,
) => Promise<z.input<R>>;

/**
 * One public GET of the API, defined once against its contract (src/common/public-api.ts): the
 * route serves it over HTTP, and the pages that inline its data compute it in-process with the same
 * schemas and the same loader.
 */
export interface PublicRead<P extends AnyZod = AnyZod, Q extends AnyZod = AnyZod, R extends AnyZod = AnyZod> {
  contract: ReadContract<R>;
  schema: Omit<FastifySchema, 'params' | 'querystring' | 'response'> & { params?: P; querystring: Q; response: { 200: R } };
  load: Loader<P, Q, R>;
}

/** Keeps the types of a read's loader tied to its schemas, and its answer's schema to its contract's. */
export const definePublicRead = <P extends AnyZod, Q extends AnyZod, R extends AnyZod>(
  contract: ReadContract<R>,
  definition: Omit<PublicRead<P, Q, R>, 'contract'>,
): PublicRead<P, Q, R> => ({ contract, ...definition });

/** A read computed in-process: the body exactly as the API sends it, or the status it fails with. */
export type PublicReadResult<T> = { ok: true; status: 200; body: T } | { ok: false; status: number };

/** A query as Fastify parses it: a name given more than once holds the list of its values. */
function queryObject(pairs: QueryPairs): Record<string, string | string[]> {
  const query: Record<string, string | string[]> = {};
  for (const [name, value] of pairs) {
    const previous = query[name];
    query[name] = previous === undefined ? value : [previous, value].flat();
  }
  return query;
}

/** The public reads of the app, by contract, for pages that inline their data. */
export class PublicReads {
  readonly #reads = new Map<ReadContract, PublicRead>();

  add<P extends AnyZod, Q extends AnyZod, R extends AnyZod>(read: PublicRead<P, Q, R>): void {
    // Kept by contract; read() gives it back typed by the contract it was defined against.
    this.#reads.set(read.contract, read as unknown as PublicRead);
  }

  /**
   * Computes a request as the anonymous public sees it, in a locale: the same validation (400),
   * the same loader (404 and other errors by their status) and the same encoding as the route.
   */
  async read<R extends AnyZod>(request: ApiRequest<R>, locale: Locale): Promise<PublicReadResult<z.input<R>>> {
    // definePublicRead ties a read's loader to its contract's schema: the read found answers in R.
    const read = this.#reads.get(request.read) as PublicRead<AnyZod, AnyZod, R> | undefined;
    if (!read) throw new Error(`No public read is registered for ${request.read.url}`);
    const params = read.schema.params ? read.schema.params.safeParse(request.params) : { success: true as const, data: {} };
    const query = read.schema.querystring.safeParse(queryObject(request.query));
    if (!params.success || !query.success) return { ok: false, status: 400 };
    try {
      const value = await read.load({ params: params.data, query: query.data as never, locale, preview: false });
      return { ok: true, status: 200, body: z.encode(read.schema.response[200], value as z.output<R>) };
    } catch (error) {
      if (error instanceof AppError) return { ok: false, status: error.statusCode };
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
export function registerPublicRead<P extends AnyZod, Q extends AnyZod, R extends AnyZod>(app: FastifyInstance, read: PublicRead<P, Q, R>, { personal = false } = {}): void {
  // A personal read (a form's signed opening, a submission by its secret) is its reader's alone: no cache keeps it.
  const uncached = personal ? { config: { responseCache: false as const } } : {};
  app.withTypeProvider<ZodTypeProvider>().get(read.contract.url, { schema: read.schema, ...uncached }, (request, reply) => {
    if (personal) reply.header('Cache-Control', 'private, no-store');
    const query = request.query as z.output<Q> & { locale?: Locale; preview?: '1' };
    return read.load({
      params: request.params as z.infer<P>,
      query,
      locale: requestLocale(request, query.locale),
      preview: isPreview(request as never, reply),
    }) as never;
  });
  app.publicReads.add(read);
}

/** What the read of one item takes beside its id: the locale and an editor's `?preview=1`. */
const itemQuerySchema = z.strictObject({ locale: localeSchema.optional(), ...previewQuery });

/**
 * Serves the public read of one item by id (its contract's URL ends in `/:id`): in the locale asked
 * for, or as an editor's preview; `load` answers 404 when the item is not public.
 */
export function registerPublicItemRead<R extends AnyZod>(
  app: FastifyInstance,
  contract: ReadContract<R>,
  tags: string[],
  response: R,
  load: (id: number, locale: Locale, preview: boolean) => Promise<z.input<R>>,
): void {
  registerPublicRead(
    app,
    definePublicRead(contract, {
      schema: { tags, params: idParamsSchema, querystring: itemQuerySchema, response: { 200: response } },
      load: ({ params, locale, preview }) => load(params.id, locale, preview),
    }),
  );
}
