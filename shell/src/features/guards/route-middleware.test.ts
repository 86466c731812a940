import { sessionStore } from '@hanyu/session';
import { createMemoryRouter, isRouteErrorResponse } from 'react-router';
import { loginUrl, middlewareFor, signedInAreaMiddleware } from './route-middleware.ts';

type Args = Parameters<ReturnType<typeof middlewareFor>[number]>[0];
const argsFor = (url: string) => ({ request: new Request(url), params: {}, context: {} }) as unknown as Args;
const next = async () => undefined;

async function outcome(run: () => unknown): Promise<unknown> {
  try {
    await run();
    return 'passed';
  } catch (thrown) {
    return thrown;
  }
}

describe('route middleware', () => {
  beforeEach(() => sessionStore.getState().clear());

  it('builds the login URL with the full path wanted', () => {
    expect(loginUrl(new Request('http://x/ja/user/order?page=2'))).toBe(
      '/ja/passport/login?redirect_url=%2Fja%2Fuser%2Forder%3Fpage%3D2',
    );
  });

  it('needUserInfo implies needLogin, and named middleware follow', () => {
    expect(middlewareFor(undefined)).toHaveLength(0);
    expect(middlewareFor({ needLogin: true })).toHaveLength(1);
    expect(middlewareFor({ needUserInfo: true })).toHaveLength(2);
    expect(middlewareFor({ needLogin: true, middleware: ['auth'] })).toHaveLength(1);
  });

  it('redirects signed-out visitors of a needLogin route to login', async () => {
    const [auth] = middlewareFor({ needLogin: true });
    const thrown = (await outcome(() => auth?.(argsFor('http://x/en/user/date'), next))) as Response;
    expect(thrown.status).toBe(302);
    expect(thrown.headers.get('Location')).toBe('/en/passport/login?redirect_url=%2Fen%2Fuser%2Fdate');
  });

  it('lets signed-in users through', async () => {
    sessionStore.setState({ token: 'tok' });
    const [auth] = middlewareFor({ needLogin: true });
    expect(await outcome(() => auth?.(argsFor('http://x/en/user'), next))).toBe('passed');
  });

  it('answers an unknown middleware name with 500 Unknown middleware', async () => {
    const router = createMemoryRouter(
      [
        {
          id: 'page',
          path: '/en/p/1',
          middleware: middlewareFor({ middleware: ['no-such-thing'] }),
          loader: () => null,
        },
      ],
      { initialEntries: ['/en/p/1'] },
    );
    await new Promise<void>((resolve) => {
      if (router.state.initialized) return resolve();
      const off = router.subscribe((state) => {
        if (!state.initialized) return;
        off();
        resolve();
      });
    });
    const error = router.state.errors?.page;
    expect(isRouteErrorResponse(error)).toBe(true);
    expect(error).toMatchObject({ status: 500, data: { message: 'Unknown middleware' } });
  });

  it('guards the whole user area before its remote loads', async () => {
    const thrown = (await outcome(() =>
      signedInAreaMiddleware(argsFor('http://x/ko/user/bill'), next),
    )) as Response;
    expect(thrown.headers.get('Location')).toBe('/ko/passport/login?redirect_url=%2Fko%2Fuser%2Fbill');
    expect(await outcome(() => signedInAreaMiddleware(argsFor('http://x/ko/about'), next))).toBe('passed');
  });
});
