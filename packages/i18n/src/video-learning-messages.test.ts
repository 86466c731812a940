import { VIDEO_LEARNING_ERROR_CODES, VIDEO_LEARNING_MESSAGES } from '@hanyu/contract';
import en from './common/en.ts';

describe("video learning's refusals (SPEC §8)", () => {
  it('are said word for word in English, one entry per code of the contract', () => {
    expect(en.videoLearning).toEqual(VIDEO_LEARNING_MESSAGES);
    expect(Object.keys(en.videoLearning).sort()).toEqual(Object.keys(VIDEO_LEARNING_ERROR_CODES).sort());
  });
});
