import * as v from 'valibot';
import type { Notification } from './notifications.ts';
import { integerText, integerValue, text } from './request-fields.ts';

/**
 * The chat (module/im/room, issue 12; docs/chat-protocol.md): a conversation per lesson, per group class, per
 * learner with support and per learner with one of their teachers. Messages are plain text in order: each has
 * its conversation's next `seq` (1, 2, 3…, no gap). The API's HTTP endpoints list, open, page and send; a
 * WebSocket per signed-in user delivers new messages and read cursors as they happen.
 */

/** The longest message, in UTF-16 code units, once cleaned. */
export const CHAT_MESSAGE_MAX_LENGTH = 2000;
/** The most messages one page of history (or one resume) holds. */
export const CHAT_PAGE_MAX = 100;
/** The largest seq (a PostgreSQL integer). */
export const CHAT_SEQ_MAX = 2_147_483_647;
/** The chat socket, under /api. */
export const CHAT_SOCKET_PATH = '/chat/socket';

export const CHAT_KINDS = ['lesson', 'group', 'support', 'direct'] as const;
export type ChatKind = (typeof CHAT_KINDS)[number];
export const CHAT_ROLES = ['learner', 'teacher', 'assistant', 'support'] as const;
export type ChatRole = (typeof CHAT_ROLES)[number];

/**
 * Characters a message never keeps, though the request rails let them through: C1 controls, bidirectional
 * overrides and isolates (text that reads otherwise than it is stored), zero-width spaces and joiners other
 * than U+200D (which emoji sequences need), the byte-order mark. C0 controls but tab and line feed are refused
 * before this (`text`); a carriage return is dropped, tabs become spaces.
 */
const STRIPPED = /[\u0080-\u009f\u200b\u200c\u200e\u200f\u202a-\u202e\u2060-\u2064\u2066-\u2069\ufeff\r]/g;

/**
 * A message as it is stored and shown: stripped of the characters above, no more than two blank lines in a
 * row, no blank lines or spaces around it. Pure text: it is never read as HTML on either side.
 */
