import { AttemptKeys } from './attempt-keys.ts';

describe('AttemptKeys', () => {
  it('keeps one key per order until the attempt is forgotten', () => {
    let next = 0;
    const keys = new AttemptKeys(() => `key-${++next}`);
    expect(keys.keyFor(501)).toBe('key-1');
    expect(keys.keyFor(502)).toBe('key-2');
    expect(keys.keyFor(501)).toBe('key-1');
    keys.forget(501);
    expect(keys.keyFor(501)).toBe('key-3');
    expect(keys.keyFor(502)).toBe('key-2');
  });

  it('makes random UUIDs by default', () => {
    expect(new AttemptKeys().keyFor(1)).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
  });
});
