import type { OperatorReview } from '@hanyu/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { asOperator } from '../../testing/fixtures.ts';
import { apiError, apiResponse, mockApi, renderRoute } from '../../testing/render-route.tsx';

const SHOWN: OperatorReview = {
  id: 9,
  stars: 1,
  text: 'Call me on WeChat: abc123',
  language: 'en',
  reviewer_name: 'Lin',
  reviewer_id: 41,
  lesson: true,
  course_id: 5,
  course_title: 'HSK 1 Essentials',
  teacher_name: 'Zhang Wei',
  created_at: '2026-11-20T08:00:00.000Z',
  updated_at: '2026-11-20T08:00:00.000Z',
  reply: null,
  replied_at: null,
  hidden_at: null,
  hidden_reason: null,
};
const page = (list: OperatorReview[]) => ({ page: 1, page_size: 10, total: list.length, list });

describe('reviews section', () => {
  it('hides a review with a reason, then shows it again', async () => {
    let review = SHOWN;
    const bodies: unknown[] = [];
    const calls = mockApi(
      asOperator((call) => {
        if (call.method === 'GET' && call.path === '/operator/reviews')
          return apiResponse({ response: page([review]) });
        if (call.method === 'POST' && call.path === '/operator/reviews/9/hide') {
          bodies.push(call.body);
          review = { ...SHOWN, hidden_at: '2026-11-21T08:00:00.000Z', hidden_reason: 'Contact details' };
          return apiResponse({ response: review });
        }
        if (call.method === 'POST' && call.path === '/operator/reviews/9/unhide') {
          review = SHOWN;
          return apiResponse({ response: review });
        }
        throw new Error(`unexpected ${call.method} ${call.path}`);
      }),
    );
    const user = userEvent.setup();
    await renderRoute('/en/service-centre/reviews');
    const card = within(await screen.findByRole('article', { name: '#9 · 1★ · Zhang Wei' }));
    expect(card.getByText('Call me on WeChat: abc123').getAttribute('lang')).toBe('en');
    await user.click(card.getByRole('button', { name: 'Hide the review' }));
    expect((await card.findByRole('alert')).textContent).toBe('Say why the review is hidden');
    await user.type(
      card.getByLabelText('Why hide it (the reason is kept in the audit log)'),
      'Contact details',
    );
    await user.click(card.getByRole('button', { name: 'Hide the review' }));
    await waitFor(() => expect(bodies).toEqual([{ reason: 'Contact details' }]));
    expect(await card.findByText('Contact details')).toBeTruthy();
    await user.click(card.getByRole('button', { name: 'Show it again' }));
    expect(await card.findByRole('button', { name: 'Hide the review' })).toBeTruthy();
    expect(calls.filter((call) => call.path === '/operator/reviews')).toHaveLength(3);
  });

  it('asks for the hidden ones only when told to, and says when another operator changed a review first', async () => {
    const asked: string[] = [];
    mockApi(
      asOperator((call) => {
        if (call.method === 'GET' && call.path === '/operator/reviews') {
          asked.push(call.query.toString());
          return apiResponse({ response: page([SHOWN]) });
        }
        if (call.method === 'POST' && call.path === '/operator/reviews/9/hide') return apiError(20704, 409);
        throw new Error(`unexpected ${call.method} ${call.path}`);
      }),
    );
    const user = userEvent.setup();
    await renderRoute('/en/service-centre/reviews?shown=hidden');
    const card = within(await screen.findByRole('article', { name: '#9 · 1★ · Zhang Wei' }));
    expect(asked[0]).toContain('hidden=true');
    await user.type(card.getByLabelText('Why hide it (the reason is kept in the audit log)'), 'Spam');
    await user.click(card.getByRole('button', { name: 'Hide the review' }));
    expect((await card.findByRole('alert')).textContent).toBe(
      'Another operator changed this review meanwhile; the list is up to date now.',
    );
  });
});
