import type { Locale } from '../../../common/locales.js';
import { SITE_NAME } from '../../../common/site-name.js';
import { cyrillicToLatin } from '../../../common/text/transliterate.js';
import { type MessageBlock, composeMessage } from '../mail/link-message.js';
import type { MailMessage } from '../mail/mail.service.js';

/** What a user is told of: a change submitted to them, their change approved, or sent back. */
export const REVIEW_EVENTS = ['submitted', 'approved', 'changes-requested'] as const;
export type ReviewEvent = (typeof REVIEW_EVENTS)[number];

/** One move of review as a message tells it: who did it, to which item, where it is edited. */
export interface ReviewNotice {
  event: ReviewEvent;
  title: string;
  actor: string;
  link: string;
}

interface ReviewWords {
  subject: Record<ReviewEvent, (title: string) => string>;
  digestSubject: (site: string, count: number) => string;
  greeting: (name: string) => string;
  told: Record<ReviewEvent, (actor: string, title: string) => string>;
  digestIntro: string;
  why: string;
}

const SERBIAN: ReviewWords = {
  subject: {
    submitted: (title) => `Измена чека Ваш преглед: ${title}`,
    approved: (title) => `Ваша измена је одобрена: ${title}`,
    'changes-requested': (title) => `Затражене су измене: ${title}`,
  },
  digestSubject: (site, count) => `Преглед на порталу ${site}: ${count} ${count === 1 ? 'новост' : 'новости'} данас`,
  greeting: (name) => `Поштовани/а ${name},`,
  told: {
    submitted: (actor, title) => `${actor} је послао/ла на преглед измену ставке „${title}“. Одобрите је или затражите измене:`,
    approved: (actor, title) => `${actor} је одобрио/ла Вашу измену ставке „${title}“; сачувана је и објављена:`,
    'changes-requested': (actor, title) => `${actor} је затражио/ла измене Ваше измене ставке „${title}“; коментар је уз ставку:`,
  },
  digestIntro: 'Шта се данас догодило са прегледом измена:',
  why: 'Ову поруку шаље контролна табла портала; да ли поруке стижу за сваку измену или једном дневно, бирате у подешавањима свог налога.',
};

/** The Latin follows from the Cyrillic, as everywhere in the portal. */
const LATIN: ReviewWords = {
  subject: {
    submitted: (title) => cyrillicToLatin(SERBIAN.subject.submitted(title)),
    approved: (title) => cyrillicToLatin(SERBIAN.subject.approved(title)),
    'changes-requested': (title) => cyrillicToLatin(SERBIAN.subject['changes-requested'](title)),
  },
  digestSubject: (site, count) => cyrillicToLatin(SERBIAN.digestSubject(site, count)),
  greeting: (name) => cyrillicToLatin(SERBIAN.greeting(name)),
  told: {
    submitted: (actor, title) => cyrillicToLatin(SERBIAN.told.submitted(actor, title)),
    approved: (actor, title) => cyrillicToLatin(SERBIAN.told.approved(actor, title)),
    'changes-requested': (actor, title) => cyrillicToLatin(SERBIAN.told['changes-requested'](actor, title)),
  },
  digestIntro: cyrillicToLatin(SERBIAN.digestIntro),
  why: cyrillicToLatin(SERBIAN.why),
};

const ENGLISH: ReviewWords = {
  subject: {
    submitted: (title) => `A change waits for your review: ${title}`,
    approved: (title) => `Your change was approved: ${title}`,
    'changes-requested': (title) => `Changes were asked for: ${title}`,
  },
  digestSubject: (site, count) => `Review on the ${site} portal: ${count} ${count === 1 ? 'move' : 'moves'} today`,
  greeting: (name) => `Dear ${name},`,
  told: {
    submitted: (actor, title) => `${actor} submitted a change of “${title}” for review. Approve it or ask for changes:`,
    approved: (actor, title) => `${actor} approved your change of “${title}”; it is saved and published:`,
    'changes-requested': (actor, title) => `${actor} asked for changes to your change of “${title}”; the comment is with the item:`,
  },
  digestIntro: 'What happened in review today:',
  why: 'The portal’s dashboard sends this message; whether messages come for each move or once a day is a setting of your account.',
};

const WORDS: Record<Locale, ReviewWords> = { sr: SERBIAN, lat: LATIN, en: ENGLISH };

const told = (words: ReviewWords, notice: ReviewNotice): MessageBlock => ({ text: words.told[notice.event](notice.actor, notice.title), link: notice.link });

/** One move, as it happens. */
export function reviewNoticeMessage(input: { to: string; name: string; locale: Locale; notice: ReviewNotice }): MailMessage {
  const words = WORDS[input.locale];
  return composeMessage({
    to: input.to,
    locale: input.locale,
    subject: words.subject[input.notice.event](input.notice.title),
    blocks: [words.greeting(input.name), told(words, input.notice), words.why],
  });
}

/** The day's moves in one message, oldest first. */
export function reviewDigestMessage(input: { to: string; name: string; locale: Locale; notices: readonly ReviewNotice[] }): MailMessage {
  const words = WORDS[input.locale];
  return composeMessage({
    to: input.to,
    locale: input.locale,
    subject: words.digestSubject(SITE_NAME[input.locale], input.notices.length),
    blocks: [words.greeting(input.name), words.digestIntro, ...input.notices.map((notice) => told(words, notice)), words.why],
  });
}
