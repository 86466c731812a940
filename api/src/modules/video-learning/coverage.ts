import {
  VIDEO_COMPLETION_RATIO,
  VIDEO_MAX_PLAYBACK_RATE,
  VIDEO_REPORT_MAX_GAP_SECONDS,
  VIDEO_REPORT_TOLERANCE_SECONDS,
} from '@hanyu/contract';

/**
 * Watched coverage of a clip: the seconds actually played, as disjoint sorted ranges. Pure functions, so that the
 * rule of what counts as watched is tested without a player or a database.
 */

/** [start, end] in seconds from the clip's start, start <= end. */
export type Range = readonly [number, number];

/** Ranges clamped to [0, duration], empty ones dropped, sorted and merged (touching or overlapping become one). */
export function mergeRanges(ranges: readonly Range[], duration: number): Array<[number, number]> {
  const clamped = ranges
    .map(
      ([start, end]) =>
        [Math.max(0, Math.min(start, duration)), Math.max(0, Math.min(end, duration))] as const,
    )
    .filter(([start, end]) => end > start)
    .sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  const merged: Array<[number, number]> = [];
  for (const [start, end] of clamped) {
    const last = merged.at(-1);
    if (last && start <= last[1]) last[1] = Math.max(last[1], end);
    else merged.push([start, end]);
  }
  return merged;
}

/** The seconds the ranges cover, overlaps counted once. */
export function coveredSeconds(ranges: readonly Range[], duration: number): number {
  return mergeRanges(ranges, duration).reduce((sum, [start, end]) => sum + (end - start), 0);
}

/** Whether `watched` seconds of a clip of `duration` count as having watched it. */
export function isWatched(watched: number, duration: number): boolean {
  // A millisecond of slack for the sums of floating-point seconds.
  return watched + 0.001 >= duration * VIDEO_COMPLETION_RATIO;
}

/**
 * The most seconds a report may add to the coverage: what the fastest playback plays in the wall time since the
 * previous accepted report (at most VIDEO_REPORT_MAX_GAP_SECONDS of it), plus the tolerance. The first report of
 * a clip (no previous one) may add only the tolerance: it starts the clock.
 */
export function reportAllowance(previousReportAt: Date | null, now: Date): number {
  if (!previousReportAt) return VIDEO_REPORT_TOLERANCE_SECONDS;
  const elapsed = Math.max(0, (now.getTime() - previousReportAt.getTime()) / 1000);
  return (
    Math.min(elapsed, VIDEO_REPORT_MAX_GAP_SECONDS) * VIDEO_MAX_PLAYBACK_RATE + VIDEO_REPORT_TOLERANCE_SECONDS
  );
}

export interface ReportOutcome {
  /** The coverage after the report, merged. */
  coverage: Array<[number, number]>;
  watched: number;
  /** Seconds the report added that were not covered before. */
  added: number;
  /** The report added more than the wall clock allows: it must be refused and change nothing. */
  refused: boolean;
}

/** What a report of played ranges does to the coverage kept: merged in, and measured against the allowance. */
export function applyReport(
  kept: readonly Range[],
  reported: readonly Range[],
  duration: number,
  allowance: number,
): ReportOutcome {
  const before = coveredSeconds(kept, duration);
  const coverage = mergeRanges([...kept, ...reported], duration);
  const watched = coverage.reduce((sum, [start, end]) => sum + (end - start), 0);
  const added = watched - before;
  return { coverage, watched, added, refused: added > allowance + 1e-9 };
}
