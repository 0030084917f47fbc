import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import { z } from 'zod';
import type { AppContext } from '../../app-context.js';

const healthSchema = z.object({ status: z.enum(['ok', 'unavailable']), database: z.enum(['up', 'down']) });

export function registerHealthRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/health',
    { schema: { tags: ['health'], response: { 200: healthSchema, 503: healthSchema } } },
    async (request, reply) => {
      try {
        await sql`select 1`.execute(ctx.db);
        return reply.header('Cache-Control', 'no-store').send({ status: 'ok', database: 'up' });
      } catch (error) {
        request.log.warn({ err: error }, 'database unreachable');
        return reply.status(503).header('Cache-Control', 'no-store').send({ status: 'unavailable', database: 'down' });
      }
    },
  );
}
