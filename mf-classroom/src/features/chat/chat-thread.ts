import type { ChatConversation, ChatMessage, UserInfo } from '@hanyu/contract';

/** The contract's CHAT_MESSAGE_MAX_LENGTH, CHAT_SOCKET_PATH and CHAT_CLOSE, copied: page chunks import no contract values. */
export const MESSAGE_MAX_LENGTH = 2000;
export const SOCKET_PATH = '/chat/socket';
export const CLOSE_UNAUTHORIZED = 4401;

/**
 * The chat's pure rules on the browser's side: a thread is its messages in seq order, each once, whatever
 * order the socket, a resume and the history pages bring them in (docs/chat-protocol.md).
 */

/** `current` with `incoming` added: one message per seq, in seq order. */
export function mergeMessages(
  current: readonly ChatMessage[],
  incoming: readonly ChatMessage[],
): ChatMessage[] {
  if (incoming.length === 0) return current as ChatMessage[];
  const bySeq = new Map(current.map((message) => [message.seq, message]));
  for (const message of incoming) bySeq.set(message.seq, message);
  return [...bySeq.values()].sort((a, b) => a.seq - b.seq);
}

/**
 * The seq after which messages are missing from a thread that is complete up to its newest (a message that
 * arrived ahead of one still on its way from another API process), or null when nothing is.
 */
export function firstGap(messages: readonly ChatMessage[]): number | null {
  for (let index = 1; index < messages.length; index += 1) {
    const before = messages[index - 1] as ChatMessage;
    if ((messages[index] as ChatMessage).seq !== before.seq + 1) return before.seq;
  }
  return null;
}

/** A conversation after a new message: its last message and seq, and one more unread unless it is mine. */
export function withMessage(
  conversation: ChatConversation,
  message: ChatMessage,
  me: number | undefined,
): ChatConversation {
  if (message.seq <= conversation.last_seq) return conversation;
  const mine = message.sender_id === me;
  const readSeq = mine ? message.seq : conversation.read_seq;
  return {
    ...conversation,
    last_seq: message.seq,
    last_message: message,
    read_seq: readSeq,
    unread: Math.max(0, message.seq - readSeq),
  };
}

/** A conversation after the caller read up to `readSeq` (on this or another tab). */
export function withRead(conversation: ChatConversation, readSeq: number): ChatConversation {
  const read = Math.max(conversation.read_seq, Math.min(readSeq, conversation.last_seq));
  return { ...conversation, read_seq: read, unread: conversation.last_seq - read };
}

export const totalUnread = (conversations: Iterable<ChatConversation>): number =>
  [...conversations].reduce((sum, conversation) => sum + conversation.unread, 0);

/** Conversations latest message first, those without any last. */
export function byLatest(conversations: Iterable<ChatConversation>): ChatConversation[] {
  const at = (conversation: ChatConversation) => conversation.last_message?.sent_at ?? '';
  return [...conversations].sort((a, b) => (at(b) === at(a) ? b.id - a.id : at(b) < at(a) ? -1 : 1));
}

/** Who the chat widget says the user is (SPEC §7: user_id, name, email, created_at, company). */
export interface ChatIdentity {
  user_id: string;
  name: string;
  email: string;
  created_at: string;
  company: string | null;
}

export function chatIdentity(user: UserInfo): ChatIdentity {
  return {
    user_id: String(user.id),
    name: user.nick_name || user.email.split('@')[0] || '',
    email: user.email,
    created_at: user.created_at,
    company: user.company_user?.show_name ?? null,
  };
}

/** A fresh id for a message being sent, so that a retry is stored once. */
export function newClientId(random: () => number = Math.random): string {
  return `c${Date.now().toString(36)}${Math.floor(random() * 2 ** 40).toString(36)}`.slice(0, 64);
}
