import { screen, within } from '@testing-library/react';
import { BALANCE, LEARNER, signIn } from '../../testing/fixtures.ts';
import { ok, renderRoute, serve } from '../../testing/render-route.tsx';

describe('my teachers', () => {
  it('shows each teacher with the lessons completed, the next one, and links to their page and to booking', async () => {
    signIn(LEARNER, 'Europe/Berlin');
    serve({
      'GET /user/balance': () => ok(BALANCE),
      'GET /user/teachers': () =>
        ok({
          data: [
            {
              id: 6,
              name: 'Wang Lin',
              avatar: '/api/open/teachers/6/avatar.svg?v=1',
              lessons_completed: 3,
              next_lesson_at: '2030-01-07T02:00:00.000Z',
              last_lesson_at: '2029-12-30T02:00:00.000Z',
            },
            {
              id: 7,
              name: 'Li Na',
              avatar: '/api/open/teachers/7/avatar.svg?v=1',
              lessons_completed: 1,
              next_lesson_at: null,
              last_lesson_at: '2029-11-30T02:00:00.000Z',
            },
          ],
        }),
    });
    await renderRoute('/en/user/teacher');
    const wang = within(await screen.findByRole('article', { name: 'Wang Lin' }));
    expect(wang.getByRole('link', { name: 'Wang Lin' }).getAttribute('href')).toBe('/en/t/6');
    expect(wang.getByText('3 lessons completed')).toBeTruthy();
    expect(wang.getByText('Next lesson:', { exact: false }).textContent).toContain('Jan 7, 2030, 3:00 AM');
    expect(wang.getByRole('link', { name: 'Book a lesson' }).getAttribute('href')).toBe('/en/book');
    const li = within(screen.getByRole('article', { name: 'Li Na' }));
    expect(li.getByText('1 lesson completed')).toBeTruthy();
    expect(li.getByText('No lesson booked')).toBeTruthy();
  });

  it('without teachers, leads to the one-on-one courses', async () => {
    signIn(LEARNER);
    serve({ 'GET /user/balance': () => ok(BALANCE), 'GET /user/teachers': () => ok({ data: [] }) });
    await renderRoute('/zh-cn/user/teacher');
    expect(await screen.findByRole('heading', { name: '还没有老师' })).toBeTruthy();
    expect(screen.getByRole('link', { name: '寻找老师' }).getAttribute('href')).toBe('/zh-cn/live');
  });
});
