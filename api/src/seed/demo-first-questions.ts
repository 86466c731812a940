import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema.ts';
import { DEMO_EMAILS } from './demo-accounts.ts';

const DEMO_QUESTION = 'Demo question: do you teach business Chinese to complete beginners?';

/**
 * A first question of the demo learner (issue 29) to a teacher they have no lesson with, reported by the
 * teacher and dismissed by the demo operator, so that the service centre's reports pages show one. Resolved,
 * it blocks nobody; it is not counted in the learner's daily limit. Made once (none when any report exists).
 */
export async function ensureDemoFirstQuestion(db: Kysely<Database>, now: Date): Promise<void> {
  const any = await db.selectFrom('conversation_reports').select('id').limit(1).executeTakeFirst();
  if (any) return;
  const people = await db
    .selectFrom('users')
    .select(['id', sql<string>`lower(email)`.as('email')])
    .where(sql<string>`lower(email)`, 'in', [DEMO_EMAILS.learner, DEMO_EMAILS.operator])
    .execute();
  const learner = people.find((person) => person.email === DEMO_EMAILS.learner);
  const operator = people.find((person) => person.email === DEMO_EMAILS.operator);
  if (!learner || !operator) return;
  // The last teacher the learner has neither a lesson nor a conversation with.
  const teacher = await db
    .selectFrom('teachers')
    .select('user_id')
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('lessons')
            .select('id')
            .whereRef('lessons.teacher_user_id', '=', 'teachers.user_id')
            .where('lessons.student_user_id', '=', learner.id),
        ),
      ),
    )
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('chat_conversations')
            .select('id')
            .whereRef('chat_conversations.teacher_user_id', '=', 'teachers.user_id')
            .where('chat_conversations.learner_user_id', '=', learner.id),
        ),
      ),
    )
    .orderBy('teachers.user_id', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (!teacher) return;
  await db.transaction().execute(async (trx) => {
    const conversation = await trx
      .insertInto('chat_conversations')
      .values({
        kind: 'direct',
        learner_user_id: learner.id,
        teacher_user_id: teacher.user_id,
        last_seq: 1,
        last_message_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('chat_members')
      .values([
        { conversation_id: conversation.id, user_id: learner.id, role: 'learner' },
        { conversation_id: conversation.id, user_id: teacher.user_id, role: 'teacher' },
      ])
      .execute();
    await trx
      .insertInto('first_questions')
      .values({
        conversation_id: conversation.id,
        learner_user_id: learner.id,
        teacher_user_id: teacher.user_id,
        opened_at: now,
        learner_messages: 1,
      })
      .execute();
    await trx
      .insertInto('chat_messages')
      .values({
        conversation_id: conversation.id,
        seq: 1,
        sender_user_id: learner.id,
        body: DEMO_QUESTION,
        sent_at: now,
      })
      .execute();
    await trx
      .insertInto('conversation_reports')
      .values({
        conversation_id: conversation.id,
        reported_by: teacher.user_id,
        reported_user_id: learner.id,
        reason: 'other',
        note: 'Demo report: I am not sure this is for me.',
        state: 'dismissed',
        resolution: 'A fair question about lessons; nothing to act on.',
        resolved_by: operator.id,
        resolved_at: now,
        created_at: now,
      })
      .execute();
  });
}
