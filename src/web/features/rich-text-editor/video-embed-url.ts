/**
 * YouTube and Vimeo addresses as editors copy them (watch pages, short links, embed codes' src)
 * turned into the embed address the sanitiser allows (www.youtube-nocookie.com/embed/…,
 * player.vimeo.com/video/…). YouTube's no-cookie host sets no tracking cookies until play.
 */

export type VideoProvider = 'youtube' | 'vimeo';

export interface VideoEmbed {
  provider: VideoProvider;
  src: string;
}

const YOUTUBE_ID = /^[\w-]{11}$/;
const VIMEO_ID = /^\d{1,12}$/;
const VIMEO_HASH = /^[\da-f]{6,20}$/i;
const YOUTUBE_HOSTS = new Set(['youtube.com', 'm.youtube.com', 'music.youtube.com', 'youtube-nocookie.com']);
const YOUTUBE_ID_PATHS = new Set(['embed', 'shorts', 'live', 'v']);

function parseUrl(input: string): URL | null {
  const value = input.trim();
  const withScheme = /^[a-z][a-z\d+.-]*:\/\//i.test(value) ? value : `https://${value}`;
  try {
    const url = new URL(withScheme);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url : null;
  } catch {
    return null;
  }
}

/** "90", "90s", "1m30s", "1h2m3s" → seconds; anything else → 0. */
export function parseStartSeconds(value: string | null): number {
  if (!value) return 0;
  if (/^\d+$/.test(value)) return Number(value);
  const match = /^(?:(\d+)h)?(?:(\d+)m)?(?:(\d+)s)?$/.exec(value);
  if (!match) return 0;
  const [, hours = '0', minutes = '0', seconds = '0'] = match;
  return Number(hours) * 3600 + Number(minutes) * 60 + Number(seconds);
}

function youtubeIdOf(url: URL, host: string): string | undefined {
  const [first, second] = url.pathname.split('/').filter(Boolean);
  if (host === 'youtu.be') return first;
  if (first === 'watch') return url.searchParams.get('v') ?? undefined;
  return first !== undefined && YOUTUBE_ID_PATHS.has(first) ? second : undefined;
}

function youtubeEmbed(url: URL, host: string): VideoEmbed | null {
  const id = youtubeIdOf(url, host);
  if (id === undefined || !YOUTUBE_ID.test(id)) return null;
  const start = parseStartSeconds(url.searchParams.get('start') ?? url.searchParams.get('t'));
  return { provider: 'youtube', src: `https://www.youtube-nocookie.com/embed/${id}${start > 0 ? `?start=${start}` : ''}` };
}

function vimeoEmbed(url: URL, host: string): VideoEmbed | null {
  const segments = url.pathname.split('/').filter(Boolean);
  const idIndex = host === 'player.vimeo.com' ? (segments[0] === 'video' ? 1 : -1) : segments.findIndex((segment) => VIMEO_ID.test(segment));
  const id = segments[idIndex];
  if (id === undefined || !VIMEO_ID.test(id)) return null;
  // Unlisted videos carry a privacy hash: in the path of the page, in ?h= of the player.
  const hash = url.searchParams.get('h') ?? segments[idIndex + 1];
  const query = hash !== undefined && VIMEO_HASH.test(hash) ? `?h=${hash}` : '';
  return { provider: 'vimeo', src: `https://player.vimeo.com/video/${id}${query}` };
}

/** The embed of a YouTube or Vimeo address, or null when it is neither. */
export function videoEmbedOf(input: string): VideoEmbed | null {
  const url = parseUrl(input);
  if (!url) return null;
  const host = url.hostname.toLowerCase().replace(/^www\./, '');
  if (host === 'youtu.be' || YOUTUBE_HOSTS.has(host)) return youtubeEmbed(url, host);
  if (host === 'vimeo.com' || host === 'player.vimeo.com') return vimeoEmbed(url, host);
  return null;
}

/** Form rule of the video field. */
export function videoUrlRule(messages: { empty: string; unsupported: string }): (value: string) => true | string {
  return (value) => {
    if (value.trim() === '') return messages.empty;
    return videoEmbedOf(value) !== null || messages.unsupported;
  };
}
