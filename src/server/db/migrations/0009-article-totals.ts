import { type Kysely, sql } from 'kysely';
import type { DialectHelpers } from '../dialect.js';

/**
 * How many published articles each locale has, per category and per tag, kept by the database
 * itself: every list's total is read from here instead of counting every published article again
 * after each change. Triggers keep the counts whatever writes the rows (the portal, a bulk action,
 * a cascade, a hand-made fix), so they cannot drift from the articles. Scheduling is not counted
 * here: a list subtracts the few published articles whose time has not come (see article.repository).
 */

/** One trigger: when it fires, on which rows, and the statements it runs (the same SQL on both databases). */
interface TotalsTrigger {
  name: string;
  timing: 'after insert' | 'after delete' | 'before delete' | 'after update of status, category_id';
  table: 'articles' | 'article_translations' | 'article_tags';
  /** A condition on `old` and `new`; the trigger does nothing when it is false. */
  when?: string;
  statements: string[];
}

const PUBLISHED = (row: 'old' | 'new') => `${row}.status = 'published'`;

/** Adds `delta` (an SQL expression) to the category total of each row the select gives: (locale, category). */
const addToCategories = (select: string) =>
  `insert into article_totals (locale, category_id, total) ${select} ` +
  'on conflict (locale, category_id) do update set total = article_totals.total + excluded.total';

/** Adds to the tag total of each row the select gives: (locale, tag, delta). */
const addToTags = (select: string) =>
  `insert into article_tag_totals (locale, tag_id, total) ${select} ` +
  'on conflict (locale, tag_id) do update set total = article_tag_totals.total + excluded.total';

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

const TRIGGERS: TotalsTrigger[] = [
  {
    name: 'article_totals_translation_added',
    timing: 'after insert',
    table: 'article_translations',
    statements: [
      addToCategories(`select new.locale, coalesce(a.category_id, 0), 1 from articles a where a.id = new.entity_id and a.status = 'published'`),
      addToTags(`select new.locale, g.tag_id, 1 from articles a join article_tags g on g.entity_id = a.id where a.id = new.entity_id and a.status = 'published'`),
    ],
  },
  {
    // When the article itself is being deleted, it is already gone here and counted off before.
    name: 'article_totals_translation_removed',
    timing: 'after delete',
    table: 'article_translations',
    statements: [
      addToCategories(`select old.locale, coalesce(a.category_id, 0), -1 from articles a where a.id = old.entity_id and a.status = 'published'`),
      addToTags(`select old.locale, g.tag_id, -1 from articles a join article_tags g on g.entity_id = a.id where a.id = old.entity_id and a.status = 'published'`),
    ],
  },
  {
    name: 'article_totals_tag_added',
    timing: 'after insert',
    table: 'article_tags',
    statements: [
      addToTags(`select t.locale, new.tag_id, 1 from articles a join article_translations t on t.entity_id = a.id where a.id = new.entity_id and a.status = 'published'`),
    ],
  },
  {
    name: 'article_totals_tag_removed',
    timing: 'after delete',
    table: 'article_tags',
    statements: [
      addToTags(`select t.locale, old.tag_id, -1 from articles a join article_translations t on t.entity_id = a.id where a.id = old.entity_id and a.status = 'published'`),
    ],
  },
  {
    name: 'article_totals_article_changed',
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
    name: 'article_totals_article_deleted',
    timing: 'before delete',
    table: 'articles',
    when: PUBLISHED('old'),
    statements: [translationsOf('old', -1), taggedTranslationsOf('old', -1)],
  },
];

async function createSqliteTrigger(db: Kysely<unknown>, trigger: TotalsTrigger): Promise<void> {
  const when = trigger.when ? ` when ${trigger.when}` : '';
  const body = trigger.statements.map((statement) => `${statement};`).join('\n  ');
  await sql.raw(`create trigger ${trigger.name} ${trigger.timing} on ${trigger.table} for each row${when} begin\n  ${body}\nend`).execute(db);
}

async function createPostgresTrigger(db: Kysely<unknown>, trigger: TotalsTrigger): Promise<void> {
  const body = trigger.statements.map((statement) => `${statement};`).join('\n  ');
  // A before-delete trigger lets the deletion go on by returning the row.
  const result = trigger.timing === 'before delete' ? 'old' : 'null';
  await sql.raw(`create function ${trigger.name}() returns trigger language plpgsql as $$\nbegin\n  ${body}\n  return ${result};\nend\n$$`).execute(db);
  const when = trigger.when ? ` when (${trigger.when})` : '';
  await sql.raw(`create trigger ${trigger.name} ${trigger.timing} on ${trigger.table} for each row${when} execute function ${trigger.name}()`).execute(db);
}

export async function up(db: Kysely<unknown>, d: DialectHelpers): Promise<void> {
  await db.schema
    .createTable('article_totals')
    .addColumn('locale', 'text', (c) => c.notNull())
    // 0: articles in no category.
    .addColumn('category_id', 'integer', (c) => c.notNull())
    .addColumn('total', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('article_totals_pk', ['locale', 'category_id'])
    .execute();
  await db.schema
    .createTable('article_tag_totals')
    .addColumn('locale', 'text', (c) => c.notNull())
    .addColumn('tag_id', 'integer', (c) => c.notNull())
    .addColumn('total', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('article_tag_totals_pk', ['locale', 'tag_id'])
    .execute();
  await sql`
    insert into article_totals (locale, category_id, total)
    select t.locale, coalesce(a.category_id, 0), count(*) from articles a join article_translations t on t.entity_id = a.id
    where a.status = 'published' group by t.locale, coalesce(a.category_id, 0)`.execute(db);
  await sql`
    insert into article_tag_totals (locale, tag_id, total)
    select t.locale, g.tag_id, count(*) from articles a join article_translations t on t.entity_id = a.id join article_tags g on g.entity_id = a.id
    where a.status = 'published' group by t.locale, g.tag_id`.execute(db);
  for (const trigger of TRIGGERS) await (d.name === 'postgres' ? createPostgresTrigger(db, trigger) : createSqliteTrigger(db, trigger));
}
