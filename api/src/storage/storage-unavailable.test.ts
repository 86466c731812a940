import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { openTestApp, type TestApp } from '../test/app.ts';
import { primaryTestDatabase } from '../test/databases.ts';
import { startS3Server, type TestS3Server } from '../test/s3-server.ts';
import { s3Storage } from './s3-storage.ts';
import { StorageUnavailable } from './storage.ts';

const AVATAR = `/api/user/avatars/${'0123456789abcdef'.repeat(2)}.webp`;

/** Issue 27: a bucket that does not answer makes the API answer 503 in the error envelope, not 500. */
describe(`a file store that does not answer (${primaryTestDatabase().name})`, () => {
  let server: TestS3Server;
  let bucket: ReturnType<typeof s3Storage>;
  let t: TestApp;
  let stopped = false;

  beforeAll(async () => {
    server = await startS3Server(['hanyu-down']);
    bucket = s3Storage(server.bucket('hanyu-down', 'test/'));
    t = await openTestApp(primaryTestDatabase(), { seed: false, storage: bucket });
  });
  afterAll(async () => {
    await t?.close();
    bucket?.close();
    if (!stopped) await server?.close();
  });

  it('answers 404 for a missing avatar while the store answers, then 503 once it is stopped', async () => {
    const wrongKeys = s3Storage({
      ...server.bucket('hanyu-down'),
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'wrong' },
    });
    // A refusal is the store's answer, not its absence.
    const refused = await wrongKeys.stat('avatars/one.webp').catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(Error);
    expect(refused).not.toBeInstanceOf(StorageUnavailable);
    wrongKeys.close();
    expect((await t.app.inject({ method: 'GET', url: AVATAR })).statusCode).toBe(404);

    await server.close();
    stopped = true;
    await expect(bucket.stat('avatars/one.webp')).rejects.toBeInstanceOf(StorageUnavailable);
    const answer = await t.app.inject({ method: 'GET', url: AVATAR });
    expect(answer.statusCode).toBe(503);
    expect(answer.headers['retry-after']).toBe('5');
    expect(answer.json()).toEqual({
      error: { code: 503, message: 'The file store is unavailable; try again in a moment' },
    });
  });
});
