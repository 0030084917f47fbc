import sanitizeHtml from 'sanitize-html';

/**
 * Rich text from the TipTap editor is stored and served only after passing this allowlist.
 * Attribute values are checked here (ATTRIBUTE_RULES) before sanitize-html applies its own
 * scheme, class and style filters, so every URL and number in the output has a known form.
 */

/** Returns the value to keep (possibly normalised), or undefined to drop the attribute. */
type AttributeRule = (value: string) => string | undefined;

const anyValue: AttributeRule = (value) => value;

function matching(pattern: RegExp): AttributeRule {
  return (value) => (pattern.test(value) ? value : undefined);
}

const SIZE = matching(/^\d{1,5}%?$/);
const CELL_SPAN = matching(/^\d{1,3}$/);
const INDENT_LEVEL = matching(/^[1-8]$/);

function parseUrl(value: string, base?: string): URL | undefined {
  try {
    return new URL(value, base);
  } catch {
    return undefined;
  }
}

function httpUrl(value: string): string | undefined {
  const url = parseUrl(value);
  return url?.protocol === 'http:' || url?.protocol === 'https:' ? url.href : undefined;
}

const IMAGE_DATA_URL =
  /^data:image\/(?:png|gif|jpeg|bmp|x-icon|vnd\.microsoft\.icon|webp);base64,[a-z0-9+/]+={0,2}$/i;
const OWN_MEDIA_PREFIX = '/media/';
const PLACEHOLDER_ORIGIN = 'https://own-site.invalid';

/** Root-relative path of our own uploads; '..' segments may not leave /media/. */
function ownMediaPath(value: string): string | undefined {
  if (!value.startsWith(OWN_MEDIA_PREFIX)) return undefined;
  const url = parseUrl(value, PLACEHOLDER_ORIGIN);
  return url?.origin === PLACEHOLDER_ORIGIN && url.pathname.startsWith(OWN_MEDIA_PREFIX)
    ? url.pathname + url.search + url.hash
    : undefined;
}

const imageSource: AttributeRule = (value) =>
  IMAGE_DATA_URL.test(value) ? value : (ownMediaPath(value) ?? httpUrl(value));

const VIDEO_EMBED_PATH_BY_HOST: ReadonlyMap<string, string> = new Map([
  ['www.youtube.com', '/embed/'],
  ['www.youtube-nocookie.com', '/embed/'],
  ['player.vimeo.com', '/video/'],
]);

const videoEmbedSource: AttributeRule = (value) => {
  const url = parseUrl(value);
  if (url?.protocol !== 'https:' || url.port !== '' || url.username !== '' || url.password !== '') {
    return undefined;
  }
  const embedPath = VIDEO_EMBED_PATH_BY_HOST.get(url.hostname);
  return embedPath !== undefined && url.pathname.startsWith(embedPath) ? url.href : undefined;
};

const linkTarget: AttributeRule = (value) => (value.toLowerCase() === '_blank' ? '_blank' : undefined);

/** rel is never taken from the input: withLinkRel sets it for links opening a new tab. */
const setByTransform: AttributeRule = () => undefined;

const INDENTABLE = { 'data-indent': INDENT_LEVEL };
const TABLE_CELL = { colspan: CELL_SPAN, rowspan: CELL_SPAN };

/** Allowed tags with their allowed attributes; `*` lists attributes allowed on every tag. */
const ATTRIBUTE_RULES: Readonly<Record<string, Readonly<Record<string, AttributeRule>>>> = {
  '*': { style: anyValue }, // narrowed to a few properties by allowedStyles
  p: INDENTABLE,
  h1: INDENTABLE,
  h2: INDENTABLE,
  h3: INDENTABLE,
  h4: INDENTABLE,
  h5: INDENTABLE,
  h6: INDENTABLE,
  br: {},
  strong: {},
  b: {},
  em: {},
  i: {},
  u: {},
  s: {},
  strike: {},
  blockquote: {},
  pre: {},
  code: { class: anyValue }, // narrowed to the language class by allowedClasses
  ul: { 'data-type': matching(/^taskList$/) },
  ol: { start: matching(/^-?\d{1,9}$/) },
  li: { 'data-type': matching(/^taskItem$/), 'data-checked': matching(/^(?:true|false)$/) },
  hr: {},
  a: { href: anyValue, title: anyValue, target: linkTarget, rel: setByTransform },
  img: { src: imageSource, alt: anyValue, title: anyValue, width: SIZE, height: SIZE },
  span: {},
  mark: {},
  table: {},
  thead: {},
  tbody: {},
  tr: {},
  th: TABLE_CELL,
  td: TABLE_CELL,
  figure: {},
  figcaption: {},
  iframe: { src: videoEmbedSource, allowfullscreen: anyValue, title: anyValue, width: SIZE, height: SIZE },
};

