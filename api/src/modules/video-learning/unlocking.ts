import { scoreTier, type VideoLessonState } from '@hanyu/contract';
import { isWatched } from './coverage.ts';

/**
 * THE unlocking rule of video learning (SPEC §4: earlier lessons in order), in one place: the outline and every
 * content endpoint and file of a lesson ask `lessonStates`. A lesson is open when it is a preview lesson, or when
 * the learner has the course and every earlier lesson (by position) is complete; complete means its clip watched
 * (VIDEO_COMPLETION_RATIO of it played) and its practice passed at a score tier. A part a lesson lacks (no clip,
 * no practice) asks nothing, but a lesson lacking both is never complete.
 */

export interface LessonFacts {
  id: number;
  position: number;
  preview: boolean;
  /** The clip's length, null without a clip; and the seconds of it the learner played. */
  clipSeconds: number | null;
  watchedSeconds: number;
  /** Whether the lesson has a practice; and the learner's best score at it (null before any attempt). */
  hasPractice: boolean;
  bestScore: number | null;
}

export interface LessonStanding {
  id: number;
  open: boolean;
  complete: boolean;
  videoWatched: boolean;
  state: VideoLessonState;
  lockedReason: 'sequence' | 'purchase' | null;
}

export function isLessonComplete(lesson: LessonFacts): boolean {
  // A lesson with nothing to watch or answer (its content not written yet) is never complete.
  if (lesson.clipSeconds === null && !lesson.hasPractice) return false;
  const watched = lesson.clipSeconds === null || isWatched(lesson.watchedSeconds, lesson.clipSeconds);
  const practised =
    !lesson.hasPractice || (lesson.bestScore !== null && scoreTier(lesson.bestScore) !== null);
  return watched && practised;
}

/** Each lesson's standing for a learner, in position order, given whether the learner has the course. */
export function lessonStates(lessons: readonly LessonFacts[], hasAccess: boolean): LessonStanding[] {
  const ordered = [...lessons].sort((a, b) => a.position - b.position);
  let earlierComplete = true;
  let currentGiven = false;
  return ordered.map((lesson) => {
    const complete = isLessonComplete(lesson);
    const inSequence = hasAccess && earlierComplete;
    const open = lesson.preview || inSequence;
    earlierComplete &&= complete;
    const videoWatched = lesson.clipSeconds !== null && isWatched(lesson.watchedSeconds, lesson.clipSeconds);
    const base = { id: lesson.id, open, complete, videoWatched };
    if (!open) return { ...base, state: 'locked', lockedReason: hasAccess ? 'sequence' : 'purchase' };
    if (complete) return { ...base, state: 'done', lockedReason: null };
    if (!inSequence) return { ...base, state: hasAccess ? 'open' : 'preview', lockedReason: null };
    if (currentGiven) return { ...base, state: 'open', lockedReason: null };
    currentGiven = true;
    return { ...base, state: 'current', lockedReason: null };
  });
}
