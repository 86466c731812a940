import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {
  CLASSROOM_ERROR_CODES,
  CLASSROOM_MESSAGES,
  type ClassroomEntry,
  type GroupClassSessions,
  SIGNAL_CLOSE,
} from '@hanyu/contract';
import { afterAll, afterEach, beforeAll, describe, expect, it } from '@jest/globals';
import { Redis } from 'ioredis';
import { openRoomBus } from '../../realtime/open-room-bus.ts';
import { memoryRoomBus, type PeerRecord } from '../../realtime/room-bus.ts';
import { openTestApp, type TestApp } from '../../test/app.ts';
import { catalogueFixtures } from '../../test/catalogue-fixtures.ts';
import { type ClassroomPeople, classroomPeople, eventually, listen, Peer } from '../../test/classroom.ts';
import { primaryTestDatabase } from '../../test/databases.ts';
import type { Buyer } from '../../test/orders-fixtures.ts';
import { replayDueAt } from './group-rooms.service.ts';

const MINUTE = 60_000;
/** Monday 2030-01-07 10:00 in Shanghai. */
const STARTS = new Date('2030-01-07T02:00:00Z');
/** The first bytes of an MP4 file: a box of type `ftyp`. */
const MP4 = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypisom'), Buffer.alloc(4096, 7)]);

/** What a socket got: its welcome, or the code it was closed with. */
async function admission(
  base: string,
  token: string,
): Promise<{ welcomed: boolean; code?: number; peer: Peer }> {
  const peer = await Peer.open(base, token);
  const welcomed = await peer.take('welcome').then(
    () => true,
    () => false,
  );
  return welcomed ? { welcomed, peer } : { welcomed, code: await peer.closeCode(), peer };
}

