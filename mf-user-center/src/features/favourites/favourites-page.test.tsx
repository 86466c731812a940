import type { Favourites } from '@hanyu/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BALANCE, LEARNER, signIn } from '../../testing/fixtures.ts';
import { ok, renderRoute, serve } from '../../testing/render-route.tsx';

const SAVED: Favourites = {
  teachers: [
    {
      id: 6,
      name: 'Wang Lin',
      avatar: '/api/open/teachers/6/avatar.svg?v=1',
      saved_at: '2026-11-20T02:00:00.000Z',
    },
  ],
  courses: [
    {
      id: 1,
      kind: 'live',
      title: 'HSK 1 Essentials',
      teacher_name: 'Wang Lin',
      saved_at: '2026-11-19T02:00:00.000Z',
    },
  ],
};

describe('my favourites', () => {
  it('lists the saved teachers and courses with links, and removes one', async () => {
    signIn(LEARNER);
    let saved = SAVED;
    const removed: string[] = [];
    const queries: string[] = [];
    serve({
      'GET /user/balance': () => ok(BALANCE),
      'GET /user/favourites': (call) => {
        queries.push(call.query.toString());
        return ok(saved);
      },
      'DELETE /user/favourites/teachers/6': () => {
        removed.push('teacher 6');
        saved = { ...saved, teachers: [] };
        return ok({ saved: false });
      },
    });
    await renderRoute('/en/user/favourites');
    expect(await screen.findByRole('heading', { level: 1, name: 'My favourites' })).toBeTruthy();
    expect(queries[0]).toContain('language=en');
    const wang = within(screen.getByRole('article', { name: 'Wang Lin' }));
    expect(wang.getByRole('link', { name: 'Wang Lin' }).getAttribute('href')).toBe('/en/t/6');
    const course = within(screen.getByRole('article', { name: 'HSK 1 Essentials' }));
    expect(course.getByRole('link', { name: 'HSK 1 Essentials' }).getAttribute('href')).toBe('/en/i/1');
    expect(course.getByText('with Wang Lin')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'My favourites' }).getAttribute('aria-current')).toBe('page');

    await userEvent.click(wang.getByRole('button', { name: 'Remove Wang Lin from favourites' }));
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Wang Lin' })).toBeNull());
    expect(removed).toEqual(['teacher 6']);
    expect(screen.getByText('No teachers saved yet.')).toBeTruthy();
  });

  it('with nothing saved, says how to save and leads to the teachers', async () => {
    signIn(LEARNER);
    serve({
      'GET /user/balance': () => ok(BALANCE),
      'GET /user/favourites': () => ok({ teachers: [], courses: [] }),
    });
    await renderRoute('/ko/user/favourites');
    expect(await screen.findByRole('heading', { name: '아직 저장한 항목이 없습니다' })).toBeTruthy();
    expect(screen.getByRole('link', { name: '선생님 찾기' }).getAttribute('href')).toBe('/ko/live');
  });
});
