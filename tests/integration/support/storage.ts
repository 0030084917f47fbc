import fs from 'node:fs';
import path from 'node:path';
import { type S3Server, startS3Server } from '../../support/s3-server.js';
import { DIALECT, type TestApp, startTestApp } from './test-app.js';

/** Where a test portal keeps uploads: the folder under DATA_DIR, or an S3 bucket (s3rver). */
export const STORAGE_KINDS = ['folder', 's3'] as const;
export type StorageKind = (typeof STORAGE_KINDS)[number];

export interface StorageTestApp extends TestApp {
  /** Keys of every stored file (originals and variants), wherever the portal keeps them. */
  storedKeys(): Promise<string[]>;
}

/** The audit log's head beside the uploads (and its file while it is replaced): no upload of anyone's. */
const isAuditHead = (name: string) => /^\.?audit-head\.json(?:\.[0-9a-f]+\.tmp)?$/.test(name);

/** Files under the upload folder but the audit log's head; none when it was never made. */
function filesIn(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.basename(entry.name))
    .filter((name) => !isAuditHead(name));
}

/** startTestApp with its uploads on `kind`; on 's3' the portal gets an s3rver of its own, stopped by close(). */
export async function startTestAppOn(kind: StorageKind, configOverrides: Record<string, string> = {}, dialect = DIALECT): Promise<StorageTestApp> {
  if (kind === 'folder') {
    const t = await startTestApp(configOverrides, dialect);
    return { ...t, storedKeys: async () => filesIn(t.ctx.config.uploadDir) };
  }
  const s3: S3Server = await startS3Server();
  try {
    const t = await startTestApp({ ...configOverrides, ...s3.env }, dialect);
    return {
      ...t,
      storedKeys: async () => (await s3.listKeys()).filter((key) => !isAuditHead(key)),
      async close() {
        await t.close();
        await s3.stop();
      },
    };
  } catch (error) {
    await s3.stop();
    throw error;
  }
}
