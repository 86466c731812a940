import type { AddressInfo } from 'node:net';
import type { ChatServerFrame } from '@hanyu/contract';
import WebSocket from 'ws';
import { openTestApp, type TestApp } from '../../test/app.ts';
import { testDatabases } from '../../test/databases.ts';
import { createSession, insertUser } from '../users/index.ts';
import { notify } from './index.ts';

/** How long a test waits for one frame before it fails, on a busy machine. */
const WAIT_MS = 5_000;
const SOCKET_TEST_MS = 20_000;

/** A browser tab's end of the chat socket, signed in, its frames queued in order. */
async function openTab(base: string, token: string) {
  const socket = new WebSocket(`${base}/api/chat/socket`);
  const inbox: ChatServerFrame[] = [];
  let waiting: (() => void) | undefined;
  socket.on('message', (data) => {
    inbox.push(JSON.parse(data.toString()) as ChatServerFrame);
    waiting?.();
  });
  await new Promise((resolve, reject) => {
    socket.once('open', resolve);
    socket.once('error', reject);
  });
  const next = async (): Promise<ChatServerFrame> => {
    const deadline = Date.now() + WAIT_MS;
    while (inbox.length === 0) {
      const left = deadline - Date.now();
      if (left <= 0) throw new Error('no frame came');
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        waiting = () => {
          clearTimeout(timer);
          resolve();
        };
      });
    }
    return inbox.shift() as ChatServerFrame;
  };
  socket.send(JSON.stringify({ type: 'hello', token }));
  expect(await next()).toEqual({ type: 'welcome', user_id: expect.any(Number) });
  const closed = new Promise((resolve) => socket.on('close', resolve));
  return {
    next,
    pending: () => [...inbox],
    async end() {
      socket.close();
      await closed;
    },
  };
}

async function listen(t: TestApp): Promise<string> {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  return `ws://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
}

describe.each(testDatabases())('notifications pushed live, two API processes on $name', (target) => {
  let one: TestApp;
  let two: TestApp;
  let base: string;
  let made = 0;

  const person = async () => {
    const id = await insertUser(one.db, {
      email: `push${++made}@notifications.test`,
      nickName: 'Push',
      passwordHash: 'x',
    });
    return { id, token: (await createSession(one.db, id, new Date())).token };
  };
  const booked = (userId: number, lessonId: number) => ({
    userId,
    kind: 'lesson_cancelled' as const,
    params: { lesson_id: lessonId, starts_at: '2030-01-07T02:00:00.000Z', other_name: 'Ana' },
  });

  beforeAll(async () => {
    one = await openTestApp(target, { seed: false });
    two = await openTestApp(one, { seed: false });
    base = await listen(two);
  });
  afterAll(async () => {
    await two?.close();
    await one?.close();
  });

  it(
    "reaches the reader's socket on the other process once the notice's transaction commits, never before",
    async () => {
      const reader = await person();
      const bystander = await person();
      const tab = await openTab(base, reader.token);
      const other = await openTab(base, bystander.token);

      let created: Awaited<ReturnType<typeof notify>> = [];
      await one.db.transaction().execute(async (trx) => {
        created = await notify(trx, [booked(reader.id, 1)]);
        // Not yet committed: nothing may have been pushed.
        await new Promise((resolve) => setTimeout(resolve, 200));
        expect(tab.pending()).toEqual([]);
      });
      expect(await tab.next()).toEqual({ type: 'notification', notification: created[0], unread: 1 });

      // A rolled-back notice is never pushed; the next committed one is, with the count after it.
      await one.db
        .transaction()
        .execute(async (trx) => {
          await notify(trx, [booked(reader.id, 2)]);
          throw new Error('rolled back');
        })
        .catch(() => undefined);
      const [third] = await notify(one.db, [booked(reader.id, 3)]);
      expect(await tab.next()).toEqual({ type: 'notification', notification: third, unread: 2 });

      // Reading them through the first process tells every tab of the reader the new count.
      const read = await one.app.inject({
        method: 'POST',
        url: '/api/user/notifications/read',
        headers: { authorization: `Bearer ${reader.token}` },
      });
      expect(read.json().response).toEqual({ unread: 0 });
      expect(await tab.next()).toEqual({ type: 'notification', notification: null, unread: 0 });
      expect(other.pending()).toEqual([]);
      await Promise.all([tab.end(), other.end()]);
    },
    SOCKET_TEST_MS,
  );
});
