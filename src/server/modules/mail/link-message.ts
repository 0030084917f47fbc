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
  const text = input.blocks.map((block) => (typeof block === 'string' ? block : [block.text, block.link].filter(Boolean).join('\n'))).join('\n\n');
  const html = [
    `<!doctype html><html lang="${HTML_LANG[input.locale]}"><head><meta charset="utf-8"><title>${escapeHtml(input.subject)}</title></head><body>`,
    ...input.blocks.map((block) =>
      typeof block === 'string'
        ? `<p>${escapeHtml(block)}</p>`
        : `<p>${block.text ? `${escapeHtml(block.text)}<br>` : ''}<a href="${escapeHtml(block.link)}">${escapeHtml(block.link)}</a></p>`,
    ),
    '</body></html>',
  ].join('\n');
  return { to: input.to, subject: input.subject, text, html };
}

/** A message that leads to one address: paragraphs, the link, paragraphs after it. */
export function linkMessage(input: { to: string; locale: Locale; subject: string; before: readonly string[]; link: string; after: readonly string[] }): MailMessage {
  return composeMessage({ to: input.to, locale: input.locale, subject: input.subject, blocks: [...input.before, { link: input.link }, ...input.after] });
}
