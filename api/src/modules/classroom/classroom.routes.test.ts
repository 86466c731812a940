import { ROOM_TOKEN_SECONDS } from '@hanyu/contract';
import type { TestApp } from '../../test/app.ts';
import { type ClassroomPeople, enter, lessonAt, openClassroomApp } from '../../test/classroom.ts';
import { testDatabases } from '../../test/databases.ts';
import { markLesson } from '../lessons/index.ts';
import { verifyRoomToken } from './room-token.ts';

const MINUTE = 60_000;
/** Monday 2030-01-07 10:00 in Shanghai: a 50-minute lesson, its room open 09:40–11:20. */
const STARTS = new Date('2030-01-07T02:00:00Z');
const ENDS = new Date(STARTS.getTime() + 50 * MINUTE);
const SECRET = 'the-secret-of-the-classroom-route-tests';
const ICE_SERVERS = [{ urls: ['stun:stun.example.com:3478'] }];

describe.each(testDatabases())('the classroom entry on $name', (target) => {
  let t: TestApp;
  let clock = STARTS;
  let people: ClassroomPeople;
  let lesson: number;

  beforeAll(async () => {
    ({ t, people, lesson } = await openClassroomApp(target, STARTS, {
      now: () => clock,
      classroomSecret: SECRET,
      classroomIceServers: ICE_SERVERS,
    }));
  });
  afterAll(() => t.close());

  it('admits the learner once entry opens, with a token for the signalling socket', async () => {
    clock = new Date(STARTS.getTime() - 20 * MINUTE);
    const { status, entry } = await enter(t, people.learner, lesson);
    expect(status).toBe(200);
    expect(entry).toMatchObject({
      room_id: `lesson-${lesson}`,
      room_type: 0,
      provider: 'room',
      role: 2,
      state: 'open',
      opens_at: clock.toISOString(),
      closes_at: new Date(ENDS.getTime() + 30 * MINUTE).toISOString(),
      lesson: {
        id: lesson,
        course_title: 'HSK 1 Essentials',
        teacher_name: 'Ana Li',
        student_name: 'learner',
        starts_at: STARTS.toISOString(),
        ends_at: ENDS.toISOString(),
        trial: false,
      },
      token_expires_at: new Date(clock.getTime() + ROOM_TOKEN_SECONDS * 1000).toISOString(),
      ice_servers: ICE_SERVERS,
    });
    expect(verifyRoomToken(entry?.token ?? '', SECRET, clock)).toEqual({
      room: `lesson-${lesson}`,
      lesson,
      user: people.learner.id,
      name: 'learner',
      role: 2,
      gen: 0,
      exp: (clock.getTime() + ROOM_TOKEN_SECONDS * 1000) / 1000,
    });
  });

  it('gives the teacher role 1 and any assistant teacher role 3, under their own names', async () => {
    clock = STARTS;
    const teacher = await enter(t, people.ana, lesson);
    expect(teacher.entry).toMatchObject({ role: 1, state: 'open' });
    expect(verifyRoomToken(teacher.entry?.token ?? '', SECRET, clock)).toMatchObject({
      user: people.ana.id,
      name: 'Ana Li',
      role: 1,
    });
    const assistant = await enter(t, people.assistant, lesson);
    expect(assistant.entry).toMatchObject({ role: 3, state: 'open' });
    expect(verifyRoomToken(assistant.entry?.token ?? '', SECRET, clock)).toMatchObject({
      user: people.assistant.id,
      name: 'assistant',
      role: 3,
    });
  });

  it('is the 404 of a lesson that is not theirs to anyone else', async () => {
    clock = STARTS;
    for (const who of [people.stranger, people.bo, people.otherLearner])
      expect((await enter(t, who, lesson)).status).toBe(404);
    expect((await enter(t, people.learner, 999_999_999)).status).toBe(404);
  });

  it('is early, without a token, before entry opens', async () => {
    clock = new Date(STARTS.getTime() - 30 * MINUTE);
    const { entry } = await enter(t, people.learner, lesson);
    expect(entry).toMatchObject({ state: 'early', token: null, token_expires_at: null });
    expect(entry?.opens_at).toBe(new Date(STARTS.getTime() - 20 * MINUTE).toISOString());
  });

  it('gives no token past the room close, and the last ones expire with it', async () => {
    clock = new Date(ENDS.getTime() + 25 * MINUTE);
    const late = (await enter(t, people.learner, lesson)).entry;
    expect(late).toMatchObject({ state: 'open', token_expires_at: late?.closes_at });
    clock = new Date(ENDS.getTime() + 30 * MINUTE);
    expect((await enter(t, people.learner, lesson)).entry).toMatchObject({ state: 'over', token: null });
  });

  it('stays open once the teacher completed the lesson, and is over once it is cancelled', async () => {
    clock = STARTS;
    const later = await lessonAt(t, {
      teacher: people.ana,
      learner: people.learner,
      courseSlug: 'live-hsk1',
      startsAt: new Date(STARTS.getTime() + 24 * 60 * MINUTE),
      minutes: 25,
    });
    await markLesson(t.db, lesson, {
      status: 'complete',
      at: clock,
      summary: 'Tones.',
      material: null,
      progress: null,
    });
    expect((await enter(t, people.learner, lesson)).entry?.state).toBe('open');
    await markLesson(t.db, later, { status: 'cancelled', at: clock, by: people.learner.id });
    clock = new Date(STARTS.getTime() + 24 * 60 * MINUTE);
    expect((await enter(t, people.ana, later)).entry).toMatchObject({
      state: 'over',
      token: null,
      token_expires_at: null,
    });
  });
});
