import type { TeacherReviews } from '@hanyu/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { signIn } from '../../testing/fixtures.ts';
import { apiError, apiResponse, mockApi, renderRoute } from '../../testing/render-route.tsx';

const REVIEW: TeacherReviews['list'][number] = {
  id: 12,
  stars: 5,
  text: 'Muy paciente y clara.',
  language: 'es',
  reviewer_name: 'Sofía',
  lesson: true,
  course_id: 3,
  course_title: 'HSK 1 Essentials',
  created_at: '2026-11-20T04:00:00.000Z',
  updated_at: '2026-11-20T04:00:00.000Z',
  reply: null,
  replied_at: null,
};
const page = (review: typeof REVIEW): TeacherReviews => ({
  summary: { average: 5, count: 1, distribution: [0, 0, 0, 0, 1] },
  page: 1,
  page_size: 10,
  total: 1,
  list: [review],
});

describe('reviews page', () => {
  it('shows the reviews with their summary and replies once', async () => {
    signIn();
    let review = REVIEW;
    const bodies: unknown[] = [];
    mockApi((call) => {
      if (call.path === '/teacher/reviews') return apiResponse({ response: page(review) });
      if (call.method === 'POST' && call.path === '/teacher/reviews/12/reply') {
        bodies.push(call.body);
        review = { ...REVIEW, reply: '¡Gracias, Sofía!', replied_at: '2026-11-21T04:00:00.000Z' };
        return apiResponse({ response: review });
      }
      throw new Error(`unexpected ${call.method} ${call.path}`);
    });
    const user = userEvent.setup();
    await renderRoute('/en/teach/reviews');
    expect(await screen.findByText('Rated 5.0 out of 5 from 1 review')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Reviews' }).getAttribute('aria-current')).toBe('page');
    const card = within(screen.getByRole('article', { name: 'Sofía · HSK 1 Essentials' }));
    expect(card.getByText('Muy paciente y clara.').getAttribute('lang')).toBe('es');
    await user.click(card.getByRole('button', { name: 'Publish the reply' }));
    expect((await card.findByRole('alert')).textContent).toBe('Write your reply');
    await user.type(card.getByRole('textbox'), '¡Gracias, Sofía!');
    await user.click(card.getByRole('button', { name: 'Publish the reply' }));
    await waitFor(() => expect(bodies).toEqual([{ reply: '¡Gracias, Sofía!' }]));
    // The textarea holds the same words until the page reloads, so wait for the form to go first.
    await waitFor(() => expect(card.queryByRole('button', { name: 'Publish the reply' })).toBeNull());
    expect(card.getByText('¡Gracias, Sofía!').tagName).toBe('P');
  });

  it('says so when the review was replied to meanwhile', async () => {
    signIn();
    mockApi((call) => {
      if (call.path === '/teacher/reviews') return apiResponse({ response: page(REVIEW) });
      if (call.method === 'POST') return apiError(20703, 409);
      throw new Error(`unexpected ${call.method} ${call.path}`);
    });
    const user = userEvent.setup();
    await renderRoute('/en/teach/reviews');
    const card = within(await screen.findByRole('article', { name: 'Sofía · HSK 1 Essentials' }));
    await user.type(card.getByRole('textbox'), 'Thanks');
    await user.click(card.getByRole('button', { name: 'Publish the reply' }));
    expect((await card.findByRole('alert')).textContent).toBe('You have already replied to this review');
  });
});
