import { type FormKey, FORMS } from '../../../common/forms/form-definitions.js';
import { textIn } from '../../../common/forms/form-text.js';
import type { Locale } from '../../../common/locales.js';
import { SITE_NAME } from '../../../common/site-name.js';
import { cyrillicToLatin } from '../../../common/text/transliterate.js';
import { composeMessage } from '../mail/link-message.js';
import type { MailMessage } from '../mail/mail.service.js';

interface ConfirmationWords {
  subject: (number: string) => string;
  greeting: (name: string) => string;
  received: (form: string, number: string) => string;
  follow: string;
  keep: string;
  signature: (site: string) => string;
}

const SERBIAN: ConfirmationWords = {
  subject: (number) => `Пријава ${number} је примљена`,
  greeting: (name) => `Поштовани/а ${name},`,
  received: (form, number) => `Агенција за квалификације примила је Вашу пријаву „${form}” под бројем ${number}.`,
  follow: 'Шта се с пријавом дешава и наше одговоре видите на овој приватној адреси:',
  keep: 'Адресу не делите: ко је има, види пријаву. На ову поруку није потребно одговарати.',
  signature: (site) => `Портал ${site}`,
};

const LATIN: ConfirmationWords = {
  subject: (number) => cyrillicToLatin(SERBIAN.subject(number)),
  greeting: (name) => cyrillicToLatin(SERBIAN.greeting(name)),
  received: (form, number) => cyrillicToLatin(SERBIAN.received(form, number)),
  follow: cyrillicToLatin(SERBIAN.follow),
  keep: cyrillicToLatin(SERBIAN.keep),
  signature: (site) => cyrillicToLatin(SERBIAN.signature(site)),
};

const ENGLISH: ConfirmationWords = {
  subject: (number) => `Submission ${number} received`,
  greeting: (name) => `Dear ${name},`,
  received: (form, number) => `The Qualifications Agency received your submission “${form}” under the reference number ${number}.`,
  follow: 'You can follow what happens to it, and read our answers, at this private address:',
  keep: 'Do not share the address: anyone who has it can see the submission. There is no need to reply to this message.',
  signature: (site) => `The ${site} portal`,
};

const WORDS: Record<Locale, ConfirmationWords> = { sr: SERBIAN, lat: LATIN, en: ENGLISH };

/** The confirmation of a submission with its number and the private link to its status page, in the submitter's locale. */
export function confirmationMessage(input: { to: string; name: string; locale: Locale; form: FormKey; number: string; link: string }): MailMessage {
  const words = WORDS[input.locale];
  return composeMessage({
    to: input.to,
    locale: input.locale,
    subject: words.subject(input.number),
    blocks: [
      words.greeting(input.name),
      words.received(textIn(FORMS[input.form].title, input.locale), input.number),
      { text: words.follow, link: input.link },
      words.keep,
      words.signature(SITE_NAME[input.locale]),
    ],
  });
}
