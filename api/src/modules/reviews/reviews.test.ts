import { ERROR_CODES, type ReviewPage } from '@hanyu/contract';
import fc from 'fast-check';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { openTestApp, type TestApp } from '../../test/app.ts';
import { catalogueFixtures } from '../../test/catalogue-fixtures.ts';
import { testDatabases } from '../../test/databases.ts';
import { grantVideoCourse, insertVideoCourse } from '../../test/video-learning.ts';
import { listOperatorActions } from '../audit/index.ts';
import { createSession, insertOperator, insertUser } from '../users/index.ts';
import { recountRollups } from './reviews.repository.ts';

const DAY = 86_400_000;
const WRITTEN_ON = new Date('2030-05-01T00:00:00Z');

/** The rollups as kept, and as recounted from the reviews: equal whatever ran before. */
async function rollupsAgainstReviews(db: Kysely<Database>) {
  const kept = await db
    .selectFrom('review_rollups')
    .selectAll()
    .where('review_count', '>', 0)
    .orderBy('subject')
    .orderBy('subject_id')
    .execute();
  const counted = (await recountRollups(db)).sort(
    (a, b) => a.subject.localeCompare(b.subject) || Number(a.subject_id) - Number(b.subject_id),
  );
  const teachers = await db
    .selectFrom('teachers')
    .select(['user_id', 'rating', 'review_count'])
    .orderBy('user_id')
    .execute();
  const expectedTeachers = teachers.map((teacher) => {
    const rollup = counted.find((row) => row.subject === 'teacher' && row.subject_id === teacher.user_id);
    const average = rollup ? Math.round((rollup.star_sum / rollup.review_count) * 10) / 10 : 0;
    return { user_id: teacher.user_id, rating: average, review_count: rollup?.review_count ?? 0 };
  });
  return {
    kept: kept.map((row) => ({ ...row, subject_id: String(row.subject_id) })),
    counted: counted.map((row) => ({ ...row, subject_id: String(row.subject_id) })),
    teachers: teachers.map((row) => ({ ...row, rating: Number(row.rating) })),
    expectedTeachers,
  };
}

async function expectRollupsTrue(db: Kysely<Database>) {
  const { kept, counted, teachers, expectedTeachers } = await rollupsAgainstReviews(db);
  expect(kept).toEqual(counted);
  expect(teachers).toEqual(expectedTeachers);
}

