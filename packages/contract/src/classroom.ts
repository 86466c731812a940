import * as v from 'valibot';
import { CoursewarePageNumber } from './courseware.ts';
import { WEB_RTC_TYPES } from './enums.ts';
import { ERROR_CODES } from './errors.ts';
import { integerText, text } from './request-fields.ts';

/**
 * The live classroom (issue 12, SPEC §3 classroom roles and room types, §4 live room, §5 classroom entry).
 * A room belongs to a booked lesson (`lesson-{id}`); who may enter and when is decided by the API, which
 * answers a short-lived room token; media flows between the browsers (native WebRTC, the default) or through
 * Agora or TRTC, chosen per room. Signalling is a WebSocket on the API: `docs/classroom-protocol.md`.
 */

/** A room is over this long after its lesson's end (late starts, a summary said aloud). */
export const CLASSROOM_GRACE_MINUTES = 30;
/** How long a room token lets its holder (re)connect to the signalling socket. */
export const ROOM_TOKEN_SECONDS = 15 * 60;
/** The signalling socket, under /api. */
export const CLASSROOM_SIGNAL_PATH = '/classroom/signal';

/** Where the room is in its life (SPEC §4): not yet open, open, over. */
export const ROOM_STATES = ['early', 'open', 'over'] as const;
export type RoomState = (typeof ROOM_STATES)[number];

/** Every media provider a room may use: the native peer-to-peer rooms, Agora, TRTC. */
export const RTC_PROVIDERS = [...WEB_RTC_TYPES, 'trtc'] as const;
export type RtcProviderName = (typeof RTC_PROVIDERS)[number];

/** What a participant sends and shows: kept by the server, so a reconnect restores it (issue 12). */
export const MediaState = v.object({
  audio: v.boolean(),
  video: v.boolean(),
  screen: v.boolean(),
});
export type MediaState = v.InferOutput<typeof MediaState>;

export const IceServer = v.object({
  urls: v.array(v.string()),
  username: v.optional(v.string()),
  credential: v.optional(v.string()),
});
export type IceServer = v.InferOutput<typeof IceServer>;

/**
 * The credentials an Agora or TRTC room is entered with, computed by the API from its own keys: Agora's
 * AccessToken2 for `uid` in `channel`, or TRTC's UserSig for `user_id` in the string room `room_id`.
 */
export const ProviderAuth = v.variant('provider', [
  v.object({
    provider: v.literal('agora'),
    app_id: v.string(),
    channel: v.string(),
    uid: v.number(),
    token: v.string(),
  }),
  v.object({
    provider: v.literal('trtc'),
    sdk_app_id: v.number(),
    room_id: v.string(),
    user_id: v.string(),
    user_sig: v.string(),
  }),
]);
export type ProviderAuth = v.InferOutput<typeof ProviderAuth>;

/**
 * The classroom of a lesson as its learner, teacher or an assistant teacher may enter it: the room, the
 * caller's role, when it opens and closes, and, while it is open, the token that admits the caller.
 */
export const ClassroomEntry = v.object({
  room_id: v.string(),
  /** ROOM_TYPE: one-on-one 0, big class 2, small class 4. */
  room_type: v.picklist([0, 2, 4]),
  provider: v.picklist(RTC_PROVIDERS),
  /** CLASSROOM_ROLE: teacher 1, student 2, assistant 3. */
  role: v.picklist([1, 2, 3]),
  state: v.picklist(ROOM_STATES),
  /** Entry opens CLASSROOM_ENTRY_LEAD_MINUTES before the start; the room closes CLASSROOM_GRACE_MINUTES after the end. */
  opens_at: v.string(),
  closes_at: v.string(),
  lesson: v.object({
    id: v.number(),
    course_title: v.string(),
    teacher_name: v.string(),
    student_name: v.string(),
    starts_at: v.string(),
    ends_at: v.string(),
    trial: v.boolean(),
  }),
  /** Present only while the room is open: admits the caller to the signalling socket until `token_expires_at`. */
  token: v.nullable(v.string()),
  token_expires_at: v.nullable(v.string()),
  /** STUN/TURN servers for the browsers (configured by CLASSROOM_ICE_SERVERS). */
  ice_servers: v.array(IceServer),
  /** What the vendor's SDK needs to enter the room: only while it is open and its provider is a vendor. */
  provider_auth: v.nullable(ProviderAuth),
  /**
   * A group session's room (`group-{session_id}`, small class 4 or big class 2), else null. `lesson` then
   * describes the session: `id` the session's, `student_name` the caller's own name.
   */
  group: v.nullable(
    v.object({
      session_id: v.number(),
      course_id: v.number(),
      /** A big class's viewers at once ('The number of authorized viewers is full' beyond it); null otherwise. */
      viewer_limit: v.nullable(v.number()),
    }),
  ),
});
export type ClassroomEntry = v.InferOutput<typeof ClassroomEntry>;

