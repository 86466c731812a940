import {
  CHAT_PAGE_MAX,
  CHAT_TOO_FAST,
  type ChatConversation,
  type ChatConversationsResponse,
  type ChatHistory,
  type ChatKind,
  type ChatMessage,
  type ChatReadResponse,
  type ChatRole,
  type ChatServerFrame,
  ERROR_CODES,
} from '@hanyu/contract';
import type { Kysely } from 'kysely';
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import type { Database } from '../../db/schema.ts';
import type { AuthUser } from '../../http/auth.ts';
import { ApiError, notFound } from '../../http/errors.ts';
import { findLesson, isAssistantTeacher, isTeacher, teachesLearner } from '../lessons/index.ts';
import { notify } from '../notifications/index.ts';
import { isOperator } from '../users/index.ts';
import {
  addMembers,
  advanceReadSeq,
  type ConversationListRow,
  type ConversationRow,
  type ConversationSubject,
  conversationsOfMember,
  displayNames,
  findConversationFor,
  findDirectConversation,
  findGroupClass,
  findMessageByClientId,
  findOrInsertConversation,
  holdsSeat,
  insertMessage,
  lastMessages,
  type MessageRow,
  memberIds,
  messagesPage,
  seatHolders,
  supportConversations,
} from './chat.repository.ts';
import { isTooManyBeforeReply, openFirstQuestion, waitForReply } from './first-questions.service.ts';

/**
 * Who talks to whom (issue 12, docs/chat-protocol.md): a lesson's learner, teacher and assistant teachers; a
 * group class's seat holders and teacher; a learner and support (every operator); a learner and a teacher who
 * teaches or taught them. A conversation is made when one of them first opens it; someone the rule lets in
 * becomes a member on first use. Anyone else gets the 404 of a conversation that does not exist.
 */

const DEFAULT_PAGE = 50;
const INBOX_PAGE = 50;

/** A chat event for the sockets: the users it is for, and whether every operator's sockets get it too. */
export interface ChatEvent {
  to: number[];
  support: boolean;
  frame: ChatServerFrame;
}

export interface ChatSettings {
  db: Kysely<Database>;
  now: () => Date;
  /** Hands an event to every API process's sockets (the bus). */
  publish: (event: ChatEvent) => Promise<void>;
  /** Counts a message of the user: 0 when it may go, else the milliseconds until one may (429). */
  admitMessage?: (userId: number) => Promise<number>;
}

/** Past the per-user message limit: 429 with `Retry-After`, a `refused` frame on the socket. */
export class TooManyMessages extends ApiError {
  readonly retryAfterSeconds: number;

  constructor(waitMs: number) {
    super(429, CHAT_TOO_FAST, { code: ERROR_CODES.tooManyRequests });
    this.retryAfterSeconds = Math.max(1, Math.ceil(waitMs / 1000));
  }
}

/** A per-user message limit counted in this process's memory (the chat's path stays free of round trips). */
export function chatMessageLimit(limit: {
  max: number;
  windowSeconds: number;
}): (userId: number) => Promise<number> {
  const counter = new RateLimiterMemory({
    keyPrefix: 'chat_messages',
    points: limit.max,
    duration: limit.windowSeconds,
  });
  return async (userId) => {
    try {
      await counter.consume(String(userId));
      return 0;
    } catch (refusal) {
      if (refusal instanceof RateLimiterRes) return Math.max(refusal.msBeforeNext, 1);
      throw refusal;
    }
  };
}

/** The caller's part in a conversation by its rule, or null when the rule keeps them out. */
async function roleByRule(
  db: Kysely<Database>,
  conversation: ConversationRow,
  userId: number,
): Promise<ChatRole | null> {
  switch (conversation.kind) {
    case 'lesson': {
      const lesson = await findLesson(db, conversation.lesson_id as string, { userId, as: 'classroom' });
      if (!lesson) return null;
      if (Number(lesson.student_user_id) === userId) return 'learner';
      return Number(lesson.teacher_user_id) === userId ? 'teacher' : 'assistant';
    }
    case 'group': {
      const group = await findGroupClass(db, conversation.course_id as string);
      if (!group) return null;
      if (Number(group.teacher_user_id) === userId) return 'teacher';
      if (await holdsSeat(db, group.id, userId)) return 'learner';
      return (await isAssistantTeacher(db, userId)) ? 'assistant' : null;
    }
    case 'support':
      if (Number(conversation.learner_user_id) === userId) return 'learner';
      return (await isOperator(db, userId)) ? 'support' : null;
    case 'direct':
      if (Number(conversation.learner_user_id) === userId) return 'learner';
      return Number(conversation.teacher_user_id) === userId ? 'teacher' : null;
  }
}

