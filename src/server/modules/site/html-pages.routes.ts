import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { type InitialData, type ItemMatch, LAYOUT_REQUESTS, type RenderScreen, alertSignupRequest, SCREEN_REQUESTS, formRequest, isPreviewQuery, screenRequests, submissionRequest } from '../../../common/initial-data.js';
import { detectPreferredLocale, parseLanguageList, readLocaleCookie } from '../../../common/locale-detection.js';
import { DEFAULT_LOCALE, type Locale } from '../../../common/locales.js';
import type { ApiRequest } from '../../../common/public-api.js';
import { type AlertRouteKey, type ListRouteKey, PERSONAL_ROUTES, isAlertRoute, type PublicRouteKey, isFormRoute, listPath, matchPath, pathInLocale } from '../../../common/routes.js';
import { formWord } from '../../../common/forms/form-text.js';
import { acceptPostedForms, readPostedForm } from '../submissions/posted-form.js';
import { answerAsSubmitter, postFormStep, readSubmissionStatus } from '../submissions/submission.service.js';
import { SUBMISSION_MESSAGE_MAX, submissionQuerySchema } from '../../../common/schemas/forms.js';
import { auditContextOf } from '../audit/audit-context.js';
import { alertDeps } from '../alerts/alert.routes.js';
import { changeSettings, confirmByLink, postSignup } from '../alerts/alert.service.js';
import { alertConfirmQuerySchema, alertSettingsQuerySchema } from '../../../common/schemas/alerts.js';
import { submissionDeps } from '../submissions/submission.routes.js';
import type { AppContext } from '../../app-context.js';
import { DASHBOARD_CONTENT_SECURITY_POLICY } from '../../plugins/security-headers.js';
import { type HtmlShell, type PageHead, createHtmlShell, installableAppTags, renderHeadTags } from './page-head.js';
import { articleHead, categoryHead, councilHead, levelHead, listScreenHead, pageHead, presentationHead, providerHead, qualificationHead, standardHead, tagHead, unindexedHead } from './page-meta.js';
import type { ScreenAssets } from './screen-assets.js';
import { LANGUAGE_TAG, encodePath } from './site-text.js';

/** The link a page's address carries, read by its schema, and what `use` makes of it; null for no such link. */
async function withLink<S extends z.ZodType, T>(schema: S, query: URLSearchParams, use: (link: z.output<S>) => Promise<T | null>): Promise<T | null> {
  const link = schema.safeParse(Object.fromEntries(query));
  return link.success ? use(link.data) : null;
}

/** A request of the page computed in-process, by the path it is inlined under. */
type ApiResult<T = unknown> = { path: string } & ({ ok: true; status: 200; body: T } | { ok: false; status: number });

/** The answer of an item's read: whatever else it holds, the slug its page's address ends in. */
type ItemSchema = z.ZodType<unknown, { slug: string }>;

/** An item's page to send, or the address of its current slug. */
type ItemAnswer<Content> = { status: number; content: Content } | { redirect: string };

