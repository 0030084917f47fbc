import type { LightMyRequestResponse } from 'fastify';
import type { ParsedMail } from 'mailparser';
import { expect } from 'vitest';
import type { FormKey } from '../../../src/common/forms/form-definitions.js';
import type { Locale } from '../../../src/common/locales.js';
import { listPath } from '../../../src/common/routes.js';
import { nowMs, setClock } from '../../../src/server/lib/clock.js';
import { createMailSender } from '../../../src/server/modules/mail/mail-sender.js';
import type { MailSender } from '../../../src/server/modules/mail/mail.service.js';
import { MIN_FILL_MS } from '../../../src/server/modules/submissions/submission.service.js';
import { renderScreen } from '../../../src/web/ssr/render-screen.js';
import { type TestSmtpServer, startSmtpServer } from '../../support/smtp-server.js';
import { type FilePart, multipart } from './http.js';
import { rootOf } from './screen-pages.js';
import { type SiteApp, elementsOf, encoded, startSiteApp } from './site-app.js';

/** A form's page as a browser holds it: the response, the form's hidden inputs in order, the rendered screen. */
export interface FormPage {
  response: LightMyRequestResponse;
  hidden: [string, string][];
  root: string;
}

/**
 * A portal that renders its pages and sends its e-mail to an SMTP server of the test, with the
 * moves of a browser without JavaScript through its public forms.
 */
export interface FormsApp {
  site: SiteApp;
  smtp: TestSmtpServer;
  sender: MailSender;
  /** A new client address: the allowance of submissions is per address. */
  newClient(): string;
  open(form: FormKey, locale?: Locale): Promise<FormPage>;
  /** Posts a step: the page's hidden fields, the answers typed, the button pressed. */
  post(form: FormKey, page: FormPage, answers: Record<string, string>, action: string, options: { locale?: Locale; files?: FilePart[]; ip: string }): Promise<FormPage>;
  /** A question answered up to its check step. */
  answerQuestion(ip: string, locale?: Locale, email?: string): Promise<FormPage>;
  /** A question sent: its number and the address of its status page. */
  sendQuestion(ip: string, email: string): Promise<{ number: string; location: string }>;
  /** The message sent to `email` whose subject matches, once the mail job has run. */
  messageTo(email: string, subject?: RegExp): Promise<ParsedMail>;
  close(): Promise<void>;
}

export function pageOf(response: LightMyRequestResponse): FormPage {
  const hidden = elementsOf(response.body, 'input')
    .filter((input) => input.type === 'hidden' && input.name)
    .map((input): [string, string] => [input.name!, input.value ?? '']);
  return { response, hidden, root: rootOf(response.body) };
}

/** Lets the minimum fill time pass (the test resets the clock after). */
export function later(): void {
  const now = nowMs();
  setClock(() => now + MIN_FILL_MS + 1000);
}

export async function startFormsApp(): Promise<FormsApp> {
  const smtp = await startSmtpServer();
  const site = await startSiteApp(undefined, renderScreen, { SMTP_URL: smtp.url });
  const sender = createMailSender(site.t.ctx, { info: () => undefined, error: () => undefined });
  const stopSender = sender.start();
  let clients = 0;
  const app: FormsApp = {
    site,
    smtp,
    sender,
    newClient: () => `198.51.100.${++clients}`,
    async open(form, locale = 'sr') {
      const response = await site.app.inject({ method: 'GET', url: encoded(listPath(form, locale)) });
      expect(response.statusCode).toBe(200);
      return pageOf(response);
    },
    async post(form, page, answers, action, options) {
      const fields: [string, string][] = [...page.hidden.filter(([name]) => !(name in answers)), ...Object.entries(answers), ['website', ''], ['action', action]];
      const { payload, headers } = multipart(options.files ?? [], fields);
      const response = await site.app.inject({ method: 'POST', url: encoded(listPath(form, options.locale ?? 'sr')), headers, payload, remoteAddress: options.ip });
      return pageOf(response);
    },
    async answerQuestion(ip, locale = 'sr', email = `citizen-${ip}@example.org`) {
      let page = await app.open('question', locale);
      page = await app.post('question', page, { topic: 'level', question: 'Који ниво има диплома гимназије?' }, 'continue', { locale, ip });
      expect(page.response.statusCode).toBe(200);
      page = await app.post('question', page, { name: 'Мира Мирић', email }, 'continue', { locale, ip });
      expect(page.response.statusCode).toBe(200);
      return page;
    },
    async sendQuestion(ip, email) {
      const page = await app.answerQuestion(ip, 'sr', email);
      later();
      try {
        const sent = await app.post('question', page, { consent: 'yes' }, 'send', { ip });
        expect(sent.response.statusCode).toBe(303);
        const location = sent.response.headers.location as string;
        return { number: new URL(location, 'http://x').searchParams.get('n')!, location };
      } finally {
        setClock(null);
      }
    },
    async messageTo(email, subject) {
      await sender.run();
      const deadline = Date.now() + 10_000;
      for (;;) {
        const found = smtp.messages.find(
          (message) => !Array.isArray(message.to) && message.to?.value.some((address) => address.address === email) && (!subject || subject.test(message.subject ?? '')),
        );
        if (found) return found;
        if (Date.now() > deadline) throw new Error(`No message to ${email}${subject ? ` matching ${subject}` : ''}`);
        await new Promise((resolve) => setTimeout(resolve, 50));
        await sender.run();
      }
    },
    async close() {
      await stopSender();
      await site.close();
      await smtp.close();
    },
  };
  return app;
}
