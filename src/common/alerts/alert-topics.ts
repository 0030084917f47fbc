/**
 * What a reader may follow by e-mail: the register (qualifications, standards and recognised
 * providers, new or changed), a sector council (its qualifications and standards), a category of
 * news, or a tag (its news and documents).
 */
export const TOPIC_KINDS = ['register', 'council', 'category', 'tag'] as const;
export type TopicKind = (typeof TOPIC_KINDS)[number];

export type AlertTopic = { kind: 'register' } | { kind: Exclude<TopicKind, 'register'>; id: number };

/** How often a subscription's messages come: each item as it becomes public, or a digest a day or a week. */
export const ALERT_FREQUENCIES = ['immediate', 'daily', 'weekly'] as const;
export type AlertFrequency = (typeof ALERT_FREQUENCIES)[number];

/** A topic as addresses and the database write it: `register`, or the kind and the id (`council-4`). */
export function topicKey(topic: AlertTopic): string {
  return topic.kind === 'register' ? 'register' : `${topic.kind}-${topic.id}`;
}

const TOPIC_KEY = /^(council|category|tag)-([1-9][0-9]{0,9})$/;

/** The topic a key names; null for anything else. */
export function parseTopicKey(key: string): AlertTopic | null {
  if (key === 'register') return { kind: 'register' };
  const match = TOPIC_KEY.exec(key);
  if (!match) return null;
  const id = Number(match[2]);
  return Number.isSafeInteger(id) && id <= 2_147_483_647 ? { kind: match[1] as Exclude<TopicKind, 'register'>, id } : null;
}
