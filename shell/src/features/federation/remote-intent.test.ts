import { bus } from '@hanyu/event-bus';
import { describe, expect, it, jest } from '@jest/globals';
import { onRemoteRequested, passportModalTrigger, requestRemote } from './remote-intent.ts';

describe('loading a remote on intent', () => {
  it('tells the listeners of a remote when it is requested, and later listeners at once', () => {
    const early = jest.fn();
    const off = onRemoteRequested('mf_chat', early);
    expect(early).not.toHaveBeenCalled();
    requestRemote('mf_other');
    expect(early).not.toHaveBeenCalled();
    requestRemote('mf_chat');
    expect(early).toHaveBeenCalledTimes(1);
    off();
    requestRemote('mf_chat');
    expect(early).toHaveBeenCalledTimes(1);
    const late = jest.fn();
    onRemoteRequested('mf_chat', late)();
    expect(late).toHaveBeenCalledTimes(1);
  });

  it('loads the passport modal when a page asks for it, not before', () => {
    const load = jest.fn();
    const stop = passportModalTrigger(load);
    expect(load).not.toHaveBeenCalled();
    bus.emit('passport:open', { mode: 'login' });
    expect(load).toHaveBeenCalled();
    stop();
    // Asked for once already: a slot mounted later (another layout) loads it at once.
    const again = jest.fn();
    passportModalTrigger(again)();
    expect(again).toHaveBeenCalledTimes(1);
  });
});
