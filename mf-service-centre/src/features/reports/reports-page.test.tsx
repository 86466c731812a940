import type { ReportDetail, ReportListItem } from '@hanyu/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { asOperator } from '../../testing/fixtures.ts';
import {
  apiError,
  apiResponse,
  mockApi,
  type RecordedCall,
  renderRoute,
} from '../../testing/render-route.tsx';

const ITEM: ReportListItem = {
  id: 3,
  conversation_id: 12,
  reason: 'spam',
  note: 'Sends links to another site.',
  state: 'open',
  resolution: null,
  created_at: '2026-11-20T03:00:00.000Z',
  resolved_at: null,
  reporter: { id: 11, name: 'Wang Lin' },
  reported: { id: 5, name: 'Mia W.' },
  learner: { id: 5, name: 'Mia W.' },
  teacher: { id: 11, name: 'Wang Lin' },
  learner_blocked: false,
};

function detail(state: ReportDetail['state'], resolution: string | null, item = ITEM): ReportDetail {
  return {
    ...item,
    state,
    resolution,
    learner_blocked: state === 'blocked',
    messages: [
      {
        conversation_id: 12,
        seq: 1,
        sender_id: 5,
        sender_name: 'Mia W.',
        sender_role: 'learner',
        body: 'Cheaper lessons at example.com',
        client_id: null,
        sent_at: '2026-11-20T02:58:00.000Z',
      },
    ],
  };
}

describe('reports', () => {
  it('lists the reports, open first, each leading to its page', async () => {
    mockApi(
      asOperator((call) => {
        if (call.path === '/operator/reports') return apiResponse({ response: { data: [ITEM] } });
        throw new Error(`unexpected ${call.path}`);
      }),
    );
    await renderRoute('/en/service-centre/reports');
    expect(await screen.findByRole('heading', { level: 1, name: 'Reports' })).toBeTruthy();
    const link = screen.getByRole('link', { name: '#3 · Wang Lin reported Mia W.' });
    expect(link.getAttribute('href')).toBe('/en/service-centre/reports/3');
    expect(screen.getByText('Sends links to another site.')).toBeTruthy();
    expect(screen.getByText(/Spam or advertising/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Reports' }).getAttribute('href')).toBe(
      '/en/service-centre/reports',
    );
  });

  it('shows the conversation and blocks the learner with a reason', async () => {
    let current = detail('open', null);
    const calls: RecordedCall[] = [];
    mockApi(
      asOperator((call) => {
        calls.push(call);
        if (call.method === 'GET' && call.path === '/operator/reports/3')
          return apiResponse({ response: current });
        if (call.method === 'POST' && call.path === '/operator/reports/3/resolve') {
          current = detail('blocked', (call.body as { resolution: string }).resolution);
          return apiResponse({ response: current });
        }
        throw new Error(`unexpected ${call.path}`);
      }),
    );
    const user = userEvent.setup();
    await renderRoute('/en/service-centre/reports/3');
    expect(await screen.findByRole('heading', { level: 1, name: 'Report #3' })).toBeTruthy();
    expect(
      within(screen.getByTestId('report-messages')).getByText('Cheaper lessons at example.com'),
    ).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Block the learner' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Write the reason for the decision.');
    await user.type(screen.getByLabelText('Reason for the decision (kept in the audit log)'), 'Advertising.');
    await user.click(screen.getByRole('button', { name: 'Block the learner' }));
    expect(await screen.findByText('Learner blocked')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Dismiss' })).toBeNull();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      decision: 'blocked',
      resolution: 'Advertising.',
    });
  });

  it('offers only dismissal of a report about the teacher, and says another operator resolved it first', async () => {
    const aboutTeacher = { ...ITEM, reporter: ITEM.learner, reported: ITEM.teacher };
    mockApi(
      asOperator((call) => {
        if (call.method === 'GET') return apiResponse({ response: detail('open', null, aboutTeacher) });
        return apiError(20805, 409, 'This report is already resolved');
      }),
    );
    const user = userEvent.setup();
    await renderRoute('/en/service-centre/reports/3');
    await user.type(await screen.findByLabelText('Reason for the decision (kept in the audit log)'), 'No.');
    expect(screen.queryByRole('button', { name: 'Block the learner' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Another operator has just resolved this report.',
    );
  });
});
