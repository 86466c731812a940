/**
 * @jest-environment-options {"url": "http://jyda.localhost/en"}
 */
import { screen } from '@testing-library/react';
import { renderRoute } from '../../testing/render-route.tsx';

describe('social sign-in on the alternate brand', () => {
  it('is not offered (SPEC §2)', async () => {
    await renderRoute('/en/passport/login');
    await screen.findByRole('heading', { level: 1, name: 'Log in' });
    expect(location.hostname).toBe('jyda.localhost');
    expect(screen.queryByTestId('social-login')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Continue with Google' })).toBeNull();
  });
});