/** A connection in a room, as the others see it. `peer_id` is per connection; `user_id` per person. */
export const RoomPeer = v.object({
  peer_id: v.string(),
  user_id: v.number(),
  name: v.string(),
  role: v.picklist([1, 2, 3]),
  state: MediaState,
});
export type RoomPeer = v.InferOutput<typeof RoomPeer>;

/**
 * The largest fields of a relayed description or candidate. Browsers' are far below them: a media section's
 * `mid` is a short token ("0", "audio"), an ICE username fragment 4 to 256 characters (RFC 8839), an SDP a
 * few to some tens of KB, a candidate line a couple of hundred characters.
 */
export const SIGNAL_FIELD_LIMITS = {
  sdp: 200_000,
  candidate: 2_000,
  sdpMid: 64,
  usernameFragment: 256,
  /** The highest media section index (`sdpMLineIndex`). */
  mLineIndex: 1_023,
} as const;

/** A WebRTC description or candidate relayed between two peers, as the browser gave it. */
const SignalData = v.object({
  description: v.optional(
    v.object({
      type: v.picklist(['offer', 'answer', 'pranswer', 'rollback']),
      sdp: v.optional(v.pipe(v.string(), v.maxLength(SIGNAL_FIELD_LIMITS.sdp))),
    }),
  ),
  candidate: v.optional(
    v.nullable(
      v.object({
        candidate: v.pipe(v.string(), v.maxLength(SIGNAL_FIELD_LIMITS.candidate)),
        sdpMid: v.optional(v.nullable(v.pipe(v.string(), v.maxLength(SIGNAL_FIELD_LIMITS.sdpMid)))),
        sdpMLineIndex: v.optional(
          v.nullable(
            v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(SIGNAL_FIELD_LIMITS.mLineIndex)),
          ),
        ),
        usernameFragment: v.optional(
          v.nullable(v.pipe(v.string(), v.maxLength(SIGNAL_FIELD_LIMITS.usernameFragment))),
        ),
      }),
    ),
  ),
});

/** What a browser may send on the signalling socket; anything else closes it with 4400. */
export const ClientSignal = v.variant('type', [
  v.object({ type: v.literal('state'), state: MediaState }),
  v.object({ type: v.literal('signal'), to: v.pipe(v.string(), v.maxLength(64)), data: SignalData }),
  v.object({ type: v.literal('leave') }),
  v.object({ type: v.literal('ping') }),
  /** The courseware page everyone is shown (teachers and assistants only; a learner's is ignored). */
  v.object({ type: v.literal('page'), page: CoursewarePageNumber }),
]);
export type ClientSignal = v.InferOutput<typeof ClientSignal>;

/** What the server sends on the signalling socket. */
export type ServerSignal =
  | {
      type: 'welcome';
      you: RoomPeer;
      peers: RoomPeer[];
      room: { id: string; closes_at: string };
      /** The courseware page the teacher turned to last (1 until they turn one). */
      page: number;
    }
  | { type: 'peer-joined'; peer: RoomPeer }
  | { type: 'peer-left'; peer_id: string }
  | { type: 'peer-state'; peer_id: string; state: MediaState }
  | { type: 'signal'; from: string; data: v.InferOutput<typeof SignalData> }
  | { type: 'pong' }
  /** The teacher turned the courseware to `page`. */
  | { type: 'page'; page: number }
  | { type: 'over' };

