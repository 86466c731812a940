import { LANGS, LevelResult, LevelTestResponse } from '@hanyu/contract';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import * as v from 'valibot';
import { type ErrorJson, openTestApp, type TestApp } from '../../test/app.ts';
import { testDatabases } from '../../test/databases.ts';
import { gradeOf, hskLevelOf } from './level.service.ts';
import { LEVEL_QUESTIONS } from './level-questions.ts';

const right = (ids: string[]) =>
  ids.map((id) => {
    const question = LEVEL_QUESTIONS.find((q) => q.id === id);
    if (!question) throw new Error(id);
    return { question_id: id, option_id: question.answer };
  });
const wrong = (ids: string[]) =>
  ids.map((id) => {
    const question = LEVEL_QUESTIONS.find((q) => q.id === id);
    const option = question?.options.find((o) => o.id !== question.answer);
    if (!option) throw new Error(id);
    return { question_id: id, option_id: option.id };
  });
const upTo = (hsk: number) => LEVEL_QUESTIONS.filter((q) => q.hsk <= hsk).map((q) => q.id);

describe('scoring', () => {
  it.each([
    [[], 0],
    [['q01'], 0],
    [['q01', 'q02'], 1],
    [['q01', 'q02', 'q03'], 2],
    [upTo(3), 3],
    [[...upTo(3), 'q07'], 4],
    [[...upTo(3), 'q07', 'q09'], 5],
    // A strong base does not lift a level never answered right.
    [[...upTo(5)], 5],
    [LEVEL_QUESTIONS.map((q) => q.id), 6],
    // A lucky guess high up does not lift an empty base.
    [['q11', 'q12'], 0],
  ] as Array<[string[], number]>)('%j right → HSK %i', (ids, level) => {
    expect(hskLevelOf(new Set(ids))).toBe(level);
  });

  it('maps HSK levels to grades', () => {
    expect([0, 1, 2, 3, 4, 5, 6].map(gradeOf)).toEqual([
      'zero',
      'beginner',
      'beginner',
      'intermediate',
      'intermediate',
      'advanced',
      'advanced',
    ]);
  });
});

describe.each(testDatabases())('level test on $name', (target) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await openTestApp(target, { seed: false });
  });
  afterAll(() => t.close());

  const submit = (body: unknown, token?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/open/level/test',
      payload: body as object,
      ...(token ? { headers: { authorization: `Bearer ${token}` } } : {}),
    });
  const register = async (email: string) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/passport/register/email',
      payload: { email, password: 'correct horse battery', checked: true, language: 'en' },
    });
    expect(res.statusCode).toBe(200);
    const { token } = res.json().response as { token: string };
    const user = await t.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    return { token, id: user.id };
  };

  it.each(LANGS)('sends twelve Chinese questions without answers, instructions in %s', async (lang) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/open/level/test?language=${lang}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=60');
    const body = v.parse(LevelTestResponse, res.json().response);
    expect(body.questions.map((q) => q.id)).toEqual(LEVEL_QUESTIONS.map((q) => q.id));
    for (const question of body.questions) {
      expect(question.prompt).toMatch(/\p{Script=Han}/u);
      expect(question.options.length).toBe(4);
      expect(question.instruction.length).toBeGreaterThan(5);
    }
    expect(res.body).not.toMatch(/"answer"/);
    if (lang === 'ko') expect(body.questions[0]?.instruction).toMatch(/\p{Script=Hangul}/u);
    if (lang === 'es') expect(body.questions[0]?.options.map((o) => o.text)).toContain('Gracias');
  });

  it('scores an anonymous visitor without saving anything', async () => {
    const res = await submit({ language: 'es', answers: [...right(upTo(3)), ...wrong(['q07', 'q08'])] });
    expect(res.statusCode).toBe(200);
    const body = v.parse(LevelResult, res.json().response);
    expect(body).toMatchObject({
      score: 6,
      max_score: 12,
      grade: 'intermediate',
      hsk_level: 3,
      saved: false,
    });
    expect(body.plan.summary).toContain('HSK 3');
    expect(body.plan.summary).toMatch(/Tus respuestas/);
    expect(body.plan.course_kinds).toEqual(['live', 'group']);
    expect(body.plan.steps.length).toBeGreaterThanOrEqual(3);
    expect(body.plan.steps.length).toBeLessThanOrEqual(5);
    expect(body.plan.weekly_lessons).toBe(2);
  });

  it('treats an invalid token as anonymous', async () => {
    const res = await submit({ language: 'en', answers: [] }, 'not-a-real-token');
    expect(res.statusCode).toBe(200);
    expect(res.json().response).toMatchObject({ grade: 'zero', hsk_level: 0, score: 0, saved: false });
  });

  it('saves the grade, HSK level and plan of a signed-in user', async () => {
    const { token, id } = await register('level@test.example');
    const res = await submit({ language: 'ja', answers: right(upTo(6)) }, token);
    const body = v.parse(LevelResult, res.json().response);
    expect(body).toMatchObject({ score: 12, grade: 'advanced', hsk_level: 6, saved: true });
    expect(body.plan.summary).toMatch(/HSK 6級/);
    const row = await t.db
      .selectFrom('users')
      .select(['grade', 'hsk_level', 'learning_plan'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.grade).toBe('advanced');
    expect(row.hsk_level).toBe(6);
    expect(row.learning_plan).toMatchObject({
      language: 'ja',
      score: 12,
      max_score: 12,
      summary: body.plan.summary,
      steps: body.plan.steps,
      weekly_lessons: body.plan.weekly_lessons,
      course_kinds: ['live'],
    });

    // Another visitor's anonymous attempt leaves the user's result alone.
    await submit({ language: 'en', answers: [] });
    const after = await t.db
      .selectFrom('users')
      .select('grade')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(after.grade).toBe('advanced');
  });

  it.each([
    [{ language: 'en', answers: [{ question_id: 'q99', option_id: 'a' }] }, 'answers.0.question_id'],
    [{ language: 'en', answers: [{ question_id: 'q01', option_id: 'z' }] }, 'answers.0.option_id'],
    [{ language: 'en', answers: [...right(['q01']), ...right(['q01'])] }, 'answers.1.question_id'],
    [{ language: 'fr', answers: [] }, 'language'],
    [{ language: 'en' }, 'answers'],
    [{ language: 'en', answers: [{ question_id: 'q01' }] }, 'answers.0.option_id'],
  ])('%j is a 400 at %s', async (body, path) => {
    const res = await submit(body);
    expect(res.statusCode).toBe(400);
    const error = (res.json() as ErrorJson).error;
    expect(error.code).toBe(400);
    expect(error.issues?.map((issue) => issue.path)).toContain(path);
  });
});
