import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { searchQuerySchema, searchResponseSchema } from '../../../common/schemas/search.js';
import type { AppContext } from '../../app-context.js';
import { requestLocale } from '../../lib/request-locale.js';
import { search } from './search.service.js';

export function registerSearchRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/search',
    {
      schema: {
        tags: ['search'],
        summary: 'Search published content',
        description: 'Articles, pages, presentations, categories and files of the locale (?locale= or the lang header) whose title or text contains q.',
        querystring: searchQuerySchema,
        response: { 200: searchResponseSchema },
      },
    },
    (request) => {
      const { q, type, page, limit } = request.query;
      return search(ctx.db, { q, type, page, limit, locale: requestLocale(request, request.query.locale) });
    },
  );
}
