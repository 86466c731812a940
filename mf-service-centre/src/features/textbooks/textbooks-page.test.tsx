import type { TextbookDelivery } from '@hanyu/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { asOperator } from '../../testing/fixtures.ts';
import { apiError, apiResponse, mockApi, renderRoute } from '../../testing/render-route.tsx';

const WAITING: TextbookDelivery = {
  learner: { id: 41, email: 'reader@example.com', nick_name: 'Reader' },
  course: { id: 5, title: 'HSK 1 Essentials' },
  state: 'preparing',
  carrier: null,
  tracking_number: null,
  shipped_at: null,
  delivered_at: null,
  updated_at: '2026-11-20T08:00:00.000Z',
  address: {
    name: 'Ana Reader',
    phone: '+34 600 123 456',
    country: 'ES',
    region: '',
    city: 'Madrid',
    street: 'Calle Mayor 1',
    postal_code: '28013',
    updated_at: '2026-11-20T08:00:00.000Z',
  },
};

describe('textbooks section', () => {
  it('ships a waiting textbook with its carrier and tracking number', async () => {
    let shipped = false;
    const calls = mockApi(
      asOperator((call) => {
        if (call.method === 'GET' && call.path === '/operator/textbooks') {
          const list = shipped ? [] : [WAITING];
          return apiResponse({
            response: {
              list,
              total: list.length,
              counts: { preparing: list.length, shipped: shipped ? 1 : 0, delivered: 0 },
            },
          });
        }
        if (call.method === 'POST' && call.path === '/operator/textbooks/41/5/ship') {
          shipped = true;
          return apiResponse({ response: { ...WAITING, state: 'shipped' } });
        }
        throw new Error(`unexpected ${call.method} ${call.path}`);
      }),
    );
    const user = userEvent.setup();
    await renderRoute('/en/service-centre/textbooks');
    const card = await screen.findByRole('article', { name: 'HSK 1 Essentials · reader@example.com' });
    expect(within(card).getByText(/Calle Mayor 1/)).toBeTruthy();
    await user.click(within(card).getByRole('button', { name: 'Mark shipped' }));
    expect(await within(card).findByRole('alert')).toHaveProperty(
      'textContent',
      'Give the carrier and the tracking number.',
    );
    await user.type(within(card).getByLabelText('Carrier'), 'SF Express');
    await user.type(within(card).getByLabelText('Tracking number'), 'SF1234567890');
    await user.click(within(card).getByRole('button', { name: 'Mark shipped' }));
    expect(await screen.findByText('Nothing waits to ship')).toBeTruthy();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      carrier: 'SF Express',
      tracking_number: 'SF1234567890',
    });
  });

  it('says when another operator shipped it first', async () => {
    mockApi(
      asOperator((call) => {
        if (call.method === 'GET')
          return apiResponse({
            response: { list: [WAITING], total: 1, counts: { preparing: 1, shipped: 0, delivered: 0 } },
          });
        return apiError(409);
      }),
    );
    const user = userEvent.setup();
    await renderRoute('/en/service-centre/textbooks');
    const card = await screen.findByRole('article', { name: 'HSK 1 Essentials · reader@example.com' });
    await user.type(within(card).getByLabelText('Carrier'), 'EMS');
    await user.type(within(card).getByLabelText('Tracking number'), 'EE1');
    await user.click(within(card).getByRole('button', { name: 'Mark shipped' }));
    expect(await within(card).findByText('Another operator has shipped this textbook already.')).toBeTruthy();
  });
});
