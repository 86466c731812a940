import {
  EMAIL_PREFERENCE_KINDS,
  type EmailPreferenceKind,
  ERROR_CODES,
  fillMessage,
  NOTIFICATION_MESSAGES,
  type Notification,
  type NotificationCount,
  type NotificationInput,
  type NotificationKind,
  type NotificationPreferences,
  type NotificationPreferencesBody,
  type Notifications,
} from '@hanyu/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { ApiError } from '../../http/errors.ts';
import {
  countNotifications,
  countUnread,
  findEmailPreferences,
  findLessonParties,
  findNotificationsPage,
  insertNotifications,
  markAllRead,
  markRead,
  type NotificationRow,
  signalAfterCommit,
  upsertEmailPreferences,
} from './notifications.repository.ts';

/**
 * The channel a committed change of someone's notices is told on (PostgreSQL NOTIFY, delivered only when
 * the transaction that made it commits): every API process listens and passes it to its chat sockets.
 */
export const NOTIFICATIONS_CHANNEL = 'user_notifications';

/** What a change of a user's notices tells the processes: the new notice, or null when some were read. */
export interface NotificationSignal {
  user_id: number;
  notification: Notification | null;
}

/** A NOTIFY payload is at most 8000 bytes: a notice whose values are longer goes without them. */
const PAYLOAD_LIMIT = 7_900;

/** Kinds whose burst collapses into one unread notice per subject, and the subject. */
function collapseKeyOf(input: NotificationInput): string | null {
  return input.kind === 'new_message' ? `conversation:${input.params.conversation_id}` : null;
}

export function toNotification(row: NotificationRow): Notification {
  return {
    id: Number(row.id),
    kind: row.kind,
    params: row.params,
    count: row.count,
    created_at: row.created_at.toISOString(),
    read_at: row.read_at?.toISOString() ?? null,
  };
}

function payloadOf(signal: NotificationSignal): string {
  const text = JSON.stringify(signal);
  if (text.length <= PAYLOAD_LIMIT || !signal.notification) return text;
  return JSON.stringify({ ...signal, notification: { ...signal.notification, params: {} } });
}

/**
 * Creates notices inside the caller's transaction: they exist, and are pushed live to their readers'
 * open tabs, exactly when the caller's change commits. Call it with the transaction that records the
 * event (a booking, a refund decision, a message, …), once per event, with every reader in `notices`.
 * `params` are the values the reader's page needs to write the text in their language (no words).
 */
export async function notify(
  trx: Kysely<Database>,
  notices: NotificationInput[],
  at: Date = new Date(),
): Promise<Notification[]> {
  const rows = await insertNotifications(
    trx,
    notices.map((notice) => ({
      user_id: String(notice.userId),
      kind: notice.kind,
      params: notice.params,
      collapse_key: collapseKeyOf(notice),
      created_at: at,
    })),
  );
  const created = rows.map(toNotification);
  await signalAfterCommit(
    trx,
    NOTIFICATIONS_CHANNEL,
    rows.map((row, index) =>
      payloadOf({ user_id: Number(row.user_id), notification: created[index] as Notification }),
    ),
  );
  return created;
}

/** The kinds that tell both sides of a lesson what happened to it. */
export type LessonNoticeKind =
  | 'lesson_reminder'
  | 'lesson_booked'
  | 'lesson_cancelled'
  | 'lesson_rescheduled';

/**
 * Tells a lesson's learner and teacher (each named the other) that it is booked, cancelled, moved or about to
 * start, inside the caller's transaction; the side who did it (`actorId`) is not told, `previousStartsAt` is
 * a move's old start. A lesson that does not exist tells no one.
 */
