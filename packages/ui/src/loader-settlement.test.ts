import { describe, expect, it } from '@jest/globals';
import { trackLoaderPromises } from './loader-settlement.ts';

type Tracked<T> = Promise<T> & { status?: string; value?: T; reason?: unknown };

describe('trackLoaderPromises', () => {
  it("resolves once every route's promises settled, each marked with its outcome", async () => {
    let answer: (value: string) => void = () => undefined;
    const later: Tracked<string> = new Promise<string>((resolve) => {
      answer = resolve;
    });
    const failed: Tracked<string> = Promise.reject(new Error('no'));
    let done = false;
    const tracking = trackLoaderPromises({ lang: null, page: { later, failed, query: { page: 1 } } }).then(
      () => {
        done = true;
      },
    );
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(failed.status).toBe('rejected');
    expect(later.status).toBe('pending');
    expect(done).toBe(false);
    answer('tags');
    await tracking;
    expect(later.status).toBe('fulfilled');
    expect(later.value).toBe('tags');
  });
});
