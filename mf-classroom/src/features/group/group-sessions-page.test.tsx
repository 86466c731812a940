import type { GroupClassSessions, GroupSessionItem } from '@hanyu/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LEARNER, signIn } from '../../testing/fixtures.ts';
import { apiError, apiResponse, mockApi, renderRoute } from '../../testing/render-route.tsx';

const HOUR = 3_600_000;
const MINUTE = 60_000;

/** A 50-minute session starting `fromNow` ms from now, as the API lists it. */
function session(id: number, fromNow: number, fields: Partial<GroupSessionItem> = {}): GroupSessionItem {
  const starts = Date.now() + fromNow;
  const iso = (at: number) => new Date(at).toISOString();
  const ends = starts + 50 * MINUTE;
  return {
    id,
    starts_at: iso(starts),
    ends_at: iso(ends),
    opens_at: iso(starts - 20 * MINUTE),
    closes_at: iso(ends + 30 * MINUTE),
    state: ends + 30 * MINUTE <= Date.now() ? 'over' : starts - 20 * MINUTE <= Date.now() ? 'open' : 'early',
    replay: null,
    replay_due_at: iso(ends + 48 * HOUR),
    ...fields,
  };
}

/** Group class 32 of Ana Li: a session that ended (its replay a link), one that ended without one, one open now, one next week. */
function groupClass(fields: Partial<GroupClassSessions> = {}): GroupClassSessions {
  return {
    course_id: 32,
    course_title: 'HSK 3 small group',
    teacher_name: 'Ana Li',
    room_type: 4,
    role: 2,
    status: 1,
    cancelled: false,
    sessions: [
      session(40, -72 * HOUR, {
        replay: {
          kind: 'url',
          url: 'https://video.example.com/40.mp4',
          content_type: null,
          size_bytes: null,
          created_at: new Date(Date.now() - 60 * HOUR).toISOString(),
        },
      }),
      session(41, -24 * HOUR),
      session(42, -5 * MINUTE),
      session(43, 7 * 24 * HOUR),
    ],
    ...fields,
  };
}

/** The API answers the class's sessions with `answers`, one per call (the last one again after that). */
function serveClass(...answers: Array<GroupClassSessions | Response>) {
  return mockApi((call) => {
    if (call.method === 'GET' && call.path.startsWith('/classroom/groups/')) {
      const next = answers.length > 1 ? answers.shift() : answers[0];
      return next instanceof Response ? next : apiResponse({ response: next });
    }
    if (call.method === 'PUT' && /\/replay(\/file)?$/.test(call.path))
      return apiResponse({ response: session(41, -24 * HOUR) });
    throw new Error(`unexpected ${call.method} ${call.path}`);
  });
}

const rows = () => within(screen.getByRole('list', { name: 'Sessions' })).getAllByRole('listitem');

