import { screen, within } from '@testing-library/react';
import { learnerRecords, lessonRecord, signIn } from '../../testing/fixtures.ts';
import { apiError, apiResponse, mockApi, renderRoute } from '../../testing/render-route.tsx';

const RECORDS = learnerRecords({
  level: {
    grade: 'beginner',
    hsk_level: 2,
    score: 38,
    max_score: 50,
    plan_summary: 'Two lessons a week on HSK 2 topics.',
    tested_at: '2029-10-02T08:00:00.000Z',
  },
  lessons: [
    lessonRecord({ id: 21, starts_at: '2030-01-14T02:00:00.000Z', status: 'booked' }),
    lessonRecord({
      id: 9,
      starts_at: '2029-12-01T02:00:00.000Z',
      teacher_name: 'Bo Chen',
      progress: 'Unit 1',
      summary: 'Greetings and numbers.',
    }),
    lessonRecord({ id: 12, progress: 'Unit 2', summary: null }),
  ],
});

function labelled(term: string): string | null | undefined {
  return screen.getByText(term).nextElementSibling?.textContent;
}

describe('learner level page', () => {
  it('shows the level test result and the progress trail, latest first', async () => {
    signIn();
    mockApi((call) => {
      if (call.path === '/teacher/learners/5') return apiResponse({ response: RECORDS });
      throw new Error(`unexpected ${call.path}`);
    });
    await renderRoute('/en/module/user/level/5');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Level and progress of Emma B.' }),
    ).toBeTruthy();
    expect(labelled('Chinese level')).toBe('Beginner');
    expect(labelled('HSK level')).toBe('HSK 2');
    expect(labelled('Score')).toBe('38 of 50');
    expect(labelled('Suggested plan')).toBe('Two lessons a week on HSK 2 topics.');
    expect(labelled('Taken on')).toBe('Oct 2, 2029');
    expect(screen.getByRole('link', { name: 'Lesson records' }).getAttribute('href')).toBe(
      '/en/module/user/records/5',
    );

    const trail = within(screen.getByRole('region', { name: 'Progress' })).getAllByRole('listitem');
    expect(trail.map((item) => within(item).getByRole('heading', { level: 3 }).textContent)).toEqual([
      'Progress: Unit 2',
      'Progress: Unit 1',
    ]);
    const older = within(trail[1] as HTMLElement);
    expect(older.getByText(/Teacher: Bo Chen/).textContent).toBe(
      'Dec 1, 2029 · HSK 1 Essentials · Teacher: Bo Chen',
    );
    expect(older.getByText('Greetings and numbers.')).toBeTruthy();
  });

  it('says when the learner has not taken the level test and no progress is noted', async () => {
    signIn();
    mockApi(() => apiResponse({ response: learnerRecords({ lessons: [lessonRecord()] }) }));
    await renderRoute('/en/module/user/level/5');
    expect(await screen.findByText('This learner has not taken the level test.')).toBeTruthy();
    expect(screen.getByText('No lesson has noted progress yet.')).toBeTruthy();
  });

  it('names a level of no HSK and a score without a maximum, in the page language', async () => {
    signIn();
    mockApi(() =>
      apiResponse({
        response: learnerRecords({
          level: {
            grade: 'zero',
            hsk_level: 0,
            score: 7,
            max_score: null,
            plan_summary: null,
            tested_at: null,
          },
        }),
      }),
    );
    await renderRoute('/zh-cn/module/user/level/5');
    expect(await screen.findByRole('heading', { level: 1, name: 'Emma B.的水平与进度' })).toBeTruthy();
    expect(labelled('中文水平')).toBe('零基础');
    expect(labelled('HSK 等级')).toBe('无');
    expect(labelled('得分')).toBe('7');
    expect(screen.queryByText('测试日期')).toBeNull();
  });

  it('says a learner the caller does not teach is not theirs', async () => {
    signIn();
    mockApi(() => apiError(404, 404, 'Not found'));
    await renderRoute('/en/module/user/level/6');
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'Not one of your learners or lessons' })).toBeTruthy();
    expect(within(alert).getByRole('link', { name: 'Back to the teaching centre' })).toBeTruthy();
  });
});
