// The part of tls-sig-api-v2 1.x (a CommonJS package without bundled types) that trtc-user-sig.ts uses.
declare module 'tls-sig-api-v2/TLSSigAPIv2.js' {
  class Api {
    constructor(sdkAppId: number, secretKey: string);
    /** A UserSig for `userId`, valid for `expire` seconds from the current time. */
    genUserSig(userId: string, expire: number): string;
  }
  const tlsSigApiV2: { Api: typeof Api };
  export default tlsSigApiV2;
}