export function cleanChatText(input: string): string {
  return input
    .normalize('NFC')
    .replace(STRIPPED, '')
    .replace(/\t/g, '  ')
    .replace(/[ \u00a0]+$/gm, '')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** A message's text as sent: refused with a 400 if over the length or with NUL-like controls; cleaned. */
export const ChatText = v.pipe(
  text('body', { max: CHAT_MESSAGE_MAX_LENGTH * 2, multiline: true }),
  v.transform(cleanChatText),
  v.minLength(1, 'body must not be empty'),
  v.maxLength(CHAT_MESSAGE_MAX_LENGTH, `body must be at most ${CHAT_MESSAGE_MAX_LENGTH} characters`),
);

export const ChatSendBody = v.object({
  body: ChatText,
  /** The sender's own id for this message: a retried send with it is stored once and answered alike. */
  client_id: v.optional(text('client_id', { max: 64, pattern: /^[A-Za-z0-9_-]{1,64}$/ })),
});
export type ChatSendBody = v.InferInput<typeof ChatSendBody>;

export const ConversationIdParams = v.object({ id: integerText('id') });
export type ConversationIdParams = v.InferInput<typeof ConversationIdParams>;

export const ChatTeacherParams = v.object({ user_id: integerText('user_id') });
export type ChatTeacherParams = v.InferInput<typeof ChatTeacherParams>;

/** A page of history: the newest `limit` before `before` (older pages), or the oldest after `after` (catching up). */
export const ChatHistoryQuery = v.object({
  before: v.optional(integerText('before', { max: CHAT_SEQ_MAX })),
  after: v.optional(integerText('after', { min: 0, max: CHAT_SEQ_MAX })),
  limit: v.optional(integerText('limit', { max: CHAT_PAGE_MAX })),
});
export type ChatHistoryQuery = v.InferInput<typeof ChatHistoryQuery>;

export const ChatReadBody = v.object({ seq: integerValue('seq', { min: 0, max: CHAT_SEQ_MAX }) });
export type ChatReadBody = v.InferInput<typeof ChatReadBody>;

export const ChatInboxQuery = v.object({ page: v.optional(integerText('page', { max: 10_000 })) });

export const ChatMessage = v.object({
  conversation_id: v.number(),
  seq: v.number(),
  sender_id: v.number(),
  sender_name: v.string(),
  sender_role: v.picklist(CHAT_ROLES),
  body: v.string(),
  client_id: v.nullable(v.string()),
  sent_at: v.string(),
});
export type ChatMessage = v.InferOutput<typeof ChatMessage>;

/** A conversation as the caller sees it: whom it is with, how far it goes, how much of it they have not read. */
export const ChatConversation = v.object({
  id: v.number(),
  kind: v.picklist(CHAT_KINDS),
  /** The caller's part in it. */
  role: v.picklist(CHAT_ROLES),
  /** Whom the caller talks to: the teacher (for a learner), the learner (for the others); null for a learner's support line. */
  peer_name: v.nullable(v.string()),
  lesson: v.nullable(v.object({ id: v.number(), starts_at: v.string() })),
  course_id: v.nullable(v.number()),
  /**
   * A direct conversation a learner started with a teacher before any lesson (issue 29): either side may
   * report it to the service centre.
   */
  first_question: v.boolean(),
  last_seq: v.number(),
  read_seq: v.number(),
  unread: v.number(),
  last_message: v.nullable(ChatMessage),
});
export type ChatConversation = v.InferOutput<typeof ChatConversation>;

export const ChatConversationsResponse = v.object({
  data: v.array(ChatConversation),
  unread: v.number(),
});
export type ChatConversationsResponse = v.InferOutput<typeof ChatConversationsResponse>;

export const ChatHistory = v.object({
  messages: v.array(ChatMessage),
  /** Whether older messages than the first one here exist (paging back), or newer than the last (catching up). */
  more: v.boolean(),
});
export type ChatHistory = v.InferOutput<typeof ChatHistory>;

export const ChatReadResponse = v.object({ read_seq: v.number(), unread: v.number() });
export type ChatReadResponse = v.InferOutput<typeof ChatReadResponse>;

/** What a browser may send on the chat socket; anything else closes it with 4400. */
export const ChatClientFrame = v.variant('type', [
  /** The first frame: the session token (a browser cannot set headers on a WebSocket). */
  v.object({ type: v.literal('hello'), token: v.pipe(v.string(), v.maxLength(512)) }),
  /** After a reconnect: what came after the last seq each open conversation has. */
  v.object({
    type: v.literal('resume'),
    conversations: v.pipe(
      v.array(
        v.object({
          id: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(Number.MAX_SAFE_INTEGER)),
          after: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(CHAT_SEQ_MAX)),
        }),
      ),
      v.maxLength(50),
    ),
  }),
  v.object({ type: v.literal('ping') }),
  /** Sends a message, as POST /chat/conversations/:id/messages does; answered `sent` or `refused`. */
  v.object({
    type: v.literal('send'),
    conversation_id: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(Number.MAX_SAFE_INTEGER)),
    body: ChatText,
    client_id: text('client_id', { max: 64, pattern: /^[A-Za-z0-9_-]{1,64}$/ }),
  }),
]);
export type ChatClientFrame = v.InferOutput<typeof ChatClientFrame>;

/** What the server sends on the chat socket. */
export type ChatServerFrame =
  | { type: 'welcome'; user_id: number }
  | { type: 'message'; message: ChatMessage }
  | { type: 'read'; conversation_id: number; user_id: number; read_seq: number }
  | { type: 'resumed'; conversation_id: number; messages: ChatMessage[]; more: boolean }
  | { type: 'pong' }
  | { type: 'sent'; client_id: string; message: ChatMessage }
  /**
   * A `send` that was not stored: 404 for a conversation that is not the sender's, 400 for its text, 429 past
   * the per-user message limit (`CHAT_TOO_FAST`).
   */
  | { type: 'refused'; client_id: string; status: 400 | 404 | 429; message: string }
  /**
   * The user's notification centre changed (docs/decisions.md, "Notifications"): a new notice, or null when
   * notices were read; `unread` is the bell's count after it.
   */
  | { type: 'notification'; notification: Notification | null; unread: number };

/** The answer to a message past the per-user limit (HTTP 429 with Retry-After, or a `refused` frame). */
export const CHAT_TOO_FAST = 'You are sending messages too fast. Please wait a moment.';

/** Close codes of the chat socket beyond the WebSocket ones. */
export const CHAT_CLOSE = {
  /** No hello in time, or its token is unknown or expired: sign in again. */
  unauthorized: 4401,
  /** A frame the protocol does not know. */
  badFrame: 4400,
} as const;
