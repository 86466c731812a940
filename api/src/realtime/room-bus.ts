import { CLASSROOM_ROLE, type MediaState, type ServerSignal } from '@hanyu/contract';
import type { Redis } from 'ioredis';

/**
 * What the API processes share about rooms: who is in each (presence), each person's media state, and the
 * messages for a room's sockets. Each process delivers to its own sockets only. In memory for one process;
 * through Redis for several (docs/classroom-protocol.md, "Several API processes").
 */

/** Who a person is in a room (CLASSROOM_ROLE): teacher 1, student 2, assistant 3. */
export type ClassroomRole = (typeof CLASSROOM_ROLE)[keyof typeof CLASSROOM_ROLE];

/** A connection in a room as every process sees it: a RoomPeer without its state, which is kept per person. */
export interface PeerRecord {
  peer_id: string;
  user_id: number;
  name: string;
  role: ClassroomRole;
}

/** A message for a room's sockets: a signal for one peer or for all but one, or a peer to close as replaced. */
export type RoomMessage =
  | { kind: 'signal'; to: string | null; except?: string; signal: ServerSignal }
  | { kind: 'replaced'; peer_id: string };

/** A room and how long its shared data may outlive this write: its close plus a margin. */
export interface RoomRef {
  id: string;
  keepMs: number;
}

/** The bus of the rooms; `M` is what its messages are (RoomMessage; the chat sends its own, ChatEvent). */
export interface RoomBus<M = RoomMessage> {
  /** Where this process receives the messages of the rooms it subscribed to. */
  listen(deliver: (room: string, message: M) => void): void;
  subscribe(room: string): Promise<void>;
  unsubscribe(room: string): Promise<void>;
  publish(room: string, message: M): Promise<void>;
  /** The connections in the room now. */
  peers(room: string): Promise<PeerRecord[]>;
  addPeer(room: RoomRef, peer: PeerRecord): Promise<void>;
  /**
   * Adds a viewer (role 2) only while fewer than `limit` other viewers are in the room, counting and adding
   * in one step (two processes admitting the last place: one wins); whether it was added.
   */
  addViewer(room: RoomRef, peer: PeerRecord, limit: number): Promise<boolean>;
  /** Whether this call removed the peer: true for one caller only, who then tells the room. */
  removePeer(room: string, peerId: string): Promise<boolean>;
  /** Each person's media state in the room, by user id. */
  states(room: string): Promise<Map<number, MediaState>>;
  setState(room: RoomRef, userId: number, state: MediaState): Promise<void>;
  /** The courseware page the room's teacher turned to last, if any (courseware-page.ts). */
  page(room: string): Promise<number | undefined>;
  setPage(room: RoomRef, page: number): Promise<void>;
  /** Forgets the room (it closed). */
  clearRoom(room: string): Promise<void>;
  close(): Promise<void>;
}

/** Where rooms are shared: this process's memory (one process), or Redis (every process on it). */
export type RoomBusOptions =
  | { kind: 'memory' }
  | {
      kind: 'redis';
      /** A connected client, left open at close; the bus subscribes on a duplicate of its own. */
      client: Redis;
      /** `classroom` unless given (tests keep their runs apart). */
      keyPrefix?: string;
      onError?: (error: unknown) => void;
    };

/** One process's rooms. Messages are delivered after the publisher's turn, as Redis would. */
export function memoryRoomBus<M = RoomMessage>(): RoomBus<M> {
  const peers = new Map<string, Map<string, PeerRecord>>();
  const states = new Map<string, Map<number, MediaState>>();
  const pages = new Map<string, number>();
  const subscribed = new Set<string>();
  let deliver: (room: string, message: M) => void = () => {};
  const entriesOf = <K, V>(map: Map<string, Map<K, V>>, room: string): Map<K, V> => {
    let entries = map.get(room);
    if (!entries) {
      entries = new Map();
      map.set(room, entries);
    }
    return entries;
  };
  return {
    listen(handler) {
      deliver = handler;
    },
    async subscribe(room) {
      subscribed.add(room);
    },
    async unsubscribe(room) {
      subscribed.delete(room);
    },
    async publish(room, message) {
      queueMicrotask(() => {
        if (subscribed.has(room)) deliver(room, message);
      });
    },
    async peers(room) {
      return [...(peers.get(room)?.values() ?? [])];
    },
    async addPeer(room, peer) {
      entriesOf(peers, room.id).set(peer.peer_id, peer);
    },
    async addViewer(room, peer, limit) {
      const entries = entriesOf(peers, room.id);
      const viewers = [...entries.values()].filter(
        (other) => other.role === CLASSROOM_ROLE.student && other.user_id !== peer.user_id,
      );
      if (viewers.length >= limit) return false;
      entries.set(peer.peer_id, peer);
      return true;
    },
    async removePeer(room, peerId) {
      const entries = peers.get(room);
      const removed = entries?.delete(peerId) ?? false;
      if (entries?.size === 0) peers.delete(room);
      return removed;
    },
    async states(room) {
      return new Map(states.get(room) ?? []);
    },
    async setState(room, userId, state) {
      entriesOf(states, room.id).set(userId, state);
    },
    async page(room) {
      return pages.get(room);
    },
    async setPage(room, page) {
      pages.set(room.id, page);
    },
    async clearRoom(room) {
      pages.delete(room);
      peers.delete(room);
      states.delete(room);
    },
    async close() {
      subscribed.clear();
    },
  };
}