/** What an item's page needs besides the layout: its item's request first, and the head its answer makes. */
interface ItemPage<R extends ItemSchema> {
  requests: { item: ApiRequest<R> } & Record<string, ApiRequest>;
  head: (item: z.input<R>) => PageHead;
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

const prefixLocale = (pathname: string): Locale => (/^\/(lat|en)(\/|$)/.exec(pathname)?.[1] as Locale | undefined) ?? DEFAULT_LOCALE;

/** A path that names a file (an extension) and no route: a missing asset, not a page. */
const looksLikeFile = (pathname: string) => /\/[^/]*\.[a-z0-9]{1,12}$/i.test(pathname);

/**
 * What pages link and a browser opens as a page of its own: a document's download, an upload, the
 * news feeds, the calendar, the open data. Their errors are the API's JSON for programs.
 */
const LINKED_FILE = /^\/(?:media\/.+|api\/files\/[^/]+\/download|api\/calendar[^/]*|open-data\/.+|(?:(?:lat|en)\/)?(?:rss|atom)\.xml)$/;

/** A reader's browser opening such a file as a page (a link followed), and getting an error for it. */
function isFailedFileOpenedAsPage(request: FastifyRequest, reply: FastifyReply): boolean {
  return (
    reply.statusCode >= 400 &&
    request.method === 'GET' &&
    request.headers['sec-fetch-dest'] === 'document' &&
    LINKED_FILE.test(splitUrl(request.url).pathname) &&
    /^application\/json\b/.test(String(reply.getHeader('content-type') ?? ''))
  );
}

/**
 * Every GET outside /api gets index.html with the screen's head, its first-screen data and, when
 * the renderer is built (dist/ssr), the screen itself rendered; with the status a server-rendered
 * site gives: 404 for unknown paths and items, 301 to the canonical slug, 302 from `/` to the
 * visitor's language.
 */
export function registerHtmlPages(
  app: FastifyInstance,
  ctx: AppContext,
  page: { indexHtml: string; dashboardHtml: string; renderScreen: RenderScreen | null; assets: ScreenAssets },
): void {
  const { indexHtml, dashboardHtml, renderScreen, assets } = page;
  // The public site is installable, under the portal's name in the page's locale.
  const shell: HtmlShell = createHtmlShell(indexHtml, installableAppTags);
  // The editors' app is built apart from the public site's (decision 0015).
  const dashboardShell: HtmlShell = createHtmlShell(dashboardHtml);
  const { publicUrl } = ctx.config;

  /** One API read as the web client would make it (header `lang: /<locale>`), computed in-process. */
  async function callApi<R extends z.ZodType>(request: ApiRequest<R>, locale: Locale): Promise<ApiResult<z.input<R>>> {
    const { path } = request;
    try {
      return { path, ...(await app.publicReads.read(request, locale)) };
    } catch (error) {
      // The page still answers, with the error screen and status, as the API would have.
      app.log.error({ err: error, path }, 'A public read of a page failed');
      return { path, ok: false, status: 500 };
    }
  }

  const callAll = (requests: readonly ApiRequest[], locale: Locale) => Promise.all(requests.map((request) => callApi(request, locale)));

  function initialData(locale: Locale, results: ApiResult[]): InitialData {
    return { locale, responses: Object.fromEntries(results.filter((r) => r.ok).map((r) => [r.path, r.body])) };
  }

  /** The screen's markup, or null for the browser to render it (no renderer, or it failed: the page still works). */
  async function renderRoot(request: FastifyRequest, data: InitialData, failures: Record<string, number>): Promise<string | null> {
    if (!renderScreen) return null;
    try {
      const rendered = await renderScreen({ url: request.url, data, failures });
      data.routeErrors = rendered.routeErrors;
      data.formattedTexts = rendered.formattedTexts;
      return rendered.html;
    } catch (error) {
      app.log.error({ err: error, url: request.url }, 'Rendering a screen on the server failed; the browser renders it');
      return null;
    }
  }

  interface PageContent {
    head: PageHead;
    /** The screen whose chunk the page loads (its stylesheets are linked in the head). */
    screen?: PublicRouteKey | null;
    data: InitialData | null;
    /** API path → status of the screen's requests that failed (the error screen shows it). */
    failures?: Record<string, number>;
    cacheControl?: string;
    /** The app the page starts: the public site's (the default) or the dashboard's. */
    app?: HtmlShell;
  }

  /** The page's HTML, and the headers that go with it (besides its status). */
  async function renderPage(request: FastifyRequest, reply: FastifyReply, { head, screen = null, data, failures = {}, cacheControl = 'no-cache', app = shell }: PageContent): Promise<string> {
    const rootHtml = data ? await renderRoot(request, data, failures) : null;
    const headTags = renderHeadTags(head, publicUrl, data) + (screen ? `\n    ${assets.headTags(screen)}` : '');
    reply.type('text/html; charset=utf-8').header('Cache-Control', cacheControl).header('Content-Language', LANGUAGE_TAG[head.locale]);
    return app.render(head.locale, headTags, rootHtml);
  }

  async function sendPage(request: FastifyRequest, reply: FastifyReply, status: number, content: PageContent) {
    return reply.status(status).send(await renderPage(request, reply, content));
  }

  /** The error screen inside the layout with its menus: "not found" (404) or a failure of the API (5xx). */
  async function errorPageContent(locale: Locale, status: number, failures: Record<string, number>): Promise<PageContent> {
    const head = unindexedHead(locale, status === 404 ? 'notFound' : 'error');
    return { head, data: initialData(locale, await callAll(LAYOUT_REQUESTS, locale)), failures };
  }

  async function sendErrorPage(request: FastifyRequest, reply: FastifyReply, locale: Locale, status = 404, failures: Record<string, number> = {}) {
    return sendPage(request, reply, status, await errorPageContent(locale, status, failures));
  }

  /** The page of an item: its requests, typed by their reads, and the head its answer gives. */
  function itemPage(match: ItemMatch, query: URLSearchParams) {
    const { locale } = match;
    const page = <R extends ItemSchema>(requests: ItemPage<R>['requests'], head: ItemPage<R>['head']) => answerItem(match, query, requests, head);
    switch (match.key) {
      case 'article':
        return page(SCREEN_REQUESTS.article(match, query), (article) => articleHead(locale, article, publicUrl));
      case 'category':
        return page(SCREEN_REQUESTS.category(match, query), (category) => categoryHead(locale, category));
      case 'tag':
        return page(SCREEN_REQUESTS.tag(match, query), (tag) => tagHead(locale, tag));
      case 'page':
        return page(SCREEN_REQUESTS.page(match, query), (item) => pageHead(locale, item));
      case 'presentation':
        return page(SCREEN_REQUESTS.presentation(match, query), (presentation) => presentationHead(locale, presentation));
      case 'level':
        return page(SCREEN_REQUESTS.level(match, query), (level) => levelHead(locale, level));
      case 'qualification':
        return page(SCREEN_REQUESTS.qualification(match, query), (qualification) => qualificationHead(locale, qualification, publicUrl));
      case 'standard':
        return page(SCREEN_REQUESTS.standard(match, query), (standard) => standardHead(locale, standard));
      case 'provider':
        return page(SCREEN_REQUESTS.provider(match, query), (provider) => providerHead(locale, provider));
      case 'council':
        return page(SCREEN_REQUESTS.council(match, query), (council) => councilHead(locale, council));
    }
  }

  /**
   * An item's page: its own answer decides the status before anything else is computed (404 for
   * an item that is not public, 301 to the current slug), then its other requests and the menus.
   */
  async function answerItem<R extends ItemSchema>(match: ItemMatch, query: URLSearchParams, requests: ItemPage<R>['requests'], head: ItemPage<R>['head']): Promise<ItemAnswer<PageContent>> {
    const { locale } = match;
    const { item, ...rest } = requests;
    const main = await callApi(item, locale);
    if (!main.ok) {
      const status = main.status >= 500 ? 500 : 404;
      return { status, content: await errorPageContent(locale, status, { [item.path]: status }) };
    }
    const { slug } = main.body;
    if (match.slug !== slug) return { redirect: location(pathInLocale(match, locale, slug), query) };
    const results = [main, ...(await callAll([...Object.values(rest), ...LAYOUT_REQUESTS], locale))];
    return { status: 200, content: { head: head(main.body), screen: match.key, data: initialData(locale, results) } };
  }

  async function answerScreen(request: FastifyRequest, reply: FastifyReply) {
    const { pathname, query } = splitUrl(request.url);
    const match = matchPath(pathname);
    if (!match) return sendErrorPage(request, reply, prefixLocale(pathname));
    const { locale } = match;
    // The dashboard is the signed-in editors' app: nothing public to inline, nothing to index, and a policy of its own.
    if (match.key === 'dashboard') {
      reply.header('Content-Security-Policy', DASHBOARD_CONTENT_SECURITY_POLICY);
      return sendPage(request, reply, 200, { head: unindexedHead(locale, 'dashboard'), data: null, app: dashboardShell });
    }
    if (!('id' in match)) {
      const ownRequests = screenRequests(match, query);
      const results = await callAll([...ownRequests, ...LAYOUT_REQUESTS], locale);
      const content: PageContent = { head: listScreenHead(match, publicUrl, query), screen: match.key, data: initialData(locale, results) };
      if (!PERSONAL_ROUTES.includes(match.key)) return sendPage(request, reply, 200, content);
      // A reader's own page (a form, a submission by its private link) is kept by no cache; a wrong link is not found.
      const failed = results.slice(0, ownRequests.length).find((result) => !result.ok);
      if (!failed) return sendPage(request, reply, 200, { ...content, cacheControl: 'no-store' });
      const status = failed.status >= 500 ? 500 : 404;
      return sendPage(request, reply, status, { ...(await errorPageContent(locale, status, { [failed.path]: status })), cacheControl: 'no-store' });
    }
    // A preview needs the editor's token, which only the web app holds: it fetches the item itself.
    if (isPreviewQuery(query)) {
      return sendPage(request, reply.header('X-Robots-Tag', 'noindex'), 200, { head: unindexedHead(locale, 'preview'), data: null, cacheControl: 'no-store' });
    }
    const answer = await itemPage(match, query);
    // NOTE: permanent for search engines, but revalidated by browsers: an editor may give the old slug back.
    if ('redirect' in answer) return reply.header('Cache-Control', 'no-cache').redirect(answer.redirect, 301);
    return sendPage(request, reply, answer.status, answer.content);
  }

  // A link to a file that is gone (a document deleted, an old feed of a category) or that failed,
  // followed by a reader: the error page in their language, with the way on, not the API's JSON.
  // The file's status stays; the error screen shows it (failures by the file's own path).
  app.addHook('onSend', async (request, reply, payload) => {
    if (!isFailedFileOpenedAsPage(request, reply)) return payload;
    const { pathname } = splitUrl(request.url);
    // What a file's answer may carry that a page must not (saved as a download, a byte range).
    for (const header of ['Content-Disposition', 'Content-Range', 'Accept-Ranges']) reply.removeHeader(header);
    return renderPage(request, reply, { ...(await errorPageContent(rootLocale(request), reply.statusCode, { [pathname]: reply.statusCode })), cacheControl: 'no-store' });
  });

  // The root page's answer depends on the language chosen for the visitor too.
  app.get('/', { schema: { hide: true }, config: { responseCache: rootLocale } }, async (request, reply) => {
    reply.header('Vary', 'Accept-Language, Cookie');
    const locale = rootLocale(request);
    if (locale !== DEFAULT_LOCALE) return reply.header('Cache-Control', 'no-cache').redirect(location(listPath('home', locale), splitUrl(request.url).query), 302);
    return answerScreen(request, reply);
  });

  // A public form's step is posted to the form's own address: the answer is the next step, or this one
  // with its errors (422), rendered like any page; a form sent goes on to its private status page.
  const forms = submissionDeps(ctx);
  const alerts = alertDeps(ctx);
  app.register(async (scope) => {
    await acceptPostedForms(scope);
    scope.post('/*', { schema: { hide: true }, config: { responseCache: false } }, async (request, reply) => {
      const { pathname, query } = splitUrl(request.url);
      const match = matchPath(pathname);
      if (match?.key === 'submission') return answerOnStatusPage(request, reply, match.locale, query);
      if (match && isAlertRoute(match.key)) return answerAlertPost(request, reply, match.key, match.locale, query);
      if (!match || !isFormRoute(match.key)) return reply.callNotFound();
      const { locale } = match;
      const outcome = await postFormStep(forms, match.key, locale, await readPostedForm(request), request.ip);
      if ('sent' in outcome) return reply.header('Cache-Control', 'no-store').redirect(outcome.sent.location, 303);
      const form = formRequest(match.key);
      const data = initialData(locale, [{ path: form.path, ok: true, status: 200, body: outcome.state }, ...(await callAll(LAYOUT_REQUESTS, locale))]);
      const head = listScreenHead({ key: match.key, locale }, publicUrl, new URLSearchParams());
      if (outcome.state.errors.length > 0) head.title = `${formWord('errorTitlePrefix', locale)}${head.title}`;
      return sendPage(request, reply, outcome.status, { head, screen: match.key, data, cacheControl: 'no-store' });
    });
  });

  /**
   * The submitter writes to the agency on their status page: the message is recorded and the page
   * shown again (303), or shown with the message and why it was refused (422).
   */
  async function answerOnStatusPage(request: FastifyRequest, reply: FastifyReply, locale: Locale, query: URLSearchParams) {
    const link = submissionQuerySchema.safeParse({ n: query.get('n') ?? '', k: query.get('k') ?? '' });
    if (!link.success) return sendErrorPage(request, reply, locale);
    const posted = await readPostedForm(request);
    const message = (posted.fields.get('message')?.[0] ?? '').replace(/\r\n?/g, '\n').trim();
    const error = message === '' ? formWord('messageMissing', locale) : [...message].length > SUBMISSION_MESSAGE_MAX ? formWord('tooLong', locale, { max: SUBMISSION_MESSAGE_MAX, length: [...message].length }) : null;
    if (!error) {
      await answerAsSubmitter(forms, link.data, message, auditContextOf(request));
      return reply.header('Cache-Control', 'no-store').redirect(request.url, 303);
    }
    const status = await readSubmissionStatus(ctx.db, link.data, locale);
    const read = submissionRequest(query)!;
    const data = initialData(locale, [{ path: read.path, ok: true, status: 200, body: { ...status, draft: { message, error } } }, ...(await callAll(LAYOUT_REQUESTS, locale))]);
    const head = listScreenHead({ key: 'submission', locale }, publicUrl, query);
    head.title = `${formWord('errorTitlePrefix', locale)}${head.title}`;
    return sendPage(request, reply, 422, { head, screen: 'submission', data, cacheControl: 'no-store' });
  }

  /**
   * A form of the e-mail alerts posted to its page: a sign-up (on to "check your e-mail", or the
   * page again with its errors, 422, or its limit, 429), a confirmation, or a change of a
   * subscriber's settings (each on to the settings page, 303; a wrong link is not found).
   */
  async function answerAlertPost(request: FastifyRequest, reply: FastifyReply, key: AlertRouteKey, locale: Locale, query: URLSearchParams) {
    const posted = await readPostedForm(request);
    const next =
      key === 'alerts'
        ? await postSignup(alerts, locale, posted.fields, request.ip)
        : key === 'alert-confirm'
          ? await withLink(alertConfirmQuerySchema, query, (link) => confirmByLink(alerts, link, locale))
          : await withLink(alertSettingsQuerySchema, query, (link) => changeSettings(alerts, link, locale, posted.fields));
    if (next === null) return sendErrorPage(request, reply, locale);
    if (typeof next === 'string') return reply.header('Cache-Control', 'no-store').redirect(next, 303);
    if ('sent' in next) return reply.header('Cache-Control', 'no-store').redirect(next.sent, 303);
    const read = alertSignupRequest(query);
    const data = initialData(locale, [{ path: read.path, ok: true, status: 200, body: next.state }, ...(await callAll(LAYOUT_REQUESTS, locale))]);
    const head = listScreenHead({ key, locale }, publicUrl, query);
    head.title = `${formWord('errorTitlePrefix', locale)}${head.title}`;
    return sendPage(request, reply, next.status, { head, screen: key, data, cacheControl: 'no-store' });
  }

  // A reader's own pages are never cached; every other page by its path.
  const pageCacheRule = (request: FastifyRequest): string | null => {
    const match = matchPath(splitUrl(request.url).pathname);
    return match && PERSONAL_ROUTES.includes(match.key as ListRouteKey) ? null : '';
  };

  app.get('/*', { schema: { hide: true }, config: { responseCache: pageCacheRule } }, (request, reply) => {
    const { pathname } = splitUrl(request.url);
    // The API and missing files answer with the API's JSON 404, not a page.
    if (pathname === '/api' || pathname.startsWith('/api/') || (looksLikeFile(pathname) && !matchPath(pathname))) return reply.callNotFound();
    return answerScreen(request, reply);
  });
}
