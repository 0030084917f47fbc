import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance, LogController, type RouteOptions } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { AppContext } from './app-context.js';
import { poolStatsOf } from './db/database.js';
import { registerArticleRoutes } from './modules/articles/article.routes.js';
import { registerAuditRoutes } from './modules/audit/audit.routes.js';
import { chainAuditLog, settleAuditHead } from './modules/audit/audit.service.js';
import { registerTranslationStatusRoutes } from './modules/translation-status/translation-status.routes.js';
import { registerSearchInsightsRoutes } from './modules/search-insights/search-insights.routes.js';
import { registerAuthRoutes } from './modules/auth/auth.routes.js';
import { registerCategoryRoutes } from './modules/categories/category.routes.js';
import { registerFileRoutes } from './modules/files/file.routes.js';
import { registerHealthRoutes } from './modules/health/health.routes.js';
import { registerHomeRoutes } from './modules/home/home.routes.js';
import { registerMediaRoutes } from './modules/media/media.routes.js';
import { createMetrics } from './modules/metrics/metrics.js';
import { registerMetricsRoutes } from './modules/metrics/metrics.routes.js';
import { registerMenuRoutes } from './modules/menu/menu.routes.js';
import { registerOverviewRoutes } from './modules/overview/overview.routes.js';
import { registerPageRoutes } from './modules/pages/page.routes.js';
import { registerPresentationRoutes } from './modules/presentations/presentation.routes.js';
import { registerSearchRoutes } from './modules/search/search.routes.js';
import { registerSiteRoutes } from './modules/site/site.routes.js';
import { registerTagRoutes } from './modules/tags/tag.routes.js';
import { registerLevelRoutes } from './modules/levels/level.routes.js';
import { registerOpenDataRoutes } from './modules/open-data/open-data.routes.js';
import { registerQualificationRoutes } from './modules/qualifications/qualification.routes.js';
import { registerProviderRoutes } from './modules/providers/provider.routes.js';
import { registerStandardRoutes } from './modules/standards/standard.routes.js';
import { registerCouncilRoutes } from './modules/councils/council.routes.js';
import { registerUserRoutes } from './modules/users/user.routes.js';
import { registerGroupRoutes } from './modules/groups/group.routes.js';
import { registerInvitationRoutes } from './modules/invitations/invitation.routes.js';
import { registerPresenceRoutes } from './modules/presence/presence.routes.js';
import { registerReviewRoutes } from './modules/reviews/review.routes.js';
import { registerSubmissionQueueRoutes } from './modules/submissions/submission-queue.routes.js';
import { registerAlertRoutes } from './modules/alerts/alert.routes.js';
import { registerSubmissionRoutes } from './modules/submissions/submission.routes.js';
import { registerAuth } from './plugins/auth.js';
import { registerErrorHandler, sendError } from './plugins/error-handler.js';
import { registerResponseCache } from './plugins/response-cache.js';
import { registerSecurityHeaders } from './plugins/security-headers.js';
import { registerTextInputGuard } from './plugins/text-input.js';
import { registerWebApp } from './plugins/web-app.js';
import type { RenderScreen } from '../common/initial-data.js';
import { PublicReads } from './modules/public-reads/public-read.js';

/** JSON bodies are small; the largest is a rich-text body of up to 500,000 characters. */
const JSON_BODY_LIMIT = 4 * 1024 * 1024;

export const DEFAULT_WEB_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../web');
/** The server renderer of the public screens, built by vite.ssr.config.ts. */
export const DEFAULT_SCREEN_RENDERER = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../ssr/render-screen.js');

export interface BuildOptions {
  logger?: boolean | object;
  webDir?: string;
  /** The renderer's module file, or the function itself (tests); without one, the browser renders every screen. */
  screenRenderer?: string | RenderScreen;
  /** Called for every route as it is registered (tests use it to sweep all routes). */
  onRoute?: (route: RouteOptions) => void;
  /** How long a client may take to send its headers and its whole request (tests shorten them). */
  httpTimeouts?: HttpTimeouts;
}

