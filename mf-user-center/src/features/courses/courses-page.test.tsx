import type { MyCourse } from '@hanyu/contract';
import { screen, within } from '@testing-library/react';
import { BALANCE, LEARNER, signIn } from '../../testing/fixtures.ts';
import { apiError, ok, renderRoute, serve } from '../../testing/render-route.tsx';

const EMPTY = {
  teacher_name: null,
  granted_minutes: null,
  remaining_minutes: null,
  class_status: null,
  next_session_at: null,
  sessions_left: null,
  lessons_done: null,
  lessons_total: null,
} as const;

const COURSES: MyCourse[] = [
  {
    ...EMPTY,
    course_id: 1,
    listed: true,
    kind: 'live',
    title: 'HSK 1 Essentials',
    teacher_name: 'Wang Lin',
    granted_minutes: 500,
    remaining_minutes: 450,
    next_action: { kind: 'book', path: 'book?course=1' },
  },
  {
    ...EMPTY,
    course_id: 2,
    listed: true,
    kind: 'live',
    title: 'Business Chinese',
    granted_minutes: 250,
    remaining_minutes: 0,
    next_action: { kind: 'buy_again', path: 'i/2' },
  },
  {
    ...EMPTY,
    course_id: 3,
    listed: false,
    kind: 'group',
    title: 'HSK 3 small group',
    class_status: 1,
    next_session_at: '2030-01-07T11:30:00.000Z',
    sessions_left: 5,
    next_action: { kind: 'enter_class', path: 'learning/group/3' },
  },
  {
    ...EMPTY,
    course_id: 4,
    listed: true,
    kind: 'video',
    title: 'Pinyin and tones',
    lessons_done: 2,
    lessons_total: 6,
    next_action: { kind: 'continue_video', path: 'learning/video/4' },
  },
];

describe('my lessons / courses', () => {
  it('shows each kind of course with its facts and its next action', async () => {
    signIn(LEARNER, 'Europe/London');
    const calls = serve({
      'GET /user/balance': () => ok(BALANCE),
      'GET /user/courses': () => ok({ list: COURSES }),
    });
    await renderRoute('/en/user/course');
    const live = within(await screen.findByRole('article', { name: 'HSK 1 Essentials' }));
    expect(live.getByText('With Wang Lin')).toBeTruthy();
    expect(live.getByText('450 of 500 minutes left')).toBeTruthy();
    expect(live.getByRole('link', { name: 'Book a lesson' }).getAttribute('href')).toBe('/en/book?course=1');

    expect(live.getByRole('link', { name: 'HSK 1 Essentials' }).getAttribute('href')).toBe('/en/i/1');

    const used = within(screen.getByRole('article', { name: 'Business Chinese' }));
    expect(used.getByRole('link', { name: 'Buy again' }).getAttribute('href')).toBe('/en/i/2');

    const group = within(screen.getByRole('article', { name: 'HSK 3 small group' }));
    expect(group.getByText('Open')).toBeTruthy();
    // A class the catalogue does not show has no course page to link to.
    expect(group.getByRole('heading', { name: 'HSK 3 small group' })).toBeTruthy();
    expect(group.queryByRole('link', { name: 'HSK 3 small group' })).toBeNull();
    expect(group.getByText('Next session:', { exact: false }).textContent).toContain('5 sessions left');
    expect(group.getByText('Next session:', { exact: false }).textContent).toContain('11:30');
    expect(group.getByRole('link', { name: 'Enter the class' }).getAttribute('href')).toBe(
      '/en/learning/group/3',
    );

    const video = within(screen.getByRole('article', { name: 'Pinyin and tones' }));
    expect(video.getByText('2 of 6 lessons done')).toBeTruthy();
    expect(video.getByRole('link', { name: 'Continue learning' }).getAttribute('href')).toBe(
      '/en/learning/video/4',
    );
    expect(calls.find((call) => call.path === '/user/courses')?.query.get('language')).toBe('en');
  });

  it('without courses, leads to the catalogue (in Spanish)', async () => {
    signIn(LEARNER);
    serve({ 'GET /user/balance': () => ok(BALANCE), 'GET /user/courses': () => ok({ list: [] }) });
    await renderRoute('/es/user/course');
    expect(await screen.findByRole('heading', { name: 'Aún no tienes cursos' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ver cursos' }).getAttribute('href')).toBe('/es/live');
  });

  it('says when the courses could not be loaded and offers a retry', async () => {
    signIn(LEARNER);
    serve({
      'GET /user/balance': () => ok(BALANCE),
      'GET /user/courses': () => apiError(500),
    });
    await renderRoute('/ja/user/course');
    expect(await screen.findByTestId('load-error')).toBeTruthy();
  });
});
