import { createHmac } from 'node:crypto';
import { inflateSync } from 'node:zlib';
import {
  AGORA_SERVICE,
  type AgoraTokenInput,
  agoraRtcService,
  agoraRtcToken,
  buildAccessToken2,
} from './agora-token.ts';

/**
 * The vectors of Agora's own AccessToken2 tests (AgoraIO/Tools, DynamicKey/AgoraDynamicKey/nodejs/test/
 * AccessToken2Test.js): fixed app id, certificate, channel, uid, issue time 1111111, validity 600 s, salt 1.
 */
const APP_ID = '970CA35de60c44645bbae8a215061b33';
const APP_CERTIFICATE = '5CFd2fd1755d40ecb72977518be15d3b';
const CHANNEL = '7d72365eb983485397e3e3f9d460bdda';
const UID = 2882341273;
const fixed = { appId: APP_ID, appCertificate: APP_CERTIFICATE, issuedAt: 1111111, expire: 600, salt: 1 };

const JOIN_ONLY_WITH_UID =
  '007eJxTYBBbsMMnKq7p9Hf/HcIX5kce9b518kCiQgSr5Zrp4X1Tu6UUGCzNDZwdjU1TUs0Mkk1MzExMk5ISUy0SjQxNDcwMk4yN3b8IMEQwMTAwMoAwBIL4CgzmKeZGxmamqUmWFsYmFqbGluapxqnGaZYpJmYGSSkpiVwMRhYWRsYmhkbmxgDCaiTj';
const JOIN_ONLY_ANY_UID =
  '007eJxTYLhzZP08Lxa1Pg57+TcXb/3cZ3wi4V6kbpbOog0G2dOYk20UGCzNDZwdjU1TUs0Mkk1MzExMk5ISUy0SjQxNDcwMk4yN3b8IMEQwMTAwMoAwBIL4CgzmKeZGxmamqUmWFsYmFqbGluapxqnGaZYpJmYGSSkpiQwMADacImo=';
const PUBLISHER_WITH_RTM =
  '007eJxTYOAQsrQ5s3TfH+1tvy8zZZ46EpCc0V43JXdGd2jS8porKo4KDJbmBs6OxqYpqWYGySYmZiamSUmJqRaJRoamBmaGScbG7l8EGCKYGBgYGRgYmBgYGVgYGMF8JjDJDCZZwKQCg3mKuZGxmWlqkqWFsYmFqbGleapxqnGaZYqJmUFSSkoiF4ORhYWRsYmhkbkxyCyISZwMJanFJfGlxalFACKnKng=';

/** Reads a token back as Agora's parser does: version, then inflate, then little-endian fields. */
function readToken(token: string) {
  expect(token.startsWith('007')).toBe(true);
  const bytes = inflateSync(Buffer.from(token.slice(3), 'base64'));
  let at = 0;
  const u16 = () => {
    const value = bytes.readUInt16LE(at);
    at += 2;
    return value;
  };
  const u32 = () => {
    const value = bytes.readUInt32LE(at);
    at += 4;
    return value;
  };
  const text = () => {
    const length = u16();
    const value = bytes.subarray(at, at + length);
    at += length;
    return value;
  };
  const signature = text();
  const signed = bytes.subarray(at);
  const appId = text().toString();
  const issuedAt = u32();
  const expire = u32();
  const salt = u32();
  const services = Array.from({ length: u16() }, () => {
    const type = u16();
    const privileges: Record<number, number> = {};
    for (let count = u16(); count > 0; count -= 1) privileges[u16()] = u32();
    return { type, privileges, channel: text().toString(), uid: text().toString() };
  });
  return { signature, signed, appId, issuedAt, expire, salt, services };
}

describe("Agora's AccessToken2", () => {
  it("reproduces Agora's published tokens", () => {
    const join = (uid: number): AgoraTokenInput => ({
      ...fixed,
      services: [
        { type: AGORA_SERVICE.rtc, privileges: { 1: 600 }, fields: [CHANNEL, uid === 0 ? '' : `${uid}`] },
      ],
    });
    expect(buildAccessToken2(join(UID))).toBe(JOIN_ONLY_WITH_UID);
    expect(buildAccessToken2(join(0))).toBe(JOIN_ONLY_ANY_UID);
    // The RTM service is listed first: the token signs services in the order of their types.
    const rtm = { type: AGORA_SERVICE.rtm, privileges: { 1: 600 }, fields: ['test_user'] };
    expect(
      buildAccessToken2({ ...fixed, services: [rtm, agoraRtcService(CHANNEL, UID, 'publisher', 600)] }),
    ).toBe(PUBLISHER_WITH_RTM);
  });

  it('gives a subscriber the join privilege only, and a publisher audio, video and data too', () => {
    expect(
      buildAccessToken2({ ...fixed, services: [agoraRtcService(CHANNEL, UID, 'subscriber', 600)] }),
    ).toBe(JOIN_ONLY_WITH_UID);
    const token = agoraRtcToken({
      ...fixed,
      seconds: 600,
      channel: 'lesson-42',
      uid: 7,
      role: 'publisher',
      salt: 99,
    });
    const read = readToken(token);
    expect(read).toMatchObject({ appId: APP_ID, issuedAt: 1111111, expire: 600, salt: 99 });
    expect(read.services).toEqual([
      { type: 1, privileges: { 1: 600, 2: 600, 3: 600, 4: 600 }, channel: 'lesson-42', uid: '7' },
    ]);
  });

  it('is signed by a key derived from the certificate, the issue time and the salt', () => {
    const read = readToken(
      agoraRtcToken({
        ...fixed,
        seconds: 600,
        channel: 'lesson-42',
        uid: 7,
        role: 'subscriber',
        salt: 12345,
      }),
    );
    expect(read.salt).toBe(12345);
    const le32 = (value: number) => {
      const buffer = Buffer.alloc(4);
      buffer.writeUInt32LE(value);
      return buffer;
    };
    const key = createHmac('sha256', le32(read.salt))
      .update(createHmac('sha256', le32(read.issuedAt)).update(APP_CERTIFICATE).digest())
      .digest();
    expect(read.signature.equals(createHmac('sha256', key).update(read.signed).digest())).toBe(true);
  });
});
