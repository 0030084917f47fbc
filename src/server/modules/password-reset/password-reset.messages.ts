import { type Locale, isLocale } from '../../../common/locales.js';
import { SITE_NAME } from '../../../common/site-name.js';
import { cyrillicToLatin } from '../../../common/text/transliterate.js';
import type { MailMessage } from '../mail/mail.service.js';
import { linkMessage } from '../mail/link-message.js';

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

/** The message with the link to set a new password, in `locale` (the user's dashboard language): plain text and the same as HTML. */
export function passwordResetMessage(input: { to: string; name: string; locale: string; link: string; validMinutes: number }): MailMessage {
  const locale: Locale = isLocale(input.locale) ? input.locale : 'sr';
  const words = WORDS[locale];
  return linkMessage({
    to: input.to,
    locale,
    subject: words.subject,
    before: [words.greeting(input.name), words.asked(SITE_NAME[locale]), words.follow],
    link: input.link,
    after: [words.validity(input.validMinutes), words.notYou],
  });
}
