import type { Locale } from '../../../common/locales.js';
import { SITE_NAME } from '../../../common/site-name.js';
import { cyrillicToLatin } from '../../../common/text/transliterate.js';
import { linkMessage } from '../mail/link-message.js';
import type { MailMessage } from '../mail/mail.service.js';

interface InvitationWords {
  subject: (site: string) => string;
  greeting: (name: string) => string;
  invited: (inviter: string, site: string, groups: string) => string;
  follow: string;
  validity: (days: number) => string;
  notExpected: string;
}

const SERBIAN: InvitationWords = {
  subject: (site) => `Позив на контролну таблу портала ${site}`,
  greeting: (name) => `Поштовани/а ${name},`,
  invited: (inviter, site, groups) => `${inviter} Вас позива да уређујете портал ${site}, као члана група: ${groups}.`,
  follow: 'Лозинку за свој налог поставите на овој адреси:',
  validity: (days) => `Адреса важи ${days} дана и може се употребити само једном.`,
  notExpected: 'Ако нисте очекивали овај позив, занемарите поруку: без лозинке налог неће бити направљен.',
};

/** The Latin follows from the Cyrillic, as everywhere in the portal. */
const LATIN: InvitationWords = {
  subject: (site) => cyrillicToLatin(SERBIAN.subject(site)),
  greeting: (name) => cyrillicToLatin(SERBIAN.greeting(name)),
  invited: (inviter, site, groups) => cyrillicToLatin(SERBIAN.invited(inviter, site, groups)),
  follow: cyrillicToLatin(SERBIAN.follow),
  validity: (days) => cyrillicToLatin(SERBIAN.validity(days)),
  notExpected: cyrillicToLatin(SERBIAN.notExpected),
};

const ENGLISH: InvitationWords = {
  subject: (site) => `An invitation to the ${site} portal's dashboard`,
  greeting: (name) => `Dear ${name},`,
  invited: (inviter, site, groups) => `${inviter} invites you to edit the ${site} portal, as a member of: ${groups}.`,
  follow: 'Set the password of your account at this address:',
  validity: (days) => `The address is valid for ${days} days and can be used once.`,
  notExpected: 'If you did not expect this invitation, ignore this message: without a password no account is made.',
};

const WORDS: Record<Locale, InvitationWords> = { sr: SERBIAN, lat: LATIN, en: ENGLISH };

/** The invitation, in the language the administrator chose for the person; `groups` already in that language. */
export function invitationMessage(input: { to: string; name: string; inviter: string; groups: readonly string[]; locale: Locale; link: string; validDays: number }): MailMessage {
  const words = WORDS[input.locale];
  const site = SITE_NAME[input.locale];
  return linkMessage({
    to: input.to,
    locale: input.locale,
    subject: words.subject(site),
    before: [words.greeting(input.name), words.invited(input.inviter, site, input.groups.join(', ')), words.follow],
    link: input.link,
    after: [words.validity(input.validDays), words.notExpected],
  });
}

/** The built-in groups' names in each language; a group an administrator made keeps the name it was given. */
const BUILT_IN_NAMES: Record<string, Record<Locale, string>> = {
  administrators: { sr: 'Администратори', lat: 'Administratori', en: 'Administrators' },
  publishers: { sr: 'Уредници', lat: 'Urednici', en: 'Publishers' },
  authors: { sr: 'Аутори', lat: 'Autori', en: 'Authors' },
  'register-officers': { sr: 'Референти регистра', lat: 'Referenti registra', en: 'Register officers' },
};

export const groupNameIn = (group: { key: string | null; name: string }, locale: Locale) => (group.key && BUILT_IN_NAMES[group.key]?.[locale]) || group.name;
