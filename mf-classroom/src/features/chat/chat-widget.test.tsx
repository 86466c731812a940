import type { ChatConversation } from '@hanyu/contract';
import { bus } from '@hanyu/event-bus';
import { sessionStore } from '@hanyu/session';
import { CHAT_DRAFT_STORAGE_KEY } from '@hanyu/ui';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { LEARNER, signIn } from '../../testing/fixtures.ts';
import { apiResponse, loadStrings, mockApi } from '../../testing/render-route.tsx';
import ChatWidget from './chat-widget.tsx';

class QuietSocket {
  readyState = 0;
  onopen = null;
  onmessage = null;
  onclose = null;
  send() {}
  close() {}
}

const support: ChatConversation = {
  id: 11,
  kind: 'support',
  role: 'learner',
  peer_name: null,
  lesson: null,
  course_id: null,
  first_question: false,
  last_seq: 0,
  read_seq: 0,
  unread: 0,
  last_message: null,
};

beforeAll(() => {
  Object.assign(globalThis, { WebSocket: QuietSocket });
});

/** The widget where the shell mounts it: inside the page's router, under /:lang. */
async function renderWidget() {
  await loadStrings('en');
  const router = createMemoryRouter([{ path: '/:lang', element: <ChatWidget /> }], {
    initialEntries: ['/en'],
  });
  return render(<RouterProvider router={router} />);
}

describe('the chat widget', () => {
  it('stays closed until asked, then offers support or a teacher and says who is chatting', async () => {
    signIn({ ...LEARNER, company_user: { id: 1, show_name: 'Acme', share_type: 1, company_user_id: 3 } });
    const calls = mockApi((call) => {
      if (call.path === '/user/teachers')
        return apiResponse({
          response: {
            data: [
              {
                id: 9,
                name: 'Ana Li',
                avatar: '',
                lessons_completed: 3,
                next_lesson_at: null,
                last_lesson_at: null,
              },
            ],
          },
        });
      if (call.path === '/chat/conversations') return apiResponse({ response: { data: [], unread: 0 } });
      if (call.path === '/chat/support') return apiResponse({ response: support });
      if (call.path === '/chat/conversations/11/messages')
        return apiResponse({ response: { messages: [], more: false } });
      throw new Error(`unexpected ${call.method} ${call.path}`);
    });
    const user = userEvent.setup();
    await renderWidget();
    expect(screen.queryByRole('dialog')).toBeNull();

    act(() => bus.emit('chat:open', {}));
    const widget = await screen.findByRole('dialog', { name: 'Messages' });
    expect(widget.dataset).toMatchObject({
      userId: '5',
      name: 'Emma B.',
      email: 'emma@example.com',
      createdAt: '2026-01-05T09:00:00.000Z',
      company: 'Acme',
    });
    expect(within(widget).getByText('Chatting as Emma B. (emma@example.com)')).toBeTruthy();
    expect(await within(widget).findByRole('button', { name: 'Ana Li' })).toBeTruthy();

    await user.click(within(widget).getByRole('button', { name: /^Support/ }));
    expect(await within(widget).findByText('No messages yet. Say hello!')).toBeTruthy();
    expect(calls.some((call) => call.method === 'POST' && call.path === '/chat/support')).toBe(true);

    await user.click(within(widget).getByRole('button', { name: 'Close the chat' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('lets a visitor write a question and keeps it through signing in, waiting in the support chat', async () => {
    sessionStore.setState({ token: undefined, uid: undefined, user: undefined });
    mockApi((call) => {
      throw new Error(`a visitor's widget calls nothing: ${call.method} ${call.path}`);
    });
    const user = userEvent.setup();
    const asked: unknown[] = [];
    const off = bus.on('passport:open', (event) => asked.push(event));
    const view = await renderWidget();
    act(() => bus.emit('chat:open', {}));
    const widget = await screen.findByRole('dialog', { name: 'Questions before you start?' });
    await user.type(within(widget).getByLabelText('Your question'), 'Do you prepare for HSK 4?');
    await user.click(within(widget).getByRole('button', { name: 'Log in to send' }));
    expect(asked).toEqual([{ mode: 'login' }]);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(sessionStorage.getItem(CHAT_DRAFT_STORAGE_KEY)).toBe('Do you prepare for HSK 4?');
    off();
    view.unmount();

    // Signed in (the login reloads the page): the shell's launcher opens the support chat, the question in its box.
    signIn();
    mockApi((call) => {
      if (call.path === '/user/teachers') return apiResponse({ response: { data: [] } });
      if (call.path === '/chat/conversations') return apiResponse({ response: { data: [], unread: 0 } });
      if (call.path === '/chat/support') return apiResponse({ response: support });
      if (call.path === '/chat/conversations/11/messages')
        return apiResponse({ response: { messages: [], more: false } });
      throw new Error(`unexpected ${call.method} ${call.path}`);
    });
    await renderWidget();
    act(() => bus.emit('chat:open', { with: 'support' }));
    const box = await screen.findByRole('textbox', { name: 'Write a message' });
    expect((box as HTMLTextAreaElement).value).toBe('Do you prepare for HSK 4?');
    expect(sessionStorage.getItem(CHAT_DRAFT_STORAGE_KEY)).toBeNull();
  });
});
