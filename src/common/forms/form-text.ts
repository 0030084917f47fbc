import type { Locale } from '../locales.js';
import { cyrillicToLatin } from '../text/transliterate.js';

/** A text of the public forms, written in Serbian Cyrillic and English; the Latin follows from the Cyrillic. */
export interface FormText {
  sr: string;
  en: string;
}

export const textIn = (text: FormText, locale: Locale): string => (locale === 'en' ? text.en : locale === 'lat' ? cyrillicToLatin(text.sr) : text.sr);

/** The words every form and the status page share, in each locale. */
export const FORM_WORDS = {
  continue: { sr: 'Настави', en: 'Continue' },
  back: { sr: 'Назад', en: 'Back' },
  change: { sr: 'Промени', en: 'Change' },
  optional: { sr: '(није обавезно)', en: '(optional)' },
  stepOf: { sr: 'Корак {n} од {total}', en: 'Step {n} of {total}' },
  checkTitle: { sr: 'Проверите одговоре пре слања', en: 'Check your answers before sending' },
  checkIntro: { sr: 'Ако треба нешто да промените, изаберите „Промени” поред одговора.', en: 'To change an answer, choose “Change” beside it.' },
  send: { sr: 'Пошаљи', en: 'Send' },
  errorSummary: { sr: 'Постоји проблем', en: 'There is a problem' },
  errorTitlePrefix: { sr: 'Грешка: ', en: 'Error: ' },
  notGiven: { sr: 'Није наведено', en: 'Not given' },
  attached: { sr: 'Приложене датотеке', en: 'Attached files' },
  removeFile: { sr: 'Уклони {name}', en: 'Remove {name}' },
  fileHint: { sr: 'PDF, документ или табела за канцеларију, или слика; до {size} MB по датотеци, највише {count}.', en: 'PDF, office document or spreadsheet, or an image; up to {size} MB a file, at most {count}.' },
  consent: {
    sr: 'Сагласан/на сам да Агенција за квалификације обрађује податке из ове пријаве ради одговора на њу. Подаци се бришу две године пошто се пријава затвори.',
    en: 'I agree that the Qualifications Agency processes the data in this submission to answer it. The data are deleted two years after the submission is closed.',
  },
  consentMissing: { sr: 'Потврдите сагласност за обраду података', en: 'Confirm that you agree to the processing of your data' },
  spam: {
    sr: 'Пријава није примљена. Ако сте поље „Веб-сајт” попунили аутоматски, испразните га и пошаљите поново.',
    en: 'The submission was not accepted. If the “Website” field was filled in automatically, empty it and send again.',
  },
  tooFast: { sr: 'Образац је послат пребрзо. Проверите одговоре и пошаљите поново.', en: 'The form was sent too quickly. Check your answers and send again.' },
  expired: { sr: 'Образац је био отворен предуго. Проверите одговоре и пошаљите поново.', en: 'The form was open for too long. Check your answers and send again.' },
  honeypot: { sr: 'Веб-сајт (оставите празно)', en: 'Website (leave empty)' },
  tooLong: { sr: 'Највише {max} знакова (сада {length})', en: 'At most {max} characters (now {length})' },
  invalidChoice: { sr: 'Изаберите једну од понуђених могућности', en: 'Choose one of the options given' },
  invalidEmail: { sr: 'Унесите адресу е-поште у облику ime@primer.rs', en: 'Enter an e-mail address in the form name@example.com' },
  invalidPhone: { sr: 'Унесите број телефона: цифре, размаци и знаци + ( ) -', en: 'Enter a telephone number: digits, spaces and + ( ) -' },
  fileTooLarge: { sr: 'Датотека „{name}” је већа од {size} MB', en: 'The file “{name}” is larger than {size} MB' },
  fileRefused: { sr: 'Датотека „{name}” није PDF, документ, табела ни слика коју портал прима', en: 'The file “{name}” is not a PDF, document, spreadsheet or image the portal accepts' },
  fileUnsafe: { sr: 'Датотека „{name}” садржи макрое, лозинку или код и не може се примити', en: 'The file “{name}” holds macros, a password or code and cannot be accepted' },
  tooManyFiles: { sr: 'Највише {count} датотеке', en: 'At most {count} files' },
  tooMany: { sr: 'Са ове адресе стигло је много пријава. Покушајте поново за {minutes} мин.', en: 'Many submissions came from this address. Try again in {minutes} min.' },
  received: { sr: 'Пријава је примљена', en: 'Your submission was received' },
  referenceIs: { sr: 'Број пријаве', en: 'Reference number' },
  statusTitle: { sr: 'Пријава {number}', en: 'Submission {number}' },
  statusIntro: {
    sr: 'Ову страницу видите јер имате приватну везу из поруке о пријему. Не делите је: ко има везу, види пријаву.',
    en: 'You can see this page because you have the private link from the confirmation message. Do not share it: anyone with the link can see the submission.',
  },
  submittedOn: { sr: 'Послато', en: 'Sent on' },
  state: { sr: 'Стање', en: 'Status' },
  history: { sr: 'Ток пријаве', en: 'History' },
  yourAnswers: { sr: 'Ваши одговори', en: 'Your answers' },
  messageMissing: { sr: 'Унесите поруку', en: 'Enter your message' },
  writeTitle: { sr: 'Пишите Агенцији', en: 'Write to the agency' },
  writeHint: { sr: 'На пример одговор на питање Агенције или допуна пријаве.', en: 'For example an answer to a question of the agency, or more about your submission.' },
  message: { sr: 'Порука', en: 'Message' },
  sendMessage: { sr: 'Пошаљи поруку', en: 'Send the message' },
  closed: { sr: 'О пријави је одлучено; нове поруке се не примају.', en: 'The submission is decided; it takes no more messages.' },
  eventReply: { sr: 'Одговор Агенције', en: 'The agency answered' },
  eventResponse: { sr: 'Ваша порука', en: 'Your message' },
  confirmationSent: { sr: 'Потврда са везом до ове странице послата је на {email}.', en: 'A confirmation with a link to this page was sent to {email}.' },
} as const satisfies Record<string, FormText>;

export type FormWord = keyof typeof FORM_WORDS;

/** A shared word in a locale, with `{name}` placeholders filled in. */
export function formWord(word: FormWord, locale: Locale, values: Record<string, string | number> = {}): string {
  return textIn(FORM_WORDS[word], locale).replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}
