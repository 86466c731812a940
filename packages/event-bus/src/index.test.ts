import { jest } from '@jest/globals';
import { bus, createEventBus } from './index.ts';

describe('event bus', () => {
  it('delivers typed payloads to every listener until unsubscribed', () => {
    const events = createEventBus();
    const seen: string[] = [];
    const off = events.on('language:changed', ({ lang }) => seen.push(`a:${lang}`));
    events.on('language:changed', ({ lang }) => seen.push(`b:${lang}`));
    events.emit('language:changed', { lang: 'ja' });
    off();
    events.emit('language:changed', { lang: 'ko' });
    expect(seen).toEqual(['a:ja', 'b:ja', 'b:ko']);
  });

  it('keeps going when one listener throws', () => {
    const events = createEventBus();
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    const after = jest.fn();
    events.on('toast:show', () => {
      throw new Error('broken remote');
    });
    events.on('toast:show', after);
    events.emit('toast:show', { message: 'hi' });
    expect(after).toHaveBeenCalledWith({ message: 'hi' });
    expect(error).toHaveBeenCalled();
    error.mockRestore();
  });

  it('remembers the last payload for late subscribers', () => {
    const events = createEventBus();
    expect(events.last('session:changed')).toBeUndefined();
    events.emit('session:changed', { signedIn: true });
    expect(events.last('session:changed')).toEqual({ signedIn: true });
  });

  it('is one instance per page', async () => {
    jest.resetModules();
    const again = await import('./index.ts');
    expect(again.bus).toBe(bus);
  });
});
