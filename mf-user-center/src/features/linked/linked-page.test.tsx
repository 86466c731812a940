import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { BALANCE, LEARNER, signIn } from '../../testing/fixtures.ts';
import { apiError, callsTo, ok, renderRoute, serve } from '../../testing/render-route.tsx';

const MEI = {
  user_id: 42,
  email: 'mei@example.com',
  nick_name: 'Mei',
  role: 'member' as const,
  linked_at: '2030-01-05T02:00:00.000Z',
  theirs: [],
  mine: [
    { course_id: 3, title: 'HSK 1 Essentials', kind: 'live' as const, remaining_minutes: 450 },
    { course_id: 9, title: 'Everyday Chinese', kind: 'video' as const, remaining_minutes: null },
  ],
};
const NONE = { role: null, linked: [], incoming: [], outgoing: [] };
const NO_WECHAT = { available: false, bound: false, qrcode: null, authorize_url: null, expires_at: null };
const QR = 'data:image/svg+xml;base64,PHN2Zy8+';

describe('linked accounts (user/linked)', () => {
  it('shows each linked account with what each side shares, and unlinks after asking', async () => {
    signIn(LEARNER);
    let unlinked = false;
    const calls = serve({
      'GET /user/balance': () => ok(BALANCE),
      'GET /user/binds': () => ok(unlinked ? NONE : { ...NONE, role: 'main', linked: [MEI] }),
      'GET /user/wechat/qrcode': () => ok(NO_WECHAT),
      'DELETE /user/binds/42': () => {
        unlinked = true;
        return ok(NONE);
      },
    });
    await renderRoute('/en/user/linked');
    const card = within(await screen.findByRole('article', { name: 'Mei' }));
    expect(card.getByText('mei@example.com')).toBeTruthy();
    expect(card.getByText('Member')).toBeTruthy();
    expect(card.getByText('Their courses you can use')).toBeTruthy();
    expect(card.getByText('No purchased courses yet')).toBeTruthy();
    expect(card.getByText('HSK 1 Essentials', { exact: false }).textContent).toContain('450 minutes left');
    expect(card.getByText('Everyday Chinese', { exact: false })).toBeTruthy();
    expect(screen.getByText('You are the main account: you share courses with each member.')).toBeTruthy();
    // WeChat without configuration says so instead of showing a dead code.
    expect(await screen.findByText('WeChat binding is not available')).toBeTruthy();
    expect(screen.queryByRole('img', { name: 'QR code to bind your WeChat account' })).toBeNull();

    fireEvent.click(card.getByRole('button', { name: 'Unlink' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Unlink Mei?' }));
    fireEvent.click(dialog.getByRole('button', { name: 'Unlink' }));
    expect(await screen.findByText('You are no longer linked with Mei.')).toBeTruthy();
    expect(callsTo(calls, 'DELETE', '/user/binds/42')).toHaveLength(1);
    expect(await screen.findByRole('heading', { name: 'No linked accounts yet' })).toBeTruthy();
  });

  it('checks an address, says why it cannot be linked in the page language, and sends a request', async () => {
    signIn(LEARNER);
    const calls = serve({
      'GET /user/balance': () => ok(BALANCE),
      'GET /user/binds': () => ok(NONE),
      'GET /user/wechat/qrcode': () => ok(NO_WECHAT),
      'GET /user/bind': (call) =>
        call.query.get('email') === 'many@example.com'
          ? apiError(429, 429, 'Too many attempts, please try again later')
          : ok(
              call.query.get('email') === 'nobody@example.com'
                ? {
                    email: 'nobody@example.com',
                    nick_name: null,
                    linkable: false,
                    refusal: {
                      reason: 'notRegistered',
                      code: 20801,
                      message: 'This email address is not registered',
                    },
                  }
                : { email: 'mei@example.com', nick_name: null, linkable: true, refusal: null },
            ),
      'POST /user/bind': () =>
        ok({
          id: 7,
          user_id: 42,
          email: 'mei@example.com',
          nick_name: 'Mei',
          created_at: '2030-01-06T00:00:00Z',
        }),
    });
    await renderRoute('/zh-cn/user/linked');
    const input = await screen.findByLabelText('对方的邮箱地址');
    fireEvent.change(input, { target: { value: 'nobody@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: '检查地址' }));
    expect((await screen.findByRole('alert')).textContent).toBe('该邮箱地址尚未注册');
    fireEvent.change(input, { target: { value: 'many@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: '检查地址' }));
    expect((await screen.findByRole('alert')).textContent).toBe('查询的邮箱过多，请稍后再试。');

    fireEvent.change(input, { target: { value: 'mei@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: '检查地址' }));
    expect(await screen.findByText('可以关联 mei@example.com。')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '发送关联请求' }));
    expect(await screen.findByText('已向 mei@example.com 发送请求。对方接受后关联生效。')).toBeTruthy();
    expect(callsTo(calls, 'POST', '/user/bind')[0]?.body).toEqual({ email: 'mei@example.com' });
  });

  it('accepts a request sent to the caller, and shows a refusal when the sender was linked meanwhile', async () => {
    signIn(LEARNER);
    const request = (id: number, name: string) => ({
      id,
      user_id: id + 100,
      email: `${name.toLowerCase()}@example.com`,
      nick_name: name,
      created_at: '2030-01-05T00:00:00.000Z',
    });
    serve({
      'GET /user/balance': () => ok(BALANCE),
      'GET /user/binds': () => ok({ ...NONE, incoming: [request(1, 'Ana'), request(2, 'Bo')] }),
      'GET /user/wechat/qrcode': () => ok(NO_WECHAT),
      'POST /user/bind/1/accept': () => ok(NONE),
      'POST /user/bind/2/accept': () =>
        apiError(20802, 409, 'This account is already linked to another account'),
    });
    await renderRoute('/es/user/linked');
    const bo = within(await screen.findByRole('listitem', { name: 'Bo' }));
    expect(bo.getByText('Si aceptas, Bo podrá usar tus cursos comprados, y tú los suyos.')).toBeTruthy();
    fireEvent.click(bo.getByRole('button', { name: 'Aceptar' }));
    expect((await bo.findByRole('alert')).textContent).toBe('Esta cuenta ya está vinculada a otra cuenta');
    const ana = within(screen.getByRole('listitem', { name: 'Ana' }));
    fireEvent.click(ana.getByRole('button', { name: 'Aceptar' }));
    expect(await screen.findByText('Ahora estás vinculado con Ana.')).toBeTruthy();
  });

  it("shows a QR code of WeChat's sign-in while no WeChat account is bound, and binds nothing by itself", async () => {
    signIn(LEARNER);
    let bound = false;
    const calls = serve({
      'GET /user/balance': () => ok(BALANCE),
      'GET /user/binds': () => ok(NONE),
      'GET /user/wechat/qrcode': () =>
        ok(
          bound
            ? { available: true, bound: true, qrcode: null, authorize_url: null, expires_at: null }
            : {
                available: true,
                bound: false,
                qrcode: QR,
                authorize_url: 'https://open.weixin.qq.com/connect/qrconnect?appid=wx',
                expires_at: '2030-01-06T00:10:00.000Z',
              },
        ),
      'POST /user/wechat/bind': () => {
        bound = true;
        return ok({ bound: true });
      },
    });
    await renderRoute('/en/user/linked');
    const qr = await screen.findByRole('img', { name: 'QR code to bind your WeChat account' });
    expect(qr.getAttribute('src')).toBe(QR);
    expect(callsTo(calls, 'POST', '/user/wechat/bind')).toHaveLength(0);
  });

  it('hands the code and state WeChat sent back to the API once, then says the account is bound', async () => {
    signIn(LEARNER);
    const calls = serve({
      'GET /user/balance': () => ok(BALANCE),
      'GET /user/binds': () => ok(NONE),
      'GET /user/wechat/qrcode': () =>
        ok({ available: true, bound: true, qrcode: null, authorize_url: null, expires_at: null }),
      'POST /user/wechat/bind': () => ok({ bound: true }),
    });
    await renderRoute('/en/user/linked?code=CODE&state=STATE');
    expect(await screen.findByText('Your WeChat account is bound.')).toBeTruthy();
    expect(await screen.findByText('Your account is bound to a WeChat account.')).toBeTruthy();
    await waitFor(() => expect(callsTo(calls, 'GET', '/user/wechat/qrcode').length).toBeGreaterThan(0));
    expect(callsTo(calls, 'POST', '/user/wechat/bind').map((call) => call.body)).toEqual([
      { code: 'CODE', state: 'STATE' },
    ]);
  });

  it('shows its error state with a retry when the links cannot be loaded', async () => {
    signIn(LEARNER);
    serve({
      'GET /user/balance': () => ok(BALANCE),
      'GET /user/binds': () => apiError(500),
      'GET /user/wechat/qrcode': () => ok(NO_WECHAT),
    });
    await renderRoute('/ko/user/linked');
    expect(await screen.findByTestId('load-error')).toBeTruthy();
  });
});