describe('the sessions of a group class (learning/group/:item_id)', () => {
  it("lists a learner's sessions: the open one's entry, the next one's opening time, the replays", async () => {
    signIn();
    const calls = serveClass(groupClass());
    await renderRoute('/en/learning/group/32');
    expect(await screen.findByRole('heading', { level: 1, name: 'HSK 3 small group' })).toBeTruthy();
    expect(screen.getByText('Small class · with Ana Li')).toBeTruthy();
    expect(calls[0]?.path).toBe('/classroom/groups/32');
    expect(calls[0]?.query.get('language')).toBe('en');

    const [replayed, pending, open, next] = rows();
    expect(within(replayed as HTMLElement).getByText('Ended')).toBeTruthy();
    expect(
      within(replayed as HTMLElement)
        .getByRole('link', { name: 'Replay' })
        .getAttribute('href'),
    ).toBe('https://video.example.com/40.mp4');
    expect(within(pending as HTMLElement).getByText(/The replay will be available by/)).toBeTruthy();
    expect(within(open as HTMLElement).getByText('Open now')).toBeTruthy();
    expect(
      within(open as HTMLElement)
        .getByRole('link', { name: 'Enter the classroom' })
        .getAttribute('href'),
    ).toBe('/en/learning/group/room/mobile/42');
    expect(within(next as HTMLElement).getByText('Upcoming')).toBeTruthy();
    expect(within(next as HTMLElement).getByText(/Opens at/)).toBeTruthy();
    expect(within(next as HTMLElement).queryByRole('link')).toBeNull();
    // Only the class's teacher gives replays.
    expect(screen.queryByRole('form', { name: 'Give the replay' })).toBeNull();
  });

  it("offers a big class's learner to watch", async () => {
    signIn();
    serveClass(groupClass({ room_type: 2 }));
    await renderRoute('/en/learning/group/32');
    expect(await screen.findByText('Big class · with Ana Li')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Watch the class' }).getAttribute('href')).toBe(
      '/en/learning/group/room/mobile/42',
    );
  });

  it("lets the class's teacher give an ended session's replay as an address, then shows the list again", async () => {
    signIn({ ...LEARNER, id: 11, nick_name: 'Ana Li', org_user: { user_type: 2 } });
    const calls = serveClass(groupClass({ role: 1 }));
    const user = userEvent.setup();
    await renderRoute('/en/learning/group/32');
    await screen.findByRole('heading', { level: 1, name: 'HSK 3 small group' });
    // Both ended sessions take a replay; the open and the next one do not yet.
    expect(screen.getAllByRole('form', { name: 'Give the replay' })).toHaveLength(2);
    const pending = within(rows()[1] as HTMLElement);
    await user.type(pending.getByLabelText('Video address'), 'https://video.example.com/41.mp4');
    await user.click(pending.getByRole('button', { name: 'Save the address' }));
    expect(await pending.findByText('Saved')).toBeTruthy();
    const put = calls.find((call) => call.method === 'PUT');
    expect(put?.path).toBe('/classroom/sessions/41/replay');
    expect(put?.body).toEqual({ url: 'https://video.example.com/41.mp4' });
    await waitFor(() => expect(calls.filter((call) => call.method === 'GET')).toHaveLength(2));
  });

  it("uploads an ended session's replay file for the class's teacher", async () => {
    signIn({ ...LEARNER, id: 11, nick_name: 'Ana Li', org_user: { user_type: 2 } });
    const calls = serveClass(groupClass({ role: 1 }));
    const user = userEvent.setup();
    await renderRoute('/en/learning/group/32');
    await screen.findByRole('heading', { level: 1, name: 'HSK 3 small group' });
    const pending = within(rows()[1] as HTMLElement);
    const video = new File(['mp4'], 'class.mp4', { type: 'video/mp4' });
    await user.upload(pending.getByLabelText('Upload a video file'), video);
    expect(await pending.findByText('Saved')).toBeTruthy();
    const put = calls.find((call) => call.method === 'PUT');
    expect(put?.path).toBe('/classroom/sessions/41/replay/file');
    expect(put?.headers.get('content-type')).toBe('video/mp4');
  });

  it('says a cancelled class is cancelled, and a class without sessions has none', async () => {
    signIn();
    serveClass(groupClass({ cancelled: true, sessions: [] }));
    await renderRoute('/en/learning/group/32');
    expect(await screen.findByText('This class was cancelled.')).toBeTruthy();
    expect(screen.getByText('This class has no sessions yet.')).toBeTruthy();
  });

  it("says a class that is not the caller's is not theirs, and a failure is a failure", async () => {
    signIn();
    serveClass(apiError(404, 404, 'Not found'));
    const { unmount } = await renderRoute('/en/learning/group/32');
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'This class is not yours' })).toBeTruthy();
    unmount();

    serveClass(apiError(500, 500));
    await renderRoute('/en/learning/group/32');
    expect(await screen.findByRole('heading', { name: 'The classroom could not be loaded' })).toBeTruthy();
  });

  it('renders once its loader has the sessions, with no loading state of its own, in the page language', async () => {
    signIn();
    let answer: ((response: Response) => void) | undefined;
    mockApi(() => new Promise<Response>((resolve) => (answer = resolve)));
    const { container } = await renderRoute('/zh-cn/learning/group/32');
    await waitFor(() => expect(answer).toBeDefined());
    expect(container.textContent).toBe('');
    answer?.(apiResponse({ response: groupClass() }));
    expect(await screen.findByRole('heading', { level: 1, name: 'HSK 3 small group' })).toBeTruthy();
    expect(screen.getByText('小班课 · 与 Ana Li')).toBeTruthy();
  });
});
