import { type ScoreTier, scoreTier } from '@hanyu/contract';

/** Marking a practice attempt: pure, so the score and its tier are tested without a database. */

export type ExerciseAnswer = { choice: number } | { order: number[] };

export interface MarkedExercise {
  number: number;
  answer: ExerciseAnswer;
}

export interface GivenAnswer {
  number: number;
  choice?: number;
  order?: number[];
}

export interface Marking {
  score: number;
  tier: ScoreTier | null;
  results: Array<{ number: number; correct: boolean }>;
}

function isCorrect(expected: ExerciseAnswer, given: GivenAnswer): boolean {
  if ('choice' in expected) return given.choice === expected.choice;
  const order = given.order;
  return (
    order !== undefined &&
    order.length === expected.order.length &&
    order.every((i, at) => i === expected.order[at])
  );
}

/**
 * The score (0–100, the share of questions right, rounded) and tier of answers to `exercises`, or undefined
 * when the answers do not answer each question exactly once.
 */
export function markAttempt(
  exercises: readonly MarkedExercise[],
  answers: readonly GivenAnswer[],
): Marking | undefined {
  const byNumber = new Map(answers.map((answer) => [answer.number, answer]));
  if (byNumber.size !== answers.length || answers.length !== exercises.length) return undefined;
  if (exercises.some((exercise) => !byNumber.has(exercise.number))) return undefined;
  const results = exercises.map((exercise) => ({
    number: exercise.number,
    correct: isCorrect(exercise.answer, byNumber.get(exercise.number) as GivenAnswer),
  }));
  const right = results.filter((result) => result.correct).length;
  const score = exercises.length === 0 ? 0 : Math.round((right / exercises.length) * 100);
  return { score, tier: scoreTier(score), results };
}
