import { CHAT_SOCKET_PATH } from '@hanyu/contract';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { EndpointHandlers } from '../../http/endpoint-routes.ts';
import { notFound } from '../../http/errors.ts';
import { openRoomBus } from '../../realtime/open-room-bus.ts';
import type { RoomBusOptions } from '../../realtime/room-bus.ts';
import type { ExtraOperation } from '../docs/index.ts';
import { findUserByToken, isOperator } from '../users/index.ts';
import {
  type ChatSettings,
  chatMessageLimit,
  history,
  markRead,
  myConversations,
  openDirect,
  openGroup,
  openLesson,
  openSupport,
  resume,
  send,
  supportInbox,
  TooManyMessages,
} from './chat.service.ts';
import {
  operatorReport,
  operatorReports,
  reportConversation,
  resolveReport,
} from './chat-reports.service.ts';
import { type ChatBusMessage, ChatSockets } from './chat-sockets.ts';

type ChatEndpoints =
  | 'chatConversations'
  | 'supportInbox'
  | 'openSupportChat'
  | 'openLessonChat'
  | 'openGroupChat'
  | 'openTeacherChat'
  | 'chatHistory'
  | 'sendChatMessage'
  | 'markChatRead'
  | 'reportConversation'
  | 'conversationReports'
  | 'conversationReport'
  | 'resolveConversationReport';

export function chatHandlers(settings: ChatSettings): Pick<EndpointHandlers, ChatEndpoints> {
  return {
    chatConversations: async ({ user }) => myConversations(settings, user),
    supportInbox: async ({ user, query }) => supportInbox(settings, user, query.page ?? 1),
    openSupportChat: async ({ user }) => openSupport(settings, user),
    openLessonChat: async ({ user, params }) => openLesson(settings, user, params.id),
    openGroupChat: async ({ user, params }) => openGroup(settings, user, params.id),
    openTeacherChat: async ({ user, params }) => openDirect(settings, user, params.user_id),
    chatHistory: async ({ user, params, query }) => history(settings, user, params.id, query),
    sendChatMessage: async ({ user, params, body, reply }) => {
      try {
        return await send(settings, user, params.id, body);
      } catch (error) {
        if (error instanceof TooManyMessages) reply.header('Retry-After', String(error.retryAfterSeconds));
        throw error;
      }
    },
    markChatRead: async ({ user, params, body }) => markRead(settings, user, params.id, body.seq),
    reportConversation: async ({ user, params, body }) =>
      reportConversation(settings.db, user, params.id, body, settings.now()),
    conversationReports: async ({ query }) => operatorReports(settings.db, query.state),
    conversationReport: async ({ params }) => operatorReport(settings.db, params.id),
    resolveConversationReport: async ({ user, params, body }) =>
      resolveReport(settings.db, user.id, params.id, body, settings.now()),
  };
}

/** The chat socket: not JSON over HTTP, so outside the contract table, but documented. */
export const chatSocketOperations: ExtraOperation[] = [
  {
    method: 'GET',
    path: CHAT_SOCKET_PATH,
    summary:
      "The signed-in user's chat WebSocket (docs/chat-protocol.md): the first frame is " +
      '{"type":"hello","token":…} with the session token; then new messages and read cursors of every ' +
      'conversation of theirs (and every support line for an operator), and `resume` after a reconnect. ' +
      'Closed with 4401 without a valid hello within 10 s, 4400 for an unknown frame',
    websocket: true,
  },
];

/** The chat's bus: the classroom's, under a prefix of its own (chat events never reach a classroom). */
export function chatBusOptions(classroom: RoomBusOptions): RoomBusOptions {
  if (classroom.kind === 'memory') return classroom;
  return { ...classroom, keyPrefix: classroom.keyPrefix ? `${classroom.keyPrefix}:chat` : 'chat' };
}

/**
 * Mounts the chat socket on `api` (/api), after the classroom's (which registers @fastify/websocket), and
 * answers the settings the chat's endpoints publish their events with.
 */
export async function registerChatSocket(
  api: FastifyInstance,
  options: {
    db: Kysely<Database>;
    now: () => Date;
    bus: RoomBusOptions;
    /** Messages per user (HTTP and socket together); unlimited when absent. */
    messageLimit?: { max: number; windowSeconds: number };
  },
): Promise<
  ChatSettings & {
    /** Every session of a user has ended: every process closes their sockets. */
    sessionsEnded(userId: number): Promise<void>;
    /** Hears of it on this process (the classroom closes its sockets of the user). */
    onSessionsEnded(listener: (userId: number) => void): void;
    /** This process's sockets of a user: whether there are any, and a frame for them all. */
    localSockets: Pick<ChatSockets, 'isConnected' | 'sendToUser'>;
  }
> {
  const { db, now } = options;
  // The sockets publish through the bus they are made with; the settings reach it once they exist.
  const settings: ChatSettings = {
    db,
    now,
    publish: (event) => sockets.publish(event),
    ...(options.messageLimit ? { admitMessage: chatMessageLimit(options.messageLimit) } : {}),
  };
  const sockets = new ChatSockets({
    bus: await openRoomBus<ChatBusMessage>(
      options.bus.kind === 'redis'
        ? { onError: (error) => api.log.warn({ err: error }, 'chat: redis error'), ...options.bus }
        : options.bus,
    ),
    authenticate: async (token) => {
      const user = await findUserByToken(db, token, now());
      return user ? { user, operator: await isOperator(db, user.id) } : null;
    },
    resume: async (user, conversationId, after) => {
      const missed = await resume(db, user, conversationId, after);
      return missed && { type: 'resumed', conversation_id: conversationId, ...missed };
    },
    send: (user, conversationId, body) => send(settings, user, conversationId, body),
    log: api.log,
  });
  await sockets.ready();
  api.addHook('preClose', () => sockets.close());
  api.route({
    method: 'GET',
    url: CHAT_SOCKET_PATH,
    handler: async () => {
      throw notFound();
    },
    wsHandler: (socket) => sockets.connect(socket),
  });
  return {
    ...settings,
    sessionsEnded: (userId) => sockets.endSessionsOf(userId),
    onSessionsEnded: (listener) => sockets.onSessionsEnded(listener),
    localSockets: {
      isConnected: (userId) => sockets.isConnected(userId),
      sendToUser: (userId, frame) => sockets.sendToUser(userId, frame),
    },
  };
}
