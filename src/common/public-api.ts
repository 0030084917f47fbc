import type { z } from 'zod';
import type { levelListSchema, levelSchema } from './schemas/levels.js';
import type { openDataCatalogueSchema } from './schemas/open-data.js';
import type {
  articleDetailSchema,
  articleListSchema,
  categoryListSchema,
  categorySchema,
  fileListSchema,
  homeSchema,
  menuSchema,
  pageSchema,
  presentationSchema,
  tagListSchema,
  tagSchema,
} from './schemas/public.js';
import type { awardingBodyListSchema, qualificationListSchema, qualificationSchema } from './schemas/qualifications.js';
import type { searchResponseSchema } from './schemas/search.js';
import type { providerListSchema, providerSchema } from './schemas/providers.js';
import type { standardListSchema, standardSchema } from './schemas/standards.js';
import type { councilListSchema, councilSchema } from './schemas/councils.js';
import type { formStateSchema, submissionStatusSchema } from './schemas/forms.js';
import type { alertConfirmationSchema, alertSettingsSchema, alertSignupSchema } from './schemas/alerts.js';

/**
 * A public read of the API as the server and the web app both know it: its URL pattern and the
 * schema of its answer. The server defines the read against it (definePublicRead, which must be
 * given that schema); the pages it renders and the web app's screens request it through it, typed
 * by the same schema.
 */
export interface ReadContract<R extends z.ZodType = z.ZodType> {
  readonly url: string;
  /** The schema of the answer, as a type only: the web app's bundle carries no schema for it. */
  readonly response?: R;
}

const contract = <R extends z.ZodType>(url: string): ReadContract<R> => ({ url });

/** The public reads whose data the server inlines into its pages, and the screens read. */
export const PUBLIC_READS = {
  home: contract<typeof homeSchema>('/api/home'),
  menu: contract<typeof menuSchema>('/api/menu-items'),
  articles: contract<typeof articleListSchema>('/api/articles'),
  article: contract<typeof articleDetailSchema>('/api/articles/:id'),
  categories: contract<typeof categoryListSchema>('/api/categories'),
  category: contract<typeof categorySchema>('/api/categories/:id'),
  tags: contract<typeof tagListSchema>('/api/tags'),
  tag: contract<typeof tagSchema>('/api/tags/:id'),
  page: contract<typeof pageSchema>('/api/pages/:id'),
  presentation: contract<typeof presentationSchema>('/api/presentations/:id'),
  levels: contract<typeof levelListSchema>('/api/levels'),
  level: contract<typeof levelSchema>('/api/levels/:id'),
  qualifications: contract<typeof qualificationListSchema>('/api/qualifications'),
  qualification: contract<typeof qualificationSchema>('/api/qualifications/:id'),
  awardingBodies: contract<typeof awardingBodyListSchema>('/api/awarding-bodies'),
  files: contract<typeof fileListSchema>('/api/files'),
  search: contract<typeof searchResponseSchema>('/api/search'),
  standards: contract<typeof standardListSchema>('/api/standards'),
  standard: contract<typeof standardSchema>('/api/standards/:id'),
  openData: contract<typeof openDataCatalogueSchema>('/api/open-data'),
  providers: contract<typeof providerListSchema>('/api/providers'),
  provider: contract<typeof providerSchema>('/api/providers/:id'),
  councils: contract<typeof councilListSchema>('/api/councils'),
  council: contract<typeof councilSchema>('/api/councils/:id'),
  form: contract<typeof formStateSchema>('/api/forms/:form'),
  submission: contract<typeof submissionStatusSchema>('/api/submissions'),
  alertSignup: contract<typeof alertSignupSchema>('/api/alerts/signup'),
  alertConfirmation: contract<typeof alertConfirmationSchema>('/api/alerts/confirmation'),
  alertSettings: contract<typeof alertSettingsSchema>('/api/alerts/settings'),
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
