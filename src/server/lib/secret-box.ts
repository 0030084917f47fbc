import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * Encrypts short secrets (users' TOTP secrets) for keeping in the database, with AES-256-GCM
 * under a key derived from the server's SECRET_KEY: a copy of the database alone does not give
 * anyone a second factor.
 */
export interface SecretBox {
  seal(plaintext: string): string;
  /** Throws SecretKeyMismatchError when the text was sealed under another key or was altered. */
  open(sealed: string): string;
}

/** The name of the file in the data folder that holds a generated key when SECRET_KEY is unset. */
export const SECRET_KEY_FILE = 'secret.key';

const FORMAT = 'v1';
const IV_BYTES = 12;

export class SecretKeyMismatchError extends Error {
  constructor() {
    super('A stored secret cannot be decrypted: SECRET_KEY is not the key it was stored with (set the same SECRET_KEY on every instance)');
    this.name = 'SecretKeyMismatchError';
  }
}

export function createSecretBox(secretKey: string): SecretBox {
  const key = Buffer.from(hkdfSync('sha256', secretKey, 'noks-portal', 'stored secrets', 32));
  return {
    seal(plaintext) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
      return [FORMAT, iv, cipher.getAuthTag(), body].map((part) => (typeof part === 'string' ? part : part.toString('base64url'))).join('.');
    },
    open(sealed) {
      const [format, iv, tag, body] = sealed.split('.');
      if (format !== FORMAT || !iv || !tag || body === undefined) throw new SecretKeyMismatchError();
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
        decipher.setAuthTag(Buffer.from(tag, 'base64url'));
        return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
      } catch {
        throw new SecretKeyMismatchError();
      }
    },
  };
}

export interface ResolvedSecretKey {
  key: string;
  /** True when this process made the key and wrote it to the data folder (its first start). */
  generated: boolean;
}

/** Key files this process wrote: each caller (the audit log, the two-factor secrets) hears that the key is new. */
const generatedHere = new Set<string>();

/**
 * SECRET_KEY when it is set; otherwise the key kept in the data folder, made on first start.
 * Two processes starting together on one folder agree on one key: only one of them can create
 * the file, the other reads it.
 */
export function resolveSecretKey(configured: string | undefined, dataDir: string): ResolvedSecretKey {
  if (configured) return { key: configured, generated: false };
  const file = path.join(dataDir, SECRET_KEY_FILE);
  const stored = readKeyFile(file);
  if (stored) return { key: stored, generated: generatedHere.has(file) };
  const key = randomBytes(48).toString('base64url');
  fs.mkdirSync(dataDir, { recursive: true });
  try {
    fs.writeFileSync(file, `${key}\n`, { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return { key: readKeyFile(file) ?? key, generated: false };
  }
  generatedHere.add(file);
  return { key, generated: true };
}

/** SECRET_KEY when it is set, else the key in the data folder; null when there is none (a command never makes one). */
export function findSecretKey(configured: string | undefined, dataDir: string): string | null {
  return configured ?? readKeyFile(path.join(dataDir, SECRET_KEY_FILE));
}

function readKeyFile(file: string): string | null {
  try {
    return fs.readFileSync(file, 'utf8').trim() || null;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}
