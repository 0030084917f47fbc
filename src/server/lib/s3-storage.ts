import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  type GetObjectCommandOutput,
  HeadBucketCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { type RangeRequest, parseContentRange, rangeHeaderOf, resolveRange } from './byte-range.js';
import { type FileStorage, type OpenedFile, assertRecordName, assertStorageKey, isStorageKey, missingFileError, newStorageKey, variantKeyOf } from './file-storage.js';

export interface S3StorageOptions {
  bucket: string;
  /** Another S3-compatible service (MinIO, Ceph, a cloud's object storage); AWS S3 when undefined. */
  endpoint: string | undefined;
  region: string;
  /** Undefined: the AWS SDK's own chain (AWS_* variables, shared files, an instance or task role). */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
  /** `endpoint/bucket/key` addresses instead of `bucket.endpoint/key`, as most self-hosted services need. */
  forcePathStyle: boolean;
}

/**
 * Each download holds one connection to the bucket while the client reads it; the SDK's
 * default of 50 would make the 51st simultaneous download wait for a free one.
 */
const MAX_BUCKET_CONNECTIONS = 256;
/** A bucket that does not answer fails a request (and a readiness check) instead of hanging it. */
const CONNECT_TIMEOUT_MS = 5_000;

/**
 * Objects are stored under their keys as they are (no folders: a bucket has no use for the
 * sharding of the local folder). The bytes of an upload are in memory, so every PUT is one
 * request with its length and an MD5 digest the service checks.
 */
