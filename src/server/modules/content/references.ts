import type { UnpublishedReference } from '../../../common/schemas/admin.js';
import type { ContentStatus } from '../../../common/schemas/common.js';
import type { Executor } from '../../db/executor.js';
import type { ContentInput, ContentType } from './content-type.js';
import { findReferenceStates } from './content.repository.js';

/**
 * The moment from which an item saved as published is public: its publish time, or now when that
 * has passed. What it refers to must be public by then, or its page shows it without them.
 */
export function publicFrom(publishedAt: string | null, now: string): string {
  return publishedAt !== null && publishedAt > now ? publishedAt : now;
}

/** Whether an item of that status and publish time is public at `at`. */
export function isPublicAt(status: string, publishedAt: string | null, at: string): boolean {
  return status === 'published' && publishedAt !== null && publishedAt <= at;
}

/** A reference that is not public in time, with the type it belongs to (to publish it). */
export interface FoundReference extends UnpublishedReference {
  contentType: ContentType;
}

/**
 * The items `input` refers to (ContentType.references) that will not be public at `at`: drafts,
 * archived items and those scheduled later. Ids of items that do not exist are the type's own
 * validation's business, not this check's.
 */
export async function findUnpublishedReferences(db: Executor, type: ContentType, input: ContentInput, at: string): Promise<FoundReference[]> {
  const found: FoundReference[] = [];
  for (const { type: target, ids } of type.references?.(input) ?? []) {
    const wanted = [...new Set(ids.filter((id): id is number => typeof id === 'number'))];
    for (const row of await findReferenceStates(db, target, wanted)) {
      if (isPublicAt(row.status, row.published_at, at)) continue;
      found.push({
        contentType: target,
        type: target.entity,
        id: row.id,
        title: row.title ?? `#${row.id}`,
        status: row.status as ContentStatus,
        publishedAt: row.published_at,
      });
    }
  }
  return found;
}

/** The references as the API names them (without the server's type descriptions). */
export function toUnpublishedReferences(found: FoundReference[]): UnpublishedReference[] {
  return found.map(({ type, id, title, status, publishedAt }) => ({ type, id, title, status, publishedAt }));
}
