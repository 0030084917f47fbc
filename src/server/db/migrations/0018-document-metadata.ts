import type { Kysely } from 'kysely';

/**
 * What the check of an uploaded PDF found missing for accessibility (its title, its language, or
 * the file could not be read): a JSON array of warnings, empty when nothing is missing. Null for a
 * file that was not checked: not a PDF, or uploaded before the check existed.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('media').addColumn('document_warnings', 'text').execute();
}
