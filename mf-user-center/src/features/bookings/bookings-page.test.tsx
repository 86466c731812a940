import type { Lesson } from '@hanyu/contract';
import { jest } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BALANCE, LEARNER, signIn } from '../../testing/fixtures.ts';
import { apiError, callsTo, ok, renderRoute, serve } from '../../testing/render-route.tsx';

const HOUR = 3_600_000;

function lesson(fields: Partial<Lesson>): Lesson {
  const starts = Date.now() + 48 * HOUR;
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

describe('my bookings', () => {
  it('lists upcoming lessons with their entry time, and cancels one after asking', async () => {
    signIn(LEARNER, 'Europe/Berlin');
    let list = [
      lesson({}),
      lesson({
        id: 8,
        course_title: 'Business Chinese',
        starts_at: new Date(Date.now() + HOUR).toISOString(),
        cancel_until: new Date(Date.now() - HOUR).toISOString(),
      }),
    ];
    const calls = serve({
      'GET /user/balance': () => ok(BALANCE),
      'GET /user/lessons': () => ok({ data: list, total: list.length, page: 1, size: 10 }),
      'POST /user/lessons/7/cancel': () => {
        list = list.filter((item) => item.id !== 7);
        return ok(lesson({ status: 'cancelled' }));
      },
    });
    const user = userEvent.setup();
    await renderRoute('/en/user/date');
    const first = within(await screen.findByRole('article', { name: 'HSK 1 Essentials' }));
    expect(first.getByText('Booked')).toBeTruthy();
    expect(first.getByText('with Ana Li · Hanyu classroom')).toBeTruthy();
    expect(first.getByText('The classroom opens', { exact: false })).toBeTruthy();
    expect(first.getByRole('link', { name: 'All lessons of this course' }).getAttribute('href')).toBe(
      '/en/learning/live/3',
    );
    const late = within(screen.getByRole('article', { name: 'Business Chinese' }));
    expect(late.getByText(/can no longer be cancelled/)).toBeTruthy();
    expect(late.queryByRole('button', { name: 'Cancel lesson' })).toBeNull();
    expect(callsTo(calls, 'GET', '/user/lessons')[0]?.query.get('when')).toBe('upcoming');

    await user.click(first.getByRole('button', { name: 'Cancel lesson' }));
    expect(callsTo(calls, 'POST', '/user/lessons/7/cancel')).toHaveLength(0);
    await user.click(first.getByRole('button', { name: 'Yes, cancel' }));
    expect(
      await screen.findByText('The lesson was cancelled and its time returned to your course.'),
    ).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('article', { name: 'HSK 1 Essentials' })).toBeNull());
  });

  it('says why a cancellation was refused, in the page language', async () => {
    signIn(LEARNER, 'Asia/Tokyo');
    serve({
      'GET /user/balance': () => ok(BALANCE),
      'GET /user/lessons': () => ok({ data: [lesson({})], total: 1, page: 1, size: 10 }),
      'POST /user/lessons/7/cancel': () =>
        apiError(20207, 409, 'Lessons can be cancelled at least 2 hours before they start'),
    });
    const user = userEvent.setup();
    await renderRoute('/ja/user/date');
    const card = within(await screen.findByRole('article', { name: 'HSK 1 Essentials' }));
    await user.click(card.getByRole('button', { name: 'レッスンをキャンセル' }));
    await user.click(card.getByRole('button', { name: 'キャンセルする' }));
    expect(await card.findByRole('alert')).toHaveProperty(
      'textContent',
      'キャンセルはレッスン開始の2時間前までです',
    );
  });

  it('shows past lessons with the teacher’s summary, and an empty list with the way to book', async () => {
    signIn(LEARNER, 'Europe/Berlin');
    const past = lesson({
      status: 'complete',
      summary: 'Tones 2 and 3.',
      material: 'Unit 1',
      progress: 'Lesson 3',
    });
    serve({
      'GET /user/balance': () => ok(BALANCE),
      'GET /user/lessons': (call) =>
        ok(
          call.query.get('when') === 'past'
            ? { data: [past], total: 1, page: 1, size: 10 }
            : { data: [], total: 0, page: 1, size: 10 },
        ),
      'GET /user/disputes': () => ok({ data: [] }),
    });
    await renderRoute('/en/user/date?when=past');
    const card = within(await screen.findByRole('article', { name: 'HSK 1 Essentials' }));
    expect(card.getByText('Tones 2 and 3.')).toBeTruthy();
    expect(card.getByText('Unit 1')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Past' }).getAttribute('aria-current')).toBe('page');
    await userEvent.setup().click(screen.getByRole('link', { name: 'Upcoming' }));
    expect(await screen.findByRole('heading', { name: 'No upcoming lessons' })).toBeTruthy();
  });

  it('shows a past lesson’s no-show and sends the learner’s dispute of it, a refusal in words', async () => {
    signIn(LEARNER, 'Europe/Berlin');
    const past = lesson({ status: 'complete', starts_at: new Date(Date.now() - 2 * HOUR).toISOString() });
    let disputes: unknown[] = [];
    const calls = serve({
      'GET /user/balance': () => ok(BALANCE),
      'GET /user/lessons': () => ok({ data: [past], total: 1, page: 1, size: 10 }),
      'GET /user/disputes': () =>
        ok({
          data: [
            {
              lesson_id: 7,
              attendance_outcome: 'learner_no_show',
              side: 'learner',
              dispute_until: new Date(Date.now() + 46 * HOUR).toISOString(),
              refusal: disputes.length ? 'disputeOpen' : null,
              disputes,
              status: 'complete',
              starts_at: past.starts_at,
              with_name: 'Ana Li',
            },
          ],
        }),
      'POST /user/lessons/7/disputes': () => {
        disputes = [
          {
            id: 1,
            lesson_id: 7,
            side: 'learner',
            reason: 'I was there.',
            state: 'open',
            resolution: null,
            created_at: new Date().toISOString(),
            resolved_at: null,
          },
        ];
        return ok({});
      },
    });
    const user = userEvent.setup();
    await renderRoute('/en/user/date?when=past');
    const card = within(await screen.findByRole('article', { name: 'HSK 1 Essentials' }));
    expect(card.getByText('You did not join this lesson: it counts as given.')).toBeTruthy();
    await user.click(card.getByRole('button', { name: 'Dispute this lesson' }));
    await user.click(card.getByRole('button', { name: 'Send the dispute' }));
    expect((await card.findByRole('alert')).textContent).toBe('Say why you dispute the lesson.');
    await user.type(card.getByLabelText('Why do you dispute how this lesson counted?'), 'I was there.');
    await user.click(card.getByRole('button', { name: 'Send the dispute' }));
    expect(await card.findByText(/Your dispute was sent/)).toBeTruthy();
    expect(callsTo(calls, 'POST', '/user/lessons/7/disputes')[0]?.body).toEqual({ reason: 'I was there.' });
    expect(await card.findByText(/being reviewed/)).toBeTruthy();
    expect(card.queryByRole('button', { name: 'Dispute this lesson' })).toBeNull();
  });

  it('gives a private calendar address on request, to copy or replace', async () => {
    signIn(LEARNER, 'Europe/Berlin');
    let url: string | null = null;
    const calls = serve({
      'GET /user/balance': () => ok(BALANCE),
      'GET /user/lessons': () => ok({ data: [], total: 0, page: 1, size: 10 }),
      'GET /user/calendar': () => ok({ url }),
      'POST /user/calendar': () => {
        url = `https://hanyu.example/api/calendar/${'a'.repeat(31)}${callsTo(calls, 'POST', '/user/calendar').length}.ics`;
        return ok({ url });
      },
    });
    const user = userEvent.setup();
    await renderRoute('/en/user/date');
    expect(callsTo(calls, 'GET', '/user/calendar')).toHaveLength(0);
    await user.click(await screen.findByText('Add your lessons to your calendar'));
    await user.click(await screen.findByRole('button', { name: 'Create my calendar address' }));
    const address = (await screen.findByLabelText('Your calendar address')) as HTMLInputElement;
    expect(address.value).toMatch(/1\.ics$/);
    const writeText = jest.spyOn(navigator.clipboard, 'writeText');
    await user.click(screen.getByRole('button', { name: 'Copy address' }));
    expect(writeText).toHaveBeenCalledWith(address.value);
    await user.click(screen.getByRole('button', { name: 'Replace address' }));
    await waitFor(() =>
      expect((screen.getByLabelText('Your calendar address') as HTMLInputElement).value).toMatch(/2\.ics$/),
    );
  });
});
