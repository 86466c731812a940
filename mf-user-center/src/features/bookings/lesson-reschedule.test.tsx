import type { Lesson, SlotsResponse } from '@hanyu/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BALANCE, LEARNER, signIn } from '../../testing/fixtures.ts';
import { apiError, callsTo, ok, renderRoute, serve } from '../../testing/render-route.tsx';

const HOUR = 3_600_000;
const STARTS = Date.now() + 48 * HOUR;

function lesson(fields: Partial<Lesson> = {}): Lesson {
  const starts = Date.parse(fields.starts_at ?? new Date(STARTS).toISOString());
  return {
    id: 7,
    course_id: 3,
    course_title: 'HSK 1 Essentials',
    student_name: 'Learner',
    teacher_id: 11,
    teacher_name: 'Ana Li',
    student_id: 5,
    starts_at: new Date(starts).toISOString(),
    ends_at: new Date(starts + 50 * 60_000).toISOString(),
    minutes: 50,
    status: 'booked',
    delivery_way: 'classroom',
    contact_id: null,
    remark: null,
    trial: false,
    summary: null,
    material: null,
    progress: null,
    entry_from: new Date(starts - 20 * 60_000).toISOString(),
    cancel_until: new Date(starts - 2 * HOUR).toISOString(),
    reschedule_count: 0,
    ...fields,
  };
}

const NEW_START = new Date(STARTS + 24 * HOUR).toISOString();
const SLOTS: SlotsResponse = {
  time_zone: 'Europe/Berlin',
  minutes: 50,
  teacher_id: 11,
  remaining_minutes: 0,
  days: [
    {
      date: '2030-01-08',
      slots: [
        { start: NEW_START, end: new Date(STARTS + 25 * HOUR).toISOString(), time: '10:00' },
        {
          start: new Date(STARTS + 25 * HOUR).toISOString(),
          end: new Date(STARTS + 26 * HOUR).toISOString(),
          time: '11:00',
        },
      ],
    },
  ],
};

