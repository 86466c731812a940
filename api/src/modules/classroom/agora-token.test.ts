import { createHmac } from 'node:crypto';
import { inflateSync } from 'node:zlib';
import { afterEach, jest } from '@jest/globals';
import agoraToken from 'agora-token';
import { agoraRtcToken } from './agora-token.ts';

/**
 * The vectors of Agora's own AccessToken2 tests (AgoraIO/Tools, DynamicKey/AgoraDynamicKey/nodejs/test/
 * AccessToken2Test.js): fixed app id, certificate, channel, uid, issue time 1111111, validity 600 s, salt 1.
 */
const APP_ID = '970CA35de60c44645bbae8a215061b33';
const APP_CERTIFICATE = '5CFd2fd1755d40ecb72977518be15d3b';
const CHANNEL = '7d72365eb983485397e3e3f9d460bdda';
const UID = 2882341273;
const credentials = { appId: APP_ID, appCertificate: APP_CERTIFICATE };

/** Agora's builder reads the issue time from the clock and draws the salt from Math.random (1 + ⌊r·99999999⌋). */
function issueAt(seconds: number, salt: number) {
  jest.useFakeTimers({ now: seconds * 1000 });
  // Mid-step, so that rounding cannot take ⌊r·99999999⌋ below salt − 1.
  jest.spyOn(Math, 'random').mockReturnValue((salt - 0.5) / 99_999_999);
}
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

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
    issueAt(1111111, 1);
    const join = (uid: number) =>
      agoraRtcToken({ ...credentials, channel: CHANNEL, uid, role: 'subscriber', seconds: 600 });
    expect(join(UID)).toBe(JOIN_ONLY_WITH_UID);
    expect(join(0)).toBe(JOIN_ONLY_ANY_UID);
    // The RTM user differs from the RTC uid in this vector, which only the builder's RTC-and-RTM method writes;
    // the token signs its services in the order of their types whatever order they were added in.
    const { RtcRole, RtcTokenBuilder } = agoraToken;
    expect(
      RtcTokenBuilder.buildTokenWithRtm2(
        APP_ID,
        APP_CERTIFICATE,
        CHANNEL,
        UID,
        RtcRole.PUBLISHER,
        600,
        600,
        600,
        600,
        600,
        'test_user',
        600,
      ),
    ).toBe(PUBLISHER_WITH_RTM);
  });

  it('gives a subscriber the join privilege only, and a publisher audio, video and data too', () => {
    issueAt(1111111, 99);
    const subscriber = readToken(
      agoraRtcToken({ ...credentials, channel: CHANNEL, uid: UID, role: 'subscriber', seconds: 600 }),
    );
    expect(subscriber.services).toEqual([
      { type: 1, privileges: { 1: 600 }, channel: CHANNEL, uid: `${UID}` },
    ]);
    const token = agoraRtcToken({
      ...credentials,
      seconds: 600,
      channel: 'lesson-42',
      uid: 7,
      role: 'publisher',
    });
    const read = readToken(token);
    expect(read).toMatchObject({ appId: APP_ID, issuedAt: 1111111, expire: 600, salt: 99 });
    expect(read.services).toEqual([
      { type: 1, privileges: { 1: 600, 2: 600, 3: 600, 4: 600 }, channel: 'lesson-42', uid: '7' },
    ]);
  });

  it('is signed by a key derived from the certificate, the issue time and the salt', () => {
    issueAt(1111111, 12345);
    const read = readToken(
      agoraRtcToken({
        ...credentials,
        seconds: 600,
        channel: 'lesson-42',
        uid: 7,
        role: 'subscriber',
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

  it('is issued now, with a salt of its own, when the clock is not fixed', () => {
    const before = Math.floor(Date.now() / 1000);
    const tokens = [1, 2].map(() =>
      readToken(
        agoraRtcToken({ ...credentials, seconds: 600, channel: 'lesson-42', uid: 7, role: 'subscriber' }),
      ),
    );
    const after = Math.floor(Date.now() / 1000);
    for (const read of tokens) {
      expect(read.issuedAt).toBeGreaterThanOrEqual(before);
      expect(read.issuedAt).toBeLessThanOrEqual(after);
      expect(read.salt).toBeGreaterThanOrEqual(1);
    }
    expect(tokens[0]?.salt).not.toBe(tokens[1]?.salt);
  });

  it('refuses credentials Agora cannot sign with rather than answer an empty token', () => {
    expect(() =>
      agoraRtcToken({
        appId: 'short',
        appCertificate: APP_CERTIFICATE,
        channel: 'c',
        uid: 7,
        role: 'publisher',
        seconds: 60,
      }),
    ).toThrow('32 hexadecimal digits');
  });
});