export interface HttpTimeouts {
  headersMs: number;
  /** The whole request, body included: a 25 MB upload at 2 Mbit/s takes 100 s. */
  requestMs: number;
  /** How often connections are checked against the two: the most a slow client overstays. */
  checkEveryMs: number;
}

/** A client trickling its headers or body (a byte a second) holds a connection no longer than this. */
const HTTP_TIMEOUTS: HttpTimeouts = { headersMs: 15_000, requestMs: 120_000, checkEveryMs: 2_000 };

/** Builds the whole portal (API, media, web app) without listening, so tests can inject requests. */
export async function buildApp(ctx: AppContext, options: BuildOptions = {}): Promise<FastifyInstance> {
  const timeouts = options.httpTimeouts ?? HTTP_TIMEOUTS;
  const app = Fastify({
    logger: options.logger ?? false,
    http: { headersTimeout: timeouts.headersMs, connectionsCheckingInterval: timeouts.checkEveryMs },
    requestTimeout: timeouts.requestMs,
    // One line a request (below), not Fastify's two: at info, logging is a third of a cached read's cost.
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit: JSON_BODY_LIMIT,
    trustProxy: ctx.config.trustProxy,
    routerOptions: { maxParamLength: 200 },
    // A malformed or overlong URL is answered by the router itself; give it the API's error shape.
    frameworkErrors: sendError,
  });
  if (options.onRoute) app.addHook('onRoute', options.onRoute);
  app.addHook('onResponse', async (request, reply) => {
    request.log.info({ method: request.method, url: request.url, statusCode: reply.statusCode, ms: Math.round(reply.elapsedTime * 10) / 10 }, 'request');
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  const metrics = createMetrics({ responseCache: () => ctx.responseCache.stats(), databasePool: () => poolStatsOf(ctx.db) });
  registerMetricsRoutes(app, ctx, metrics);
  // NOTE: Fastify parses text/plain by default; no route takes text, so it gets 415 like any other type.
  app.removeContentTypeParser('text/plain');

  // First of the request hooks: a stored response carries the security headers it was made with,
  // so a hit is sent before they are set again.
  registerResponseCache(app, ctx.responseCache);
  registerSecurityHeaders(app);
  await app.register(fastifySwagger, {
    openapi: {
      info: { title: 'НОКС portal API', description: 'Public and admin API of the National Qualifications Framework portal', version: '1' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    },
    transform: jsonSchemaTransform,
    transformObject: jsonSchemaTransformObject,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs', staticCSP: true });
  app.get('/api/openapi.json', { schema: { hide: true } }, () => app.swagger());

  // Every audit entry is chained under the server's key; the head follows each change a moment later.
  chainAuditLog(ctx, (error) => app.log.error({ err: error }, "The audit log's head outside the database was not moved on"));
  app.addHook('onClose', () => settleAuditHead(ctx.db));
  registerAuth(app, ctx.db, ctx.config.requireTotpFor);
  registerTextInputGuard(app);
  app.decorate('publicReads', new PublicReads());
  for (const register of [
    registerHealthRoutes,
    registerAuthRoutes,
    registerAuditRoutes,
    registerUserRoutes,
    registerGroupRoutes,
    registerInvitationRoutes,
    registerPresenceRoutes,
    registerReviewRoutes,
    registerArticleRoutes,
    registerCategoryRoutes,
    registerPageRoutes,
    registerPresentationRoutes,
    registerTagRoutes,
    registerLevelRoutes,
    registerQualificationRoutes,
    registerStandardRoutes,
    registerProviderRoutes,
    registerCouncilRoutes,
    registerOpenDataRoutes,
    registerFileRoutes,
    registerMenuRoutes,
    registerOverviewRoutes,
    registerTranslationStatusRoutes,
    registerMediaRoutes,
    registerHomeRoutes,
    registerSearchRoutes,
    registerSearchInsightsRoutes,
    registerSubmissionRoutes,
    registerSubmissionQueueRoutes,
    registerAlertRoutes,
    registerSiteRoutes,
  ]) {
    register(app, ctx);
  }
  await registerWebApp(app, ctx, options.webDir ?? DEFAULT_WEB_DIR, options.screenRenderer ?? DEFAULT_SCREEN_RENDERER);
  return app;
}
