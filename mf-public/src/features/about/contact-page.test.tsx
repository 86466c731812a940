import { sessionStore } from '@hanyu/session';
import { BRANDS } from '@hanyu/ui';
import { jest } from '@jest/globals';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoute } from '../../testing/render-route.tsx';

describe('contact page', () => {
  it('lists the brand’s channels and service hours in Beijing and local time', async () => {
    sessionStore.setState({ timeZone: 'Asia/Tokyo' });
    await renderRoute('/en/about/contact');
    await screen.findByRole('heading', { level: 1 });
    const { email, phone, wechat } = BRANDS.hanyu.contact;
    expect(screen.getByRole('link', { name: `Write to ${email}` }).getAttribute('href')).toBe(
      `mailto:${email}`,
    );
    expect(screen.getByRole('link', { name: `Call ${phone}` }).getAttribute('href')).toBe(
      `tel:${phone.replaceAll(' ', '')}`,
    );
    expect(screen.getByText(wechat)).toBeTruthy();
    expect(screen.getByTestId('service-hours-beijing').textContent).toMatch(
      /9:00\sAM to 9:00\sPM Beijing time/u,
    );
    expect(screen.getByTestId('service-hours-local').textContent).toMatch(
      /10:00\sAM to 10:00\sPM in your time zone \(UTC\+9, Asia\/Tokyo\)/u,
    );
  });

  it('copies the WeChat ID, and asks to copy by hand where the browser refuses', async () => {
    const user = userEvent.setup();
    const writeText = jest.spyOn(navigator.clipboard, 'writeText');
    await renderRoute('/en/about/contact');
    await user.click(await screen.findByRole('button', { name: 'Copy ID' }));
    expect(writeText).toHaveBeenLastCalledWith(BRANDS.hanyu.contact.wechat);
    expect(screen.getByRole('button', { name: 'Copied' })).toBeTruthy();

    writeText.mockRejectedValue(new Error('denied'));
    await user.click(screen.getByRole('button', { name: 'Copied' }));
    expect(await screen.findByText('Your browser does not support it, please copy it manually')).toBeTruthy();
    writeText.mockRestore();
  });

  it('opens answers in place with native disclosure widgets', async () => {
    await renderRoute('/en/about/contact');
    const question = await screen.findByText('How do I ask for a refund?');
    const details = question.closest('details') as HTMLDetailsElement;
    expect(details.open).toBe(false);
    await userEvent.click(question);
    expect(details.open).toBe(true);
    expect(details.textContent).toContain('Within 30 days of purchase');
  });
});
