import { sql } from 'kysely';
import { REGISTER_TOPIC_NAME, alertWord } from '../../../common/alerts/alert-text.js';
import { type AlertTopic, type TopicKind, parseTopicKey, topicKey } from '../../../common/alerts/alert-topics.js';
import { textIn } from '../../../common/forms/form-text.js';
import type { Locale } from '../../../common/locales.js';
import { contentPath, listPath } from '../../../common/routes.js';
import type { AlertTopicView } from '../../../common/schemas/alerts.js';
import type { Executor } from '../../db/executor.js';

const TOPIC_TABLES = {
  council: { table: 'councils', translations: 'council_translations' },
  category: { table: 'categories', translations: 'category_translations' },
  tag: { table: 'tags', translations: 'tag_translations' },
} as const;

/** The register as a topic: its name, and the register's page. */
function registerTopic(locale: Locale): AlertTopicView {
  return { key: 'register', kind: 'register', name: textIn(REGISTER_TOPIC_NAME, locale), path: listPath('qualifications', locale) };
}

/** The topics of a kind, named in `locale` (the Cyrillic where untranslated), the published ones or all. */
async function topicsOfKind(db: Executor, kind: Exclude<TopicKind, 'register'>, locale: Locale, now: string, { publishedOnly }: { publishedOnly: boolean }): Promise<AlertTopicView[]> {
  const { table, translations } = TOPIC_TABLES[kind];
  const published = sql<boolean>`e.status = 'published' and e.published_at <= ${now}`;
  const { rows } = await sql<{ id: number; locale: string; name: string; slug: string; published: boolean | number }>`
    select e.id, t.locale, t.name, t.slug, (${published}) as published
    from ${sql.table(table)} as e inner join ${sql.table(translations)} as t on t.entity_id = e.id
    where t.locale in (${locale}, 'sr') ${publishedOnly ? sql`and ${published}` : sql``}`.execute(db);
  const byId = new Map<number, AlertTopicView>();
  for (const row of rows) {
    if (byId.has(row.id) && row.locale !== locale) continue;
    byId.set(row.id, { key: topicKey({ kind, id: row.id }), kind, name: row.name, path: row.published ? contentPath(kind, locale, row.id, row.slug) : null });
  }
  return [...byId.values()].sort((a, b) => a.name.localeCompare(b.name, locale === 'en' ? 'en' : 'sr'));
}

/** Every topic a reader may follow now: the register, then the published councils, categories and tags. */
export async function listTopics(db: Executor, locale: Locale, now: string): Promise<AlertTopicView[]> {
  const kinds = await Promise.all((['council', 'category', 'tag'] as const).map((kind) => topicsOfKind(db, kind, locale, now, { publishedOnly: true })));
  return [registerTopic(locale), ...kinds.flat()];
}

/** The topic a reader asks to follow, if it is one of those listTopics gives. */
export async function findFollowableTopic(db: Executor, topic: AlertTopic, locale: Locale, now: string): Promise<AlertTopicView | null> {
  if (topic.kind === 'register') return registerTopic(locale);
  const topics = await topicsOfKind(db, topic.kind, locale, now, { publishedOnly: true });
  return topics.find((view) => view.key === topicKey(topic)) ?? null;
}

/**
 * The topics of `keys` as a subscriber's page or message names them: one no longer published keeps
 * its name, without an address and marked so; one deleted is named as gone.
 */
export async function nameTopics(db: Executor, keys: readonly string[], locale: Locale, now: string): Promise<Map<string, AlertTopicView>> {
  const named = new Map<string, AlertTopicView>();
  const kinds = new Set(keys.map((key) => parseTopicKey(key)?.kind).filter((kind): kind is TopicKind => kind !== undefined));
  for (const kind of kinds) {
    if (kind === 'register') named.set('register', registerTopic(locale));
    else for (const view of await topicsOfKind(db, kind, locale, now, { publishedOnly: false })) named.set(view.key, view.path ? view : { ...view, name: `${view.name} ${alertWord('topicGone', locale)}` });
  }
  for (const key of keys) {
    const topic = parseTopicKey(key);
    if (!named.has(key) && topic) named.set(key, { key, kind: topic.kind, name: alertWord('topicGone', locale), path: null });
  }
  return named;
}
