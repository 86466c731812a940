/**
 * The courseware module's face: all that other modules, the app, the jobs and the seed may use of it
 * (docs/decisions.md, "The API's layers and module faces"). Everything else in this folder is its own.
 */

export { canReadCourseware, readableCourses } from './courseware.repository.ts';
export {
  coursewareHandlers,
  coursewareOperations,
  registerCoursewareFileRoutes,
} from './courseware.routes.ts';
export type { CoursewareSettings } from './courseware.service.ts';
export { sniffImageType } from './courseware-images.ts';
