import type { ChatConversation, ChatHistory, ChatMessage, ChatServerFrame } from '@hanyu/contract';
import { bus, renderScoped } from '@hanyu/event-bus';
import { isApiError } from '@hanyu/sdk';
import { sessionStore } from '@hanyu/session';
import { createStore, type StoreApi } from 'zustand/vanilla';
import { api } from '../../api.ts';
import {
  ChatConnection,
  type ChatConnectionEnvironment,
  type ChatConnectionStatus,
  type ChatSocket,
} from './chat-connection.ts';
import { firstGap, mergeMessages, newClientId, totalUnread, withMessage, withRead } from './chat-thread.ts';

/**
 * The page's chat: the conversations it knows, the threads it has opened, and the socket that keeps them
 * current. One per page, shared by the im page, the room's panel and the widget.
 */

export interface Thread {
  messages: ChatMessage[];
  /** Whether older messages than the first one held exist. */
  hasOlder: boolean;
  loading: boolean;
}

export interface ChatState {
  me: number | undefined;
  status: ChatConnectionStatus;
  conversations: Record<number, ChatConversation>;
  threads: Record<number, Thread>;
  unread: number;
}

const PAGE = 30;

export interface ChatClient {
  store: StoreApi<ChatState>;
  /** Connects the socket (once) and loads the list of conversations. */
  start(): void;
  refresh(): Promise<void>;
  /** Adds conversations opened elsewhere (an open call's answer, the support inbox). */
  remember(conversations: ChatConversation[]): void;
  /** Holds a conversation's latest messages read elsewhere (the im page's loader), as loadLatest would. */
  hold(id: number, latest: ChatHistory): void;
  loadLatest(id: number): Promise<void>;
  loadOlder(id: number): Promise<void>;
  send(id: number, body: string): Promise<void>;
  markRead(id: number): Promise<void>;
}

