import type { Lesson, LessonsResponse } from '@hanyu/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { signIn } from '../../testing/fixtures.ts';
import { apiError, apiResponse, mockApi, renderRoute } from '../../testing/render-route.tsx';

const HOUR = 3_600_000;
const MINUTE = 60_000;

/** Lesson `id` of course 3 with Ana Li, 50 minutes from `fromNow` ms from now. */
function lesson(id: number, fromNow: number, fields: Partial<Lesson> = {}): Lesson {
  const starts = Date.now() + fromNow;
  return {
    id,
    course_id: 3,
    course_title: 'HSK 1 Essentials',
    student_name: 'Emma B.',
    teacher_id: 11,
    teacher_name: 'Ana Li',
    student_id: 5,
    starts_at: new Date(starts).toISOString(),
    ends_at: new Date(starts + 50 * MINUTE).toISOString(),
    minutes: 50,
    status: 'booked',
    delivery_way: 'classroom',
    contact_id: null,
    remark: null,
    trial: false,
    summary: null,
    material: null,
    progress: null,
    entry_from: new Date(starts - 20 * MINUTE).toISOString(),
    cancel_until: new Date(starts - 2 * HOUR).toISOString(),
    reschedule_count: 0,
    ...fields,
  };
}

const page = (data: Lesson[], total = data.length): LessonsResponse => ({ data, total, page: 1, size: 50 });

/** The API lists these upcoming and past lessons (or fails with a response). */
function serveLessons(upcoming: LessonsResponse | Response, past: LessonsResponse | Response = page([])) {
  return mockApi((call) => {
    if (call.method !== 'GET' || call.path !== '/user/lessons')
      throw new Error(`unexpected ${call.method} ${call.path}`);
    const answer = call.query.get('when') === 'past' ? past : upcoming;
    return answer instanceof Response ? answer : apiResponse({ response: answer });
  });
}

const item = (id: number) => within(document.querySelector(`[data-lesson="${id}"]`) as HTMLElement);

describe("the learner's lessons of a live course (learning/live/:item_id)", () => {
  it('lists upcoming lessons with their classroom and past ones with their summaries', async () => {
    signIn();
    const calls = serveLessons(
      page([
        lesson(7, -5 * MINUTE),
        lesson(8, 48 * HOUR),
        lesson(9, 72 * HOUR, { delivery_way: 'wechat', contact_id: 'emma-wx' }),
      ]),
      page([
        lesson(5, -3 * HOUR),
        lesson(4, -48 * HOUR, {
          status: 'complete',
          summary: 'Tones of the third kind.',
          material: 'Unit 3',
          progress: 'Half of unit 3',
        }),
        lesson(3, -96 * HOUR, { status: 'cancelled' }),
      ]),
    );
    await renderRoute('/en/learning/live/3');
    expect(await screen.findByRole('heading', { level: 1, name: 'HSK 1 Essentials' })).toBeTruthy();
    expect(screen.getByText('with Ana Li')).toBeTruthy();
    expect(calls.map((call) => Object.fromEntries(call.query))).toEqual([
      { when: 'upcoming', course_id: '3', language: 'en', size: '50' },
      { when: 'past', course_id: '3', language: 'en', size: '50' },
    ]);

    const upcoming = within(screen.getByRole('list', { name: 'Upcoming lessons' }));
    expect(upcoming.getAllByRole('listitem')).toHaveLength(3);
    expect(item(7).getByText('The classroom is open.')).toBeTruthy();
    expect(item(7).getByRole('link', { name: 'Enter the classroom' }).getAttribute('href')).toBe(
      '/en/learning/live/one/7',
    );
    expect(item(8).getByText('The classroom opens at', { exact: false })).toBeTruthy();
    expect(item(8).getByRole('link', { name: 'Enter the classroom' }).getAttribute('href')).toBe(
      '/en/learning/live/one/8',
    );
    expect(item(9).getByText('On WeChat (emma-wx)')).toBeTruthy();
    expect(item(9).queryByRole('link')).toBeNull();

    const past = within(screen.getByRole('list', { name: 'Past lessons' }));
    expect(past.getAllByRole('listitem')).toHaveLength(3);
    expect(item(5).getByText('50 minutes · Awaiting the summary')).toBeTruthy();
    expect(item(5).queryByRole('link')).toBeNull();
    const summary = (label: string) =>
      item(4).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
    expect(summary('Summary')).toBe('Tones of the third kind.');
    expect(summary('Material')).toBe('Unit 3');
    expect(summary('Progress')).toBe('Half of unit 3');
    expect(item(3).getByText('50 minutes · Cancelled')).toBeTruthy();
  });

  it('says when there are no lessons of the course yet, with the way to its page', async () => {
    signIn();
    serveLessons(page([]), page([]));
    await renderRoute('/en/learning/live/3');
    expect(await screen.findByRole('heading', { level: 1, name: 'My lessons' })).toBeTruthy();
    expect(screen.getByText('You have no lessons of this course yet.')).toBeTruthy();
    // Bought, not yet booked: the first lesson is booked from here (issue 24).
    expect(screen.getByRole('link', { name: 'Book a lesson' }).getAttribute('href')).toBe(
      '/en/book?course=3',
    );
    expect(screen.getByRole('link', { name: 'Course page' }).getAttribute('href')).toBe('/en/i/3');
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('says one list is empty while the other is not, and that more are in My bookings', async () => {
    signIn();
    serveLessons(page([]), page([lesson(4, -48 * HOUR, { status: 'complete', summary: 'Done.' })], 60));
    await renderRoute('/en/learning/live/3');
    expect(await screen.findByText('No upcoming lessons of this course.')).toBeTruthy();
    expect(screen.getByText(/The latest 1 is shown here/)).toBeTruthy();
    expect(screen.getAllByRole('link', { name: 'My bookings' }).at(-1)?.getAttribute('href')).toBe(
      '/en/user/date',
    );
  });

  it('says a course id that is no course id is not found, and offers a retry when loading failed', async () => {
    signIn();
    const asked = serveLessons(apiError(400, 400, 'course_id must be a whole number'));
    const { unmount } = await renderRoute('/en/learning/live/abc');
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'This course was not found' })).toBeTruthy();
    expect(within(alert).getByRole('link', { name: 'My bookings' })).toBeTruthy();
    expect(asked).toEqual([]);
    unmount();

    let fail = true;
    mockApi(() => {
      if (fail) return apiError(500, 500);
      return apiResponse({ response: page([lesson(8, 48 * HOUR)]) });
    });
    const user = userEvent.setup();
    await renderRoute('/en/learning/live/3');
    expect(await screen.findByRole('heading', { name: 'Your lessons could not be loaded' })).toBeTruthy();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'HSK 1 Essentials' })).toBeTruthy();
  });

  it('renders once its loader has the lessons, with no loading state of its own, in the page language', async () => {
    signIn();
    const answers: Array<(response: Response) => void> = [];
    mockApi(() => new Promise<Response>((resolve) => answers.push(resolve)));
    const { container } = await renderRoute('/ja/learning/live/3');
    await waitFor(() => expect(answers).toHaveLength(2));
    expect(container.textContent).toBe('');
    for (const answer of answers) answer(apiResponse({ response: page([lesson(8, 48 * HOUR)]) }));
    expect(await screen.findByRole('heading', { level: 1, name: 'HSK 1 Essentials' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: '今後のレッスン' })).toBeTruthy();
  });
});
