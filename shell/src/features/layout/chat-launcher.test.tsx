import type { UserInfo } from '@hanyu/contract';
import { bus } from '@hanyu/event-bus';
import { sessionStore } from '@hanyu/session';
import { CHAT_DRAFT_STORAGE_KEY } from '@hanyu/ui';
import { describe, expect, it, jest } from '@jest/globals';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { chatWidgetTrigger } from '../federation/remote-intent.ts';
import { ChatLauncher } from './chat-launcher.tsx';

const USER: UserInfo = {
  id: 42,
  nick_name: 'Mei',
  email: 'mei@example.com',
  created_at: '2026-01-05T09:00:00.000Z',
  company_user: null,
  org_user: { user_type: 1 },
  time_zone: null,
};

describe('the chat widget launcher', () => {
  it('loads the widget on intent or when asked to open, not with the page', () => {
    const load = jest.fn();
    const stop = chatWidgetTrigger(load);
    expect(load).not.toHaveBeenCalled();
    bus.emit('chat:open', {});
    expect(load).toHaveBeenCalled();
    stop();
  });

  it('is drawn for visitors and learners with an accessible name, shows the unread count, and opens the widget', () => {
    const opened = jest.fn();
    const off = bus.on('chat:open', opened);
    sessionStore.setState({ token: undefined, user: undefined });
    const { rerender } = render(<ChatLauncher />);
    // A visitor may ask before buying.
    expect(screen.getByRole('button', { name: 'chat.open' })).toBeTruthy();
    act(() => sessionStore.setState({ token: 'tok' }));
    rerender(<ChatLauncher />);
    act(() => bus.emit('chat:unread', { count: 3 }));
    const button = screen.getByRole('button');
    expect(button.getAttribute('aria-label')).toMatch(/^chat\.open, /);
    expect(screen.getByTestId('chat-unread').textContent).toBe('3');
    fireEvent.click(button);
    expect(opened).toHaveBeenCalledWith({});
    off();
  });

  it('is not drawn for a teacher', () => {
    act(() => sessionStore.setState({ token: 'tok', user: { ...USER, org_user: { user_type: 2 } } }));
    render(<ChatLauncher />);
    expect(screen.queryByRole('button')).toBeNull();
    act(() => sessionStore.setState({ token: undefined, user: undefined }));
  });

  it('opens the support chat for a visitor who wrote a question and has signed in since', () => {
    const opened = jest.fn();
    const off = bus.on('chat:open', opened);
    sessionStorage.setItem(CHAT_DRAFT_STORAGE_KEY, 'Do you teach HSK 4?');
    act(() => sessionStore.setState({ token: 'tok', user: USER }));
    render(<ChatLauncher />);
    expect(opened).toHaveBeenCalledWith({ with: 'support' });
    off();
    sessionStorage.clear();
    act(() => sessionStore.setState({ token: undefined, user: undefined }));
  });
});
