import { levelOf } from './audio-check.ts';

describe('levelOf', () => {
  it('is 0 for silence and grows with loudness up to 1', () => {
    expect(levelOf(new Uint8Array(256).fill(128))).toBe(0);
    const quiet = levelOf(Uint8Array.from({ length: 256 }, (_, i) => (i % 2 ? 136 : 120)));
    const loud = levelOf(Uint8Array.from({ length: 256 }, (_, i) => (i % 2 ? 200 : 56)));
    expect(quiet).toBeGreaterThan(0);
    expect(loud).toBeGreaterThan(quiet);
    expect(levelOf(Uint8Array.from({ length: 256 }, (_, i) => (i % 2 ? 255 : 0)))).toBe(1);
    expect(levelOf(new Uint8Array(0))).toBe(0);
  });
});
