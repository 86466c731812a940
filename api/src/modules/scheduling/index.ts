/**
 * The scheduling module's face: all that other modules, the app, the jobs and the seed may use of it
 * (docs/decisions.md, "The API's layers and module faces"). Everything else in this folder is its own.
 */
export { groupClassCancelledMail } from './group-class-mail.ts';
export type { CancelledSeat } from './group-classes.ts';
export { settleDueGroupClasses } from './group-classes.ts';
export { schedulingHandlers } from './scheduling.routes.ts';
export { bookableCourses, moveLessonTime } from './scheduling.service.ts';
