import { type FormKey, FORMS } from '../../../common/forms/form-definitions.js';
import { SUBMISSION_STATE_LABELS, type SubmissionState } from '../../../common/forms/form-state.js';
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

interface UpdateWords {
  subject: (number: string) => string;
  replySubject: (number: string) => string;
  stateIs: (state: string) => string;
  reason: string;
  replied: string;
  follow: string;
}

const SERBIAN_UPDATE: UpdateWords = {
  subject: (number) => `Вест о пријави ${number}`,
  replySubject: (number) => `Одговор на пријаву ${number}`,
  stateIs: (state) => `Стање Ваше пријаве је сада: ${state}.`,
  reason: 'Образложење:',
  replied: 'Агенција за квалификације Вам је одговорила:',
  follow: 'Пријаву, ток и наше поруке видите на својој приватној адреси, где нам можете и одговорити:',
};

const ENGLISH_UPDATE: UpdateWords = {
  subject: (number) => `News of submission ${number}`,
  replySubject: (number) => `An answer to submission ${number}`,
  stateIs: (state) => `Your submission is now: ${state}.`,
  reason: 'The reason:',
  replied: 'The Qualifications Agency answered you:',
  follow: 'You can see the submission, its history and our messages at your private address, where you can also answer us:',
};

const latinOf = (words: UpdateWords): UpdateWords => ({
  subject: (number) => cyrillicToLatin(words.subject(number)),
  replySubject: (number) => cyrillicToLatin(words.replySubject(number)),
  stateIs: (state) => cyrillicToLatin(words.stateIs(state)),
  reason: cyrillicToLatin(words.reason),
  replied: cyrillicToLatin(words.replied),
  follow: cyrillicToLatin(words.follow),
});

const UPDATE_WORDS: Record<Locale, UpdateWords> = { sr: SERBIAN_UPDATE, lat: latinOf(SERBIAN_UPDATE), en: ENGLISH_UPDATE };

/** The agency's news of a submission to its submitter: a new state (with its reason) or a reply, and the private link. */
export function submissionUpdateMessage(input: { to: string; name: string; locale: Locale; number: string; state: SubmissionState | null; message: string | null; link: string }): MailMessage {
  const words = UPDATE_WORDS[input.locale];
  const news = input.state ? [words.stateIs(textIn(SUBMISSION_STATE_LABELS[input.state], input.locale)), ...(input.message ? [words.reason, input.message] : [])] : [words.replied, input.message ?? ''];
  return composeMessage({
    to: input.to,
    locale: input.locale,
    subject: input.state ? words.subject(input.number) : words.replySubject(input.number),
    blocks: [WORDS[input.locale].greeting(input.name), ...news, { text: words.follow, link: input.link }, WORDS[input.locale].signature(SITE_NAME[input.locale])],
  });
}

const ANSWERED: Record<'sr' | 'en', { subject: (number: string) => string; body: (number: string) => string; open: string }> = {
  sr: { subject: (number) => `Подносилац је одговорио: ${number}`, body: (number) => `Подносилац пријаве ${number}, коју Вам је дата, написао је нову поруку.`, open: 'Пријава на контролној табли:' },
  en: { subject: (number) => `The submitter wrote: ${number}`, body: (number) => `The submitter of ${number}, which you handle, wrote a new message.`, open: 'The submission in the dashboard:' },
};

/** Tells whoever handles a submission that its submitter wrote through the private link. */
export function submitterAnsweredMessage(input: { to: string; name: string; locale: Locale; number: string; link: string }): MailMessage {
  const words = ANSWERED[input.locale === 'en' ? 'en' : 'sr'];
  const inScript = (text: string) => (input.locale === 'lat' ? cyrillicToLatin(text) : text);
  return composeMessage({
    to: input.to,
    locale: input.locale,
    subject: inScript(words.subject(input.number)),
    blocks: [WORDS[input.locale].greeting(input.name), inScript(words.body(input.number)), { text: inScript(words.open), link: input.link }],
  });
}
