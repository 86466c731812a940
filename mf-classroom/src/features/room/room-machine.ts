import type { MediaState, RoomPeer } from '@hanyu/contract';
import type { ConnectionState, RtcErrorKind, RtcEvents } from '../rtc/rtc-provider.ts';

/** The classroom's role numbers (the contract's CLASSROOM_ROLE), copied: page chunks import no contract values. */
const TEACHER_ROLE = 1;

/**
 * Where the live room is (SPEC §4 "live room"): entering; admitted but the teacher has not started (no
 * teacher present); live; the network interrupted (reconnecting); over; failed, with a way to re-enter; or
 * left on purpose.
 */
export type RoomPhase = 'joining' | 'waiting' | 'live' | 'reconnecting' | 'over' | 'failed' | 'left';

/** Why the room failed: each has its own message (SPEC §8). */
export type RoomFailure = Extract<RtcErrorKind, 'network' | 'call' | 'replaced' | 'refused' | 'viewersFull'>;

/** A notice about one action; the room goes on. */
export type RoomNotice = Exclude<RtcErrorKind, RoomFailure>;

export interface RemotePeer {
  peer: RoomPeer;
  stream: MediaStream | null;
  /** Bumped when the stream's tracks change, so views attach it again. */
  streamVersion: number;
}

export interface RoomState {
  phase: RoomPhase;
  failure: RoomFailure | null;
  notice: RoomNotice | null;
  /** This participant: the role the entry gave, what it sends, its camera and screen streams. */
  self: {
    peerId: string | null;
    role: 1 | 2 | 3;
    state: MediaState;
    camera: MediaStream | null;
    screen: MediaStream | null;
    version: number;
  };
  /** The others, in the order they came. */
  peers: RemotePeer[];
}

type Payload<K extends keyof RtcEvents> = { type: K } & RtcEvents[K];

/** What moves the room: the provider's events, and the participant leaving. */
export type RoomEvent =
  | Payload<'joined'>
  | Payload<'peer-added'>
  | Payload<'peer-stream'>
  | Payload<'peer-removed'>
  | Payload<'peer-state'>
  | Payload<'local-state'>
  | Payload<'connection'>
  | Payload<'error'>
  | { type: 'left' }
  | { type: 'dismiss-notice' };

const FAILURES: ReadonlySet<RtcErrorKind> = new Set<RoomFailure>([
  'network',
  'call',
  'replaced',
  'refused',
  'viewersFull',
]);

function isFailure(kind: RtcErrorKind): kind is RoomFailure {
  return FAILURES.has(kind);
}

/** The room before the provider has said anything, for a participant entering with `role`. */
export function initialRoomState(role: 1 | 2 | 3): RoomState {
  return {
    phase: 'joining',
    failure: null,
    notice: null,
    self: {
      peerId: null,
      role,
      state: { audio: false, video: false, screen: false },
      camera: null,
      screen: null,
      version: 0,
    },
    peers: [],
  };
}

/** Whether the lesson has started: a teacher is in the room (this participant or another). */
export function teacherPresent(state: RoomState): boolean {
  return state.self.role === TEACHER_ROLE || state.peers.some(({ peer }) => peer.role === TEACHER_ROLE);
}

/** The phase of an admitted, connected room: live once a teacher is in. */
function admitted(state: RoomState): RoomState {
  return { ...state, phase: teacherPresent(state) ? 'live' : 'waiting' };
}

function settled(phase: RoomPhase): boolean {
  return phase === 'over' || phase === 'failed' || phase === 'left';
}

function connectionChanged(state: RoomState, connection: ConnectionState): RoomState {
  switch (connection) {
    case 'connecting':
      return { ...state, phase: 'joining' };
    case 'connected':
      return admitted(state);
    case 'reconnecting':
      return { ...state, phase: 'reconnecting' };
    case 'over':
      return { ...state, phase: 'over' };
    case 'failed':
      return { ...state, phase: 'failed', failure: state.failure ?? 'network' };
  }
}

function updatePeer(state: RoomState, peerId: string, change: (peer: RemotePeer) => RemotePeer): RoomState {
  return {
    ...state,
    peers: state.peers.map((remote) => (remote.peer.peer_id === peerId ? change(remote) : remote)),
  };
}

/**
 * The live room as a pure reducer over the provider's events. Over, failed and left are final: a provider
 * winding down may still report, and re-entering starts a new room.
 */
export function roomReducer(state: RoomState, event: RoomEvent): RoomState {
  if (event.type === 'dismiss-notice') return { ...state, notice: null };
  if (settled(state.phase)) return state;
  switch (event.type) {
    case 'joined': {
      const next: RoomState = {
        ...state,
        self: { ...state.self, peerId: event.you.peer_id, state: event.you.state },
        peers: event.peers.map((peer) => ({ peer, stream: null, streamVersion: 0 })),
      };
      return state.phase === 'joining' || state.phase === 'reconnecting' ? next : admitted(next);
    }
    case 'peer-added': {
      const others = state.peers.filter(({ peer }) => peer.peer_id !== event.peer.peer_id);
      const next = { ...state, peers: [...others, { peer: event.peer, stream: null, streamVersion: 0 }] };
      return state.phase === 'waiting' || state.phase === 'live' ? admitted(next) : next;
    }
    case 'peer-removed': {
      const next = { ...state, peers: state.peers.filter(({ peer }) => peer.peer_id !== event.peerId) };
      return state.phase === 'waiting' || state.phase === 'live' ? admitted(next) : next;
    }
    case 'peer-stream':
      return updatePeer(state, event.peerId, (remote) => ({
        ...remote,
        stream: event.stream,
        streamVersion: remote.streamVersion + 1,
      }));
    case 'peer-state':
      return updatePeer(state, event.peerId, (remote) => ({
        ...remote,
        peer: { ...remote.peer, state: event.state },
      }));
    case 'local-state':
      return {
        ...state,
        self: {
          ...state.self,
          state: event.state,
          camera: event.camera,
          screen: event.screen,
          version: state.self.version + 1,
        },
      };
    case 'connection':
      return connectionChanged(state, event.state);
    case 'error':
      return isFailure(event.kind)
        ? { ...state, phase: 'failed', failure: event.kind }
        : { ...state, notice: event.kind };
    case 'left':
      return { ...state, phase: 'left' };
  }
}
