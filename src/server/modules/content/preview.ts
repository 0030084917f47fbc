import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { unauthorized } from '../../lib/errors.js';

/**
 * `?preview=1` on a public item read: the dashboard's "preview" shows a draft, scheduled or
 * archived item as its public page. Only signed-in users get one, and it is never cached.
 */
export const previewQuery = {
  preview: z.literal('1').optional().describe('Signed-in users only: the item whatever its status or publication time'),
};

/** Whether the request is a preview; a preview without a signed-in user is refused (401). */
export function isPreview(request: FastifyRequest & { query: { preview?: '1' | undefined } }, reply: FastifyReply): boolean {
  if (request.query.preview !== '1') return false;
  if (!request.user) throw unauthorized('Sign in to preview unpublished content');
  reply.header('Cache-Control', 'private, no-store').header('X-Robots-Tag', 'noindex');
  return true;
}
