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

const LEARNER = {
  id: 42,
  email: 'mia@example.com',
  nick_name: 'Mia',
  time_zone: 'America/New_York',
  courses: [
    {
      course_id: 3,
      title: 'Business Chinese',
      teacher_id: 12,
      teacher_name: 'Li Na',
      lesson_minutes: [50],
      delivery_ways: ['classroom' as const],
      self_booking: false,
      granted_minutes: 2400,
      remaining_minutes: 2400,
      daily_limit: null,
      monthly_limit: 12,
    },
  ],
};

const SLOTS = {
  time_zone: 'America/New_York',
  minutes: 50,
  teacher_id: 12,
  remaining_minutes: 2400,
  days: [
    {
      date: '2030-01-06',
      slots: [
        { start: '2030-01-07T00:00:00.000Z', end: '2030-01-07T00:50:00.000Z', time: '19:00' },
        { start: '2030-01-07T00:30:00.000Z', end: '2030-01-07T01:20:00.000Z', time: '19:30' },
      ],
    },
  ],
};

function serve(book: (call: RecordedCall) => Response) {
  return mockApi((call) => {
    if (call.path === '/assistant/learners')
      return apiResponse({ response: { data: call.query.get('q') ? [LEARNER] : [] } });
    if (call.path === '/assistant/slots') return apiResponse({ response: SLOTS });
    if (call.path === '/assistant/lessons') return book(call);
    throw new Error(`unexpected ${call.path}`);
  });
}

describe('assistant booking page', () => {
  it("finds a learner, lists the teacher's free starts in the learner's zone and books one", async () => {
    signIn();
    const calls = serve(() =>
      apiResponse({ response: lesson({ starts_at: '2030-01-07T00:30:00.000Z', student_id: 42 }) }),
    );
    const user = userEvent.setup();
    // The search form navigates to ?q= (in jsdom React's form status cannot read a form: the e2e test types)
    await renderRoute('/en/teach/assist?q=mia');
    expect(((await screen.findByLabelText("Learner's email or name")) as HTMLInputElement).value).toBe('mia');
    const results = within(await screen.findByRole('region', { name: 'Learners found' }));
    expect(results.getByText('Time zone: America/New_York')).toBeTruthy();
    expect(results.getByText(/Booked by an assistant/)).toBeTruthy();
    await user.click(results.getByRole('link', { name: 'Business Chinese' }));
    const form = within(await screen.findByRole('region', { name: 'Book for Mia' }));
    expect(
      form.getByRole('group', { name: "Free starts in the learner's time zone (America/New_York)" }),
    ).toBeTruthy();
    await user.click(form.getByRole('button', { name: 'Book this lesson' }));
    expect(form.getByText('Please choose a purchased course and a time')).toBeTruthy();
    await user.click(form.getByRole('radio', { name: '19:30' }));
    await user.click(form.getByRole('button', { name: 'Book this lesson' }));
    expect(await form.findByText('Booked for Mia: Jan 6, 2030, 7:30 PM (America/New_York).')).toBeTruthy();
    expect(calls.find((call) => call.path === '/assistant/lessons')?.body).toEqual({
      user_id: 42,
      course_id: 3,
      minutes: 50,
      starts_at: '2030-01-07T00:30:00.000Z',
      delivery_way: 'classroom',
    });
  });

  it("says the booking's refusal in the page's words", async () => {
    signIn();
    serve(() => apiError(20202, 409, 'This time has already been reserved, please choose another'));
    const user = userEvent.setup();
    await renderRoute('/en/teach/assist?q=mia&learner=42&course=3');
    const form = within(await screen.findByRole('region', { name: 'Book for Mia' }));
    await user.click(form.getByRole('radio', { name: '19:00' }));
    await user.click(form.getByRole('button', { name: 'Book this lesson' }));
    expect(await form.findByText('This time has already been reserved, please choose another')).toBeTruthy();
  });

  it('tells a teacher or a learner that the page is for assistant teachers', async () => {
    signIn();
    mockApi(() => apiError(403, 403, 'Only an assistant teacher can book lessons for a learner'));
    await renderRoute('/en/teach/assist');
    expect(await screen.findByRole('heading', { name: 'For assistant teachers only' })).toBeTruthy();
  });
});
