import type { ChatServerFrame } from '@hanyu/contract';
import { bus } from '@hanyu/event-bus';
import { describe, expect, it } from '@jest/globals';
import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { NotificationBell } from './notification-bell.tsx';
import { type FeedSocket, startNotificationFeed } from './notification-feed.ts';

/** A socket the test drives: what the page sent, and frames from the server. */
class FakeSocket implements FeedSocket {
  readyState = 0;
  sent: unknown[] = [];
  onopen: (() => void) | null = null;
  onmessage: ((event: { data: unknown }) => void) | null = null;
  onclose: ((event: { code: number }) => void) | null = null;
  constructor(readonly url: string) {}
  send(data: string) {
    this.sent.push(JSON.parse(data));
  }
  close() {
    this.readyState = 3;
  }
  open() {
    this.readyState = 1;
    this.onopen?.();
  }
  receive(frame: ChatServerFrame) {
    this.onmessage?.({ data: JSON.stringify(frame) });
  }
}

function feed(options: { count?: number } = {}) {
  const sockets: FakeSocket[] = [];
  const timers: Array<{ run: () => void; ms: number }> = [];
  const stop = startNotificationFeed({
    location: { protocol: 'https:', host: 'hanyu.test' },
    openSocket: (url) => {
      const socket = new FakeSocket(url);
      sockets.push(socket);
      return socket;
    },
    token: () => 'tok',
    setTimer: (run, ms) => {
      const timer = { run, ms };
      timers.push(timer);
      return () => timers.splice(timers.indexOf(timer), 1);
    },
    random: () => 0,
    fetchCount: async () => options.count ?? 0,
  });
  return { sockets, timers, stop };
}

describe('the notification bell', () => {
  it('names the unread count in its label and links to the list', () => {
    render(
      <MemoryRouter>
        <NotificationBell />
      </MemoryRouter>,
    );
    const bell = screen.getByTestId('notification-bell');
    expect(bell.getAttribute('href')).toBe('/en/user/notifications');
    act(() => bus.emit('notifications:changed', { unread: 3, notificationId: 7 }));
    expect(screen.getByRole('link', { name: 'notifications.labelUnread' })).toBe(bell);
    expect(screen.getByTestId('notification-count').textContent).toBe('3');
    act(() => bus.emit('notifications:changed', { unread: 0, notificationId: null }));
    expect(screen.getByRole('link', { name: 'notifications.label' })).toBe(bell);
    expect(screen.queryByTestId('notification-count')).toBeNull();
  });
});

describe('the notification feed', () => {
  it('says hello on the chat socket, loads the count once welcomed, and announces each frame', async () => {
    const announced: Array<{ unread: number; notificationId: number | null }> = [];
    const off = bus.on('notifications:changed', (event) => announced.push(event));
    const { sockets, stop } = feed({ count: 2 });
    const socket = sockets[0] as FakeSocket;
    expect(socket.url).toBe('wss://hanyu.test/api/chat/socket');
    socket.open();
    expect(socket.sent).toEqual([{ type: 'hello', token: 'tok' }]);
    socket.receive({ type: 'welcome', user_id: 1 });
    await Promise.resolve();
    await Promise.resolve();
    socket.receive({
      type: 'notification',
      notification: {
        id: 9,
        kind: 'refund_decided',
        params: { refund_id: 1, order_id: 2, state: 'approved' },
        count: 1,
        created_at: '2030-01-06T00:00:00.000Z',
        read_at: null,
      },
      unread: 3,
    });
    // Chat frames on the same socket are not the bell's.
    socket.receive({ type: 'pong' });
    expect(announced).toEqual([
      { unread: 2, notificationId: null },
      { unread: 3, notificationId: 9 },
    ]);
    stop();
    off();
  });

  it('reconnects after a drop, but not after the session ended', () => {
    const { sockets, timers, stop } = feed();
    (sockets[0] as FakeSocket).onclose?.({ code: 1006 });
    expect(timers).toHaveLength(1);
    timers[0]?.run();
    expect(sockets).toHaveLength(2);
    (sockets[1] as FakeSocket).onclose?.({ code: 4401 });
    expect(timers).toHaveLength(1);
    stop();
  });
});
