import { CHAT_CLOSE, ChatClientFrame, type ChatMessage, type ChatServerFrame } from '@hanyu/contract';
import type { FastifyBaseLogger } from 'fastify';
import * as v from 'valibot';
import type { RawData, WebSocket } from 'ws';
import type { AuthUser } from '../../http/auth.ts';
import { ApiError } from '../../http/errors.ts';
import type { RoomBus } from '../../realtime/room-bus.ts';
import type { ChatEvent } from './chat.service.ts';

/**
 * The chat sockets of this process (docs/chat-protocol.md): one per signed-in browser tab, admitted by the
 * session token of its first frame (`hello`), then told every chat event for its user (and, for an operator,
 * every support line's) that any API process publishes on the bus. Sending goes through HTTP; the socket only
 * delivers, and after a reconnect catches up (`resume`) from the last seq the browser holds.
 */

/** The one bus room every process listens to: a message names the users it is for. */
export const CHAT_EVENTS_ROOM = 'events';
/** How long a socket may stay silent before its hello: then 4401. */
const HELLO_MS = 10_000;
/** How often a socket's session is looked at again: a signed-out session's socket closes with 4401. */
const SESSION_CHECK_MS = 60_000;
const CLOSE_GRACE_MS = 1_000;
/** A stopping server's close (1012, service restart): the page reconnects, behind a balancer elsewhere. */
const SERVICE_RESTART = 1012;
const INTERNAL_ERROR = 1011;

/**
 * What travels on the chat's bus: a chat event, or word that every session of a user has ended (every
 * process closes that user's sockets, the chat's and, through `onSessionsEnded`, the classroom's).
 */
export type ChatBusMessage = ChatEvent | { sessionsEnded: number };

export interface ChatSocketsOptions {
  bus: RoomBus<ChatBusMessage>;
  /** The user of a session token, and whether they are an operator; null when it is unknown or expired. */
  authenticate: (token: string) => Promise<{ user: AuthUser; operator: boolean } | null>;
  /** What the user missed in a conversation after `after`; null if they may not read it. */
  resume: (
    user: AuthUser,
    conversationId: number,
    after: number,
  ) => Promise<Extract<ChatServerFrame, { type: 'resumed' }> | null>;
  /** Stores and publishes a message as the endpoint does; throws the endpoint's ApiError (404). */
  send: (
    user: AuthUser,
    conversationId: number,
    body: { body: string; client_id: string },
  ) => Promise<ChatMessage>;
  log: FastifyBaseLogger;
}

interface Link {
  socket: WebSocket;
  user?: AuthUser;
  token?: string;
  sessionCheck?: NodeJS.Timeout;
  operator: boolean;
  steps: Promise<void>;
  finished: Promise<void>;
}

function send(socket: WebSocket, frame: ChatServerFrame): void {
  if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(frame));
}

