/**
 * Single byte ranges of downloads (RFC 9110 §14): resumed downloads, PDF viewers and media
 * players ask for part of a file. Several ranges in one request (multipart/byteranges) are not
 * served: the RFC lets a server ignore such a header and send the whole file, which is simpler
 * and what many servers do.
 */

/** One range as the client asked for it, before the file's size is known. */
export type RangeRequest =
  /** `bytes=first-last` or `bytes=first-` (last: null). */
  | { first: number; last: number | null }
  /** `bytes=-n`: the last n bytes. */
  | { suffixLength: number };

/** Inclusive positions of the bytes sent, within a file. */
export interface ByteRange {
  start: number;
  end: number;
}

const INT_RANGE = /^(\d+)-(\d*)$/;
const SUFFIX_RANGE = /^-(\d+)$/;

/** Positions past any file are kept as a large number, which prints as digits (1e+21 would not). */
const positionOf = (digits: string): number => Math.min(Number(digits), Number.MAX_SAFE_INTEGER);

/**
 * The one range of a Range header; null when the header must be ignored and the whole file
 * sent: absent, another unit than bytes, malformed, a last position before the first, or
 * several ranges.
 */
export function parseRangeHeader(header: string | undefined): RangeRequest | null {
  if (header === undefined) return null;
  const equals = header.indexOf('=');
  if (equals < 0 || header.slice(0, equals).trim().toLowerCase() !== 'bytes') return null;
  // A list may hold empty elements and optional whitespace around its commas (RFC 9110 §5.6.1).
  const specs = header
    .slice(equals + 1)
    .split(',')
    .map((spec) => spec.trim())
    .filter(Boolean);
  if (specs.length !== 1) return null;
  const spec = specs[0]!;
  const suffix = SUFFIX_RANGE.exec(spec);
  if (suffix) return { suffixLength: positionOf(suffix[1]!) };
  const int = INT_RANGE.exec(spec);
  if (!int) return null;
  const first = positionOf(int[1]!);
  const last = int[2] === '' ? null : positionOf(int[2]!);
  if (last !== null && last < first) return null;
  return { first, last };
}

/**
 * The positions a request names within a file of `size` bytes, a last position past the end
 * cut to the end; null when no byte of the file is in it (answered with 416).
 */
export function resolveRange(request: RangeRequest, size: number): ByteRange | null {
  if (size === 0) return null;
  if ('suffixLength' in request) {
    if (request.suffixLength === 0) return null;
    return { start: Math.max(0, size - request.suffixLength), end: size - 1 };
  }
  if (request.first >= size) return null;
  return { start: request.first, end: Math.min(request.last ?? size - 1, size - 1) };
}

/** The Range header value asking for exactly these positions. */
export const rangeHeaderOf = (range: ByteRange): string => `bytes=${range.start}-${range.end}`;

/** `Content-Range` of a 206 answer. */
export const contentRangeOf = (range: ByteRange, size: number): string => `bytes ${range.start}-${range.end}/${size}`;

/** `Content-Range` of a 416 answer: only the size. */
export const unsatisfiedRangeOf = (size: number): string => `bytes */${size}`;

const CONTENT_RANGE = /^bytes (\d+)-(\d+)\/(\d+)$/;

/** Reads a `Content-Range` of a partial answer (another server's); null unless it is well formed. */
export function parseContentRange(header: string | undefined): { range: ByteRange; size: number } | null {
  const match = header === undefined ? null : CONTENT_RANGE.exec(header.trim());
  if (!match) return null;
  const [start, end, size] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (end < start || end >= size) return null;
  return { range: { start, end }, size };
}

/**
 * Whether the Range header of a request is to be honoured (RFC 9110 §13.1.5): always without
 * If-Range; with it, only when it holds the current strong ETag. An HTTP date never matches,
 * as the downloads send no Last-Modified, so the client gets the whole (maybe changed) file.
 */
export function isIfRangeMet(ifRange: string | undefined, etag: string): boolean {
  if (ifRange === undefined) return true;
  const validator = ifRange.trim();
  // A weak tag never matches in the strong comparison If-Range uses.
  return !validator.startsWith('W/') && validator === etag;
}

/** Whether If-None-Match names the current ETag (or `*`), compared weakly (RFC 9110 §13.1.2): the client's copy is current. */
export function matchesIfNoneMatch(ifNoneMatch: string | undefined, etag: string): boolean {
  if (ifNoneMatch === undefined) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === opaque(etag));
}
