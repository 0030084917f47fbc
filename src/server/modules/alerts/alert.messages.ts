import { FREQUENCY_LABELS, alertWord } from '../../../common/alerts/alert-text.js';
import type { AlertFrequency } from '../../../common/alerts/alert-topics.js';
import { textIn } from '../../../common/forms/form-text.js';
import type { Locale } from '../../../common/locales.js';
import { SITE_NAME } from '../../../common/site-name.js';
import { type MessageBlock, composeMessage, composeSharedMessage } from '../mail/link-message.js';
import type { MailMessage } from '../mail/mail.service.js';
import type { ItemLine } from './public-changes.js';

const frequencyLabel = (frequency: AlertFrequency, locale: Locale) => textIn(FREQUENCY_LABELS[frequency], locale);

/** The message that asks to confirm a subscription: its only link confirms (through a button on the page). */
export function confirmationMessage(input: { to: string; locale: Locale; topic: string; frequency: AlertFrequency; confirmUrl: string }): MailMessage {
  const { locale } = input;
  return composeMessage({
    to: input.to,
    locale,
    subject: alertWord('confirmSubject', locale, { topic: input.topic }),
    blocks: [alertWord('confirmMessage', locale, { topic: input.topic, frequency: frequencyLabel(input.frequency, locale) }), { link: input.confirmUrl }, alertWord('confirmIgnore', locale), SITE_NAME[locale]],
  });
}

/** The answer to a sign-up for a topic the address already follows: where to manage it (the page tells nobody). */
export function alreadySubscribedMessage(input: { to: string; locale: Locale; topic: string; settingsUrl: string }): MailMessage {
  const { locale } = input;
  return composeMessage({
    to: input.to,
    locale,
    subject: alertWord('topicIs', locale, { name: input.topic }),
    blocks: [alertWord('alreadyMessage', locale, { topic: input.topic }), { link: input.settingsUrl }, SITE_NAME[locale]],
  });
}

/** An item of an alert: whether it is new or changed, its title and its address. */
export interface AlertLine extends ItemLine {
  kind: 'new' | 'changed';
}

const lineBlock = (line: AlertLine, locale: Locale, publicUrl: string): MessageBlock => ({
  text: `${alertWord(line.kind === 'new' ? 'newItem' : 'changedItem', locale)}: ${line.title}`,
  link: `${publicUrl}${encodeURI(line.path)}`,
});

/** What all recipients of one item's alert or one digest share: the subject, and the list as text and HTML. */
export function sharedAlert(input: { locale: Locale; frequency: AlertFrequency; lines: readonly AlertLine[]; publicUrl: string }) {
  const { locale, lines } = input;
  const subject =
    input.frequency === 'immediate' && lines.length === 1
      ? alertWord('itemSubject', locale, { title: lines[0]!.title })
      : alertWord('digestSubject', locale, { portal: SITE_NAME[locale], count: lines.length, frequency: frequencyLabel(input.frequency, locale) });
  const { shared } = composeSharedMessage({ locale, subject, shared: lines.map((line) => lineBlock(line, locale, input.publicUrl)), own: [] });
  return { subject, shared };
}

/**
 * A recipient's own part after the shared list: why they get it and the way to their settings.
 * The one-click unsubscribe (RFC 8058) goes in the headers; no image, nothing that tracks opening.
 */
export function recipientPart(input: { locale: Locale; subject: string; topics: readonly string[]; settingsUrl: string }) {
  const { locale } = input;
  const because = alertWord('becauseOf', locale, { topics: input.topics.map((topic) => `„${topic}”`).join(', ') });
  return composeSharedMessage({ locale, subject: input.subject, shared: [], own: [because, { text: alertWord('manageLink', locale), link: input.settingsUrl }, SITE_NAME[locale]] }).own;
}

/** The headers of RFC 8058's one-click unsubscribe, and of RFC 2369's list headers that mail programs show. */
export function unsubscribeHeaders(unsubscribeUrl: string): Record<string, string> {
  return { 'List-Unsubscribe': `<${unsubscribeUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click', 'Auto-Submitted': 'auto-generated', Precedence: 'bulk' };
}
