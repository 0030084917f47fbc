import { type Kysely, sql } from 'kysely';
import type { DialectHelpers } from '../dialect.js';

/**
 * The list totals of migration 0009, kept so that saves never wait on each other for them
 * (decision 22). Each change of a published article adds rows of its own to the totals' parts,
 * +1 or -1 for each (locale, category) and (locale, tag) it moves; a total is the sum of its
 * parts, and a job folds each total's parts into one now and then (article-totals.repository).
 * 0009 updated one shared counter row per total in every save instead: concurrent saves in one
 * category queued on it, each until the one before it committed.
 */

/** One trigger: when it fires, on which rows, and the statements it runs (the same SQL on both databases). */
interface PartsTrigger {
  name: string;
  timing: 'after insert' | 'after delete' | 'before delete' | 'after update of status, category_id';
  table: 'articles' | 'article_translations' | 'article_tags';
  /** A condition on `old` and `new`; the trigger does nothing when it is false. */
  when?: string;
  statements: string[];
}

/** The triggers of 0009, dropped here: they wrote the counter rows. */
const TRIGGERS_OF_0009 = [
  { name: 'article_totals_translation_added', table: 'article_translations' },
  { name: 'article_totals_translation_removed', table: 'article_translations' },
  { name: 'article_totals_tag_added', table: 'article_tags' },
  { name: 'article_totals_tag_removed', table: 'article_tags' },
  { name: 'article_totals_article_changed', table: 'articles' },
  { name: 'article_totals_article_deleted', table: 'articles' },
];

const PUBLISHED = (row: 'old' | 'new') => `${row}.status = 'published'`;

/** Adds a part to the category total of each row the select gives: (locale, category, delta). */
const addToCategories = (select: string) => `insert into article_total_parts (locale, category_id, delta) ${select}`;

/** Adds a part to the tag total of each row the select gives: (locale, tag, delta). */
const addToTags = (select: string) => `insert into article_tag_total_parts (locale, tag_id, delta) ${select}`;

/** An article's translations (its locales) counted under its category, when `condition` holds (by default: it is published). */
const translationsOf = (row: 'old' | 'new', delta: number, condition = PUBLISHED(row)) =>
  addToCategories(`select t.locale, coalesce(${row}.category_id, 0), ${delta} from article_translations t where t.entity_id = ${row}.id and ${condition}`);

/** An article's locales times its tags, when `condition` holds (by default: it is published). */
const taggedTranslationsOf = (row: 'old' | 'new', delta: number, condition = PUBLISHED(row)) =>
  addToTags(
    `select t.locale, g.tag_id, ${delta} from article_translations t join article_tags g on g.entity_id = t.entity_id ` +
      `where t.entity_id = ${row}.id and ${condition}`,
  );

/** Whether an update published or unpublished the article. */
const PUBLISHING_CHANGED = `(${PUBLISHED('old')}) <> (${PUBLISHED('new')})`;

const TRIGGERS: PartsTrigger[] = [
  {
    name: 'article_total_parts_translation_added',
    timing: 'after insert',
    table: 'article_translations',
    statements: [
      addToCategories(`select new.locale, coalesce(a.category_id, 0), 1 from articles a where a.id = new.entity_id and a.status = 'published'`),
      addToTags(`select new.locale, g.tag_id, 1 from articles a join article_tags g on g.entity_id = a.id where a.id = new.entity_id and a.status = 'published'`),
    ],
  },
  {
    // When the article itself is being deleted, it is already gone here and counted off before.
    name: 'article_total_parts_translation_removed',
    timing: 'after delete',
    table: 'article_translations',
    statements: [
      addToCategories(`select old.locale, coalesce(a.category_id, 0), -1 from articles a where a.id = old.entity_id and a.status = 'published'`),
      addToTags(`select old.locale, g.tag_id, -1 from articles a join article_tags g on g.entity_id = a.id where a.id = old.entity_id and a.status = 'published'`),
    ],
  },
  {
    name: 'article_total_parts_tag_added',
    timing: 'after insert',
    table: 'article_tags',
    statements: [
      addToTags(`select t.locale, new.tag_id, 1 from articles a join article_translations t on t.entity_id = a.id where a.id = new.entity_id and a.status = 'published'`),
    ],
  },
  {
    name: 'article_total_parts_tag_removed',
    timing: 'after delete',
    table: 'article_tags',
    statements: [
      addToTags(`select t.locale, old.tag_id, -1 from articles a join article_translations t on t.entity_id = a.id where a.id = old.entity_id and a.status = 'published'`),
    ],
  },
  {
    name: 'article_total_parts_article_changed',
    timing: 'after update of status, category_id',
    table: 'articles',
    when: `${PUBLISHING_CHANGED} or coalesce(old.category_id, 0) <> coalesce(new.category_id, 0)`,
    statements: [
      translationsOf('old', -1),
      translationsOf('new', 1),
      // A tag's total does not depend on the category: only publishing and unpublishing move it.
      taggedTranslationsOf('old', -1, `${PUBLISHED('old')} and ${PUBLISHING_CHANGED}`),
      taggedTranslationsOf('new', 1, `${PUBLISHED('new')} and ${PUBLISHING_CHANGED}`),
    ],
  },
  {
    // Before the row goes: its translations and tags, deleted by the cascade, no longer find it.
    name: 'article_total_parts_article_deleted',
    timing: 'before delete',
    table: 'articles',
    when: PUBLISHED('old'),
    statements: [translationsOf('old', -1), taggedTranslationsOf('old', -1)],
  },
];

