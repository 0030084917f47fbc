import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/database.js';
import { type Executor, databaseIdentityOf } from '../../db/executor.js';
import { nowIso, nowMs } from '../../lib/clock.js';
import { scheduleJob } from '../jobs/scheduled-job.js';
import type { MailTransport } from './mail-transport.js';
import * as repo from './mail.repository.js';

/** A message to send: plain text always, HTML beside it when given; no images, no tracking. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string | null;
  headers?: Record<string, string>;
}

/** Attempts before a message is given up (kept as failed): the last comes some eight hours after the first. */
export const MAX_ATTEMPTS = 10;
/** The wait after a first failed attempt; it doubles with each further failure, up to RETRY_DELAY_MAX_MS. */
export const RETRY_DELAY_MS = 60_000;
const RETRY_DELAY_MAX_MS = 4 * 3600_000;
/**
 * How long a sender holds a claimed message before another may take it: longer than any attempt
 * can last (the SMTP time-outs, mail-transport.ts), so only a sender that stopped mid-send loses it.
 */
export const LEASE_MS = 5 * 60_000;
/** How often a sender looks for due messages without being woken: retries, and messages queued by other instances. */
const POLL_EVERY_MS = 30_000;
/** A wake waits this long, so the transaction that queued the message has committed and a burst is sent in one pass. */
const WAKE_DELAY_MS = 100;
/** Sent messages are deleted after this long: the queue is not an archive of personal data. */
export const SENT_RETENTION_MS = 30 * 86_400_000;
const RETENTION_EVERY_MS = 86_400_000;
/** Common parts of messages a sender keeps in memory at most. */
const BODIES_KEPT = 50;
/** The longest error text kept with a message. */
const ERROR_MAX = 1000;

/** The wait before attempt `attempts + 1`, after `attempts` failed: 1, 2, 4 … minutes, at most four hours. */
export function retryDelayMs(attempts: number): number {
  return Math.min(RETRY_DELAY_MS * 2 ** (attempts - 1), RETRY_DELAY_MAX_MS);
}

/** The senders running in this process, by database: a message queued on one wakes its sender. */
const senders = new WeakMap<object, MailSender>();

/**
 * Queues a message: inside the caller's transaction when given one, so it is sent only if the
 * change it tells of commits. The sender of this database (if this process runs one) is woken; no
 * request waits on SMTP.
 */
export async function enqueueMail(db: Executor, message: MailMessage): Promise<number> {
  const id = await repo.insertMessage(db, { recipient: message.to, subject: message.subject, text: message.text, html: message.html ?? null, headers: message.headers ?? {}, now: nowIso() });
  wakeMailSender(db);
  return id;
}

/**
 * Queues one message to each of many recipients that share a common part (`shared`, kept once):
 * each is that part followed by its own text and HTML (a recipient's own links). Inside the
 * caller's transaction, like enqueueMail.
 */
export async function enqueueMailToMany(db: Executor, shared: { text: string; html: string | null }, messages: readonly MailMessage[]): Promise<void> {
  if (messages.length === 0) return;
  const now = nowIso();
  const bodyId = await repo.insertBody(db, { ...shared, now });
  await repo.insertMessages(
    db,
    messages.map((message) => ({ recipient: message.to, subject: message.subject, text: message.text, html: message.html ?? null, headers: message.headers ?? {}, now, bodyId })),
  );
  wakeMailSender(db);
}

/** Wakes the sender of `db` to look for work soon (a request recorded something it turns into a message). */
export function wakeMailSender(db: Executor): void {
  senders.get(databaseIdentityOf(db))?.wake();
}

/** What one pass did. */
export interface MailPass {
  sent: number;
  retried: number;
  failed: number;
}

export interface MailLog {
  info(fields: object, message: string): void;
  error(fields: object, message: string): void;
}

export interface MailSenderOptions {
  transport: MailTransport;
  /** The From of every message (MAIL_FROM). */
  from: string;
  log: MailLog;
  /** Work that turns what requests recorded into messages, run at the start of every pass (password-reset requests). */
  prepare?: readonly ((db: Db) => Promise<unknown>)[];
}

/**
 * Sends the queued messages of one database from this process. Any number of instances may run
 * one on the same database: each message is claimed by one sender under a lease (claimNextMessage),
 * so it is sent once, and a sender that dies mid-send leaves it to another when the lease runs
 * out. A failed attempt is tried again after an exponential back-off, up to MAX_ATTEMPTS.
 */
export class MailSender {
  /** This sender among all instances: the name its claims are held under. */
  readonly id = randomUUID();
  private running: Promise<MailPass> | null = null;
  private isRunWanted = false;
  private wakeTimer: NodeJS.Timeout | null = null;
  /** Common parts of messages read lately, by id (they never change). */
  private readonly bodies = new Map<number, { text: string; html: string | null }>();

  constructor(
    private readonly db: Db,
    private readonly options: MailSenderOptions,
  ) {}

  /** Runs a pass soon; a wake during a pass runs another after it. */
  wake(): void {
    if (this.wakeTimer) return;
    this.wakeTimer = setTimeout(() => {
      this.wakeTimer = null;
      void this.run().catch((error: unknown) => this.options.log.error({ err: error }, 'Sending e-mail failed'));
    }, WAKE_DELAY_MS);
    this.wakeTimer.unref();
  }

