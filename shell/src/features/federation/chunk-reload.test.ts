import { jest } from '@jest/globals';
import { isChunkLoadError, reloadOnceForChunkError } from './chunk-reload.ts';

function memoryStorage() {
  const map = new Map<string, string>();
  return {
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
  };
}

describe('chunk reload', () => {
  it('recognises chunk load failures and nothing else', () => {
    const chunk = new Error('Loading chunk 123 failed.\n(error: /assets/123.js)');
    expect(isChunkLoadError(chunk)).toBe(true);
    expect(isChunkLoadError(Object.assign(new Error('x'), { name: 'ChunkLoadError' }))).toBe(true);
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /a.js'))).toBe(true);
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isChunkLoadError('Loading chunk 1 failed')).toBe(false);
  });

  it('reloads once, then refuses to loop on the same path', () => {
    const storage = memoryStorage();
    const reload = jest.fn();
    expect(reloadOnceForChunkError({ target: '/en/about?x=1', storage, load: reload, now: 1_000 })).toBe(
      true,
    );
    expect(reload).toHaveBeenCalledWith('/en/about?x=1');
    expect(reloadOnceForChunkError({ target: '/en/about', storage, load: reload, now: 2_000 })).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('reloads again once the window has passed', () => {
    const storage = memoryStorage();
    const reload = jest.fn();
    reloadOnceForChunkError({ target: '/en', storage, load: reload, now: 1_000 });
    expect(reloadOnceForChunkError({ target: '/en', storage, load: reload, now: 60_000 })).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });
});
