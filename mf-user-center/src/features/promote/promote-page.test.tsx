import type { PromotionProfile, PromotionStats } from '@hanyu/contract';
import { jest } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BALANCE, signIn } from '../../testing/fixtures.ts';
import { callsTo, ok, renderRoute, serve } from '../../testing/render-route.tsx';

const KINDS: PromotionProfile['kinds'] = [
  { kind: 'employee', income_bp: 300, coupon_percent: 5 },
  { kind: 'part_time_teacher', income_bp: 500, coupon_percent: 5 },
];
const SHARE_URL =
  'https://hanyu.example/en/?utm_source=promoter&utm_medium=referral&utm_campaign=promote&coupon_code=HYTEACH1';
const PROMOTER: PromotionProfile = {
  kinds: KINDS,
  can_join: false,
  promoter: {
    kind: 'part_time_teacher',
    income_bp: 500,
    coupon_code: 'HYTEACH1',
    coupon_percent: 5,
    share_url: SHARE_URL,
    since: '2026-10-01T00:00:00.000Z',
  },
};
const totals = (scale: number) => ({
  clicks: 120 * scale,
  orders: 3 * scale,
  order_amount_minor: 59_400 * scale,
  tuition_total_minor: 56_430 * scale,
  income_credited_minor: 1_800 * scale,
  income_pending_minor: 1_021 * scale,
});
const STATS: PromotionStats = {
  currency: 'CNY',
  time_zone: 'Asia/Shanghai',
  days: 30,
  totals: totals(2),
  range: totals(1),
  series: Array.from({ length: 30 }, (_, index) => ({
    date: `2026-11-${String(index + 1).padStart(2, '0')}`,
    clicks: index % 5,
    orders: index === 20 ? 1 : 0,
    order_amount_minor: index === 20 ? 19_800 : 0,
    income_minor: index === 20 ? 990 : 0,
  })),
};

function servePromotion(profile: PromotionProfile, stats: () => Response = () => ok(STATS)) {
  return serve({
    'GET /user/balance': () => ok(BALANCE),
    'GET /user/promotion': () => ok(profile),
    'GET /user/promotion/stats': stats,
  });
}

