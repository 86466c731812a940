import { jest } from '@jest/globals';
import { bus, createEventBus, renderScoped, setRenderScopes } from './index.ts';

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
    const heard: unknown[] = [];
    const off = again.bus.on('chat:unread', (payload) => heard.push(payload));
    bus.emit('chat:unread', { count: 2 });
    off();
    expect(heard).toEqual([{ count: 2 }]);
  });
});

describe('renderScoped', () => {
  afterEach(() => setRenderScopes(undefined));

  it("gives each server render its own value and the page's outside any render", () => {
    let made = 0;
    const value = renderScoped('test-scoped', () => ({ n: ++made }));
    const page = value();
    expect(value()).toBe(page);
    let scope: Map<string, unknown> | undefined;
    setRenderScopes({ current: () => scope });
    const first = new Map<string, unknown>();
    const second = new Map<string, unknown>();
    scope = first;
    const inFirst = value();
    scope = second;
    const inSecond = value();
    expect(new Set([page, inFirst, inSecond]).size).toBe(3);
    scope = first;
    expect(value()).toBe(inFirst);
    scope = undefined;
    expect(value()).toBe(page);
  });

  it("keeps what a render's page announces on the bus to that render", () => {
    let scope: Map<string, unknown> | undefined = new Map();
    setRenderScopes({ current: () => scope });
    bus.emit('balance:changed', { balance_minor: 100, currency: 'CNY' });
    expect(bus.last('balance:changed')).toEqual({ balance_minor: 100, currency: 'CNY' });
    scope = new Map();
    expect(bus.last('balance:changed')).toBeUndefined();
    scope = undefined;
    expect(bus.last('balance:changed')).toBeUndefined();
  });
});