describe('group-class rooms', () => {
  let t: TestApp;
  let base: string;
  let clock = STARTS;
  let people: ClassroomPeople;
  let replayDir: string;
  const open: Peer[] = [];
  let made = 0;

  beforeAll(async () => {
    replayDir = await mkdtemp(path.join(os.tmpdir(), 'group-rooms-test-'));
    t = await openTestApp(primaryTestDatabase(), {
      seed: catalogueFixtures,
      lessonHistory: false,
      now: () => clock,
      replayDir,
    });
    people = await classroomPeople(t, STARTS);
    base = await listen(t);
  });
  afterEach(async () => {
    clock = STARTS;
    await Promise.all(open.splice(0).map((peer) => peer.end()));
  });
  afterAll(async () => {
    await t?.close();
    await rm(replayDir, { recursive: true, force: true });
  });

  /** A class of Ana's with one 50-minute session at STARTS and seats for `seats`. */
  async function groupClass(
    seats: Buyer[],
    options: { roomType?: 2 | 4; viewerLimit?: number | null } = {},
  ): Promise<{ courseId: number; sessionId: number }> {
    const course = await t.db
      .insertInto('courses')
      .values({ slug: `group-room-${++made}`, kind: 'group', level: 'HSK 1', teacher_user_id: people.ana.id })
      .returning('id')
      .executeTakeFirstOrThrow();
    await t.db
      .insertInto('group_classes')
      .values({
        course_id: course.id,
        capacity: 6,
        min_head_count: 1,
        room_type: options.roomType ?? 4,
        viewer_limit: options.viewerLimit ?? null,
      })
      .execute();
    const session = await t.db
      .insertInto('group_sessions')
      .values({ course_id: course.id, starts_at: STARTS, minutes: 50 })
      .returning('id')
      .executeTakeFirstOrThrow();
    for (const seat of seats)
      await t.db.insertInto('enrolments').values({ course_id: course.id, user_id: seat.id }).execute();
    return { courseId: Number(course.id), sessionId: Number(session.id) };
  }

  const auth = (who: Buyer) => ({ authorization: `Bearer ${who.token}` });

  async function enter(who: Buyer, sessionId: number | string) {
    const answer = await t.app.inject({
      method: 'GET',
      url: `/api/classroom/sessions/${sessionId}?language=en`,
      headers: auth(who),
    });
    return {
      status: answer.statusCode,
      entry: answer.statusCode === 200 ? (answer.json().response as ClassroomEntry) : undefined,
    };
  }

  async function sessions(who: Buyer, courseId: number) {
    const answer = await t.app.inject({
      method: 'GET',
      url: `/api/classroom/groups/${courseId}?language=en`,
      headers: auth(who),
    });
    return {
      status: answer.statusCode,
      list: answer.statusCode === 200 ? (answer.json().response as GroupClassSessions) : undefined,
    };
  }

  async function connect(who: Buyer, sessionId: number) {
    const { entry } = await enter(who, sessionId);
    if (!entry?.token) throw new Error(`no token: ${JSON.stringify(entry)}`);
    const admitted = await admission(base, entry.token);
    open.push(admitted.peer);
    return admitted;
  }

  it('admits the teacher, the seat holders and assistants with their roles, and no one else', async () => {
    const { sessionId } = await groupClass([people.learner, people.otherLearner]);
    clock = new Date(STARTS.getTime() - 20 * MINUTE);
    const teacher = await enter(people.ana, sessionId);
    expect(teacher.entry).toMatchObject({
      room_id: `group-${sessionId}`,
      room_type: 4,
      role: 1,
      state: 'open',
      group: { session_id: sessionId, viewer_limit: null },
      opens_at: new Date(STARTS.getTime() - 20 * MINUTE).toISOString(),
      closes_at: new Date(STARTS.getTime() + 80 * MINUTE).toISOString(),
    });
    expect(teacher.entry?.token).toEqual(expect.any(String));
    expect((await enter(people.learner, sessionId)).entry).toMatchObject({ role: 2, state: 'open' });
    expect((await enter(people.assistant, sessionId)).entry).toMatchObject({ role: 3 });
    for (const stranger of [people.stranger, people.bo])
      expect((await enter(stranger, sessionId)).status).toBe(404);
    expect((await enter(people.learner, 'x')).status).toBe(400);

    // Three people in a small class: each is welcomed with the others already there.
    for (const who of [people.ana, people.learner, people.otherLearner])
      expect((await connect(who, sessionId)).welcomed).toBe(true);
    const rows = () =>
      t.db
        .selectFrom('classroom_attendance')
        .select(['role', 'lesson_id'])
        .where('group_session_id', '=', String(sessionId))
        .execute();
    await eventually(async () => (await rows()).length === 3);
    const attendance = await rows();
    expect(attendance.map((row) => row.role).sort()).toEqual([1, 2, 2]);
    expect(attendance.every((row) => row.lesson_id === null)).toBe(true);
  });

  it('opens 20 minutes before the start, closes after the grace, and at once when the class is cancelled', async () => {
    const { sessionId, courseId } = await groupClass([people.learner]);
    clock = new Date(STARTS.getTime() - 21 * MINUTE);
    expect((await enter(people.learner, sessionId)).entry).toMatchObject({ state: 'early', token: null });
    clock = new Date(STARTS.getTime() + 80 * MINUTE);
    expect((await enter(people.learner, sessionId)).entry).toMatchObject({ state: 'over', token: null });

    clock = STARTS;
    const { entry } = await enter(people.learner, sessionId);
    await t.db
      .updateTable('group_classes')
      .set({ status: 2, cancelled_at: STARTS })
      .where('course_id', '=', String(courseId))
      .execute();
    expect((await enter(people.learner, sessionId)).entry?.state).toBe('over');
    // A token given before the cancellation no longer admits.
    const late = await admission(base, entry?.token ?? '');
    open.push(late.peer);
    expect(late).toMatchObject({ welcomed: false, code: SIGNAL_CLOSE.notOpen });
  });

  it('admits a big class viewer only below the authorised number: two for the last place, one wins', async () => {
    const third = people.stranger;
    const { sessionId } = await groupClass([people.learner, people.otherLearner, third], {
      roomType: 2,
      viewerLimit: 2,
    });
    const entry = (await enter(people.learner, sessionId)).entry;
    expect(entry).toMatchObject({ room_type: 2, role: 2, group: { viewer_limit: 2 } });
    expect((await connect(people.ana, sessionId)).welcomed).toBe(true);
    expect((await connect(people.learner, sessionId)).welcomed).toBe(true);
    const [one, two] = await Promise.all([
      connect(people.otherLearner, sessionId),
      connect(third, sessionId),
    ]);
    expect([one.welcomed, two.welcomed].filter(Boolean)).toHaveLength(1);
    expect([one.code, two.code]).toContain(SIGNAL_CLOSE.viewersFull);
    // The teacher and assistants are never counted; a viewer who reconnects keeps their place.
    expect((await connect(people.assistant, sessionId)).welcomed).toBe(true);
    expect((await connect(people.learner, sessionId)).welcomed).toBe(true);
  });

  it('counts viewers and adds one in one step of the in-memory bus', async () => {
    const bus = memoryRoomBus();
    const viewer = (n: number): PeerRecord => ({ peer_id: `p${n}`, user_id: n, name: `v${n}`, role: 2 });
    const room = { id: 'group-1', keepMs: 60_000 };
    const added = await Promise.all([1, 2, 3].map((n) => bus.addViewer(room, viewer(n), 2)));
    expect(added.filter(Boolean)).toHaveLength(2);
    expect(await bus.peers('group-1')).toHaveLength(2);
  });

  const redisUrl = process.env.TEST_REDIS_URL;
  (redisUrl ? it : it.skip)('gives the last place to one of two processes over Redis', async () => {
    const clients = [new Redis(redisUrl as string), new Redis(redisUrl as string)];
    const keyPrefix = `group-rooms-test-${randomBytes(6).toString('hex')}`;
    const buses = await Promise.all(
      clients.map((client) => openRoomBus({ kind: 'redis', client, keyPrefix })),
    );
    try {
      const room = { id: 'group-7', keepMs: 60_000 };
      const viewer = (n: number): PeerRecord => ({ peer_id: `p${n}`, user_id: n, name: `v${n}`, role: 2 });
      expect(await buses[0]?.addViewer(room, viewer(1), 2)).toBe(true);
      const race = await Promise.all([
        buses[0]?.addViewer(room, viewer(2), 2),
        buses[1]?.addViewer(room, viewer(3), 2),
      ]);
      expect(race.filter(Boolean)).toHaveLength(1);
      expect(await buses[1]?.peers('group-7')).toHaveLength(2);
    } finally {
      for (const bus of buses) await bus.clearRoom('group-7');
      for (const bus of buses) await bus.close();
      for (const client of clients) client.disconnect();
    }
  });

  it('lists the sessions with their replays, given by the teacher after the end as a link or a file', async () => {
    const { sessionId, courseId } = await groupClass([people.learner]);
    const put = (who: Buyer, url: string, payload: object) =>
      t.app.inject({ method: 'PUT', url, headers: auth(who), payload });
    const replayUrl = `/api/classroom/sessions/${sessionId}/replay`;
    // Before the end: too early. Someone else's session: not theirs. A learner: not a teacher.
    const early = await put(people.ana, replayUrl, { url: 'https://video.example.com/1.mp4' });
    expect(early.statusCode).toBe(409);
    expect(early.json().error).toEqual({
      code: CLASSROOM_ERROR_CODES.replayTooEarly,
      message: CLASSROOM_MESSAGES.replayTooEarly,
    });
    clock = new Date(STARTS.getTime() + 60 * MINUTE);
    expect((await put(people.bo, replayUrl, { url: 'https://video.example.com/1.mp4' })).statusCode).toBe(
      404,
    );
    expect((await put(people.learner, replayUrl, { url: 'https://x.example/1.mp4' })).statusCode).toBe(403);
    expect((await put(people.ana, replayUrl, { url: 'javascript:alert(1)' })).statusCode).toBe(400);

    const linked = await put(people.ana, replayUrl, { url: 'https://video.example.com/1.mp4' });
    expect(linked.statusCode).toBe(200);
    expect(linked.json().response.replay).toMatchObject({
      kind: 'url',
      url: 'https://video.example.com/1.mp4',
    });
    const seen = await sessions(people.learner, courseId);
    expect(seen.list).toMatchObject({ role: 2, room_type: 4, course_id: courseId });
    expect(seen.list?.sessions[0]).toMatchObject({
      id: sessionId,
      state: 'open',
      replay: { kind: 'url' },
      replay_due_at: '2030-01-09T02:50:00.000Z',
    });
    expect((await sessions(people.stranger, courseId)).status).toBe(404);

    // A file: the type is checked by header and by its first bytes, then stored and served in ranges.
    const upload = (type: string, body: Buffer) =>
      t.app.inject({
        method: 'PUT',
        url: `${replayUrl}/file`,
        headers: { ...auth(people.ana), 'content-type': type },
        payload: body,
      });
    expect((await upload('text/plain', MP4)).statusCode).toBe(415);
    const fake = await upload('video/mp4', Buffer.alloc(64, 1));
    expect(fake.statusCode).toBe(422);
    expect(fake.json().error.code).toBe(CLASSROOM_ERROR_CODES.replayNotVideo);
    const stored = await upload('video/mp4', MP4);
    expect(stored.statusCode).toBe(200);
    expect(stored.json().response.replay).toMatchObject({ kind: 'file', size_bytes: MP4.length });
    // The link it replaced and the refused uploads left nothing behind; one file is kept.
    expect(await readdir(replayDir)).toHaveLength(1);

    const played = (await sessions(people.learner, courseId)).list?.sessions[0]?.replay?.url ?? '';
    expect(played).toMatch(/^\/api\/classroom\/sessions\/\d+\/replay\/file\?key=/);
    const range = await t.app.inject({ method: 'GET', url: played, headers: { range: 'bytes=4-11' } });
    expect(range.statusCode).toBe(206);
    expect(range.headers['content-type']).toBe('video/mp4');
    expect(range.body).toBe('ftypisom');
    // The key is the learner's: it does not open another session, nor survive a tampered signature.
    const other = await groupClass([people.learner]);
    expect(
      (await t.app.inject({ method: 'GET', url: played.replace(`/${sessionId}/`, `/${other.sessionId}/`) }))
        .statusCode,
    ).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `${played.slice(0, -2)}xx` })).statusCode).toBe(404);
    // A file gone from the disk (a lost volume): a clean 404 in the API's envelope, not a 500.
    for (const name of await readdir(replayDir)) await rm(path.join(replayDir, name));
    const gone = await t.app.inject({ method: 'GET', url: played });
    expect(gone.statusCode).toBe(404);
    expect(gone.headers['content-type']).toMatch(/^application\/json/);
    expect(gone.json().error.message).toBe('Not found');
    // A seat given back: the address stops playing.
    await t.db.deleteFrom('enrolments').where('user_id', '=', String(people.learner.id)).execute();
    expect((await t.app.inject({ method: 'GET', url: played })).statusCode).toBe(404);
  });

  it('starts on a fresh data folder without a warning, the replays folder made', async () => {
    const fresh = path.join(replayDir, 'fresh', 'replays');
    const lines: string[] = [];
    const other = await openTestApp(t, {
      seed: false,
      replayDir: fresh,
      logger: { level: 'warn', stream: { write: (line: string) => void lines.push(line) } },
    });
    await other.close();
    expect(lines).toEqual([]);
    expect((await stat(fresh)).isDirectory()).toBe(true);
  });

  it('dates a replay 2 working days after the end, over a weekend', () => {
    expect(replayDueAt(new Date('2030-01-10T10:00:00Z')).toISOString()).toBe('2030-01-14T10:00:00.000Z');
    expect(replayDueAt(new Date('2030-01-12T10:00:00Z')).toISOString()).toBe('2030-01-15T10:00:00.000Z');
  });
});