describe('promote courses', () => {
  it("shows the promoter's coupon, share link, the four numbers and the charts", async () => {
    signIn();
    const calls = servePromotion(PROMOTER);
    await renderRoute('/en/user/promote');
    expect(((await screen.findByLabelText('Your coupon code')) as HTMLInputElement).value).toBe('HYTEACH1');
    expect((screen.getByLabelText('Your share link') as HTMLInputElement).value).toBe(SHARE_URL);
    expect(screen.getByText('Your share: 5% of the tuition paid (Part-time teachers)')).toBeTruthy();
    const clicks = within(await screen.findByTestId('stat-clicks'));
    expect(clicks.getByText('120')).toBeTruthy();
    expect(within(screen.getByTestId('stat-orderAmount')).getByText('CN¥594')).toBeTruthy();
    expect(within(screen.getByTestId('stat-orderAmount')).getByText('3 paid orders')).toBeTruthy();
    expect(within(screen.getByTestId('stat-tuitionTotal')).getByText('CN¥564.30')).toBeTruthy();
    const income = within(screen.getByTestId('stat-income'));
    expect(income.getByText('CN¥28.21')).toBeTruthy();
    expect(income.getByText('CN¥18 credited, CN¥10.21 pending')).toBeTruthy();
    expect(await screen.findByTestId('chart-clicks')).toBeTruthy();
    expect(screen.getByText('Order amount and income per day')).toBeTruthy();
    expect(Object.fromEntries(callsTo(calls, 'GET', '/user/promotion/stats')[0]?.query ?? [])).toEqual({
      days: '30',
    });
  });

  it('asks for the 90-day range from the URL', async () => {
    signIn();
    const calls = servePromotion(PROMOTER, () => ok({ ...STATS, days: 90 }));
    await renderRoute('/en/user/promote?days=90');
    await screen.findByTestId('stat-clicks');
    expect(callsTo(calls, 'GET', '/user/promotion/stats')[0]?.query.get('days')).toBe('90');
    expect(screen.getByRole('link', { name: 'Last 90 days' }).getAttribute('aria-current')).toBe('page');
  });

  it('copies the link, and where the browser refuses asks to copy by hand with the text selected', async () => {
    signIn();
    servePromotion(PROMOTER);
    const user = userEvent.setup();
    await renderRoute('/en/user/promote');
    const link = (await screen.findByLabelText('Your share link')) as HTMLInputElement;
    const [, copyLink] = screen.getAllByRole('button', { name: 'Copy' });
    const writeText = jest.spyOn(navigator.clipboard, 'writeText');
    await user.click(copyLink as HTMLElement);
    expect(writeText).toHaveBeenCalledWith(SHARE_URL);
    expect(await screen.findByRole('button', { name: 'Copied' })).toBeTruthy();

    writeText.mockRejectedValueOnce(new Error('denied'));
    await user.click(screen.getAllByRole('button', { name: 'Copy' })[0] as HTMLElement);
    expect(await screen.findByText('Your browser does not support it, please copy it manually')).toBeTruthy();
    const code = screen.getByLabelText('Your coupon code') as HTMLInputElement;
    expect(document.activeElement).toBe(code);
    expect([code.selectionStart, code.selectionEnd]).toEqual([0, 'HYTEACH1'.length]);
    expect(link.value).toBe(SHARE_URL);
  });

  it('explains the programme to someone who does not promote, and lets a teacher join', async () => {
    signIn();
    let profile: PromotionProfile = { kinds: KINDS, can_join: true, promoter: null };
    const calls = serve({
      'GET /user/balance': () => ok(BALANCE),
      'GET /user/promotion': () => ok(profile),
      'POST /user/promotion': () => {
        profile = PROMOTER;
        return ok(PROMOTER);
      },
      'GET /user/promotion/stats': () => ok(STATS),
    });
    const user = userEvent.setup();
    await renderRoute('/en/user/promote');
    expect(await screen.findByRole('heading', { name: 'The promotion programme' })).toBeTruthy();
    expect(screen.getByText('Employees: 3% of each order')).toBeTruthy();
    expect(screen.getByText('Part-time teachers: 5% of each order')).toBeTruthy();
    expect(callsTo(calls, 'GET', '/user/promotion/stats')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Become a promoter' }));
    expect(((await screen.findByLabelText('Your coupon code')) as HTMLInputElement).value).toBe('HYTEACH1');
    expect(callsTo(calls, 'POST', '/user/promotion')).toHaveLength(1);
  });

  it('points a learner who may not join to invites', async () => {
    signIn();
    servePromotion({ kinds: KINDS, can_join: false, promoter: null });
    await renderRoute('/en/user/promote');
    expect(await screen.findByText(/open to Hanyu employees and teachers/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Invite friends' }).getAttribute('href')).toBe('/en/user/spread');
    expect(screen.queryByRole('button', { name: 'Become a promoter' })).toBeNull();
  });

  it('offers a retry in the area, the menu still there, when the statistics cannot be loaded', async () => {
    signIn();
    let failing = true;
    servePromotion(PROMOTER, () => (failing ? new Response('', { status: 500 }) : ok(STATS)));
    const user = userEvent.setup();
    await renderRoute('/en/user/promote');
    const problem = within(await screen.findByTestId('load-error'));
    expect(screen.getByRole('navigation', { name: 'My account' })).toBeTruthy();
    failing = false;
    await user.click(problem.getByRole('button', { name: 'Try again' }));
    expect(((await screen.findByLabelText('Your coupon code')) as HTMLInputElement).value).toBe('HYTEACH1');
    expect(await screen.findByTestId('chart-clicks')).toBeTruthy();
  });

  it('draws the charts as images named by what they show, with the figures day by day in a table', async () => {
    signIn();
    servePromotion(PROMOTER);
    await renderRoute('/en/user/promote');
    const clicks = within(await screen.findByTestId('chart-clicks'));
    expect(
      clicks.getByRole('img', { name: 'Clicks from Nov 1 to Nov 30: 60 in all, 4 at most in a day' }),
    ).toBeTruthy();
    // One bar a day with clicks (every fifth day has none), its figure on hover.
    expect(document.querySelectorAll('[data-testid="chart-clicks"] rect')).toHaveLength(24);
    expect(clicks.getByText('Nov 5: 4')).toBeTruthy();
    const money = within(screen.getByTestId('chart-money'));
    expect(
      money.getByRole('img', { name: 'From Nov 1 to Nov 30: CN¥198 ordered, CN¥9.90 income' }),
    ).toBeTruthy();
    expect(document.querySelectorAll('[data-testid="chart-money"] polyline')).toHaveLength(2);
    expect(money.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Order amount',
      'Income',
    ]);
    const table = screen.getByRole('table');
    expect(within(table).getAllByRole('row')).toHaveLength(31);
    expect(
      within(within(table).getByRole('row', { name: /^Nov 21 / }))
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['0', 'CN¥198', 'CN¥9.90']);
  });

  it('says the page in Chinese', async () => {
    signIn();
    servePromotion(PROMOTER);
    await renderRoute('/zh-cn/user/promote');
    expect(await screen.findByRole('heading', { level: 1, name: '推广课程' })).toBeTruthy();
    expect(within(await screen.findByTestId('stat-clicks')).getByText('点击数')).toBeTruthy();
    expect(screen.getByTestId('chart-clicks').textContent).toContain('每日点击数');
  });
});
