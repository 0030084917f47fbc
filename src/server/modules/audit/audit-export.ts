import { Readable } from 'node:stream';
import type { AuditFilter } from '../../../common/schemas/audit.js';
import type { Db } from '../../db/database.js';
import { csvStream } from '../../lib/csv.js';
import * as repo from './audit.repository.js';

const EXPORT_BATCH = 1000;

/** The columns of the export; the hashes let anyone holding a copy check the chain themselves. */
const COLUMNS = ['id', 'at', 'actor_id', 'actor_name', 'action', 'entity_type', 'entity_id', 'summary', 'ip', 'user_agent', 'previous_hash', 'hash'] as const;

/** Every entry the filter matches, newest first, read a batch at a time so a long log never sits in memory whole. */
async function* matchingEntries(db: Db, filter: AuditFilter): AsyncGenerator<repo.AuditRow> {
  let beforeId: number | null = null;
  for (;;) {
    const batch = await repo.findAuditEntriesBefore(db, filter, beforeId, EXPORT_BATCH);
    yield* batch;
    if (batch.length < EXPORT_BATCH) return;
    beforeId = batch.at(-1)!.id;
  }
}

/**
 * The audit log as CSV (lib/csv.ts: safe to open in a spreadsheet). Names, summaries and user
 * agents come from outside: a cell that begins like a formula is written as inert text.
 */
export function auditCsv(db: Db, filter: AuditFilter): Readable {
  const rows = Readable.from(matchingEntries(db, filter)).map((row: repo.AuditRow) => COLUMNS.map((column) => row[column]));
  const csv = csvStream(COLUMNS);
  rows.on('error', (error) => csv.destroy(error));
  return rows.pipe(csv);
}
