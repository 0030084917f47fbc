import type { Kysely } from 'kysely';
import type { DialectHelpers } from '../dialect.js';

/** Columns every content type has: status, scheduling, authorship and the optimistic-lock version (later migrations' types too). */
export function contentTable(db: Kysely<unknown>, d: DialectHelpers, table: string) {
  return db.schema
    .createTable(table)
    .addColumn('id', 'integer', d.primaryId)
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('draft'))
    .addColumn('published_at', d.timestampType)
    .addColumn('created_at', d.timestampType, (c) => c.notNull())
    .addColumn('updated_at', d.timestampType, (c) => c.notNull())
    .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('updated_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1));
}

/** One translation row per (entity, locale); `overrides` lists Latin fields an editor set by hand. */
export function translationTable(db: Kysely<unknown>, table: string, parent: string, withSlug: boolean) {
  let builder = db.schema
    .createTable(table)
    .addColumn('entity_id', 'integer', (c) => c.notNull().references(`${parent}.id`).onDelete('cascade'))
    .addColumn('locale', 'text', (c) => c.notNull())
    .addColumn('overrides', 'text', (c) => c.notNull().defaultTo('[]'))
    .addPrimaryKeyConstraint(`${table}_pk`, ['entity_id', 'locale']);
  if (withSlug) {
    builder = builder
      .addColumn('slug', 'text', (c) => c.notNull())
      .addUniqueConstraint(`${table}_slug_unique`, ['locale', 'slug']);
  }
  return builder;
}

export async function publishedIndex(db: Kysely<unknown>, table: string): Promise<void> {
  await db.schema.createIndex(`${table}_published_idx`).on(table).columns(['status', 'published_at']).execute();
}

