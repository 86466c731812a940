import { bus } from '@hanyu/event-bus';
import { i18n } from '@hanyu/i18n';
import { sessionStore } from '@hanyu/session';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoute } from '../../testing/render-route.tsx';

describe('how it works page', () => {
  beforeEach(() => sessionStore.setState({ token: undefined }));

  it('asks the shell to open registration from the free-trial calls to action', async () => {
    const opened: string[] = [];
    const off = bus.on('passport:open', ({ mode }) => opened.push(mode));
    await renderRoute('/en/about/how');
    const buttons = await screen.findAllByTestId('trial-register');
    expect(buttons).toHaveLength(2);
    await userEvent.click(buttons[0] as HTMLElement);
    await userEvent.click(buttons[1] as HTMLElement);
    expect(opened).toEqual(['register', 'register']);
    off();
  });

  it('states the booking rules from the business constants', async () => {
    await renderRoute('/en/about/how');
    await screen.findByRole('heading', { level: 1 });
    const text = document.body.textContent ?? '';
    expect(text).toContain('Book a lesson at least 2 hours before it starts');
    expect(text).toContain('Cancel up to 2 hours before the start');
    expect(text).toContain('The classroom opens 20 minutes before the start time.');
    expect(text).toContain('within 2 working days');
    expect(text).toContain('Each learner can apply for one free trial lesson.');
  });

  it('sends signed-in learners on to choose a teacher instead', async () => {
    sessionStore.setState({ token: 'token' });
    await renderRoute('/ja/about/how');
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByTestId('trial-register')).toBeNull();
    const links = screen.getAllByRole('link', { name: i18n.t('public:how.hero.signedIn') });
    expect(links[0]?.getAttribute('href')).toBe('/ja/live');
  });
});
