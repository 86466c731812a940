import { createHmac } from 'node:crypto';
import { deflateSync } from 'node:zlib';

/**
 * Agora's AccessToken2 ("007" tokens) for the RTC service, built as Agora publishes it (AgoraIO/Tools,
 * DynamicKey/AgoraDynamicKey): little-endian fields, strings and byte strings prefixed by their uint16
 * length, a signature HMAC-SHA256'd with a key derived from the certificate, the issue time and a salt,
 * the whole deflated (zlib) and base64'd behind the version "007".
 */

const VERSION = '007';
/** Service types and RTC privileges as numbered by Agora. */
export const AGORA_SERVICE = { rtc: 1, rtm: 2 } as const;
export const AGORA_RTC_PRIVILEGE = {
  joinChannel: 1,
  publishAudio: 2,
  publishVideo: 3,
  publishData: 4,
} as const;

/** One service of a token: its type, privileges (privilege → seconds it lasts) and its fields in order. */
export interface AgoraService {
  type: number;
  privileges: Record<number, number>;
  fields: string[];
}

export interface AgoraTokenInput {
  appId: string;
  appCertificate: string;
  /** Seconds since the epoch. */
  issuedAt: number;
  /** How many seconds after `issuedAt` the token itself is valid. */
  expire: number;
  /** Any uint32 but 0: it makes two tokens issued in the same second differ. */
  salt: number;
  services: AgoraService[];
}

class Writer {
  readonly #parts: Buffer[] = [];
  uint16(value: number): this {
    const buffer = Buffer.alloc(2);
    buffer.writeUInt16LE(value);
    this.#parts.push(buffer);
    return this;
  }
  uint32(value: number): this {
    const buffer = Buffer.alloc(4);
    buffer.writeUInt32LE(value);
    this.#parts.push(buffer);
    return this;
  }
  bytes(value: Buffer): this {
    this.uint16(value.length);
    this.#parts.push(value);
    return this;
  }
  string(value: string): this {
    return this.bytes(Buffer.from(value, 'utf8'));
  }
  build(): Buffer {
    return Buffer.concat(this.#parts);
  }
}

const hmac = (key: Buffer | string, message: Buffer | string) =>
  createHmac('sha256', key).update(message).digest();

function packService(service: AgoraService, writer: Writer): void {
  // Privileges in ascending order, as Agora's ordered map writes them.
  const privileges = Object.entries(service.privileges)
    .map(([privilege, seconds]) => [Number(privilege), seconds] as const)
    .sort(([a], [b]) => a - b);
  writer.uint16(service.type).uint16(privileges.length);
  for (const [privilege, seconds] of privileges) writer.uint16(privilege).uint32(seconds);
  for (const field of service.fields) writer.string(field);
}

/** An AccessToken2 for any services (services of one type keep their order; types go in ascending order). */
export function buildAccessToken2(input: AgoraTokenInput): string {
  const services = [...input.services].sort((a, b) => a.type - b.type);
  const info = new Writer()
    .string(input.appId)
    .uint32(input.issuedAt)
    .uint32(input.expire)
    .uint32(input.salt)
    .uint16(services.length);
  for (const service of services) packService(service, info);
  const signingInfo = info.build();
  const issuedKey = hmac(new Writer().uint32(input.issuedAt).build(), input.appCertificate);
  const signingKey = hmac(new Writer().uint32(input.salt).build(), issuedKey);
  const signature = hmac(signingKey, signingInfo);
  const content = Buffer.concat([new Writer().bytes(signature).build(), signingInfo]);
  return VERSION + deflateSync(content).toString('base64');
}

/** The RTC service of a channel for a numeric uid (0, "any uid", is written as the empty account). */
export function agoraRtcService(
  channel: string,
  uid: number,
  role: 'publisher' | 'subscriber',
  privilegeSeconds: number,
): AgoraService {
  const privileges: Record<number, number> = { [AGORA_RTC_PRIVILEGE.joinChannel]: privilegeSeconds };
  if (role === 'publisher') {
    privileges[AGORA_RTC_PRIVILEGE.publishAudio] = privilegeSeconds;
    privileges[AGORA_RTC_PRIVILEGE.publishVideo] = privilegeSeconds;
    privileges[AGORA_RTC_PRIVILEGE.publishData] = privilegeSeconds;
  }
  return { type: AGORA_SERVICE.rtc, privileges, fields: [channel, uid === 0 ? '' : String(uid)] };
}

/** A token that admits `uid` to `channel` for `seconds` from `issuedAt`, publishing too if a publisher. */
export function agoraRtcToken(options: {
  appId: string;
  appCertificate: string;
  channel: string;
  uid: number;
  role: 'publisher' | 'subscriber';
  issuedAt: number;
  seconds: number;
  salt: number;
}): string {
  return buildAccessToken2({
    appId: options.appId,
    appCertificate: options.appCertificate,
    issuedAt: options.issuedAt,
    expire: options.seconds,
    salt: options.salt,
    services: [agoraRtcService(options.channel, options.uid, options.role, options.seconds)],
  });
}
