import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { type InitialData, LAYOUT_REQUESTS, isPreviewQuery, routeRequests } from '../../../common/initial-data.js';
import { detectPreferredLocale, parseLanguageList, readLocaleCookie } from '../../../common/locale-detection.js';
import { DEFAULT_LOCALE, type Locale } from '../../../common/locales.js';
import { CONTENT_ROUTES, type RouteMatch, listPath, matchPath, pathInLocale } from '../../../common/routes.js';
import type { AppContext } from '../../app-context.js';
import { type HtmlShell, type PageHead, createHtmlShell, renderHeadTags } from './page-head.js';
import { articleHead, categoryHead, listScreenHead, pageHead, presentationHead, unindexedHead } from './page-meta.js';
import { LANGUAGE_TAG, encodePath } from './site-text.js';

interface ApiResult {
  path: string;
  status: number;
  body: unknown;
}

/**
 * The locale whose home `/` should send a visitor to: the one chosen before (cookie), else the
 * browser's preference; Serbian Cyrillic (no redirect) when neither says otherwise.
 */
export function rootLocale(request: FastifyRequest): Locale {
  const header = request.headers['accept-language'];
  const languages = parseLanguageList(Array.isArray(header) ? header.join(',') : (header ?? ''));
  return detectPreferredLocale({ cookie: readLocaleCookie(request.headers.cookie ?? ''), languages });
}

function splitUrl(url: string): { pathname: string; query: URLSearchParams } {
  const q = url.indexOf('?');
  return q < 0 ? { pathname: url, query: new URLSearchParams() } : { pathname: url.slice(0, q), query: new URLSearchParams(url.slice(q + 1)) };
}

/** A redirect target: the encoded path, and the query string as it came (re-encoded). */
function location(path: string, query: URLSearchParams): string {
  const search = query.toString();
  return `${encodePath(path)}${search ? `?${search}` : ''}`;
}

type ItemMatch = Extract<RouteMatch, { slug: string | null }>;
const isItemMatch = (match: RouteMatch): match is ItemMatch => (CONTENT_ROUTES as readonly string[]).includes(match.key);

const prefixLocale = (pathname: string): Locale => (/^\/(lat|en)(\/|$)/.exec(pathname)?.[1] as Locale | undefined) ?? DEFAULT_LOCALE;

/** A path that names a file (an extension) and no route: a missing asset, not a page. */
const looksLikeFile = (pathname: string) => /\/[^/]*\.[a-z0-9]{1,12}$/i.test(pathname);

/**
 * Every GET outside /api gets index.html with the screen's head and first-screen data, and the
 * status a server-rendered site would give: 404 for unknown paths and items, 301 to the canonical
 * slug, 302 from `/` to the visitor's language.
 */
