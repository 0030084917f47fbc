import { type Kysely, sql } from 'kysely';
import type { DialectHelpers } from '../dialect.js';

/**
 * Groups and their permissions (decision 31). A user belongs to one or more groups; a group
 * administers the portal or holds grants: actions on a subject, in every section of it (section 0)
 * or in one (a category's, a page's or a council's id). The role a user had becomes membership:
 * admins join the administrators, editors the publishers and the authors, whose grants as shipped
 * (written out here, as they were on the day, whatever the code grants later) keep everything
 * they could do.
 */
const ACTIONS = 'create,edit,submit,publish,delete';
const CONTENT = ['articles', 'pages', 'presentations', 'files', 'categories', 'tags'];
const REGISTER = ['levels', 'qualifications', 'awarding-bodies', 'standards', 'providers', 'councils'];
const EVERY_SUBJECT = [...CONTENT, 'menu-items', 'media', 'search-best-bets', ...REGISTER];

const SHIPPED: { key: string; name: string; description: string; admin: boolean; grants: [subject: string, actions: string][] }[] = [
  { key: 'administrators', name: 'Administrators', description: 'Everything, with users, groups and the audit log', admin: true, grants: [] },
  { key: 'publishers', name: 'Publishers', description: 'Write, publish and delete everything', admin: false, grants: EVERY_SUBJECT.map((s) => [s, ACTIONS]) },
  {
    key: 'authors',
    name: 'Authors',
    description: 'Write the site’s content and submit it; others publish',
    admin: false,
    grants: [...CONTENT.map((s): [string, string] => [s, 'create,edit,submit']), ['media', 'create']],
  },
  {
    key: 'register-officers',
    name: 'Register officers',
    description: 'Keep the register: levels, qualifications, standards, providers, councils',
    admin: false,
    grants: [...REGISTER.map((s): [string, string] => [s, ACTIONS]), ['files', 'create,edit,submit'], ['media', 'create']],
  },
];

export async function up(db: Kysely<unknown>, d: DialectHelpers): Promise<void> {
  await db.schema
    .createTable('groups')
    .addColumn('id', 'integer', d.primaryId)
    .addColumn('key', 'text', (c) => c.unique())
    .addColumn('name', 'text', (c) => c.notNull().unique())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('admin', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', d.timestampType, (c) => c.notNull())
    .addColumn('updated_at', d.timestampType, (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema
    .createTable('group_grants')
    .addColumn('group_id', 'integer', (c) => c.notNull().references('groups.id').onDelete('cascade'))
    .addColumn('subject', 'text', (c) => c.notNull())
    // 0: every section (a unique key cannot hold a null on both databases alike).
    .addColumn('section_id', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('actions', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('group_grants_pk', ['group_id', 'subject', 'section_id'])
    .execute();
  await db.schema
    .createTable('user_groups')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('group_id', 'integer', (c) => c.notNull().references('groups.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('user_groups_pk', ['user_id', 'group_id'])
    .execute();
  await db.schema.createIndex('user_groups_group_idx').on('user_groups').column('group_id').execute();

  const now = new Date().toISOString();
  const loose = db as Kysely<Record<string, Record<string, unknown>>>;
  const ids: Record<string, number> = {};
  for (const group of SHIPPED) {
    const row = await loose
      .insertInto('groups')
      .values({ key: group.key, name: group.name, description: group.description, admin: group.admin ? 1 : 0, created_at: now, updated_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    ids[group.key] = Number(row.id);
    for (const [subject, actions] of group.grants) {
      await loose.insertInto('group_grants').values({ group_id: ids[group.key], subject, section_id: 0, actions }).execute();
    }
  }
  await sql`insert into user_groups (user_id, group_id) select id, ${ids.administrators} from users where role = 'admin'`.execute(db);
  for (const key of ['publishers', 'authors']) {
    await sql`insert into user_groups (user_id, group_id) select id, ${ids[key]} from users where role <> 'admin'`.execute(db);
  }
  await db.schema.alterTable('users').dropColumn('role').execute();
}
