import { randomBytes } from 'node:crypto';
import {
  ClientSignal,
  type MediaState,
  type RoomPeer,
  type ServerSignal,
  SIGNAL_CLOSE,
} from '@hanyu/contract';
import type { FastifyBaseLogger } from 'fastify';
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import * as v from 'valibot';
import type { RawData, WebSocket } from 'ws';
import type { ClassroomRole, PeerRecord, RoomBus, RoomMessage, RoomRef } from '../../realtime/room-bus.ts';
import { currentPage, turnPage } from './courseware-page.ts';

/**
 * The signalling sockets of this process (docs/classroom-protocol.md): each is admitted by its room token,
 * welcomed with the room as the bus knows it, and from then on relays its peer's messages through the bus;
 * the room's close ends every socket in it. A socket's steps (admission, each message, its end) run one after
 * another, so a message never overtakes the welcome and the end always comes last.
 */

/** A person's media state until they send theirs: microphone and camera on, no screen shared. */
export const DEFAULT_MEDIA_STATE: MediaState = { audio: true, video: true, screen: false };
/** How long a room's shared data outlives its close if no process is left to clear it. */
const ROOM_DATA_MARGIN_MS = 3_600_000;
/** At shutdown a socket has this long to finish its closing handshake before it is cut. */
const CLOSE_GRACE_MS = 1_000;
/** setTimeout's longest delay; a room further away than that is looked at again then. */
const MAX_TIMER_MS = 2 ** 31 - 1;
/** The WebSocket codes of a deliberate leave and a failure of ours. */
const NORMAL_CLOSE = 1000;
/** A stopping server's close (1012, service restart): the page reconnects, behind a balancer elsewhere. */
const SERVICE_RESTART = 1012;
const INTERNAL_ERROR = 1011;

/**
 * What one socket may cost (issue 24): the room's messages waiting to be sent to it, the messages it sent
 * waiting their turn, and how much it may send. A socket that does not read is closed once its waiting
 * messages pass `maxBufferedBytes` (SIGNAL_CLOSE.tooSlow); one that sends faster than it is handled stops
 * being read past `maxPendingBytes` (TCP then holds its sender back); one that sends more than
 * `messagesPerWindow` or `bytesPerWindow` within `windowSeconds` is closed (SIGNAL_CLOSE.tooFast).
 */
export interface RelayLimits {
  maxBufferedBytes: number;
  maxPendingBytes: number;
  messagesPerWindow: number;
  bytesPerWindow: number;
  windowSeconds: number;
  /** How long a socket closed as too slow has to take its close before it is cut (its memory let go). */
  slowCloseGraceMs: number;
}

export const DEFAULT_RELAY_LIMITS: RelayLimits = {
  // Room for a burst of offers to a big class's teacher on a slow link; one slow socket costs at most this.
  maxBufferedBytes: 4 * 1024 * 1024,
  maxPendingBytes: 512 * 1024,
  // Trickled candidates of a small class's mesh at its start are a few hundred messages; SDPs tens of KB.
  messagesPerWindow: 500,
  bytesPerWindow: 4 * 1024 * 1024,
  windowSeconds: 10,
  slowCloseGraceMs: 5_000,
};

/** Who a valid token admits to which open room. */
export interface Admission {
  room: string;
  closesAt: Date;
  /** The lesson or the group session of the room: one of the two. */
  lessonId: number | null;
  groupSessionId: number | null;
  /** A big class's viewer: admitted only while fewer viewers than this are in the room (else 4429). */
  viewerLimit: number | null;
  userId: number;
  name: string;
  role: ClassroomRole;
}

export interface AttendanceLog {
  joined(row: {
    roomId: string;
    lessonId: number | null;
    groupSessionId: number | null;
    userId: number;
    role: ClassroomRole;
    joinedAt: Date;
  }): Promise<string>;
  left(id: string, at: Date): Promise<void>;
}

export interface SignalRoomsOptions {
  bus: RoomBus;
  now: () => Date;
  /** The room a token admits to, or the close code refusing it (4401, 4403; 4429 is the room's own). */
  admit: (token: string | undefined) => Promise<Admission | { refuse: number }>;
  attendance: AttendanceLog;
  log: FastifyBaseLogger;
  /** DEFAULT_RELAY_LIMITS unless given. */
  limits?: Partial<RelayLimits>;
}

