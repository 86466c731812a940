import type { Lang, LevelResult, LevelTestResponse } from '@hanyu/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { ApiError } from '../../http/errors.ts';
import { type Grade, PLANS } from './level-plans.ts';
import { INSTRUCTIONS, LEVEL_QUESTIONS } from './level-questions.ts';

/** The test as the client sees it: no answers. */
export function levelTestOf(language: Lang): LevelTestResponse {
  return {
    questions: LEVEL_QUESTIONS.map((question) => ({
      id: question.id,
      prompt: question.prompt,
      instruction: INSTRUCTIONS[question.instruction][language],
      options: question.options.map((option) => ({
        id: option.id,
        text: typeof option.text === 'string' ? option.text : option.text[language],
      })),
    })),
  };
}

/**
 * The HSK level: the highest level L with a question of L answered right and at least 75% of the
 * questions of L and every easier level answered right (so one lucky guess does not lift a level,
 * and a strong base does not lift a level never answered). 0 when no level qualifies.
 */
export function hskLevelOf(correctIds: ReadonlySet<string>): number {
  let level = 0;
  for (let candidate = 1; candidate <= 6; candidate++) {
    const upTo = LEVEL_QUESTIONS.filter((question) => question.hsk <= candidate);
    const right = upTo.filter((question) => correctIds.has(question.id));
    const rightAtLevel = right.some((question) => question.hsk === candidate);
    if (rightAtLevel && right.length >= Math.ceil(upTo.length * 0.75)) level = candidate;
  }
  return level;
}

export function gradeOf(hskLevel: number): Grade {
  if (hskLevel === 0) return 'zero';
  if (hskLevel <= 2) return 'beginner';
  if (hskLevel <= 4) return 'intermediate';
  return 'advanced';
}

/** Scores the answers (unanswered questions count as wrong); unknown ids are a 400. */
export function scoreAnswers(
  answers: ReadonlyArray<{ question_id: string; option_id: string }>,
  language: Lang,
): Omit<LevelResult, 'saved'> {
  const byId = new Map(LEVEL_QUESTIONS.map((question) => [question.id, question]));
  const issues: Array<{ path: string; message: string }> = [];
  const seen = new Set<string>();
  const correct = new Set<string>();
  for (const [index, answer] of answers.entries()) {
    const question = byId.get(answer.question_id);
    if (!question) {
      issues.push({
        path: `answers.${index}.question_id`,
        message: `unknown question "${answer.question_id}"`,
      });
      continue;
    }
    if (seen.has(question.id)) {
      issues.push({
        path: `answers.${index}.question_id`,
        message: `question "${question.id}" is answered twice`,
      });
      continue;
    }
    seen.add(question.id);
    if (!question.options.some((option) => option.id === answer.option_id)) {
      issues.push({
        path: `answers.${index}.option_id`,
        message: `question "${question.id}" has no option "${answer.option_id}"`,
      });
      continue;
    }
    if (answer.option_id === question.answer) correct.add(question.id);
  }
  if (issues.length > 0) {
    throw new ApiError(400, `Invalid request body: ${issues.map((issue) => issue.message).join('; ')}`, {
      issues,
    });
  }
  const hskLevel = hskLevelOf(correct);
  const grade = gradeOf(hskLevel);
  const plan = PLANS[grade];
  return {
    score: correct.size,
    max_score: LEVEL_QUESTIONS.length,
    grade,
    hsk_level: hskLevel as LevelResult['hsk_level'],
    plan: {
      summary: plan.summary[language](hskLevel),
      weekly_lessons: plan.weeklyLessons,
      steps: plan.steps[language],
      course_kinds: plan.courseKinds,
    },
  };
}

/** Scores the test; a signed-in user's profile keeps the grade, HSK level and plan. */
export async function submitLevelTest(
  db: Kysely<Database>,
  input: {
    answers: ReadonlyArray<{ question_id: string; option_id: string }>;
    language: Lang;
    userId: number | null;
  },
  now: Date = new Date(),
): Promise<LevelResult> {
  const result = scoreAnswers(input.answers, input.language);
  if (input.userId === null) return { ...result, saved: false };
  const updated = await db
    .updateTable('users')
    .set({
      grade: result.grade,
      hsk_level: result.hsk_level,
      learning_plan: JSON.stringify({
        language: input.language,
        score: result.score,
        max_score: result.max_score,
        ...result.plan,
        tested_at: now.toISOString(),
      }),
    })
    .where('id', '=', String(input.userId))
    .executeTakeFirst();
  return { ...result, saved: Number(updated.numUpdatedRows) > 0 };
}
