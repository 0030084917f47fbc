import fs from 'node:fs';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/server/db/database.js';
import { setClock } from '../../src/server/lib/clock.js';
import { createLocalStorage } from '../../src/server/lib/file-storage.js';
import { chainAuditLog } from '../../src/server/modules/audit/audit.service.js';
import { createMailSender } from '../../src/server/modules/mail/mail-sender.js';
import { LEASE_MS, MAX_ATTEMPTS, type MailLog, SENT_RETENTION_MS, deleteSentMailPastRetention, enqueueMail, retryDelayMs } from '../../src/server/modules/mail/mail.service.js';
import { freePort } from '../support/portal-process.js';
import { type TestSmtpServer, startSmtpServer } from '../support/smtp-server.js';
import { DIALECT, type TestApp, auditHeadErrors, startTestApp, testConfig } from './support/test-app.js';

/**
 * The e-mail queue (modules/mail, decision 29) against a real SMTP server started here
 * (smtp-server), each message read back with mailparser; the clock is moved by hand.
 */

const loggedErrors: unknown[] = [];
const log: MailLog = { info: () => undefined, error: (fields) => loggedErrors.push(fields) };

let now = Date.parse('2026-03-02T09:00:00.000Z');
const moveClock = (ms: number) => {
  now += ms;
};

beforeAll(() => setClock(() => now));
afterAll(() => setClock(null));

const message = (n: number) => ({ to: `reader-${n}@example.org`, subject: `Порука ${n}`, text: `Текст поруке ${n}`, html: `<p>Текст поруке ${n}</p>`, headers: { 'X-Portal-Message': `m${n}` } });

const statusOf = (t: TestApp, id: number) =>
  t.ctx.db.selectFrom('mail_messages').select(['status', 'attempts', 'next_attempt_at', 'sent_at', 'last_error']).where('id', '=', id).executeTakeFirstOrThrow();

describe('the queue with an SMTP server', () => {
  let smtp: TestSmtpServer;
  let t: TestApp;
  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await startTestApp({ SMTP_URL: smtp.url, MAIL_FROM: 'НОКС <noreply@noks.example.rs>' });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('sends a queued message once, as plain text and HTML with its headers, and keeps it as sent', async () => {
    const sender = createMailSender(t.ctx, log);
    const id = await enqueueMail(t.ctx.db, message(1));
    expect(await sender.run()).toEqual({ sent: 1, retried: 0, failed: 0 });
    expect(await sender.run()).toEqual({ sent: 0, retried: 0, failed: 0 });
    const [received] = await smtp.waitForMessages(1);
    expect(received!.subject).toBe('Порука 1');
    expect(received!.text?.trim()).toBe('Текст поруке 1');
    expect(received!.html).toContain('<p>Текст поруке 1</p>');
    expect(received!.from?.value[0]).toMatchObject({ address: 'noreply@noks.example.rs', name: 'НОКС' });
    expect(received!.headers.get('x-portal-message')).toBe('m1');
    expect(await statusOf(t, id)).toMatchObject({ status: 'sent', attempts: 1, last_error: null });
    expect(smtp.messages).toHaveLength(1);
  });

  it('wakes soon after a message is queued, without waiting for its regular pass', async () => {
    const stop = createMailSender(t.ctx, log).start();
    try {
      const before = smtp.messages.length;
      await new Promise((resolve) => setTimeout(resolve, 300));
      await enqueueMail(t.ctx.db, message(2));
      const received = await smtp.waitForMessages(before + 1, 5_000);
      expect(received.at(-1)!.subject).toBe('Порука 2');
    } finally {
      await stop();
    }
  });

  it('takes over a message whose sender stopped mid-send once its lease has run out, not before', async () => {
    const sender = createMailSender(t.ctx, log);
    const id = await enqueueMail(t.ctx.db, message(3));
    const leaseExpiresAt = new Date(now + LEASE_MS).toISOString();
    await t.ctx.db.updateTable('mail_messages').set({ status: 'sending', claimed_by: 'an instance that stopped', lease_expires_at: leaseExpiresAt, attempts: 1 }).where('id', '=', id).execute();
    expect((await sender.run()).sent).toBe(0);
    moveClock(LEASE_MS);
    expect((await sender.run()).sent).toBe(1);
    expect(await statusOf(t, id)).toMatchObject({ status: 'sent', attempts: 2 });
  });

  it('deletes sent messages after their retention, and only those', async () => {
    const sender = createMailSender(t.ctx, log);
    const old = await enqueueMail(t.ctx.db, message(4));
    await sender.run();
    moveClock(SENT_RETENTION_MS - 60_000);
    const recent = await enqueueMail(t.ctx.db, message(5));
    await sender.run();
    moveClock(120_000);
    expect(await deleteSentMailPastRetention(t.ctx.db)).toBeGreaterThanOrEqual(1);
    const left = await t.ctx.db.selectFrom('mail_messages').select('id').where('id', 'in', [old, recent]).execute();
    expect(left.map((row) => row.id)).toEqual([recent]);
  });
});

