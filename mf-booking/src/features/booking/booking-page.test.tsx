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
    expect(screen.getByText('Times in Europe/Berlin (UTC+1)')).toBeTruthy();
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
