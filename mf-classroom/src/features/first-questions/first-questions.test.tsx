import type { ChatConversation } from '@hanyu/contract';
import { bus } from '@hanyu/event-bus';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { signIn } from '../../testing/fixtures.ts';
import {
  apiError,
  apiResponse,
  loadStrings,
  mockApi,
  type RecordedCall,
} from '../../testing/render-route.tsx';
import ChatWidget from '../chat/chat-widget.tsx';

class QuietSocket {
  readyState = 0;
  onopen = null;
  onmessage = null;
  onclose = null;
  send() {}
  close() {}
}

beforeAll(() => {
  Object.assign(globalThis, { WebSocket: QuietSocket });
});

const question: ChatConversation = {
  id: 21,
  kind: 'direct',
  role: 'learner',
  peer_name: 'Bo Chen',
  lesson: null,
  course_id: null,
  first_question: true,
  last_seq: 0,
  read_seq: 0,
  unread: 0,
  last_message: null,
};

async function openWidgetWithTeacher(teacher: number) {
  await loadStrings('en');
  const router = createMemoryRouter([{ path: '/:lang', element: <ChatWidget /> }], {
    initialEntries: ['/en'],
  });
  render(<RouterProvider router={router} />);
  act(() => bus.emit('chat:open', { with: { teacher } }));
  return screen.findByRole('dialog', { name: 'Messages' });
}

const common = (call: RecordedCall) => {
  if (call.path === '/user/teachers') return apiResponse({ response: { data: [] } });
  if (call.path === '/chat/conversations') return apiResponse({ response: { data: [], unread: 0 } });
  return undefined;
};

describe('a question before booking, in the chat widget', () => {
  it('says why a first question was refused: the daily limit', async () => {
    signIn();
    mockApi(
      (call) =>
        common(call) ??
        (call.path === '/chat/teachers/8'
          ? apiError(20801, 429, 'You can start at most 3 conversations a day')
          : apiError(404, 404, 'Not found')),
    );
    const widget = await openWidgetWithTeacher(8);
    expect((await within(widget).findByRole('alert')).textContent).toContain(
      'You can start at most 3 conversations a day',
    );
  });

  it('says to wait for the reply past 10 messages, and reports the conversation with a reason', async () => {
    signIn();
    const reports: unknown[] = [];
    mockApi((call) => {
      const answer = common(call);
      if (answer) return answer;
      if (call.path === '/chat/teachers/8') return apiResponse({ response: question });
      if (call.path === '/chat/conversations/21/messages' && call.method === 'GET')
        return apiResponse({ response: { messages: [], more: false } });
      if (call.path === '/chat/conversations/21/messages') return apiError(20802, 429, 'Wait for the reply');
      if (call.path === '/chat/conversations/21/report') {
        reports.push(call.body);
        return apiResponse({
          response: {
            id: 1,
            conversation_id: 21,
            reason: 'off_platform',
            note: 'Wants WeChat pay',
            state: 'open',
            resolution: null,
            created_at: '2030-01-07T02:00:00.000Z',
            resolved_at: null,
          },
        });
      }
      throw new Error(`unexpected ${call.method} ${call.path}`);
    });
    const user = userEvent.setup();
    const widget = within(await openWidgetWithTeacher(8));
    await user.type(await widget.findByRole('textbox', { name: 'Write a message' }), 'Hello again');
    await user.click(widget.getByRole('button', { name: 'Send' }));
    expect((await widget.findByRole('alert')).textContent).toBe(
      'Please wait for the teacher’s reply: up to 10 messages can be sent before it.',
    );

    await user.click(widget.getByRole('button', { name: 'Report' }));
    await user.selectOptions(widget.getByLabelText('Reason'), 'off_platform');
    await user.type(widget.getByLabelText('Note (optional)'), 'Wants WeChat pay');
    await user.click(widget.getByRole('button', { name: 'Send report' }));
    expect(await widget.findByText('Reported. The service centre will look at it.')).toBeTruthy();
    expect(reports).toEqual([{ reason: 'off_platform', note: 'Wants WeChat pay' }]);
  });
});
