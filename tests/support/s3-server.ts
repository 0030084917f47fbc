import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import type { S3StorageOptions } from '../../src/server/lib/s3-storage.js';

export interface S3Server {
  /** The S3_* variables that point the portal at this server. */
  env: Record<string, string>;
  options: S3StorageOptions;
  /** Keys of every object in the bucket. */
  listKeys(): Promise<string[]>;
  stop(): Promise<void>;
}

/** s3rver's fixed credentials: it checks request signatures made with them. */
const CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

/**
 * A real S3-compatible server (s3rver, speaking HTTP on a free loopback port) with one empty
 * bucket, keeping its objects in a temporary folder that stop() removes.
 */
export async function startS3Server(bucket = 'noks-test'): Promise<S3Server> {
  const directory = await mkdtemp(join(tmpdir(), 'noks-s3-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: [{ name: bucket }] });
  const { port } = await server.run();
  const options: S3StorageOptions = { bucket, endpoint: `http://127.0.0.1:${port}`, region: 'us-east-1', credentials: CREDENTIALS, forcePathStyle: true };
  const client = new S3Client({ region: options.region, endpoint: options.endpoint, forcePathStyle: true, credentials: CREDENTIALS });
  return {
    options,
    env: {
      S3_BUCKET: bucket,
      S3_ENDPOINT: options.endpoint!,
      S3_REGION: options.region,
      S3_ACCESS_KEY_ID: CREDENTIALS.accessKeyId,
      S3_SECRET_ACCESS_KEY: CREDENTIALS.secretAccessKey,
      S3_FORCE_PATH_STYLE: 'true',
    },
    async listKeys() {
      const keys: string[] = [];
      let token: string | undefined;
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket: bucket, ContinuationToken: token }));
        keys.push(...(page.Contents ?? []).map((object) => object.Key!));
        token = page.NextContinuationToken;
      } while (token);
      return keys;
    },
    async stop() {
      client.destroy();
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
