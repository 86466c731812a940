import { bus } from '@hanyu/event-bus';
import { jest } from '@jest/globals';
import { act, render, screen } from '@testing-library/react';
import { ToastHost } from './toast-host.tsx';

describe('ToastHost', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('shows a toast for 2.5 s by default and for its own duration when given', () => {
    render(<ToastHost />);
    act(() => {
      bus.emit('toast:show', { message: 'Saved' });
      bus.emit('toast:show', { message: 'Link sent to your email', duration: 5_000 });
    });
    const region = screen.getByRole('status');
    expect(region.textContent).toContain('Saved');
    expect(region.textContent).toContain('Link sent to your email');
    act(() => jest.advanceTimersByTime(2_500));
    expect(region.textContent).not.toContain('Saved');
    expect(region.textContent).toContain('Link sent to your email');
    act(() => jest.advanceTimersByTime(2_500));
    expect(region.textContent).toBe('');
  });
});
