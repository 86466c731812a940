import { ORG_USER_TYPE } from '@hanyu/contract';
import { formatDay } from '@hanyu/ui';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  BALANCE,
  CANCELLED_ORDER,
  COMPANY_BALANCE,
  COMPANY_LEARNER,
  LEARNER,
  ORDER,
  PAID_ORDER,
  signIn,
} from '../../testing/fixtures.ts';
import { apiError, callsTo, ok, renderRoute, serve } from '../../testing/render-route.tsx';

const section = async (name: string) => within(await screen.findByRole('region', { name }));

describe('my page', () => {
  it('greets the learner, shows the balance with a top-up and the latest orders', async () => {
    signIn(LEARNER, 'America/New_York');
    const calls = serve({
      'GET /user/video-courses': () => ok({ list: [] }),
      'GET /user/mentor': () => ok({ match: null, level_test: null, tags: [] }),
      'GET /user/balance': () => ok(BALANCE),
      'GET /user/orders': () => ok({ list: [ORDER, PAID_ORDER, CANCELLED_ORDER], total: 9 }),
    });
    await renderRoute('/en/user');

    expect(await screen.findByRole('heading', { level: 1, name: 'Hello, Mei' })).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('balance-amount').textContent).toBe('CN¥302'));
    const balance = await section('Tuition balance');
    expect(balance.getByRole('link', { name: 'Top up' }).getAttribute('href')).toBe(
      '/en/top-up?return=%2Fen%2Fuser',
    );

    const recent = await section('Recent orders');
    const items = await recent.findAllByRole('listitem');
    expect(items.map((item) => within(item).getByRole('link').textContent)).toEqual([
      'Everyday Mandarin',
      'HSK 3 small group',
      'Tones in ten days',
    ]);
    const first = within(items[0] as HTMLElement);
    expect(first.getByText('Awaiting payment')).toBeTruthy();
    expect(first.getByText('CN¥198')).toBeTruthy();
    expect(
      first.getByText(
        (_, element) =>
          element?.tagName !== 'TIME' &&
          element?.textContent === `Order 501 · ${formatDay(ORDER.created_at, 'en', 'America/New_York')}`,
      ),
    ).toBeTruthy();
    expect(first.getByRole('link').getAttribute('href')).toBe('/en/i/31');
    expect(recent.getByRole('link', { name: 'All orders' }).getAttribute('href')).toBe('/en/user/order');

    const [orders] = callsTo(calls, 'GET', '/user/orders');
    expect(Object.fromEntries(orders?.query ?? [])).toEqual({ language: 'en', page: '1', size: '3' });
  });

  it('gives a teacher their teaching instead of a learner’s offers: no top-up, mentor or study plan', async () => {
    signIn({ ...LEARNER, nick_name: 'Wang Lin', org_user: { user_type: ORG_USER_TYPE.teacher } });
    // Nothing but the balance is asked for: what the page does not show is not read.
    const calls = serve({ 'GET /user/balance': () => ok(BALANCE) });
    await renderRoute('/en/user');
    expect(await screen.findByRole('heading', { level: 1, name: 'Hello, Wang Lin' })).toBeTruthy();
    const balance = await section('Tuition balance');
    await waitFor(() => expect(screen.getByTestId('balance-amount').textContent).toBe('CN¥302'));
    expect(balance.queryByRole('link', { name: 'Top up' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'My study plan' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Find my mentor' })).toBeNull();
    const shortcuts = await section('Shortcuts');
    expect(shortcuts.getByRole('link', { name: 'Teaching centre' }).getAttribute('href')).toBe('/en/teach');
    expect(shortcuts.getByRole('link', { name: 'Timetable settings' }).getAttribute('href')).toBe(
      '/en/user/timetable',
    );
    expect(calls.map((call) => call.path)).toEqual(['/user/balance']);
  });

  it('lists the video courses being studied with their progress and the way back in', async () => {
    signIn(LEARNER);
    const calls = serve({
      'GET /user/balance': () => ok(BALANCE),
      'GET /user/orders': () => ok({ list: [], total: 0 }),
      'GET /user/mentor': () => ok({ match: null, level_test: null, tags: [] }),
      'GET /user/video-courses': () =>
        ok({
          list: [
            {
              course_id: 15,
              title: 'Pinyin & Tones',
              lessons_done: 1,
              lessons_total: 10,
              ratio: 0.1,
              current_lesson_id: 2,
              resume_path: 'learning/video/15',
              last_studied_at: '2026-11-26T10:00:00.000Z',
            },
            {
              course_id: 16,
              title: 'Radicals',
              lessons_done: 8,
              lessons_total: 8,
              ratio: 1,
              current_lesson_id: null,
              resume_path: 'learning/video/16',
              last_studied_at: '2026-11-20T10:00:00.000Z',
            },
          ],
        }),
    });
    await renderRoute('/en/user');
    const video = await section('My video courses');
    const [pinyin, radicals] = (await video.findAllByRole('listitem')).map((item) => within(item));
    expect(pinyin?.getByText('Pinyin & Tones')).toBeTruthy();
    expect(pinyin?.getByRole('progressbar', { name: '1 of 10 lessons done' }).getAttribute('value')).toBe(
      '1',
    );
    expect(pinyin?.getByRole('link', { name: 'Continue' }).getAttribute('href')).toBe(
      '/en/learning/video/15',
    );
    expect(radicals?.getByRole('link', { name: 'Review' }).getAttribute('href')).toBe(
      '/en/learning/video/16',
    );
    const [asked] = callsTo(calls, 'GET', '/user/video-courses');
    expect(asked?.query.get('language')).toBe('en');
  });

  it('says when no video course is being studied yet', async () => {
    signIn(LEARNER);
    serve({
      'GET /user/balance': () => ok(BALANCE),
      'GET /user/orders': () => ok({ list: [], total: 0 }),
      'GET /user/video-courses': () => ok({ list: [] }),
      'GET /user/mentor': () => ok({ match: null, level_test: null, tags: [] }),
    });
    await renderRoute('/ko/user');
    const video = await section('내 동영상 강좌');
    expect(await video.findByRole('heading', { name: '아직 동영상 강좌가 없습니다' })).toBeTruthy();
  });

  it('offers the way back to the courses, the orders and the bills', async () => {
    signIn(LEARNER);
    serve({
      'GET /user/video-courses': () => ok({ list: [] }),
      'GET /user/mentor': () => ok({ match: null, level_test: null, tags: [] }),
      'GET /user/balance': () => ok(BALANCE),
      'GET /user/orders': () => ok({ list: [], total: 0 }),
    });
    await renderRoute('/en/user');
    const shortcuts = within(await screen.findByRole('region', { name: 'Shortcuts' }));
    expect(
      shortcuts.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Live lessons', '/en/live'],
      ['Group classes', '/en/group'],
      ['Video courses', '/en/video'],
      ['My orders', '/en/user/order'],
      ['My bills', '/en/user/bill'],
    ]);
  });

  it('says when there are no orders yet and leads to the courses', async () => {
    signIn(LEARNER);
    serve({
      'GET /user/video-courses': () => ok({ list: [] }),
      'GET /user/mentor': () => ok({ match: null, level_test: null, tags: [] }),
      'GET /user/balance': () => ok(BALANCE),
      'GET /user/orders': () => ok({ list: [], total: 0 }),
    });
    await renderRoute('/en/user');
    const empty = within(await (await section('Recent orders')).findByTestId('list-empty'));
    expect(empty.getByRole('heading', { name: 'No orders yet' })).toBeTruthy();
    expect(empty.getByRole('link', { name: 'Browse courses' }).getAttribute('href')).toBe('/en/live');
  });

  it('shows a company-paid learner the company’s balance and whom to contact, with no top-up', async () => {
    signIn(COMPANY_LEARNER);
    serve({
      'GET /user/video-courses': () => ok({ list: [] }),
      'GET /user/mentor': () => ok({ match: null, level_test: null, tags: [] }),
      'GET /user/balance': () => ok(COMPANY_BALANCE),
      'GET /user/orders': () => ok({ list: [{ ...PAID_ORDER, company_paid: true }], total: 1 }),
    });
    await renderRoute('/en/user');
    const balance = await section('Acme Trading balance');
    await waitFor(() => expect(balance.getByTestId('balance-amount').textContent).toBe('CN¥12,500'));
    expect(
      balance.getByText(
        'Your company pays for your courses. If its balance runs short, please contact the service centre.',
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Top up' })).toBeNull();
  });

  it('offers a retry when the orders cannot be loaded', async () => {
    signIn(LEARNER);
    let failing = true;
    const calls = serve({
      'GET /user/video-courses': () => ok({ list: [] }),
      'GET /user/mentor': () => ok({ match: null, level_test: null, tags: [] }),
      'GET /user/balance': () => ok(BALANCE),
      'GET /user/orders': () => (failing ? apiError(500) : ok({ list: [ORDER], total: 1 })),
    });
    const user = userEvent.setup();
    await renderRoute('/en/user');
    const problem = within(await screen.findByTestId('load-error'));
    expect(problem.getByRole('heading', { name: 'This page could not be shown' })).toBeTruthy();
    failing = false;
    await user.click(problem.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Everyday Mandarin' })).toBeTruthy();
    expect(callsTo(calls, 'GET', '/user/orders')).toHaveLength(2);
  });

  it('says when the balance cannot be read, the menu still there, and reads it again on request', async () => {
    signIn(LEARNER);
    let failing = true;
    const calls = serve({
      'GET /user/video-courses': () => ok({ list: [] }),
      'GET /user/mentor': () => ok({ match: null, level_test: null, tags: [] }),
      'GET /user/balance': () => (failing ? apiError(500) : ok(BALANCE)),
      'GET /user/orders': () => ok({ list: [], total: 0 }),
    });
    const user = userEvent.setup();
    await renderRoute('/en/user');
    const problem = within(await screen.findByTestId('load-error'));
    expect(screen.getByTestId('menu-balance').textContent).toBe('Balance not available');
    failing = false;
    await user.click(problem.getByRole('button', { name: 'Try again' }));
    const balance = await section('Tuition balance');
    await waitFor(() => expect(balance.getByTestId('balance-amount').textContent).toBe('CN¥302'));
    expect(screen.getByTestId('menu-balance').textContent).toContain('CN¥302');
    expect(callsTo(calls, 'GET', '/user/balance')).toHaveLength(2);
  });
});