export async function up(db: Kysely<unknown>, d: DialectHelpers): Promise<void> {
  await db.schema
    .createTable('users')
    .addColumn('id', 'integer', d.primaryId)
    .addColumn('email', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('role', 'text', (c) => c.notNull())
    .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('last_login_at', d.timestampType)
    .addColumn('created_at', d.timestampType, (c) => c.notNull())
    .addColumn('updated_at', d.timestampType, (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();

  await db.schema
    .createTable('auth_tokens')
    .addColumn('id', 'integer', d.primaryId)
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', d.timestampType, (c) => c.notNull())
    .addColumn('expires_at', d.timestampType, (c) => c.notNull())
    .addColumn('revoked_at', d.timestampType)
    .execute();

  await db.schema
    .createTable('login_failures')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('failures', 'integer', (c) => c.notNull())
    .addColumn('window_started_at', d.timestampType, (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('media')
    .addColumn('id', 'integer', d.primaryId)
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('storage_key', 'text', (c) => c.notNull().unique())
    .addColumn('mime', 'text', (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull())
    .addColumn('sha256', 'text', (c) => c.notNull())
    .addColumn('original_name', 'text', (c) => c.notNull())
    .addColumn('width', 'integer')
    .addColumn('height', 'integer')
    .addColumn('variants', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', d.timestampType, (c) => c.notNull())
    .addColumn('released_at', d.timestampType)
    .execute();

  await contentTable(db, d, 'categories')
    .addColumn('parent_id', 'integer', (c) => c.references('categories.id').onDelete('set null'))
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('audience', 'text')
    .execute();
  await translationTable(db, 'category_translations', 'categories', true)
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .execute();

  await contentTable(db, d, 'tags').execute();
  await translationTable(db, 'tag_translations', 'tags', true)
    .addColumn('name', 'text', (c) => c.notNull())
    .execute();

  await contentTable(db, d, 'articles')
    .addColumn('category_id', 'integer', (c) => c.references('categories.id').onDelete('set null'))
    .addColumn('cover_media_id', 'integer', (c) => c.references('media.id').onDelete('set null'))
    .addColumn('event_start', d.timestampType)
    .addColumn('event_end', d.timestampType)
    .execute();
  await translationTable(db, 'article_translations', 'articles', true)
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('summary', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('body', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('seo_description', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema
    .createTable('article_tags')
    .addColumn('entity_id', 'integer', (c) => c.notNull().references('articles.id').onDelete('cascade'))
    .addColumn('tag_id', 'integer', (c) => c.notNull().references('tags.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('article_tags_pk', ['entity_id', 'tag_id'])
    .execute();

  await contentTable(db, d, 'pages')
    .addColumn('page_key', 'text', (c) => c.unique())
    .execute();
  await translationTable(db, 'page_translations', 'pages', true)
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull().defaultTo(''))
    .execute();

  await contentTable(db, d, 'presentations')
    .addColumn('event_date', d.timestampType)
    .addColumn('cover_media_id', 'integer', (c) => c.references('media.id').onDelete('set null'))
    .addColumn('pdf_media_id', 'integer', (c) => c.references('media.id').onDelete('set null'))
    .execute();
  await translationTable(db, 'presentation_translations', 'presentations', true)
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('summary', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('place', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema
    .createTable('presentation_slides')
    .addColumn('entity_id', 'integer', (c) => c.notNull().references('presentations.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('media_id', 'integer', (c) => c.notNull().references('media.id'))
    .addPrimaryKeyConstraint('presentation_slides_pk', ['entity_id', 'position'])
    .execute();

  await contentTable(db, d, 'files')
    .addColumn('media_id', 'integer', (c) => c.notNull().references('media.id'))
    .addColumn('category_id', 'integer', (c) => c.references('categories.id').onDelete('set null'))
    .addColumn('year', 'integer', (c) => c.notNull())
    .addColumn('download_count', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await translationTable(db, 'file_translations', 'files', false)
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema
    .createTable('file_tags')
    .addColumn('entity_id', 'integer', (c) => c.notNull().references('files.id').onDelete('cascade'))
    .addColumn('tag_id', 'integer', (c) => c.notNull().references('tags.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('file_tags_pk', ['entity_id', 'tag_id'])
    .execute();

  await contentTable(db, d, 'menu_items')
    .addColumn('menu', 'text', (c) => c.notNull())
    .addColumn('parent_id', 'integer', (c) => c.references('menu_items.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('target_type', 'text', (c) => c.notNull())
    .addColumn('target_id', 'integer')
    .addColumn('target_route', 'text')
    .addColumn('target_url', 'text')
    .execute();
  await translationTable(db, 'menu_item_translations', 'menu_items', false)
    .addColumn('label', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('revisions')
    .addColumn('id', 'integer', d.primaryId)
    .addColumn('entity_type', 'text', (c) => c.notNull())
    .addColumn('entity_id', 'integer', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('snapshot', 'text', (c) => c.notNull())
    .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', d.timestampType, (c) => c.notNull())
    .execute();

  for (const table of ['categories', 'tags', 'articles', 'pages', 'presentations', 'files', 'menu_items']) {
    await publishedIndex(db, table);
  }
  await db.schema.createIndex('articles_category_idx').on('articles').columns(['category_id', 'published_at']).execute();
  await db.schema.createIndex('articles_event_idx').on('articles').column('event_start').execute();
  await db.schema.createIndex('article_tags_tag_idx').on('article_tags').columns(['tag_id', 'entity_id']).execute();
  await db.schema.createIndex('file_tags_tag_idx').on('file_tags').columns(['tag_id', 'entity_id']).execute();
  await db.schema.createIndex('files_category_idx').on('files').columns(['category_id', 'year']).execute();
  await db.schema.createIndex('menu_items_menu_idx').on('menu_items').columns(['menu', 'parent_id', 'position']).execute();
  await db.schema.createIndex('revisions_entity_idx').on('revisions').columns(['entity_type', 'entity_id', 'version']).execute();
  await db.schema.createIndex('auth_tokens_user_idx').on('auth_tokens').column('user_id').execute();
}