/** The conversation and the caller's role in it, making them a member if the rule lets them in; else 404. */
async function admit(
  db: Kysely<Database>,
  user: AuthUser,
  conversationId: number,
): Promise<{ conversation: ConversationRow; role: ChatRole; readSeq: number }> {
  const found = await findConversationFor(db, conversationId, user.id);
  if (!found) throw notFound();
  const { role: memberRole, read_seq, ...conversation } = found;
  if (memberRole) return { conversation, role: memberRole, readSeq: read_seq ?? 0 };
  const role = await roleByRule(db, conversation, user.id);
  if (!role) throw notFound();
  await addMembers(db, conversation.id, [{ userId: user.id, role }]);
  return { conversation, role, readSeq: 0 };
}

function toMessage(row: MessageRow, names: Map<number, string>): ChatMessage {
  return {
    conversation_id: Number(row.conversation_id),
    seq: row.seq,
    sender_id: Number(row.sender_user_id),
    sender_name: names.get(Number(row.sender_user_id)) ?? '',
    sender_role: row.role ?? 'learner',
    body: row.body,
    client_id: row.client_id,
    sent_at: row.sent_at.toISOString(),
  };
}

export async function toMessages(db: Kysely<Database>, rows: MessageRow[]): Promise<ChatMessage[]> {
  const names = await displayNames(
    db,
    rows.map((row) => row.sender_user_id),
  );
  return rows.map((row) => toMessage(row, names));
}

/** Whom a member of each role talks to: the teacher for a learner, the learner for the others. */
function peerIdOf(row: ConversationListRow, role: ChatRole): string | null {
  const teacher = row.lesson_teacher_id ?? row.group_teacher_id ?? row.teacher_user_id;
  const learner = row.lesson_learner_id ?? row.learner_user_id;
  if (role === 'learner') return row.kind === 'support' ? null : teacher;
  return row.kind === 'group' ? null : learner;
}

async function describe(
  db: Kysely<Database>,
  rows: ConversationListRow[],
  roleOf: (row: ConversationListRow) => ChatRole,
): Promise<ChatConversation[]> {
  const last = await lastMessages(db, rows);
  const peers = rows.map((row) => peerIdOf(row, roleOf(row)));
  const names = await displayNames(db, [
    ...peers.filter((id) => id !== null),
    ...last.map((message) => message.sender_user_id),
  ]);
  const lastByConversation = new Map(last.map((message) => [message.conversation_id, message]));
  return rows.map((row, index) => {
    const readSeq = row.read_seq ?? 0;
    const peer = peers[index];
    const message = lastByConversation.get(row.id);
    return {
      id: Number(row.id),
      kind: row.kind,
      role: roleOf(row),
      peer_name: peer ? (names.get(Number(peer)) ?? '') : null,
      lesson:
        row.lesson_id && row.lesson_starts_at
          ? { id: Number(row.lesson_id), starts_at: row.lesson_starts_at.toISOString() }
          : null,
      course_id: row.course_id === null ? null : Number(row.course_id),
      first_question: Boolean(row.first_question),
      last_seq: row.last_seq,
      read_seq: readSeq,
      unread: Math.max(0, row.last_seq - readSeq),
      last_message: message ? toMessage(message, names) : null,
    };
  });
}

const totalUnread = (data: ChatConversation[]) => data.reduce((sum, each) => sum + each.unread, 0);

export async function myConversations(
  settings: ChatSettings,
  user: AuthUser,
): Promise<ChatConversationsResponse> {
  const rows = await conversationsOfMember(settings.db, user.id);
  const data = await describe(settings.db, rows, (row) => row.role ?? 'learner');
  return { data, unread: totalUnread(data) };
}

export async function supportInbox(
  settings: ChatSettings,
  user: AuthUser,
  page: number,
): Promise<ChatConversationsResponse> {
  const rows = await supportConversations(settings.db, user.id, {
    offset: (page - 1) * INBOX_PAGE,
    limit: INBOX_PAGE,
  });
  const data = await describe(settings.db, rows, () => 'support');
  return { data, unread: totalUnread(data) };
}

