/**
 * The lessons module's face: all that other modules, the app, the jobs and the seed may use of it
 * (docs/decisions.md, "The API's layers and module faces"). Everything else in this folder is its own.
 */
export { calendarFeedOperations, registerCalendarFeedRoute, renewCalendarFeed } from './calendar-feed.ts';
export type { LessonMailKind } from './lesson-mail.ts';
export { lessonMailer } from './lesson-mail-context.ts';
export { entryWindow, mayCancelAt } from './lesson-windows.ts';
export type { LessonRow } from './lessons.repository.ts';
export {
  busyIntervals,
  courseLessonStarts,
  findLesson,
  hasActiveTrial,
  insertAssistantTeacher,
  insertLesson,
  isAssistantTeacher,
  isTeacher,
  isTrialRefusal,
  lessonRecipients,
  markLesson,
  moveLesson,
  teachesLearner,
} from './lessons.repository.ts';
export { lessonsHandlers } from './lessons.routes.ts';
export {
  courseTitleIn,
  describeLessons,
  lessonOf,
  markCancelled,
  payTeacherForLesson,
  reverseTeacherPay,
} from './lessons.service.ts';
export { sendDueReminders } from './reminders.ts';
export { registerLessonTaughtTestHook } from './taught-test-hook.ts';
