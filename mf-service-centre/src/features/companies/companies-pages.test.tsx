import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { asOperator } from '../../testing/fixtures.ts';
import { apiResponse, mockApi, renderRoute } from '../../testing/render-route.tsx';

const COMPANY = {
  id: 3,
  name: 'Acme',
  owner: { id: 8, email: 'boss@acme.example', nick_name: 'Boss' },
  balance_minor: 0,
  member_count: 0,
  created_at: '2026-11-01T00:00:00.000Z',
};

describe('companies section', () => {
  it("funds a company's wallet with one key per form, and enrols a member", async () => {
    let balance = 0;
    let members: unknown[] = [];
    const calls = mockApi(
      asOperator((call) => {
        const company = { ...COMPANY, balance_minor: balance, member_count: members.length };
        if (call.method === 'GET' && call.path === '/operator/companies/3')
          return apiResponse({ response: { company, members, invitations: [] } });
        if (call.method === 'GET' && call.path === '/operator/companies/3/statement')
          return apiResponse({
            response: { company, from: '2025-12', to: '2026-11', currency: 'CNY', rows: [], total_minor: 0 },
          });
        if (call.method === 'POST' && call.path === '/operator/companies/3/fund') {
          balance += (call.body as { amount_minor: number }).amount_minor;
          return apiResponse({
            response: {
              transfer_id: 1,
              type: 3,
              user: COMPANY.owner,
              currency: 'CNY',
              amount_minor: 500_000,
              balance_minor: balance,
              note: 'Bank transfer',
              created_at: '2026-11-28T00:00:00.000Z',
            },
          });
        }
        if (call.method === 'POST' && call.path === '/operator/companies/3/members') {
          const member = {
            user: { id: 9, email: 'staff@acme.example', nick_name: 'Staff' },
            company_paid: true,
            joined_at: '2026-11-28T00:00:00.000Z',
          };
          members = [member];
          return apiResponse({ response: member });
        }
        throw new Error(`unexpected ${call.method} ${call.path}`);
      }),
    );
    const user = userEvent.setup();
    await renderRoute('/en/service-centre/companies/3');
    expect(await screen.findByRole('heading', { name: 'Acme', level: 1 })).toBeTruthy();
    await user.type(screen.getByLabelText('Amount (yuan)'), '5000');
    await user.type(screen.getByLabelText('Reason (e.g. the bank transfer’s reference)'), 'Bank transfer');
    await user.click(screen.getByRole('button', { name: 'Credit the company wallet' }));
    expect(await screen.findByText(/^Credited .*5,000.* The balance is now .*5,000/)).toBeTruthy();
    const fund = calls.find((call) => call.method === 'POST' && call.path === '/operator/companies/3/fund');
    expect(fund?.body).toEqual({ amount_minor: 500_000, reason: 'Bank transfer' });
    expect(fund?.headers.get('idempotency-key')).toMatch(/.{8,}/);

    await user.type(screen.getByLabelText('Member’s email'), 'staff@acme.example');
    await user.click(screen.getByRole('button', { name: 'Enrol as company-paid' }));
    expect(await screen.findByText('staff@acme.example is now a company-paid member.')).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Members (1)' })).toBeTruthy();
  });
});
