import { type Locale, DEFAULT_LOCALE, isLocale } from '../../../common/locales.js';
import { type PermissionSubject, can } from '../../../common/permissions.js';
import { DASHBOARD_EDITABLE, type DashboardSection, dashboardPath } from '../../../common/routes.js';
import { type Db, inTransaction } from '../../db/database.js';
import type { Executor } from '../../db/executor.js';
import { nowIso } from '../../lib/clock.js';
import { loadPermissions } from '../groups/group.repository.js';
import { scheduleJob } from '../jobs/scheduled-job.js';
import { enqueueMail } from '../mail/mail.service.js';
import { type ReviewEvent, type ReviewNotice, reviewDigestMessage, reviewNoticeMessage } from './review.messages.js';

/**
 * Who is told of a move of review, by e-mail: a submitted change, everyone else who may decide on
 * it (may publish in the item's sections); an approval or a change sent back, its author. Each
 * gets a message at once, or the day's moves in one message (their account's setting). Messages
 * and notices are written in the transaction of the move, so neither is lost nor sent for a move
 * that did not happen; the mail queue sends them.
 */

interface Recipient {
  id: number;
  email: string;
  name: string;
  locale: string;
  review_digest: number;
}

/** What happened, to which item: the notice before it is addressed. */
export interface ReviewMove {
  event: ReviewEvent;
  subject: PermissionSubject;
  itemId: number;
  title: string;
  actor: { id: number; name: string };
}

const localeOf = (user: Recipient): Locale => (isLocale(user.locale) ? user.locale : DEFAULT_LOCALE);

/** The item's edit screen (or its section's list, for a type edited there), in the recipient's dashboard language. */
function linkOf(publicUrl: string, move: Pick<ReviewMove, 'subject' | 'itemId'>, locale: Locale): string {
  // A section is named as its subject, but for the menu (whose items are its subject).
  const section = (move.subject === 'menu-items' ? 'menu' : move.subject) as DashboardSection;
  const hasEditScreen = (DASHBOARD_EDITABLE as readonly string[]).includes(section);
  return `${publicUrl}${dashboardPath(locale, section, hasEditScreen ? move.itemId : undefined)}`;
}

function activeUsers(db: Executor) {
  return db.selectFrom('users').select(['id', 'email', 'name', 'locale', 'review_digest']).where('active', '=', 1).execute();
}

async function tell(db: Executor, publicUrl: string, user: Recipient, move: ReviewMove): Promise<void> {
  if (user.review_digest === 1) {
    await db
      .insertInto('review_notices')
      .values({ user_id: user.id, event: move.event, subject: move.subject, item_id: move.itemId, title: move.title, actor_name: move.actor.name, created_at: nowIso() })
      .execute();
    return;
  }
  const locale = localeOf(user);
  const notice: ReviewNotice = { event: move.event, title: move.title, actor: move.actor.name, link: linkOf(publicUrl, move, locale) };
  await enqueueMail(db, reviewNoticeMessage({ to: user.email, name: user.name, locale, notice }));
}

/** A change was submitted: everyone else who may publish in the item's sections is told. */
export async function tellReviewers(db: Executor, publicUrl: string, move: ReviewMove, sections: readonly number[]): Promise<void> {
  for (const user of await activeUsers(db)) {
    if (user.id === move.actor.id) continue;
    if (can(await loadPermissions(db, user.id), move.subject, 'publish', sections)) await tell(db, publicUrl, user, move);
  }
}

/** A change was decided on: its author is told (unless they decided themselves, or left). */
export async function tellAuthor(db: Executor, publicUrl: string, move: ReviewMove, authorId: number | null): Promise<void> {
  if (authorId === null || authorId === move.actor.id) return;
  const author = (await activeUsers(db)).find((user) => user.id === authorId);
  if (author) await tell(db, publicUrl, author, move);
}

/**
 * Sends each user with notices waiting their day's message; the notices it tells of are deleted
 * in the transaction that queues it. Returns how many messages were queued.
 */
export async function sendReviewDigests(db: Db, publicUrl: string): Promise<number> {
  const waiting = await db.selectFrom('review_notices').select('user_id').distinct().execute();
  let sent = 0;
  for (const { user_id: userId } of waiting) {
    const queued = await inTransaction(db, async (trx) => {
      const notices = await trx.selectFrom('review_notices').selectAll().where('user_id', '=', userId).orderBy('created_at').orderBy('id').execute();
      const user = await trx.selectFrom('users').select(['id', 'email', 'name', 'locale', 'review_digest', 'active']).where('id', '=', userId).executeTakeFirst();
      if (notices.length === 0 || !user) return false;
      await trx.deleteFrom('review_notices').where('id', 'in', notices.map((notice) => notice.id)).execute();
      if (user.active !== 1) return false;
      const locale = localeOf(user);
      const told = notices.map((notice) => ({
        event: notice.event as ReviewEvent,
        title: notice.title,
        actor: notice.actor_name,
        link: linkOf(publicUrl, { subject: notice.subject as PermissionSubject, itemId: notice.item_id }, locale),
      }));
      await enqueueMail(trx, reviewDigestMessage({ to: user.email, name: user.name, locale, notices: told }));
      return true;
    });
    if (queued) sent++;
  }
  return sent;
}

const DIGEST_EVERY_MS = 24 * 60 * 60_000;

/** The daily messages, once a day among all instances; returns the schedule's stop. */
export function scheduleReviewDigests(db: Db, publicUrl: string, onError: (error: unknown) => void): () => Promise<void> {
  return scheduleJob(db, { name: 'review-digest', everyMs: DIGEST_EVERY_MS, work: () => sendReviewDigests(db, publicUrl), onError });
}
