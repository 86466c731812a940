import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { startS3Server, type TestS3Server } from '../test/s3-server.ts';
import { localStorage } from './local-storage.ts';
import { s3Storage } from './s3-storage.ts';
import { checkKey, type Storage, storageUnder } from './storage.ts';

async function bytesOf(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks);
}

/** A body that fails after its first chunk, as an upload cut off or refused midway. */
function failingStream(first: Buffer): Readable {
  return Readable.from(
    (async function* () {
      yield first;
      throw new Error('the client went away');
    })(),
  );
}

/** What every driver must do: the app's file code is written against this, not against a driver. */
function contract(name: string, open: () => Storage) {
  describe(`the ${name} driver`, () => {
    let storage: Storage;
    beforeAll(() => {
      storage = open();
    });

    it('is ready', async () => {
      expect(await storage.ready()).toBe(true);
    });

    it('keeps a buffer with its size, and gives it back whole', async () => {
      const bytes = randomBytes(3000);
      await storage.put('avatars/one.webp', bytes, { contentType: 'image/webp' });
      expect(await storage.stat('avatars/one.webp')).toEqual({ size: 3000, contentType: 'image/webp' });
      const object = await storage.get('avatars/one.webp');
      expect(object?.size).toBe(3000);
      expect(object?.contentType).toBe('image/webp');
      expect((await bytesOf(object?.body as Readable)).equals(bytes)).toBe(true);
    });

    it('keeps a stream of unknown length, over several parts when long', async () => {
      // 11 MB: past lib-storage's 5 MB part on S3, so the multipart upload is exercised too.
      const chunks = Array.from({ length: 11 }, () => randomBytes(1024 * 1024));
      await storage.put('replays/long.mp4', Readable.from(chunks), { contentType: 'video/mp4' });
      const object = await storage.get('replays/long.mp4');
      expect(object?.size).toBe(11 * 1024 * 1024);
      expect((await bytesOf(object?.body as Readable)).equals(Buffer.concat(chunks))).toBe(true);
    });

    it('gives a byte range, both ends included', async () => {
      await storage.put('replays/range.webm', Buffer.from('0123456789'), { contentType: 'video/webm' });
      const object = await storage.get('replays/range.webm', { range: { start: 2, end: 5 } });
      expect(object?.size).toBe(4);
      expect(await text(object?.body as Readable)).toBe('2345');
    });

    it('replaces an object of the same key', async () => {
      await storage.put('mail/a.eml', Buffer.from('first'), { contentType: 'message/rfc822' });
      await storage.put('mail/a.eml', Buffer.from('second'), { contentType: 'message/rfc822' });
      expect(await text((await storage.get('mail/a.eml'))?.body as Readable)).toBe('second');
    });

    it('answers undefined for what it does not have, and removes without minding', async () => {
      expect(await storage.stat('avatars/none.webp')).toBeUndefined();
      expect(await storage.get('avatars/none.webp')).toBeUndefined();
      await storage.put('avatars/gone.webp', Buffer.from('x'), { contentType: 'image/webp' });
      await storage.delete('avatars/gone.webp');
      await storage.delete('avatars/gone.webp');
      expect(await storage.stat('avatars/gone.webp')).toBeUndefined();
    });

    it('leaves no object when the stream fails midway', async () => {
      await expect(
        storage.put('replays/cut.mp4', failingStream(randomBytes(1000)), { contentType: 'video/mp4' }),
      ).rejects.toThrow();
      expect(await storage.stat('replays/cut.mp4')).toBeUndefined();
      expect(await storage.list('replays/cut')).toEqual([]);
    });

    it('lists by prefix, deep keys included', async () => {
      await storage.put('courseware/course-1/a.png', Buffer.from('a'), { contentType: 'image/png' });
      await storage.put('courseware/course-1/b.png', Buffer.from('b'), { contentType: 'image/png' });
      await storage.put('courseware/course-12/c.png', Buffer.from('c'), { contentType: 'image/png' });
      expect((await storage.list('courseware/course-1/')).sort()).toEqual([
        'courseware/course-1/a.png',
        'courseware/course-1/b.png',
      ]);
      expect((await storage.list('courseware/course-1')).sort()).toEqual([
        'courseware/course-1/a.png',
        'courseware/course-1/b.png',
        'courseware/course-12/c.png',
      ]);
    });

    it('keeps the part under a prefix apart, its keys without the prefix', async () => {
      const outbox = storageUnder(storage, 'outbox');
      await outbox.put('1.eml', Buffer.from('mail'), { contentType: 'message/rfc822' });
      expect(await outbox.list('')).toEqual(['1.eml']);
      expect(await text((await storage.get('outbox/1.eml'))?.body as Readable)).toBe('mail');
    });

    it('refuses keys that could leave its folder or prefix', async () => {
      for (const key of ['../x', 'a/../../x', '/etc/passwd', 'a//b', 'a/./b', '', 'a\\b', 'a b'])
        await expect(storage.put(key, Buffer.from('x'), { contentType: 'text/plain' })).rejects.toThrow(
          /not a storage key/,
        );
    });

    it('serves many readers and writers at once', async () => {
      const keys = Array.from({ length: 20 }, (_, i) => `avatars/many-${i}.webp`);
      await Promise.all(keys.map((key) => storage.put(key, Buffer.from(key), { contentType: 'image/webp' })));
      const read = await Promise.all(
        keys.map(async (key) => text((await storage.get(key))?.body as Readable)),
      );
      expect(read).toEqual(keys);
    });
  });
}

let folder: string;
let server: TestS3Server;
let bucket: ReturnType<typeof s3Storage>;
beforeAll(async () => {
  folder = await mkdtemp(path.join(os.tmpdir(), 'storage-test-'));
  server = await startS3Server(['contract', 'other']);
  bucket = s3Storage(server.bucket('contract', 'deployment-a/'));
});
afterAll(async () => {
  bucket.close();
  await server.close();
  await rm(folder, { recursive: true, force: true });
});

contract('local disk', () => localStorage(folder));
contract('S3 (s3rver over HTTP)', () => bucket);

describe('the S3 driver', () => {
  it('is not ready when the bucket is missing or the keys are wrong', async () => {
    const missing = s3Storage(server.bucket('no-such-bucket'));
    const wrongKeys = s3Storage({
      ...server.bucket('contract'),
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'wrong' },
    });
    expect(await missing.ready()).toBe(false);
    expect(await wrongKeys.ready()).toBe(false);
    await expect(wrongKeys.stat('avatars/one.webp')).rejects.toThrow();
    missing.close();
    wrongKeys.close();
  });

  it("keeps a deployment's prefix: another prefix of the bucket sees none of its objects", async () => {
    const other = s3Storage(server.bucket('contract', 'deployment-b/'));
    await bucket.put('avatars/mine.webp', Buffer.from('a'), { contentType: 'image/webp' });
    expect(await other.stat('avatars/mine.webp')).toBeUndefined();
    expect(await other.list('')).toEqual([]);
    other.close();
  });
});

describe('storage keys', () => {
  it('accept the names the app makes', () => {
    for (const key of [
      'avatars/0123abcd.webp',
      'courseware/course-7/ab12.png',
      'outbox/2026-01-01T00-00-00-000Z-a1b2c3.eml',
    ])
      expect(checkKey(key)).toBe(key);
  });
});