describe('an SMTP server that is slow or down', () => {
  it('keeps a message through an outage, retrying with back-off, and sends it once when the server is back', async () => {
    const port = await freePort();
    const t = await startTestApp({ SMTP_URL: `smtp://127.0.0.1:${port}` });
    let smtp: TestSmtpServer | null = null;
    try {
      const sender = createMailSender(t.ctx, log);
      const id = await enqueueMail(t.ctx.db, message(10));
      expect(await sender.run()).toEqual({ sent: 0, retried: 1, failed: 0 });
      const first = await statusOf(t, id);
      expect(first).toMatchObject({ status: 'queued', attempts: 1 });
      expect(Date.parse(first.next_attempt_at)).toBe(now + retryDelayMs(1));
      expect(first.last_error).toMatch(/ECONNREFUSED|connect/i);

      // The second wait is twice the first.
      moveClock(retryDelayMs(1));
      expect((await sender.run()).retried).toBe(1);
      expect(Date.parse((await statusOf(t, id)).next_attempt_at)).toBe(now + retryDelayMs(2));
      expect(retryDelayMs(2)).toBe(2 * retryDelayMs(1));

      smtp = await startSmtpServer(port);
      // Not yet due: the server being back does not make it jump its wait.
      expect(await sender.run()).toEqual({ sent: 0, retried: 0, failed: 0 });
      moveClock(retryDelayMs(2));
      expect(await sender.run()).toEqual({ sent: 1, retried: 0, failed: 0 });
      moveClock(retryDelayMs(3));
      expect(await sender.run()).toEqual({ sent: 0, retried: 0, failed: 0 });
      await smtp.waitForMessages(1);
      expect(smtp.messages.map((m) => m.subject)).toEqual(['Порука 10']);
      expect(await statusOf(t, id)).toMatchObject({ status: 'sent', attempts: 3, last_error: null });
    } finally {
      await t.close();
      await smtp?.close();
    }
  });

  it('gives a message up after its last attempt: kept as failed, with the reason, and logged', async () => {
    const port = await freePort();
    const t = await startTestApp({ SMTP_URL: `smtp://127.0.0.1:${port}` });
    try {
      const sender = createMailSender(t.ctx, log);
      const id = await enqueueMail(t.ctx.db, message(11));
      loggedErrors.length = 0;
      for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
        await sender.run();
        moveClock(retryDelayMs(attempt));
      }
      expect(await statusOf(t, id)).toMatchObject({ status: 'failed', attempts: MAX_ATTEMPTS });
      expect((await statusOf(t, id)).last_error).toMatch(/ECONNREFUSED|connect/i);
      expect(loggedErrors).toEqual([expect.objectContaining({ mailId: id, attempts: MAX_ATTEMPTS })]);
      moveClock(86_400_000);
      expect(await sender.run()).toEqual({ sent: 0, retried: 0, failed: 0 });
    } finally {
      await t.close();
    }
  });
});

describe('without SMTP_URL', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('writes each message as an .eml file to DATA_DIR/outbox and logs its subject and recipient', async () => {
    const written: object[] = [];
    const sender = createMailSender(t.ctx, { info: (fields) => written.push(fields), error: log.error });
    await enqueueMail(t.ctx.db, message(20));
    expect((await sender.run()).sent).toBe(1);
    const outbox = path.join(t.dataDir, 'outbox');
    const files = fs.readdirSync(outbox).filter((name) => name.endsWith('.eml'));
    expect(files).toHaveLength(1);
    const parsed = await simpleParser(fs.readFileSync(path.join(outbox, files[0]!)));
    expect(parsed.subject).toBe('Порука 20');
    expect(parsed.to && !Array.isArray(parsed.to) ? parsed.to.value[0]!.address : null).toBe('reader-20@example.org');
    expect(parsed.html).toContain('Текст поруке 20');
    expect(written).toEqual([expect.objectContaining({ to: 'reader-20@example.org', subject: 'Порука 20', file: path.join(outbox, files[0]!) })]);
  });
});

describe.runIf(DIALECT === 'postgres')('two instances on one PostgreSQL database', () => {
  let smtp: TestSmtpServer;
  let t: TestApp;
  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await startTestApp({ SMTP_URL: smtp.url });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('sends each message once between them, however their passes meet', async () => {
    const other = openDatabase(t.databaseOptions);
    try {
      const config = testConfig(t.dataDir, { SMTP_URL: smtp.url });
      chainAuditLog({ config, db: other.db, storage: createLocalStorage(config.uploadDir) }, (error) => auditHeadErrors.push(error));
      const senders = [createMailSender(t.ctx, log), createMailSender({ config, db: other.db }, log)];
      const count = 30;
      for (let n = 0; n < count; n++) await enqueueMail(n % 2 ? t.ctx.db : other.db, message(100 + n));
      const passes = await Promise.all([...senders, ...senders].map((sender) => sender.run()));
      const sent = passes.reduce((sum, pass) => sum + pass.sent, 0);
      expect(sent).toBe(count);
      // Both took part: claims are skipped, not waited for, so neither holds the queue alone.
      expect(passes.slice(0, 2).every((pass, i) => pass.sent + passes[i + 2]!.sent > 0)).toBe(true);
      const received = await smtp.waitForMessages(count);
      expect(new Set(received.map((m) => m.subject)).size).toBe(count);
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(smtp.messages).toHaveLength(count);
    } finally {
      await other.close();
    }
  });
});
