import type { MediaState, ServerSignal } from '@hanyu/contract';
import type { Redis } from 'ioredis';
import type { ClassroomRole } from './classroom.service.ts';
import { redisRoomBus } from './redis-room-bus.ts';

/**
 * What the API processes share about rooms: who is in each (presence), each person's media state, and the
 * messages for a room's sockets. Each process delivers to its own sockets only. In memory for one process;
 * through Redis for several (docs/classroom-protocol.md, "Several API processes").
 */

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

export interface RoomBus {
  /** Where this process receives the messages of the rooms it subscribed to. */
  listen(deliver: (room: string, message: RoomMessage) => void): void;
  subscribe(room: string): Promise<void>;
  unsubscribe(room: string): Promise<void>;
  publish(room: string, message: RoomMessage): Promise<void>;
  /** The connections in the room now. */
  peers(room: string): Promise<PeerRecord[]>;
  addPeer(room: RoomRef, peer: PeerRecord): Promise<void>;
  /** Whether this call removed the peer: true for one caller only, who then tells the room. */
  removePeer(room: string, peerId: string): Promise<boolean>;
  /** Each person's media state in the room, by user id. */
  states(room: string): Promise<Map<number, MediaState>>;
  setState(room: RoomRef, userId: number, state: MediaState): Promise<void>;
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

export function openRoomBus(options: RoomBusOptions): Promise<RoomBus> {
  return options.kind === 'redis' ? redisRoomBus(options) : Promise.resolve(memoryRoomBus());
}

/** One process's rooms. Messages are delivered after the publisher's turn, as Redis would. */
export function memoryRoomBus(): RoomBus {
  const peers = new Map<string, Map<string, PeerRecord>>();
  const states = new Map<string, Map<number, MediaState>>();
  const subscribed = new Set<string>();
  let deliver: (room: string, message: RoomMessage) => void = () => {};
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
    async clearRoom(room) {
      peers.delete(room);
      states.delete(room);
    },
    async close() {
      subscribed.clear();
    },
  };
}
