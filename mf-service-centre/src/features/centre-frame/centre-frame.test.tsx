import { screen } from '@testing-library/react';
import { asOperator } from '../../testing/fixtures.ts';
import { apiError, mockApi, renderRoute } from '../../testing/render-route.tsx';

const unexpected = (call: { method: string; path: string }): Response => {
  throw new Error(`unexpected ${call.method} ${call.path}`);
};

describe('centre frame', () => {
  it('shows an operator the sections, Support leading to the chat inbox', async () => {
    mockApi(asOperator(unexpected));
    await renderRoute('/en/service-centre');

    expect(await screen.findByRole('heading', { level: 1, name: 'Service centre' })).toBeTruthy();
    expect(screen.getByText('Signed in as Olga Ops')).toBeTruthy();
    const nav = screen.getByRole('navigation', { name: 'Service centre sections' });
    const links = [...nav.querySelectorAll('a')].map((link) => [link.textContent, link.getAttribute('href')]);
    expect(links).toEqual([
      ['People', '/en/service-centre/people'],
      ['Refunds', '/en/service-centre/refunds'],
      ['Textbooks', '/en/service-centre/textbooks'],
      ['Coupons', '/en/service-centre/coupons'],
      ['Companies', '/en/service-centre/companies'],
      ['Payouts', '/en/service-centre/payouts'],
      ['Disputes', '/en/service-centre/disputes'],
      ['Reviews', '/en/service-centre/reviews'],
      ['Reports', '/en/service-centre/reports'],
      ['Audit log', '/en/service-centre/audit'],
      ['Support', '/en/module/im/room'],
    ]);
  });

  it('tells a signed-in user who is not an operator that the centre is for operators, without its sections', async () => {
    mockApi(() => apiError(403, 403, 'Only an operator of the service centre can do this'));
    await renderRoute('/ja/service-centre');

    expect(await screen.findByRole('heading', { level: 1, name: '運営スタッフ専用' })).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'サービスセンターのメニュー' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'ログイン' })).toBeNull();
  });

  it('offers a signed-out visitor the sign-in page, coming back to the centre', async () => {
    mockApi(() => apiError(401, 401, 'Please sign in'));
    await renderRoute('/en/service-centre');

    expect(await screen.findByRole('heading', { level: 1, name: 'For operators only' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe(
      '/en/passport/login?redirect_url=%2Fen%2Fservice-centre',
    );
  });
});
