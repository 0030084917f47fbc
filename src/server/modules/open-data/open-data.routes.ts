import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { nowIso } from '../../lib/clock.js';
import { type RegisterExport, loadRegisterExport } from './register-export.js';
import { registerCsv, registerJson } from './register-files.js';
import { registerElm } from './register-elm.js';

interface OpenDataFile {
  path: string;
  summary: string;
  contentType: string;
  /** How a browser should take it: the CSV is saved, the others shown. */
  disposition?: string;
  build(data: RegisterExport, publicUrl: string): string;
}

export const OPEN_DATA_FILES: readonly OpenDataFile[] = [
  { path: '/open-data/qualifications.json', summary: 'The published register of qualifications as JSON, every locale', contentType: 'application/json; charset=utf-8', build: registerJson },
  {
    path: '/open-data/qualifications.csv',
    summary: 'The published register of qualifications as CSV (UTF-8 with a byte order mark; a licence line, then the header)',
    contentType: 'text/csv; charset=utf-8; header=present',
    disposition: 'attachment; filename="qualifications.csv"',
    build: registerCsv,
  },
  {
    path: '/open-data/qualifications.jsonld',
    summary: 'The published register as a European Learning Model (ELM) dataset in JSON-LD, its context inlined, for Europass',
    contentType: 'application/ld+json; charset=utf-8',
    build: registerElm,
  },
];

/** Harvesters ask often and cheaply: an hour's freshness, then a conditional request (ETag, Last-Modified). */
const OPEN_DATA_CACHE = 'public, max-age=3600';

/**
 * The register as open data at stable URLs. Each file is built once per change of the content
 * (the response cache) and carries a strong ETag and the time of the register's last change.
 */
export function registerOpenDataRoutes(app: FastifyInstance, ctx: AppContext): void {
  for (const file of OPEN_DATA_FILES) {
    app.get(file.path, { schema: { tags: ['open data'], summary: file.summary, produces: [file.contentType.split(';')[0]!] }, config: { responseCache: 'path' } }, async (_request, reply) => {
      const data = await loadRegisterExport(ctx.db, ctx.config.publicUrl, nowIso());
      reply.type(file.contentType).header('Cache-Control', OPEN_DATA_CACHE).header('Last-Modified', new Date(data.modified).toUTCString());
      if (file.disposition) reply.header('Content-Disposition', file.disposition);
      return reply.send(file.build(data, ctx.config.publicUrl));
    });
  }
}
