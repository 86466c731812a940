import type { MentorMatch } from '@hanyu/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BALANCE, LEARNER, signIn } from '../../testing/fixtures.ts';
import { apiError, callsTo, ok, renderRoute, serve } from '../../testing/render-route.tsx';

const TAGS = [
  { key: 'hsk-prep', name: 'HSK prep' },
  { key: 'business', name: 'Business' },
];

const MATCH: MentorMatch = {
  form: {
    purpose: 'exam',
    current_hsk: 2,
    target_hsk: 4,
    time_zone: 'Europe/London',
    availability: [{ week: 1, begin_minute: 1140, end_minute: 1260 }],
    budget_minor: 20_000,
    tags: ['hsk-prep'],
    languages: ['en'],
    min_experience_years: 3,
  },
  teachers: [
    {
      id: 6,
      name: 'Wang Lin',
      score: 92.5,
      reasons: {
        tags: ['hsk-prep'],
        languages: ['en'],
        overlap_minutes: 90,
        experience_years: 8,
        within_budget: true,
      },
    },
  ],
  plan: {
    lessons_per_week: 2,
    minutes_per_lesson: 50,
    kinds: [
      {
        kind: 'live',
        courses: [
          { course_id: 31, title: 'HSK 3 Breakthrough', lesson_price_minor: 12_000, currency: 'CNY' },
        ],
      },
      {
        kind: 'video',
        courses: [{ course_id: 40, title: 'Pinyin and tones', lesson_price_minor: null, currency: 'CNY' }],
      },
    ],
    milestones: [
      { hsk_level: 3, weeks: 24, date: '2030-06-24' },
      { hsk_level: 4, weeks: 60, date: '2031-03-03' },
    ],
  },
  matched_at: '2030-01-07T00:00:00.000Z',
};

describe('private mentor', () => {
  it('prefills the level from the level test, sends the form in the learner zone and shows teachers and plan', async () => {
    signIn(LEARNER, 'Europe/London');
    const calls = serve({
      'GET /user/balance': () => ok(BALANCE),
      'GET /user/mentor': () =>
        ok({ match: null, level_test: { hsk_level: 2, weekly_lessons: 3, tested_at: null }, tags: TAGS }),
      'POST /user/mentor/match': () => ok(MATCH),
    });
    await renderRoute('/en/user/mentor');
    const current = (await screen.findByLabelText('Current level')) as HTMLSelectElement;
    expect(current.value).toBe('2');
    expect(screen.getByText('From your level test: HSK 2')).toBeTruthy();
    expect(screen.getByText('Times in Europe/London')).toBeTruthy();
    await userEvent.selectOptions(screen.getByLabelText('Why you learn Chinese'), 'exam');
    await userEvent.click(screen.getByRole('checkbox', { name: 'HSK prep' }));
    await userEvent.click(screen.getByRole('button', { name: 'Find my mentor' }));

    const teacher = within(await screen.findByRole('article', { name: 'Wang Lin' }));
    expect(teacher.getByText('Match 92.5 / 100')).toBeTruthy();
    expect(teacher.getByText('Strong in: hsk-prep')).toBeTruthy();
    expect(teacher.getByText('Speaks English')).toBeTruthy();
    expect(teacher.getByText('1.5 h a week at your times')).toBeTruthy();
    expect(teacher.getByText('Within your budget')).toBeTruthy();
    expect(teacher.getByRole('link', { name: 'View teacher' }).getAttribute('href')).toBe('/en/t/6');
    expect(screen.getByText('2 lessons of 50 minutes a week')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'HSK 3 Breakthrough' }).getAttribute('href')).toBe('/en/i/31');
    expect(screen.getByText('Jun 24, 2030 · in 24 weeks')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Match again' })).toBeTruthy();

    const [sent] = callsTo(calls, 'POST', '/user/mentor/match');
    expect(sent?.body).toEqual({
      language: 'en',
      form: {
        purpose: 'exam',
        current_hsk: 2,
        target_hsk: 4,
        time_zone: 'Europe/London',
        availability: [{ week: 1, begin_minute: 1140, end_minute: 1260 }],
        budget_minor: 20_000,
        tags: ['hsk-prep'],
        languages: ['en'],
        min_experience_years: 3,
      },
    });
  });

  it('opens on the saved match, and checks the form before matching again', async () => {
    signIn(LEARNER, 'Europe/London');
    const calls = serve({
      'GET /user/balance': () => ok(BALANCE),
      'GET /user/mentor': () => ok({ match: MATCH, level_test: null, tags: TAGS }),
    });
    await renderRoute('/zh-cn/user/mentor');
    expect(await screen.findByRole('article', { name: 'Wang Lin' })).toBeTruthy();
    expect(screen.getByText('每周 2 节课，每节 50 分钟')).toBeTruthy();
    await userEvent.selectOptions(screen.getByLabelText('目标水平'), '2');
    await userEvent.click(screen.getByRole('button', { name: '重新匹配' }));
    expect((await screen.findByRole('alert')).textContent).toBe('目标水平必须高于当前水平。');
    await userEvent.selectOptions(screen.getByLabelText('目标水平'), '5');
    await userEvent.click(screen.getByRole('button', { name: '删除' }));
    await userEvent.click(screen.getByRole('button', { name: '重新匹配' }));
    expect((await screen.findByRole('alert')).textContent).toBe('请至少添加一个空闲时间。');
    expect(callsTo(calls, 'POST', '/user/mentor/match')).toHaveLength(0);
  });

  it('offers a retry when the page could not be loaded', async () => {
    signIn(LEARNER);
    serve({ 'GET /user/balance': () => ok(BALANCE), 'GET /user/mentor': () => apiError(500) });
    await renderRoute('/en/user/mentor');
    expect(await screen.findByTestId('load-error')).toBeTruthy();
  });

  it('shows the plan on my page, with the way to it', async () => {
    signIn(LEARNER);
    serve({
      'GET /user/balance': () => ok(BALANCE),
      'GET /user/orders': () => ok({ list: [], total: 0 }),
      'GET /user/video-courses': () => ok({ list: [] }),
      'GET /user/mentor': () => ok({ match: MATCH, level_test: null, tags: TAGS }),
    });
    await renderRoute('/en/user');
    const plan = within(await screen.findByRole('region', { name: 'My study plan' }));
    expect(await plan.findByText('2 lessons a week')).toBeTruthy();
    expect(plan.getByText('Next milestone: HSK 3 · Jun 24, 2030')).toBeTruthy();
    expect(plan.getByRole('link', { name: 'See my plan' }).getAttribute('href')).toBe('/en/user/mentor');
  });

  it('on my page without a plan, leads to the mentor form', async () => {
    signIn(LEARNER);
    serve({
      'GET /user/balance': () => ok(BALANCE),
      'GET /user/orders': () => ok({ list: [], total: 0 }),
      'GET /user/video-courses': () => ok({ list: [] }),
      'GET /user/mentor': () => ok({ match: null, level_test: null, tags: [] }),
    });
    await renderRoute('/es/user');
    const plan = within(await screen.findByRole('region', { name: 'Mi plan de estudio' }));
    expect((await plan.findByRole('link', { name: 'Buscar mi mentor' })).getAttribute('href')).toBe(
      '/es/user/mentor',
    );
  });
});