export function registerHtmlPages(app: FastifyInstance, ctx: AppContext, indexHtml: string): void {
  const shell: HtmlShell = createHtmlShell(indexHtml);
  const { publicUrl } = ctx.config;

  /** One API read as the web client would make it (header `lang: /<locale>`), computed in-process. */
  async function callApi(path: string, locale: Locale): Promise<ApiResult> {
    try {
      return { path, ...(await app.publicReads.read(path, locale)) };
    } catch (error) {
      // The page still answers, with the error screen and status, as the API would have.
      app.log.error({ err: error, path }, 'A public read of a page failed');
      return { path, status: 500, body: null };
    }
  }

  const callAll = (paths: readonly string[], locale: Locale) => Promise.all(paths.map((path) => callApi(path, locale)));

  function initialData(locale: Locale, results: ApiResult[]): InitialData {
    return { locale, responses: Object.fromEntries(results.filter((r) => r.status === 200).map((r) => [r.path, r.body])) };
  }

  function sendPage(reply: FastifyReply, status: number, head: PageHead, data: InitialData | null, cacheControl = 'no-cache') {
    return reply
      .status(status)
      .type('text/html; charset=utf-8')
      .header('Cache-Control', cacheControl)
      .header('Content-Language', LANGUAGE_TAG[head.locale])
      .send(shell.render(head.locale, renderHeadTags(head, publicUrl, data)));
  }

  /** The shell with the layout's menus, for "not found" (404) or a failure of the API (5xx). */
  async function sendErrorPage(reply: FastifyReply, locale: Locale, status = 404) {
    const head = unindexedHead(locale, status === 404 ? 'notFound' : 'error');
    return sendPage(reply, status, head, initialData(locale, await callAll(LAYOUT_REQUESTS, locale)));
  }

  function headOf(match: RouteMatch, main: unknown, query: URLSearchParams): PageHead {
    switch (match.key) {
      case 'article':
        return articleHead(match.locale, main as Parameters<typeof articleHead>[1], publicUrl);
      case 'category':
        return categoryHead(match.locale, main as Parameters<typeof categoryHead>[1]);
      case 'page':
        return pageHead(match.locale, main as Parameters<typeof pageHead>[1]);
      case 'presentation':
        return presentationHead(match.locale, main as Parameters<typeof presentationHead>[1]);
      case 'dashboard':
        return unindexedHead(match.locale, 'dashboard');
      default:
        return listScreenHead(match, publicUrl, query);
    }
  }

  async function renderScreen(request: FastifyRequest, reply: FastifyReply) {
    const { pathname, query } = splitUrl(request.url);
    const match = matchPath(pathname);
    if (!match) return sendErrorPage(reply, prefixLocale(pathname));
    const { locale } = match;
    // The dashboard is the signed-in editors' app: nothing public to inline, nothing to index.
    if (match.key === 'dashboard') return sendPage(reply, 200, headOf(match, null, query), null);
    const requests = routeRequests(match, query);
    if (!isItemMatch(match)) {
      const results = await callAll([...requests, ...LAYOUT_REQUESTS], locale);
      return sendPage(reply, 200, headOf(match, null, query), initialData(locale, results));
    }
    // A preview needs the editor's token, which only the web app holds: it fetches the item itself.
    if (isPreviewQuery(query)) return sendPage(reply.header('X-Robots-Tag', 'noindex'), 200, unindexedHead(locale, 'preview'), null, 'no-store');
    // An item: its own response decides the status before anything else is fetched.
    const [mainPath, ...rest] = requests;
    const main = await callApi(mainPath!, locale);
    if (main.status >= 500) return sendErrorPage(reply, locale, 500);
    if (main.status !== 200) return sendErrorPage(reply, locale);
    const slug = (main.body as { slug: string }).slug;
    if (match.slug !== slug) {
      // NOTE: permanent for search engines, but revalidated by browsers: an editor may give the old slug back.
      return reply.header('Cache-Control', 'no-cache').redirect(location(pathInLocale(match, locale, slug), query), 301);
    }
    const results = [main, ...(await callAll([...rest, ...LAYOUT_REQUESTS], locale))];
    return sendPage(reply, 200, headOf(match, main.body, query), initialData(locale, results));
  }

  // The root page's answer depends on the language chosen for the visitor too.
  app.get('/', { schema: { hide: true }, config: { responseCache: rootLocale } }, async (request, reply) => {
    reply.header('Vary', 'Accept-Language, Cookie');
    const locale = rootLocale(request);
    if (locale !== DEFAULT_LOCALE) return reply.header('Cache-Control', 'no-cache').redirect(location(listPath('home', locale), splitUrl(request.url).query), 302);
    return renderScreen(request, reply);
  });

  app.get('/*', { schema: { hide: true }, config: { responseCache: 'path' } }, (request, reply) => {
    const { pathname } = splitUrl(request.url);
    // The API and missing files answer with the API's JSON 404, not a page.
    if (pathname === '/api' || pathname.startsWith('/api/') || (looksLikeFile(pathname) && !matchPath(pathname))) return reply.callNotFound();
    return renderScreen(request, reply);
  });
}