export async function notifyLesson(
  trx: Kysely<Database>,
  kind: LessonNoticeKind,
  lessonId: number | string,
  at: Date = new Date(),
  options: { actorId?: number | string; previousStartsAt?: Date } = {},
): Promise<Notification[]> {
  const lesson = await findLessonParties(trx, lessonId);
  if (!lesson) return [];
  const sides = [
    { userId: lesson.student_user_id, other_name: lesson.teacher_name },
    { userId: lesson.teacher_user_id, other_name: lesson.learner_name },
  ].filter((side) => options.actorId === undefined || side.userId !== String(options.actorId));
  const base = { lesson_id: Number(lesson.id), starts_at: lesson.starts_at.toISOString() };
  return notify(
    trx,
    sides.map((side): NotificationInput => {
      const params = { ...base, other_name: side.other_name };
      return kind === 'lesson_rescheduled'
        ? {
            userId: side.userId,
            kind,
            params: {
              ...params,
              previous_starts_at: (options.previousStartsAt ?? lesson.starts_at).toISOString(),
            },
          }
        : { userId: side.userId, kind, params };
    }),
    at,
  );
}

/**
 * Whether `userId` may be mailed about `kind`: the one place every mail of a notified event asks. Kinds
 * without a preference (receipts of money the user asked for) are always mailed; lesson reminders follow
 * the account setting they had before the notification centre.
 */
export async function mayMail(
  db: Kysely<Database>,
  userId: number | string,
  kind: NotificationKind,
): Promise<boolean> {
  if (kind === 'lesson_reminder') {
    const profile = await db
      .selectFrom('user_profiles')
      .select('lesson_reminder_emails')
      .where('user_id', '=', String(userId))
      .executeTakeFirst();
    return profile?.lesson_reminder_emails ?? true;
  }
  if (!(EMAIL_PREFERENCE_KINDS as readonly string[]).includes(kind)) return true;
  const row = await db
    .selectFrom('notification_email_preferences')
    .select('email')
    .where('user_id', '=', String(userId))
    .where('kind', '=', kind)
    .executeTakeFirst();
  return row?.email ?? true;
}

export async function listNotifications(
  db: Kysely<Database>,
  userId: number,
  page: number,
  pageSize: number,
): Promise<Notifications> {
  const [rows, counts] = await Promise.all([
    findNotificationsPage(db, userId, { offset: (page - 1) * pageSize, limit: pageSize }),
    countNotifications(db, userId),
  ]);
  return { list: rows.map(toNotification), page, page_size: pageSize, ...counts };
}

export async function unreadCount(db: Kysely<Database>, userId: number): Promise<NotificationCount> {
  return { unread: await countUnread(db, userId) };
}

/** Tells the user's other tabs that notices were read, after the marks commit. */
async function signalRead(db: Kysely<Database>, userId: number): Promise<void> {
  await signalAfterCommit(db, NOTIFICATIONS_CHANNEL, [payloadOf({ user_id: userId, notification: null })]);
}

export async function readNotification(
  db: Kysely<Database>,
  userId: number,
  id: number,
  at: Date,
): Promise<NotificationCount> {
  const found = await markRead(db, userId, id, at);
  if (!found)
    throw new ApiError(404, fillMessage(NOTIFICATION_MESSAGES.notFound, id), { code: ERROR_CODES.notFound });
  await signalRead(db, userId);
  return unreadCount(db, userId);
}

export async function readAllNotifications(
  db: Kysely<Database>,
  userId: number,
  at: Date,
): Promise<NotificationCount> {
  if ((await markAllRead(db, userId, at)) > 0) await signalRead(db, userId);
  return unreadCount(db, userId);
}

export async function emailPreferences(
  db: Kysely<Database>,
  userId: number,
): Promise<NotificationPreferences> {
  const chosen = new Map((await findEmailPreferences(db, userId)).map((row) => [row.kind, row.email]));
  const email = Object.fromEntries(
    EMAIL_PREFERENCE_KINDS.map((kind) => [kind, chosen.get(kind) ?? true]),
  ) as Record<EmailPreferenceKind, boolean>;
  return { email };
}

export async function updateEmailPreferences(
  db: Kysely<Database>,
  userId: number,
  body: NotificationPreferencesBody,
): Promise<NotificationPreferences> {
  const choices = EMAIL_PREFERENCE_KINDS.flatMap((kind) => {
    const email = body.email[kind];
    return email === undefined ? [] : [{ kind, email }];
  });
  await upsertEmailPreferences(db, userId, choices);
  return emailPreferences(db, userId);
}
