import type { Locale } from '../../../common/locales.js';
import type { MailMessage } from './mail.service.js';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const HTML_LANG: Record<Locale, string> = { sr: 'sr-Cyrl', lat: 'sr-Latn', en: 'en' };

/** A paragraph of a message: a text, or an address (after a line of text, if any). */
export type MessageBlock = string | { text?: string; link: string };

/**
 * A message of paragraphs, each a text or a text with its address, in `locale`: plain text and the
 * same as HTML (no images, no tracking, the addresses written out in both).
 */
export function composeMessage(input: { to: string; locale: Locale; subject: string; blocks: readonly MessageBlock[] }): MailMessage {
  const { shared, own } = composeSharedMessage({ locale: input.locale, subject: input.subject, shared: input.blocks, own: [] });
  return { to: input.to, subject: input.subject, text: shared.text, html: shared.html + own.html };
}

const blocksText = (blocks: readonly MessageBlock[]) => blocks.map((block) => (typeof block === 'string' ? block : [block.text, block.link].filter(Boolean).join('\n'))).join('\n\n');

const blocksHtml = (blocks: readonly MessageBlock[]) =>
  blocks.map(
    (block) =>
      `\n${
        typeof block === 'string'
          ? `<p>${escapeHtml(block)}</p>`
          : `<p>${block.text ? `${escapeHtml(block.text)}<br>` : ''}<a href="${escapeHtml(block.link)}">${escapeHtml(block.link)}</a></p>`
      }`,
  ).join('');

/**
 * A message of many recipients in two parts: the `shared` paragraphs, the same for all and kept
 * once (mail_bodies), and each recipient's `own` ones after them (their links). The mail sender
 * joins them: the texts with a blank line, the HTML as written (the document opens in the shared
 * part and closes in the own one).
 */
export function composeSharedMessage(input: { locale: Locale; subject: string; shared: readonly MessageBlock[]; own: readonly MessageBlock[] }) {
  const head = `<!doctype html><html lang="${HTML_LANG[input.locale]}"><head><meta charset="utf-8"><title>${escapeHtml(input.subject)}</title></head><body>`;
  return {
    shared: { text: blocksText(input.shared), html: head + blocksHtml(input.shared) },
    own: { text: blocksText(input.own), html: `${blocksHtml(input.own)}\n</body></html>` },
  };
}

/** A message that leads to one address: paragraphs, the link, paragraphs after it. */
export function linkMessage(input: { to: string; locale: Locale; subject: string; before: readonly string[]; link: string; after: readonly string[] }): MailMessage {
  return composeMessage({ to: input.to, locale: input.locale, subject: input.subject, blocks: [...input.before, { link: input.link }, ...input.after] });
}
