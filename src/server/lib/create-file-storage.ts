import type { Config } from '../config.js';
import { type FileStorage, createLocalStorage } from './file-storage.js';
import { createS3Storage } from './s3-storage.js';

/**
 * The S3-compatible bucket when S3_BUCKET is set (then nothing is written under DATA_DIR's
 * upload folder, which is not even made), else that local folder.
 */
export function createFileStorage(config: Pick<Config, 's3' | 'uploadDir'>): FileStorage {
  return config.s3 ? createS3Storage(config.s3) : createLocalStorage(config.uploadDir);
}
