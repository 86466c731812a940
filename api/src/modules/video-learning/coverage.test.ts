import {
  VIDEO_MAX_PLAYBACK_RATE,
  VIDEO_REPORT_MAX_GAP_SECONDS,
  VIDEO_REPORT_TOLERANCE_SECONDS,
} from '@hanyu/contract';
import fc from 'fast-check';
import {
  applyReport,
  coveredSeconds,
  isWatched,
  mergeRanges,
  type Range,
  reportAllowance,
} from './coverage.ts';

describe('merging played ranges', () => {
  it('counts overlapping and touching ranges once', () => {
    expect(
      mergeRanges(
        [
          [0, 10],
          [5, 15],
          [15, 20],
        ],
        30,
      ),
    ).toEqual([[0, 20]]);
    expect(
      coveredSeconds(
        [
          [0, 10],
          [5, 15],
          [0, 10],
        ],
        30,
      ),
    ).toBe(15);
  });

  it('sorts, keeps gaps, and drops empty ranges', () => {
    expect(
      mergeRanges(
        [
          [20, 25],
          [0, 5],
          [7, 7],
          [4, 6],
        ],
        30,
      ),
    ).toEqual([
      [0, 6],
      [20, 25],
    ]);
  });

  it('clamps to the clip: nothing before 0 or after its end counts', () => {
    expect(
      mergeRanges(
        [
          [-5, 3],
          [28, 90],
          [40, 50],
        ],
        30,
      ),
    ).toEqual([
      [0, 3],
      [28, 30],
    ]);
    expect(coveredSeconds([[0, 1_000]], 30)).toBe(30);
  });

  it('calls a clip watched at 95 % of its seconds, not before', () => {
    expect(isWatched(28.5, 30)).toBe(true);
    expect(isWatched(28.4, 30)).toBe(false);
  });
});

describe('a report against the wall clock', () => {
  const start = new Date('2030-01-01T00:00:00Z');
  const later = (seconds: number) => new Date(start.getTime() + seconds * 1000);

  it('lets the first report add only the tolerance: it starts the clock', () => {
    expect(reportAllowance(null, start)).toBe(VIDEO_REPORT_TOLERANCE_SECONDS);
  });

  it('allows what the fastest speed plays since the previous report, and no more after a long silence', () => {
    expect(reportAllowance(start, later(5))).toBe(
      5 * VIDEO_MAX_PLAYBACK_RATE + VIDEO_REPORT_TOLERANCE_SECONDS,
    );
    expect(reportAllowance(start, later(3_600))).toBe(
      VIDEO_REPORT_MAX_GAP_SECONDS * VIDEO_MAX_PLAYBACK_RATE + VIDEO_REPORT_TOLERANCE_SECONDS,
    );
  });

  it('refuses a seek to the end reported as played, and counts nothing of it', () => {
    const outcome = applyReport([[0, 5]], [[5, 30]], 30, reportAllowance(start, later(5)));
    expect(outcome.refused).toBe(true);
  });

  it('does not count seconds played again against the clock', () => {
    const outcome = applyReport([[0, 20]], [[0, 24]], 30, reportAllowance(start, later(2)));
    expect(outcome).toMatchObject({ refused: false, added: 4, watched: 24, coverage: [[0, 24]] });
  });
});

const range = (duration: number) =>
  fc
    .tuple(
      fc.double({ min: -10, max: duration + 10, noNaN: true }),
      fc.double({ min: 0, max: 40, noNaN: true }),
    )
    .map(([start, length]): Range => [start, start + length]);

/** Seconds covered, by sampling: a reference that knows nothing of merging. */
function sampled(ranges: readonly Range[], duration: number, step = 0.05): number {
  let covered = 0;
  for (let at = step / 2; at < duration; at += step) {
    if (ranges.some(([start, end]) => at >= start && at < end)) covered += step;
  }
  return covered;
}

describe('merging, for any ranges (fast-check)', () => {
  const duration = 60;

  it('gives sorted, disjoint ranges within the clip', () => {
    fc.assert(
      fc.property(fc.array(range(duration), { maxLength: 30 }), (ranges) => {
        const merged = mergeRanges(ranges, duration);
        for (const [index, [start, end]] of merged.entries()) {
          expect(start).toBeGreaterThanOrEqual(0);
          expect(end).toBeLessThanOrEqual(duration);
          expect(end).toBeGreaterThan(start);
          const next = merged[index + 1];
          if (next) expect(next[0]).toBeGreaterThan(end);
        }
      }),
    );
  });

  it('covers what the ranges cover, each second once (against sampling)', () => {
    fc.assert(
      fc.property(fc.array(range(duration), { maxLength: 12 }), (ranges) => {
        expect(Math.abs(coveredSeconds(ranges, duration) - sampled(ranges, duration))).toBeLessThan(
          0.05 * 2 * (ranges.length + 1),
        );
      }),
    );
  });

  it('is idempotent and order-free: merging again, in any order, or in two reports changes nothing', () => {
    fc.assert(
      fc.property(
        fc.array(range(duration), { maxLength: 20 }),
        fc.array(range(duration), { maxLength: 20 }),
        (first, second) => {
          const all = mergeRanges([...first, ...second], duration);
          expect(mergeRanges(all, duration)).toEqual(all);
          expect(mergeRanges([...second, ...first], duration)).toEqual(all);
          expect(mergeRanges([...mergeRanges(first, duration), ...second], duration)).toEqual(all);
        },
      ),
    );
  });

  it('never lets coverage shrink, nor a report add more than its allowance', () => {
    fc.assert(
      fc.property(
        fc.array(range(duration), { maxLength: 10 }),
        fc.array(range(duration), { maxLength: 10 }),
        fc.double({ min: 0, max: 70, noNaN: true }),
        (kept, reported, allowance) => {
          const before = coveredSeconds(kept, duration);
          const outcome = applyReport(mergeRanges(kept, duration), reported, duration, allowance);
          expect(outcome.watched).toBeGreaterThanOrEqual(before - 1e-9);
          expect(outcome.refused).toBe(outcome.added > allowance + 1e-9);
          expect(outcome.watched).toBeLessThanOrEqual(duration + 1e-9);
        },
      ),
    );
  });
});
