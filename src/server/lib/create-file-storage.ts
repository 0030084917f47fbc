import type { Config } from '../config.js';
import { type FileStorage, createLocalStorage } from './file-storage.js';

/**
 * The S3-compatible bucket when S3_BUCKET is set (then nothing is written under DATA_DIR's
 * upload folder, which is not even made), else that local folder. The AWS SDK is loaded only for
 * a bucket: it is several megabytes of a server's memory that a local folder has no use for.
 */
export async function createFileStorage(config: Pick<Config, 's3' | 'uploadDir'>): Promise<FileStorage> {
  if (!config.s3) return createLocalStorage(config.uploadDir);
  const { createS3Storage } = await import('./s3-storage.js');
  return createS3Storage(config.s3);
}
