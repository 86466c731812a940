import { AttemptKeys } from './attempt-key.ts';

describe('AttemptKeys', () => {
  it('gives a retry of the same request the same key, and another request a new one', () => {
    let next = 0;
    const keys = new AttemptKeys(() => `key-${++next}`);
    expect(keys.keyFor({ sku_id: 1, quantity: 2 })).toBe('key-1');
    expect(keys.keyFor({ sku_id: 1, quantity: 2 })).toBe('key-1');
    expect(keys.keyFor({ sku_id: 1, quantity: 3 })).toBe('key-2');
    expect(keys.keyFor({ sku_id: 1, quantity: 2 })).toBe('key-3');
  });

  it('starts a new attempt after forget', () => {
    let next = 0;
    const keys = new AttemptKeys(() => `key-${++next}`);
    keys.keyFor('top-up 100');
    keys.forget();
    expect(keys.keyFor('top-up 100')).toBe('key-2');
  });

  it('makes random UUIDs by default', () => {
    const key = new AttemptKeys().keyFor('x');
    expect(key).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });
});