  /** One pass now (after the one in progress): prepares messages, then sends every due one. */
  async run(): Promise<MailPass> {
    if (this.running) {
      this.isRunWanted = true;
      await this.running.catch(() => undefined);
      return this.run();
    }
    this.isRunWanted = false;
    this.running = this.pass();
    try {
      return await this.running;
    } finally {
      this.running = null;
      if (this.isRunWanted) this.wake();
    }
  }

  private async pass(): Promise<MailPass> {
    for (const prepare of this.options.prepare ?? []) await prepare(this.db);
    const pass: MailPass = { sent: 0, retried: 0, failed: 0 };
    for (;;) {
      const message = await repo.claimNextMessage(this.db, { sender: this.id, now: nowIso(), leaseExpiresAt: new Date(nowMs() + LEASE_MS).toISOString() });
      if (!message) return pass;
      pass[await this.attempt(message)]++;
    }
  }

  private async attempt(message: NonNullable<Awaited<ReturnType<typeof repo.claimNextMessage>>>): Promise<keyof MailPass> {
    const { log } = this.options;
    // A sender that claimed it for the last attempt stopped mid-send: the lease ran out, nothing more is tried.
    if (message.attempts > MAX_ATTEMPTS) {
      await repo.markFailed(this.db, message.id, this.id, 'Given up: the instance sending it stopped');
      log.error({ mailId: message.id, attempts: message.attempts - 1 }, 'E-mail given up');
      return 'failed';
    }
    try {
      const body = await this.bodyOf(message);
      await this.options.transport.send({
        id: message.id,
        from: this.options.from,
        to: message.recipient,
        subject: message.subject,
        ...body,
        headers: JSON.parse(message.headers) as Record<string, string>,
      });
    } catch (error) {
      const reason = (error instanceof Error ? error.message : String(error)).slice(0, ERROR_MAX);
      if (message.attempts >= MAX_ATTEMPTS) {
        await repo.markFailed(this.db, message.id, this.id, reason);
        log.error({ mailId: message.id, attempts: message.attempts, reason }, 'E-mail given up after its last attempt');
        return 'failed';
      }
      const nextAttemptAt = new Date(nowMs() + retryDelayMs(message.attempts)).toISOString();
      await repo.scheduleRetry(this.db, message.id, this.id, nextAttemptAt, reason);
      log.info({ mailId: message.id, attempts: message.attempts, nextAttemptAt, reason }, 'E-mail not sent; tried again later');
      return 'retried';
    }
    await repo.markSent(this.db, message.id, this.id, nowIso());
    return 'sent';
  }

  /**
   * The message's text and HTML: its own, after the common part it shares with others when it has
   * one (a digest's list, before each recipient's own links). The common parts of a pass are read
   * once: a digest's thousands of messages share a few.
   */
  private async bodyOf(message: { id: number; body_id: number | null; text_body: string; html_body: string | null }): Promise<{ text: string; html: string | null }> {
    if (message.body_id === null) return { text: message.text_body, html: message.html_body };
    let shared = this.bodies.get(message.body_id);
    if (!shared) {
      const found = await repo.findBody(this.db, message.body_id);
      if (!found) throw new Error(`The common part ${message.body_id} of message ${message.id} is missing`);
      shared = { text: found.text_body, html: found.html_body };
      if (this.bodies.size >= BODIES_KEPT) this.bodies.clear();
      this.bodies.set(message.body_id, shared);
    }
    return { text: `${shared.text}\n\n${message.text_body}`, html: shared.html !== null && message.html_body !== null ? shared.html + message.html_body : message.html_body };
  }

  /**
   * Runs a pass now and every POLL_EVERY_MS, answers wakes, and deletes sent messages past their
   * retention once a day among all instances. Returns the function that stops it all and waits
   * for a pass in progress.
   */
  start(): () => Promise<void> {
    senders.set(databaseIdentityOf(this.db), this);
    const onError = (error: unknown) => this.options.log.error({ err: error }, 'Sending e-mail failed');
    const poll = setInterval(() => void this.run().catch(onError), POLL_EVERY_MS);
    poll.unref();
    void this.run().catch(onError);
    const stopRetention = scheduleJob(this.db, {
      name: 'mail-retention',
      everyMs: RETENTION_EVERY_MS,
      work: () => deleteSentMailPastRetention(this.db),
      onError: (error) => this.options.log.error({ err: error }, 'Deleting sent e-mail past its retention failed'),
    });
    return async () => {
      clearInterval(poll);
      if (this.wakeTimer) clearTimeout(this.wakeTimer);
      this.wakeTimer = null;
      if (senders.get(databaseIdentityOf(this.db)) === this) senders.delete(databaseIdentityOf(this.db));
      await stopRetention();
      await this.running?.catch(() => undefined);
      this.options.transport.close();
    };
  }
}

/**
 * Deletes sent messages past their retention now, then the common parts no message refers to any
 * more (the daily job's work; tests call it on a moved clock). Returns how many messages.
 */
export async function deleteSentMailPastRetention(db: Db): Promise<number> {
  const deleted = await repo.deleteSentBefore(db, new Date(nowMs() - SENT_RETENTION_MS).toISOString());
  // A day's margin: a common part is written in the transaction of its messages, but never taken from under a slow one.
  await repo.deleteUnusedBodies(db, new Date(nowMs() - 86_400_000).toISOString());
  return deleted;
}
