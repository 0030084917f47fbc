import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { PUBLIC_READS } from '../../../common/public-api.js';
import { alertConfirmQuerySchema, alertConfirmationSchema, alertSettingsQuerySchema, alertSettingsSchema, alertSignupQuerySchema, alertSignupSchema, alertUnsubscribeQuerySchema } from '../../../common/schemas/alerts.js';
import { localeSchema } from '../../../common/schemas/common.js';
import type { AppContext } from '../../app-context.js';
import { notFound } from '../../lib/errors.js';
import { resolveSecretKey } from '../../lib/secret-box.js';
import { scheduleJob, scheduleUpkeep } from '../jobs/scheduled-job.js';
import { definePublicRead, registerPublicRead } from '../public-reads/public-read.js';
import { acceptPostedForms } from '../submissions/posted-form.js';
import { runAlertsIfDue } from './alert-sending.js';

/** How often the alert job runs: an immediate alert leaves within about this long of the item becoming public. */
const ALERT_RUN_EVERY_MS = 60_000;
import { type AlertDeps, readConfirmation, readSettings, readSignup, settingsOfUnsubscribeLink, unsubscribeByLink } from './alert.service.js';
import { deleteExpiredAlertData } from './alert-retention.js';

/** What the alerts need of the running app. */
export function alertDeps(ctx: Pick<AppContext, 'db' | 'config'>): AlertDeps {
  return { db: ctx.db, publicUrl: ctx.config.publicUrl, secretKey: resolveSecretKey(ctx.config.secretKey, ctx.config.dataDir).key };
}

const localeField = { locale: localeSchema.optional() };

/**
 * The alerts' reads (the subscription page, a confirmation link, a subscriber's settings: each the
 * reader's own, never cached) and the one-click unsubscribe of RFC 8058. The pages' forms are
 * posted to the pages themselves (site/html-pages.routes.ts).
 */
export function registerAlertRoutes(app: FastifyInstance, ctx: AppContext): void {
  const tags = ['alerts'];
  const deps = alertDeps(ctx);
  registerPublicRead(
    app,
    definePublicRead(PUBLIC_READS.alertSignup, {
      schema: { tags, querystring: alertSignupQuerySchema.safeExtend(localeField), response: { 200: alertSignupSchema } },
      load: ({ query, locale }) => readSignup(ctx.db, query, locale),
    }),
    { personal: true },
  );
  registerPublicRead(
    app,
    definePublicRead(PUBLIC_READS.alertConfirmation, {
      schema: { tags, querystring: alertConfirmQuerySchema.safeExtend(localeField), response: { 200: alertConfirmationSchema } },
      load: async ({ query, locale }) => (await readConfirmation(deps, query, locale)) ?? Promise.reject(notFound('Subscription')),
    }),
    { personal: true },
  );
  registerPublicRead(
    app,
    definePublicRead(PUBLIC_READS.alertSettings, {
      schema: { tags, querystring: alertSettingsQuerySchema.safeExtend(localeField), response: { 200: alertSettingsSchema } },
      load: async ({ query, locale }) => (await readSettings(deps, query, locale)) ?? Promise.reject(notFound('Subscriber')),
    }),
    { personal: true },
  );
  app.register(async (scope) => {
    // A mail program posts `List-Unsubscribe=One-Click` as a form, URL-encoded or multipart; the signed link is what counts.
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 1024 }, (_request, body, done) => done(null, body));
    await acceptPostedForms(scope);
    const r = scope.withTypeProvider<ZodTypeProvider>();
    const route = { schema: { tags, querystring: alertUnsubscribeQuerySchema }, config: { responseCache: false as const } };
    r.post('/api/alerts/unsubscribe', route, async (request, reply) => {
      if (!(await unsubscribeByLink(deps, request.query))) throw notFound('Subscription');
      return reply.header('Cache-Control', 'no-store').send({ unsubscribed: true });
    });
    // Opened as a page (a person following the link, or a scanner): nothing changes; it leads to the settings.
    r.get('/api/alerts/unsubscribe', route, async (request, reply) => {
      const settings = await settingsOfUnsubscribeLink(deps, request.query);
      if (!settings) throw notFound('Subscription');
      return reply.header('Cache-Control', 'no-store').redirect(settings, 303);
    });
  });
}

/**
 * Runs the alert job about every minute among all instances, one at a time (each instance checks
 * every minute; the job's own record of how far it looked says whether another just ran it), and
 * deletes what the alerts no longer need once a day.
 */
export function scheduleAlerts(ctx: Pick<AppContext, 'db' | 'config'>, onError: (error: unknown) => void): () => Promise<void> {
  const deps = alertDeps(ctx);
  const stopSending = scheduleUpkeep(ctx.db, { name: 'alerts', everyMs: ALERT_RUN_EVERY_MS, work: () => runAlertsIfDue(deps, ALERT_RUN_EVERY_MS), onError });
  const stopRetention = scheduleJob(ctx.db, { name: 'alert-retention', everyMs: 86_400_000, work: () => deleteExpiredAlertData(ctx.db), onError });
  return async () => {
    await stopSending();
    await stopRetention();
  };
}
