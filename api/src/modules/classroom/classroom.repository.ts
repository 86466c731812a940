import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.ts';

/** Queries of the classroom: its attendance. The lessons themselves are the lessons module's (`findLesson`). */

export async function insertAttendance(
  db: Kysely<Database>,
  row: {
    roomId: string;
    lessonId: number | null;
    groupSessionId: number | null;
    userId: number;
    role: 1 | 2 | 3;
    joinedAt: Date;
  },
): Promise<string> {
  const inserted = await db
    .insertInto('classroom_attendance')
    .values({
      room_id: row.roomId,
      lesson_id: row.lessonId,
      group_session_id: row.groupSessionId,
      user_id: row.userId,
      role: row.role,
      joined_at: row.joinedAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return inserted.id;
}

/** Records when a connection ended; never before it began, whatever the caller's clock says. */
export async function markAttendanceLeft(db: Kysely<Database>, id: string, leftAt: Date): Promise<void> {
  await db
    .updateTable('classroom_attendance')
    .set({ left_at: sql<Date>`greatest(joined_at, ${leftAt})` })
    .where('id', '=', id)
    .where('left_at', 'is', null)
    .execute();
}
