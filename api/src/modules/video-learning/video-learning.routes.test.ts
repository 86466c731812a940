import http from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  ERROR_CODES,
  type MyVideoCourses,
  VIDEO_LEARNING_MESSAGES,
  type VideoAttemptResult,
  type VideoClip,
  type VideoClipProgress,
  type VideoCourseOutline,
  type VideoPractice,
  type VideoWords,
} from '@hanyu/contract';
import { openTestApp, type TestApp } from '../../test/app.ts';
import { catalogueFixtures } from '../../test/catalogue-fixtures.ts';
import { testDatabases } from '../../test/databases.ts';
import { type Buyer, buyer } from '../../test/orders-fixtures.ts';
import {
  answersWithWrong,
  grantVideoCourse,
  insertVideoCourse,
  RIGHT_ANSWERS,
  type VideoCourseFixture,
} from '../../test/video-learning.ts';
import { signVideoKey } from './video-keys.ts';

const SECRET = 'video-learning-test-secret';

describe.each(testDatabases())('video learning on $name', (target) => {
  let t: TestApp;
  let clock = new Date();
  const tick = (seconds: number) => {
    clock = new Date(clock.getTime() + seconds * 1000);
  };

  beforeAll(async () => {
    t = await openTestApp(target, {
      seed: catalogueFixtures,
      lessonHistory: false,
      now: () => clock,
      classroomSecret: SECRET,
    });
  });
  afterAll(() => t.close());

  const call = async (who: Buyer | undefined, method: 'GET' | 'POST', url: string, payload?: unknown) => {
    const answer = await t.app.inject({
      method,
      url: `/api${url}`,
      headers: who ? { authorization: `Bearer ${who.token}` } : {},
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
    const body = answer.headers['content-type']?.toString().startsWith('application/json')
      ? answer.json()
      : undefined;
    return { status: answer.statusCode, body, answer };
  };
  const ok = async <T>(who: Buyer, method: 'GET' | 'POST', url: string, payload?: unknown): Promise<T> => {
    const answer = await call(who, method, url, payload);
    if (answer.status !== 200) throw new Error(`${method} ${url}: ${answer.status} ${answer.answer.body}`);
    return answer.body.response as T;
  };
  const outline = (who: Buyer, course: VideoCourseFixture, language = 'en') =>
    ok<VideoCourseOutline>(who, 'GET', `/learning/video/${course.courseId}?language=${language}`);
  const report = (who: Buyer, lesson: number, ranges: Array<[number, number]>, position = 0) =>
    call(who, 'POST', `/learning/video/lessons/${lesson}/progress`, {
      ranges: ranges.map(([start, end]) => ({ start, end })),
      position,
    });
  /** Plays the clip through as a player reporting every 5 s at normal speed would. */
  async function watchClip(who: Buyer, lesson: number, seconds: number): Promise<VideoClipProgress> {
    expect((await report(who, lesson, [])).status).toBe(200);
    let last: VideoClipProgress | undefined;
    for (let at = 0; at < seconds; at += 5) {
      tick(5);
      const answer = await report(who, lesson, [[at, Math.min(at + 5, seconds)]], Math.min(at + 5, seconds));
      expect(answer.status).toBe(200);
      last = answer.body.response;
    }
    return last as VideoClipProgress;
  }
  const practise = (who: Buyer, lesson: number, answers: unknown[]) =>
    call(who, 'POST', `/learning/video/lessons/${lesson}/practice`, { answers });

  async function learnerWithCourse(options: { lessons?: number; previewFirst?: boolean } = {}) {
    const course = await insertVideoCourse(t.db, options);
    const learner = await buyer(t.db, 'video-learner');
    await grantVideoCourse(t.db, learner.id, course);
    return { course, learner };
  }

  it('opens the first lesson to a buyer, and the next only once the clip is watched and the practice passed', async () => {
    const { course, learner } = await learnerWithCourse();
    const [first, second, third] = course.lessonIds as [number, number, number];
    const before = await outline(learner, course);
    expect(before.has_access).toBe(true);
    expect(before.lessons.map((lesson) => [lesson.id, lesson.state, lesson.locked_reason])).toEqual([
      [first, 'current', null],
      [second, 'locked', 'sequence'],
      [third, 'locked', 'sequence'],
    ]);
    expect(before.resume).toEqual({ lesson_id: first, item: 'words', position_seconds: 0 });
    expect(before.progress).toEqual({ done: 0, total: 3, ratio: 0 });

    const watched = await watchClip(learner, first, course.clipSeconds);
    expect(watched).toMatchObject({ completed: true, watched_seconds: 30, lesson_complete: false });
    expect((await outline(learner, course)).lessons[1]?.state).toBe('locked');

    const passed = await practise(learner, first, answersWithWrong(1));
    expect(passed.status).toBe(200);
    expect(passed.body.response).toMatchObject({
      score: 80,
      tier: 80,
      passed: true,
      lesson_complete: true,
      unlocked_lesson_id: second,
    } satisfies Partial<VideoAttemptResult>);
    const after = await outline(learner, course);
    expect(after.lessons.map((lesson) => [lesson.state, lesson.best_score, lesson.tier])).toEqual([
      ['done', 80, 80],
      ['current', null, null],
      ['locked', null, null],
    ]);
    expect(after.progress).toEqual({ done: 1, total: 3, ratio: 0.333 });
    expect(after.resume?.lesson_id).toBe(second);
  });

  it('answers every content endpoint and file of a locked lesson with 403 and the sequence message', async () => {
    const { course, learner } = await learnerWithCourse();
    const locked = course.lessonIds[1] as number;
    const key = signVideoKey(SECRET, 'lesson', locked, learner.id, clock);
    const refusals = [
      await call(learner, 'GET', `/learning/video/lessons/${locked}/words`),
      await call(learner, 'GET', `/learning/video/lessons/${locked}/clip`),
      await call(learner, 'GET', `/learning/video/lessons/${locked}/practice`),
      await report(learner, locked, []),
      await practise(learner, locked, RIGHT_ANSWERS),
      await call(learner, 'GET', `/learning/video/lessons/${locked}/clip/file?key=${key}`),
      await call(learner, 'GET', `/learning/video/lessons/${locked}/captions/zh?key=${key}`),
      await call(learner, 'GET', `/learning/video/lessons/${locked}/words/1/audio?key=${key}`),
    ];
    for (const refusal of refusals) {
      expect(refusal.status).toBe(403);
      expect(refusal.body.error).toEqual({
        code: ERROR_CODES.videoSequence,
        message: VIDEO_LEARNING_MESSAGES.sequence,
      });
    }
    // Nothing was recorded on the locked lesson through the refused calls.
    expect((await outline(learner, course)).lessons[1]).toMatchObject({ watched_ratio: 0, best_score: null });
  });

  it('gives a preview lesson to anyone signed in, and a stranger nothing else of the course (404)', async () => {
    const course = await insertVideoCourse(t.db, { previewFirst: true });
    const stranger = await buyer(t.db, 'video-stranger');
    const [preview, second] = course.lessonIds as [number, number];
    const seen = await outline(stranger, course);
    expect(seen.has_access).toBe(false);
    expect(seen.lessons.map((lesson) => [lesson.state, lesson.locked_reason])).toEqual([
      ['preview', null],
      ['locked', 'purchase'],
      ['locked', 'purchase'],
    ]);
    expect((await call(stranger, 'GET', `/learning/video/lessons/${preview}/words`)).status).toBe(200);
    for (const part of ['words', 'clip', 'practice']) {
      const answer = await call(stranger, 'GET', `/learning/video/lessons/${second}/${part}`);
      expect(answer.status).toBe(404);
    }
    // Even completing the preview does not open the next lesson without the course.
    await watchClip(stranger, preview, course.clipSeconds);
    expect((await practise(stranger, preview, RIGHT_ANSWERS)).body.response).toMatchObject({
      lesson_complete: true,
      unlocked_lesson_id: null,
    });
    expect((await call(stranger, 'GET', `/learning/video/lessons/${second}/words`)).status).toBe(404);
    expect((await call(stranger, 'GET', '/learning/video/999999999')).status).toBe(404);
  });

  it('does not complete a clip seeked to its end, or posted whole at once', async () => {
    const { course, learner } = await learnerWithCourse();
    const lesson = course.lessonIds[0] as number;
    // The first report starts the clock: a whole clip with it is refused.
    const whole = await report(learner, lesson, [[0, 30]]);
    expect(whole.status).toBe(422);
    expect(whole.body.error.code).toBe(ERROR_CODES.videoReportTooLong);
    expect((await report(learner, lesson, [])).status).toBe(200);
    tick(5);
    // A few seconds played, then a seek to the end and the last seconds played: only what was played counts.
    const seeked = await report(
      learner,
      lesson,
      [
        [0, 5],
        [28, 30],
      ],
      30,
    );
    expect(seeked.body.response).toMatchObject({
      watched_seconds: 7,
      completed: false,
      position_seconds: 30,
    });
    tick(5);
    const claimed = await report(learner, lesson, [[0, 30]], 30);
    expect(claimed.status).toBe(422);
    expect(claimed.body.error.message).toBe(VIDEO_LEARNING_MESSAGES.reportTooLong);
    const clip = await ok<VideoClip>(learner, 'GET', `/learning/video/lessons/${lesson}/clip`);
    expect(clip.progress).toMatchObject({ watched_seconds: 7, completed: false });
    // The refused report moved no clock: the next honest one is measured from the last accepted.
    const honest = await report(learner, lesson, [[5, 15]], 15);
    expect(honest.body.response).toMatchObject({ watched_seconds: 17 });
  });

  it('counts overlapping ranges once, and re-watched seconds not against the clock', async () => {
    const { course, learner } = await learnerWithCourse();
    const lesson = course.lessonIds[0] as number;
    await report(learner, lesson, []);
    tick(5);
    expect(
      (
        await report(learner, lesson, [
          [0, 6],
          [4, 10],
        ])
      ).body.response.watched_seconds,
    ).toBe(10);
    tick(1);
    // The whole of `played` again, with 2 s more: 10 s already counted are not new.
    const again = await report(learner, lesson, [[0, 12]]);
    expect(again.status).toBe(200);
    expect(again.body.response.watched_seconds).toBe(12);
  });

  it('keeps the best attempt over retries, with the 100/80/60 tiers', async () => {
    const { course, learner } = await learnerWithCourse();
    const lesson = course.lessonIds[0] as number;
    const practice = await ok<VideoPractice>(
      learner,
      'GET',
      `/learning/video/lessons/${lesson}/practice?language=es`,
    );
    expect(practice.questions.map((question) => question.kind)).toEqual([
      'meaning',
      'listen',
      'tone',
      'order',
      'meaning',
    ]);
    expect(JSON.stringify(practice)).not.toContain('answer');
    expect(practice.questions[0]).toMatchObject({
      options: ['es: horse', 'es: mother', 'es: to scold', 'es: hemp'],
    });

    const attempts: Array<[number, number, number | null, boolean, number]> = [];
    for (const wrong of [2, 4, 0, 3]) {
      const answer = (await practise(learner, lesson, answersWithWrong(wrong))).body
        .response as VideoAttemptResult;
      attempts.push([answer.score, answer.best_score, answer.tier, answer.passed, answer.attempts]);
    }
    expect(attempts).toEqual([
      [60, 60, 60, true, 1],
      [20, 60, null, false, 2],
      [100, 100, 100, true, 3],
      [40, 100, null, false, 4],
    ]);
    const after = await ok<VideoPractice>(learner, 'GET', `/learning/video/lessons/${lesson}/practice`);
    expect(after).toMatchObject({ best_score: 100, tier: 100, attempts: 4, pass_score: 60 });
    const refused = await practise(learner, lesson, RIGHT_ANSWERS.slice(1));
    expect(refused.status).toBe(422);
    expect(refused.body.error.code).toBe(ERROR_CODES.videoAnswersMismatch);
  });

  it('refuses malformed reports and answers with a 400, never a 500', async () => {
    const { course, learner } = await learnerWithCourse();
    const lesson = course.lessonIds[0] as number;
    const bad = [
      { ranges: [{ start: 5, end: 2 }], position: 0 },
      { ranges: [{ start: -1, end: 2 }], position: 0 },
      { ranges: 'all', position: 0 },
      { ranges: [], position: 'end' },
    ];
    for (const payload of bad) {
      const answer = await call(learner, 'POST', `/learning/video/lessons/${lesson}/progress`, payload);
      expect(answer.status).toBe(400);
    }
    for (const answers of [[], [{ number: 1 }], [{ number: 1, choice: 0, order: [1] }], 'x']) {
      expect((await practise(learner, lesson, answers as unknown[])).status).toBe(400);
    }
    expect((await call(learner, 'GET', '/learning/video/lessons/abc/words')).status).toBe(400);
  });

  it('loses none of a learner’s concurrent progress reports', async () => {
    const { course, learner } = await learnerWithCourse();
    const lesson = course.lessonIds[0] as number;
    await report(learner, lesson, []);
    tick(30);
    // Ten reports at once, each a second of its own (within the tolerance even with no time between them).
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, index) => report(learner, lesson, [[index * 2, index * 2 + 1]])),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(10).fill(200));
    const clip = await ok<VideoClip>(learner, 'GET', `/learning/video/lessons/${lesson}/clip`);
    expect(clip.progress.watched_seconds).toBe(10);
  });

  it('serves the clip in byte ranges and the captions as WebVTT, to a key of someone it is open to', async () => {
    const { course, learner } = await learnerWithCourse();
    const lesson = course.lessonIds[0] as number;
    const clip = await ok<VideoClip>(learner, 'GET', `/learning/video/lessons/${lesson}/clip?language=ja`);
    expect(clip.captions.map((track) => [track.track, track.srclang, track.label])).toEqual([
      ['zh', 'zh-Hans', '中国語 + ピンイン'],
      ['ja', 'ja', '日本語'],
    ]);
    const part = await t.app.inject({ method: 'GET', url: clip.file_url, headers: { range: 'bytes=0-99' } });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-type']).toBe('video/webm');
    expect(part.rawPayload.length).toBe(100);
    expect(String(part.headers['content-range'])).toMatch(/^bytes 0-99\/\d+$/);

    const zh = await t.app.inject({ method: 'GET', url: clip.captions[0]?.url as string });
    expect(zh.headers['content-type']).toBe('text/vtt; charset=utf-8');
    expect(zh.body).toBe(
      'WEBVTT\n\n1\n00:00:00.000 --> 00:00:04.000\n妈\nmā\n\n2\n00:00:04.000 --> 00:00:08.500\n马 &amp; &lt;马>\nmǎ\n',
    );
    const ja = await t.app.inject({ method: 'GET', url: clip.captions[1]?.url as string });
    expect(ja.body).toContain('ja: mother');

    const words = await ok<VideoWords>(learner, 'GET', `/learning/video/lessons/${lesson}/words?language=ko`);
    expect(words.words[0]).toMatchObject({ characters: '妈', pinyin: 'mā', meaning: 'ko: mother' });
    const audio = await t.app.inject({ method: 'GET', url: words.words[0]?.audio_url as string });
    expect(audio.statusCode).toBe(200);
    expect(audio.headers['content-type']).toBe('audio/ogg');

    const forged = clip.file_url.replace(
      /key=[^&]+/,
      `key=${signVideoKey('another secret', 'lesson', lesson, learner.id, clock)}`,
    );
    expect((await t.app.inject({ method: 'GET', url: forged })).statusCode).toBe(404);
    const stranger = await buyer(t.db, 'video-key-stranger');
    const theirs = signVideoKey(SECRET, 'lesson', lesson, stranger.id, clock);
    expect(
      (await t.app.inject({ method: 'GET', url: clip.file_url.replace(/key=[^&]+/, `key=${theirs}`) }))
        .statusCode,
    ).toBe(404);
  });

  it("lists the learner's courses with their progress for the user centre", async () => {
    const { course, learner } = await learnerWithCourse();
    const none = await ok<MyVideoCourses>(learner, 'GET', '/user/video-courses');
    expect(none.list).toEqual([
      expect.objectContaining({
        course_id: course.courseId,
        lessons_done: 0,
        lessons_total: 3,
        last_studied_at: null,
      }),
    ]);
    await watchClip(learner, course.lessonIds[0] as number, course.clipSeconds);
    await practise(learner, course.lessonIds[0] as number, RIGHT_ANSWERS);
    const mine = await ok<MyVideoCourses>(learner, 'GET', '/user/video-courses?language=zh-cn');
    expect(mine.list[0]).toMatchObject({
      course_id: course.courseId,
      lessons_done: 1,
      ratio: 0.333,
      current_lesson_id: course.lessonIds[1],
      resume_path: `learning/video/${course.courseId}`,
    });
    expect(mine.list[0]?.last_studied_at).not.toBeNull();
  });

  it('pushes progress to an open course page as Server-Sent Events', async () => {
    const { course, learner } = await learnerWithCourse();
    const page = await outline(learner, course);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const received = new Promise<string>((resolve, reject) => {
      const request = http.get(`http://127.0.0.1:${port}${page.events_url}`, (response) => {
        expect(response.headers['content-type']).toBe('text/event-stream; charset=utf-8');
        let text = '';
        response.on('data', (chunk: Buffer) => {
          text += chunk.toString('utf8');
          if (text.includes('event: progress')) {
            request.destroy();
            resolve(text);
          }
        });
        // Once the stream is open, another device reports progress.
        report(learner, course.lessonIds[0] as number, []).then(async () => {
          tick(5);
          await report(learner, course.lessonIds[0] as number, [[0, 5]]);
        }, reject);
      });
      request.on('error', reject);
    });
    expect(await received).toContain(
      `data: ${JSON.stringify({ course_id: course.courseId, lesson_id: course.lessonIds[0] })}`,
    );
  });
});
