import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';

/**
 * Serves the built React app: hashed assets cached forever, every other GET outside /api gets
 * index.html so the client router can take over.
 */
export async function registerWebApp(app: FastifyInstance, webDir: string): Promise<void> {
  const indexFile = path.join(webDir, 'index.html');
  if (!fs.existsSync(indexFile)) {
    app.log.warn(`No built web app in ${webDir}; run "npm run build" to serve the portal's pages`);
    return;
  }
  const indexHtml = fs.readFileSync(indexFile, 'utf8');
  await app.register(fastifyStatic, {
    root: webDir,
    wildcard: false,
    index: false,
    preCompressed: true,
    setHeaders(res, filePath) {
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
      res.setHeader('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=0, must-revalidate');
    },
  });
  const sendIndex = (_request: unknown, reply: FastifyReply) =>
    reply.type('text/html; charset=utf-8').header('Cache-Control', 'no-cache').send(indexHtml);
  app.get('/', sendIndex);
  app.get('/*', (request, reply) => {
    if (request.url.startsWith('/api/')) return reply.callNotFound();
    return sendIndex(request, reply);
  });
}
