import type { ClassroomEntry, MediaState, RoomPeer, RtcProviderName } from '@hanyu/contract';

/**
 * How the room reaches the others: 'connecting' the first time, 'connected' once admitted, 'reconnecting'
 * after a drop, 'over' when the room closed, 'failed' when it gave up (the page offers to enter again).
 */
export type ConnectionState = 'connecting' | 'connected' | 'reconnecting' | 'over' | 'failed';

/** What a participant can send. */
export type MediaKind = 'camera' | 'microphone' | 'screen';

/**
 * What went wrong. The first four end the connection (a `failed` connection state follows); the others are
 * notices about one action, and the room goes on.
 */
export type RtcErrorKind =
  /** Gave up reconnecting after the network dropped (SPEC §8: "network interrupted, click OK to re-enter"). */
  | 'network'
  /** A call to another participant could not be (re)established, ICE restarts included. */
  | 'call'
  /** The same person entered the room elsewhere, another tab or device (close code 4409). */
  | 'replaced'
  /** The server refused the room and a fresh entry did not help. */
  | 'refused'
  /** A big class has its authorised number of viewers (close code 4429, SPEC §8). */
  | 'viewersFull'
  /** The browser has no getDisplayMedia. */
  | 'screen-unsupported'
  /** Screen sharing was cancelled or not allowed. */
  | 'screen-denied'
  /** The camera or microphone could not be turned on. */
  | 'device';

/** The events every provider emits, whatever carries the media. */
export interface RtcEvents {
  /** Admitted, the first time or again: who the server says I am and who is in; replaces what was known. */
  joined: { you: RoomPeer; peers: RoomPeer[] };
  /**
   * The courseware page the teacher turned to: on (re)admission (`turned` false: the room's page, shown if the
   * courseware is open), then at each turn of someone else's (`turned` true: a learner's courseware opens on it).
   */
  page: { page: number; turned: boolean };
  'peer-added': { peer: RoomPeer };
  /** A participant's media arrived or changed. */
  'peer-stream': { peerId: string; stream: MediaStream };
  'peer-removed': { peerId: string };
  /** A participant muted, turned the camera off, started sharing, … */
  'peer-state': { peerId: string; state: MediaState };
  /**
   * What this browser sends now: after a toggle, after the server's state was restored on (re)admission, or
   * when the browser ended a screen share. `camera` holds the microphone and camera tracks, `screen` the share.
   */
  'local-state': { state: MediaState; camera: MediaStream | null; screen: MediaStream | null };
  connection: { state: ConnectionState };
  error: { kind: RtcErrorKind };
}

export type RtcListener<K extends keyof RtcEvents> = (payload: RtcEvents[K]) => void;

/**
 * A room's media and presence, whoever carries them: native WebRTC over our signalling socket (`room`), or
 * later Agora or TRTC behind the same calls.
 */
export interface RtcProvider {
  /**
   * Enters the room with the tracks of `local` (null: a listener who sends nothing yet). The provider keeps
   * `local` current: a camera turned off is stopped and removed from it, one turned on again is added; the
   * page stops what is left when it is done. Progress comes as events.
   */
  join(entry: ClassroomEntry, local: MediaStream | null): void;
  /** Leaves on purpose: the others see this participant go; nothing reconnects. */
  leave(): void;
  /** Starts sending a kind of media (asking the browser for the device or the screen as needed). */
  publish(kind: MediaKind): Promise<void>;
  unpublish(kind: MediaKind): void;
  on<K extends keyof RtcEvents>(event: K, listener: RtcListener<K>): () => void;
  /** Turns everyone's courseware to `page` (a teacher's or an assistant's; the server ignores a learner's). */
  turnPage?(page: number): void;
}

export interface RtcProviderOptions {
  /** Asks the API for the entry again: a fresh token after a refusal, and whether the room is still open. */
  renewEntry: () => Promise<ClassroomEntry>;
}

/**
 * The providers this build can carry. `create` is asynchronous so that an adapter can load its vendor's SDK
 * (Agora's and TRTC's are large) only when a room uses it.
 */
export interface RtcProviders {
  supports(name: RtcProviderName): boolean;
  create(name: RtcProviderName, options: RtcProviderOptions): Promise<RtcProvider>;
}

/** A small typed event emitter for providers. */
export function createRtcEmitter() {
  const listeners = new Map<keyof RtcEvents, Set<(payload: never) => void>>();
  return {
    on<K extends keyof RtcEvents>(event: K, listener: RtcListener<K>): () => void {
      const set = listeners.get(event) ?? new Set();
      listeners.set(event, set);
      set.add(listener as (payload: never) => void);
      return () => set.delete(listener as (payload: never) => void);
    },
    emit<K extends keyof RtcEvents>(event: K, payload: RtcEvents[K]): void {
      for (const listener of [...(listeners.get(event) ?? [])]) (listener as RtcListener<K>)(payload);
    },
  };
}
