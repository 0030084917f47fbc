import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.js';
import { actorOf, requireUser } from '../../plugins/auth.js';
import { overviewSchema } from '../../../common/schemas/admin.js';
import { loadOverview } from './overview.service.js';

/** The dashboard home's summary, for every signed-in user. */
export function registerOverviewRoutes(app: FastifyInstance, ctx: AppContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get('/api/admin/overview', { preHandler: requireUser, schema: { tags: ['admin: overview'], response: { 200: overviewSchema } } }, (req) =>
    loadOverview(ctx.db, actorOf(req)),
  );
}
