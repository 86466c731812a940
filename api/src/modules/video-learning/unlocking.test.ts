import { type LessonFacts, lessonStates } from './unlocking.ts';

const lesson = (position: number, progress: Partial<LessonFacts> = {}): LessonFacts => ({
  id: position * 10,
  position,
  preview: false,
  clipSeconds: 30,
  watchedSeconds: 0,
  hasPractice: true,
  bestScore: null,
  ...progress,
});
const complete = { watchedSeconds: 29, bestScore: 80 };

describe('which lessons are open (SPEC §4: earlier lessons in order)', () => {
  it('opens only the first lesson to a learner who has just bought the course', () => {
    const states = lessonStates([lesson(1), lesson(2), lesson(3)], true);
    expect(states.map((state) => [state.state, state.open, state.lockedReason])).toEqual([
      ['current', true, null],
      ['locked', false, 'sequence'],
      ['locked', false, 'sequence'],
    ]);
  });

  it('opens the next lesson once the clip is watched and the practice passed, and not before', () => {
    const watchedOnly = lessonStates([lesson(1, { watchedSeconds: 29 }), lesson(2)], true);
    expect(watchedOnly.map((state) => state.state)).toEqual(['current', 'locked']);
    const passedOnly = lessonStates([lesson(1, { bestScore: 100 }), lesson(2)], true);
    expect(passedOnly.map((state) => state.state)).toEqual(['current', 'locked']);
    const failed = lessonStates([lesson(1, { watchedSeconds: 30, bestScore: 40 }), lesson(2)], true);
    expect(failed.map((state) => state.state)).toEqual(['current', 'locked']);
    const both = lessonStates([lesson(1, complete), lesson(2), lesson(3)], true);
    expect(both.map((state) => state.state)).toEqual(['done', 'current', 'locked']);
  });

  it('goes by position, whatever order the lessons come in', () => {
    const states = lessonStates([lesson(3), lesson(1, complete), lesson(2, complete)], true);
    expect(states.map((state) => [state.id, state.state])).toEqual([
      [10, 'done'],
      [20, 'done'],
      [30, 'current'],
    ]);
  });

  it('keeps a later lesson locked when an earlier one is not complete, even if the later one was', () => {
    const states = lessonStates([lesson(1), lesson(2, complete)], true);
    expect(states.map((state) => state.open)).toEqual([true, false]);
  });

  it('opens preview lessons to everyone, and nothing else without the course', () => {
    const states = lessonStates(
      [lesson(1, { preview: true }), lesson(2), lesson(3, { preview: true })],
      false,
    );
    expect(states.map((state) => [state.state, state.lockedReason])).toEqual([
      ['preview', null],
      ['locked', 'purchase'],
      ['preview', null],
    ]);
    const completedPreview = lessonStates([lesson(1, { preview: true, ...complete }), lesson(2)], false);
    expect(completedPreview.map((state) => state.state)).toEqual(['done', 'locked']);
  });

  it('asks nothing of a part a lesson lacks', () => {
    const states = lessonStates(
      [lesson(1, { clipSeconds: null, bestScore: 60 }), lesson(2, { hasPractice: false })],
      true,
    );
    expect(states.map((state) => state.state)).toEqual(['done', 'current']);
  });

  it('never completes a lesson with nothing to watch or answer', () => {
    const states = lessonStates([lesson(1, { clipSeconds: null, hasPractice: false }), lesson(2)], true);
    expect(states.map((state) => state.state)).toEqual(['current', 'locked']);
  });
});
