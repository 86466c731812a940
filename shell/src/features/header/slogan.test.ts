import { SLOGAN_COUNT } from '@hanyu/contract';
import { describe, expect, it } from '@jest/globals';
import { firstSloganIndex, keepServerSlogan, sloganAfter } from './slogan.ts';

describe('slogans across full page loads', () => {
  it('never shows the slogan the last page showed, whatever the draw', () => {
    for (let last = 0; last < SLOGAN_COUNT; last++) {
      for (const draw of [0, 0.34, 0.5, 0.67, 0.99]) {
        const next = sloganAfter(String(last), () => draw);
        expect(next).not.toBe(last);
        expect(next).toBeGreaterThanOrEqual(0);
        expect(next).toBeLessThan(SLOGAN_COUNT);
      }
    }
  });

  it('draws any slogan without a valid last one', () => {
    for (const last of [undefined, null, '', 'x', '7', '-1']) {
      expect(sloganAfter(last, () => 0)).toBe(0);
      expect(sloganAfter(last, () => 0.99)).toBe(SLOGAN_COUNT - 1);
    }
  });

  it("keeps the server's slogan for the app's first render, then avoids the last page's", () => {
    keepServerSlogan(2);
    expect(firstSloganIndex(() => '2')).toBe(2);
    for (let run = 0; run < 20; run++) expect(firstSloganIndex(() => '1')).not.toBe(1);
  });
});
