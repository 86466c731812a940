import { bus } from '@hanyu/event-bus';
import { sessionStore } from '@hanyu/session';
import { describe, expect, it, jest } from '@jest/globals';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { chatWidgetTrigger } from '../federation/remote-intent.ts';
import { ChatLauncher } from './chat-launcher.tsx';

describe('the chat widget launcher', () => {
  it('loads the widget on intent or when asked to open, not with the page', () => {
    const load = jest.fn();
    const stop = chatWidgetTrigger(load);
    expect(load).not.toHaveBeenCalled();
    bus.emit('chat:open', {});
    expect(load).toHaveBeenCalled();
    stop();
  });

  it('is drawn for signed-in learners only, shows the unread count, and opens the widget', () => {
    const opened = jest.fn();
    const off = bus.on('chat:open', opened);
    sessionStore.setState({ token: undefined, user: undefined });
    const { rerender } = render(<ChatLauncher />);
    expect(screen.queryByRole('button')).toBeNull();
    act(() => sessionStore.setState({ token: 'tok' }));
    rerender(<ChatLauncher />);
    act(() => bus.emit('chat:unread', { count: 3 }));
    const button = screen.getByRole('button');
    expect(screen.getByTestId('chat-unread').textContent).toContain('3');
    fireEvent.click(button);
    expect(opened).toHaveBeenCalledWith({});
    off();
  });
});
