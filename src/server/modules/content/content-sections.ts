import { type PermissionSubject, SECTIONS_OF, isSectioned } from '../../../common/permissions.js';
import type { Executor } from '../../db/executor.js';
import { invalid } from '../../lib/errors.js';
import { findMissingIds } from './content.repository.js';

/** The table of each kind of section, and what one of them is called. */
const SECTION_KINDS: Record<(typeof SECTIONS_OF)[keyof typeof SECTIONS_OF], { table: string; noun: string }> = {
  categories: { table: 'categories', noun: 'category' },
  pages: { table: 'pages', noun: 'page' },
  councils: { table: 'councils', noun: 'council' },
};

/**
 * Refuses (422, naming `${listName}.${index}`) an entry a subject and section may appear in once,
 * whose section does not exist or whose subject has none: a grant or rule on a deleted category
 * would wait for its id to come back.
 */
export async function assertSectionEntries(trx: Executor, entries: readonly { subject: PermissionSubject; section: number | null }[], listName: string): Promise<void> {
  const seen = new Set<string>();
  for (const [index, entry] of entries.entries()) {
    const key = `${entry.subject}/${entry.section ?? 'all'}`;
    if (seen.has(key)) throw invalid({ [`${listName}.${index}`]: 'This subject and section are named twice: join them into one' });
    if (entry.section !== null && !isSectioned(entry.subject)) throw invalid({ [`${listName}.${index}.section`]: `Items of ${entry.subject} have no sections` });
    seen.add(key);
  }
  for (const subject of new Set(entries.map((entry) => entry.subject))) {
    if (!isSectioned(subject)) continue;
    const sectionIds = entries.filter((entry) => entry.subject === subject && entry.section !== null).map((entry) => entry.section!);
    const kind = SECTION_KINDS[SECTIONS_OF[subject]];
    const missing = await findMissingIds(trx, kind.table, sectionIds);
    if (missing.length > 0) {
      const index = entries.findIndex((entry) => entry.subject === subject && missing.includes(entry.section!));
      throw invalid({ [`${listName}.${index}.section`]: `No such ${kind.noun}: ${missing.join(', ')}` });
    }
  }
}