/** Close codes of the signalling socket beyond the WebSocket ones. */
export const SIGNAL_CLOSE = {
  /** The token is missing, forged or expired: ask the API for a new entry. */
  badToken: 4401,
  /** Not open: before the entry time or after the room closed. */
  notOpen: 4403,
  /** A message the protocol does not know. */
  badMessage: 4400,
  /** The same person opened the room elsewhere (another tab or device): this one yields. */
  replaced: 4409,
  /** The room is over. */
  over: 4410,
  /** A big class has as many viewers as it may (CLASSROOM_MESSAGES.viewersFull). */
  viewersFull: 4429,
  /**
   * The socket did not read what the room sent it fast enough: more than the server keeps waiting for one
   * socket. Reconnecting gives a fresh welcome.
   */
  tooSlow: 4408,
  /** The socket sent more messages or bytes than a participant may in a short time. */
  tooFast: 4420,
} as const;

/** What the classroom's refusals say (SPEC §8); the pages say them in the reader's language by code. */
export const CLASSROOM_MESSAGES = {
  viewersFull: 'The number of authorized viewers is full',
  replayTooLarge: 'The replay file is too large',
  replayNotVideo: 'The replay must be an MP4, WebM or QuickTime video',
  replayTooEarly: 'A replay can be given once the session has ended',
} as const;

/** The codes of CLASSROOM_MESSAGES, in ERROR_CODES. */
export const CLASSROOM_ERROR_CODES = {
  viewersFull: ERROR_CODES.viewersFull,
  replayTooLarge: ERROR_CODES.replayTooLarge,
  replayNotVideo: ERROR_CODES.replayNotVideo,
  replayTooEarly: ERROR_CODES.replayTooEarly,
} as const;

/** Group-session replays (SPEC §9): the largest file a teacher may upload, and the types accepted. */
export const REPLAY_MAX_BYTES = 1024 * 1024 * 1024;
export const REPLAY_CONTENT_TYPES = ['video/mp4', 'video/webm', 'video/quicktime'] as const;
export type ReplayContentType = (typeof REPLAY_CONTENT_TYPES)[number];
/** SPEC §9: a group session's replay is uploaded within 2 working days of its end. */
export const REPLAY_DUE_WORKING_DAYS = 2;

export const GroupSessionIdParams = v.object({ id: integerText('id') });
export type GroupSessionIdParams = v.InferInput<typeof GroupSessionIdParams>;
export const GroupClassIdParams = v.object({ id: integerText('id') });
export type GroupClassIdParams = v.InferInput<typeof GroupClassIdParams>;

/** A replay by address: a video the teacher put elsewhere (http or https). */
export const GroupReplayUrlBody = v.object({
  url: v.pipe(
    text('url', { max: 2_000 }),
    v.trim(),
    v.url('url must be an address such as https://video.example.com/lesson-1.mp4'),
    v.regex(/^[Hh][Tt][Tt][Pp][Ss]?:\/\//, 'url must start with http:// or https://'),
  ),
});
export type GroupReplayUrlBody = v.InferInput<typeof GroupReplayUrlBody>;

/** A session's replay as its seat holders see it: `url` plays it (a stored file's is signed for the caller). */
export const GroupReplay = v.object({
  kind: v.picklist(['file', 'url']),
  url: v.string(),
  content_type: v.nullable(v.picklist(REPLAY_CONTENT_TYPES)),
  size_bytes: v.nullable(v.number()),
  created_at: v.string(),
});
export type GroupReplay = v.InferOutput<typeof GroupReplay>;

export const GroupSessionItem = v.object({
  id: v.number(),
  starts_at: v.string(),
  ends_at: v.string(),
  opens_at: v.string(),
  closes_at: v.string(),
  state: v.picklist(ROOM_STATES),
  replay: v.nullable(GroupReplay),
  /** When the replay is due (REPLAY_DUE_WORKING_DAYS working days after the end). */
  replay_due_at: v.string(),
});
export type GroupSessionItem = v.InferOutput<typeof GroupSessionItem>;

/** A group class's sessions for its teacher, an assistant teacher or a learner holding a seat. */
export const GroupClassSessions = v.object({
  course_id: v.number(),
  course_title: v.string(),
  teacher_name: v.string(),
  /** ROOM_TYPE: big class 2, small class 4. */
  room_type: v.picklist([2, 4]),
  /** CLASSROOM_ROLE of the caller: teacher 1, student 2, assistant 3. */
  role: v.picklist([1, 2, 3]),
  /** GROUP_CLASS_STATUS */
  status: v.picklist([0, 1, 2]),
  cancelled: v.boolean(),
  sessions: v.array(GroupSessionItem),
});
export type GroupClassSessions = v.InferOutput<typeof GroupClassSessions>;
