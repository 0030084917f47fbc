import type { FastifyRequest } from 'fastify';
import { DEFAULT_LOCALE, type Locale, isLocale } from '../../common/locales.js';

/**
 * The locale of a public response: `?locale=` first, then the `lang` header the web client sends
 * (`/sr`, `/lat`, `/en`); anything else means the default locale.
 */
export function requestLocale(request: FastifyRequest, queryLocale?: Locale): Locale {
  if (queryLocale) return queryLocale;
  const header = request.headers.lang;
  const value = (Array.isArray(header) ? header[0] : header)?.trim().replace(/^\//, '').toLowerCase();
  return isLocale(value) ? value : DEFAULT_LOCALE;
}