/** One conversation as `user` sees it. */
async function viewOf(db: Kysely<Database>, user: AuthUser, conversationId: number | string) {
  const rows = (await conversationsOfMember(db, user.id)).filter((row) => row.id === String(conversationId));
  const [view] = await describe(db, rows, (row) => row.role ?? 'learner');
  if (!view) throw notFound();
  return view;
}

/** Opens (makes on first use) the conversation of a subject the caller belongs to, with its first members. */
async function open(
  settings: ChatSettings,
  user: AuthUser,
  subject: ConversationSubject,
  members: Array<{ userId: number | string; role: ChatRole }>,
): Promise<ChatConversation> {
  const conversation = await findOrInsertConversation(settings.db, subject);
  await addMembers(settings.db, conversation.id, members);
  await admit(settings.db, user, Number(conversation.id));
  return viewOf(settings.db, user, conversation.id);
}

export function openSupport(settings: ChatSettings, user: AuthUser): Promise<ChatConversation> {
  return open(settings, user, { kind: 'support', learnerId: user.id }, [
    { userId: user.id, role: 'learner' },
  ]);
}

export async function openLesson(settings: ChatSettings, user: AuthUser, lessonId: number) {
  const lesson = await findLesson(settings.db, lessonId, { userId: user.id, as: 'classroom' });
  if (!lesson) throw notFound();
  return open(settings, user, { kind: 'lesson', lessonId }, [
    { userId: lesson.student_user_id, role: 'learner' },
    { userId: lesson.teacher_user_id, role: 'teacher' },
  ]);
}

export async function openGroup(settings: ChatSettings, user: AuthUser, courseId: number) {
  const group = await findGroupClass(settings.db, courseId);
  if (!group) throw notFound();
  const seats = await seatHolders(settings.db, courseId);
  const teacher = group.teacher_user_id;
  if (
    Number(teacher) !== user.id &&
    !seats.includes(user.id) &&
    !(await isAssistantTeacher(settings.db, user.id))
  )
    throw notFound();
  return open(settings, user, { kind: 'group', courseId }, [
    ...(teacher ? [{ userId: teacher, role: 'teacher' as const }] : []),
    ...seats.map((userId) => ({ userId, role: 'learner' as const })),
  ]);
}

/**
 * The caller's conversation with a teacher: one of their teachers' as before, or with any other teacher a
 * first question, opened within its limits (first-questions.service.ts).
 */
export async function openDirect(settings: ChatSettings, user: AuthUser, teacherId: number) {
  const { db } = settings;
  if (teacherId === user.id) throw notFound();
  const subject = { kind: 'direct', learnerId: user.id, teacherId } as const;
  if (await teachesLearner(db, teacherId, user.id))
    return open(settings, user, subject, [
      { userId: user.id, role: 'learner' },
      { userId: teacherId, role: 'teacher' },
    ]);
  if (!(await isTeacher(db, teacherId))) throw notFound();
  const existing = await findDirectConversation(db, user.id, teacherId);
  if (!existing) await openFirstQuestion(db, { learnerId: user.id, teacherId, now: settings.now() });
  return viewOf(db, user, (await findDirectConversation(db, user.id, teacherId))?.id ?? '0');
}

export async function history(
  settings: ChatSettings,
  user: AuthUser,
  conversationId: number,
  query: { before?: number | undefined; after?: number | undefined; limit?: number | undefined },
): Promise<ChatHistory> {
  await admit(settings.db, user, conversationId);
  return historyPage(settings.db, conversationId, query);
}

async function historyPage(
  db: Kysely<Database>,
  conversationId: number,
  query: { before?: number | undefined; after?: number | undefined; limit?: number | undefined },
): Promise<ChatHistory> {
  const { rows, more } = await messagesPage(db, conversationId, {
    ...(query.before !== undefined ? { before: query.before } : {}),
    ...(query.after !== undefined ? { after: query.after } : {}),
    limit: Math.min(query.limit ?? DEFAULT_PAGE, CHAT_PAGE_MAX),
  });
  return { messages: await toMessages(db, rows), more };
}

/** Whom an event of a conversation goes to: its members, and for a support line every operator instead of some. */
function audienceOf(kind: ChatKind, members: Array<{ userId: number; role: ChatRole }>) {
  const support = kind === 'support';
  return {
    to: members.filter((member) => !support || member.role !== 'support').map((member) => member.userId),
    support,
  };
}

