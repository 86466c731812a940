import { createHmac } from 'node:crypto';
import { deflateSync } from 'node:zlib';

/**
 * Tencent's UserSig (TLSSigAPIv2), which admits a user id to TRTC: an HMAC-SHA256 under the secret key over
 * the lines `TLS.identifier:…`, `TLS.sdkappid:…`, `TLS.time:…`, `TLS.expire:…` (each ending in a newline),
 * placed with those fields in a JSON document, zlib-deflated, base64-encoded and made URL-safe with
 * Tencent's own substitutions (`+` → `*`, `/` → `-`, `=` → `_`).
 */

export interface UserSigInput {
  sdkAppId: number;
  secretKey: string;
  /** At most 32 bytes of letters, digits, `_` and `-`. */
  userId: string;
  /** Seconds since the epoch. */
  issuedAt: number;
  /** Seconds the signature is valid after `issuedAt`. */
  expire: number;
}

const USER_ID = /^[A-Za-z0-9_-]{1,32}$/;

export function trtcUserSig(input: UserSigInput): string {
  if (!USER_ID.test(input.userId)) throw new Error(`"${input.userId}" is not a TRTC user id`);
  const signedText =
    `TLS.identifier:${input.userId}\n` +
    `TLS.sdkappid:${input.sdkAppId}\n` +
    `TLS.time:${input.issuedAt}\n` +
    `TLS.expire:${input.expire}\n`;
  const document = {
    'TLS.ver': '2.0',
    'TLS.identifier': input.userId,
    'TLS.sdkappid': input.sdkAppId,
    'TLS.time': input.issuedAt,
    'TLS.expire': input.expire,
    'TLS.sig': createHmac('sha256', input.secretKey).update(signedText).digest('base64'),
  };
  return deflateSync(Buffer.from(JSON.stringify(document)))
    .toString('base64')
    .replace(/\+/g, '*')
    .replace(/\//g, '-')
    .replace(/=/g, '_');
}
