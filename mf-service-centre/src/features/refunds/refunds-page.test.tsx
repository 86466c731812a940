import type { OperatorRefund } from '@hanyu/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { asOperator } from '../../testing/fixtures.ts';
import { apiError, apiResponse, mockApi, renderRoute } from '../../testing/render-route.tsx';

const OPEN: OperatorRefund = {
  id: 7,
  order_id: 42,
  state: 'open',
  reason: 'The times do not suit me',
  reply: null,
  refunded_minor: null,
  created_at: '2026-11-20T08:00:00.000Z',
  decided_at: null,
  user_id: 41,
  email: 'learner@example.com',
  nick_name: 'Lin',
  course_id: 5,
  course_title: 'HSK 1 Essentials',
  currency: 'CNY',
  total_minor: 180_000,
  paid_at: '2026-11-18T08:00:00.000Z',
  company_paid: false,
  usage: {
    kind: 'live',
    granted_minutes: 500,
    used_minutes: 50,
    future_lessons: 2,
    class_opened: null,
    video_progress: null,
    textbook_shipped: false,
  },
  refundable_minor: 162_000,
};

describe('refunds section', () => {
  it('lists a request with its usage and approves it with a reply', async () => {
    let decided = false;
    const bodies: unknown[] = [];
    const calls = mockApi(
      asOperator((call) => {
        if (call.method === 'GET' && call.path === '/operator/refunds') {
          return apiResponse({
            response: {
              list: [decided ? { ...OPEN, state: 'approved', reply: 'Done', refunded_minor: 162_000 } : OPEN],
            },
          });
        }
        if (call.method === 'POST' && call.path === '/operator/refunds/7/approve') {
          bodies.push(call.body);
          decided = true;
          return apiResponse({ response: { ...OPEN, state: 'approved' } });
        }
        throw new Error(`unexpected ${call.method} ${call.path}`);
      }),
    );
    const user = userEvent.setup();
    await renderRoute('/en/service-centre/refunds');
    const card = within(await screen.findByRole('article', { name: '#7 · order 42 · HSK 1 Essentials' }));
    expect(
      card.getByText('Minutes used: 50 of 500 · 2 lessons ahead (cancelled by an approval)'),
    ).toBeTruthy();
    const approve = card.getByRole('button', { name: 'Approve, give back CN¥1,620' });
    await user.click(approve);
    expect((await card.findByRole('alert')).textContent).toBe('Write a reply: the learner reads it.');
    await user.type(card.getByLabelText('Reply to the learner'), 'Done');
    await user.click(approve);
    await waitFor(() => expect(bodies).toEqual([{ reply: 'Done' }]));
    expect(await card.findByText('Approved')).toBeTruthy();
    expect(calls.filter((call) => call.path === '/operator/refunds')).toHaveLength(2);
  });

  it('says when another operator decided first', async () => {
    mockApi(
      asOperator((call) => {
        if (call.method === 'GET' && call.path === '/operator/refunds') {
          return apiResponse({ response: { list: [OPEN] } });
        }
        if (call.method === 'POST' && call.path === '/operator/refunds/7/decline')
          return apiError(20605, 409);
        throw new Error(`unexpected ${call.method} ${call.path}`);
      }),
    );
    const user = userEvent.setup();
    await renderRoute('/en/service-centre/refunds');
    const card = within(await screen.findByRole('article', { name: '#7 · order 42 · HSK 1 Essentials' }));
    await user.type(card.getByLabelText('Reply to the learner'), 'No');
    await user.click(card.getByRole('button', { name: 'Decline' }));
    expect((await card.findByRole('alert')).textContent).toBe(
      'Another operator has decided this request already.',
    );
  });
});
