import type { ChatConversation, ChatMessage } from '@hanyu/contract';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { signIn } from '../../testing/fixtures.ts';
import {
  apiError,
  apiResponse,
  mockApi,
  type RecordedCall,
  renderRoute,
} from '../../testing/render-route.tsx';

/** The page's chat socket: what it sent, and a way to answer as the server. */
class FakeSocket {
  static last: FakeSocket | undefined;
  readyState = 0;
  sent: unknown[] = [];
  onopen: (() => void) | null = null;
  onmessage: ((event: { data: unknown }) => void) | null = null;
  onclose: ((event: { code: number }) => void) | null = null;
  constructor(readonly url: string) {
    FakeSocket.last = this;
  }
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
  receive(frame: object) {
    this.onmessage?.({ data: JSON.stringify(frame) });
  }
}

const message = (seq: number, fields: Partial<ChatMessage> = {}): ChatMessage => ({
  conversation_id: 3,
  seq,
  sender_id: 9,
  sender_name: 'Ana Li',
  sender_role: 'teacher',
  body: `message ${seq}`,
  client_id: null,
  sent_at: '2030-01-07T02:00:00.000Z',
  ...fields,
});

const lessonChat: ChatConversation = {
  id: 3,
  kind: 'lesson',
  role: 'learner',
  peer_name: 'Ana Li',
  lesson: { id: 7, starts_at: '2030-01-07T02:00:00.000Z' },
  course_id: null,
  first_question: false,
  last_seq: 32,
  read_seq: 30,
  unread: 2,
  last_message: message(32, { body: '<b>hi</b>' }),
};

/** What the server holds of conversation 3: 32 messages, the first and the last told apart. */
const stored = Array.from({ length: 32 }, (_, index) =>
  message(index + 1, index === 0 ? { body: 'the very first' } : index === 31 ? { body: '<b>hi</b>' } : {}),
);

function serveChat(options: { tooFast?: boolean } = {}): RecordedCall[] {
  return mockApi((call) => {
    if (call.path === '/chat/conversations')
      return apiResponse({ response: { data: [lessonChat], unread: 2 } });
    if (call.path === '/chat/support/inbox') return apiError(403);
    if (call.path === '/chat/conversations/3/messages' && call.method === 'GET') {
      const before = call.query.get('before');
      const after = call.query.get('after');
      if (after)
        return apiResponse({
          response: { messages: stored.filter((each) => each.seq > Number(after)), more: false },
        });
      if (before)
        return apiResponse({
          response: { messages: stored.filter((each) => each.seq < Number(before)), more: false },
        });
      return apiResponse({ response: { messages: stored.slice(-2), more: true } });
    }
    if (call.path === '/chat/conversations/3/messages' && call.method === 'POST') {
      if (options.tooFast)
        return apiError(429, 429, 'You are sending messages too fast. Please wait a moment.');
      const { body, client_id } = call.body as { body: string; client_id: string };
      return apiResponse({
        response: message(33, { body, client_id, sender_id: 5, sender_name: 'Emma', sender_role: 'learner' }),
      });
    }
    if (call.path === '/chat/conversations/3/read')
      return apiResponse({ response: { read_seq: (call.body as { seq: number }).seq, unread: 0 } });
    throw new Error(`unexpected ${call.method} ${call.path}`);
  });
}

beforeAll(() => {
  Object.assign(globalThis, { WebSocket: FakeSocket });
});

describe('module/im/room', () => {
  it('lists the conversations with unread counts, opens one as text, pages back, and sends', async () => {
    signIn();
    const calls = serveChat();
    const user = userEvent.setup();
    await renderRoute('/en/module/im/room');
    const item = await screen.findByRole('button', { name: /Lesson with Ana Li/ });
    expect(within(item).getByText('2 unread messages')).toBeTruthy();

    await user.click(item);
    const thread = await screen.findByRole('list', { name: 'Messages of this conversation' });
    const markup = await within(thread).findByText('<b>hi</b>');
    expect(markup.querySelector('b')).toBeNull();
    // Seen while the tab is visible: read up to the last message.
    await waitFor(() =>
      expect(calls.find((call) => call.path === '/chat/conversations/3/read')?.body).toEqual({ seq: 32 }),
    );

    await user.click(within(thread).getByRole('button', { name: 'Show older messages' }));
    expect(await within(thread).findByText('the very first')).toBeTruthy();
    expect(calls.some((call) => call.query.get('before') === '31')).toBe(true);

    // The socket says hello with the session's token, and a new message shows where its seq says.
    const socket = FakeSocket.last as FakeSocket;
    expect(socket.url).toBe('ws://localhost/api/chat/socket');
    act(() => socket.open());
    expect(socket.sent[0]).toEqual({ type: 'hello', token: 'tok' });
    act(() => socket.receive({ type: 'welcome', user_id: 5 }));
    act(() => socket.receive({ type: 'message', message: message(34, { body: 'from the socket' }) }));
    expect(await within(thread).findByText('from the socket')).toBeTruthy();

    await user.type(screen.getByRole('textbox', { name: 'Write a message' }), 'See you soon{Enter}');
    expect(await within(thread).findByText('See you soon')).toBeTruthy();
    const sent = calls.find(
      (call) => call.method === 'POST' && call.path === '/chat/conversations/3/messages',
    );
    expect(sent?.body).toEqual({ body: 'See you soon', client_id: expect.stringMatching(/^c[a-z0-9]+$/) });
    const seqs = within(thread)
      .getAllByRole('listitem')
      .map((each) => each.getAttribute('data-seq'))
      .filter((seq) => seq !== null)
      .map(Number);
    expect(seqs).toEqual(Array.from({ length: 34 }, (_, index) => index + 1));
  });

  it('says to wait, in the page language, when the server refuses messages sent too fast, and keeps the text', async () => {
    signIn();
    serveChat({ tooFast: true });
    const user = userEvent.setup();
    await renderRoute('/es/module/im/room');
    await user.click(await screen.findByRole('button', { name: /Ana Li/ }));
    const box = await screen.findByRole('textbox', { name: 'Escribe un mensaje' });
    await user.type(box, 'Hola otra vez{Enter}');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Estás enviando mensajes demasiado rápido. Espera un momento y vuelve a enviarlo.',
    );
    expect((box as HTMLTextAreaElement).value).toBe('Hola otra vez');
  });
});