describe('rescheduling a lesson from my bookings', () => {
  it('shows the moves left, lists the free starts in the learner’s zone and moves the lesson to the one chosen', async () => {
    signIn(LEARNER, 'Europe/Berlin');
    let current = lesson();
    const calls = serve({
      'GET /user/balance': () => ok(BALANCE),
      'GET /user/lessons': () => ok({ data: [current], total: 1, page: 1, size: 10 }),
      'GET /user/lessons/7/slots': () => ok(SLOTS),
      'POST /user/lessons/7/reschedule': () => {
        current = lesson({ starts_at: NEW_START, reschedule_count: 1 });
        return ok(current);
      },
    });
    const user = userEvent.setup();
    await renderRoute('/en/user/date');
    const card = within(await screen.findByRole('article', { name: 'HSK 1 Essentials' }));
    expect(card.getByText('Moves left: 2 of 2')).toBeTruthy();
    await user.click(card.getByRole('button', { name: 'Reschedule' }));
    const panel = within(await card.findByRole('region', { name: 'Move this lesson' }));
    expect(panel.getByText(/Choose a new start with Ana Li/)).toBeTruthy();
    expect(callsTo(calls, 'GET', '/user/lessons/7/slots')[0]?.query.get('time_zone')).toBe('Europe/Berlin');
    // Nothing chosen yet: the move asks for a time first and sends nothing.
    await user.click(await panel.findByRole('button', { name: 'Move the lesson' }));
    expect(panel.getByRole('alert').textContent).toBe('Please choose a new time.');
    const ten = panel.getByRole('button', { name: /10:00$/ });
    await user.click(ten);
    expect(ten.getAttribute('aria-pressed')).toBe('true');
    await user.click(panel.getByRole('button', { name: 'Move the lesson' }));
    expect(
      await screen.findByText('The lesson has moved. You and your teacher have been emailed the new time.'),
    ).toBeTruthy();
    expect(callsTo(calls, 'POST', '/user/lessons/7/reschedule')[0]?.body).toEqual({
      starts_at: NEW_START,
      from_starts_at: new Date(STARTS).toISOString(),
    });
    await waitFor(() => expect(card.getByText('Moves left: 1 of 2')).toBeTruthy());
    expect(card.queryByRole('region', { name: 'Move this lesson' })).toBeNull();
  });

  it('says in the page language why a move was refused, and reads the free starts again when one was taken', async () => {
    signIn(LEARNER, 'Asia/Shanghai');
    serve({
      'GET /user/balance': () => ok(BALANCE),
      'GET /user/lessons': () => ok({ data: [lesson()], total: 1, page: 1, size: 10 }),
      'GET /user/lessons/7/slots': () => ok(SLOTS),
      'POST /user/lessons/7/reschedule': () =>
        apiError(20202, 409, 'This time has already been reserved, please choose another'),
    });
    const user = userEvent.setup();
    await renderRoute('/zh-cn/user/date');
    const card = within(await screen.findByRole('article', { name: 'HSK 1 Essentials' }));
    await user.click(card.getByRole('button', { name: '改期' }));
    const panel = within(await card.findByRole('region', { name: '调整上课时间' }));
    await user.click(await panel.findByRole('button', { name: /10:00$/ }));
    await user.click(panel.getByRole('button', { name: '确认改期' }));
    expect((await panel.findByRole('alert')).textContent).toBe('这个时间已不可选，请选择其他时间。');
    // The list was read again, nothing chosen.
    await waitFor(() =>
      expect(panel.getByRole('button', { name: /10:00$/ }).getAttribute('aria-pressed')).toBe('false'),
    );
  });

  it('says a lesson moved twice can no longer be moved, and a late one is refused with the 2-hour rule', async () => {
    signIn(LEARNER, 'Europe/Berlin');
    serve({
      'GET /user/balance': () => ok(BALANCE),
      'GET /user/lessons': () =>
        ok({
          data: [lesson({ reschedule_count: 2 }), lesson({ id: 8, course_title: 'Business Chinese' })],
          total: 2,
          page: 1,
          size: 10,
        }),
      'GET /user/lessons/8/slots': () =>
        apiError(20230, 409, 'Lessons can be moved at least 2 hours before they start'),
    });
    const user = userEvent.setup();
    await renderRoute('/es/user/date');
    const twice = within(await screen.findByRole('article', { name: 'HSK 1 Essentials' }));
    expect(twice.getByText('Esta clase ya se ha cambiado dos veces y no se puede cambiar más.')).toBeTruthy();
    expect(twice.queryByRole('button', { name: 'Cambiar hora' })).toBeNull();
    const late = within(screen.getByRole('article', { name: 'Business Chinese' }));
    await user.click(late.getByRole('button', { name: 'Cambiar hora' }));
    expect((await late.findByRole('alert')).textContent).toBe(
      'Las clases se pueden cambiar hasta 2 horas antes de empezar.',
    );
  });

  it('says a lesson an assistant teacher books is moved by contacting us', async () => {
    signIn(LEARNER, 'Europe/Berlin');
    serve({
      'GET /user/balance': () => ok(BALANCE),
      'GET /user/lessons': () => ok({ data: [lesson()], total: 1, page: 1, size: 10 }),
      'GET /user/lessons/7/slots': () =>
        apiError(20204, 403, 'This course is booked for you by an assistant teacher, please contact us'),
    });
    const user = userEvent.setup();
    await renderRoute('/ko/user/date');
    const card = within(await screen.findByRole('article', { name: 'HSK 1 Essentials' }));
    await user.click(card.getByRole('button', { name: '일정 변경' }));
    expect((await card.findByRole('alert')).textContent).toBe(
      '이 과정의 수업은 보조 선생님이 예약합니다. 시간 변경은 문의해 주세요.',
    );
  });
});
