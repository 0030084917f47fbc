import type { ParsedMail } from 'mailparser';
import { createMailSender } from '../../../src/server/modules/mail/mail-sender.js';
import type { MailLog, MailSender } from '../../../src/server/modules/mail/mail.service.js';
import { freePort } from '../../support/portal-process.js';
import { type TestSmtpServer, startSmtpServer } from '../../support/smtp-server.js';
import { type TestApp, startTestApp } from './test-app.js';

const quiet: MailLog = { info: () => undefined, error: () => undefined };

/** A test portal listening on HTTP whose mail job sends to an SMTP server of the test. */
export interface MailApp {
  t: TestApp;
  smtp: TestSmtpServer;
  /** The portal's own address (PUBLIC_URL), which its messages' links lead to. */
  baseUrl: string;
  sender: MailSender;
  /** The messages sent to `email` after the mail job has run, waited for until there are `count` (1 unless said). */
  messagesTo(email: string, count?: number): Promise<ParsedMail[]>;
  close(): Promise<void>;
}

export async function startMailApp(): Promise<MailApp> {
  const smtp = await startSmtpServer();
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const t = await startTestApp({ SMTP_URL: smtp.url, PUBLIC_URL: baseUrl });
  await t.app.listen({ host: '127.0.0.1', port });
  const sender = createMailSender(t.ctx, quiet);
  const stopSender = sender.start();
  const to = (email: string) => smtp.messages.filter((m) => !Array.isArray(m.to) && m.to?.value.some((address) => address.address === email));
  return {
    t,
    smtp,
    baseUrl,
    sender,
    async messagesTo(email, count = 1) {
      await sender.run();
      const deadline = Date.now() + 10_000;
      for (;;) {
        const found = to(email);
        if (found.length > count) throw new Error(`${found.length} messages to ${email}, expected ${count}`);
        if (found.length === count) return found;
        if (Date.now() > deadline) throw new Error(`${found.length} messages to ${email}, expected ${count}`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
    async close() {
      await stopSender();
      await t.close();
      await smtp.close();
    },
  };
}
