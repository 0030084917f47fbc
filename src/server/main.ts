import { inspect } from 'node:util';
import { buildApp } from './app.js';
import { ConfigError, loadConfig } from './config.js';
import { bootstrap } from './db/bootstrap.js';
import { openDatabase } from './db/database.js';
import { createFileStorage } from './lib/create-file-storage.js';
import { scheduleArticleTotalsFolding } from './modules/articles/article.service.js';
import { scheduleAuditPruning } from './modules/audit/audit.service.js';
import { scheduleSearchLogPruning } from './modules/search-insights/search-insights.service.js';
import { createMailSender } from './modules/mail/mail-sender.js';
import { scheduleInvitationRetention } from './modules/invitations/invitation.service.js';
import { scheduleReviewDigests } from './modules/reviews/review-notices.js';
import { scheduleAbandonedAttachmentRemoval, scheduleSubmissionRetention } from './modules/submissions/submission.service.js';
import { scheduleAlerts } from './modules/alerts/alert.routes.js';
import { scheduleMediaPurge, scheduleUploadSweep } from './modules/media/media.service.js';
import { joinChangeChannel } from './modules/response-cache/change-channel.js';
import { createResponseCache } from './modules/response-cache/create-response-cache.js';

/** Images an editor removed are kept this long, so undo in the editor still finds them. */
const RELEASED_MEDIA_GRACE_MS = 7 * 86_400_000;
/** How often released images are purged (on one instance, at the first start and then once a day). */
const MEDIA_PURGE_EVERY_MS = 86_400_000;
/** How often storage is swept of what uploads cut short left there (on one instance, at the first start and then once a day). */
const UPLOAD_SWEEP_EVERY_MS = 86_400_000;

function printGeneratedAdmin(email: string, password: string): void {
  process.stdout.write(
    [
      '',
      '  ┌──────────────────────────────────────────────────────────────┐',
      '  │ First start: an administrator was created.                   │',
      `  │   e-mail:   ${email.padEnd(49)}│`,
      `  │   password: ${password.padEnd(49)}│`,
      '  │ This password is shown only now; change it after signing in. │',
      '  └──────────────────────────────────────────────────────────────┘',
      '',
    ].join('\n'),
  );
}

async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\nSee README.md, section "Configuration".\n`);
      process.exitCode = 1;
      return;
    }
    throw error;
  }
  const handle = openDatabase({ databaseUrl: config.databaseUrl, sqlitePath: config.sqlitePath });
  const ctx = { config, db: handle.db, storage: await createFileStorage(config), responseCache: createResponseCache(config, handle.db) };
  // The generated password is printed as soon as the admin exists, before the seconds of seeding.
  await bootstrap(ctx, handle, { onGeneratedAdmin: ({ email, password }) => printGeneratedAdmin(email, password) });

  const app = await buildApp(ctx, { logger: { level: config.logLevel } });
  // Instances sharing a PostgreSQL database hear each other's changes; SQLite is one process.
  const changes = config.databaseUrl ? await joinChangeChannel(ctx.responseCache, { db: ctx.db, databaseUrl: config.databaseUrl, log: app.log }) : null;
  const stopMediaPurge = scheduleMediaPurge(ctx.db, ctx.storage, {
    graceMs: RELEASED_MEDIA_GRACE_MS,
    everyMs: MEDIA_PURGE_EVERY_MS,
    onError: (error) => app.log.error({ err: error }, 'Purging released media failed'),
  });
  const stopUploadSweep = scheduleUploadSweep(ctx.db, ctx.storage, {
    everyMs: UPLOAD_SWEEP_EVERY_MS,
    onSwept: (outcome) => app.log.info(outcome, 'Swept storage of files left by uploads cut short'),
    onError: (error) => app.log.error({ err: error }, 'Sweeping storage of files left by uploads cut short failed'),
  });
  const stopAuditPruning = scheduleAuditPruning(ctx.db, {
    retentionMs: config.auditRetentionMs,
    onError: (error) => app.log.error({ err: error }, 'Pruning the audit log failed'),
  });
  const stopSearchLogPruning = scheduleSearchLogPruning(ctx.db, {
    days: config.searchLogDays,
    onError: (error) => app.log.error({ err: error }, 'Pruning the search log failed'),
  });
  const stopTotalsFolding = scheduleArticleTotalsFolding(ctx.db, {
    onError: (error) => app.log.error({ err: error }, 'Folding the list totals failed'),
  });
  const stopMailSending = createMailSender(ctx, app.log).start();
  const stopInvitationRetention = scheduleInvitationRetention(ctx.db, (error) => app.log.error({ err: error }, 'Deleting closed invitations past their retention failed'));
  const stopReviewDigests = scheduleReviewDigests(ctx.db, config.publicUrl, (error) => app.log.error({ err: error }, 'Sending the daily messages about review failed'));
  const stopAttachmentRemoval = scheduleAbandonedAttachmentRemoval(ctx.db, ctx.storage, (error) => app.log.error({ err: error }, 'Removing the attachments of forms never sent failed'));
  const stopSubmissionRetention = scheduleSubmissionRetention(ctx.db, ctx.storage, config.submissionRetentionDays, (error) =>
    app.log.error({ err: error }, 'Deleting decided submissions past their retention failed'),
  );
  const stopAlerts = scheduleAlerts(ctx, (error) => app.log.error({ err: error }, 'Sending e-mail alerts failed'));
  let closing = false;
  const close = async (signal: string) => {
    if (closing) {
      process.stderr.write(`${signal} received again, exiting without waiting\n`);
      process.exit(1);
    }
    closing = true;
    app.log.info(`${signal} received, closing`);
    try {
      await stopMediaPurge();
      await stopUploadSweep();
      await stopAuditPruning();
      await stopSearchLogPruning();
      await stopTotalsFolding();
      await stopMailSending();
      await stopInvitationRetention();
      await stopReviewDigests();
      await stopAttachmentRemoval();
      await stopSubmissionRetention();
      await stopAlerts();
      await app.close();
      await changes?.close();
      await handle.close();
    } catch (error) {
      process.stderr.write(`Error while closing: ${inspect(error)}\n`);
      process.exit(1);
    }
    process.exit(0);
  };
  process.on('SIGINT', () => void close('SIGINT'));
  process.on('SIGTERM', () => void close('SIGTERM'));
  await app.listen({ port: config.port, host: config.host });
  app.log.info(`Portal at http://${config.host}:${config.port} (public address ${config.publicUrl}), database: ${handle.dialect}`);
}

main().catch((error: unknown) => {
  // A setting found wrong only at the first start (a weak ADMIN_PASSWORD) is said like any other.
  if (error instanceof ConfigError) {
    process.stderr.write(`${error.message}\nSee README.md, section "Configuration".\n`);
    process.exit(1);
  }
  // inspect() prints the error's cause too (e.g. the seed step that failed).
  process.stderr.write(`The portal could not start: ${inspect(error)}\n`);
  process.exit(1);
});
