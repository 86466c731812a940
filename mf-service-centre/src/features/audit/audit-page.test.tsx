import type { OperatorActionEntry } from '@hanyu/contract';
import { screen } from '@testing-library/react';
import { asOperator } from '../../testing/fixtures.ts';
import { apiResponse, mockApi, renderRoute } from '../../testing/render-route.tsx';

const entry = (id: number, reason: string): OperatorActionEntry => ({
  id,
  operator: { id: 2, email: 'operator@demo.hanyu.example' },
  action: 'wallet.credit',
  subject: 'user:5',
  user_id: 5,
  before: { balance_minor: 0 },
  after: { balance_minor: 5_000 },
  reason,
  created_at: '2026-11-28T01:00:00.000Z',
});

describe('audit log', () => {
  it("shows one person's rows newest first, linking the person, with the way to older rows", async () => {
    const calls = mockApi(
      asOperator((call) => {
        if (call.path === '/operator/audit')
          return apiResponse({
            response: {
              data: [entry(9, 'Bank transfer #2'), entry(8, 'Bank transfer #1')],
              next_before_id: 8,
            },
          });
        throw new Error(`unexpected ${call.method} ${call.path}`);
      }),
    );
    await renderRoute('/en/service-centre/audit?user_id=5');
    expect(await screen.findByRole('heading', { level: 1, name: 'Audit log' })).toBeTruthy();
    const query = calls.find((call) => call.path === '/operator/audit')?.query;
    expect(query?.get('user_id')).toBe('5');
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringContaining('Bank transfer #2'),
      expect.stringContaining('Bank transfer #1'),
    ]);
    expect(screen.getAllByRole('link', { name: 'user:5' })[0]?.getAttribute('href')).toBe(
      '/en/service-centre/people/5',
    );
    expect(screen.getByRole('link', { name: 'Older' }).getAttribute('href')).toBe(
      '/en/service-centre/audit?user_id=5&before_id=8',
    );
    expect(screen.getByRole('link', { name: 'Everyone’s' }).getAttribute('href')).toBe(
      '/en/service-centre/audit',
    );
  });
});
