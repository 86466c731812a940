import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { lesson, signIn } from '../../testing/fixtures.ts';
import {
  apiError,
  apiResponse,
  mockApi,
  type RecordedCall,
  renderRoute,
} from '../../testing/render-route.tsx';

const STATISTICS = {
  classes_to_prepare: 3,
  classes_completed: 120,
  students_served: 17,
  total_minutes: 3030,
};

/** A teacher no-show of the teacher's, which they may still dispute, until its dispute is sent. */
function noShow(disputes: unknown[]) {
  return {
    lesson_id: 8,
    attendance_outcome: 'teacher_no_show',
    side: 'teacher',
    dispute_until: '2026-11-22T03:00:00.000Z',
    refusal: disputes.length ? 'disputeOpen' : null,
    disputes,
    status: 'cancelled',
    starts_at: '2026-11-20T00:00:00.000Z',
    with_name: 'Mia W.',
  };
}

function serve(complete: (call: RecordedCall) => Response) {
  let disputes: unknown[] = [];
  let past = [lesson({ id: 9, starts_at: '2026-11-20T02:00:00.000Z', student_name: 'Liam C.' })];
  return mockApi((call) => {
    if (call.path === '/teacher/lessons' && call.query.get('when') === 'upcoming')
      return apiResponse({
        response: { data: [lesson({ remark: 'Tones, please' })], total: 1, page: 1, size: 50 },
      });
    if (call.path === '/teacher/lessons')
      return apiResponse({ response: { data: past, total: past.length, page: 1, size: 50 } });
    if (call.path === '/open/teachers/11') return apiResponse({ response: { statistics: STATISTICS } });
    if (call.path === '/teacher/earnings')
      return apiResponse({ response: { currency: 'CNY', balance_minor: 54_000, month_minor: 18_000 } });
    if (call.path === '/user/disputes') return apiResponse({ response: { data: [noShow(disputes)] } });
    if (call.path === '/user/lessons/8/disputes') {
      disputes = [
        { id: 3, lesson_id: 8, side: 'teacher', reason: 'I was there.', state: 'open', resolution: null },
      ];
      return apiResponse({ response: {} });
    }
    if (call.path === '/teacher/lessons/9/complete') {
      const answer = complete(call);
      if (answer.status === 200) past = past.map((item) => ({ ...item, status: 'complete' as const }));
      return answer;
    }
    throw new Error(`unexpected ${call.path}`);
  });
}

