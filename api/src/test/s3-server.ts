import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import S3rver from '@20minutes/s3rver';
import type { S3StorageConfig } from '../storage/s3-storage.ts';

/** s3rver's fixed credentials: any other key is refused, as a real store refuses a wrong one. */
const CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

export interface TestS3Server {
  /** The address STORAGE_URL's endpoint names. */
  endpoint: string;
  /** A bucket's settings on this server, the bucket made first. */
  bucket(name: string, prefix?: string): S3StorageConfig;
  close(): Promise<void>;
}

/**
 * A real S3-compatible server (s3rver, from npm) on a loopback port, keeping its objects in a temporary
 * folder: the S3 driver is tested over HTTP with signed requests, as against MinIO or AWS.
 */
export async function startS3Server(buckets: string[]): Promise<TestS3Server> {
  const directory = await mkdtemp(path.join(os.tmpdir(), 's3rver-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: buckets.map((name) => ({ name })),
  });
  const address = (await server.run()) as AddressInfo;
  const endpoint = `http://127.0.0.1:${address.port}`;
  return {
    endpoint,
    bucket: (name, prefix = '') => ({
      bucket: name,
      prefix,
      endpoint,
      region: 'us-east-1',
      forcePathStyle: true,
      credentials: CREDENTIALS,
    }),
    async close() {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
