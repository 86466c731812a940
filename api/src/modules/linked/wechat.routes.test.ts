import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { LINK_ERROR_CODES, LINK_MESSAGES } from '@hanyu/contract';
import { openTestApp, type TestApp } from '../../test/app.ts';
import { catalogueFixtures } from '../../test/catalogue-fixtures.ts';
import { testDatabases } from '../../test/databases.ts';
import { type Buyer, buyer } from '../../test/orders-fixtures.ts';
import { createSession } from '../users/index.ts';

const NOW = new Date('2030-01-06T00:00:00Z');

/**
 * A local WeChat speaking the documented protocol of sns/oauth2/access_token: for a known code, JSON with
 * access_token, openid and (when given) unionid; for anything else { errcode: 40029, errmsg: 'invalid code' }.
 */
async function fakeWechat(codes: Record<string, { openid: string; unionid?: string }>) {
  const requests: URL[] = [];
  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://wechat.test');
    requests.push(url);
    response.setHeader('content-type', 'application/json');
    const account = codes[url.searchParams.get('code') ?? ''];
    const valid =
      url.pathname === '/sns/oauth2/access_token' &&
      url.searchParams.get('appid') === 'wx-test-app' &&
      url.searchParams.get('secret') === 'wx-test-secret' &&
      url.searchParams.get('grant_type') === 'authorization_code' &&
      account !== undefined;
    response.end(
      JSON.stringify(
        valid
          ? {
              access_token: 'ACCESS',
              expires_in: 7200,
              refresh_token: 'REFRESH',
              openid: account.openid,
              scope: 'snsapi_login',
              ...(account.unionid ? { unionid: account.unionid } : {}),
            }
          : { errcode: 40029, errmsg: 'invalid code' },
      ),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    base: `http://127.0.0.1:${port}`,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe.each(testDatabases())('WeChat binding on $name', (target) => {
  let t: TestApp;
  let unconfigured: TestApp;
  let clock = NOW;
  let wechat: Awaited<ReturnType<typeof fakeWechat>>;
  const saved = { ...process.env };

  beforeAll(async () => {
    wechat = await fakeWechat({
      'code-a': { openid: 'openid-a', unionid: 'union-a' },
      'code-b': { openid: 'openid-b' },
      'code-c': { openid: 'openid-c', unionid: 'union-c' },
      'code-c-again': { openid: 'openid-c2', unionid: 'union-c' },
      'code-d': { openid: 'openid-d' },
    });
    unconfigured = await openTestApp(target, {
      seed: catalogueFixtures,
      lessonHistory: false,
      now: () => clock,
    });
    process.env.WECHAT_APP_ID = 'wx-test-app';
    process.env.WECHAT_APP_SECRET = 'wx-test-secret';
    process.env.WECHAT_API_BASE = wechat.base;
    t = await openTestApp(unconfigured, {
      seed: false,
      now: () => clock,
      publicUrl: 'https://hanyu.example',
    });
  });
  afterAll(async () => {
    process.env = saved;
    await t.app.close();
    await unconfigured.close();
    await wechat.close();
  });
  afterEach(() => {
    clock = NOW;
  });

  async function person(): Promise<Buyer> {
    const made = await buyer(t.db, 'wechat');
    return { id: made.id, token: (await createSession(t.db, made.id, NOW)).token };
  }
  const call = (app: TestApp, who: Buyer, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
    app.app.inject({
      method,
      url: `/api${url}`,
      headers: { authorization: `Bearer ${who.token}` },
      ...(payload ? { payload } : {}),
    });
  const qrcode = async (who: Buyer) =>
    (await call(t, who, 'GET', '/user/wechat/qrcode?language=zh-cn')).json().response;
  const stateOf = (authorizeUrl: string) => new URL(authorizeUrl).searchParams.get('state') as string;
  const bind = (who: Buyer, code: string, state: string) =>
    call(t, who, 'POST', '/user/wechat/bind', { code, state });
  const refusedWith = (
    answer: { statusCode: number; json(): unknown },
    reason: keyof typeof LINK_ERROR_CODES,
  ) => {
    expect((answer.json() as { error: unknown }).error).toEqual({
      code: LINK_ERROR_CODES[reason],
      message: LINK_MESSAGES[reason],
    });
  };

  it('says WeChat binding is unavailable without a WeChat application, and binds nothing', async () => {
    const me = await person();
    const answer = await call(unconfigured, me, 'GET', '/user/wechat/qrcode');
    expect(answer.json().response).toEqual({
      available: false,
      bound: false,
      qrcode: null,
      authorize_url: null,
      expires_at: null,
    });
    const bound = await call(unconfigured, me, 'POST', '/user/wechat/bind', { code: 'code-a', state: 'x' });
    expect(bound.statusCode).toBe(400);
    refusedWith(bound, 'wechatUnavailable');
  });

  it("shows a QR code of WeChat's qrconnect URL with a fresh state, and binds the account that scanned it", async () => {
    const me = await person();
    const shown = await qrcode(me);
    expect(shown).toMatchObject({ available: true, bound: false, expires_at: '2030-01-06T00:10:00.000Z' });
    expect(shown.qrcode).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(Buffer.from(shown.qrcode.split(',')[1], 'base64').toString()).toContain('<svg');
    const url = new URL(shown.authorize_url);
    expect(`${url.origin}${url.pathname}`).toBe('https://open.weixin.qq.com/connect/qrconnect');
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      appid: 'wx-test-app',
      redirect_uri: 'https://hanyu.example/zh-cn/user/linked',
      response_type: 'code',
      scope: 'snsapi_login',
    });
    expect(url.hash).toBe('#wechat_redirect');
    // Another QR code gets another state.
    expect(stateOf((await qrcode(me)).authorize_url)).not.toBe(stateOf(shown.authorize_url));

    const bound = await bind(me, 'code-a', stateOf(shown.authorize_url));
    expect(bound.json().response).toEqual({ bound: true });
    // The unionid is the account (the same person across the company's WeChat applications).
    const row = await t.db
      .selectFrom('oauth_accounts')
      .select(['subject', 'user_id'])
      .where('provider', '=', 'wechat')
      .where('user_id', '=', String(me.id))
      .executeTakeFirstOrThrow();
    expect(row.subject).toBe('union-a');
    expect(wechat.requests.at(-1)?.searchParams.get('code')).toBe('code-a');
    expect(await qrcode(me)).toMatchObject({ available: true, bound: true, qrcode: null });
  });

  it("accepts a state once, only the caller's, and only before it expires", async () => {
    const me = await person();
    const other = await person();
    const first = stateOf((await qrcode(me)).authorize_url);
    // Someone else's state binds nothing, and does not use it up.
    refusedWith(await bind(other, 'code-b', first), 'wechatFailed');
    // A code WeChat does not know (errcode) fails, and the state is spent.
    refusedWith(await bind(me, 'made-up', first), 'wechatFailed');
    refusedWith(await bind(me, 'code-b', first), 'wechatFailed');
    // Expired.
    const late = stateOf((await qrcode(me)).authorize_url);
    clock = new Date(NOW.getTime() + 11 * 60_000);
    refusedWith(await bind(me, 'code-b', late), 'wechatFailed');
    clock = NOW;
    // A made-up state.
    refusedWith(await bind(me, 'code-b', 'not-a-state-we-gave'), 'wechatFailed');
    // A fresh one works: the openid is the account when WeChat gives no unionid.
    expect((await bind(me, 'code-b', stateOf((await qrcode(me)).authorize_url))).statusCode).toBe(200);
    const row = await t.db
      .selectFrom('oauth_accounts')
      .select('subject')
      .where('user_id', '=', String(me.id))
      .executeTakeFirstOrThrow();
    expect(row.subject).toBe('openid-b');
  });

  it('refuses a WeChat account bound to another user and a second one for the same user, and unbinds', async () => {
    const holder = await person();
    const other = await person();
    const spare = stateOf((await qrcode(holder)).authorize_url);
    expect((await bind(holder, 'code-c', stateOf((await qrcode(holder)).authorize_url))).statusCode).toBe(
      200,
    );
    // The same WeChat account (its unionid) for someone else.
    const taken = await bind(other, 'code-c-again', stateOf((await qrcode(other)).authorize_url));
    expect(taken.statusCode).toBe(409);
    refusedWith(taken, 'wechatTaken');
    // A second WeChat account for the holder, with a QR code shown before the first was bound.
    const second = await bind(holder, 'code-d', spare);
    expect(second.statusCode).toBe(409);
    refusedWith(second, 'wechatAlreadyBound');
    // Unbound, the WeChat account may be bound by the other user.
    expect((await call(t, holder, 'DELETE', '/user/wechat')).json().response).toEqual({ bound: false });
    expect(await qrcode(holder)).toMatchObject({ bound: false });
    expect((await bind(other, 'code-c', stateOf((await qrcode(other)).authorize_url))).statusCode).toBe(200);
  });
});
