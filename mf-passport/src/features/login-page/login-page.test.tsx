import { sessionStore } from '@hanyu/session';
import { loginPageLoader } from './login-page.tsx';

function load(url: string): Response | null {
  return loginPageLoader({ request: new Request(url), params: { lang: 'en' }, context: {} } as never);
}

describe('passport/login for a visitor who arrives signed in', () => {
  afterEach(() => sessionStore.setState({ token: undefined }));

  it('shows the page to a signed-out visitor', () => {
    expect(load('http://site.test/en/passport/login?redirect_url=%2Fen%2Fuser')).toBeNull();
  });

  it('sends a signed-in visitor on to the page wanted', () => {
    sessionStore.setState({ token: 'signed-in' });
    const response = load('http://site.test/en/passport/login?redirect_url=%2Fen%2Fuser%2Forder%3Fpage%3D2');
    expect(response?.status).toBe(302);
    expect(response?.headers.get('Location')).toBe('/en/user/order?page=2');
  });

  it('sends a signed-in visitor home when the page wanted is on another site', () => {
    sessionStore.setState({ token: 'signed-in' });
    const response = load('http://site.test/en/passport/login?redirect_url=https%3A%2F%2Fevil.test%2F');
    expect(response?.headers.get('Location')).toBe('/en');
  });
});
