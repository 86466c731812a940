import type { Reviewable } from '@hanyu/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BALANCE, LEARNER, signIn } from '../../testing/fixtures.ts';
import { ok, renderRoute, serve } from '../../testing/render-route.tsx';

const LESSON: Reviewable = {
  lesson_id: 77,
  course_id: 1,
  course_title: 'HSK 1 Essentials',
  teacher_name: 'Wang Lin',
  at: '2026-11-20T02:00:00.000Z',
  review: null,
};

describe('my reviews', () => {
  it("writes a review of a lesson taken: stars, words and the text's language", async () => {
    signIn(LEARNER);
    let item = LESSON;
    const bodies: unknown[] = [];
    serve({
      'GET /user/balance': () => ok(BALANCE),
      'GET /user/reviews': () => ok({ list: [item] }),
      'PUT /user/lessons/77/review': (call) => {
        bodies.push(call.body);
        const review = {
          id: 5,
          stars: 4,
          text: 'Clear and patient',
          language: 'en',
          reviewer_name: 'Lin',
          lesson: true,
          course_id: 1,
          created_at: '2026-11-21T02:00:00.000Z',
          updated_at: '2026-11-21T02:00:00.000Z',
          reply: null,
          replied_at: null,
        };
        item = {
          ...LESSON,
          review: { ...review, editable_until: '2999-01-01T00:00:00.000Z', hidden: false },
        };
        return ok(review);
      },
    });
    const user = userEvent.setup();
    await renderRoute('/en/user/reviews');
    const card = within(await screen.findByRole('article', { name: 'HSK 1 Essentials with Wang Lin' }));
    await user.click(card.getByRole('button', { name: 'Publish the review' }));
    expect((await card.findByRole('alert')).textContent).toBe('Choose from 1 to 5 stars');
    await user.click(card.getByRole('radio', { name: '4 stars' }));
    await user.type(card.getByLabelText('Your review'), 'Clear and patient');
    expect((card.getByLabelText('Written in') as HTMLSelectElement).value).toBe('en');
    await user.click(card.getByRole('button', { name: 'Publish the review' }));
    await waitFor(() => expect(bodies).toEqual([{ stars: 4, text: 'Clear and patient', language: 'en' }]));
    // The page reads the list again after a write: look in the card as it is then.
    const written = within(await screen.findByRole('article', { name: 'HSK 1 Essentials with Wang Lin' }));
    expect(await written.findByText('Clear and patient')).toBeTruthy();
    expect(await written.findByRole('button', { name: 'Edit' })).toBeTruthy();
  });

  it('says when there is nothing to review yet', async () => {
    signIn(LEARNER);
    serve({ 'GET /user/balance': () => ok(BALANCE), 'GET /user/reviews': () => ok({ list: [] }) });
    await renderRoute('/en/user/reviews');
    expect(await screen.findByText('Nothing to review yet')).toBeTruthy();
  });
});
