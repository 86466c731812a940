import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Courseware } from '@hanyu/contract';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import sharp from 'sharp';
import { outboxMailer } from '../mail/mailer.ts';
import { openTestApp, type TestApp } from '../test/app.ts';
import { type ClassroomPeople, openClassroomApp } from '../test/classroom.ts';
import { primaryTestDatabase } from '../test/databases.ts';
import type { Buyer } from '../test/orders-fixtures.ts';
import { startS3Server, type TestS3Server } from '../test/s3-server.ts';
import { localStorage } from './local-storage.ts';
import { s3Storage } from './s3-storage.ts';
import { storageUnder } from './storage.ts';

/** Monday 2030-01-07 10:00 in Shanghai: the apps' clock and the learner's lesson of the HSK 1 course. */
const NOW = new Date('2030-01-07T02:00:00Z');
const SECRET = 'the-secret-every-api-process-of-the-deployment-shares';
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/**
 * Issue 27: a file uploaded through one API process is read through another, as behind a load balancer. The
 * two apps share the database and an S3 bucket (a real S3-compatible server, s3rver, over HTTP), and no
 * folder: each is given its own empty DATA_DIR-like temporary folder. A third app with only a local disk
 * of its own shows what the bucket fixes: it answers 404 for the same files.
 */
describe(`files shared by API processes through one bucket (${primaryTestDatabase().name})`, () => {
  let server: TestS3Server;
  let bucket: ReturnType<typeof s3Storage>;
  let one: TestApp;
  let two: TestApp;
  let alone: TestApp;
  let people: ClassroomPeople;
  let hsk1: number;
  const folders: string[] = [];

  beforeAll(async () => {
    server = await startS3Server(['hanyu-files']);
    bucket = s3Storage(server.bucket('hanyu-files', 'test/'));
    const folder = async () => {
      const made = await mkdtemp(path.join(os.tmpdir(), 'shared-files-test-'));
      folders.push(made);
      return made;
    };
    const settings = { now: () => NOW, classroomSecret: SECRET, storage: bucket };
    ({ t: one, people } = await openClassroomApp(primaryTestDatabase(), NOW, {
      ...settings,
      coursewareDir: path.join(await folder(), 'courseware'),
      replayDir: path.join(await folder(), 'replays'),
    }));
    two = await openTestApp(one, {
      ...settings,
      seed: false,
      coursewareDir: path.join(await folder(), 'courseware'),
      replayDir: path.join(await folder(), 'replays'),
    });
    const own = await folder();
    alone = await openTestApp(one, {
      now: () => NOW,
      classroomSecret: SECRET,
      seed: false,
      storage: localStorage(own),
    });
    const course = await one.db
      .selectFrom('courses')
      .select('id')
      .where('slug', '=', 'live-hsk1')
      .executeTakeFirstOrThrow();
    hsk1 = Number(course.id);
  });
  afterAll(async () => {
    await alone?.close();
    await two?.close();
    await one?.close();
    bucket?.close();
    await server?.close();
    await Promise.all(folders.map((folder) => rm(folder, { recursive: true, force: true })));
  });

  const as = (who: Buyer) => ({ authorization: `Bearer ${who.token}` });

  it('serves an avatar uploaded through one process from the other', async () => {
    const image = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#c0392b' } })
      .png()
      .toBuffer();
    const uploaded = await one.app.inject({
      method: 'POST',
      url: '/api/user/avatar',
      headers: { ...as(people.learner), 'content-type': 'image/png' },
      payload: image,
    });
    expect(uploaded.statusCode).toBe(200);
    const url: string = uploaded.json().response.avatar;

    const fromTwo = await two.app.inject({ method: 'GET', url });
    expect(fromTwo.statusCode).toBe(200);
    expect(fromTwo.headers['content-type']).toBe('image/webp');
    expect(await sharp(fromTwo.rawPayload).metadata()).toMatchObject({
      format: 'webp',
      width: 256,
      height: 256,
    });
    const fromOne = await one.app.inject({ method: 'GET', url });
    expect(fromOne.rawPayload.equals(fromTwo.rawPayload)).toBe(true);
    // Kept in the bucket under avatars/, nowhere on a disk of theirs; a process with its own disk has none.
    expect(await bucket.list('avatars/')).toContain(`avatars/${url.split('/').pop()}`);
    expect((await alone.app.inject({ method: 'GET', url })).statusCode).toBe(404);

    // Replaced through the second process: the first serves the new one, the old file is gone from the bucket.
    const again = await two.app.inject({
      method: 'POST',
      url: '/api/user/avatar',
      headers: { ...as(people.learner), 'content-type': 'image/png' },
      payload: image,
    });
    const newUrl: string = again.json().response.avatar;
    expect((await one.app.inject({ method: 'GET', url: newUrl })).statusCode).toBe(200);
    expect((await one.app.inject({ method: 'GET', url })).statusCode).toBe(404);
  });

  it('serves a courseware page uploaded through one process from the other, to those who may read it', async () => {
    const added = await one.app.inject({
      method: 'POST',
      url: `/api/teacher/courses/${hsk1}/courseware/pages?title=Tones&alt=A%20tone%20chart`,
      headers: { ...as(people.ana), 'content-type': 'image/png' },
      body: PNG,
    });
    expect(added.statusCode).toBe(200);
    // The learner of a lesson of the course reads the courseware through the other process.
    const read = await two.app.inject({
      method: 'GET',
      url: `/api/learning/courseware/${hsk1}?language=en`,
      headers: as(people.learner),
    });
    expect(read.statusCode).toBe(200);
    const page = (read.json().response as Courseware).pages.at(-1);
    expect(page).toMatchObject({ title: 'Tones', content_type: 'image/png' });
    const image = await two.app.inject({ method: 'GET', url: page?.image_url as string });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.rawPayload.equals(PNG)).toBe(true);
    expect((await alone.app.inject({ method: 'GET', url: page?.image_url as string })).statusCode).toBe(404);
    // Someone else is still refused by the access check, whichever process they ask.
    const stranger = await two.app.inject({
      method: 'GET',
      url: `/api/learning/courseware/${hsk1}`,
      headers: as(people.stranger),
    });
    expect(stranger.statusCode).toBe(404);
  });

  it('plays a group replay uploaded through one process from the other, in byte ranges', async () => {
    // A class of Ana's whose session ended an hour ago, the learner holding a seat.
    const course = await one.db
      .insertInto('courses')
      .values({ slug: 'shared-files-group', kind: 'group', level: 'HSK 1', teacher_user_id: people.ana.id })
      .returning('id')
      .executeTakeFirstOrThrow();
    await one.db
      .insertInto('group_classes')
      .values({ course_id: course.id, capacity: 6, min_head_count: 1, room_type: 4, viewer_limit: null })
      .execute();
    const session = await one.db
      .insertInto('group_sessions')
      .values({ course_id: course.id, starts_at: new Date(NOW.getTime() - 2 * 3_600_000), minutes: 50 })
      .returning('id')
      .executeTakeFirstOrThrow();
    await one.db
      .insertInto('enrolments')
      .values({ course_id: course.id, user_id: people.learner.id })
      .execute();
    // 6 MB: past one part of the S3 upload, so the stream goes up in parts.
    const video = Buffer.concat([
      Buffer.from([0, 0, 0, 0x18]),
      Buffer.from('ftypisom'),
      Buffer.alloc(6 * 1024 * 1024, 7),
    ]);
    const uploaded = await one.app.inject({
      method: 'PUT',
      url: `/api/classroom/sessions/${session.id}/replay/file`,
      headers: { ...as(people.ana), 'content-type': 'video/mp4' },
      payload: video,
    });
    expect(uploaded.statusCode).toBe(200);
    expect(uploaded.json().response.replay).toMatchObject({ kind: 'file', size_bytes: video.length });

    const list = await two.app.inject({
      method: 'GET',
      url: `/api/classroom/groups/${course.id}?language=en`,
      headers: as(people.learner),
    });
    const played: string = list.json().response.sessions[0].replay.url;
    const range = await two.app.inject({ method: 'GET', url: played, headers: { range: 'bytes=4-11' } });
    expect(range.statusCode).toBe(206);
    expect(range.headers['content-type']).toBe('video/mp4');
    expect(range.headers['content-range']).toBe(`bytes 4-11/${video.length}`);
    expect(range.body).toBe('ftypisom');
    const head = await two.app.inject({ method: 'HEAD', url: played });
    expect(head.statusCode).toBe(200);
    expect(head.headers['accept-ranges']).toBe('bytes');
    expect(head.body).toBe('');
    const whole = await two.app.inject({ method: 'GET', url: played });
    expect(whole.statusCode).toBe(200);
    expect(whole.rawPayload.equals(video)).toBe(true);
    const beyond = await two.app.inject({
      method: 'GET',
      url: played,
      headers: { range: `bytes=${video.length + 10}-` },
    });
    expect(beyond.statusCode).toBe(416);
    expect(beyond.headers['content-range']).toBe(`bytes */${video.length}`);
  });

  it("keeps the outbox's mail in the bucket, one place for every process", async () => {
    const outbox = storageUnder(bucket, 'outbox');
    const before = (await outbox.list('')).length;
    await outboxMailer(outbox, 'Hanyu <no-reply@localhost>').send({
      to: 'mei@example.com',
      subject: 'Hello',
      text: 'From any process',
      html: '<p>From any process</p>',
    });
    const names = await outbox.list('');
    expect(names).toHaveLength(before + 1);
    expect(names.every((name) => name.endsWith('.eml'))).toBe(true);
  });
});
