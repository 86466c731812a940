import { PRACTICE_PASS_SCORE, scoreTier } from '@hanyu/contract';
import { markAttempt } from './scoring.ts';

const exercises = [
  { number: 1, answer: { choice: 2 } },
  { number: 2, answer: { choice: 0 } },
  { number: 3, answer: { order: [2, 0, 1] } },
  { number: 4, answer: { choice: 1 } },
  { number: 5, answer: { choice: 3 } },
];
const right = [
  { number: 1, choice: 2 },
  { number: 2, choice: 0 },
  { number: 3, order: [2, 0, 1] },
  { number: 4, choice: 1 },
  { number: 5, choice: 3 },
];

describe('score tiers (SPEC §3, §9: 100/80/60)', () => {
  it('maps a score to the highest tier it reaches, and below 60 to none', () => {
    expect([100, 99, 80, 79, 60, 59, 0].map(scoreTier)).toEqual([100, 80, 80, 60, 60, null, null]);
    expect(PRACTICE_PASS_SCORE).toBe(60);
  });
});

describe('marking an attempt', () => {
  it('scores the share of right answers, in any order given', () => {
    expect(markAttempt(exercises, [...right].reverse())).toMatchObject({ score: 100, tier: 100 });
    const oneWrong = right.map((answer) => (answer.number === 4 ? { number: 4, choice: 0 } : answer));
    expect(markAttempt(exercises, oneWrong)).toMatchObject({
      score: 80,
      tier: 80,
      results: [
        { number: 1, correct: true },
        { number: 2, correct: true },
        { number: 3, correct: true },
        { number: 4, correct: false },
        { number: 5, correct: true },
      ],
    });
  });

  it('takes an order only as the whole sequence', () => {
    const partOrder = right.map((answer) => (answer.number === 3 ? { number: 3, order: [2, 0] } : answer));
    expect(markAttempt(exercises, partOrder)?.score).toBe(80);
    const choiceForOrder = right.map((answer) => (answer.number === 3 ? { number: 3, choice: 2 } : answer));
    expect(markAttempt(exercises, choiceForOrder)?.score).toBe(80);
  });

  it('fails below 60', () => {
    const threeWrong = right.map((answer, index) =>
      index < 3 ? { number: answer.number, choice: 9 } : answer,
    );
    expect(markAttempt(exercises, threeWrong)).toMatchObject({ score: 40, tier: null });
  });

  it('refuses answers that skip, repeat or invent a question', () => {
    expect(markAttempt(exercises, right.slice(1))).toBeUndefined();
    expect(markAttempt(exercises, [...right.slice(1), { number: 2, choice: 0 }])).toBeUndefined();
    expect(markAttempt(exercises, [...right.slice(1), { number: 9, choice: 0 }])).toBeUndefined();
  });
});