async function createSqliteTrigger(db: Kysely<unknown>, trigger: PartsTrigger): Promise<void> {
  const when = trigger.when ? ` when ${trigger.when}` : '';
  const body = trigger.statements.map((statement) => `${statement};`).join('\n  ');
  await sql.raw(`create trigger ${trigger.name} ${trigger.timing} on ${trigger.table} for each row${when} begin\n  ${body}\nend`).execute(db);
}

async function createPostgresTrigger(db: Kysely<unknown>, trigger: PartsTrigger): Promise<void> {
  const body = trigger.statements.map((statement) => `${statement};`).join('\n  ');
  // A before-delete trigger lets the deletion go on by returning the row.
  const result = trigger.timing === 'before delete' ? 'old' : 'null';
  await sql.raw(`create function ${trigger.name}() returns trigger language plpgsql as $$\nbegin\n  ${body}\n  return ${result};\nend\n$$`).execute(db);
  const when = trigger.when ? ` when (${trigger.when})` : '';
  await sql.raw(`create trigger ${trigger.name} ${trigger.timing} on ${trigger.table} for each row${when} execute function ${trigger.name}()`).execute(db);
}

async function dropTriggersOf0009(db: Kysely<unknown>, d: DialectHelpers): Promise<void> {
  for (const { name, table } of TRIGGERS_OF_0009) {
    if (d.name === 'postgres') {
      await sql.raw(`drop trigger ${name} on ${table}`).execute(db);
      await sql.raw(`drop function ${name}()`).execute(db);
    } else {
      await sql.raw(`drop trigger ${name}`).execute(db);
    }
  }
}

export async function up(db: Kysely<unknown>, d: DialectHelpers): Promise<void> {
  await dropTriggersOf0009(db, d);
  await db.schema
    .createTable('article_total_parts')
    .addColumn('id', 'integer', (c) => d.primaryId(c))
    .addColumn('locale', 'text', (c) => c.notNull())
    // 0: articles in no category.
    .addColumn('category_id', 'integer', (c) => c.notNull())
    .addColumn('delta', 'integer', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('article_tag_total_parts')
    .addColumn('id', 'integer', (c) => d.primaryId(c))
    .addColumn('locale', 'text', (c) => c.notNull())
    .addColumn('tag_id', 'integer', (c) => c.notNull())
    .addColumn('delta', 'integer', (c) => c.notNull())
    .execute();
  // A total is summed from its index entries alone (the parts' rows are not read).
  await db.schema.createIndex('article_total_parts_scope').on('article_total_parts').columns(['locale', 'category_id', 'delta']).execute();
  await db.schema.createIndex('article_tag_total_parts_scope').on('article_tag_total_parts').columns(['locale', 'tag_id', 'delta']).execute();
  // Counted again from the articles rather than copied from the counters: the counts are what the totals must equal.
  await sql`
    insert into article_total_parts (locale, category_id, delta)
    select t.locale, coalesce(a.category_id, 0), count(*) from articles a join article_translations t on t.entity_id = a.id
    where a.status = 'published' group by t.locale, coalesce(a.category_id, 0)`.execute(db);
  await sql`
    insert into article_tag_total_parts (locale, tag_id, delta)
    select t.locale, g.tag_id, count(*) from articles a join article_translations t on t.entity_id = a.id join article_tags g on g.entity_id = a.id
    where a.status = 'published' group by t.locale, g.tag_id`.execute(db);
  await db.schema.dropTable('article_totals').execute();
  await db.schema.dropTable('article_tag_totals').execute();
  for (const trigger of TRIGGERS) await (d.name === 'postgres' ? createPostgresTrigger(db, trigger) : createSqliteTrigger(db, trigger));
}
