/**
 * What the editor accepts as a link, an image source or an image file (SPEC §5), as pure checks
 * and as form rules (a rule returns true or the message to show). The server's sanitiser applies
 * the same limits again; these give the editor a message before anything is sent.
 */

export type Rule = (value: string) => true | string;

export type UrlProblem = 'empty' | 'scheme' | 'invalid';
export type UrlCheck<K extends string> = { ok: true } & Record<K, string>;
export type UrlRefusal = { ok: false; problem: UrlProblem };

const LINK_SCHEMES: ReadonlySet<string> = new Set(['http:', 'https:', 'mailto:', 'tel:']);
/** A scheme as typed; one with a dot in it is a host with a port ("example.org:8080/x"). */
const SCHEME = /^([a-z][a-z0-9+-]*):/i;
const EMAIL = /^[^\s@/:]+@[^\s@/]+\.[^\s@/]+$/;
const PHONE = /^\+?[\d(][\d\s().-]{4,}\d$/;
const HOST_LIKE = /^[^\s/@]+\.[a-z]{2,}(?:[/?#:]\S*)?$/i;

function parseUrl(value: string): URL | null {
  try {
    return new URL(value);
  } catch {
    return null;
  }
}

function webUrl(value: string): string | null {
  const url = parseUrl(value);
  return url && (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '' ? url.href : null;
}

function refuse(problem: UrlProblem): UrlRefusal {
  return { ok: false, problem };
}

/** Root-relative paths are links to the portal's own pages (no scheme, so nothing to refuse). */
function isSitePath(value: string): boolean {
  return value.startsWith('/') && !value.startsWith('//') && !/\s/.test(value);
}

function hrefWithScheme(value: string, scheme: string): UrlCheck<'href'> | UrlRefusal {
  if (!LINK_SCHEMES.has(scheme)) return refuse('scheme');
  const rest = value.slice(scheme.length);
  if (scheme === 'mailto:') return EMAIL.test(rest.split('?')[0] ?? '') ? { ok: true, href: value } : refuse('invalid');
  if (scheme === 'tel:') return PHONE.test(rest) ? { ok: true, href: `tel:${rest.replace(/[\s().-]/g, '')}` } : refuse('invalid');
  const href = webUrl(value);
  return href ? { ok: true, href } : refuse('invalid');
}

/**
 * The href to store for what an editor typed: http, https, mailto and tel links, or a path of
 * the portal. An e-mail address, a phone number or a bare host name get their scheme added.
 */
export function normalizeLinkHref(input: string): UrlCheck<'href'> | UrlRefusal {
  const value = input.trim();
  if (value === '') return refuse('empty');
  if (isSitePath(value)) return { ok: true, href: value };
  const scheme = SCHEME.exec(value)?.[1];
  if (scheme !== undefined) return hrefWithScheme(value, `${scheme.toLowerCase()}:`);
  if (EMAIL.test(value)) return { ok: true, href: `mailto:${value}` };
  if (PHONE.test(value)) return hrefWithScheme(`tel:${value}`, 'tel:');
  if (HOST_LIKE.test(value)) return hrefWithScheme(`https://${value}`, 'https:');
  return refuse('invalid');
}

/** Whether an href already in the content (pasted, loaded, auto-linked) may stay a link. */
export function isAllowedLinkHref(href: string): boolean {
  const value = href.trim();
  if (isSitePath(value)) return true;
  const scheme = SCHEME.exec(value)?.[1];
  return scheme !== undefined && hrefWithScheme(value, `${scheme.toLowerCase()}:`).ok;
}

/** Data URLs of the image types the sanitiser keeps. */
const IMAGE_DATA_URL = /^data:image\/(?:png|gif|jpeg|bmp|x-icon|vnd\.microsoft\.icon|webp);base64,[a-z0-9+/]+={0,2}$/i;
const OWN_MEDIA_PATH = /^\/media\/[^\s/?#]+$/;

/** An image source: http or https, a data URL of an image, or an upload of the portal (/media/…). */
export function checkImageSrc(input: string): UrlCheck<'src'> | UrlRefusal {
  const value = input.trim();
  if (value === '') return refuse('empty');
  if (OWN_MEDIA_PATH.test(value) || IMAGE_DATA_URL.test(value)) return { ok: true, src: value };
  const scheme = SCHEME.exec(value)?.[1]?.toLowerCase();
  if (scheme === undefined) return refuse('invalid');
  if (scheme !== 'http' && scheme !== 'https') return refuse('scheme');
  const src = webUrl(value);
  return src ? { ok: true, src } : refuse('invalid');
}

export function isAllowedImageSrc(src: string): boolean {
  return checkImageSrc(src).ok;
}

export type ProblemMessages = Record<UrlProblem, string>;

/** Form rule for the link field; `messages` are already translated. */
export function linkUrlRule(messages: ProblemMessages): Rule {
  return (value) => {
    const result = normalizeLinkHref(value);
    return result.ok || messages[result.problem];
  };
}

/** Form rule for the image address field. */
export function imageUrlRule(messages: ProblemMessages): Rule {
  return (value) => {
    const result = checkImageSrc(value);
    return result.ok || messages[result.problem];
  };
}

/** The upload types of SPEC §5: png, gif, jpeg, bmp and x-icon (browsers name some two ways). */
const UPLOADABLE_IMAGE_TYPES: ReadonlySet<string> = new Set([
  'image/png',
  'image/gif',
  'image/jpeg',
  'image/bmp',
  'image/x-ms-bmp',
  'image/x-icon',
  'image/vnd.microsoft.icon',
]);
const UPLOADABLE_IMAGE_EXTENSIONS = ['.png', '.gif', '.jpg', '.jpeg', '.jpe', '.bmp', '.ico'];

/** The file input's `accept`: the types, and the extensions for systems that report no type. */
export const IMAGE_FILE_ACCEPT = [...UPLOADABLE_IMAGE_TYPES, ...UPLOADABLE_IMAGE_EXTENSIONS].join(',');

/**
 * Whether a file may be sent to the image upload. The browser's type decides; only a file
 * without one (some systems give .ico none) is judged by its name. The server checks the content.
 */
export function isUploadableImage(file: { type: string; name: string }): boolean {
  if (file.type !== '') return UPLOADABLE_IMAGE_TYPES.has(file.type.toLowerCase());
  const name = file.name.toLowerCase();
  return UPLOADABLE_IMAGE_EXTENSIONS.some((extension) => name.endsWith(extension));
}