export function createChatClient(env: ChatConnectionEnvironment): ChatClient {
  const store = createStore<ChatState>(() => ({
    me: undefined,
    status: 'offline',
    conversations: {},
    threads: {},
    unread: 0,
  }));
  const connection = new ChatConnection(env, () =>
    Object.entries(store.getState().threads).map(([id, thread]) => ({
      id: Number(id),
      after: thread.messages.at(-1)?.seq ?? 0,
    })),
  );
  let started = false;

  const setConversations = (
    update: (all: Record<number, ChatConversation>) => Record<number, ChatConversation>,
  ) => {
    const conversations = update(store.getState().conversations);
    const unread = totalUnread(Object.values(conversations));
    store.setState({ conversations, unread });
    bus.emit('chat:unread', { count: unread });
  };
  const setThread = (id: number, update: (thread: Thread) => Thread) => {
    const threads = store.getState().threads;
    const thread = threads[id] ?? { messages: [], hasOlder: false, loading: false };
    store.setState({ threads: { ...threads, [id]: update(thread) } });
  };

  async function fillFrom(id: number, after: number): Promise<void> {
    const page = await api.chatHistory({ params: { id }, query: { after: String(after), limit: '100' } });
    setThread(id, (thread) => ({ ...thread, messages: mergeMessages(thread.messages, page.messages) }));
    const last = page.messages.at(-1)?.seq;
    // Onward only while the pages move forward: an answer that does not is not asked again.
    if (page.more && last !== undefined && last > after) await fillFrom(id, last);
  }

  function received(messages: ChatMessage[]): void {
    const { me, conversations, threads } = store.getState();
    let unknown = false;
    for (const message of messages) {
      const id = message.conversation_id;
      const conversation = conversations[id];
      if (conversation)
        setConversations((all) => ({ ...all, [id]: withMessage(all[id] ?? conversation, message, me) }));
      else unknown = true;
      if (threads[id]) {
        setThread(id, (thread) => ({ ...thread, messages: mergeMessages(thread.messages, [message]) }));
        const gap = firstGap(store.getState().threads[id]?.messages ?? []);
        if (gap !== null) void fillFrom(id, gap).catch(() => {});
      }
    }
    if (unknown) void client.refresh().catch(() => {});
  }

  function onFrame(frame: ChatServerFrame): void {
    switch (frame.type) {
      case 'welcome':
        store.setState({ me: frame.user_id });
        // Whatever changed while the socket was away: the list again (threads resume by seq).
        void client.refresh().catch(() => {});
        return;
      case 'message':
        received([frame.message]);
        return;
      case 'resumed':
        received(frame.messages);
        if (frame.more) void fillFrom(frame.conversation_id, frame.messages.at(-1)?.seq ?? 0).catch(() => {});
        return;
      case 'read': {
        if (frame.user_id !== store.getState().me) return;
        const conversation = store.getState().conversations[frame.conversation_id];
        if (conversation)
          setConversations((all) => ({
            ...all,
            [frame.conversation_id]: withRead(conversation, frame.read_seq),
          }));
        return;
      }
      case 'pong':
        return;
    }
  }

  const client: ChatClient = {
    store,
    start() {
      if (started) return;
      started = true;
      connection.onFrame(onFrame);
      connection.onStatus((status) => store.setState({ status }));
      connection.start();
    },
    async refresh() {
      const { data } = await api.chatConversations({}, { quiet: true });
      client.remember(data);
    },
    remember(list) {
      setConversations((all) => {
        const next = { ...all };
        for (const conversation of list) {
          const known = next[conversation.id];
          // A list read before a message arrived on the socket must not take it back.
          next[conversation.id] = known && known.last_seq > conversation.last_seq ? known : conversation;
        }
        return next;
      });
    },
    hold(id, latest) {
      setThread(id, (thread) => ({
        messages: mergeMessages(thread.messages, latest.messages),
        hasOlder: thread.messages.length === 0 ? latest.more : thread.hasOlder,
        loading: false,
      }));
    },
    async loadLatest(id) {
      if (store.getState().threads[id]?.loading) return;
      setThread(id, (thread) => ({ ...thread, loading: true }));
      try {
        client.hold(id, await api.chatHistory({ params: { id }, query: { limit: String(PAGE) } }));
      } catch (error) {
        setThread(id, (thread) => ({ ...thread, loading: false }));
        throw error;
      }
    },
    async loadOlder(id) {
      const thread = store.getState().threads[id];
      const first = thread?.messages[0]?.seq;
      if (!thread || thread.loading || first === undefined) return;
      setThread(id, (current) => ({ ...current, loading: true }));
      try {
        const page = await api.chatHistory({
          params: { id },
          query: { before: String(first), limit: String(PAGE) },
        });
        setThread(id, (current) => ({
          messages: mergeMessages(current.messages, page.messages),
          hasOlder: page.more,
          loading: false,
        }));
      } catch (error) {
        setThread(id, (current) => ({ ...current, loading: false }));
        throw error;
      }
    },
    async send(id, body) {
      const clientId = newClientId();
      let message: ChatMessage | undefined;
      // One retry with the same client id: a request that reached the server stores the message once.
      for (let attempt = 0; message === undefined; attempt += 1) {
        try {
          message = await api.sendChatMessage({ params: { id }, body: { body, client_id: clientId } });
        } catch (error) {
          if (attempt > 0 || isApiError(error)) throw error;
        }
      }
      received([message]);
    },
    async markRead(id) {
      const conversation = store.getState().conversations[id];
      const last = store.getState().threads[id]?.messages.at(-1)?.seq ?? conversation?.last_seq ?? 0;
      if (!conversation || conversation.read_seq >= last) return;
      const answer = await api.markChatRead({ params: { id }, body: { seq: last } }, { quiet: true });
      const current = store.getState().conversations[id];
      if (current) setConversations((all) => ({ ...all, [id]: withRead(current, answer.read_seq) }));
    },
  };
  return client;
}

/**
 * The page's chat client, made on first use with the browser's socket and the session's token. A server render
 * gets one of its own (renderScoped), which never connects: only the browser's effects start it.
 */
const pageClient = renderScoped('classroom-chat-client', () =>
  createChatClient({
    // Read when it connects, in the browser.
    get location() {
      return window.location;
    },
    openSocket: (url) => new WebSocket(url) as unknown as ChatSocket,
    token: () => sessionStore.getState().token,
    setTimer: (run, ms) => {
      const timer = window.setTimeout(run, ms);
      return () => window.clearTimeout(timer);
    },
    random: Math.random,
  }),
);

export function chatClient(): ChatClient {
  return pageClient();
}
