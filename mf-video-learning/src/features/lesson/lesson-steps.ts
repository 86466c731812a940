import type { VideoItemType } from '@hanyu/contract';

/**
 * Each step's code, its own chunk: a lesson page loads the step it shows, not the others. The lesson's loader
 * asks for it beside the step's data (a step changed in the browser waits for both), and the page renders it
 * lazily (the server and the first hydration).
 */
export const STEP_MODULES = {
  words: () => import('../words/words-step.tsx'),
  highlight: () => import('../video/video-step.tsx'),
  practice: () => import('../practice/practice-step.tsx'),
} as const satisfies Record<VideoItemType, () => Promise<unknown>>;
