import type { VideoAttemptResult } from '@hanyu/contract';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clip, outline, outlineLesson, practice, signIn, words } from '../../testing/fixtures.ts';
import { apiResponse, mockApi, type RecordedCall, renderRoute } from '../../testing/render-route.tsx';

beforeEach(() => signIn());

/** The API of course 4: its outline, lesson 42's words, clip and practice, and what the page posts. */
function serveCourse(answers: Partial<Record<string, (call: RecordedCall) => unknown>> = {}) {
  return mockApi((call) => {
    const key = `${call.method} ${call.path}`;
    const answer = answers[key];
    if (answer) return apiResponse({ response: answer(call) });
    if (key === 'GET /learning/video/4') return apiResponse({ response: outline() });
    if (key === 'GET /learning/video/lessons/42/words') return apiResponse({ response: words });
    if (key === 'GET /learning/video/lessons/42/clip') return apiResponse({ response: clip });
    if (key === 'GET /learning/video/lessons/42/practice') return apiResponse({ response: practice });
    throw new Error(`unexpected ${key}`);
  });
}

describe('a lesson: learning/video/{item_id}/lesson/{lesson_id}', () => {
  it('shows the sequence message for a lesson not open yet, and asks for none of its content', async () => {
    const calls = serveCourse();
    await renderRoute('/en/learning/video/4/lesson/43');
    expect(await screen.findByRole('heading', { name: 'This lesson is not open yet' })).toBeTruthy();
    expect(screen.getByText('Please complete the previous courses in sequence first')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'All lessons' }).getAttribute('href')).toBe(
      '/en/learning/video/4',
    );
    expect(calls.map((call) => call.path)).toEqual(['/learning/video/4']);
  });

  it('says a lesson the course does not have is not there', async () => {
    serveCourse();
    await renderRoute('/en/learning/video/4/lesson/99');
    expect(await screen.findByRole('heading', { name: 'This video course does not exist' })).toBeTruthy();
  });

  it("loads the outline and the shown step's content only", async () => {
    const calls = serveCourse();
    const { router } = await renderRoute('/en/learning/video/4/lesson/42?step=practice');
    await screen.findByRole('region', { name: 'Practice' });
    expect(calls.map((call) => call.path)).toEqual([
      '/learning/video/4',
      '/learning/video/lessons/42/practice',
    ]);
    expect(calls.every((call) => call.query.get('language') === 'en')).toBe(true);
    // Another step: its content, the outline again (it says which steps are done).
    await act(() => router.navigate('/en/learning/video/4/lesson/42?step=words'));
    expect(await screen.findByRole('region', { name: 'Words of the lesson' })).toBeTruthy();
    expect(calls.map((call) => call.path).slice(2)).toEqual([
      '/learning/video/4',
      '/learning/video/lessons/42/words',
    ]);
  });

  it('says the sequence message in the page language', async () => {
    serveCourse();
    await renderRoute('/zh-cn/learning/video/4/lesson/43');
    expect(await screen.findByText('请先按顺序完成前面的课程')).toBeTruthy();
  });

  it('teaches the words: flashcards with pinyin, sound and the meaning on request, then a quick check', async () => {
    serveCourse();
    const user = userEvent.setup();
    await renderRoute('/en/learning/video/4/lesson/42');
    expect(await screen.findByRole('heading', { level: 1, name: 'Initials' })).toBeTruthy();
    const steps = within(screen.getByRole('navigation', { name: 'Steps of the lesson' }));
    expect(steps.getByRole('link', { name: 'Words' }).getAttribute('aria-current')).toBe('step');
    const region = within(await screen.findByRole('region', { name: 'Words of the lesson' }));
    const cards = region.getAllByRole('listitem');
    expect(cards).toHaveLength(3);
    const horse = within(cards[2] as HTMLElement);
    expect(horse.getByText('马')).toBeTruthy();
    expect(horse.getByText('mǎ')).toBeTruthy();
    expect(horse.getByLabelText('Pronunciation of 马').getAttribute('src')).toBe('/api/a/3');
    const meaning = horse.getByText('horse');
    expect(meaning.hidden).toBe(true);
    await user.click(horse.getByRole('button', { name: 'Show the meaning' }));
    expect(meaning.hidden).toBe(false);
    expect(horse.getByRole('button', { name: 'Hide the meaning' }).getAttribute('aria-expanded')).toBe(
      'true',
    );

    const check = within(screen.getByRole('region', { name: 'Quick check' }));
    await user.click(
      within(check.getByRole('group', { name: 'What does 妈 mean?' })).getByLabelText('mother'),
    );
    expect(check.getByText('Right!')).toBeTruthy();
    await user.click(
      within(check.getByRole('group', { name: 'What does 麻 mean?' })).getByLabelText('horse'),
    );
    expect(check.getByText('Not quite: 麻 means “hemp”.')).toBeTruthy();
    await user.click(
      within(check.getByRole('group', { name: 'What does 马 mean?' })).getByLabelText('horse'),
    );
    expect(check.getByText('2 of 3 right')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'On to the video' }).getAttribute('href')).toBe(
      '/en/learning/video/4/lesson/42?step=highlight',
    );
  });

  it('plays the clip with its captions and speed, and reports what was played to the server', async () => {
    const reports: unknown[] = [];
    serveCourse({
      'POST /learning/video/lessons/42/progress': (call) => {
        reports.push(call.body);
        return { ...clip.progress, watched_seconds: 29, watched_ratio: 29 / 30, completed: true };
      },
    });
    await renderRoute('/en/learning/video/4/lesson/42?step=highlight');
    const player = within(await screen.findByRole('region', { name: /^Video highlight/ }));
    const video = document.querySelector('video') as HTMLVideoElement;
    expect(video.getAttribute('src')).toBe(clip.file_url);
    const tracks = [...video.querySelectorAll('track')];
    expect(tracks.map((track) => [track.srclang, track.label, track.default])).toEqual([
      ['zh-Hans', 'Chinese with pinyin', true],
      ['en', 'English', false],
    ]);
    expect(player.getByText('Watched 50 %')).toBeTruthy();
    await userEvent.selectOptions(player.getByLabelText('Speed'), '1.5');
    expect(video.playbackRate).toBe(1.5);

    await act(async () => {
      video.dispatchEvent(new Event('play'));
    });
    await waitFor(() => expect(reports).toHaveLength(1));
    expect(reports[0]).toEqual({ ranges: [], position: expect.any(Number) });
    await act(async () => {
      video.dispatchEvent(new Event('pause'));
    });
    expect(await player.findByText('✓ Video watched')).toBeTruthy();
    expect(reports).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'On to the practice' })).toBeTruthy();
  });

  it('marks the practice on the server, shows each answer right or wrong and the tier, and allows a retry', async () => {
    const result: VideoAttemptResult = {
      score: 75,
      tier: 60,
      passed: true,
      results: [
        { number: 1, correct: true },
        { number: 2, correct: true },
        { number: 3, correct: false },
        { number: 4, correct: true },
      ],
      best_score: 80,
      best_tier: 80,
      attempts: 2,
      lesson_complete: true,
      unlocked_lesson_id: 43,
    };
    const attempts: unknown[] = [];
    const calls = serveCourse({
      'POST /learning/video/lessons/42/practice': (call) => {
        attempts.push(call.body);
        return result;
      },
    });
    const user = userEvent.setup();
    await renderRoute('/en/learning/video/4/lesson/42?step=practice');
    const form = within(await screen.findByRole('region', { name: 'Practice' }));
    await user.click(form.getByRole('button', { name: 'Check my answers' }));
    expect(form.getByText('4 questions are not answered yet.')).toBeTruthy();
    expect(attempts).toEqual([]);

    const question = (name: RegExp) => within(form.getByRole('group', { name }));
    await user.click(question(/What does 马 \(mǎ\) mean/).getByLabelText('horse'));
    await user.click(question(/Listen, then choose/).getByLabelText('妈'));
    await user.click(question(/Which tone does 麻 \(ma\) have/).getByLabelText('Second tone: rising'));
    const order = question(/Put the words in order/);
    await user.click(order.getByRole('button', { name: 'Add 我' }));
    await user.click(order.getByRole('button', { name: 'Add 学生' }));
    await user.click(order.getByRole('button', { name: 'Take out 学生' }));
    await user.click(order.getByRole('button', { name: 'Add 是' }));
    await user.click(order.getByRole('button', { name: 'Add 学生' }));
    await user.click(form.getByRole('button', { name: 'Check my answers' }));

    expect(await form.findByText('Your score: 75')).toBeTruthy();
    expect(attempts).toEqual([
      {
        answers: [
          { number: 1, choice: 1 },
          { number: 2, choice: 0 },
          { number: 3, choice: 1 },
          { number: 4, order: [1, 2, 0] },
        ],
      },
    ]);
    // The tier is said once, by its badge; the sentence beside it does not repeat it.
    expect(form.getByText(/^Well done!/)).toBeTruthy();
    expect(form.getByRole('status').textContent?.match(/Passed/g)).toHaveLength(1);
    expect(form.getAllByText('✓ Right')).toHaveLength(3);
    expect(form.getAllByText('✗ Wrong')).toHaveLength(1);
    expect(form.getByText('Best score 80 after 2 attempts')).toBeTruthy();
    // The outline is asked again: the lesson is complete now.
    await waitFor(() => expect(calls.filter((call) => call.path === '/learning/video/4')).toHaveLength(2));

    await user.click(form.getByRole('button', { name: 'Try again' }));
    expect(form.queryByText('Your score: 75')).toBeNull();
    expect((question(/What does 马/).getByLabelText('horse') as HTMLInputElement).checked).toBe(false);
  });

  it('offers the next lesson once this one is complete', async () => {
    serveCourse({
      'GET /learning/video/4': () =>
        outline({
          lessons: [
            outlineLesson({ id: 41, state: 'done', locked_reason: null }),
            outlineLesson({
              id: 42,
              title: 'Initials',
              state: 'done',
              locked_reason: null,
              video_watched: true,
              best_score: 100,
              tier: 100,
            }),
            outlineLesson({ id: 43, title: 'Finals', state: 'current', locked_reason: null }),
          ],
        }),
    });
    await renderRoute('/en/learning/video/4/lesson/42');
    const complete = await screen.findByText('Lesson complete!');
    expect(within(complete).getByText('Perfect')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Next lesson: Finals' }).getAttribute('href')).toBe(
      '/en/learning/video/4/lesson/43',
    );
    const steps = within(screen.getByRole('navigation', { name: 'Steps of the lesson' }));
    expect(steps.getByRole('link', { name: /Video ✓ done/ })).toBeTruthy();
  });
});
