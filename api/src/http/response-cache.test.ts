import { describe, expect, it } from '@jest/globals';
import { ResponseCache } from './response-cache.ts';

describe('ResponseCache', () => {
  it('answers what was stored until the time limit', () => {
    let now = 0;
    const cache = new ResponseCache({ ttlMs: 1000, maxEntries: 10, now: () => now });
    cache.set('/a', 'A', cache.generation);
    now = 999;
    expect(cache.get('/a')).toBe('A');
    now = 1000;
    expect(cache.get('/a')).toBeUndefined();
  });

  it('forgets everything on clear, and does not keep an answer computed across a clear', () => {
    const cache = new ResponseCache({ ttlMs: 1000, maxEntries: 10 });
    cache.set('/a', 'A', cache.generation);
    const before = cache.generation;
    cache.clear();
    expect(cache.get('/a')).toBeUndefined();
    cache.set('/b', 'stale', before);
    expect(cache.get('/b')).toBeUndefined();
    cache.set('/b', 'fresh', cache.generation);
    expect(cache.get('/b')).toBe('fresh');
  });

  it('drops the oldest entry when full', () => {
    const cache = new ResponseCache({ ttlMs: 1000, maxEntries: 2 });
    for (const key of ['/1', '/2', '/3']) cache.set(key, key, cache.generation);
    expect(cache.size).toBe(2);
    expect(cache.get('/1')).toBeUndefined();
    expect(cache.get('/3')).toBe('/3');
  });
});

describe('ResponseCache.load', () => {
  it('computes once for concurrent requests of one key, and keeps the answer', async () => {
    const cache = new ResponseCache({ ttlMs: 1000, maxEntries: 10 });
    let computed = 0;
    let finish: (body: string) => void = () => {};
    const compute = () => {
      computed += 1;
      return new Promise<string>((resolve) => {
        finish = resolve;
      });
    };
    const answers = Promise.all([cache.load('/a', compute), cache.load('/a', compute)]);
    finish('A');
    expect(await answers).toEqual(['A', 'A']);
    expect(await cache.load('/a', compute)).toBe('A');
    expect(computed).toBe(1);
  });

  it('keeps no failure, and lets the next request try again', async () => {
    const cache = new ResponseCache({ ttlMs: 1000, maxEntries: 10 });
    await expect(cache.load('/a', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.load('/a', async () => 'A')).toBe('A');
  });
});
