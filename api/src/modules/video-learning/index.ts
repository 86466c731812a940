/**
 * The video-learning module's face: all that other modules, the app, the jobs and the seed may use of it
 * (docs/decisions.md, "The API's layers and module faces"). Everything else in this folder is its own.
 */
export { assertCourseForSale, videoCoursesForSale } from './for-sale.ts';
export {
  registerVideoLearningFileRoutes,
  videoBusOptions,
  videoLearningHandlers,
  videoLearningOperations,
  videoProgressBus,
} from './video-learning.routes.ts';
export type { VideoLearningSettings } from './video-learning.service.ts';
export { myVideoCourses } from './video-learning.service.ts';
