import { BOOKING_MESSAGES, type BookableCourse, ERROR_CODES, type Lesson } from '@hanyu/contract';
import { sessionStore } from '@hanyu/session';
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  apiError,
  apiResponse,
  mockApi,
  type RecordedCall,
  renderRoute,
} from '../../testing/render-route.tsx';

/** Monday 2030-01-07 in Berlin; the learner looks at the week from Sunday the 6th. */
const NOW = new Date('2030-01-06T09:00:00Z');

const COURSE: BookableCourse = {
  course_id: 3,
  title: 'HSK 1 Essentials',
  teacher_id: 11,
  teacher_name: 'Ana Li',
  lesson_minutes: [25, 50],
  delivery_ways: ['classroom', 'wechat'],
  self_booking: true,
  granted_minutes: 500,
  remaining_minutes: 450,
  daily_limit: 1,
  monthly_limit: null,
};

const SLOTS = {
  time_zone: 'Europe/Berlin',
  minutes: 25,
  teacher_id: 11,
  remaining_minutes: 450,
  days: [
    {
      date: '2030-01-07',
      slots: [
        { start: '2030-01-07T01:00:00.000Z', end: '2030-01-07T01:25:00.000Z', time: '02:00' },
        { start: '2030-01-07T01:30:00.000Z', end: '2030-01-07T01:55:00.000Z', time: '02:30' },
      ],
    },
  ],
};

const LESSON: Lesson = {
  id: 41,
  course_id: 3,
  course_title: 'HSK 1 Essentials',
  student_name: 'Learner',
  teacher_id: 11,
  teacher_name: 'Ana Li',
  student_id: 5,
  starts_at: '2030-01-07T01:30:00.000Z',
  ends_at: '2030-01-07T01:55:00.000Z',
  minutes: 25,
  status: 'booked',
  delivery_way: 'classroom',
  contact_id: null,
  remark: null,
  trial: false,
  summary: null,
  material: null,
  progress: null,
  entry_from: '2030-01-07T01:10:00.000Z',
  cancel_until: '2030-01-06T23:30:00.000Z',
  reschedule_count: 0,
};

beforeEach(() => {
  jest.useFakeTimers({ now: NOW, doNotFake: ['setTimeout', 'setInterval', 'queueMicrotask', 'nextTick'] });
  sessionStore.getState().setTimeZone('Europe/Berlin');
});
afterEach(() => {
  jest.useRealTimers();
});

function serve(book: (call: RecordedCall) => Response = () => apiResponse({ response: LESSON })) {
  return mockApi((call) => {
    if (call.path === '/user/booking/courses') return apiResponse({ response: { data: [COURSE] } });
    if (call.path === '/user/booking/slots') return apiResponse({ response: SLOTS });
    return book(call);
  });
}

const slotQueries = (calls: RecordedCall[]) =>
  calls.filter((call) => call.path === '/user/booking/slots').map((call) => Object.fromEntries(call.query));

