import type { FastifyInstance } from 'fastify';
import { PUBLIC_READS } from '../../../common/public-api.js';
import { searchQuerySchema, searchResponseSchema } from '../../../common/schemas/search.js';
import type { AppContext } from '../../app-context.js';
import { definePublicRead, registerPublicRead } from '../public-reads/public-read.js';
import { search } from './search.service.js';

const DAY_MS = 86_400_000;

export function registerSearchRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerPublicRead(
    app,
    definePublicRead(PUBLIC_READS.search, {
      schema: {
        tags: ['search'],
        summary: 'Search published content',
        description:
          'Articles, pages, presentations, categories and files of the locale (?locale= or the lang header) holding every word of q: ' +
          'either script, any case, inflected forms, with or without diacritics; the last word as a prefix; one typo in words of five letters or more.',
        querystring: searchQuerySchema, response: { 200: searchResponseSchema } },
      load: ({ query: { q, type, from, to, page, limit }, locale }) =>
        search(ctx.db, {
          q,
          type,
          from: from && `${from}T00:00:00.000Z`,
          to: to && new Date(Date.parse(`${to}T00:00:00.000Z`) + DAY_MS).toISOString(),
          page,
          limit,
          locale,
        }),
    }),
  );
}
