import type { ChatClientFrame, ChatServerFrame } from '@hanyu/contract';
import { reconnectDelay } from '../realtime/reconnect-delay.ts';
import { CLOSE_UNAUTHORIZED, SOCKET_PATH } from './chat-thread.ts';

/**
 * The page's one chat socket (docs/chat-protocol.md): says hello with the session token, reconnects with a
 * growing delay when it drops, and after each reconnect asks for what each open thread missed (`resume`).
 */

export interface ChatSocket {
  readonly readyState: number;
  send(data: string): void;
  close(code?: number): void;
  onopen: (() => void) | null;
  onmessage: ((event: { data: unknown }) => void) | null;
  onclose: ((event: { code: number }) => void) | null;
}

export interface ChatConnectionEnvironment {
  location: { protocol: string; host: string };
  openSocket(url: string): ChatSocket;
  /** The session token now; none stops the connection. */
  token(): string | undefined;
  setTimer(run: () => void, ms: number): () => void;
  random(): number;
}

const OPEN = 1;
const PING_MS = 25_000;

export function chatSocketUrl(location: { protocol: string; host: string }): string {
  const scheme = location.protocol === 'https:' ? 'wss:' : 'ws:';
  return `${scheme}//${location.host}/api${SOCKET_PATH}`;
}

export type ChatConnectionStatus = 'connecting' | 'open' | 'offline' | 'signed-out';

export class ChatConnection {
  #socket: ChatSocket | undefined;
  #attempt = 0;
  #stopped = true;
  #cancelTimer: () => void = () => {};
  #cancelPing: () => void = () => {};
  readonly #listeners = new Set<(frame: ChatServerFrame) => void>();
  readonly #statusListeners = new Set<(status: ChatConnectionStatus) => void>();
  status: ChatConnectionStatus = 'offline';

  /** `resumeFrom` names the open threads and the last seq each holds, asked for at every (re)connect. */
  constructor(
    private readonly env: ChatConnectionEnvironment,
    private readonly resumeFrom: () => Array<{ id: number; after: number }>,
  ) {}

  onFrame(listener: (frame: ChatServerFrame) => void): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  onStatus(listener: (status: ChatConnectionStatus) => void): () => void {
    this.#statusListeners.add(listener);
    return () => this.#statusListeners.delete(listener);
  }

  start(): void {
    if (!this.#stopped) return;
    this.#stopped = false;
    this.#connect();
  }

  stop(): void {
    this.#stopped = true;
    this.#cancelTimer();
    this.#cancelPing();
    const socket = this.#socket;
    this.#socket = undefined;
    socket?.close(1000);
    this.#setStatus('offline');
  }

  #setStatus(status: ChatConnectionStatus): void {
    this.status = status;
    for (const listener of this.#statusListeners) listener(status);
  }

  #send(frame: ChatClientFrame): void {
    if (this.#socket?.readyState === OPEN) this.#socket.send(JSON.stringify(frame));
  }

  #connect(): void {
    const token = this.env.token();
    if (!token) {
      this.#setStatus('signed-out');
      return;
    }
    this.#setStatus('connecting');
    const socket = this.env.openSocket(chatSocketUrl(this.env.location));
    this.#socket = socket;
    socket.onopen = () => this.#send({ type: 'hello', token });
    socket.onmessage = (event) => {
      let frame: ChatServerFrame;
      try {
        frame = JSON.parse(String(event.data)) as ChatServerFrame;
      } catch {
        return;
      }
      if (frame.type === 'welcome') {
        this.#attempt = 0;
        this.#setStatus('open');
        const conversations = this.resumeFrom().slice(0, 50);
        if (conversations.length > 0) this.#send({ type: 'resume', conversations });
        this.#ping();
      }
      for (const listener of this.#listeners) listener(frame);
    };
    socket.onclose = (event) => {
      if (this.#socket !== socket) return;
      this.#socket = undefined;
      this.#cancelPing();
      if (this.#stopped) return;
      if (event.code === CLOSE_UNAUTHORIZED) {
        this.#setStatus('signed-out');
        return;
      }
      this.#setStatus('offline');
      this.#attempt += 1;
      this.#cancelTimer = this.env.setTimer(
        () => this.#connect(),
        reconnectDelay(this.#attempt, this.env.random()),
      );
    };
  }

  #ping(): void {
    this.#cancelPing();
    this.#cancelPing = this.env.setTimer(() => {
      this.#send({ type: 'ping' });
      this.#ping();
    }, PING_MS);
  }
}
