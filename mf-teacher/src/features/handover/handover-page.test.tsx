import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { handover, lesson, signIn } from '../../testing/fixtures.ts';
import {
  apiError,
  apiResponse,
  mockApi,
  type RecordedCall,
  renderRoute,
} from '../../testing/render-route.tsx';

const EARLIER = [
  {
    lesson_id: 3,
    course_title: 'Pinyin Start',
    teacher_name: 'Bo Chen',
    starts_at: '2029-11-05T02:00:00.000Z',
    note: 'Knows all initials.',
  },
  {
    lesson_id: 5,
    course_title: 'HSK 1 Essentials',
    teacher_name: 'Chen Wei',
    starts_at: '2029-12-10T02:00:00.000Z',
    note: 'Third tone still wobbly.\nLoves food topics.',
  },
];

function serve(save: (call: RecordedCall) => Response) {
  return mockApi((call) => {
    if (call.method === 'GET' && call.path === '/teacher/lessons/7/handover')
      return apiResponse({ response: handover({ note: 'Started unit 2.', earlier: EARLIER }) });
    if (call.method === 'PUT' && call.path === '/teacher/lessons/7/handover') return save(call);
    throw new Error(`unexpected ${call.method} ${call.path}`);
  });
}

describe('handover page', () => {
  it("shows the lesson and the earlier teachers' notes newest first, and saves this lesson's note", async () => {
    signIn();
    const calls = serve((call) =>
      apiResponse({
        response: handover({ note: (call.body as { note: string }).note, earlier: EARLIER }),
      }),
    );
    const user = userEvent.setup();
    await renderRoute('/en/module/teacher/handover/7');

    expect(await screen.findByRole('heading', { level: 1, name: 'Handover notes for Emma B.' })).toBeTruthy();
    expect(calls[0]?.query.get('language')).toBe('en');
    // Monday 10:00 in Beijing is 03:00 in Madrid.
    expect(screen.getByText('Jan 7, 2030, 3:00 AM')).toBeTruthy();
    expect(screen.getByText('Beijing time Jan 7, 2030, 10:00 AM')).toBeTruthy();
    expect(screen.getByText('HSK 1 Essentials · 50 min')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Lesson records' }).getAttribute('href')).toBe(
      '/en/module/user/records/5',
    );
    expect(screen.getByRole('link', { name: 'Level and progress' }).getAttribute('href')).toBe(
      '/en/module/user/level/5',
    );

    const earlier = within(screen.getByRole('region', { name: 'Notes from earlier teachers' }));
    const notes = earlier.getAllByRole('listitem');
    expect(notes.map((note) => within(note).getByRole('heading', { level: 3 }).textContent)).toEqual([
      'Chen Wei',
      'Bo Chen',
    ]);
    expect(within(notes[0] as HTMLElement).getByText(/Third tone still wobbly/)).toBeTruthy();
    expect(within(notes[0] as HTMLElement).getByText(/HSK 1 Essentials/).textContent).toBe(
      'HSK 1 Essentials · Dec 10, 2029',
    );

    const form = within(screen.getByRole('form', { name: 'Your note for the next teacher' }));
    const note = form.getByLabelText('Handover note') as HTMLTextAreaElement;
    expect(note.value).toBe('Started unit 2.');
    expect(note.maxLength).toBe(4000);
    await user.clear(note);
    await user.type(note, '  Finished unit 2; start measure words.  ');
    await user.click(form.getByRole('button', { name: 'Save the note' }));
    const put = calls.find((call) => call.method === 'PUT');
    expect(put?.body).toEqual({ note: 'Finished unit 2; start measure words.' });
    expect(put?.query.get('language')).toBe('en');
    expect((await form.findByRole('status')).textContent).toBe('Your handover note is saved.');
    expect(note.value).toBe('Finished unit 2; start measure words.');
    // Saved, the page's data is loaded again.
    await waitFor(() => expect(calls.filter((call) => call.method === 'GET')).toHaveLength(2));
  });

  it('says when no earlier teacher left a note, shows a failed save with a retry, and removes an emptied note', async () => {
    signIn();
    let attempts = 0;
    const calls = mockApi((call) => {
      if (call.method === 'GET') return apiResponse({ response: handover({ note: 'Old note' }) });
      attempts += 1;
      return attempts === 1 ? apiError(500, 500) : apiResponse({ response: handover({ note: null }) });
    });
    const user = userEvent.setup();
    await renderRoute('/en/module/teacher/handover/7');

    expect(await screen.findByText('No earlier teacher has left a note for this learner.')).toBeTruthy();
    await user.clear(screen.getByLabelText('Handover note'));
    await user.click(screen.getByRole('button', { name: 'Save the note' }));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('The note could not be saved.')).toBeTruthy();
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Your handover note is removed.')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(calls.filter((call) => call.method === 'PUT').map((call) => call.body)).toEqual([
      { note: '' },
      { note: '' },
    ]);
  });

  it('offers no note for a cancelled lesson', async () => {
    signIn();
    mockApi(() => apiResponse({ response: handover({ lesson: lesson({ status: 'cancelled' }) }) }));
    await renderRoute('/en/module/teacher/handover/7');
    expect(await screen.findByText('This lesson was cancelled, so it has no handover note.')).toBeTruthy();
    expect(screen.queryByLabelText('Handover note')).toBeNull();
  });

  it("says a lesson that is not the caller's is not theirs, with the way back to the teaching centre", async () => {
    signIn();
    mockApi(() => apiError(404, 404, 'Not found'));
    await renderRoute('/en/module/teacher/handover/99');
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'Not one of your learners or lessons' })).toBeTruthy();
    expect(
      within(alert).getByRole('link', { name: 'Back to the teaching centre' }).getAttribute('href'),
    ).toBe('/en/teach');
    expect(screen.getByRole('heading', { level: 1, name: 'Handover notes' })).toBeTruthy();
  });

  it('is in the page language', async () => {
    signIn();
    serve(() => apiResponse({ response: handover() }));
    await renderRoute('/zh-cn/module/teacher/handover/7');
    expect(await screen.findByRole('heading', { level: 1, name: 'Emma B.的交接记录' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '保存' })).toBeTruthy();
  });
});
