import { z } from 'zod';
import { MENUS } from './schemas/content.js';
import { listResponse } from './schemas/common.js';
import { levelListSchema, levelSchema } from './schemas/levels.js';
import { articleDetailSchema, articleSummarySchema, categorySchema, fileSchema, homeSchema, menuNodeSchema, pageSchema, presentationSchema, tagSchema } from './schemas/public.js';
import { awardingBodyListSchema, qualificationListSchema, qualificationSchema } from './schemas/qualifications.js';
import { searchResponseSchema } from './schemas/search.js';
import { standardListSchema, standardSchema } from './schemas/standards.js';

/**
 * A public read of the API as the server and the web app both know it: its URL pattern and the
 * schema of its answer. The server defines the read's loader against it (definePublicRead); the
 * pages it renders and the web app's screens request it through it, typed by the same schema.
 */
export interface ReadContract<R extends z.ZodType = z.ZodType> {
  readonly url: string;
  readonly response: R;
}

const contract = <R extends z.ZodType>(url: string, response: R): ReadContract<R> => ({ url, response });

/** The public reads whose data the server inlines into its pages, and the screens read. */
export const PUBLIC_READS = {
  home: contract('/api/home', homeSchema),
  menu: contract('/api/menu-items', z.object({ menu: z.enum(MENUS), items: z.array(menuNodeSchema) })),
  articles: contract('/api/articles', listResponse(articleSummarySchema)),
  article: contract('/api/articles/:id', articleDetailSchema),
  categories: contract('/api/categories', listResponse(categorySchema)),
  category: contract('/api/categories/:id', categorySchema),
  tags: contract('/api/tags', listResponse(tagSchema)),
  tag: contract('/api/tags/:id', tagSchema),
  page: contract('/api/pages/:id', pageSchema),
  presentation: contract('/api/presentations/:id', presentationSchema),
  levels: contract('/api/levels', levelListSchema),
  level: contract('/api/levels/:id', levelSchema),
  qualifications: contract('/api/qualifications', qualificationListSchema),
  qualification: contract('/api/qualifications/:id', qualificationSchema),
  awardingBodies: contract('/api/awarding-bodies', awardingBodyListSchema),
  files: contract('/api/files', listResponse(fileSchema)),
  search: contract('/api/search', searchResponseSchema),
  standards: contract('/api/standards', standardListSchema),
  standard: contract('/api/standards/:id', standardSchema),
} as const;

/** A query as a URL carries it: names in order, a name given more than once for a list. */
export type QueryPairs = readonly (readonly [string, string])[];

/**
 * One request of a public read: its path parameters and query as a URL holds them (text, checked
 * by the read's schemas like any request's), and the path they make. The path is the key the
 * server inlines the answer under and the web app caches it under, and what the browser fetches.
 */
export interface ApiRequest<R extends z.ZodType = z.ZodType> {
  readonly read: ReadContract<R>;
  readonly params: Readonly<Record<string, string>>;
  readonly query: QueryPairs;
  readonly path: string;
}

/** The JSON a request's read answers with. */
export type ResponseOf<Q extends ApiRequest> = Q extends ApiRequest<infer R> ? z.output<R> : never;

/**
 * A request of `read` with its `:name` parameters and its query; query values that are null,
 * undefined or empty are left out, as a form leaves out an empty field.
 */
export function apiRequest<R extends z.ZodType>(
  read: ReadContract<R>,
  params: Readonly<Record<string, string | number>> = {},
  query: readonly (readonly [string, string | null | undefined])[] = [],
): ApiRequest<R> {
  const textParams = Object.fromEntries(Object.entries(params).map(([name, value]) => [name, String(value)]));
  const pairs = query.filter((pair): pair is readonly [string, string] => Boolean(pair[1]));
  const pathname = read.url.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(textParams[name] ?? ''));
  const search = new URLSearchParams();
  for (const [name, value] of pairs) search.append(name, value);
  const queryText = search.toString();
  return { read, params: textParams, query: pairs, path: queryText ? `${pathname}?${queryText}` : pathname };
}
