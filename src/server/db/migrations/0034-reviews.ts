import { type Kysely, sql } from 'kysely';
import type { DialectHelpers } from '../dialect.js';

/**
 * Review before publishing (decision 32). `review_rules` say where publishing needs the approval
 * of someone other than the author (a subject in every section, 0, or in one); the register's
 * types need it from the start, as on the day (written out here, whatever the code says later).
 * `reviews` hold each submitted change: the input approval will save and the item as that save
 * would make it, on the version it was made on; at most one is open per item. `review_comments`
 * are the thread kept with the item, each on the version it was made on.
 */
const REVIEWED_FROM_THE_START = ['levels', 'qualifications', 'standards', 'providers'];

export async function up(db: Kysely<unknown>, d: DialectHelpers): Promise<void> {
  await db.schema
    .createTable('review_rules')
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('section_id', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('review', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('review_rules_pk', ['subject', 'section_id'])
    .execute();
  const loose = db as Kysely<Record<string, Record<string, unknown>>>;
  for (const subject of REVIEWED_FROM_THE_START) await loose.insertInto('review_rules').values({ subject, section_id: 0, review: 1 }).execute();

  await db.schema
    .createTable('reviews')
    .addColumn('id', 'integer', d.primaryId)
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('item_id', 'integer', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('base_version', 'integer', (c) => c.notNull())
    .addColumn('input', 'text', (c) => c.notNull())
    .addColumn('proposal', 'text', (c) => c.notNull())
    .addColumn('submitted_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('submitted_at', d.timestampType, (c) => c.notNull())
    .addColumn('decided_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('decided_at', d.timestampType)
    .execute();
  await db.schema.createIndex('reviews_item_idx').on('reviews').columns(['subject', 'item_id']).execute();
  // One open submission an item: two at once would each be approved over the other.
  await sql`create unique index reviews_open_idx on reviews (subject, item_id) where state in ('in-review', 'changes-requested')`.execute(db);

  await db.schema
    .createTable('review_comments')
    .addColumn('id', 'integer', d.primaryId)
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('item_id', 'integer', (c) => c.notNull())
    .addColumn('review_id', 'integer', (c) => c.references('reviews.id').onDelete('set null'))
    .addColumn('author_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('item_version', 'integer', (c) => c.notNull())
    .addColumn('created_at', d.timestampType, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('review_comments_item_idx').on('review_comments').columns(['subject', 'item_id']).execute();
}
