import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamsSchema, localeSchema } from '../../../common/schemas/common.js';
import { MENUS, menuItemInputSchema } from '../../../common/schemas/content.js';
import { menuNodeSchema, menuSchema } from '../../../common/schemas/public.js';
import type { AppContext } from '../../app-context.js';
import { requestLocale } from '../../lib/request-locale.js';
import { actorOf, requirePermission } from '../../plugins/auth.js';
import { registerAdminContentRoutes } from '../content/content.routes.js';
import { menuItemType } from './menu-item.content-type.js';
import { adminMenuTreeSchema, menuOrderInputSchema, menuQuerySchema } from './menu-tree.schema.js';
import { loadAdminMenuTree, saveMenuOrder } from './menu-tree.service.js';
import { getMenuNode, loadMenuTree } from './menu.service.js';
import { definePublicRead, registerPublicRead } from '../public-reads/public-read.js';
import { auditContextOf } from '../audit/audit-context.js';
import { PUBLIC_READS } from '../../../common/public-api.js';

export function registerMenuRoutes(app: FastifyInstance, ctx: AppContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['menu items'];
  registerPublicRead(
    app,
    definePublicRead(PUBLIC_READS.menu, {
      schema: { tags, querystring: z.strictObject({ menu: z.enum(MENUS).default('main'), locale: localeSchema.optional() }), response: { 200: menuSchema } },
      // Every page's layout reads both menus: kept until the next change of public content.
      load: async ({ query, locale }) => ({
        menu: query.menu,
        items: await ctx.responseCache.remember(`menu:${query.menu}:${locale}`, () => loadMenuTree(ctx.db, query.menu, locale)),
      }),
    }),
  );
  r.get(
    '/api/menu-items/:id',
    { schema: { tags, params: idParamsSchema, querystring: z.strictObject({ locale: localeSchema.optional() }), response: { 200: menuNodeSchema } } },
    (req) => getMenuNode(ctx.db, req.params.id, requestLocale(req, req.query.locale)),
  );
  registerAdminContentRoutes(app, ctx, { path: 'menu-items', type: menuItemType, inputSchema: menuItemInputSchema });
  registerAdminTreeRoutes(app, ctx);
}

/**
 * The dashboard's menu editor: the whole tree of a menu, and a new order of it saved at once.
 * (Static paths: they take precedence over the generic /api/admin/menu-items/:id.)
 */
function registerAdminTreeRoutes(app: FastifyInstance, ctx: AppContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['admin: menu-items'];
  r.get(
    '/api/admin/menu-items/tree',
    { preHandler: requirePermission('menu-items', 'read'), schema: { tags, querystring: menuQuerySchema, response: { 200: adminMenuTreeSchema } } },
    (req) => loadAdminMenuTree(ctx.db, req.query.menu),
  );
  r.put(
    '/api/admin/menu-items/tree',
    { preHandler: requirePermission('menu-items', 'edit'), schema: { tags, body: menuOrderInputSchema, response: { 200: adminMenuTreeSchema } } },
    (req) => saveMenuOrder(ctx.db, actorOf(req), req.body, auditContextOf(req)),
  );
}
