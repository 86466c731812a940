import { statSync } from 'node:fs';
import path from 'node:path';
import { LANGS } from '@hanyu/contract';
import { videoLearning } from '../../seed/video-learning.ts';
import { API_ROOT } from '../test/databases.ts';

const ASSETS = path.join(API_ROOT, 'seed', 'assets', 'video');
const TONE_MARKED = /[āáǎàēéěèīíǐìōóǒòūúǔùǖǘǚǜ]/;

describe('the demo video lessons', () => {
  const lessons = videoLearning.flatMap((course) => course.lessons);

  it('have 5–8 words each, with tone-marked pinyin, meanings in the five languages and their audio', () => {
    expect(lessons.length).toBeGreaterThan(0);
    for (const lesson of lessons) {
      expect(lesson.words.length).toBeGreaterThanOrEqual(5);
      expect(lesson.words.length).toBeLessThanOrEqual(8);
      for (const word of lesson.words) {
        // Only the neutral-tone question particle has no mark.
        if (word.characters !== '吗') expect(word.pinyin).toMatch(TONE_MARKED);
        expect(Object.keys(word.meaning).sort()).toEqual([...LANGS].sort());
        expect(statSync(path.join(ASSETS, word.audio)).size).toBeGreaterThan(0);
      }
    }
  });

  it('have a small clip with captions inside it', () => {
    for (const { clip } of lessons) {
      const bytes = statSync(path.join(ASSETS, clip.file)).size;
      expect(bytes).toBeLessThan(300 * 1024);
      for (const cue of clip.cues) {
        expect(cue.endsAt).toBeLessThanOrEqual(clip.durationSeconds);
        expect(Object.keys(cue.translation).sort()).toEqual([...LANGS].sort());
      }
    }
  });

  it('have 6–8 questions of the four kinds, each with a right answer among its options', () => {
    for (const lesson of lessons) {
      expect(lesson.exercises.length).toBeGreaterThanOrEqual(6);
      expect(lesson.exercises.length).toBeLessThanOrEqual(8);
      expect(new Set(lesson.exercises.map((exercise) => exercise.kind))).toEqual(
        new Set(['meaning', 'listen', 'tone', 'order']),
      );
      for (const exercise of lesson.exercises) {
        const { answer, options } = exercise;
        if ('choice' in answer) {
          expect(answer.choice).toBeGreaterThanOrEqual(0);
          expect(answer.choice).toBeLessThan(options.length);
        } else {
          expect([...answer.order].sort()).toEqual(options.map((_, index) => index));
        }
        if (exercise.kind === 'meaning') {
          const word = lesson.words.find((candidate) => candidate.characters === exercise.prompt.characters);
          expect(options[(answer as { choice: number }).choice]).toEqual(word?.meaning);
        }
        if (exercise.kind === 'listen') {
          const word = lesson.words[Number(exercise.prompt.word) - 1];
          expect(options[(answer as { choice: number }).choice]).toBe(word?.characters);
        }
      }
    }
  });
});
