import type { LevelAnswersBody, LevelQuestion } from '@hanyu/contract';
import { RESUME_STORAGE_PREFIX } from '@hanyu/ui';

/** What the intro promises before the questions have loaded; the loaded test's own count replaces it. */
export const EXPECTED_QUESTIONS = 12;
/** How long the test takes, as the intro says. */
export const TEST_MINUTES = 5;

/** The chosen option of each question, by question id. */
export type Answers = Record<string, string>;

/** The answers in the order of the questions, as the API takes them; unanswered questions are left out. */
export function answersBody(
  questions: readonly LevelQuestion[],
  answers: Answers,
): LevelAnswersBody['answers'] {
  return questions.flatMap((question) => {
    const option = answers[question.id];
    return option ? [{ question_id: question.id, option_id: option }] : [];
  });
}

/** Where the answers wait while the login modal reloads the page (SPEC §4), so the result can be saved. */
// Under the resume prefix: the server-rendered page then starts the app at load to save them (shell/index.html).
export const PENDING_KEY = `${RESUME_STORAGE_PREFIX}level-test`;
/** Answers older than this are not sent again: the visitor has moved on. */
export const PENDING_MAX_AGE_MS = 30 * 60 * 1000;

/** Keeps the answers for the page the login modal reloads into. */
export function rememberPending(answers: Answers, now = Date.now()): void {
  try {
    sessionStorage.setItem(PENDING_KEY, JSON.stringify({ answers, at: now }));
  } catch {
    // Storage can be full or switched off; the visitor can still take the test again after signing in.
  }
}

/**
 * The answers kept before a sign-in; null when none or stale. They stay until `clearPending`: the session
 * changes before the login modal reloads the page, and a request started then dies with the reload.
 */
export function readPending(now = Date.now()): Answers | null {
  let raw: string | null = null;
  try {
    raw = sessionStorage.getItem(PENDING_KEY);
  } catch {
    return null;
  }
  if (!raw) return null;
  try {
    const parsed = JSON.parse(raw) as { answers?: unknown; at?: unknown };
    if (typeof parsed.at !== 'number' || now - parsed.at > PENDING_MAX_AGE_MS) return null;
    if (!parsed.answers || typeof parsed.answers !== 'object') return null;
    const answers = Object.entries(parsed.answers).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string',
    );
    return answers.length ? Object.fromEntries(answers) : null;
  } catch {
    return null;
  }
}

/** Forgets the kept answers once they are saved (or no longer wanted). */
export function clearPending(): void {
  try {
    sessionStorage.removeItem(PENDING_KEY);
  } catch {
    // Nothing kept, nothing to forget.
  }
}
