import * as v from 'valibot';
import { integerText } from './request-fields.ts';

/*
 * The in-app notification centre (issue 29): what happens to a user (a lesson booked, moved, cancelled or
 * about to start; a refund or dispute decided; a payout paid; a message; a review or its reply) is kept as a
 * notice they read under the bell, pushed live over the chat socket, and mailed unless they said no for
 * that kind. A notice stores its kind and the few values its text needs; the text is written in the
 * reader's language by the page that shows it, never stored.
 */

export const NOTIFICATION_KINDS = [
  'lesson_reminder',
  'lesson_booked',
  'lesson_cancelled',
  'lesson_rescheduled',
  'refund_decided',
  'dispute_raised',
  'dispute_decided',
  'payout_paid',
  'new_message',
  'new_review',
  'review_reply',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/**
 * Kinds whose mail is a receipt of money the user asked for (a refund decision, a payout): always mailed,
 * so they have no email preference (docs/decisions.md, "Notifications").
 */
export const ALWAYS_MAILED_NOTIFICATION_KINDS = [
  'refund_decided',
  'payout_paid',
] as const satisfies readonly NotificationKind[];

/**
 * Kinds a user may stop mails of in account settings; every kind is still shown under the bell. Lesson
 * reminders keep the setting they had before (`lesson_reminder_emails` of the account settings).
 */
export const EMAIL_PREFERENCE_KINDS = NOTIFICATION_KINDS.filter(
  (kind) =>
    kind !== 'lesson_reminder' && !(ALWAYS_MAILED_NOTIFICATION_KINDS as readonly string[]).includes(kind),
) as Exclude<NotificationKind, (typeof ALWAYS_MAILED_NOTIFICATION_KINDS)[number] | 'lesson_reminder'>[];
export type EmailPreferenceKind = (typeof EMAIL_PREFERENCE_KINDS)[number];

/** Values of a notice's text: ids and amounts as numbers, times as ISO 8601 strings, names as written. */
type Value = string | number | null;

/**
 * What each kind's text needs. `other_name` is the other side of a lesson (the teacher for a learner, the
 * learner for a teacher); ids let the page link to the notice's subject.
 */
export interface NotificationParamsByKind {
  lesson_reminder: { lesson_id: number; starts_at: string; other_name: string };
  lesson_booked: { lesson_id: number; starts_at: string; other_name: string };
  lesson_cancelled: { lesson_id: number; starts_at: string; other_name: string };
  lesson_rescheduled: {
    lesson_id: number;
    starts_at: string;
    previous_starts_at: string;
    other_name: string;
  };
  refund_decided: { refund_id: number; order_id: number; state: 'approved' | 'declined' };
  dispute_raised: { dispute_id: number; lesson_id: number; other_name: string };
  dispute_decided: { dispute_id: number; lesson_id: number; outcome: string };
  payout_paid: { payout_id: number; amount_minor: number; currency: string };
  /** One unread notice per conversation: `count` on the notice says how many messages it stands for. */
  new_message: { conversation_id: number; sender_name: string };
  new_review: {
    review_id: number;
    stars: number;
    author_name: string;
    teacher_id: Value;
    course_id: Value;
  };
  review_reply: { review_id: number; replier_name: string; teacher_id: Value; course_id: Value };
}

/** One notice to create: to whom, of which kind, with the values its text needs. */
export type NotificationInput = {
  [Kind in NotificationKind]: { userId: number | string; kind: Kind; params: NotificationParamsByKind[Kind] };
}[NotificationKind];

const Kind = v.picklist(NOTIFICATION_KINDS);

/** A notice as its reader gets it. */
export const Notification = v.object({
  id: v.number(),
  kind: Kind,
  params: v.record(v.string(), v.nullable(v.union([v.string(), v.number()]))),
  /** How many events the notice stands for (several messages of one conversation read as one notice). */
  count: v.number(),
  created_at: v.string(),
  read_at: v.nullable(v.string()),
});
export type Notification = v.InferOutput<typeof Notification>;

/** Notices per page of the list, and the most one page may hold. */
export const NOTIFICATIONS_PAGE_SIZE = 20;
export const NOTIFICATIONS_MAX_PAGE_SIZE = 100;
/** The last page the list may be asked for. */
const NOTIFICATIONS_MAX_PAGE = 100_000;

export const NotificationsQuery = v.object({
  page: v.optional(integerText('page', { max: NOTIFICATIONS_MAX_PAGE }), '1'),
  page_size: v.optional(
    integerText('page_size', { max: NOTIFICATIONS_MAX_PAGE_SIZE }),
    String(NOTIFICATIONS_PAGE_SIZE),
  ),
});
export type NotificationsQuery = v.InferInput<typeof NotificationsQuery>;

/** A page of the caller's notices, newest first, with how many are unread in all. */
export const Notifications = v.object({
  list: v.array(Notification),
  page: v.number(),
  page_size: v.number(),
  total: v.number(),
  unread: v.number(),
});
export type Notifications = v.InferOutput<typeof Notifications>;

/** How many of the caller's notices are unread: the bell's count. */
export const NotificationCount = v.object({ unread: v.number() });
export type NotificationCount = v.InferOutput<typeof NotificationCount>;

export const NotificationIdParams = v.object({ id: integerText('id') });
export type NotificationIdParams = v.InferInput<typeof NotificationIdParams>;

/** Whether each kind that may be switched off is mailed to the caller (true unless they said no). */
export const NotificationPreferences = v.object({
  email: v.object(
    Object.fromEntries(EMAIL_PREFERENCE_KINDS.map((kind) => [kind, v.boolean()])) as Record<
      EmailPreferenceKind,
      v.BooleanSchema<undefined>
    >,
  ),
});
export type NotificationPreferences = v.InferOutput<typeof NotificationPreferences>;

/** A change of email preferences: the kinds named are set, the others kept. */
export const NotificationPreferencesBody = v.object({
  email: v.strictObject(
    Object.fromEntries(
      EMAIL_PREFERENCE_KINDS.map((kind) => [kind, v.optional(v.boolean(`${kind} must be true or false`))]),
    ) as Record<EmailPreferenceKind, v.OptionalSchema<v.BooleanSchema<string>, undefined>>,
    `email may name only ${EMAIL_PREFERENCE_KINDS.join(', ')}`,
  ),
});
export type NotificationPreferencesBody = v.InferInput<typeof NotificationPreferencesBody>;

/** The refusals of the notification endpoints, in English. */
export const NOTIFICATION_MESSAGES = {
  notFound: 'No notification with the id {0}',
} as const;
