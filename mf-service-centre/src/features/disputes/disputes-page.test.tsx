import type { DisputeDetail } from '@hanyu/contract';
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

const ITEM = {
  id: 4,
  lesson_id: 9,
  side: 'teacher' as const,
  reason: 'I was in the lesson from my phone.',
  state: 'open' as const,
  resolution: null,
  created_at: '2026-11-20T03:00:00.000Z',
  resolved_at: null,
  raised_by_name: 'Wang Lin',
  teacher_name: 'Wang Lin',
  student_name: 'Mia W.',
  lesson_starts_at: '2026-11-20T02:00:00.000Z',
  attendance_outcome: 'teacher_no_show' as const,
};

function detail(state: 'open' | 'upheld', resolution: string | null): DisputeDetail {
  const dispute = { ...ITEM, state, resolution };
  return {
    dispute,
    lesson: {
      id: 9,
      status: state === 'upheld' ? 'complete' : 'cancelled',
      starts_at: '2026-11-20T02:00:00.000Z',
      ends_at: '2026-11-20T02:50:00.000Z',
      minutes: 50,
      value_minor: 12_000,
      summary: null,
      teacher: { id: 11, name: 'Wang Lin', email: 'wang-lin@teachers.hanyu.invalid' },
      learner: { id: 5, name: 'Mia W.', email: 'mia@example.com' },
    },
    attendance: [{ user_id: 5, role: 'learner', joined_at: '2026-11-20T01:58:00.000Z', left_at: null }],
    disputes: [dispute],
  };
}

describe('disputes', () => {
  it('lists the disputes, open first, each leading to its page', async () => {
    mockApi(
      asOperator((call) => {
        if (call.path === '/operator/disputes') return apiResponse({ response: { data: [ITEM] } });
        throw new Error(`unexpected ${call.path}`);
      }),
    );
    await renderRoute('/en/service-centre/disputes');
    expect(await screen.findByRole('heading', { level: 1, name: 'Disputes' })).toBeTruthy();
    const link = screen.getByRole('link', { name: '#4 · Wang Lin with Mia W.' });
    expect(link.getAttribute('href')).toBe('/en/service-centre/disputes/4');
    expect(screen.getByText('I was in the lesson from my phone.')).toBeTruthy();
    expect(screen.getByText('Open')).toBeTruthy();
  });

  it('shows the lesson, its attendance and both sides, and upholds it with a resolution', async () => {
    let current = detail('open', null);
    const calls: RecordedCall[] = [];
    mockApi(
      asOperator((call) => {
        calls.push(call);
        if (call.method === 'GET' && call.path === '/operator/disputes/4')
          return apiResponse({ response: current });
        if (call.method === 'POST' && call.path === '/operator/disputes/4/resolve') {
          current = detail('upheld', (call.body as { resolution: string }).resolution);
          return apiResponse({ response: current });
        }
        throw new Error(`unexpected ${call.path}`);
      }),
    );
    const user = userEvent.setup();
    await renderRoute('/en/service-centre/disputes/4');
    expect(await screen.findByRole('heading', { level: 1, name: 'Dispute #4' })).toBeTruthy();
    const attendance = within(screen.getByRole('table'));
    expect(attendance.getByText('Mia W. (learner)')).toBeTruthy();
    expect(screen.getByText(/the lesson as given: the learner’s lesson time is spent again/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Uphold' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Write the resolution both sides will read.');
    await user.type(
      screen.getByLabelText('Resolution (both sides read it and are mailed)'),
      'They were there.',
    );
    await user.click(screen.getByRole('button', { name: 'Uphold' }));
    expect(await screen.findByText('Upheld')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Uphold' })).toBeNull();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      decision: 'upheld',
      resolution: 'They were there.',
    });
  });

  it('says another operator resolved it first', async () => {
    mockApi(
      asOperator((call) => {
        if (call.method === 'GET') return apiResponse({ response: detail('open', null) });
        return apiError(20505, 409, 'This dispute is already resolved');
      }),
    );
    const user = userEvent.setup();
    await renderRoute('/en/service-centre/disputes/4');
    await user.type(await screen.findByLabelText('Resolution (both sides read it and are mailed)'), 'No.');
    await user.click(screen.getByRole('button', { name: 'Reject' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Another operator has just resolved this dispute.',
    );
  });
});
