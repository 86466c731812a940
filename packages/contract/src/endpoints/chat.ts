import {
  ChatConversation,
  ChatConversationsResponse,
  ChatHistory,
  ChatHistoryQuery,
  ChatInboxQuery,
  ChatMessage,
  ChatReadBody,
  ChatReadResponse,
  ChatSendBody,
  ChatTeacherParams,
  ConversationIdParams,
} from '../chat.ts';
import type { EndpointTable } from '../endpoint.ts';
import { endpointPaths } from '../endpoint-paths.ts';

/** The endpoints of the chat: served by `api/src/modules/chat`. */
export const chatEndpoints = {
  chatConversations: {
    ...endpointPaths.chatConversations,
    owner: 'caller',
    example: {},
    summary:
      "The caller's chat conversations, latest first, each with its last message and how many the caller " +
      'has not read, and the unread count over all',
    response: ChatConversationsResponse,
    auth: true,
  },
  supportInbox: {
    ...endpointPaths.supportInbox,
    owner: 'anyone',
    role: 'operator',
    example: { query: { page: '1' } },
    summary: "Every learner's support conversation, latest message first, 50 a page (operators only)",
    query: ChatInboxQuery,
    response: ChatConversationsResponse,
    auth: true,
  },
  openSupportChat: {
    ...endpointPaths.openSupportChat,
    owner: 'caller',
    example: {},
    summary: "The caller's conversation with support (the service centre's operators), made on first use",
    response: ChatConversation,
    auth: true,
  },
  openLessonChat: {
    ...endpointPaths.openLessonChat,
    owner: { resource: 'lesson', param: 'id' },
    example: { params: { id: '1' } },
    summary:
      "A lesson's conversation for its learner, its teacher or an assistant teacher, made on first use",
    params: ConversationIdParams,
    response: ChatConversation,
    auth: true,
  },
  openGroupChat: {
    ...endpointPaths.openGroupChat,
    owner: { resource: 'groupClass', param: 'id' },
    example: { params: { id: '1' } },
    summary: "A group class's conversation for its seat holders and its teacher, made on first use",
    params: ConversationIdParams,
    response: ChatConversation,
    auth: true,
  },
  openTeacherChat: {
    ...endpointPaths.openTeacherChat,
    owner: 'caller',
    example: { params: { user_id: '1' } },
    summary:
      "The caller's conversation with a teacher, made on first use. With a teacher the caller has had no " +
      'lesson with it is a first question: at most 3 new ones a day (429), 10 messages before the ' +
      "teacher's first reply (429), none for a learner an operator blocked (403); a user id that is no " +
      "teacher's is a 404",
    params: ChatTeacherParams,
    response: ChatConversation,
    auth: true,
  },
  chatHistory: {
    ...endpointPaths.chatHistory,
    owner: { resource: 'conversation', param: 'id' },
    example: { params: { id: '1' }, query: { limit: '50' } },
    summary:
      "A page of a conversation's messages in seq order: the newest `limit` (50) before `before`, or the " +
      'oldest after `after`',
    params: ConversationIdParams,
    query: ChatHistoryQuery,
    response: ChatHistory,
    auth: true,
  },
  sendChatMessage: {
    ...endpointPaths.sendChatMessage,
    owner: { resource: 'conversation', param: 'id' },
    example: { params: { id: '1' }, body: { body: 'Hello! 你好', client_id: 'c-1' } },
    summary:
      'Sends a plain-text message (cleaned of invisible control characters, at most 2000 characters) with ' +
      "the conversation's next seq; the same client_id again answers the message stored the first time",
    params: ConversationIdParams,
    body: ChatSendBody,
    response: ChatMessage,
    auth: true,
  },
  markChatRead: {
    ...endpointPaths.markChatRead,
    owner: { resource: 'conversation', param: 'id' },
    example: { params: { id: '1' }, body: { seq: 0 } },
    summary:
      "Moves the caller's read cursor up to seq (never back, never past the last message); answers what is left unread",
    params: ConversationIdParams,
    body: ChatReadBody,
    response: ChatReadResponse,
    auth: true,
  },
} as const satisfies EndpointTable;
