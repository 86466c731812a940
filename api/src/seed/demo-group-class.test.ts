import { CLASSROOM_ROLE, type ClassroomEntry, LANGS, ROOM_TYPE } from '@hanyu/contract';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { teacherEmail } from '../modules/catalogue/index.ts';
import { TEXT_FIELDS } from '../modules/translations/index.ts';
import { createSession } from '../modules/users/index.ts';
import { openTestApp, type TestApp } from '../test/app.ts';
import { catalogueFixtures } from '../test/catalogue-fixtures.ts';
import { testDatabases } from '../test/databases.ts';
import { DEMO_EMAILS } from './demo-accounts.ts';
import { DEMO_GROUP_SLUG, ensureOpenDemoGroupSession } from './demo-group-class.ts';
import { loadSeed } from './load-seed.ts';

const MINUTE = 60_000;

describe.each(testDatabases())('the demo group class with an open room on $name', (target) => {
  let t: TestApp;
  let clock = new Date('2031-02-03T09:02:00Z');
  const teacher = catalogueFixtures.teachers[0]?.slug as string;

  beforeAll(async () => {
    t = await openTestApp(target, { seed: false, now: () => clock });
    await loadSeed(t.db, catalogueFixtures, { demoAccounts: true, lessonHistory: false });
  });
  afterAll(() => t.close());

  const userId = async (email: string) =>
    Number(
      (await t.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id,
    );

  it('opens a small class of the demo teacher with a session from the next five minutes, seats for both demo learners', async () => {
    const made = await ensureOpenDemoGroupSession(t.db, clock, teacher);
    expect(made).toBeDefined();
    const { courseId, sessionId } = made as { courseId: number; sessionId: number };
    const course = await t.db
      .selectFrom('courses')
      .innerJoin('group_classes', 'group_classes.course_id', 'courses.id')
      .select(['courses.slug', 'courses.kind', 'courses.teacher_user_id', 'group_classes.room_type'])
      .where('courses.id', '=', String(courseId))
      .executeTakeFirstOrThrow();
    expect(course).toMatchObject({ slug: DEMO_GROUP_SLUG, kind: 'group', room_type: ROOM_TYPE.smallClass });
    expect(Number(course.teacher_user_id)).toBe(await userId(teacherEmail(teacher)));
    // Never sold: no items to buy.
    expect(
      await t.db.selectFrom('course_skus').select('id').where('course_id', '=', String(courseId)).execute(),
    ).toEqual([]);
    const seats = await t.db
      .selectFrom('enrolments')
      .innerJoin('users', 'users.id', 'enrolments.user_id')
      .select('users.email')
      .where('enrolments.course_id', '=', String(courseId))
      .orderBy('users.email')
      .execute();
    expect(seats.map((seat) => seat.email)).toEqual([DEMO_EMAILS.learner, DEMO_EMAILS.companyLearner].sort());
    const titles = await t.db
      .selectFrom('translations')
      .select('language_trans')
      .where('field_name', '=', TEXT_FIELDS.courseTitle)
      .where('model_id', '=', String(courseId))
      .execute();
    expect(titles.map((title) => title.language_trans).sort()).toEqual([...LANGS].sort());
    // Its room's courseware panel has the HSK 1 lesson's slides to turn.
    const slides = await t.db
      .selectFrom('courseware_pages')
      .select('number')
      .where('course_id', '=', String(courseId))
      .execute();
    expect(slides.length).toBeGreaterThan(1);
    const session = await t.db
      .selectFrom('group_sessions')
      .select(['starts_at', 'minutes'])
      .where('id', '=', String(sessionId))
      .executeTakeFirstOrThrow();
    expect(new Date(session.starts_at).toISOString()).toBe('2031-02-03T09:05:00.000Z');
    expect(session.minutes).toBe(50);

    // The room is open now for its teacher and both seat holders, a small class each of them may publish in.
    const entries: Array<[string, number]> = [
      [teacherEmail(teacher), CLASSROOM_ROLE.teacher],
      [DEMO_EMAILS.learner, CLASSROOM_ROLE.student],
      [DEMO_EMAILS.companyLearner, CLASSROOM_ROLE.student],
    ];
    for (const [email, role] of entries) {
      const { token } = await createSession(t.db, await userId(email), clock);
      const answer = await t.app.inject({
        method: 'GET',
        url: `/api/classroom/sessions/${sessionId}?language=en`,
        headers: { authorization: `Bearer ${token}` },
      });
      expect(answer.statusCode).toBe(200);
      const entry = answer.json().response as ClassroomEntry;
      expect(entry).toMatchObject({
        room_id: `group-${sessionId}`,
        room_type: ROOM_TYPE.smallClass,
        role,
        state: 'open',
        group: { session_id: sessionId, course_id: courseId, viewer_limit: null },
      });
      expect(entry.lesson.course_title).toBe('Demo group class');
      expect(entry.token).toEqual(expect.any(String));
    }
  });

  it('keeps the session while it stays open, then adds the next one to the same class', async () => {
    const first = await ensureOpenDemoGroupSession(t.db, clock, teacher);
    clock = new Date(clock.getTime() + 10 * MINUTE);
    expect(await ensureOpenDemoGroupSession(t.db, clock, teacher)).toEqual(first);
    // Less than 20 minutes left of it: a restart now makes a new session, in the same one class.
    clock = new Date(clock.getTime() + 40 * MINUTE);
    const later = await ensureOpenDemoGroupSession(t.db, clock, teacher);
    expect(later?.courseId).toBe(first?.courseId);
    expect(later?.sessionId).not.toBe(first?.sessionId);
    const classes = await t.db
      .selectFrom('courses')
      .select('id')
      .where('slug', '=', DEMO_GROUP_SLUG)
      .execute();
    expect(classes).toHaveLength(1);
    expect(await ensureOpenDemoGroupSession(t.db, clock, 'no-such-teacher')).toBeUndefined();
  });
});