/** One socket, from its opening to the end of its clean-up. */
interface Link {
  socket: WebSocket;
  /** `attendance` settles with the row that records this stay (undefined if it could not be written). */
  joined?: { peer: PeerRecord; ref: RoomRef; attendance: Promise<string | undefined> };
  /** This socket's key in the rate limiters. */
  id: string;
  /** The welcome is sent: until then the room's messages wait in `queue` (`queuedBytes` of them). */
  ready: boolean;
  queue: string[];
  queuedBytes: number;
  /** Bytes received and not yet handled; past maxPendingBytes the socket is paused. */
  pendingBytes: number;
  /** The socket's steps, one after another. */
  steps: Promise<void>;
  /** Settles once the socket has closed and its clean-up is done. */
  finished: Promise<void>;
}

interface LocalRoom {
  links: Map<string, Link>;
  subscribed: Promise<void>;
  timer: NodeJS.Timeout | undefined;
}

const newPeerId = () => randomBytes(12).toString('base64url');

function send(socket: WebSocket, signal: ServerSignal): void {
  if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(signal));
}

function byteLength(data: RawData): number {
  if (Array.isArray(data)) return data.reduce((sum, part) => sum + part.length, 0);
  return data instanceof ArrayBuffer ? data.byteLength : data.length;
}

function close(socket: WebSocket, code: number, reason: string): void {
  if (socket.readyState === socket.OPEN || socket.readyState === socket.CONNECTING)
    socket.close(code, reason);
}

export class SignalRooms {
  private readonly links = new Set<Link>();
  private readonly rooms = new Map<string, LocalRoom>();
  private closing = false;
  private readonly limits: RelayLimits;
  private readonly messageRate: RateLimiterMemory;
  private readonly byteRate: RateLimiterMemory;

  constructor(private readonly options: SignalRoomsOptions) {
    options.bus.listen((room, message) => this.deliver(room, message));
    this.limits = { ...DEFAULT_RELAY_LIMITS, ...options.limits };
    const window = this.limits.windowSeconds;
    this.messageRate = new RateLimiterMemory({ points: this.limits.messagesPerWindow, duration: window });
    this.byteRate = new RateLimiterMemory({ points: this.limits.bytesPerWindow, duration: window });
  }

  /** How many sockets and rooms this process holds (tests: all is let go once the sockets closed). */
  get size(): { sockets: number; rooms: number } {
    return { sockets: this.links.size, rooms: this.rooms.size };
  }

  /** Takes a socket just opened with the token of its URL; every message is listened to from now on. */
  connect(socket: WebSocket, token: string | undefined): void {
    let finish = () => {};
    const link: Link = {
      socket,
      id: randomBytes(9).toString('base64url'),
      ready: false,
      queue: [],
      queuedBytes: 0,
      pendingBytes: 0,
      steps: Promise.resolve(),
      finished: new Promise((resolve) => {
        finish = resolve;
      }),
    };
    this.links.add(link);
    const step = (run: () => Promise<void>, what: string) => {
      link.steps = link.steps.then(run).catch((error: unknown) => {
        this.options.log.error({ err: error }, `classroom socket: ${what} failed`);
        close(socket, INTERNAL_ERROR, 'Server error');
      });
    };
    socket.on('message', (data, isBinary) => {
      const size = byteLength(data);
      this.count(link, size);
      // What waits its turn is bounded: past it the socket is not read, and TCP holds its sender back.
      link.pendingBytes += size;
      if (link.pendingBytes > this.limits.maxPendingBytes) socket.pause();
      step(async () => {
        link.pendingBytes -= size;
        if (link.pendingBytes <= this.limits.maxPendingBytes && socket.isPaused) socket.resume();
        await this.receive(link, data, isBinary);
      }, 'message');
    });
    socket.on('close', () => {
      step(() => this.leave(link), 'leave');
      void link.steps.then(() => {
        this.links.delete(link);
        link.queue = [];
        void this.messageRate.delete(link.id);
        void this.byteRate.delete(link.id);
        finish();
      });
    });
    if (this.closing) close(socket, SERVICE_RESTART, 'Service restart');
    else step(() => this.join(link, token), 'join');
  }

  /**
   * Every session of a user has ended (password changed, account deleted): their sockets here close with
   * 4401, a socket still being admitted too (looked at once its join is done). Their tokens admit no more.
   */
  endSessionsOf(userId: number): void {
    for (const link of this.links) {
      link.steps = link.steps.then(() => {
        if (link.joined?.peer.user_id === userId) close(link.socket, SIGNAL_CLOSE.badToken, 'Session ended');
      });
    }
  }

  /** Counts a message against the socket's rates; one over them closes it (SIGNAL_CLOSE.tooFast). */
  private count(link: Link, size: number): void {
    const over = (error: unknown) => {
      if (!(error instanceof RateLimiterRes)) {
        this.options.log.error({ err: error }, 'classroom socket: counting a message failed');
        return;
      }
      if (link.socket.readyState !== link.socket.OPEN) return;
      this.options.log.warn({ limit: 'rate' }, 'classroom socket: closed, sending too fast');
      close(link.socket, SIGNAL_CLOSE.tooFast, 'Too many messages');
    };
    // The counts are taken at once; a refusal arrives a turn later and closes the socket.
    this.messageRate.consume(link.id, 1).catch(over);
    this.byteRate.consume(link.id, Math.max(1, size)).catch(over);
  }