const LINK_REL_FOR_NEW_TAB = 'noopener noreferrer nofollow';

function ruleFor(tagName: string, attribute: string): AttributeRule | undefined {
  return ATTRIBUTE_RULES[tagName]?.[attribute] ?? ATTRIBUTE_RULES['*']?.[attribute];
}

function keepValidAttributes(tagName: string, attribs: sanitizeHtml.Attributes): sanitizeHtml.Attributes {
  const kept: sanitizeHtml.Attributes = {};
  for (const [attribute, value] of Object.entries(attribs)) {
    const keptValue = ruleFor(tagName, attribute)?.(value);
    if (keptValue !== undefined) kept[attribute] = keptValue;
  }
  return kept;
}

function withLinkRel(attribs: sanitizeHtml.Attributes): sanitizeHtml.Attributes {
  return attribs.target === undefined ? attribs : { ...attribs, rel: LINK_REL_FOR_NEW_TAB };
}

function transformTag(tagName: string, attribs: sanitizeHtml.Attributes): sanitizeHtml.Tag {
  const kept = keepValidAttributes(tagName, attribs);
  return { tagName, attribs: tagName === 'a' ? withLinkRel(kept) : kept };
}

/**
 * Images and iframes whose source failed the checks are removed rather than left empty;
 * links whose href failed are unwrapped to their text.
 */
function dropElementsWithoutTarget(frame: sanitizeHtml.IFrame): boolean | 'excludeTag' {
  if (frame.tag === 'img' || frame.tag === 'iframe') return !frame.attribs.src;
  return frame.tag === 'a' && !frame.attribs.href ? 'excludeTag' : false;
}

const COLOR = [
  /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i,
  /^rgba?\(\s*\d+(?:\.\d+)?%?(?:\s*,\s*\d+(?:\.\d+)?%?){2,3}\s*\)$/i,
  /^[a-z]+$/i,
];

const SANITIZE_OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: Object.keys(ATTRIBUTE_RULES).filter((tagName) => tagName !== '*'),
  allowedAttributes: Object.fromEntries(
    Object.entries(ATTRIBUTE_RULES).map(([tagName, rules]) => [tagName, Object.keys(rules)]),
  ),
  allowedClasses: { code: [/^language-[a-z0-9+#-]+$/] },
  allowedStyles: {
    '*': {
      color: COLOR,
      'background-color': COLOR,
      'text-align': [/^(?:left|right|center|justify)$/],
    },
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https', 'data'], iframe: ['https'] },
  allowProtocolRelative: false,
  allowedIframeHostnames: [...VIDEO_EMBED_PATH_BY_HOST.keys()],
  allowIframeRelativeUrls: false,
  transformTags: { '*': transformTag },
  exclusiveFilter: dropElementsWithoutTarget,
};

/** Sanitises editor HTML for storage and display; whitespace-only results become ''. */
export function sanitizeRichText(html: string): string {
  const sanitized = sanitizeHtml(html, SANITIZE_OPTIONS);
  return sanitized.trim() === '' ? '' : sanitized;
}

const EMBEDDED_CONTENT = /<(?:img|iframe|hr)\b/;
const TAG = /<[^>]*>/g;
/** Zero-width characters; no-break spaces are decoded by sanitising and removed by trim(). */
const ZERO_WIDTH_CHARACTERS = /[\u200b-\u200d\u2060\ufeff]/g;

/**
 * Whether the HTML would show nothing: no text and no image, video or rule after sanitising
 * (so '<p><br></p>' and '<p><script>…</script></p>' are both empty).
 */
export function isEmptyRichText(html: string): boolean {
  const sanitized = sanitizeRichText(html);
  if (EMBEDDED_CONTENT.test(sanitized)) return false;
  return sanitized.replace(TAG, '').replace(ZERO_WIDTH_CHARACTERS, '').trim() === '';
}