async function audience(db: Kysely<Database>, conversation: ConversationRow) {
  return audienceOf(conversation.kind, await memberIds(db, conversation.id));
}

function isClientIdTaken(error: unknown): boolean {
  const { code, constraint } = (error ?? {}) as { code?: unknown; constraint?: unknown };
  return code === '23505' && constraint === 'chat_messages_client_key';
}

/**
 * Stores and delivers a message. A member's message takes one statement; someone the rule lets in but who is
 * not a member yet becomes one first (`admit`), anyone else gets the 404.
 */
/**
 * The members but the sender get a notice of a new message, one unread notice per conversation however many
 * come (notifications); a group class's chat is read in the class and gives none.
 */
async function tellMembers(
  trx: Kysely<Database>,
  conversationId: number,
  senderId: number,
  stored: NonNullable<Awaited<ReturnType<typeof insertMessage>>>,
  at: Date,
): Promise<void> {
  if (stored.kind === 'group') return;
  await notify(
    trx,
    stored.members
      .filter((member) => String(member.user_id) !== String(senderId))
      .map((member) => ({
        userId: member.user_id,
        kind: 'new_message' as const,
        params: { conversation_id: conversationId, sender_name: stored.sender_name },
      })),
    at,
  );
}

export async function send(
  settings: ChatSettings,
  user: AuthUser,
  conversationId: number,
  body: { body: string; client_id?: string | undefined },
): Promise<ChatMessage> {
  const { db } = settings;
  const wait = (await settings.admitMessage?.(user.id)) ?? 0;
  if (wait > 0) throw new TooManyMessages(wait);
  const clientId = body.client_id ?? null;
  // The message and its notice to the other members commit together.
  const insert = () =>
    db.transaction().execute(async (trx) => {
      const at = settings.now();
      const row = await insertMessage(trx, {
        conversationId,
        senderId: user.id,
        body: body.body,
        clientId,
        at,
      });
      if (row) await tellMembers(trx, conversationId, user.id, row, at);
      return row;
    });
  let stored: Awaited<ReturnType<typeof insertMessage>>;
  try {
    stored = await insert();
    if (!stored) {
      await admit(db, user, conversationId);
      stored = await insert();
    }
  } catch (error) {
    if (isTooManyBeforeReply(error)) throw waitForReply();
    // The same message sent again (a retry): the first one stands, and is the answer.
    const twin =
      clientId !== null && isClientIdTaken(error)
        ? await findMessageByClientId(db, conversationId, user.id, clientId)
        : undefined;
    if (!twin) throw error;
    return (await toMessages(db, [twin]))[0] as ChatMessage;
  }
  if (!stored) throw notFound();
  const message: ChatMessage = {
    conversation_id: conversationId,
    seq: stored.seq,
    sender_id: user.id,
    sender_name: stored.sender_name,
    sender_role: stored.sender_role,
    body: body.body,
    client_id: clientId,
    sent_at: new Date(stored.sent_at).toISOString(),
  };
  const members = stored.members.map((member) => ({ userId: Number(member.user_id), role: member.role }));
  await settings.publish({ ...audienceOf(stored.kind, members), frame: { type: 'message', message } });
  return message;
}

export async function markRead(
  settings: ChatSettings,
  user: AuthUser,
  conversationId: number,
  seq: number,
): Promise<ChatReadResponse> {
  const { conversation, readSeq } = await admit(settings.db, user, conversationId);
  const moved = await advanceReadSeq(settings.db, conversation.id, user.id, seq);
  if (!moved) throw notFound();
  if (moved.read_seq !== readSeq)
    await settings.publish({
      ...(await audience(settings.db, conversation)),
      frame: {
        type: 'read',
        conversation_id: Number(conversation.id),
        user_id: user.id,
        read_seq: moved.read_seq,
      },
    });
  return { read_seq: moved.read_seq, unread: Math.max(0, moved.last_seq - moved.read_seq) };
}

/** What a socket missed in one conversation since `after`, if the user may read it; null otherwise. */
export async function resume(
  db: Kysely<Database>,
  user: AuthUser,
  conversationId: number,
  after: number,
): Promise<ChatHistory | null> {
  try {
    await admit(db, user, conversationId);
  } catch {
    return null;
  }
  return historyPage(db, conversationId, { after, limit: CHAT_PAGE_MAX });
}