  /**
   * Sends to one of this process's sockets, or keeps it for after the welcome. A socket with more than
   * maxBufferedBytes waiting (it does not read) is closed rather than sent more (SIGNAL_CLOSE.tooSlow).
   */
  private relay(link: Link, signal: ServerSignal): void {
    const { socket } = link;
    if (socket.readyState !== socket.OPEN) return;
    const text = JSON.stringify(signal);
    const size = Buffer.byteLength(text);
    const waiting = link.ready ? socket.bufferedAmount : link.queuedBytes;
    if (waiting + size > this.limits.maxBufferedBytes) {
      link.queue = [];
      link.queuedBytes = 0;
      this.options.log.warn({ waiting }, 'classroom socket: closed, not reading what the room sends');
      close(socket, SIGNAL_CLOSE.tooSlow, 'Too slow');
      // One that reads nothing never takes the close: cut it, and what waits for it is let go.
      setTimeout(() => socket.terminate(), this.limits.slowCloseGraceMs).unref();
      return;
    }
    if (link.ready) socket.send(text);
    else {
      link.queue.push(text);
      link.queuedBytes += size;
    }
  }

  /** Ends every socket (the server is stopping) and waits for their clean-up. */
  async close(): Promise<void> {
    this.closing = true;
    for (const room of this.rooms.values()) clearTimeout(room.timer);
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

  private async join(link: Link, token: string | undefined): Promise<void> {
    const { bus, now } = this.options;
    const admission = await this.options.admit(token);
    if ('refuse' in admission) return close(link.socket, admission.refuse, 'Not admitted');
    if (link.socket.readyState !== link.socket.OPEN) return;
    const peer: PeerRecord = {
      peer_id: newPeerId(),
      user_id: admission.userId,
      name: admission.name,
      role: admission.role,
    };
    const ref: RoomRef = {
      id: admission.room,
      keepMs: admission.closesAt.getTime() - now().getTime() + ROOM_DATA_MARGIN_MS,
    };
    link.joined = { peer, ref, attendance: Promise.resolve(undefined) };
    const room = this.localRoom(admission.room, admission.closesAt);
    room.links.set(peer.peer_id, link);
    await room.subscribed;

    const present = await bus.peers(ref.id);
    // One connection per person: an older one (another tab or device) yields to this one.
    for (const older of present.filter((other) => other.user_id === peer.user_id)) {
      if (!(await bus.removePeer(ref.id, older.peer_id))) continue;
      await bus.publish(ref.id, { kind: 'replaced', peer_id: older.peer_id });
      await bus.publish(ref.id, {
        kind: 'signal',
        to: null,
        signal: { type: 'peer-left', peer_id: older.peer_id },
      });
    }
    const others = present.filter((other) => other.user_id !== peer.user_id);
    // A big class's last viewer place goes to one of two at once: the bus counts and adds in one step.
    if (admission.viewerLimit === null) await bus.addPeer(ref, peer);
    else if (!(await bus.addViewer(ref, peer, admission.viewerLimit))) {
      link.joined = undefined;
      room.links.delete(peer.peer_id);
      return close(link.socket, SIGNAL_CLOSE.viewersFull, 'Viewers full');
    }
    const [states, page] = await Promise.all([bus.states(ref.id), currentPage(bus, ref.id)]);
    const withState = (record: PeerRecord): RoomPeer => ({
      ...record,
      state: states.get(record.user_id) ?? DEFAULT_MEDIA_STATE,
    });
    const you = withState(peer);
    await bus.publish(ref.id, {
      kind: 'signal',
      to: null,
      except: peer.peer_id,
      signal: { type: 'peer-joined', peer: you },
    });
    // The evidence of attendance is written beside the welcome: a join waits for no commit.
    link.joined.attendance = this.options.attendance
      .joined({
        roomId: ref.id,
        lessonId: admission.lessonId,
        groupSessionId: admission.groupSessionId,
        userId: peer.user_id,
        role: peer.role,
        joinedAt: now(),
      })
      .catch((error: unknown) => {
        this.options.log.error({ err: error }, 'classroom attendance not written');
        return undefined;
      });
    send(link.socket, {
      type: 'welcome',
      you,
      peers: others.map(withState),
      room: { id: ref.id, closes_at: admission.closesAt.toISOString() },
      page,
    });
    link.ready = true;
    // What arrived while joining, but not a peer the welcome already lists.
    const listed = new Set(others.map((other) => other.peer_id));
    const queued = link.queue.splice(0);
    link.queuedBytes = 0;
    for (const text of queued) {
      const signal = JSON.parse(text) as ServerSignal;
      if (signal.type !== 'peer-joined' || !listed.has(signal.peer.peer_id)) this.relay(link, signal);
    }
  }

  private async receive(link: Link, data: RawData, isBinary: boolean): Promise<void> {
    const { joined, socket } = link;
    if (!joined || socket.readyState !== socket.OPEN) return;
    const parsed = isBinary ? undefined : v.safeParse(ClientSignal, parseJson(data.toString()));
    if (!parsed?.success) return close(socket, SIGNAL_CLOSE.badMessage, 'Unknown message');
    const message = parsed.output;
    const { peer, ref } = joined;
    switch (message.type) {
      case 'ping':
        return send(socket, { type: 'pong' });
      case 'leave':
        return close(socket, NORMAL_CLOSE, 'Left');
      case 'state':
        await this.options.bus.setState(ref, peer.user_id, message.state);
        return this.options.bus.publish(ref.id, {
          kind: 'signal',
          to: null,
          except: peer.peer_id,
          signal: { type: 'peer-state', peer_id: peer.peer_id, state: message.state },
        });
      case 'page':
        await turnPage(this.options.bus, ref, peer, message.page);
        return;
      case 'signal':
        if (message.to === peer.peer_id) return;
        return this.options.bus.publish(ref.id, {
          kind: 'signal',
          to: message.to,
          signal: { type: 'signal', from: peer.peer_id, data: message.data },
        });
    }
  }

  private async leave(link: Link): Promise<void> {
    const { joined } = link;
    if (!joined) return;
    const { peer, ref } = joined;
    const room = this.rooms.get(ref.id);
    if (room?.links.get(peer.peer_id) === link) {
      room.links.delete(peer.peer_id);
      if (room.links.size === 0) {
        clearTimeout(room.timer);
        this.rooms.delete(ref.id);
        await this.options.bus.unsubscribe(ref.id);
      }
    }
    // A peer another connection replaced, or a room that closed, was taken out of the room already.
    if (await this.options.bus.removePeer(ref.id, peer.peer_id))
      await this.options.bus.publish(ref.id, {
        kind: 'signal',
        to: null,
        signal: { type: 'peer-left', peer_id: peer.peer_id },
      });
    const leftAt = this.options.now();
    const attendanceId = await joined.attendance;
    if (attendanceId !== undefined) await this.options.attendance.left(attendanceId, leftAt);
  }

  /** This process's part of a room: subscribed to its messages, with a timer for its close. */
  private localRoom(id: string, closesAt: Date): LocalRoom {
    let room = this.rooms.get(id);
    if (!room) {
      room = { links: new Map(), subscribed: this.options.bus.subscribe(id), timer: undefined };
      this.rooms.set(id, room);
      this.closeRoomAt(id, room, closesAt);
    }
    return room;
  }

  private closeRoomAt(id: string, room: LocalRoom, closesAt: Date): void {
    const wait = closesAt.getTime() - this.options.now().getTime();
    room.timer = setTimeout(
      () => {
        if (wait > MAX_TIMER_MS) return this.closeRoomAt(id, room, closesAt);
        this.closeRoom(id, room).catch((error: unknown) =>
          this.options.log.error({ err: error, room: id }, 'classroom: closing the room failed'),
        );
      },
      Math.max(0, Math.min(wait, MAX_TIMER_MS)),
    );
    room.timer.unref();
  }

  /** The room is over: every socket in it is told and closed, and what the bus kept of it is dropped. */
  private async closeRoom(id: string, room: LocalRoom): Promise<void> {
    for (const link of room.links.values()) {
      if (link.ready) send(link.socket, { type: 'over' });
      close(link.socket, SIGNAL_CLOSE.over, 'Room over');
    }
    await this.options.bus.clearRoom(id);
  }

  /** A message of the bus, for this process's sockets in the room. */
  private deliver(id: string, message: RoomMessage): void {
    const room = this.rooms.get(id);
    if (!room) return;
    if (message.kind === 'replaced') {
      const link = room.links.get(message.peer_id);
      if (link) close(link.socket, SIGNAL_CLOSE.replaced, 'Opened elsewhere');
      return;
    }
    const targets =
      message.to === null
        ? [...room.links].filter(([peerId]) => peerId !== message.except).map(([, link]) => link)
        : [room.links.get(message.to)].filter((link) => link !== undefined);
    for (const link of targets) this.relay(link, message.signal);
  }
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
