import type { Locale } from '../locales.js';
import { type FormText, textIn } from '../forms/form-text.js';
import type { AlertFrequency, TopicKind } from './alert-topics.js';

/** The words of the e-mail alerts (pages and messages), in Serbian Cyrillic and English; the Latin follows from the Cyrillic. */
export const ALERT_WORDS = {
  // The subscription page.
  title: { sr: 'Обавештења е-поштом', en: 'E-mail alerts' },
  intro: {
    sr: 'Пријавите се да добијате е-поштом вести и промене у регистру које вас занимају. Сваку претплату потврђујете везом из поруке, а у свакој поруци је веза за одјаву.',
    en: 'Sign up to get news and changes to the register that interest you by e-mail. You confirm each subscription with the link in a message, and every message has a link to unsubscribe.',
  },
  chooseTopic: { sr: 'Изаберите о чему желите обавештења', en: 'Choose what you want alerts about' },
  topicIs: { sr: 'Обавештења о: {name}', en: 'Alerts about: {name}' },
  email: { sr: 'Адреса е-поште', en: 'E-mail address' },
  frequency: { sr: 'Колико често', en: 'How often' },
  subscribe: { sr: 'Пријави се', en: 'Subscribe' },
  sentTitle: { sr: 'Проверите е-пошту', en: 'Check your e-mail' },
  sentBody: {
    sr: 'Ако је адреса исправна, на њу смо послали поруку са везом за потврду. Претплата почиње када је потврдите; веза важи седам дана.',
    en: 'If the address is right, we have sent it a message with a link to confirm. The subscription starts once you confirm it; the link works for seven days.',
  },
  getAlerts: { sr: 'Обавештења е-поштом', en: 'Get e-mail alerts' },
  topicPage: { sr: 'Страница теме „{name}”', en: 'The page of “{name}”' },
  otherTopic: { sr: 'Изаберите другу тему', en: 'Choose another topic' },
  // Errors of the subscription form.
  emailMissing: { sr: 'Унесите адресу е-поште', en: 'Enter your e-mail address' },
  emailInvalid: { sr: 'Унесите адресу е-поште у облику ime@primer.rs', en: 'Enter an e-mail address in the form name@example.com' },
  frequencyInvalid: { sr: 'Изаберите колико често желите поруке', en: 'Choose how often you want messages' },
  topicMissing: { sr: 'Изаберите о чему желите обавештења', en: 'Choose what you want alerts about' },
  tooMany: { sr: 'Са ове адресе стигло је много пријава. Покушајте поново за {minutes} мин.', en: 'Many sign-ups came from this address. Try again in {minutes} min.' },
  refused: {
    sr: 'Пријава није примљена. Ако сте поље „Веб-сајт” попунили аутоматски, испразните га и пошаљите поново.',
    en: 'The sign-up was not accepted. If the “Website” field was filled in automatically, empty it and send again.',
  },
  // Confirming.
  confirmTitle: { sr: 'Потврдите претплату', en: 'Confirm your subscription' },
  confirmBody: { sr: 'Адреса {email} ће добијати обавештења о теми „{topic}” ({frequency}).', en: '{email} will get alerts about “{topic}” ({frequency}).' },
  confirm: { sr: 'Потврди претплату', en: 'Confirm the subscription' },
  alreadyConfirmed: { sr: 'Ова претплата је већ потврђена.', en: 'This subscription is already confirmed.' },
  linkMissing: {
    sr: 'Ову страницу отварате везом из поруке коју сте добили е-поштом.',
    en: 'You open this page with the link in the message you got by e-mail.',
  },
  // A subscriber's settings.
  settingsTitle: { sr: 'Моје претплате', en: 'Your subscriptions' },
  settingsIntro: { sr: 'Претплате адресе {email}. Ову страницу отвара веза из сваке наше поруке; не делите је.', en: 'The subscriptions of {email}. The link in each of our messages opens this page; do not share it.' },
  noSubscriptions: { sr: 'Не добијате обавештења од нас.', en: 'You get no alerts from us.' },
  save: { sr: 'Сачувај', en: 'Save' },
  unsubscribe: { sr: 'Одјави се', en: 'Unsubscribe' },
  unsubscribeFrom: { sr: 'Одјави се од теме „{topic}”', en: 'Unsubscribe from “{topic}”' },
  unsubscribeAll: { sr: 'Одјави се од свих обавештења', en: 'Unsubscribe from all alerts' },
  noticeConfirmed: { sr: 'Претплата је потврђена.', en: 'Your subscription is confirmed.' },
  noticeSaved: { sr: 'Промене су сачуване.', en: 'Your changes are saved.' },
  noticeRemoved: { sr: 'Одјављени сте од те теме.', en: 'You have unsubscribed from that topic.' },
  noticeRemovedAll: { sr: 'Одјављени сте од свих обавештења. Адреса се брише за седам дана.', en: 'You have unsubscribed from all alerts. Your address is deleted in seven days.' },
  topicGone: { sr: '(тема више није објављена)', en: '(no longer published)' },
  // Messages.
  confirmSubject: { sr: 'Потврдите претплату: {topic}', en: 'Confirm your subscription: {topic}' },
  confirmMessage: {
    sr: 'Неко (вероватно ви) је пријавио ову адресу за обавештења о теми „{topic}” ({frequency}). Да бисте почели да их добијате, отворите везу и потврдите:',
    en: 'Someone (probably you) signed this address up for alerts about “{topic}” ({frequency}). To start getting them, open the link and confirm:',
  },
  confirmIgnore: { sr: 'Ако то нисте били ви, занемарите ову поруку: без потврде нећете добијати ништа.', en: 'If it was not you, ignore this message: without confirmation you get nothing.' },
  alreadyMessage: { sr: 'Ова адреса већ добија обавештења о теми „{topic}”. Своје претплате уређујете овде:', en: 'This address already gets alerts about “{topic}”. You manage your subscriptions here:' },
  itemSubject: { sr: '{title}', en: '{title}' },
  digestSubject: { sr: '{portal}: {count} новости ({frequency})', en: '{portal}: {count} updates ({frequency})' },
  newItem: { sr: 'Ново', en: 'New' },
  changedItem: { sr: 'Измењено', en: 'Changed' },
  becauseOf: { sr: 'Ову поруку добијате јер сте претплаћени на: {topics}.', en: 'You get this message because you subscribed to: {topics}.' },
  manageLink: { sr: 'Уредите претплате или се одјавите:', en: 'Manage your subscriptions or unsubscribe:' },
  unsubscribedPage: { sr: 'Одјављени сте.', en: 'You have unsubscribed.' },
} satisfies Record<string, FormText>;

export type AlertWord = keyof typeof ALERT_WORDS;

/** A word of the alerts in `locale`, its `{name}` places filled. */
export function alertWord(word: AlertWord, locale: Locale, values: Record<string, string | number> = {}): string {
  return textIn(ALERT_WORDS[word], locale).replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

export const FREQUENCY_LABELS: Record<AlertFrequency, FormText> = {
  immediate: { sr: 'одмах, за сваку новост', en: 'at once, for each update' },
  daily: { sr: 'једном дневно', en: 'once a day' },
  weekly: { sr: 'једном недељно', en: 'once a week' },
};

/** The headings under which the subscription page lists its topics. */
export const TOPIC_KIND_LABELS: Record<TopicKind, FormText> = {
  register: { sr: 'Регистар', en: 'The register' },
  council: { sr: 'Секторска већа', en: 'Sector councils' },
  category: { sr: 'Категорије вести', en: 'News categories' },
  tag: { sr: 'Ознаке', en: 'Tags' },
};

/** The register's own name as a topic. */
export const REGISTER_TOPIC_NAME: FormText = {
  sr: 'Регистар: нове и измењене квалификације, стандарди и одобрени организатори',
  en: 'The register: new and changed qualifications, standards and approved providers',
};
