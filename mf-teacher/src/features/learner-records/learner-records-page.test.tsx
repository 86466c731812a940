import { screen, within } from '@testing-library/react';
import { learnerRecords, lessonRecord, signIn } from '../../testing/fixtures.ts';
import { apiError, apiResponse, mockApi, renderRoute } from '../../testing/render-route.tsx';

const RECORDS = learnerRecords({
  lessons_completed: 12,
  minutes_completed: 610,
  lessons: [
    lessonRecord({ id: 21, starts_at: '2030-01-14T02:00:00.000Z', status: 'booked' }),
    lessonRecord({
      id: 7,
      summary: 'Practised the third tone.',
      material: 'HSK 1 textbook, unit 2',
      progress: 'Unit 2',
      handover: 'Needs more listening.',
    }),
    lessonRecord({
      id: 4,
      teacher_name: 'Bo Chen',
      starts_at: '2029-12-20T02:00:00.000Z',
      minutes: 25,
      trial: true,
      status: 'cancelled',
    }),
  ],
});

describe('learner records page', () => {
  it("shows the learner's totals and each lesson with what its teacher wrote", async () => {
    signIn();
    const calls = mockApi((call) => {
      if (call.path === '/teacher/learners/5') return apiResponse({ response: RECORDS });
      throw new Error(`unexpected ${call.path}`);
    });
    await renderRoute('/en/module/user/records/5');

    expect(await screen.findByRole('heading', { level: 1, name: 'Lesson records of Emma B.' })).toBeTruthy();
    expect(calls[0]?.query.get('language')).toBe('en');
    expect(screen.getByText('Lessons completed').nextElementSibling?.textContent).toBe('12');
    expect(screen.getByText('Time taught').nextElementSibling?.textContent).toBe('10 h 10 min');
    expect(screen.getByRole('link', { name: 'Level and progress' }).getAttribute('href')).toBe(
      '/en/module/user/level/5',
    );
    expect(screen.getByRole('link', { name: 'Lesson records' }).getAttribute('aria-current')).toBe('page');

    const lessons = within(screen.getByRole('region', { name: 'Lessons' })).getAllByRole('listitem');
    expect(lessons).toHaveLength(3);
    const [booked, taught, trial] = lessons.map((item) => within(item));
    expect(booked?.getByText('Booked')).toBeTruthy();
    expect(booked?.queryByText('Summary')).toBeNull();

    expect(taught?.getByRole('heading', { level: 3, name: 'HSK 1 Essentials' })).toBeTruthy();
    expect(taught?.getByText('Completed')).toBeTruthy();
    expect(taught?.getByText('Jan 7, 2030, 3:00 AM')).toBeTruthy();
    expect(taught?.getByText('Beijing time Jan 7, 2030, 10:00 AM')).toBeTruthy();
    expect(taught?.getByText('Teacher: Ana Li · 50 min')).toBeTruthy();
    expect(taught?.getByText('Practised the third tone.')).toBeTruthy();
    expect(taught?.getByText('HSK 1 textbook, unit 2')).toBeTruthy();
    expect(taught?.getByText('Unit 2')).toBeTruthy();
    expect(taught?.getByText('Handover note')).toBeTruthy();
    expect(taught?.getByText('Needs more listening.')).toBeTruthy();
    expect(taught?.getByRole('link', { name: 'Handover notes' }).getAttribute('href')).toBe(
      '/en/module/teacher/handover/7',
    );

    expect(trial?.getByRole('heading', { level: 3, name: 'Free trial lesson' })).toBeTruthy();
    expect(trial?.getByText('Cancelled')).toBeTruthy();
    expect(trial?.getByText('Teacher: Bo Chen · 25 min')).toBeTruthy();
  });

  it('says when the learner has no lessons yet', async () => {
    signIn();
    mockApi(() => apiResponse({ response: learnerRecords() }));
    await renderRoute('/en/module/user/records/5');
    expect(await screen.findByText('No lessons yet.')).toBeTruthy();
    expect(screen.getByText('0 h 0 min')).toBeTruthy();
  });

  it('says a learner the caller does not teach is not theirs', async () => {
    signIn();
    mockApi(() => apiError(404, 404, 'Not found'));
    await renderRoute('/en/module/user/records/6');
    expect(await screen.findByRole('heading', { name: 'Not one of your learners or lessons' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Lesson records' })).toBeTruthy();
  });

  it('tells a learner that the page is for teachers', async () => {
    signIn();
    mockApi(() => apiError(403, 403, 'Only teachers'));
    await renderRoute('/en/module/user/records/5');
    expect(await screen.findByRole('heading', { name: 'For teachers only' })).toBeTruthy();
  });
});
