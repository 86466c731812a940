import { TOP_UP_MAX_YUAN, TOP_UP_MIN_YUAN } from '@hanyu/contract';
import { afterEach, describe, expect, it } from '@jest/globals';
import { nextGiftTier, parseTopUpAmount, payerDevice, QUICK_AMOUNTS_YUAN } from './top-up-amount.ts';

const originalMatchMedia = window.matchMedia;
afterEach(() => {
  window.matchMedia = originalMatchMedia;
});

function fakeMatchMedia(matching: string[]) {
  window.matchMedia = ((query: string) => ({
    matches: matching.includes(query),
  })) as typeof window.matchMedia;
}

describe('top-up amount', () => {
  it('takes whole yuan within the bounds', () => {
    expect(parseTopUpAmount(' 100 ')).toEqual({ yuan: 100 });
    expect(parseTopUpAmount(String(TOP_UP_MIN_YUAN))).toEqual({ yuan: TOP_UP_MIN_YUAN });
    expect(parseTopUpAmount(String(TOP_UP_MAX_YUAN))).toEqual({ yuan: TOP_UP_MAX_YUAN });
  });

  it('says why an amount is refused', () => {
    expect(parseTopUpAmount('  ')).toEqual({ error: 'required' });
    for (const text of ['12.5', '1e3', 'abc', '10 yuan', '1,000']) {
      expect(parseTopUpAmount(text)).toEqual({ error: 'integer' });
    }
    expect(parseTopUpAmount('0')).toEqual({ error: 'min' });
    expect(parseTopUpAmount('-5')).toEqual({ error: 'min' });
    expect(parseTopUpAmount(String(TOP_UP_MAX_YUAN + 1))).toEqual({ error: 'max' });
  });

  it('offers quick amounts that reach each gift tier', () => {
    expect(QUICK_AMOUNTS_YUAN).toEqual([100, 500, 1_000, 2_000, 5_000]);
  });

  it('names the next tier with a bigger gift', () => {
    expect(nextGiftTier(100)).toEqual({ minYuan: 1_000, giftYuan: 50 });
    expect(nextGiftTier(1_000)).toEqual({ minYuan: 2_000, giftYuan: 100 });
    expect(nextGiftTier(5_000)).toBeUndefined();
  });

  it('pays on the phone page from a narrow screen or a touch pointer', () => {
    fakeMatchMedia([]);
    expect(payerDevice()).toBe('pc');
    fakeMatchMedia(['(max-width: 640px)']);
    expect(payerDevice()).toBe('phone');
    fakeMatchMedia(['(pointer: coarse)']);
    expect(payerDevice()).toBe('phone');
  });
});
