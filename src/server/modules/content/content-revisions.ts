import type { z } from 'zod';
import type { SessionUser } from '../../../common/schemas/user.js';
import type { Db } from '../../db/database.js';
import { notFound } from '../../lib/errors.js';
import type { AdminView } from './content-admin-view.js';
import type { Executor } from '../../db/executor.js';
import type { ContentType } from './content-type.js';
import * as repo from './content.repository.js';
import { translationsInputOf } from './translations.js';

/** Keeps the item as a save left it, so that version can be shown and restored later. */
export async function recordRevision(trx: Executor, type: ContentType, view: AdminView, actor: SessionUser, now: string): Promise<void> {
  await repo.insertRevision(trx, {
    entityType: type.entity,
    entityId: view.id,
    version: view.version,
    snapshot: JSON.stringify(view),
    createdBy: actor.id,
    createdAt: now,
  });
}

export async function listRevisions(db: Db, type: ContentType, id: number) {
  if (!(await repo.findEntity(db, type, id))) throw notFound(type.label);
  const rows = await repo.listRevisions(db, type.entity, id);
  return rows.map((row) => ({
    id: Number(row.id),
    version: Number(row.version),
    createdAt: String(row.created_at),
    createdBy: row.created_by === null ? null : { id: Number(row.created_by), name: String(row.author_name ?? '') },
  }));
}

export async function getRevision(db: Db, type: ContentType, id: number, revisionId: number): Promise<AdminView> {
  const revision = await repo.findRevision(db, type.entity, id, revisionId);
  if (!revision) throw notFound('Revision');
  return JSON.parse(String(revision.snapshot)) as AdminView;
}

/** An admin view (current or a revision) → the save input that would produce it again. */
export function inputCandidate(type: ContentType, inputSchema: z.ZodObject, view: AdminView): Record<string, unknown> {
  const candidate: Record<string, unknown> = {};
  for (const key of Object.keys(inputSchema.shape)) if (key in view) candidate[key] = view[key];
  candidate.translations = translationsInputOf(type, view.translations as never);
  return candidate;
}
