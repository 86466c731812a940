import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { signIn } from '../../testing/fixtures.ts';
import { apiResponse, mockApi, renderRoute } from '../../testing/render-route.tsx';

describe('weekly availability', () => {
  it('opens and closes half hours with a drag and the keyboard, and saves the rows', async () => {
    signIn();
    const calls = mockApi((call) => {
      if (call.method === 'GET')
        return apiResponse({
          response: { time_zone: 'Asia/Shanghai', weekly: [{ week: 1, begin_minute: 480, end_minute: 600 }] },
        });
      return apiResponse({
        response: { time_zone: 'Asia/Shanghai', weekly: (call.body as { weekly: unknown }).weekly },
      });
    });
    const user = userEvent.setup();
    await renderRoute('/en/user/timetable');
    const cell = (name: string) => screen.getByRole('button', { name });
    expect((await screen.findByRole('button', { name: 'Mon 08:00' })).getAttribute('aria-pressed')).toBe(
      'true',
    );
    expect(screen.getByText('2 hours open each week')).toBeTruthy();
    expect(screen.getByText(/You are in Europe\/Madrid/)).toBeTruthy();

    // A drag down Tuesday from 09:00 to 10:00 opens three half hours.
    fireEvent.pointerDown(cell('Tue 09:00'));
    fireEvent.pointerEnter(cell('Tue 09:30'));
    fireEvent.pointerEnter(cell('Tue 10:00'));
    fireEvent.pointerUp(window);
    fireEvent.pointerEnter(cell('Tue 10:30'));
    expect(cell('Tue 10:00').getAttribute('aria-pressed')).toBe('true');
    expect(cell('Tue 10:30').getAttribute('aria-pressed')).toBe('false');

    // The keyboard: from Monday 08:00, down one and Space closes 08:30.
    act(() => cell('Mon 08:00').focus());
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(cell('Mon 08:30'));
    await user.keyboard(' ');
    expect(cell('Mon 08:30').getAttribute('aria-pressed')).toBe('false');

    await user.click(screen.getByRole('button', { name: 'Save availability' }));
    expect(await screen.findByText('Your availability is saved.')).toBeTruthy();
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
      weekly: [
        { week: 1, begin_minute: 480, end_minute: 510 },
        { week: 1, begin_minute: 540, end_minute: 600 },
        { week: 2, begin_minute: 540, end_minute: 630 },
      ],
    });
  });
});
