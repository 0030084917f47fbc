import { type Locale, isLocale } from '../../../common/locales.js';
import { SITE_NAME } from '../../../common/site-name.js';
import { cyrillicToLatin } from '../../../common/text/transliterate.js';
import type { MailMessage } from '../mail/mail.service.js';

interface ResetWords {
  subject: string;
  greeting: (name: string) => string;
  asked: (site: string) => string;
  follow: string;
  validity: (minutes: number) => string;
  notYou: string;
}

const SERBIAN: ResetWords = {
  subject: 'Нова лозинка за контролну таблу',
  greeting: (name) => `Поштовани/а ${name},`,
  asked: (site) => `затражена је нова лозинка за Ваш налог на контролној табли портала ${site}.`,
  follow: 'Нову лозинку поставите на овој адреси:',
  validity: (minutes) => `Адреса важи ${minutes} минута и може се употребити само једном. Када поставите нову лозинку, све Ваше пријаве се завршавају.`,
  notYou: 'Ако нисте Ви тражили нову лозинку, занемарите ову поруку: лозинка остаје иста.',
};

/** The Latin follows from the Cyrillic, as everywhere in the portal. */
const LATIN: ResetWords = {
  subject: cyrillicToLatin(SERBIAN.subject),
  greeting: (name) => cyrillicToLatin(SERBIAN.greeting(name)),
  asked: (site) => cyrillicToLatin(SERBIAN.asked(site)),
  follow: cyrillicToLatin(SERBIAN.follow),
  validity: (minutes) => cyrillicToLatin(SERBIAN.validity(minutes)),
  notYou: cyrillicToLatin(SERBIAN.notYou),
};

const ENGLISH: ResetWords = {
  subject: 'A new password for the dashboard',
  greeting: (name) => `Dear ${name},`,
  asked: (site) => `a new password was requested for your account on the ${site} portal's dashboard.`,
  follow: 'Set your new password at this address:',
  validity: (minutes) => `The address is valid for ${minutes} minutes and can be used once. Setting a new password ends all your sessions.`,
  notYou: 'If you did not ask for a new password, ignore this message: your password stays as it is.',
};

const WORDS: Record<Locale, ResetWords> = { sr: SERBIAN, lat: LATIN, en: ENGLISH };

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The message with the link to set a new password, in `locale` (the user's dashboard language): plain text and the same as HTML. */
export function passwordResetMessage(input: { to: string; name: string; locale: string; link: string; validMinutes: number }): MailMessage {
  const locale: Locale = isLocale(input.locale) ? input.locale : 'sr';
  const words = WORDS[locale];
  const site = SITE_NAME[locale];
  const paragraphs = [words.greeting(input.name), words.asked(site), words.follow];
  const after = [words.validity(input.validMinutes), words.notYou];
  const text = [...paragraphs, input.link, ...after].join('\n\n');
  const html = [
    `<!doctype html><html lang="${locale === 'en' ? 'en' : locale === 'lat' ? 'sr-Latn' : 'sr-Cyrl'}"><head><meta charset="utf-8"><title>${escapeHtml(words.subject)}</title></head><body>`,
    ...paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`),
    `<p><a href="${escapeHtml(input.link)}">${escapeHtml(input.link)}</a></p>`,
    ...after.map((p) => `<p>${escapeHtml(p)}</p>`),
    '</body></html>',
  ].join('\n');
  return { to: input.to, subject: words.subject, text, html };
}
