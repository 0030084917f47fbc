import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context.js';
import { MIGRATION_NAMES } from '../../db/migrations/index.js';
import { createProbe } from './health-probe.js';
import { findAppliedMigrationNames, pingDatabase } from './health.repository.js';

const readinessSchema = z.object({
  status: z.enum(['ok', 'unavailable']),
  database: z.enum(['up', 'down']),
  migrations: z.enum(['applied', 'pending', 'unknown']),
  storage: z.enum(['up', 'down']),
});
const livenessSchema = z.object({ status: z.literal('ok') });

/**
 * How long a probe waits for the database and the storage before answering with what their last
 * finished check found. A part that has answered before and is merely slow now keeps the instance
 * ready; one that never answered (a fresh start) is reported down after this wait, so probes never hang.
 */
export const HEALTH_DB_TIMEOUT_MS = 2_000;
/**
 * A check still unanswered after this long means the part hangs (a stalled network mount, a bucket
 * that accepted the connection and went silent): reported down. Well above what a busy machine adds
 * to a folder check or a `select 1`, and within a minute, so a load balancer probing every few
 * seconds takes a hung instance out soon.
 */
export const HEALTH_CHECK_HUNG_MS = 30_000;
/** What a load balancer is told to wait before asking an unready instance again. */
const RETRY_AFTER_SECONDS = 5;

const PROBE_TIMES = { waitMs: HEALTH_DB_TIMEOUT_MS, hungAfterMs: HEALTH_CHECK_HUNG_MS };

type Readiness = z.infer<typeof readinessSchema>;

/**
 * Whether this instance can serve: the database answers a `select 1` and holds every migration
 * this version knows, and the file storage can be used (the folder exists, or can be made, and
 * the portal may read and write it; or the bucket answers a HEAD request with these credentials).
 * Each is a probe that tells slow from down (createProbe). Once all migrations were seen applied
 * they stay applied (migrations only go forward), so later checks skip that query.
 */
function createReadinessCheck(ctx: AppContext) {
  let migrationsApplied = false;

  async function pendingMigrations(): Promise<number> {
    const applied = await findAppliedMigrationNames(ctx.db);
    return MIGRATION_NAMES.filter((name) => !applied.has(name)).length;
  }

  /** Rejects when the database does not answer; the state of the migrations otherwise. */
  async function checkDatabase(): Promise<Readiness['migrations']> {
    await pingDatabase(ctx.db);
    if (migrationsApplied) return 'applied';
    try {
      migrationsApplied = (await pendingMigrations()) === 0;
    } catch {
      // No migration table yet: the first instance is still creating the schema.
      return 'unknown';
    }
    return migrationsApplied ? 'applied' : 'pending';
  }

  const probeDatabase = createProbe(checkDatabase, PROBE_TIMES);
  const probeStorage = createProbe(() => ctx.storage.check(), PROBE_TIMES);

  async function databaseReadiness(request: FastifyRequest): Promise<Pick<Readiness, 'database' | 'migrations'>> {
    const result = await probeDatabase();
    if (result.state === 'answered') {
      if (!result.isCurrent) request.log.warn('database slow to answer the readiness check; its last answer stands');
      return { database: 'up', migrations: result.value };
    }
    request.log.warn({ err: result.state === 'failed' ? result.error : undefined, waitedMs: result.state === 'no-answer' ? result.waitedMs : undefined }, 'database unreachable');
    return { database: 'down', migrations: migrationsApplied ? 'applied' : 'unknown' };
  }

  async function storageReadiness(request: FastifyRequest): Promise<Readiness['storage']> {
    const result = await probeStorage();
    if (result.state === 'answered') {
      if (!result.isCurrent) request.log.warn('file storage slow to answer the readiness check; its last answer stands');
      return 'up';
    }
    request.log.warn({ err: result.state === 'failed' ? result.error : undefined, waitedMs: result.state === 'no-answer' ? result.waitedMs : undefined }, 'file storage unusable');
    return 'down';
  }

  return async function check(request: FastifyRequest): Promise<Readiness> {
    const [database, storage] = await Promise.all([databaseReadiness(request), storageReadiness(request)]);
    const isReady = database.database === 'up' && database.migrations === 'applied' && storage === 'up';
    return { status: isReady ? 'ok' : 'unavailable', ...database, storage };
  };
}

/**
 * /api/health/live: the process answers (a load balancer restarts it when not).
 * /api/health/ready (and /api/health, its older name): it can take traffic; 503 while not.
 */
export function registerHealthRoutes(app: FastifyInstance, ctx: AppContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const checkReadiness = createReadinessCheck(ctx);

  r.get('/api/health/live', { schema: { tags: ['health'], response: { 200: livenessSchema } } }, async (_request, reply) =>
    reply.header('Cache-Control', 'no-store').send({ status: 'ok' }),
  );

  const ready = async (request: FastifyRequest, reply: FastifyReply) => {
    const readiness = await checkReadiness(request);
    reply.header('Cache-Control', 'no-store');
    if (readiness.status === 'ok') return reply.send(readiness);
    return reply.status(503).header('Retry-After', String(RETRY_AFTER_SECONDS)).send(readiness);
  };
  const readySchema = { schema: { tags: ['health'], response: { 200: readinessSchema, 503: readinessSchema } } };
  r.get('/api/health/ready', readySchema, ready);
  r.get('/api/health', readySchema, ready);
}
