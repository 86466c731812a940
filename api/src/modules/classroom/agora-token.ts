import agoraToken from 'agora-token';

const { RtcRole, RtcTokenBuilder } = agoraToken;

/**
 * A token that admits `uid` to `channel` for `seconds` from now, publishing too if a publisher: Agora's
 * AccessToken2 ("007") as Agora's own builder writes it. The builder takes the issue time from the clock
 * and picks the salt itself.
 */
export function agoraRtcToken(options: {
  appId: string;
  appCertificate: string;
  channel: string;
  /** 0 is "any uid". */
  uid: number;
  role: 'publisher' | 'subscriber';
  seconds: number;
}): string {
  const token = RtcTokenBuilder.buildTokenWithUid(
    options.appId,
    options.appCertificate,
    options.channel,
    options.uid,
    options.role === 'publisher' ? RtcRole.PUBLISHER : RtcRole.SUBSCRIBER,
    options.seconds,
    options.seconds,
  );
  // The builder answers an empty string, not an error, for an app id or certificate it cannot sign with.
  if (!token)
    throw new Error('Agora refused to sign: the app id and certificate must be 32 hexadecimal digits');
  return token;
}
