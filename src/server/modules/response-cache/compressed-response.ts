import { createHash } from 'node:crypto';
import os from 'node:os';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import pLimit from 'p-limit';

/**
 * Compressions running at once, on libuv's threads: half the cores. Encoders that outnumber the
 * cores evict each other's tables from the CPU's caches and have their memory mapped afresh:
 * measured on two cores, a 70 kB page costs 1.4 ms of CPU at brotli's quality 6 one at a time,
 * 2.2 ms two at a time and 5.2 ms eight at a time. The rest queue, which costs them less time than
 * the contention did.
 */
export const COMPRESSIONS_AT_ONCE = Math.max(1, Math.floor(os.availableParallelism() / 2));
const compressing = pLimit(COMPRESSIONS_AT_ONCE);
const brotli = (body: Buffer, options: zlib.BrotliOptions) => compressing(promisify(zlib.brotliCompress), body, options);
const gzip = (body: Buffer, options: zlib.ZlibOptions) => compressing(promisify(zlib.gzip), body, options);
const gunzip = promisify(zlib.gunzip);

export type ContentCoding = 'br' | 'gzip' | 'identity';

/**
 * Brotli's quality 11 takes ~15 times longer than 6 for a few per cent smaller pages; a response
 * is compressed once per content change, but a cache miss waits for it.
 */
const BROTLI_QUALITY = 6;

/**
 * Brotli's options for a body: its window no larger than the body needs (between brotli's
 * 64 KB and its default 4 MB) and its size told, so a page of a few kilobytes does not have an
 * encoder of several megabytes allocated for it while it waits for a thread.
 */
function brotliOptions(body: Buffer): zlib.BrotliOptions {
  const window = Math.min(zlib.constants.BROTLI_DEFAULT_WINDOW, Math.max(16, Math.ceil(Math.log2(body.length + 1))));
  return {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
      [zlib.constants.BROTLI_PARAM_LGWIN]: window,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
    },
  };
}
const GZIP_OPTIONS = { level: 6 };

/** Bodies this small gain nothing from compression (headers and framing cost more). */
const COMPRESS_MIN_BYTES = 512;

/**
 * A body larger than this is kept compressed only (the register's open data of thousands of
 * qualifications is tens of megabytes, a few of them compressed): the rare client that accepts
 * no compression gets it unzipped on the way out.
 */
export const IDENTITY_KEPT_MAX_BYTES = 1024 * 1024;

/** A response made once and served many times: its headers, strong ETag and one body per coding. */
export interface CompressedResponse {
  headers: Record<string, string>;
  /** The identity body's hash; each coding's ETag adds its name, as the bodies differ. */
  hash: string;
  /** No identity body when it is large and a gzip body stands for it (identityBody). */
  bodies: Partial<Record<ContentCoding, Buffer>>;
  /** Bytes of all bodies. */
  bytes: number;
}

/** The strong ETag of a response in one content coding. */
export const etagOf = (response: CompressedResponse, coding: ContentCoding) =>
  coding === 'identity' ? `"${response.hash}"` : `"${response.hash}-${coding}"`;

/**
 * Makes the response's bodies: every coding when it is to be stored, only the one a client asked
 * for when it is not (the cache is off).
 */
export async function compressResponse(body: Buffer, headers: Record<string, string>, codings: readonly ContentCoding[]): Promise<CompressedResponse> {
  const hash = createHash('sha256').update(body).digest('base64url').slice(0, 27);
  const bodies: CompressedResponse['bodies'] = { identity: body };
  if (body.length >= COMPRESS_MIN_BYTES) {
    const [br, gz] = await Promise.all([
      codings.includes('br') ? brotli(body, brotliOptions(body)) : undefined,
      codings.includes('gzip') ? gzip(body, GZIP_OPTIONS) : undefined,
    ]);
    if (br) bodies.br = br;
    if (gz) bodies.gzip = gz;
    if (gz && body.length > IDENTITY_KEPT_MAX_BYTES) delete bodies.identity;
  }
  const bytes = (bodies.identity?.length ?? 0) + (bodies.br?.length ?? 0) + (bodies.gzip?.length ?? 0);
  return { headers, hash, bodies, bytes };
}

/** The uncompressed body, from the gzip one when only that is kept. */
export async function identityBody(response: CompressedResponse): Promise<Buffer> {
  return response.bodies.identity ?? gunzip(response.bodies.gzip!);
}

/** q-values of an Accept-Encoding header, by coding (RFC 9110 §12.5.3). */
function acceptedCodings(header: string): Map<string, number> {
  const accepted = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((p) => /^\s*q=([0-9.]+)\s*$/.exec(p)?.[1]).find((value) => value !== undefined);
    accepted.set(name, q === undefined ? 1 : Number(q) || 0);
  }
  return accepted;
}

/** The coding to send: brotli, else gzip, when the client accepts it; else the body as it is. */
export function chooseCoding(acceptEncoding: string | undefined): ContentCoding {
  if (!acceptEncoding) return 'identity';
  const accepted = acceptedCodings(acceptEncoding);
  const accepts = (coding: string) => (accepted.get(coding) ?? accepted.get('*') ?? 0) > 0;
  if (accepts('br')) return 'br';
  if (accepts('gzip')) return 'gzip';
  return 'identity';
}
