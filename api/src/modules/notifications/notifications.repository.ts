import type { EmailPreferenceKind, NotificationKind } from '@hanyu/contract';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.ts';

/** SQL of the notifications module: notices, their read marks and the email preferences. */

export interface NotificationRow {
  id: string;
  user_id: string;
  kind: NotificationKind;
  params: Record<string, string | number | null>;
  count: number;
  created_at: Date;
  read_at: Date | null;
}

const columns = ['id', 'user_id', 'kind', 'params', 'count', 'created_at', 'read_at'] as const;

export interface NewNotificationRow {
  user_id: string;
  kind: NotificationKind;
  params: Record<string, unknown>;
  collapse_key: string | null;
  created_at: Date;
}

/**
 * Inserts notices; one whose collapse key matches an unread notice of the same user and kind raises that
 * notice's count and takes the newer values and time instead (the unique index makes it so under races).
 */
export async function insertNotifications(
  db: Kysely<Database>,
  rows: NewNotificationRow[],
): Promise<NotificationRow[]> {
  if (rows.length === 0) return [];
  const inserted = await db
    .insertInto('notifications')
    .values(rows.map((row) => ({ ...row, params: JSON.stringify(row.params) })))
    .onConflict((conflict) =>
      conflict
        .columns(['user_id', 'kind', 'collapse_key'])
        .where('read_at', 'is', null)
        .where('collapse_key', 'is not', null)
        .doUpdateSet({
          count: sql`notifications.count + 1`,
          params: sql`excluded.params`,
          created_at: sql`excluded.created_at`,
        }),
    )
    .returning(columns)
    .execute();
  return inserted as NotificationRow[];
}

/** Tells every process listening on `channel` once the transaction commits (never if it rolls back). */
export async function signalAfterCommit(db: Kysely<Database>, channel: string, payloads: string[]) {
  if (payloads.length === 0) return;
  await sql`select pg_notify(${channel}, payload) from unnest(${payloads}::text[]) as payload`.execute(db);
}

export async function findNotificationsPage(
  db: Kysely<Database>,
  userId: number,
  page: { offset: number; limit: number },
): Promise<NotificationRow[]> {
  return (await db
    .selectFrom('notifications')
    .select(columns)
    .where('user_id', '=', String(userId))
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .offset(page.offset)
    .limit(page.limit)
    .execute()) as NotificationRow[];
}

export async function countNotifications(
  db: Kysely<Database>,
  userId: number | string,
): Promise<{ total: number; unread: number }> {
  const row = await db
    .selectFrom('notifications')
    .select((eb) => [
      eb.fn.countAll<string>().as('total'),
      eb.fn.count<string>('id').filterWhere('read_at', 'is', null).as('unread'),
    ])
    .where('user_id', '=', String(userId))
    .executeTakeFirstOrThrow();
  return { total: Number(row.total), unread: Number(row.unread) };
}

export async function countUnread(db: Kysely<Database>, userId: number | string): Promise<number> {
  const row = await db
    .selectFrom('notifications')
    .select((eb) => eb.fn.countAll<string>().as('unread'))
    .where('user_id', '=', String(userId))
    .where('read_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.unread);
}

/** Marks the user's notice read; answers whether the user has a notice of that id at all. */
export async function markRead(db: Kysely<Database>, userId: number, id: number, at: Date): Promise<boolean> {
  const row = await db
    .updateTable('notifications')
    .set({ read_at: sql`coalesce(read_at, ${at})` })
    .where('id', '=', String(id))
    .where('user_id', '=', String(userId))
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

/** Marks every unread notice of the user read; answers how many were. */
export async function markAllRead(db: Kysely<Database>, userId: number, at: Date): Promise<number> {
  const rows = await db
    .updateTable('notifications')
    .set({ read_at: at })
    .where('user_id', '=', String(userId))
    .where('read_at', 'is', null)
    .returning('id')
    .execute();
  return rows.length;
}

export async function findEmailPreferences(
  db: Kysely<Database>,
  userId: number | string,
): Promise<Array<{ kind: string; email: boolean }>> {
  return db
    .selectFrom('notification_email_preferences')
    .select(['kind', 'email'])
    .where('user_id', '=', String(userId))
    .execute();
}

export async function upsertEmailPreferences(
  db: Kysely<Database>,
  userId: number,
  choices: Array<{ kind: EmailPreferenceKind; email: boolean }>,
): Promise<void> {
  if (choices.length === 0) return;
  await db
    .insertInto('notification_email_preferences')
    .values(choices.map((choice) => ({ user_id: String(userId), ...choice })))
    .onConflict((conflict) =>
      conflict.columns(['user_id', 'kind']).doUpdateSet({ email: sql`excluded.email` }),
    )
    .execute();
}

/** A lesson's two sides and start: what every lesson notice says. */
export async function findLessonParties(db: Kysely<Database>, lessonId: number | string) {
  return db
    .selectFrom('lessons')
    .innerJoin('users as learner', 'learner.id', 'lessons.student_user_id')
    .innerJoin('users as teacher_user', 'teacher_user.id', 'lessons.teacher_user_id')
    .leftJoin('teachers', 'teachers.user_id', 'lessons.teacher_user_id')
    .select((eb) => [
      'lessons.id',
      'lessons.starts_at',
      'lessons.student_user_id',
      'lessons.teacher_user_id',
      'learner.nick_name as learner_name',
      eb.fn.coalesce('teachers.name', 'teacher_user.nick_name').as('teacher_name'),
    ])
    .where('lessons.id', '=', String(lessonId))
    .executeTakeFirst();
}
