// The file itself: the package's manifest names `main` twice, and jest's resolver takes the missing first one.
import tlsSigApiV2 from 'tls-sig-api-v2/TLSSigAPIv2.js';

/**
 * Tencent's UserSig, which admits a user id to TRTC for `expire` seconds from now, as Tencent's own
 * TLSSigAPIv2 signs it (the issue time is its clock). A user id TRTC would refuse is refused here first.
 */

export interface UserSigInput {
  sdkAppId: number;
  secretKey: string;
  /** At most 32 bytes of letters, digits, `_` and `-`. */
  userId: string;
  /** Seconds the signature is valid from now. */
  expire: number;
}

const USER_ID = /^[A-Za-z0-9_-]{1,32}$/;

export function trtcUserSig(input: UserSigInput): string {
  if (!USER_ID.test(input.userId)) throw new Error(`"${input.userId}" is not a TRTC user id`);
  return new tlsSigApiV2.Api(input.sdkAppId, input.secretKey).genUserSig(input.userId, input.expire);
}
