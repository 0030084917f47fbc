import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import { z } from 'zod';
import type { AppContext } from '../../app-context.js';
import { MIGRATION_NAMES } from '../../db/migrations/index.js';

const readinessSchema = z.object({
  status: z.enum(['ok', 'unavailable']),
  database: z.enum(['up', 'down']),
  migrations: z.enum(['applied', 'pending', 'unknown']),
  storage: z.enum(['up', 'down']),
});
const livenessSchema = z.object({ status: z.literal('ok') });

/** A database or storage that does not answer within this time is reported down (a hung pool would otherwise hang the probe). */
export const HEALTH_DB_TIMEOUT_MS = 2_000;
/** What a load balancer is told to wait before asking an unready instance again. */
const RETRY_AFTER_SECONDS = 5;

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

type Readiness = z.infer<typeof readinessSchema>;

/**
 * Whether this instance can serve: the database answers and holds every migration this version
 * knows, and the file storage (folder or bucket) answers. Once all migrations were seen applied
 * they stay applied (migrations only go forward), so later probes skip that query.
 */
function createReadinessCheck(ctx: AppContext) {
  let migrationsApplied = false;

  async function pendingMigrations(): Promise<number> {
    const { rows } = await sql<{ name: string }>`select name from kysely_migration`.execute(ctx.db);
    const applied = new Set(rows.map((row) => row.name));
    return MIGRATION_NAMES.filter((name) => !applied.has(name)).length;
  }

  async function checkDatabase(request: FastifyRequest): Promise<Pick<Readiness, 'database' | 'migrations'>> {
    try {
      await withTimeout(sql`select 1`.execute(ctx.db), HEALTH_DB_TIMEOUT_MS);
    } catch (error) {
      request.log.warn({ err: error }, 'database unreachable');
      return { database: 'down', migrations: migrationsApplied ? 'applied' : 'unknown' };
    }
    if (!migrationsApplied) {
      try {
        migrationsApplied = (await withTimeout(pendingMigrations(), HEALTH_DB_TIMEOUT_MS)) === 0;
      } catch (error) {
        // No migration table yet: the first instance is still creating the schema.
        request.log.warn({ err: error }, 'migrations could not be read');
        return { database: 'up', migrations: 'unknown' };
      }
    }
    return { database: 'up', migrations: migrationsApplied ? 'applied' : 'pending' };
  }

  async function checkStorage(request: FastifyRequest): Promise<Readiness['storage']> {
    try {
      await withTimeout(ctx.storage.check(), HEALTH_DB_TIMEOUT_MS);
      return 'up';
    } catch (error) {
      request.log.warn({ err: error }, 'file storage unreachable');
      return 'down';
    }
  }

  return async function check(request: FastifyRequest): Promise<Readiness> {
    const [database, storage] = await Promise.all([checkDatabase(request), checkStorage(request)]);
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
