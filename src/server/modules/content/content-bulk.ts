import type { z } from 'zod';
import type { ReferenceMode, UnpublishedReference } from '../../../common/schemas/admin.js';
import type { SessionUser } from '../../../common/schemas/user.js';
import type { Db } from '../../db/database.js';
import { type AdminView, loadAdminView } from './content-admin-view.js';
import type { SaveAudit } from './content-audit.js';
import { inputCandidate } from './content-revisions.js';
import type { ContentInput, ContentType } from './content-type.js';
import { deleteContent, updateContent } from './content.service.js';

export type BulkAction = 'publish' | 'unpublish' | 'archive' | 'delete';

/**
 * Applies one action to many items, each saved with its own revision; reports per item, and for a
 * published one what it refers to that is not public (published items are not asked about).
 */
export async function bulkAction(db: Db, type: ContentType, inputSchema: z.ZodObject, actor: SessionUser, action: BulkAction, ids: number[], audit: SaveAudit) {
  const results: { id: number; ok: boolean; error?: string; unpublishedReferences?: UnpublishedReference[] }[] = [];
  const note = `Bulk action: ${action}`;
  for (const id of [...new Set(ids)]) {
    try {
      if (action === 'delete') await deleteContent(db, type, actor, id, audit, note);
      else {
        const view = await loadAdminView(db, type, id);
        const status = { publish: 'published', unpublish: 'draft', archive: 'archived' }[action];
        const saved = await changeStatus(db, type, inputSchema, actor, view, status, audit, note, action === 'publish' ? 'leave' : undefined);
        const left = saved.unpublishedReferences as UnpublishedReference[] | undefined;
        if (left?.length) {
          results.push({ id, ok: true, unpublishedReferences: left });
          continue;
        }
      }
      results.push({ id, ok: true });
    } catch (error) {
      results.push({ id, ok: false, error: error instanceof Error ? error.message : 'failed' });
    }
  }
  return { results };
}

async function changeStatus(db: Db, type: ContentType, inputSchema: z.ZodObject, actor: SessionUser, view: AdminView, status: string, audit: SaveAudit, note: string, references?: ReferenceMode) {
  const input = inputSchema.parse({ ...inputCandidate(type, inputSchema, view), status }) as unknown as ContentInput;
  return updateContent(db, type, actor, view.id, { ...input, version: view.version }, audit, { note, references });
}
