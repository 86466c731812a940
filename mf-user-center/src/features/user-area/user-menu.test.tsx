import { ORG_USER_TYPE } from '@hanyu/contract';
import { bus } from '@hanyu/event-bus';
import { act, screen, waitFor, within } from '@testing-library/react';
import { BALANCE, COMPANY_BALANCE, COMPANY_LEARNER, LEARNER, signIn } from '../../testing/fixtures.ts';
import { apiError, ok, renderRoute, serve } from '../../testing/render-route.tsx';

const menu = () => within(screen.getByRole('navigation', { name: 'My account' }));

function serveArea(balance = BALANCE) {
  return serve({
    'GET /user/balance': () => ok(balance),
    'GET /user/orders': () => ok({ list: [], total: 0 }),
    'GET /user/bills': () => ok({ list: [], total: 0 }),
  });
}

describe('user menu', () => {
  it('lists the pages that exist, with top-up and log out, in the page language', async () => {
    signIn(LEARNER);
    serveArea();
    await renderRoute('/en/user/order?status=0');
    await screen.findByRole('navigation', { name: 'My account' });
    const links = menu().getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['My page', '/en/user'],
      ['My bookings', '/en/user/date'],
      ['My teachers', '/en/user/teacher'],
      ['My favourites', '/en/user/favourites'],
      ['My reviews', '/en/user/reviews'],
      ['My lessons / courses', '/en/user/course'],
      ['My materials', '/en/user/delivery'],
      ['My orders', '/en/user/order'],
      ['My bills', '/en/user/bill'],
      ['Earn tuition', '/en/user/spread'],
      ['Promote courses', '/en/user/promote'],
      ['Linked accounts', '/en/user/linked'],
      ['Private mentor', '/en/user/mentor'],
      ['Notifications', '/en/user/notifications'],
      ['Personal info', '/en/user/info'],
      ['Account settings', '/en/user/setting'],
      ['Top up', '/en/top-up?return=%2Fen%2Fuser%2Forder%3Fstatus%3D0'],
      ['Log out', '/en/passport/logout'],
    ]);
  });

  it.each([
    ['/en/user', 'My page'],
    ['/en/user/order', 'My orders'],
    ['/en/user/bill', 'My bills'],
  ])('marks the entry of %s as the current page', async (path, current) => {
    signIn(LEARNER);
    serveArea();
    await renderRoute(path);
    await screen.findByRole('navigation', { name: 'My account' });
    const marked = menu()
      .getAllByRole('link')
      .filter((link) => link.getAttribute('aria-current') === 'page');
    expect(marked.map((link) => link.textContent)).toEqual([current]);
  });

  it('shows who is signed in and the balance, kept current by balance:changed', async () => {
    signIn(LEARNER);
    serveArea();
    await renderRoute('/en/user/bill');
    await screen.findByRole('navigation', { name: 'My account' });
    expect(menu().getByText('Mei')).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('menu-balance').textContent).toBe('Balance CN¥302'));
    act(() => bus.emit('balance:changed', { balance_minor: 12_345, currency: 'CNY' }));
    await waitFor(() => expect(screen.getByTestId('menu-balance').textContent).toBe('Balance CN¥123.45'));
  });

  it('announces the balance it read to the rest of the page', async () => {
    signIn(LEARNER);
    const announced: number[] = [];
    const off = bus.on('balance:changed', ({ balance_minor }) => announced.push(balance_minor));
    serveArea({ ...BALANCE, balance_minor: 777 });
    await renderRoute('/en/user/bill');
    await waitFor(() => expect(announced).toEqual([777]));
    off();
  });

  it('shows a company-paid learner the company’s balance, named, and no top-up', async () => {
    signIn(COMPANY_LEARNER);
    serveArea(COMPANY_BALANCE);
    await renderRoute('/en/user');
    await waitFor(() =>
      expect(screen.getByTestId('menu-balance').textContent).toBe('Acme Trading balance CN¥12,500'),
    );
    expect(menu().queryByRole('link', { name: 'Top up' })).toBeNull();
    expect(menu().getByRole('link', { name: 'Log out' })).toBeTruthy();
  });

  it('gives a teacher the teaching centre instead of my page, and their timetable settings', async () => {
    signIn({ ...LEARNER, org_user: { user_type: ORG_USER_TYPE.teacher } });
    serveArea();
    await renderRoute('/en/user/bill');
    await screen.findByRole('navigation', { name: 'My account' });
    expect(menu().getByRole('link', { name: 'Teaching centre' }).getAttribute('href')).toBe('/en/teach');
    expect(menu().queryByRole('link', { name: 'My page' })).toBeNull();
    expect(menu().getByRole('link', { name: 'Timetable settings' }).getAttribute('href')).toBe(
      '/en/user/timetable',
    );
    // A learner's entries: the teachers one learns with, mentor matching, paying tuition in.
    for (const learnerOnly of ['My teachers', 'My favourites', 'My reviews', 'Private mentor', 'Top up'])
      expect(menu().queryByRole('link', { name: learnerOnly })).toBeNull();
  });

  it("offers an organisation owner their sub-accounts, and shows the user's photo", async () => {
    signIn({ ...LEARNER, org_owner: true, avatar: '/api/user/avatars/a.webp' });
    serveArea();
    await renderRoute('/en/user/bill');
    await screen.findByRole('navigation', { name: 'My account' });
    expect(menu().getByRole('link', { name: 'Sub-accounts' }).getAttribute('href')).toBe('/en/user/org');
    expect(
      screen.getByRole('navigation', { name: 'My account' }).querySelector('img')?.getAttribute('src'),
    ).toBe('/api/user/avatars/a.webp');
  });

  it('links an operator to the service centre and an assistant teacher to booking for learners, no one else', async () => {
    signIn({ ...LEARNER, operator: true, assistant: true });
    serveArea();
    await renderRoute('/en/user/bill');
    await screen.findByRole('navigation', { name: 'My account' });
    expect(menu().getByRole('link', { name: 'Service centre' }).getAttribute('href')).toBe(
      '/en/service-centre',
    );
    expect(menu().getByRole('link', { name: 'Book for learners' }).getAttribute('href')).toBe(
      '/en/teach/assist',
    );
  });

  it('gives a learner neither staff screen', async () => {
    signIn(LEARNER);
    serveArea();
    await renderRoute('/en/user/bill');
    await screen.findByRole('navigation', { name: 'My account' });
    expect(menu().queryByRole('link', { name: 'Service centre' })).toBeNull();
    expect(menu().queryByRole('link', { name: 'Book for learners' })).toBeNull();
  });

  it('says the balance is not available when it cannot be read', async () => {
    signIn(LEARNER);
    serve({
      'GET /user/balance': () => apiError(500),
      'GET /user/bills': () => ok({ list: [], total: 0 }),
    });
    await renderRoute('/en/user/bill');
    await waitFor(() => expect(screen.getByTestId('menu-balance').textContent).toBe('Balance not available'));
  });

  it('speaks the page language', async () => {
    signIn(LEARNER);
    serveArea();
    await renderRoute('/zh-cn/user/order');
    const nav = await screen.findByRole('navigation', { name: '个人中心' });
    expect(within(nav).getByRole('link', { name: '我的订单' }).getAttribute('aria-current')).toBe('page');
    await waitFor(() => expect(screen.getByTestId('menu-balance').textContent).toBe('余额 ¥302'));
  });
});
