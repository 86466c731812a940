import type { ChatKind, ChatRole } from '@hanyu/contract';
import { type Kysely, sql, type Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';

/** Queries of the chat: conversations by subject, members and their cursors, messages by seq. No rules here. */

type Db = Kysely<Database> | Transaction<Database>;

export type ConversationSubject =
  | { kind: 'lesson'; lessonId: number }
  | { kind: 'group'; courseId: number }
  | { kind: 'support'; learnerId: number }
  | { kind: 'direct'; learnerId: number; teacherId: number };

export interface ConversationRow {
  id: string;
  kind: ChatKind;
  lesson_id: string | null;
  course_id: string | null;
  learner_user_id: string | null;
  teacher_user_id: string | null;
  last_seq: number;
}

const conversationColumns = [
  'chat_conversations.id',
  'chat_conversations.kind',
  'chat_conversations.lesson_id',
  'chat_conversations.course_id',
  'chat_conversations.learner_user_id',
  'chat_conversations.teacher_user_id',
  'chat_conversations.last_seq',
] as const;

export function findConversationById(db: Db, id: number | string): Promise<ConversationRow | undefined> {
  return db
    .selectFrom('chat_conversations')
    .select(conversationColumns)
    .where('id', '=', String(id))
    .executeTakeFirst();
}

/** A learner's direct conversation with a teacher, if they have one. */
export function findDirectConversation(db: Db, learnerId: number | string, teacherId: number | string) {
  return db
    .selectFrom('chat_conversations')
    .select(conversationColumns)
    .where('kind', '=', 'direct')
    .where('learner_user_id', '=', String(learnerId))
    .where('teacher_user_id', '=', String(teacherId))
    .executeTakeFirst();
}

/** The conversation of a subject, made if there is none yet (two first openers at once make one). */
export async function findOrInsertConversation(
  db: Db,
  subject: ConversationSubject,
): Promise<ConversationRow> {
  const values = {
    kind: subject.kind,
    lesson_id: subject.kind === 'lesson' ? subject.lessonId : null,
    course_id: subject.kind === 'group' ? subject.courseId : null,
    learner_user_id: subject.kind === 'support' || subject.kind === 'direct' ? subject.learnerId : null,
    teacher_user_id: subject.kind === 'direct' ? subject.teacherId : null,
  };
  const keyColumns = {
    lesson: ['lesson_id'],
    group: ['course_id'],
    support: ['learner_user_id'],
    direct: ['learner_user_id', 'teacher_user_id'],
  } as const;
  await db
    .insertInto('chat_conversations')
    .values(values)
    .onConflict((oc) =>
      oc
        .columns([...keyColumns[subject.kind]])
        .where('kind', '=', subject.kind)
        .doNothing(),
    )
    .execute();
  let query = db
    .selectFrom('chat_conversations')
    .select(conversationColumns)
    .where('kind', '=', subject.kind);
  for (const column of keyColumns[subject.kind]) query = query.where(column, '=', String(values[column]));
  return query.executeTakeFirstOrThrow();
}

export async function addMembers(
  db: Db,
  conversationId: number | string,
  members: Array<{ userId: number | string; role: ChatRole }>,
): Promise<void> {
  if (members.length === 0) return;
  await db
    .insertInto('chat_members')
    .values(
      members.map((member) => ({
        conversation_id: String(conversationId),
        user_id: String(member.userId),
        role: member.role,
      })),
    )
    .onConflict((oc) => oc.columns(['conversation_id', 'user_id']).doNothing())
    .execute();
}

/** A conversation with the caller's membership in it, if any. */
export function findConversationFor(db: Db, id: number | string, userId: number | string) {
  return db
    .selectFrom('chat_conversations')
    .leftJoin('chat_members', (join) =>
      join
        .onRef('chat_members.conversation_id', '=', 'chat_conversations.id')
        .on('chat_members.user_id', '=', String(userId)),
    )
    .select([...conversationColumns, 'chat_members.role', 'chat_members.read_seq'])
    .where('chat_conversations.id', '=', String(id))
    .executeTakeFirst();
}

export function findMember(db: Db, conversationId: number | string, userId: number | string) {
  return db
    .selectFrom('chat_members')
    .select(['role', 'read_seq'])
    .where('conversation_id', '=', String(conversationId))
    .where('user_id', '=', String(userId))
    .executeTakeFirst();
}

export async function memberIds(
  db: Db,
  conversationId: number | string,
): Promise<Array<{ userId: number; role: ChatRole }>> {
  const rows = await db
    .selectFrom('chat_members')
    .select(['user_id', 'role'])
    .where('conversation_id', '=', String(conversationId))
    .execute();
  return rows.map((row) => ({ userId: Number(row.user_id), role: row.role }));
}

/** Everyone holding a seat in a group class (course). */
export async function seatHolders(db: Db, courseId: number | string): Promise<number[]> {
  const rows = await db
    .selectFrom('enrolments')
    .select('user_id')
    .where('course_id', '=', String(courseId))
    .execute();
  return rows.map((row) => Number(row.user_id));
}

/** A group class's course and its teacher, if the course is a group class. */
export function findGroupClass(db: Db, courseId: number | string) {
  return db
    .selectFrom('group_classes')
    .innerJoin('courses', 'courses.id', 'group_classes.course_id')
    .select(['courses.id', 'courses.teacher_user_id'])
    .where('group_classes.course_id', '=', String(courseId))
    .executeTakeFirst();
}

export async function holdsSeat(
  db: Db,
  courseId: number | string,
  userId: number | string,
): Promise<boolean> {
  const row = await db
    .selectFrom('enrolments')
    .select('id')
    .where('course_id', '=', String(courseId))
    .where('user_id', '=', String(userId))
    .executeTakeFirst();
  return row !== undefined;
}

export interface MessageRow {
  conversation_id: string;
  seq: number;
  sender_user_id: string;
  role: ChatRole | null;
  body: string;
  client_id: string | null;
  sent_at: Date;
}

function messageRows(db: Db) {
  return db
    .selectFrom('chat_messages')
    .leftJoin('chat_members', (join) =>
      join
        .onRef('chat_members.conversation_id', '=', 'chat_messages.conversation_id')
        .onRef('chat_members.user_id', '=', 'chat_messages.sender_user_id'),
    )
    .select([
      'chat_messages.conversation_id',
      'chat_messages.seq',
      'chat_messages.sender_user_id',
      'chat_members.role',
      'chat_messages.body',
      'chat_messages.client_id',
      'chat_messages.sent_at',
    ]);
}

export function findMessageByClientId(
  db: Db,
  conversationId: number | string,
  senderId: number | string,
  clientId: string,
): Promise<MessageRow | undefined> {
  return messageRows(db)
    .where('chat_messages.conversation_id', '=', String(conversationId))
    .where('chat_messages.sender_user_id', '=', String(senderId))
    .where('chat_messages.client_id', '=', clientId)
    .executeTakeFirst();
}

/** How a user shows in the chat: a teacher by their teacher's name, anyone else by nickname or address. */
const displayName = sql<string>`coalesce(nullif(teachers.name, ''), nullif(users.nick_name, ''), split_part(users.email, '@', 1))`;

export interface InsertedMessage {
  seq: number;
  sent_at: Date;
  kind: ChatKind;
  sender_name: string;
  sender_role: ChatRole;
  /** Everyone in the conversation as the message was stored: whom it is delivered to. */
  members: Array<{ user_id: string | number; role: ChatRole }>;
}

/**
 * Stores a message of a member with its conversation's next seq, in one statement: the update takes the
 * conversation row's lock until it ends, so concurrent senders get 1, 2, 3… in the order they commit, and a
 * refused insert (the same client id twice) takes its seq back with it. Nothing is stored, and undefined
 * answered, when the sender is not a member (or there is no such conversation). In a first question the
 * same statement counts the learner's messages before the teacher's reply (the row's check refuses one too
 * many, `first_questions_messages_before_reply`) and marks the teacher's first reply.
 */
export async function insertMessage(
  db: Db,
  message: {
    conversationId: number | string;
    senderId: number | string;
    body: string;
    clientId: string | null;
    at: Date;
  },
): Promise<InsertedMessage | undefined> {
  const conversationId = String(message.conversationId);
  const senderId = String(message.senderId);
  const result = await sql<InsertedMessage>`
    with sender as (
      select role from chat_members where conversation_id = ${conversationId} and user_id = ${senderId}
    ), bumped as (
      update chat_conversations set last_seq = last_seq + 1, last_message_at = ${message.at}
      where id = ${conversationId} and exists (select 1 from sender)
      returning last_seq, kind
    ), counted as (
      -- a first question's learner before the teacher's reply: the row's check refuses the 11th (23514)
      update first_questions set learner_messages = learner_messages + 1
      where conversation_id = ${conversationId} and learner_user_id = ${senderId} and answered_at is null
        and exists (select 1 from bumped)
    ), answered as (
      update first_questions set answered_at = ${message.at}
      where conversation_id = ${conversationId} and teacher_user_id = ${senderId} and answered_at is null
        and exists (select 1 from bumped)
    )
    insert into chat_messages (conversation_id, seq, sender_user_id, body, client_id, sent_at)
    select ${conversationId}, last_seq, ${senderId}, ${message.body}, ${message.clientId}, ${message.at}
    from bumped
    returning
      seq,
      sent_at,
      (select kind from bumped) as kind,
      (select role from sender) as sender_role,
      (select ${displayName} from users left join teachers on teachers.user_id = users.id
        where users.id = ${senderId}) as sender_name,
      (select coalesce(json_agg(json_build_object('user_id', user_id, 'role', role)), '[]'::json)
        from chat_members where conversation_id = ${conversationId}) as members`.execute(db);
  return result.rows[0];
}

export function findMessage(db: Db, conversationId: number | string, seq: number) {
  return messageRows(db)
    .where('chat_messages.conversation_id', '=', String(conversationId))
    .where('chat_messages.seq', '=', seq)
    .executeTakeFirstOrThrow();
}

/** The newest `limit` messages before `before`, or the oldest `limit` after `after`; always in seq order. */
export async function messagesPage(
  db: Db,
  conversationId: number | string,
  page: { before?: number; after?: number; limit: number },
): Promise<{ rows: MessageRow[]; more: boolean }> {
  let query = messageRows(db).where('chat_messages.conversation_id', '=', String(conversationId));
  if (page.after !== undefined) {
    query = query.where('chat_messages.seq', '>', page.after).orderBy('chat_messages.seq', 'asc');
  } else {
    if (page.before !== undefined) query = query.where('chat_messages.seq', '<', page.before);
    query = query.orderBy('chat_messages.seq', 'desc');
  }
  const rows = await query.limit(page.limit + 1).execute();
  const more = rows.length > page.limit;
  const kept = rows.slice(0, page.limit);
  return { rows: page.after !== undefined ? kept : kept.reverse(), more };
}

/** Moves a member's cursor up to `seq`, never back and never past the last message; the cursor after. */
export async function advanceReadSeq(
  db: Db,
  conversationId: number | string,
  userId: number | string,
  seq: number,
): Promise<{ read_seq: number; last_seq: number } | undefined> {
  return db
    .updateTable('chat_members')
    .from('chat_conversations')
    .set({
      read_seq: sql<number>`greatest(chat_members.read_seq, least(${seq}::integer, chat_conversations.last_seq))`,
    })
    .whereRef('chat_conversations.id', '=', 'chat_members.conversation_id')
    .where('chat_members.conversation_id', '=', String(conversationId))
    .where('chat_members.user_id', '=', String(userId))
    .returning(['chat_members.read_seq', 'chat_conversations.last_seq'])
    .executeTakeFirst();
}

export interface ConversationListRow extends ConversationRow {
  first_question: boolean;
  role: ChatRole | null;
  read_seq: number | null;
  lesson_starts_at: Date | null;
  lesson_teacher_id: string | null;
  lesson_learner_id: string | null;
  group_teacher_id: string | null;
}

function listRows(db: Db) {
  return db
    .selectFrom('chat_conversations')
    .leftJoin('lessons', 'lessons.id', 'chat_conversations.lesson_id')
    .leftJoin('courses', 'courses.id', 'chat_conversations.course_id')
    .leftJoin('first_questions', 'first_questions.conversation_id', 'chat_conversations.id')
    .select(sql<boolean>`first_questions.conversation_id is not null`.as('first_question'))
    .select([
      ...conversationColumns,
      'lessons.starts_at as lesson_starts_at',
      'lessons.teacher_user_id as lesson_teacher_id',
      'lessons.student_user_id as lesson_learner_id',
      'courses.teacher_user_id as group_teacher_id',
    ]);
}

/** The conversations a user is a member of, latest message first, with their cursor. */
export function conversationsOfMember(db: Db, userId: number | string): Promise<ConversationListRow[]> {
  return listRows(db)
    .innerJoin('chat_members', 'chat_members.conversation_id', 'chat_conversations.id')
    .select(['chat_members.role', 'chat_members.read_seq'])
    .where('chat_members.user_id', '=', String(userId))
    .orderBy(sql`chat_conversations.last_message_at desc nulls last`)
    .orderBy('chat_conversations.id', 'desc')
    .limit(200)
    .execute();
}

/** Every support conversation with a message, latest first, with this operator's cursor where they have one. */
export function supportConversations(
  db: Db,
  operatorId: number | string,
  page: { offset: number; limit: number },
): Promise<ConversationListRow[]> {
  return listRows(db)
    .leftJoin('chat_members', (join) =>
      join
        .onRef('chat_members.conversation_id', '=', 'chat_conversations.id')
        .on('chat_members.user_id', '=', String(operatorId)),
    )
    .select(['chat_members.role', 'chat_members.read_seq'])
    .where('chat_conversations.kind', '=', 'support')
    .where('chat_conversations.last_seq', '>', 0)
    .orderBy(sql`chat_conversations.last_message_at desc nulls last`)
    .orderBy('chat_conversations.id', 'desc')
    .offset(page.offset)
    .limit(page.limit)
    .execute();
}

/** The last message of each conversation given. */
export function lastMessages(db: Db, conversations: Array<{ id: string; last_seq: number }>) {
  const withMessages = conversations.filter((conversation) => conversation.last_seq > 0);
  if (withMessages.length === 0) return Promise.resolve([] as MessageRow[]);
  return messageRows(db)
    .where((eb) =>
      eb.or(
        withMessages.map((conversation) =>
          eb.and([
            eb('chat_messages.conversation_id', '=', conversation.id),
            eb('chat_messages.seq', '=', conversation.last_seq),
          ]),
        ),
      ),
    )
    .execute();
}

/** The chat's names of some users (displayName). */
export async function displayNames(db: Db, userIds: Array<number | string>): Promise<Map<number, string>> {
  const ids = [...new Set(userIds.map(String))];
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('users')
    .leftJoin('teachers', 'teachers.user_id', 'users.id')
    .select(['users.id', displayName.as('name')])
    .where('users.id', 'in', ids)
    .execute();
  return new Map(rows.map((row) => [Number(row.id), row.name ?? '']));
}