describe('teaching centre', () => {
  it("shows the statistics, the timetable in the teacher's zone with Beijing time, and completes a lesson with its summary", async () => {
    signIn();
    const calls = serve(() => apiResponse({ response: lesson({ id: 9, status: 'complete' }) }));
    const user = userEvent.setup();
    await renderRoute('/en/teach');
    expect(await screen.findByText('120')).toBeTruthy();
    expect(screen.getByText('50 h 30 min')).toBeTruthy();
    expect(screen.getByText('CN¥180')).toBeTruthy();
    expect(screen.getByText('CN¥540')).toBeTruthy();
    // Monday 10:00 in Beijing is 03:00 in Madrid.
    const upcoming = within(screen.getByRole('region', { name: 'Upcoming lessons' }));
    expect(upcoming.getByText('Jan 7, 2030, 3:00 AM')).toBeTruthy();
    expect(upcoming.getByText('Beijing time Jan 7, 2030, 10:00 AM')).toBeTruthy();
    expect(upcoming.getByText('Note from the learner: Tones, please')).toBeTruthy();
    expect(upcoming.getByRole('link', { name: 'Emma B.' }).getAttribute('href')).toBe(
      '/en/module/user/records/5',
    );
    expect(upcoming.getByRole('link', { name: 'Handover notes' }).getAttribute('href')).toBe(
      '/en/module/teacher/handover/7',
    );
    expect(upcoming.getByRole('link', { name: 'Courseware' }).getAttribute('href')).toBe(
      '/en/learning/courseware/3',
    );

    const form = within(screen.getByRole('form', { name: 'Liam C.' }));
    expect(form.getByRole('link', { name: 'Liam C.' }).getAttribute('href')).toBe(
      '/en/module/user/records/5',
    );
    expect(form.getByRole('link', { name: 'Handover notes' }).getAttribute('href')).toBe(
      '/en/module/teacher/handover/9',
    );
    await user.click(form.getByRole('button', { name: 'Complete the lesson' }));
    expect(form.getByText('Please enter the lesson summary')).toBeTruthy();
    expect(calls.filter((call) => call.path === '/teacher/lessons/9/complete')).toHaveLength(0);
    await user.type(form.getByLabelText('Lesson summary'), 'Practised the third tone.');
    await user.type(form.getByLabelText('Progress'), 'Unit 2');
    await user.click(form.getByRole('button', { name: 'Complete the lesson' }));
    expect(calls.find((call) => call.path === '/teacher/lessons/9/complete')?.body).toEqual({
      summary: 'Practised the third tone.',
      progress: 'Unit 2',
    });
    expect(await screen.findByText('Every lesson taught has its summary.')).toBeTruthy();
  });

  it('says a refusal of the summary in the page language', async () => {
    signIn();
    serve(() => apiError(20209, 409, 'A lesson is completed after it has started'));
    const user = userEvent.setup();
    await renderRoute('/zh-cn/teach');
    const form = within(await screen.findByRole('form', { name: 'Liam C.' }));
    await user.type(form.getByLabelText('课程总结'), '练习了声调。');
    await user.click(form.getByRole('button', { name: '完成课程' }));
    expect(await form.findByText('课程开始后才能完成')).toBeTruthy();
  });

  it("shows Beijing time beside a lesson only while a page rendered in it waits for the visitor's zone", async () => {
    signIn(undefined, 'Asia/Shanghai');
    serve(() => apiResponse({ response: lesson({ id: 9, status: 'complete' }) }));
    await renderRoute('/en/teach');
    const upcoming = within(await screen.findByRole('region', { name: 'Upcoming lessons' }));
    expect(upcoming.getByText('Jan 7, 2030, 10:00 AM').getAttribute('data-local')).toBe('dateTime');
    // Hidden unless the server rendered the page without knowing the zone (page-frame.module.css).
    expect(upcoming.getByText('Beijing time Jan 7, 2030, 10:00 AM').className).toBe(
      'beijing whileZoneUnknown',
    );
  });

  it('tells a signed-in learner that the centre is for teachers, whichever call the API refused first', async () => {
    signIn();
    mockApi((call) =>
      call.path === '/open/teachers/11'
        ? apiError(404, 404, 'No such teacher')
        : apiError(403, 403, 'Only teachers can use the teaching centre'),
    );
    await renderRoute('/en/teach');
    expect(await screen.findByRole('heading', { name: 'For teachers only' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Teaching centre' })).toBeTruthy();
  });

  it('shows a teacher no-show and sends the teacher’s dispute of it', async () => {
    signIn();
    const calls = serve(() => apiResponse({ response: lesson({ id: 9, status: 'complete' }) }));
    const user = userEvent.setup();
    await renderRoute('/en/teach');
    const section = within(await screen.findByRole('region', { name: 'No-shows and disputes' }));
    expect(section.getByText(/Marked as a teacher no-show/)).toBeTruthy();
    await user.click(section.getByRole('button', { name: 'Dispute the no-show' }));
    await user.type(section.getByLabelText('Why was this not a no-show?'), 'I was there.');
    await user.click(section.getByRole('button', { name: 'Send the dispute' }));
    expect(await section.findByText(/Your dispute was sent/)).toBeTruthy();
    expect(calls.find((call) => call.path === '/user/lessons/8/disputes')?.body).toEqual({
      reason: 'I was there.',
    });
    expect(await section.findByText(/being reviewed/)).toBeTruthy();
    expect(section.queryByRole('button', { name: 'Dispute the no-show' })).toBeNull();
  });

  it('offers to load the page again when the API fails', async () => {
    signIn();
    let failing = true;
    mockApi((call) => {
      if (failing && call.path === '/teacher/earnings') return apiError(500, 500);
      return apiResponse({
        response:
          call.path === '/open/teachers/11'
            ? { statistics: STATISTICS }
            : call.path === '/teacher/earnings'
              ? { currency: 'CNY', balance_minor: 0, month_minor: 0 }
              : { data: [], total: 0, page: 1, size: 50 },
      });
    });
    const user = userEvent.setup();
    await renderRoute('/en/teach');
    const alert = within(await screen.findByRole('alert'));
    expect(alert.getByRole('heading', { name: 'This page could not be loaded' })).toBeTruthy();
    failing = false;
    await user.click(alert.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('120')).toBeTruthy();
    expect(screen.getByText('No lessons booked yet.')).toBeTruthy();
  });
});