function close(socket: WebSocket, code: number, reason: string): void {
  if (socket.readyState === socket.OPEN || socket.readyState === socket.CONNECTING)
    socket.close(code, reason);
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

export class ChatSockets {
  private readonly links = new Set<Link>();
  /** The signed-in sockets by user id. */
  private readonly byUser = new Map<number, Set<Link>>();
  private readonly operators = new Set<Link>();
  private readonly subscribed: Promise<void>;
  private readonly sessionListeners: Array<(userId: number) => void> = [];
  private closing = false;

  constructor(private readonly options: ChatSocketsOptions) {
    options.bus.listen((_room, event) => this.deliver(event));
    this.subscribed = options.bus.subscribe(CHAT_EVENTS_ROOM);
  }

  /** Resolves once this process receives the bus's events. */
  ready(): Promise<void> {
    return this.subscribed;
  }

  publish(event: ChatEvent): Promise<void> {
    return this.options.bus.publish(CHAT_EVENTS_ROOM, event);
  }

  /** Every session of the user has ended: every process closes the user's sockets (chat and classroom). */
  endSessionsOf(userId: number): Promise<void> {
    return this.options.bus.publish(CHAT_EVENTS_ROOM, { sessionsEnded: userId });
  }

  /** Whether the user has a signed-in socket on this process. */
  isConnected(userId: number): boolean {
    return this.byUser.has(userId);
  }

  /**
   * Sends a frame to the user's sockets on this process only: for what every process hears by itself (the
   * notification centre's NOTIFY), where the bus would deliver it once per process.
   */
  sendToUser(userId: number, frame: ChatServerFrame): void {
    this.deliver({ to: [userId], support: false, frame });
  }

  /** Called on every process when a user's sessions have all ended (after this chat's sockets closed). */
  onSessionsEnded(listener: (userId: number) => void): void {
    this.sessionListeners.push(listener);
  }

  connect(socket: WebSocket): void {
    let finish = () => {};
    const link: Link = {
      socket,
      operator: false,
      steps: Promise.resolve(),
      finished: new Promise((resolve) => {
        finish = resolve;
      }),
    };
    this.links.add(link);
    const step = (run: () => Promise<void>) => {
      link.steps = link.steps.then(run).catch((error: unknown) => {
        this.options.log.error({ err: error }, 'chat socket: a frame failed');
        close(socket, INTERNAL_ERROR, 'Server error');
      });
    };
    const silent = setTimeout(() => {
      if (!link.user) close(socket, CHAT_CLOSE.unauthorized, 'No hello');
    }, HELLO_MS);
    silent.unref();
    socket.on('message', (data, isBinary) => step(() => this.receive(link, data, isBinary)));
    socket.on('close', () => {
      clearTimeout(silent);
      clearInterval(link.sessionCheck);
      void link.steps.then(() => {
        this.forget(link);
        finish();
      });
    });
    if (this.closing) close(socket, SERVICE_RESTART, 'Service restart');
  }

  async close(): Promise<void> {
    this.closing = true;
    await Promise.all(
      [...this.links].map(async (link) => {
        close(link.socket, SERVICE_RESTART, 'Service restart');
        const cut = setTimeout(() => link.socket.terminate(), CLOSE_GRACE_MS);
        await link.finished;
        clearTimeout(cut);
      }),
    );
    await this.options.bus.close();
  }

  private async receive(link: Link, data: RawData, isBinary: boolean): Promise<void> {
    const { socket } = link;
    if (socket.readyState !== socket.OPEN) return;
    const json = isBinary ? undefined : parseJson(data.toString());
    const parsed = v.safeParse(ChatClientFrame, json);
    if (!parsed.success) {
      // A message the server will not store is refused, not a reason to drop the socket.
      const sending = json as { type?: unknown; client_id?: unknown } | undefined;
      if (link.user && sending?.type === 'send' && typeof sending.client_id === 'string')
        return send(socket, {
          type: 'refused',
          client_id: sending.client_id.slice(0, 64),
          status: 400,
          message: parsed.issues[0]?.message ?? 'Bad message',
        });
      return close(socket, CHAT_CLOSE.badFrame, 'Unknown frame');
    }
    const frame = parsed.output;
    if (!link.user) {
      if (frame.type !== 'hello') return close(socket, CHAT_CLOSE.unauthorized, 'Say hello first');
      const found = await this.options.authenticate(frame.token);
      if (!found) return close(socket, CHAT_CLOSE.unauthorized, 'Unknown session');
      if (socket.readyState !== socket.OPEN) return;
      await this.subscribed;
      link.user = found.user;
      link.token = frame.token;
      link.operator = found.operator;
      let mine = this.byUser.get(found.user.id);
      if (!mine) {
        mine = new Set();
        this.byUser.set(found.user.id, mine);
      }
      mine.add(link);
      if (found.operator) this.operators.add(link);
      link.sessionCheck = setInterval(() => {
        this.options.authenticate(frame.token).then(
          (still) => {
            if (!still) close(socket, CHAT_CLOSE.unauthorized, 'Session ended');
          },
          (error: unknown) => this.options.log.warn({ err: error }, 'chat socket: session check failed'),
        );
      }, SESSION_CHECK_MS);
      link.sessionCheck.unref();
      return send(socket, { type: 'welcome', user_id: found.user.id });
    }
    switch (frame.type) {
      case 'hello':
        return close(socket, CHAT_CLOSE.badFrame, 'Hello twice');
      case 'ping':
        return send(socket, { type: 'pong' });
      case 'resume':
        for (const { id, after } of frame.conversations) {
          const missed = await this.options.resume(link.user, id, after);
          if (missed) send(socket, missed);
        }
        return;
      case 'send':
        try {
          const message = await this.options.send(link.user, frame.conversation_id, {
            body: frame.body,
            client_id: frame.client_id,
          });
          return send(socket, { type: 'sent', client_id: frame.client_id, message });
        } catch (error) {
          if (!(error instanceof ApiError) || ![400, 404, 429].includes(error.status)) throw error;
          return send(socket, {
            type: 'refused',
            client_id: frame.client_id,
            status: error.status as 400 | 404 | 429,
            message: error.message,
          });
        }
    }
  }

  private forget(link: Link): void {
    this.links.delete(link);
    this.operators.delete(link);
    if (!link.user) return;
    const mine = this.byUser.get(link.user.id);
    mine?.delete(link);
    if (mine?.size === 0) this.byUser.delete(link.user.id);
  }

  /** An event of the bus, for this process's sockets of the users it names (and its operators'). */
  private deliver(event: ChatBusMessage): void {
    if ('sessionsEnded' in event) {
      const userId = event.sessionsEnded;
      for (const link of this.byUser.get(userId) ?? [])
        close(link.socket, CHAT_CLOSE.unauthorized, 'Session ended');
      for (const listener of this.sessionListeners) listener(userId);
      return;
    }
    const targets = new Set<Link>();
    for (const userId of event.to) for (const link of this.byUser.get(userId) ?? []) targets.add(link);
    if (event.support) for (const link of this.operators) targets.add(link);
    if (targets.size === 0) return;
    const text = JSON.stringify(event.frame);
    for (const link of targets) if (link.socket.readyState === link.socket.OPEN) link.socket.send(text);
  }
}
