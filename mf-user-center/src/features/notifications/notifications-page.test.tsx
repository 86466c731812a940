import type { Notification } from '@hanyu/contract';
import { bus } from '@hanyu/event-bus';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BALANCE, LEARNER, signIn } from '../../testing/fixtures.ts';
import { callsTo, ok, renderRoute, serve } from '../../testing/render-route.tsx';

const REFUND: Notification = {
  id: 12,
  kind: 'refund_decided',
  params: { refund_id: 3, order_id: 501, state: 'approved' },
  count: 1,
  created_at: '2026-03-03T01:00:00.000Z',
  read_at: null,
};
const MESSAGES: Notification = {
  id: 11,
  kind: 'new_message',
  params: { conversation_id: 7, sender_name: 'Wang Fang' },
  count: 3,
  created_at: '2026-03-02T08:00:00.000Z',
  read_at: '2026-03-02T09:00:00.000Z',
};
const CANCELLED: Notification = {
  id: 10,
  kind: 'lesson_cancelled',
  params: { lesson_id: 4, starts_at: '2026-03-05T02:00:00.000Z', other_name: 'Wang Fang' },
  count: 1,
  created_at: '2026-03-01T08:00:00.000Z',
  read_at: null,
};

function serveNotifications(pages: Array<{ list: Notification[]; unread: number }>) {
  let served = 0;
  return serve({
    'GET /user/balance': () => ok(BALANCE),
    'GET /user/notifications': () => {
      const page = pages[Math.min(served++, pages.length - 1)] as { list: Notification[]; unread: number };
      return ok({ ...page, page: 1, page_size: 20, total: page.list.length });
    },
    'POST /user/notifications/12/read': () => ok({ unread: 1 }),
    'POST /user/notifications/read': () => ok({ unread: 0 }),
  });
}

describe('notifications', () => {
  it('lists each notice in the page language with a link to its subject, the unread ones marked', async () => {
    signIn(LEARNER, 'Asia/Tokyo');
    serveNotifications([{ list: [REFUND, MESSAGES, CANCELLED], unread: 2 }]);
    await renderRoute('/en/user/notifications');
    expect(await screen.findByRole('heading', { name: 'Notifications', level: 1 })).toBeTruthy();
    expect(screen.getByText('2 unread notifications')).toBeTruthy();
    const items = within(screen.getByTestId('notifications-list')).getAllByTestId('notification');
    expect(items.map((item) => item.querySelector('p')?.textContent)).toEqual([
      'New: Your refund of order 501 was approved.',
      '3 new messages, the latest from Wang Fang.',
      expect.stringMatching(/^New: The lesson with Wang Fang at .+ was cancelled\.$/),
    ]);
    expect(
      within(items[0] as HTMLElement)
        .getByRole('link', { name: 'My orders' })
        .getAttribute('href'),
    ).toBe('/en/user/order');
    expect(
      within(items[1] as HTMLElement)
        .getByRole('link', { name: 'Open the chat' })
        .getAttribute('href'),
    ).toBe('/en/module/im/room?c=7');
    // A read notice offers no "Mark as read".
    expect(within(items[1] as HTMLElement).queryByRole('button')).toBeNull();
  });

  it('marks one read and then all, telling the bell the count left', async () => {
    signIn(LEARNER);
    const calls = serveNotifications([
      { list: [REFUND, CANCELLED], unread: 2 },
      { list: [{ ...REFUND, read_at: '2026-03-04T00:00:00.000Z' }, CANCELLED], unread: 1 },
      { list: [], unread: 0 },
    ]);
    const told: number[] = [];
    const off = bus.on('notifications:changed', ({ unread }) => told.push(unread));
    await renderRoute('/en/user/notifications');
    const first = (await screen.findAllByTestId('notification'))[0] as HTMLElement;
    await userEvent.click(within(first).getByRole('button', { name: 'Mark as read' }));
    await waitFor(() => expect(screen.getByText('1 unread notification')).toBeTruthy());
    expect(callsTo(calls, 'POST', '/user/notifications/12/read')).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: 'Mark all as read' }));
    await waitFor(() => expect(screen.getByText('No notifications yet')).toBeTruthy());
    expect(callsTo(calls, 'POST', '/user/notifications/read')).toHaveLength(1);
    expect(told).toEqual([1, 0]);
    off();
  });

  it('reloads the list when a notice comes live', async () => {
    signIn(LEARNER);
    const calls = serveNotifications([
      { list: [CANCELLED], unread: 1 },
      { list: [REFUND, CANCELLED], unread: 2 },
    ]);
    await renderRoute('/en/user/notifications');
    await screen.findByText('1 unread notification');
    act(() => bus.emit('notifications:changed', { unread: 2, notificationId: 12 }));
    await waitFor(() => expect(screen.getAllByTestId('notification')).toHaveLength(2));
    expect(screen.getByText('2 unread notifications')).toBeTruthy();
    expect(callsTo(calls, 'GET', '/user/notifications')).toHaveLength(2);
  });
});
