import type { Kysely } from 'kysely';
import { LOCALES } from '../../../common/locales.js';
import { slugify } from '../../../common/text/slug.js';
import { cyrillicToLatin } from '../../../common/text/transliterate.js';
import type { DialectHelpers } from '../dialect.js';
import { contentTable, publishedIndex, translationTable } from './0001-initial.js';
import { type LevelTexts, NQF_LEVELS } from './0007-levels.data.js';

/**
 * The framework's levels and sublevels as content: the code and EQF level of each, and its texts
 * (what it stands for and its descriptors) in every locale, the Latin derived from the Cyrillic as
 * for every content type. Every portal has them from the start, published, since the framework
 * is not a portal's own choice; editors change the texts afterwards.
 */
export async function up(db: Kysely<unknown>, d: DialectHelpers): Promise<void> {
  await contentTable(db, d, 'levels')
    .addColumn('code', 'text', (c) => c.notNull().unique())
    .addColumn('eqf_level', 'integer', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .execute();
  await translationTable(db, 'level_translations', 'levels', true)
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('summary', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('knowledge', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('skills', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('competences', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await publishedIndex(db, 'levels');

  const now = new Date().toISOString();
  const loose = db as Kysely<Record<string, Record<string, unknown>>>;
  for (const [position, level] of NQF_LEVELS.entries()) {
    const { id } = await loose
      .insertInto('levels')
      .values({ status: 'published', published_at: now, created_at: now, updated_at: now, version: 1, code: level.code, eqf_level: level.eqfLevel, position })
      .returning('id')
      .executeTakeFirstOrThrow();
    const texts = { sr: level.sr, lat: inLatin(level.sr), en: level.en };
    for (const locale of LOCALES) {
      await loose.insertInto('level_translations').values({ entity_id: id, locale, slug: slugify(texts[locale].title, locale), ...texts[locale] }).execute();
    }
  }
}

function inLatin(texts: LevelTexts): LevelTexts {
  return Object.fromEntries(Object.entries(texts).map(([field, text]) => [field, cyrillicToLatin(text)])) as unknown as LevelTexts;
}
