import { bus } from '@hanyu/event-bus';
import { sessionStore } from '@hanyu/session';
import { createMemoryRouter } from 'react-router';
import { connectSessionEvents } from './session-events.ts';

const Blank = () => null;

function routerAt(path: string) {
  return createMemoryRouter([{ path: '*', Component: Blank }], { initialEntries: [path] });
}

describe('session events', () => {
  it('a 401 from the API clears the session and goes to the logout route', async () => {
    const router = routerAt('/ja/user');
    const off = connectSessionEvents(router, { remotes: {} });
    sessionStore.setState({ token: 'expired', uid: '3' });
    bus.emit('session:unauthorized', { path: '/ja/user' });
    off();
    expect(sessionStore.getState().token).toBeUndefined();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(router.state.location.pathname).toBe('/ja/passport/logout');
  });

  it('without the passport remote, a request to open its modal goes to its login page', async () => {
    const router = routerAt('/es/about/how');
    const off = connectSessionEvents(router, { remotes: {} });
    bus.emit('passport:open', { mode: 'register' });
    off();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(router.state.location.pathname + router.state.location.search).toBe(
      '/es/passport/login?mode=register',
    );
  });

  it('with the passport remote, the shell leaves the request to it', async () => {
    const router = routerAt('/en');
    const off = connectSessionEvents(router, {
      remotes: { mf_passport: { manifest: '/p.json', prefixes: ['passport'] } },
    });
    bus.emit('passport:open', { mode: 'login' });
    off();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(router.state.location.pathname).toBe('/en');
  });
});
