import type { AppContext } from '../../app-context.js';
import { preparePasswordResetMail } from '../password-reset/password-reset.service.js';
import { createMailTransport } from './mail-transport.js';
import { type MailLog, MailSender } from './mail.service.js';

/**
 * This instance's sender of the portal's e-mail (to SMTP_URL, or into the outbox folder), with
 * the work that turns recorded requests into messages; `start()` sets it going.
 */
export function createMailSender(ctx: Pick<AppContext, 'config' | 'db'>, log: MailLog): MailSender {
  const transport = createMailTransport(ctx.config, (written) => log.info(written, 'E-mail written to the outbox (no SMTP_URL)'));
  return new MailSender(ctx.db, { transport, from: ctx.config.mailFrom, log, prepare: [(db) => preparePasswordResetMail(db, ctx.config.publicUrl)] });
}