export function createS3Storage(options: S3StorageOptions): FileStorage {
  const { bucket } = options;
  const client = new S3Client({
    region: options.region,
    endpoint: options.endpoint,
    forcePathStyle: options.forcePathStyle,
    credentials: options.credentials,
    // NOTE: the SDK's default CRC checksums (headers, or aws-chunked trailers) are refused by
    // several S3-compatible services; Content-MD5, which S3 and the others check, guards uploads.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    requestHandler: {
      connectionTimeout: CONNECT_TIMEOUT_MS,
      httpAgent: { maxSockets: MAX_BUCKET_CONNECTIONS },
      httpsAgent: { maxSockets: MAX_BUCKET_CONNECTIONS },
    },
  });

  const putObject = async (key: string, bytes: Uint8Array) => {
    await client.send(
      new PutObjectCommand({
        Bucket: bucket,
        Key: key,
        Body: bytes,
        ContentLength: bytes.length,
        ContentMD5: createHash('md5').update(bytes).digest('base64'),
        ContentType: 'application/octet-stream',
      }),
    );
  };

  /** The object's size, or null when it is not stored. */
  const sizeOf = async (key: string): Promise<number | null> => {
    try {
      const head = await client.send(new HeadObjectCommand({ Bucket: bucket, Key: key }));
      return head.ContentLength ?? 0;
    } catch (error) {
      if (statusOf(error) === 404) return null;
      throw error;
    }
  };

  /** GetObject, or null when the object is not stored. */
  const getObject = async (key: string, range?: string): Promise<GetObjectCommandOutput | null> => {
    try {
      return await client.send(new GetObjectCommand({ Bucket: bucket, Key: key, Range: range }));
    } catch (error) {
      if (statusOf(error) === 404) return null;
      throw error;
    }
  };

  return {
    async put(bytes) {
      const key = newStorageKey();
      await putObject(key, bytes);
      return key;
    },
    async putVariant(baseKey, suffix, bytes) {
      const key = variantKeyOf(baseKey, suffix);
      await putObject(key, bytes);
      return key;
    },
    async putAt(key, bytes) {
      assertStorageKey(key);
      await putObject(key, bytes);
    },
    async read(key) {
      assertStorageKey(key);
      const object = await getObject(key);
      if (!object) throw missingFileError(key);
      return Buffer.concat(await bodyOf(object).toArray());
    },
    async open(key, range) {
      assertStorageKey(key);
      return range ? openRange(key, range) : openWhole(key);
    },
    exists: async (key) => {
      assertStorageKey(key);
      return (await sizeOf(key)) !== null;
    },
    async remove(key) {
      assertStorageKey(key);
      // S3 answers a DELETE of a missing key with success too.
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key }));
    },
    list: () => listKeys(),
    async *listWrittenBefore(before) {
      for await (const object of listObjects()) if (object.writtenAt < before) yield object.key;
    },
    // Each PutObject stores the whole object or nothing: no write leaves a part behind.
    removeUnfinishedWrites: async () => 0,
    async readRecord(name) {
      assertRecordName(name);
      const object = await getObject(name);
      return object ? Buffer.concat(await bodyOf(object).toArray()) : null;
    },
    async writeRecord(name, bytes) {
      assertRecordName(name);
      // One PUT: S3 replaces an object whole, so a reader never sees a part of it.
      await putObject(name, bytes);
    },
    async check() {
      try {
        await client.send(new HeadBucketCommand({ Bucket: bucket }));
      } catch (error) {
        const status = statusOf(error);
        throw new Error(`The S3 bucket ${JSON.stringify(bucket)} cannot be used${status ? ` (HTTP ${status})` : ''}`, { cause: error });
      }
    },
  };

  /** A page of up to 1,000 keys per request, as S3 gives them. */
  async function* listKeys(): AsyncGenerator<string> {
    for await (const object of listObjects()) yield object.key;
  }

  /** The stored keys with the time of their last write (S3's LastModified; one without it counts as written now, never old). */
  async function* listObjects(): AsyncGenerator<{ key: string; writtenAt: number }> {
    let token: string | undefined;
    do {
      const page = await client.send(new ListObjectsV2Command({ Bucket: bucket, ContinuationToken: token }));
      for (const object of page.Contents ?? []) {
        if (object.Key && isStorageKey(object.Key)) yield { key: object.Key, writtenAt: object.LastModified?.getTime() ?? Number.POSITIVE_INFINITY };
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
  }

  async function openWhole(key: string): Promise<OpenedFile | null> {
    const object = await getObject(key);
    if (!object) return null;
    return { isSatisfiable: true, size: object.ContentLength ?? 0, range: null, body: bodyOf(object) };
  }

  async function openRange(key: string, request: RangeRequest): Promise<OpenedFile | null> {
    // NOTE: a suffix (`bytes=-n`) is turned into positions here, from the object's size: not
    // every S3-compatible service reads suffix ranges (s3rver takes them for the first bytes).
    let header: string;
    if ('suffixLength' in request) {
      const size = await sizeOf(key);
      if (size === null) return null;
      const positions = resolveRange(request, size);
      if (!positions) return { isSatisfiable: false, size };
      header = rangeHeaderOf(positions);
    } else {
      header = `bytes=${request.first}-${request.last ?? ''}`;
    }
    let object;
    try {
      object = await getObject(key, header);
    } catch (error) {
      if (statusOf(error) !== 416) throw error;
      const size = await sizeOf(key);
      return size === null ? null : { isSatisfiable: false, size };
    }
    if (!object) return null;
    const body = bodyOf(object);
    const partial = parseContentRange(object.ContentRange);
    // A service that ignored the range sent the whole object, which is a correct answer too.
    if (!partial) return { isSatisfiable: true, size: object.ContentLength ?? 0, range: null, body };
    return { isSatisfiable: true, size: partial.size, range: partial.range, body };
  }
}

/** The HTTP status of a failed S3 request (404 for a missing key or bucket, whatever the code's name). */
function statusOf(error: unknown): number | undefined {
  return error instanceof S3ServiceException ? error.$metadata.httpStatusCode : undefined;
}

/** In Node the SDK hands the body over as the response stream itself. */
function bodyOf(object: GetObjectCommandOutput): Readable {
  if (!(object.Body instanceof Readable)) throw new Error('The S3 client returned a body that is not a Node stream');
  return object.Body;
}
