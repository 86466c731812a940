import { jest } from '@jest/globals';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { signIn } from '../../testing/fixtures.ts';
import { apiResponse, mockApi, renderRoute } from '../../testing/render-route.tsx';

describe('weekly availability', () => {
  it('opens and closes half hours with a drag and the keyboard, and saves the rows', async () => {
    signIn();
    const calls = mockApi((call) => {
      if (call.path === '/teacher/availability/exceptions') return apiResponse({ response: { data: [] } });
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
    // The teacher's own zone beside Beijing time, in elements the page's script rewrites before the app starts.
    expect(screen.getByText(/^Your bookable hours each week/).textContent).toMatch(
      /in Beijing time \(UTC\+8\).* You are in Europe\/Madrid \(UTC\+[12]\)\.$/,
    );

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

    // A click no pointer made (a screen reader's, or a press kept from before the app started) switches a cell.
    fireEvent.click(cell('Sun 08:00'));
    expect(cell('Sun 08:00').getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(cell('Sun 08:00'));
    expect(cell('Sun 08:00').getAttribute('aria-pressed')).toBe('false');

    await user.click(screen.getByRole('button', { name: 'Save availability' }));
    expect(await screen.findByText('Your availability is saved.')).toBeTruthy();
    // Saved, the page's data is loaded again.
    await waitFor(() =>
      expect(
        calls.filter((call) => call.method === 'GET' && call.path === '/teacher/availability'),
      ).toHaveLength(2),
    );
    expect(screen.getByRole('button', { name: 'Save availability' }).hasAttribute('disabled')).toBe(true);
    expect(
      calls.find((call) => call.method === 'PUT' && call.path === '/teacher/availability')?.body,
    ).toEqual({
      weekly: [
        { week: 1, begin_minute: 480, end_minute: 510 },
        { week: 1, begin_minute: 540, end_minute: 600 },
        { week: 2, begin_minute: 540, end_minute: 630 },
      ],
    });
  });
});

describe('the page in Beijing', () => {
  it("keeps the teacher's zone sentence for a page rendered before the zone is known, and starts the form today in Beijing", async () => {
    signIn(undefined, 'Asia/Shanghai');
    jest.useFakeTimers({
      now: Date.parse('2030-03-04T17:00:00.000Z'),
      doNotFake: ['setTimeout', 'setInterval', 'queueMicrotask', 'nextTick'],
    });
    try {
      mockApi((call) =>
        call.path === '/teacher/availability/exceptions'
          ? apiResponse({ response: { data: [] } })
          : apiResponse({ response: { time_zone: 'Asia/Shanghai', weekly: [] } }),
      );
      await renderRoute('/en/user/timetable');
      const zone = (await screen.findByText(/^Your bookable hours each week/)).querySelector('span');
      // Hidden unless the server rendered the page without knowing the zone (page-frame.module.css).
      expect(zone?.className).toBe('whileZoneUnknown');
      expect(screen.getByText('No time off or extra hours ahead.')).toBeTruthy();
      // 17:00 UTC on March 4 is already March 5 in Beijing.
      expect((screen.getByLabelText('From (date)') as HTMLInputElement).value).toBe('2030-03-05');
    } finally {
      jest.useRealTimers();
    }
  });
});

describe('time off and extra hours', () => {
  it('lists them in Beijing time, adds time off from dates and half hours, and removes one', async () => {
    signIn();
    let exceptions = [
      { id: 4, kind: 'extra', starts_at: '2030-02-03T02:00:00.000Z', ends_at: '2030-02-03T04:00:00.000Z' },
    ];
    const calls = mockApi((call) => {
      if (call.path === '/teacher/availability')
        return apiResponse({ response: { time_zone: 'Asia/Shanghai', weekly: [] } });
      if (call.path === '/teacher/availability/exceptions' && call.method === 'GET')
        return apiResponse({ response: { data: exceptions } });
      if (call.method === 'POST') {
        const body = call.body as { kind: string; starts_at: string; ends_at: string };
        exceptions = [...exceptions, { id: 5, ...body }];
        return apiResponse({ response: { id: 5, ...body } });
      }
      exceptions = exceptions.filter((item) => !call.path.endsWith(`/${item.id}`));
      return apiResponse({ response: null });
    });
    const user = userEvent.setup();
    await renderRoute('/en/user/timetable');
    expect(await screen.findByText('Feb 3, 2030, 10:00 AM – Feb 3, 2030, 12:00 PM')).toBeTruthy();
    const form = within(screen.getByRole('form', { name: 'Add time off or extra hours' }));
    fireEvent.change(form.getByLabelText('From (date)'), { target: { value: '2030-02-10' } });
    await user.selectOptions(form.getByLabelText('From (time)'), '08:00');
    fireEvent.change(form.getByLabelText('Until (date)'), { target: { value: '2030-02-12' } });
    await user.selectOptions(form.getByLabelText('Until (time)'), '24:00');
    await user.click(form.getByRole('button', { name: 'Add' }));
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      kind: 'off',
      starts_at: '2030-02-10T00:00:00.000Z',
      ends_at: '2030-02-12T16:00:00.000Z',
    });
    expect(await screen.findByText('Feb 10, 2030, 8:00 AM – Feb 13, 2030, 12:00 AM')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: /^Remove Extra hours/ }));
    await waitFor(() => expect(screen.queryByText(/Feb 3, 2030/)).toBeNull());
  });
});
