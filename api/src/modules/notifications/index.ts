/**
 * The notifications module's face: all that other modules, the app, the jobs and the seed may use of it
 * (docs/decisions.md, "The API's layers and module faces"). Everything else in this folder is its own.
 *
 * To tell a user something happened, call `notify(trx, [{ userId, kind, params }], now)` with the same
 * transaction that records the event, once per event, with every reader: e.g. a booking tells the
 * teacher `{ userId: teacherId, kind: 'lesson_booked', params: { lesson_id, starts_at, other_name } }`.
 * The kinds and each kind's `params` are `NOTIFICATION_KINDS` / `NotificationParamsByKind` in
 * `@hanyu/contract` (ids as numbers, times as ISO strings, names as written: never words, the reader's page
 * writes the text in their language). The notice is stored and pushed live to the reader's tabs only if
 * the transaction commits. For a lesson, `notifyLesson(trx, kind, lessonId, now)` tells both sides.
 * Before mailing a user about such an event, ask `mayMail(db, userId, kind)`.
 */

export { notificationsHandlers } from './notifications.routes.ts';
export { type LessonNoticeKind, mayMail, notify, notifyLesson } from './notifications.service.ts';
export { pushNotifications } from './notifications-push.ts';
