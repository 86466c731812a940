import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import * as v from 'valibot';

/**
 * Room tokens (docs/classroom-protocol.md): `base64url(payload).base64url(HMAC-SHA256(secret, that text))`,
 * the payload JSON `{ room, lesson | session, user, name, role, gen, exp }` with `exp` in seconds (a lesson's
 * room names its lesson, a group session's room its session). Whoever holds one may join its room as its user
 * until it expires, while the user's session generation is still `gen` (every session of theirs ending raises
 * it); every API process checks the signature with the shared secret alone, the generation in the database.
 */

const Id = v.pipe(v.number(), v.integer(), v.minValue(1));
const RoomTokenPayload = v.pipe(
  v.object({
    room: v.pipe(v.string(), v.minLength(1), v.maxLength(100)),
    lesson: v.optional(Id),
    session: v.optional(Id),
    user: Id,
    name: v.pipe(v.string(), v.maxLength(200)),
    role: v.picklist([1, 2, 3]),
    /** The user's session generation when the token was given: admitted only while it still is. */
    gen: v.pipe(v.number(), v.integer(), v.minValue(0)),
    exp: v.pipe(v.number(), v.integer()),
  }),
  v.check((payload) => (payload.lesson === undefined) !== (payload.session === undefined)),
);
export type RoomTokenPayload = v.InferOutput<typeof RoomTokenPayload>;

/** A token far longer than any we sign is refused before it is decoded. */
const MAX_TOKEN_LENGTH = 2_000;

/** A secret for a process that was given none: its tokens are good on this process only. */
export function randomRoomSecret(): string {
  return randomBytes(32).toString('base64url');
}

const mac = (secret: string, text: string) => createHmac('sha256', secret).update(text).digest();

export function signRoomToken(payload: RoomTokenPayload, secret: string): string {
  const body = Buffer.from(JSON.stringify(payload)).toString('base64url');
  return `${body}.${mac(secret, body).toString('base64url')}`;
}

/** The token's payload when it is ours, untouched and not expired at `now`; undefined otherwise. */
export function verifyRoomToken(token: string, secret: string, now: Date): RoomTokenPayload | undefined {
  if (token.length > MAX_TOKEN_LENGTH) return undefined;
  const [body, signature, ...rest] = token.split('.');
  if (!body || !signature || rest.length > 0) return undefined;
  // Compared as text, so that no other spelling of the same bytes (padding, stray characters) passes.
  const expected = Buffer.from(mac(secret, body).toString('base64url'));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  let json: unknown;
  try {
    json = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
  } catch {
    return undefined;
  }
  const parsed = v.safeParse(RoomTokenPayload, json);
  if (!parsed.success || parsed.output.exp * 1000 <= now.getTime()) return undefined;
  return parsed.output;
}
