import { bus } from '@hanyu/event-bus';
import { configureSdk, removeCookie, writeCookie } from '@hanyu/sdk';
import { jest } from '@jest/globals';
import { createSessionStore, rootDomain } from './session-store.ts';

function respond(status: number, body: unknown): typeof fetch {
  return jest.fn(async () => new Response(JSON.stringify(body), { status })) as unknown as typeof fetch;
}

const user = {
  id: 7,
  nick_name: 'Mei',
  email: 'mei@example.com',
  created_at: '2026-01-01T00:00:00Z',
  company_user: null,
  org_user: null,
  time_zone: 'Europe/Madrid',
};

function clearCookies() {
  for (const name of ['token', 'uid', 'utc']) removeCookie(name);
}

describe('session store', () => {
  beforeEach(clearCookies);

  it('reads token and uid cookies at creation', () => {
    writeCookie('token', 'abc');
    writeCookie('uid', '9');
    const store = createSessionStore();
    expect(store.getState()).toMatchObject({ token: 'abc', uid: '9', userStatus: 'idle' });
  });

  it('signIn stores cookies and announces the change', () => {
    const store = createSessionStore();
    const changed = jest.fn();
    const off = bus.on('session:changed', changed);
    store
      .getState()
      .signIn({ token: 't1', user_id: 12, expired_at: new Date(Date.now() + 3600_000).toISOString() });
    off();
    expect(document.cookie).toContain('token=t1');
    expect(document.cookie).toContain('uid=12');
    expect(changed).toHaveBeenCalledWith({ signedIn: true });
  });

  it('loads user info once and takes its time zone when no utc cookie is set', async () => {
    const fetchMock = respond(200, { response: user });
    configureSdk({ fetch: fetchMock, baseUrl: 'http://api.test/api' });
    const store = createSessionStore();
    store.getState().signIn({ token: 't2', user_id: 7, expired_at: Math.floor(Date.now() / 1000) + 60 });
    const [a, b] = await Promise.all([store.getState().ensureUser(), store.getState().ensureUser()]);
    expect(a).toEqual(user);
    expect(b).toEqual(user);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(store.getState()).toMatchObject({ userStatus: 'loaded', timeZone: 'Europe/Madrid' });
    await store.getState().ensureUser();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('prefers the utc cookie over the user time zone', async () => {
    configureSdk({ fetch: respond(200, { response: user }), baseUrl: 'http://api.test/api' });
    writeCookie('utc', 'Asia/Tokyo');
    const store = createSessionStore();
    store.getState().signIn({ token: 't3', user_id: 7, expired_at: Math.floor(Date.now() / 1000) + 60 });
    await store.getState().ensureUser();
    expect(store.getState().timeZone).toBe('Asia/Tokyo');
  });

  it.each([
    ['a 401 code', 401, { error: { code: 401, message: 'Unauthorized' } }],
    ['any other failure', 500, { error: { code: 500, message: 'Internal server error' } }],
  ])('clears token and user info on %s', async (_label, status, body) => {
    configureSdk({ fetch: respond(status, body), baseUrl: 'http://api.test/api' });
    const store = createSessionStore();
    store.getState().signIn({ token: 'bad', user_id: 1, expired_at: Math.floor(Date.now() / 1000) + 60 });
    expect(await store.getState().ensureUser()).toBeUndefined();
    expect(store.getState()).toMatchObject({
      token: undefined,
      uid: undefined,
      user: undefined,
      userStatus: 'failed',
    });
    expect(document.cookie).not.toContain('token=bad');
  });

  it('does not call the API without a token', async () => {
    const fetchMock = respond(200, { response: user });
    configureSdk({ fetch: fetchMock, baseUrl: 'http://api.test/api' });
    expect(await createSessionStore().getState().ensureUser()).toBeUndefined();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('setTimeZone remembers the choice in the utc cookie', () => {
    const store = createSessionStore();
    store.getState().setTimeZone('America/New_York');
    expect(store.getState().timeZone).toBe('America/New_York');
    expect(document.cookie).toContain('utc=America%2FNew_York');
  });
});

describe('rootDomain', () => {
  it.each([
    ['www.hanyu.com', 'hanyu.com'],
    ['hanyu.com', 'hanyu.com'],
    ['localhost', undefined],
    ['jyda.localhost', undefined],
    ['127.0.0.1', undefined],
  ])('%s → %s', (host, expected) => {
    expect(rootDomain(host)).toBe(expected);
  });
});