describe('booking a lesson', () => {
  it('lists the free times of the week in the learner’s zone and books the chosen one once', async () => {
    const calls = serve();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    await renderRoute('/en/book');
    expect(await screen.findByText('HSK 1 Essentials')).toBeTruthy();
    expect(screen.getByText('Ana Li · 450 min of lesson time left')).toBeTruthy();
    await user.click(screen.getByLabelText('25 min'));
    const slot = await screen.findByRole('button', { name: /02:30/ });
    const slotsCall = calls.filter((call) => call.path === '/user/booking/slots').at(-1);
    expect(Object.fromEntries(slotsCall?.query ?? [])).toMatchObject({
      course_id: '3',
      minutes: '25',
      teacher_id: '11',
      time_zone: 'Europe/Berlin',
      days: '8',
    });
    // The zone's name and offset are elements the page's script rewrites before the app runs.
    expect(
      screen.getByText((_, element) => element?.textContent === 'Times in Europe/Berlin (UTC+1)'),
    ).toBeTruthy();
    // The times are LocalTime elements in the learner's zone, the buttons named with the day.
    expect(slot.querySelector('time[data-local="clock"]')?.getAttribute('datetime')).toBe(
      '2030-01-07T01:30:00.000Z',
    );
    expect(slot.querySelector('time')?.textContent).toBe('02:30');
    expect(slot.getAttribute('aria-label')).toBe('Mon Jan 7 02:30');
    await user.click(slot);
    expect(slot.getAttribute('aria-pressed')).toBe('true');
    // Beijing time beside the learner's.
    expect(screen.getByText(/Beijing time: .*9:30/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Book this lesson' }));
    expect(await screen.findByRole('heading', { name: 'Your lesson is booked' })).toBeTruthy();
    const booked = calls.filter((call) => call.path === '/user/lessons');
    expect(booked).toHaveLength(1);
    expect(booked[0]?.body).toEqual({
      course_id: 3,
      minutes: 25,
      starts_at: '2030-01-07T01:30:00.000Z',
      delivery_way: 'classroom',
    });
    expect(booked[0]?.headers.get('idempotency-key')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See my bookings' }).getAttribute('href')).toBe('/en/user/date');
    // The booking revalidates the page's data: the lesson time left and the week's free times.
    await waitFor(() =>
      expect(calls.filter((call) => call.path === '/user/booking/courses').length).toBeGreaterThan(1),
    );
  });

  it('keeps a choice in the URL: another length or week is asked by the route’s loader', async () => {
    const calls = serve();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const { router } = await renderRoute('/en/book?course=3');
    expect(await screen.findByRole('button', { name: /02:00/ })).toBeTruthy();
    await user.click(screen.getByLabelText('50 min'));
    await waitFor(() => expect(router.state.location.search).toBe('?course=3&minutes=50'));
    await waitFor(() => expect(slotQueries(calls).at(-1)).toMatchObject({ minutes: '50' }));
    await user.click(screen.getByRole('button', { name: 'Later week' }));
    await waitFor(() => expect(router.state.location.search).toBe('?course=3&minutes=50&week=1'));
    // The next week starts on the Sunday after the learner's today, at its local midnight.
    await waitFor(() =>
      expect(slotQueries(calls).at(-1)).toMatchObject({ from: '2030-01-12T23:00:00.000Z', minutes: '50' }),
    );
    expect(await screen.findByText('January 13, 2030 – January 19, 2030')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Earlier week' })).toHaveProperty('disabled', false);
  });

  it('asks for the week again in a zone changed in place', async () => {
    const calls = serve();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    await renderRoute('/en/book');
    expect(await screen.findByRole('button', { name: /02:00/ })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Change time zone' }));
    await user.selectOptions(screen.getByLabelText('Time zone'), 'Asia/Tokyo');
    await waitFor(() => expect(slotQueries(calls).at(-1)).toMatchObject({ time_zone: 'Asia/Tokyo' }));
    expect(
      screen.getByText((_, element) => element?.textContent === 'Times in Asia/Tokyo (UTC+9)'),
    ).toBeTruthy();
  });

  it('asks for the week again when the time was taken meanwhile', async () => {
    const calls = serve(() => apiError(ERROR_CODES.slotReserved, 409, BOOKING_MESSAGES.reserved));
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    await renderRoute('/en/book');
    await user.click(await screen.findByRole('button', { name: /02:00/ }));
    const before = slotQueries(calls).length;
    await user.click(screen.getByRole('button', { name: 'Book this lesson' }));
    await waitFor(() => expect(slotQueries(calls).length).toBe(before + 1));
    expect(screen.getByText('Choose a time in the week above.')).toBeTruthy();
  });

  it('asks for the Wechat ID, and says a refusal in the page language', async () => {
    serve(() => apiError(ERROR_CODES.dailyLimit, 409, BOOKING_MESSAGES.daily_limit.replace('{0}', '1')));
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    await renderRoute('/zh-cn/book');
    await user.click(await screen.findByRole('button', { name: /02:00/ }));
    await user.click(screen.getByLabelText('微信'));
    expect(screen.getByLabelText('您的 微信 账号')).toBeTruthy();
    await user.type(screen.getByLabelText('您的 微信 账号'), 'learner-wx');
    await user.click(screen.getByRole('button', { name: '预约这节课' }));
    await waitFor(() => expect(screen.getByText('您已达到本课程每日预约上限（1）')).toBeTruthy());
  });

  it('offers a way to buy more when the lesson time is short', async () => {
    serve(() => apiError(ERROR_CODES.notEnoughLessonTime, 409, BOOKING_MESSAGES.notEnoughLessonTime));
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    await renderRoute('/en/book');
    await user.click(await screen.findByRole('button', { name: /02:00/ }));
    await user.click(screen.getByRole('button', { name: 'Book this lesson' }));
    const message = await screen.findByText(/Not enough remaining lesson time/);
    expect(within(message).getByRole('link', { name: 'Buy more lessons' }).getAttribute('href')).toBe(
      '/en/i/3',
    );
  });

  it('without lesson time, points to the courses and the free trial', async () => {
    mockApi(() => apiResponse({ response: { data: [] } }));
    await renderRoute('/en/book');
    expect(await screen.findByRole('heading', { name: 'No lesson time yet' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'How the free trial works' }).getAttribute('href')).toBe(
      '/en/about/how',
    );
  });
});

describe('booking the free trial', () => {
  function serveTrial() {
    return mockApi((call) => {
      if (call.path === '/open/teachers/11') return apiResponse({ response: { id: 11, name: 'Ana Li' } });
      if (call.path === '/user/booking/slots') return apiResponse({ response: SLOTS });
      if (call.path === '/user/lessons/trial') return apiResponse({ response: { ...LESSON, trial: true } });
      return apiError(404, 404);
    });
  }

  it('books 25 minutes with the teacher named, from the week the loader asked for', async () => {
    const calls = serveTrial();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    await renderRoute('/en/book?trial&teacher=11');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Book your free trial lesson' }),
    ).toBeTruthy();
    expect(slotQueries(calls)[0]).toEqual({
      teacher_id: '11',
      from: NOW.toISOString(),
      days: '8',
      time_zone: 'Europe/Berlin',
    });
    await user.click(screen.getByRole('button', { name: /02:00/ }));
    await user.click(screen.getByRole('button', { name: 'Book my free trial' }));
    expect(await screen.findByRole('heading', { name: 'Your lesson is booked' })).toBeTruthy();
    const booked = calls.filter((call) => call.path === '/user/lessons/trial');
    expect(booked[0]?.body).toMatchObject({ teacher_id: 11, starts_at: '2030-01-07T01:00:00.000Z' });
    expect(booked[0]?.headers.get('idempotency-key')).toBeTruthy();
  });

  it('points to the teachers when the trial names no teacher, or one the API does not know', async () => {
    for (const path of ['/en/book?trial', '/en/book?trial&teacher=99']) {
      const calls = serveTrial();
      const view = await renderRoute(path);
      expect(
        await screen.findByRole('heading', { level: 1, name: 'Choose a teacher for your free trial' }),
      ).toBeTruthy();
      expect(screen.getByRole('link', { name: 'Find a teacher' }).getAttribute('href')).toBe('/en/live');
      // Without a teacher nothing is asked.
      if (!path.includes('teacher')) expect(calls).toHaveLength(0);
      view.unmount();
    }
  });
});
