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

  it.each([
    '%2F.%2F%2Fevil.com',
    '%2F%2Fevil.com',
    '%2F%5Cevil.com',
    '%2Fa%2F..%2F%2Fevil.com',
    '%2F%252F%252Fevil.com',
    '%2F%09%2Fevil.com',
  ])('never sends a signed-in visitor to another host, however redirect_url=%s is written', (encoded) => {
    sessionStore.setState({ token: 'signed-in' });
    const response = load(`http://site.test/en/passport/login?redirect_url=${encoded}`);
    expect(response?.status).toBe(302);
    expect(response?.headers.get('Location')).toBe('/en');
  });
});