describe.each(testDatabases())('reviews on $name', (target) => {
  let t: TestApp;
  let clock = WRITTEN_ON;
  let courseId: string;
  let teacherUserId: string;
  let teacherToken: string;
  let otherTeacherToken: string;
  let operator: { id: number; token: string };
  let slot = 0;

  async function signedIn(name: string) {
    const id = await insertUser(t.db, { email: `${name}@reviews.test`, nickName: name, passwordHash: 'x' });
    return { id, token: (await createSession(t.db, id, WRITTEN_ON)).token };
  }

  /** A lesson of the teacher's, complete (or as `status` says), taken by `learnerId`, each at its own hour. */
  async function lessonOf(learnerId: number, status: 'complete' | 'booked' = 'complete') {
    const startsAt = new Date(Date.parse('2030-04-01T00:00:00Z') + ++slot * 2 * 3_600_000);
    const endsAt = new Date(startsAt.getTime() + 25 * 60_000);
    const row = await t.db
      .insertInto('lessons')
      .values({
        teacher_user_id: teacherUserId,
        student_user_id: String(learnerId),
        course_id: courseId,
        starts_at: startsAt,
        ends_at: endsAt,
        status,
        summary: status === 'complete' ? 'Went well' : null,
        completed_at: status === 'complete' ? endsAt : null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  const send = (method: 'GET' | 'PUT' | 'POST', url: string, token?: string, payload?: object) =>
    t.app.inject({
      method,
      url: `/api${url}`,
      headers: token ? { authorization: `Bearer ${token}` } : {},
      ...(payload ? { payload } : {}),
    });

  const teacherPage = async () =>
    (await send('GET', `/open/teachers/${teacherUserId}/reviews?page_size=50`)).json().response as ReviewPage;

  beforeAll(async () => {
    t = await openTestApp(target, { seed: catalogueFixtures, lessonHistory: false, now: () => clock });
    const course = await t.db
      .selectFrom('courses')
      .select(['id', 'teacher_user_id'])
      .where('slug', '=', 'live-hsk1')
      .executeTakeFirstOrThrow();
    courseId = course.id;
    teacherUserId = course.teacher_user_id as string;
    teacherToken = (await createSession(t.db, Number(teacherUserId), WRITTEN_ON)).token;
    const other = await t.db
      .selectFrom('teachers')
      .select('user_id')
      .where('user_id', '<>', teacherUserId)
      .executeTakeFirstOrThrow();
    otherTeacherToken = (await createSession(t.db, Number(other.user_id), WRITTEN_ON)).token;
    operator = await signedIn('operator');
    await insertOperator(t.db, operator.id);
  });
  afterAll(() => t.close());
  beforeEach(() => {
    clock = WRITTEN_ON;
  });

  it('lets the learner of a completed lesson review its teacher: shown on the teacher and course pages, rated', async () => {
    const learner = await signedIn('mia');
    const lesson = await lessonOf(learner.id);
    const answer = await send('PUT', `/user/lessons/${lesson}/review`, learner.token, {
      stars: 4,
      text: '  Muy paciente y clara.  ',
      language: 'es',
    });
    expect(answer.statusCode).toBe(200);
    const review = answer.json().response;
    expect(review).toMatchObject({
      stars: 4,
      text: 'Muy paciente y clara.',
      language: 'es',
      reviewer_name: 'mia',
    });
    expect(review.lesson).toBe(true);

    const page = await teacherPage();
    expect(page.list.map((item) => item.id)).toContain(review.id);
    expect(page.summary.count).toBeGreaterThanOrEqual(1);
    const course = (await send('GET', `/open/courses/${courseId}/reviews`)).json().response as ReviewPage;
    expect(course.list.map((item) => item.id)).toContain(review.id);
    await expectRollupsTrue(t.db);
    // The teacher hears of it.
    const notices = await t.db
      .selectFrom('notifications')
      .select(['kind', 'params'])
      .where('user_id', '=', teacherUserId)
      .where('kind', '=', 'new_review')
      .execute();
    expect(notices.map((notice) => (notice.params as { review_id: number }).review_id)).toContain(review.id);
  });

  it('refuses a review from anyone who did not take the lesson, and of a lesson not yet given', async () => {
    const learner = await signedIn('taker');
    const stranger = await signedIn('stranger');
    const lesson = await lessonOf(learner.id);
    const body = { stars: 1, text: 'Never met them.', language: 'en' };
    for (const token of [stranger.token, teacherToken]) {
      const refused = await send('PUT', `/user/lessons/${lesson}/review`, token, body);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().error.code).toBe(ERROR_CODES.notReviewable);
    }
    const booked = await lessonOf(learner.id, 'booked');
    const early = await send('PUT', `/user/lessons/${booked}/review`, learner.token, body);
    expect(early.json().error.code).toBe(ERROR_CODES.notReviewable);
    expect((await send('PUT', '/user/lessons/999999999/review', learner.token, body)).statusCode).toBe(404);
    const count = await t.db
      .selectFrom('reviews')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('lesson_id', 'in', [lesson, booked])
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(0);
  });

  it('refuses malformed reviews with a 4xx: stars out of range, blank text, a made-up language tag', async () => {
    const learner = await signedIn('sloppy');
    const lesson = await lessonOf(learner.id);
    for (const body of [
      { stars: 6, text: 'Great', language: 'en' },
      { stars: 0, text: 'Great', language: 'en' },
      { stars: 3, text: '   ', language: 'en' },
      { stars: 3, text: 'x'.repeat(2001), language: 'en' },
      { stars: 3, text: 'Great', language: 'English!' },
    ]) {
      const answer = await send('PUT', `/user/lessons/${lesson}/review`, learner.token, body);
      expect(answer.statusCode).toBe(400);
    }
  });

  it('edits a review within 7 days (the ratings follow), and refuses after', async () => {
    const learner = await signedIn('editor');
    const lesson = await lessonOf(learner.id);
    const url = `/user/lessons/${lesson}/review`;
    const first = await send('PUT', url, learner.token, { stars: 2, text: 'Late start.', language: 'en' });
    const id = first.json().response.id;
    clock = new Date(WRITTEN_ON.getTime() + 6 * DAY);
    const edited = await send('PUT', url, learner.token, {
      stars: 5,
      text: 'It was my clock.',
      language: 'en',
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().response).toMatchObject({ id, stars: 5, text: 'It was my clock.' });
    await expectRollupsTrue(t.db);
    clock = new Date(WRITTEN_ON.getTime() + 7 * DAY + 1);
    const late = await send('PUT', url, learner.token, {
      stars: 1,
      text: 'Changed my mind.',
      language: 'en',
    });
    expect(late.statusCode).toBe(422);
    expect(late.json().error.code).toBe(ERROR_CODES.reviewEditWindowClosed);
    // The database holds the window too.
    await expect(
      t.db
        .updateTable('reviews')
        .set({ updated_at: new Date(WRITTEN_ON.getTime() + 8 * DAY) })
        .where('id', '=', String(id))
        .execute(),
    ).rejects.toThrow(/reviews_edit_window/);
  });

  it('lets the teacher reply once, and tells the learner', async () => {
    const learner = await signedIn('asker');
    const lesson = await lessonOf(learner.id);
    const id = (
      await send('PUT', `/user/lessons/${lesson}/review`, learner.token, {
        stars: 5,
        text: '很好',
        language: 'zh',
      })
    ).json().response.id;
    const notMine = await send('POST', `/teacher/reviews/${id}/reply`, otherTeacherToken, { reply: 'Hi' });
    expect(notMine.statusCode).toBe(404);
    const reply = await send('POST', `/teacher/reviews/${id}/reply`, teacherToken, { reply: 'Thank you!' });
    expect(reply.statusCode).toBe(200);
    expect(reply.json().response.reply).toBe('Thank you!');
    const again = await send('POST', `/teacher/reviews/${id}/reply`, teacherToken, { reply: 'Really!' });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe(ERROR_CODES.reviewAlreadyReplied);
    await expect(
      t.db.updateTable('reviews').set({ reply: 'Rewritten' }).where('id', '=', String(id)).execute(),
    ).rejects.toThrow(/replied to once/);
    const mine = (await send('GET', '/teacher/reviews', teacherToken)).json().response;
    expect(mine.list.find((item: { id: number }) => item.id === id).reply).toBe('Thank you!');
    const notice = await t.db
      .selectFrom('notifications')
      .select('params')
      .where('user_id', '=', String(learner.id))
      .where('kind', '=', 'review_reply')
      .executeTakeFirstOrThrow();
    expect(notice.params).toMatchObject({ review_id: id });
  });

  it('lets an operator hide a review with a reason (audited, out of the ratings) and show it again', async () => {
    const learner = await signedIn('rude');
    const lesson = await lessonOf(learner.id);
    const id = (
      await send('PUT', `/user/lessons/${lesson}/review`, learner.token, {
        stars: 1,
        text: 'Call me on +86 123',
        language: 'en',
      })
    ).json().response.id;
    expect(
      (await send('POST', `/operator/reviews/${id}/hide`, learner.token, { reason: 'x' })).statusCode,
    ).toBe(403);
    const hidden = await send('POST', `/operator/reviews/${id}/hide`, operator.token, {
      reason: 'Shares a phone number',
    });
    expect(hidden.statusCode).toBe(200);
    expect(hidden.json().response).toMatchObject({ id, hidden_reason: 'Shares a phone number' });
    expect((await teacherPage()).list.map((item) => item.id)).not.toContain(id);
    await expectRollupsTrue(t.db);
    const twice = await send('POST', `/operator/reviews/${id}/hide`, operator.token, { reason: 'Again' });
    expect(twice.json().error.code).toBe(ERROR_CODES.reviewAlreadyHidden);
    const list = (await send('GET', '/operator/reviews?hidden=true', operator.token)).json().response;
    expect(list.list.map((item: { id: number }) => item.id)).toContain(id);
    const shown = await send('POST', `/operator/reviews/${id}/unhide`, operator.token);
    expect(shown.statusCode).toBe(200);
    expect((await teacherPage()).list.map((item) => item.id)).toContain(id);
    await expectRollupsTrue(t.db);
    const actions = await listOperatorActions(t.db, { subject: `review:${id}`, limit: 10 });
    expect(actions.map((action) => action.action).sort()).toEqual(['review.hide', 'review.unhide']);
    expect(actions.find((action) => action.action === 'review.hide')?.reason).toBe('Shares a phone number');
  });

  it('lets a buyer review a video course once half of it is watched, and nobody else', async () => {
    const buyer = await signedIn('watcher');
    const video = await insertVideoCourse(t.db, { lessons: 2 });
    const url = `/user/courses/${video.courseId}/review`;
    const body = { stars: 4, text: 'Clear tones.', language: 'en' };
    const notBought = await send('PUT', url, buyer.token, body);
    expect(notBought.json().error.code).toBe(ERROR_CODES.notReviewable);
    await grantVideoCourse(t.db, buyer.id, video);
    expect((await send('PUT', url, buyer.token, body)).json().error.code).toBe(ERROR_CODES.notReviewable);
    const clip = await t.db
      .selectFrom('video_lesson_items')
      .innerJoin('video_clips', 'video_clips.item_id', 'video_lesson_items.id')
      .select('video_lesson_items.id')
      .where('video_lesson_items.lesson_id', '=', String(video.lessonIds[0]))
      .executeTakeFirstOrThrow();
    await t.db
      .insertInto('video_clip_progress')
      .values({ user_id: String(buyer.id), item_id: clip.id, completed_at: WRITTEN_ON })
      .execute();
    const written = await send('PUT', url, buyer.token, body);
    expect(written.statusCode).toBe(200);
    expect(written.json().response.lesson).toBe(false);
    const reviewables = (await send('GET', '/user/reviews', buyer.token)).json().response;
    expect(reviewables.list).toEqual([
      expect.objectContaining({ lesson_id: null, course_id: video.courseId, review: expect.any(Object) }),
    ]);
    await expectRollupsTrue(t.db);
  });

  it('answers 404 for the reviews of a teacher or course that does not exist', async () => {
    expect((await send('GET', '/open/teachers/999999999/reviews')).statusCode).toBe(404);
    expect((await send('GET', '/open/courses/999999999/reviews')).statusCode).toBe(404);
  });

  it('keeps the ratings equal to the reviews after concurrent writes, edits and hides of one teacher', async () => {
    const learners = await Promise.all(Array.from({ length: 8 }, (_, index) => signedIn(`crowd${index}`)));
    const lessons: Array<{ learner: { id: number; token: string }; id: string }> = [];
    for (const learner of learners) lessons.push({ learner, id: await lessonOf(learner.id) });
    // Every learner writes twice at once (one insert, one edit), while earlier reviews are hidden at once.
    const hideable = (
      await t.db.selectFrom('reviews').select('id').where('hidden_at', 'is', null).limit(4).execute()
    ).map((row) => row.id);
    const answers = await Promise.all([
      ...lessons.flatMap(({ learner, id }, index) => [
        send('PUT', `/user/lessons/${id}/review`, learner.token, {
          stars: (index % 5) + 1,
          text: 'First',
          language: 'en',
        }),
        send('PUT', `/user/lessons/${id}/review`, learner.token, {
          stars: ((index + 2) % 5) + 1,
          text: 'Second',
          language: 'en',
        }),
      ]),
      ...hideable.map((id) =>
        send('POST', `/operator/reviews/${id}/hide`, operator.token, { reason: 'Race' }),
      ),
    ]);
    for (const answer of answers) expect(answer.statusCode).toBe(200);
    const written = await t.db
      .selectFrom('reviews')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where(
        'lesson_id',
        'in',
        lessons.map((lesson) => lesson.id),
      )
      .executeTakeFirstOrThrow();
    expect(Number(written.n)).toBe(lessons.length);
    await expectRollupsTrue(t.db);
  });

  it('keeps the ratings equal to the reviews after any sequence of writes, edits, hides and un-hides', async () => {
    const learners = await Promise.all(Array.from({ length: 3 }, (_, index) => signedIn(`prop${index}`)));
    const lessons: Array<{ learner: { id: number; token: string }; id: string }> = [];
    for (const learner of learners) lessons.push({ learner, id: await lessonOf(learner.id) });
    const step = fc.oneof(
      fc.record({
        type: fc.constant('write' as const),
        lesson: fc.nat({ max: lessons.length - 1 }),
        stars: fc.integer({ min: 1, max: 5 }),
      }),
      fc.record({
        type: fc.constantFrom('hide' as const, 'unhide' as const),
        lesson: fc.nat({ max: lessons.length - 1 }),
      }),
    );
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 8 }), async (steps) => {
        await Promise.all(
          steps.map(async (action) => {
            const lesson = lessons[action.lesson] as (typeof lessons)[number];
            if (action.type === 'write') {
              const answer = await send('PUT', `/user/lessons/${lesson.id}/review`, lesson.learner.token, {
                stars: action.stars,
                text: 'Property',
                language: 'en',
              });
              expect(answer.statusCode).toBe(200);
              return;
            }
            const review = await t.db
              .selectFrom('reviews')
              .select('id')
              .where('lesson_id', '=', lesson.id)
              .executeTakeFirst();
            if (!review) return;
            const answer =
              action.type === 'hide'
                ? await send('POST', `/operator/reviews/${review.id}/hide`, operator.token, {
                    reason: 'Property',
                  })
                : await send('POST', `/operator/reviews/${review.id}/unhide`, operator.token);
            // Hiding a hidden review (or showing a shown one) is refused; nothing else is.
            expect([200, 409]).toContain(answer.statusCode);
          }),
        );
        await expectRollupsTrue(t.db);
      }),
      { numRuns: 12 },
    );
  });
});
