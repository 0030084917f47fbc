import { createHash, createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';
import type { FileStorage } from '../../lib/file-storage.js';

/** The previous hash of the first entry ever written. */
export const GENESIS_HASH = '0'.repeat(64);

/** Where the head is kept beside the uploaded files: `uploads/audit-head.json`, or that object in the bucket. */
export const HEAD_RECORD = 'audit-head.json';

const HEAD_FORMAT = 'noks-audit-head/1';

/**
 * The newest entry the log is known to have reached and the oldest it must still hold, signed
 * with the key and kept outside the database: a log cut short, or started later than retention
 * left it, no longer matches its head.
 */
export interface AuditHead {
  /** The newest entry when the head was written: the log must still hold it, with this hash. */
  last: { id: number; hash: string };
  /** The oldest entry retention keeps: the log must still hold it, following from this previous hash. */
  start: { id: number; previousHash: string };
}

/** The head outside the database cannot be read as a head signed with this portal's key. */
export class AuditHeadError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'AuditHeadError';
  }
}

/** How entries were chained before the key: plain SHA-256, which anyone can recompute after an edit. */
export function plainHashOf(previousHash: string, record: string): string {
  return createHash('sha256').update(`${previousHash}\n${record}`).digest('hex');
}

/**
 * The audit log's chain under the server's key (SECRET_KEY, or DATA_DIR/secret.key): each entry's
 * hash is an HMAC of its record and the hash before it, which nobody without the key can compute
 * again after changing a row; and the head, kept in the file storage, where the database cannot
 * rewrite it. Two keys are derived (HKDF) from the server's, neither of them the key that seals
 * two-factor secrets.
 */
export class AuditChain {
  private readonly chainKey: Buffer;
  private readonly headKey: Buffer;

  constructor(
    secretKey: string,
    private readonly storage: FileStorage,
    /** Where the head is, in words, for messages (a path, or s3://bucket/name). */
    readonly headLocation: string,
  ) {
    this.chainKey = Buffer.from(hkdfSync('sha256', secretKey, 'noks-portal', 'audit log chain', 32));
    this.headKey = Buffer.from(hkdfSync('sha256', secretKey, 'noks-portal', 'audit log head', 32));
  }

  hashOf(previousHash: string, record: string): string {
    return createHmac('sha256', this.chainKey).update(`${previousHash}\n${record}`).digest('hex');
  }

  /** The head kept outside the database, or null when none was ever written; AuditHeadError when it is not one this key signed. */
  async readHead(): Promise<AuditHead | null> {
    const bytes = await this.storage.readRecord(HEAD_RECORD);
    if (!bytes) return null;
    let stored: { format?: unknown; last?: AuditHead['last']; start?: AuditHead['start']; signature?: unknown };
    try {
      stored = JSON.parse(bytes.toString('utf8')) as typeof stored;
    } catch {
      throw new AuditHeadError(`The audit log's head at ${this.headLocation} is not a head: it is not JSON`);
    }
    const { signature } = stored;
    if (stored.format !== HEAD_FORMAT || typeof signature !== 'string' || !isHead(stored)) {
      throw new AuditHeadError(`The audit log's head at ${this.headLocation} is not a head of this portal's format`);
    }
    const head: AuditHead = { last: { id: stored.last.id, hash: stored.last.hash }, start: { id: stored.start.id, previousHash: stored.start.previousHash } };
    const expected = Buffer.from(this.signatureOf(head), 'hex');
    const given = Buffer.from(signature, 'hex');
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
      throw new AuditHeadError(`The audit log's head at ${this.headLocation} is not signed with this portal's key: it was altered, or SECRET_KEY is not the key it was written with`);
    }
    return head;
  }

  async writeHead(head: AuditHead): Promise<void> {
    const document = { format: HEAD_FORMAT, last: head.last, start: head.start, signature: this.signatureOf(head) };
    await this.storage.writeRecord(HEAD_RECORD, Buffer.from(`${JSON.stringify(document, null, 2)}\n`));
  }

  private signatureOf(head: AuditHead): string {
    const signed = JSON.stringify([HEAD_FORMAT, head.last.id, head.last.hash, head.start.id, head.start.previousHash]);
    return createHmac('sha256', this.headKey).update(signed).digest('hex');
  }
}

const isHash = (value: unknown): value is string => typeof value === 'string' && /^[0-9a-f]{64}$/.test(value);
const isId = (value: unknown): value is number => Number.isSafeInteger(value) && (value as number) > 0;

function isHead(value: { last?: unknown; start?: unknown }): value is AuditHead {
  const last = value.last as Partial<AuditHead['last']> | undefined;
  const start = value.start as Partial<AuditHead['start']> | undefined;
  return isId(last?.id) && isHash(last?.hash) && isId(start?.id) && isHash(start?.previousHash) && start.id <= last.id;
}
