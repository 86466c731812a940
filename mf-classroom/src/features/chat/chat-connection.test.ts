import type { ChatServerFrame } from '@hanyu/contract';
import { reconnectDelay } from '../realtime/reconnect-delay.ts';
import { ChatConnection, type ChatSocket, chatSocketUrl } from './chat-connection.ts';

class FakeSocket implements ChatSocket {
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
  drop(code = 1006) {
    this.readyState = 3;
    this.onclose?.({ code });
  }
}

function setup({ token }: { token: string | undefined } = { token: 'session-token' }) {
  const sockets: FakeSocket[] = [];
  const timers: Array<{ run: () => void; ms: number; cancelled: boolean }> = [];
  const frames: ChatServerFrame[] = [];
  let held = [{ id: 7, after: 3 }];
  const connection = new ChatConnection(
    {
      location: { protocol: 'https:', host: 'hanyu.test' },
      openSocket: (url) => {
        const socket = new FakeSocket(url);
        sockets.push(socket);
        return socket;
      },
      token: () => token,
      setTimer: (run, ms) => {
        const timer = { run, ms, cancelled: false };
        timers.push(timer);
        return () => {
          timer.cancelled = true;
        };
      },
      random: () => 0.5,
    },
    () => held,
  );
  connection.onFrame((frame) => frames.push(frame));
  return { connection, sockets, timers, frames, hold: (next: typeof held) => (held = next) };
}

describe('the chat connection', () => {
  it('talks to /api/chat/socket on the page origin, wss on an https page', () => {
    expect(chatSocketUrl({ protocol: 'https:', host: 'hanyu.test' })).toBe(
      'wss://hanyu.test/api/chat/socket',
    );
    expect(chatSocketUrl({ protocol: 'http:', host: 'localhost:3000' })).toBe(
      'ws://localhost:3000/api/chat/socket',
    );
  });

  it('says hello with the session token first, and asks for what the open threads missed once welcomed', () => {
    const { connection, sockets, frames } = setup();
    connection.start();
    const [socket] = sockets as [FakeSocket];
    socket.open();
    expect(socket.sent).toEqual([{ type: 'hello', token: 'session-token' }]);
    socket.receive({ type: 'welcome', user_id: 5 });
    expect(socket.sent.at(-1)).toEqual({ type: 'resume', conversations: [{ id: 7, after: 3 }] });
    expect(connection.status).toBe('open');
    expect(frames).toEqual([{ type: 'welcome', user_id: 5 }]);
  });

  it('reconnects after a drop with a growing delay, resuming from the seq held then', () => {
    const { connection, sockets, timers, hold } = setup();
    connection.start();
    (sockets[0] as FakeSocket).open();
    (sockets[0] as FakeSocket).receive({ type: 'welcome', user_id: 5 });
    (sockets[0] as FakeSocket).drop();
    expect(connection.status).toBe('offline');
    const retry = timers.filter((timer) => !timer.cancelled).at(-1);
    expect(retry?.ms).toBe(reconnectDelay(1, 0.5));
    hold([{ id: 7, after: 9 }]);
    retry?.run();
    const second = sockets[1] as FakeSocket;
    second.open();
    second.receive({ type: 'welcome', user_id: 5 });
    expect(second.sent).toEqual([
      { type: 'hello', token: 'session-token' },
      { type: 'resume', conversations: [{ id: 7, after: 9 }] },
    ]);
  });

  it('stops when the session is refused (4401) and does not start without a token', () => {
    const { connection, sockets, timers } = setup();
    connection.start();
    (sockets[0] as FakeSocket).open();
    (sockets[0] as FakeSocket).drop(4401);
    expect(connection.status).toBe('signed-out');
    expect(timers.filter((timer) => timer.ms !== 25_000)).toHaveLength(0);
    const signedOut = setup({ token: undefined });
    signedOut.connection.start();
    expect(signedOut.sockets).toHaveLength(0);
    expect(signedOut.connection.status).toBe('signed-out');
  });
});
