import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { Readable } from 'node:stream';
import { REPLAY_CONTENT_TYPES, REPLAY_MAX_BYTES, type ReplayContentType } from '@hanyu/contract';
import type { Storage } from '../../storage/storage.ts';

/**
 * Replay files of group sessions (SPEC §9), kept in the storage's `replays/` with names of our own. A seat
 * holder plays one through an address signed for them (HMAC with the classroom secret, like room tokens),
 * since a <video> element sends no Authorization header; the address expires after REPLAY_LINK_SECONDS.
 */

/** How long a replay address given to a seat holder plays. */
export const REPLAY_LINK_SECONDS = 6 * 3600;

const EXTENSIONS: Record<ReplayContentType, string> = {
  'video/mp4': 'mp4',
  'video/webm': 'webm',
  'video/quicktime': 'mov',
};

/** Where the signed file address of a session's replay lives, under /api. */
export const replayFilePath = (sessionId: number | string) => `/classroom/sessions/${sessionId}/replay/file`;

const mac = (secret: string, text: string) => createHmac('sha256', secret).update(text).digest('base64url');

/** The session's replay file address for one person, good for REPLAY_LINK_SECONDS from now. */
export function replayFileUrl(
  settings: { secret: string; now: () => Date },
  replay: { sessionId: number; userId: number },
): string {
  const exp = Math.floor(settings.now().getTime() / 1000) + REPLAY_LINK_SECONDS;
  const body = `${replay.sessionId}.${replay.userId}.${exp}`;
  return `/api${replayFilePath(replay.sessionId)}?key=${body}.${mac(settings.secret, `replay:${body}`)}`;
}

/** The person a replay key was signed for, when it is ours, for this session and not expired. */
export function verifyReplayKey(
  secret: string,
  key: string,
  sessionId: number,
  now: Date,
): number | undefined {
  const match = /^(\d{1,15})\.(\d{1,15})\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(key);
  if (!match) return undefined;
  const [, session, user, exp, signature = ''] = match;
  const expected = Buffer.from(mac(secret, `replay:${session}.${user}.${exp}`));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  if (Number(session) !== sessionId || Number(exp) * 1000 <= now.getTime()) return undefined;
  return Number(user);
}

export const isReplayContentType = (type: string): type is ReplayContentType =>
  (REPLAY_CONTENT_TYPES as readonly string[]).includes(type);

/** Whether a file's first bytes are those of its claimed type: an ISO media `ftyp` box, or EBML (WebM). */
export function looksLikeVideo(head: Buffer, type: ReplayContentType): boolean {
  if (type === 'video/webm') return head.subarray(0, 4).equals(Buffer.from([0x1a, 0x45, 0xdf, 0xa3]));
  return head.subarray(4, 8).toString('latin1') === 'ftyp';
}

export type StoreOutcome =
  | { stored: { fileName: string; sizeBytes: number } }
  | { refused: 'tooLarge' | 'notVideo' };

/**
 * Streams an upload into `replays` under a fresh name, stopping at `maxBytes` or at a first chunk that is not
 * the claimed video type; a refused or failed upload leaves no object behind.
 */
export async function storeReplayFile(
  replays: Storage,
  body: Readable,
  type: ReplayContentType,
  maxBytes = REPLAY_MAX_BYTES,
): Promise<StoreOutcome> {
  const fileName = `${randomBytes(12).toString('hex')}.${EXTENSIONS[type]}`;
  let size = 0;
  let head = Buffer.alloc(0);
  let refused: 'tooLarge' | 'notVideo' | undefined;
  async function* checked(chunks: AsyncIterable<Buffer>) {
    for await (const chunk of chunks) {
      size += chunk.length;
      if (size > maxBytes) {
        refused = 'tooLarge';
        throw new Error(refused);
      }
      if (head.length < 8) {
        head = Buffer.concat([head, chunk]);
        if (head.length >= 8 && !looksLikeVideo(head, type)) {
          refused = 'notVideo';
          throw new Error(refused);
        }
      }
      yield chunk;
    }
  }
  try {
    await replays.put(fileName, Readable.from(checked(body)), { contentType: type });
  } catch (error) {
    await replays.delete(fileName).catch(() => undefined);
    if (refused) return { refused };
    throw error;
  }
  if (size < 8) {
    await replays.delete(fileName);
    return { refused: 'notVideo' };
  }
  return { stored: { fileName, sizeBytes: size } };
}

/** Removes a replaced replay file; one already gone is fine. */
export async function removeReplayFile(replays: Storage, fileName: string): Promise<void> {
  await replays.delete(fileName);
}
