import type { Locale } from '../../../common/locales.js';
import type { MailMessage } from './mail.service.js';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const HTML_LANG: Record<Locale, string> = { sr: 'sr-Cyrl', lat: 'sr-Latn', en: 'en' };

/**
 * A message that leads to one address: paragraphs, the link, paragraphs after it. Plain text and
 * the same as HTML (no images, no tracking), in `locale`.
 */
export function linkMessage(input: { to: string; locale: Locale; subject: string; before: readonly string[]; link: string; after: readonly string[] }): MailMessage {
  const text = [...input.before, input.link, ...input.after].join('\n\n');
  const html = [
    `<!doctype html><html lang="${HTML_LANG[input.locale]}"><head><meta charset="utf-8"><title>${escapeHtml(input.subject)}</title></head><body>`,
    ...input.before.map((p) => `<p>${escapeHtml(p)}</p>`),
    `<p><a href="${escapeHtml(input.link)}">${escapeHtml(input.link)}</a></p>`,
    ...input.after.map((p) => `<p>${escapeHtml(p)}</p>`),
    '</body></html>',
  ].join('\n');
  return { to: input.to, subject: input.subject, text, html };
}
