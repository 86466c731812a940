import type { RoomPeer } from '@hanyu/contract';
import { roomPeer } from '../../testing/fixtures.ts';
import {
  initialRoomState,
  type RoomEvent,
  type RoomState,
  roomReducer,
  teacherPresent,
} from './room-machine.ts';

const STUDENT = 2;
const TEACHER = 1;
const me = (fields: Partial<RoomPeer> = {}) =>
  roomPeer({ peer_id: 'p-me', user_id: 5, name: 'Emma B.', role: 2, ...fields });
const teacher = roomPeer();
const assistant = roomPeer({ peer_id: 'p-assistant', user_id: 12, name: 'Bo Chen', role: 3 });
const stream = {} as MediaStream;

function run(events: RoomEvent[], start: RoomState = initialRoomState(STUDENT)): RoomState {
  return events.reduce(roomReducer, start);
}

const admitted = (peers: RoomPeer[], you = me()): RoomEvent[] => [
  { type: 'connection', state: 'connecting' },
  { type: 'joined', you, peers },
  { type: 'connection', state: 'connected' },
];

describe('the room machine', () => {
  it('starts entering', () => {
    expect(initialRoomState(STUDENT)).toMatchObject({ phase: 'joining', peers: [], failure: null });
  });

  it('waits while no teacher is in, and goes live when the teacher comes', () => {
    const waiting = run(admitted([assistant]));
    expect(waiting.phase).toBe('waiting');
    expect(teacherPresent(waiting)).toBe(false);

    const live = roomReducer(waiting, { type: 'peer-added', peer: teacher });
    expect(live.phase).toBe('live');
    expect(live.peers.map(({ peer }) => peer.name)).toEqual(['Bo Chen', 'Ana Li']);

    expect(roomReducer(live, { type: 'peer-removed', peerId: teacher.peer_id }).phase).toBe('waiting');
  });

  it('is live at once when the teacher is already in, or when the teacher is the one entering', () => {
    expect(run(admitted([teacher])).phase).toBe('live');
    const alone = run(admitted([], me({ role: TEACHER })), initialRoomState(TEACHER));
    expect(alone.phase).toBe('live');
    expect(alone.peers).toEqual([]);
  });

  it('takes its own state from the server on admission', () => {
    const room = run(admitted([teacher], me({ state: { audio: false, video: true, screen: false } })));
    expect(room.self).toMatchObject({ peerId: 'p-me', state: { audio: false, video: true, screen: false } });
  });

  it("keeps each participant's stream and state, bumping the version when the stream changes", () => {
    let room = run(admitted([teacher]));
    room = roomReducer(room, { type: 'peer-stream', peerId: teacher.peer_id, stream });
    room = roomReducer(room, { type: 'peer-stream', peerId: teacher.peer_id, stream });
    room = roomReducer(room, {
      type: 'peer-state',
      peerId: teacher.peer_id,
      state: { audio: true, video: false, screen: true },
    });
    expect(room.peers[0]).toMatchObject({
      stream,
      streamVersion: 2,
      peer: { state: { audio: true, video: false, screen: true } },
    });
    // A participant the room does not know changes nothing.
    expect(roomReducer(room, { type: 'peer-stream', peerId: 'p-gone', stream })).toEqual(room);
  });

  it('shows what this browser sends', () => {
    const room = roomReducer(run(admitted([teacher])), {
      type: 'local-state',
      state: { audio: true, video: false, screen: true },
      camera: stream,
      screen: stream,
    });
    expect(room.self).toMatchObject({ state: { audio: true, video: false, screen: true }, version: 1 });
  });

  it('reconnects after the network drops and is back where it was once admitted again', () => {
    let room = run(admitted([teacher]));
    room = roomReducer(room, { type: 'connection', state: 'reconnecting' });
    expect(room.phase).toBe('reconnecting');
    // The welcome of the new connection: the teacher left meanwhile.
    room = roomReducer(room, { type: 'joined', you: me(), peers: [] });
    expect(room.phase).toBe('reconnecting');
    room = roomReducer(room, { type: 'connection', state: 'connected' });
    expect(room.phase).toBe('waiting');
    expect(room.peers).toEqual([]);
  });

  it('is over when the room closes, and stays over', () => {
    const over = run([...admitted([teacher]), { type: 'connection', state: 'over' }]);
    expect(over.phase).toBe('over');
    expect(
      run(
        [
          { type: 'peer-added', peer: teacher },
          { type: 'connection', state: 'connected' },
        ],
        over,
      ),
    ).toBe(over);
  });

  it.each([
    ['network', 'network'],
    ['call', 'call'],
    ['replaced', 'replaced'],
    ['refused', 'refused'],
  ] as const)('fails for %s, and the failed connection after it keeps the reason', (kind, failure) => {
    const room = run([
      ...admitted([teacher]),
      { type: 'error', kind },
      { type: 'connection', state: 'failed' },
    ]);
    expect(room).toMatchObject({ phase: 'failed', failure });
  });

  it('calls a failed connection without a reason a lost network', () => {
    expect(run([{ type: 'connection', state: 'failed' }])).toMatchObject({
      phase: 'failed',
      failure: 'network',
    });
  });

  it('shows notices about one action without leaving the room, until dismissed', () => {
    let room = run([...admitted([teacher]), { type: 'error', kind: 'screen-unsupported' }]);
    expect(room).toMatchObject({ phase: 'live', notice: 'screen-unsupported' });
    room = roomReducer(room, { type: 'dismiss-notice' });
    expect(room.notice).toBeNull();
  });

  it('is left when the participant leaves, and a provider winding down changes nothing', () => {
    const left = run([...admitted([teacher]), { type: 'left' }]);
    expect(left.phase).toBe('left');
    expect(roomReducer(left, { type: 'connection', state: 'failed' })).toBe(left);
  });
});
