/**
 * The disputes module's face: all that other modules, the app, the jobs and the seed may use of it
 * (docs/decisions.md, "The API's layers and module faces"). Everything else in this folder is its own.
 */
export { registerAttendanceTestHook } from './attendance-test-hook.ts';
export { disputesHandlers } from './disputes.routes.ts';
export { settleDueAttendance, settleLessonAttendance } from './disputes.service.ts';
