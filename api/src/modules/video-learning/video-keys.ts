import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Signed keys of video learning's file and event addresses: a <video>, <track>, <audio> or EventSource sends no
 * Authorization header, so the JSON endpoints hand out addresses carrying a key signed for the caller (HMAC with
 * the classroom secret). Every request with a key still asks the unlocking rule, so a key outliving its holder's
 * access opens nothing. A key stays the same within a 12-hour window (browser caches keep the files) and works
 * 12 to 24 hours.
 */

const KEY_WINDOW_SECONDS = 12 * 3600;

/** What a key opens: a lesson's files, or a course's progress events. */
export type KeyScope = 'lesson' | 'course';

const macOf = (secret: string, scope: KeyScope, id: number, userId: number, exp: number) =>
  createHmac('sha256', secret)
    .update(`video:${scope}:${id}:${userId}:${exp}`)
    .digest('base64url')
    .slice(0, 32);

export function signVideoKey(secret: string, scope: KeyScope, id: number, userId: number, now: Date): string {
  const exp = (Math.floor(now.getTime() / 1000 / KEY_WINDOW_SECONDS) + 2) * KEY_WINDOW_SECONDS;
  return `${exp}.${userId}.${macOf(secret, scope, id, userId, exp)}`;
}

/** The user a key was signed for, for this scope and id, when it is genuine and unexpired. */
export function verifyVideoKey(
  secret: string,
  key: string,
  scope: KeyScope,
  id: number,
  now: Date,
): number | undefined {
  const match = /^(\d{1,12})\.(\d{1,19})\.([A-Za-z0-9_-]{32})$/.exec(key);
  if (!match) return undefined;
  const [, expText = '', userText = '', mac = ''] = match;
  const exp = Number(expText);
  const userId = Number(userText);
  const expected = Buffer.from(macOf(secret, scope, id, userId, exp));
  if (!timingSafeEqual(expected, Buffer.from(mac))) return undefined;
  return exp * 1000 > now.getTime() ? userId : undefined;
}
