import { inflateSync } from 'node:zlib';
import { afterEach, beforeEach, jest } from '@jest/globals';
import type { TestApp } from '../../test/app.ts';
import { type ClassroomPeople, enter, openClassroomApp } from '../../test/classroom.ts';
import { testDatabases } from '../../test/databases.ts';
import { markLesson } from '../lessons/index.ts';
import {
  NATIVE_ROOM_PROVIDERS,
  providerAuth,
  type RoomProviders,
  readRoomProviders,
} from './room-providers.ts';
import { trtcUserSig } from './trtc-user-sig.ts';

const AGORA = {
  AGORA_APP_ID: '970CA35de60c44645bbae8a215061b33',
  AGORA_APP_CERTIFICATE: '5CFd2fd1755d40ecb72977518be15d3b',
};
const TRTC = { TRTC_SDK_APP_ID: '1400000000', TRTC_SECRET_KEY: 'a-secret-key-of-the-trtc-application' };

/** The fields of an Agora token that matter here: its validity and its RTC service's privileges and uid. */
function readAgoraToken(token: string) {
  const bytes = inflateSync(Buffer.from(token.slice(3), 'base64'));
  let at = 2 + bytes.readUInt16LE(0);
  at += 2 + bytes.readUInt16LE(at);
  const issuedAt = bytes.readUInt32LE(at);
  const expire = bytes.readUInt32LE(at + 4);
  at += 12 + 2 + 2;
  const privileges: number[] = [];
  for (let count = bytes.readUInt16LE(at), i = 0; i < count; i += 1) {
    privileges.push(bytes.readUInt16LE(at + 2 + i * 6));
  }
  return { issuedAt, expire, privileges };
}

describe('CLASSROOM_PROVIDERS', () => {
  it('keeps every room type native by default, without vendor credentials', () => {
    expect(readRoomProviders({})).toEqual(NATIVE_ROOM_PROVIDERS);
  });

  it('chooses a provider per room type, the others staying native', () => {
    const providers = readRoomProviders({ CLASSROOM_PROVIDERS: ' 2=agora, 4=trtc ', ...AGORA, ...TRTC });
    expect(providers).toEqual({
      byType: { 0: 'room', 2: 'agora', 4: 'trtc' },
      agora: { appId: AGORA.AGORA_APP_ID, appCertificate: AGORA.AGORA_APP_CERTIFICATE },
      trtc: { sdkAppId: 1400000000, secretKey: TRTC.TRTC_SECRET_KEY },
    });
  });

  it('refuses at start a vendor chosen without its credentials', () => {
    expect(() => readRoomProviders({ CLASSROOM_PROVIDERS: '0=agora' })).toThrow(
      'CLASSROOM_PROVIDERS chooses agora: AGORA_APP_ID and AGORA_APP_CERTIFICATE are required',
    );
    expect(() => readRoomProviders({ CLASSROOM_PROVIDERS: '4=trtc', TRTC_SDK_APP_ID: '1400000000' })).toThrow(
      'CLASSROOM_PROVIDERS chooses trtc: TRTC_SDK_APP_ID and TRTC_SECRET_KEY are required',
    );
  });

  it('refuses unknown room types, unknown providers and malformed credentials', () => {
    expect(() => readRoomProviders({ CLASSROOM_PROVIDERS: '1=room' })).toThrow('"1" is not a room type');
    expect(() => readRoomProviders({ CLASSROOM_PROVIDERS: '0=zoom' })).toThrow(
      '"zoom" is not one of room, agora, trtc',
    );
    expect(() => readRoomProviders({ CLASSROOM_PROVIDERS: '0' })).toThrow('"" is not one of');
    expect(() => readRoomProviders({ AGORA_APP_ID: 'short', AGORA_APP_CERTIFICATE: 'short' })).toThrow(
      '32 hexadecimal digits',
    );
    expect(() => readRoomProviders({ ...TRTC, TRTC_SDK_APP_ID: '14e8' })).toThrow('TRTC_SDK_APP_ID');
  });
});

describe('the credentials of a vendor room', () => {
  const providers = readRoomProviders({ CLASSROOM_PROVIDERS: '0=agora,2=agora,4=trtc', ...AGORA, ...TRTC });
  const now = new Date('2030-01-07T01:40:00Z');
  const until = new Date('2030-01-07T03:20:00Z');
  const request = { room: 'lesson-42', userId: 7, now, until } as const;
  // The vendors' signers read the clock themselves: it is the request's.
  beforeEach(() => {
    jest.useFakeTimers({ now });
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  it('are none for a native room', () => {
    expect(
      providerAuth(NATIVE_ROOM_PROVIDERS, { ...request, provider: 'room', roomType: 0, role: 2 }),
    ).toBeNull();
  });

  it('give Agora a publisher token for the room, our user id as uid, valid until the room closes', () => {
    const auth = providerAuth(providers, { ...request, provider: 'agora', roomType: 0, role: 2 });
    expect(auth).toMatchObject({
      provider: 'agora',
      app_id: AGORA.AGORA_APP_ID,
      channel: 'lesson-42',
      uid: 7,
    });
    const token = readAgoraToken(auth?.provider === 'agora' ? auth.token : '');
    expect(token).toEqual({ issuedAt: now.getTime() / 1000, expire: 100 * 60, privileges: [1, 2, 3, 4] });
  });

  it("give a big class's learner a token to join and watch only; its teacher publishes", () => {
    const learner = providerAuth(providers, { ...request, provider: 'agora', roomType: 2, role: 2 });
    expect(readAgoraToken(learner?.provider === 'agora' ? learner.token : '').privileges).toEqual([1]);
    const teacher = providerAuth(providers, { ...request, provider: 'agora', roomType: 2, role: 1 });
    expect(readAgoraToken(teacher?.provider === 'agora' ? teacher.token : '').privileges).toEqual([
      1, 2, 3, 4,
    ]);
  });

  it('give TRTC a UserSig for our user id as text in the string room, valid until the room closes', () => {
    expect(providerAuth(providers, { ...request, provider: 'trtc', roomType: 4, role: 2 })).toEqual({
      provider: 'trtc',
      sdk_app_id: 1400000000,
      room_id: 'lesson-42',
      user_id: '7',
      user_sig: trtcUserSig({
        sdkAppId: 1400000000,
        secretKey: TRTC.TRTC_SECRET_KEY,
        userId: '7',
        expire: 100 * 60,
      }),
    });
  });
});

const MINUTE = 60_000;
const STARTS = new Date('2030-01-07T02:00:00Z');

describe.each(testDatabases())('a one-on-one classroom on Agora, on $name', (target) => {
  let t: TestApp;
  let clock = STARTS;
  let people: ClassroomPeople;
  let lesson: number;
  const providers: RoomProviders = readRoomProviders({ CLASSROOM_PROVIDERS: '0=agora', ...AGORA });

  beforeAll(async () => {
    ({ t, people, lesson } = await openClassroomApp(target, STARTS, {
      now: () => clock,
      classroomProviders: providers,
    }));
  });
  afterAll(() => t.close());

  it('hands each participant their Agora credentials while the room is open', async () => {
    clock = new Date(STARTS.getTime() - 10 * MINUTE);
    const learner = await enter(t, people.learner, lesson);
    expect(learner.entry).toMatchObject({
      provider: 'agora',
      state: 'open',
      provider_auth: {
        provider: 'agora',
        app_id: AGORA.AGORA_APP_ID,
        channel: `lesson-${lesson}`,
        uid: people.learner.id,
      },
    });
    const teacher = await enter(t, people.ana, lesson);
    expect(teacher.entry?.provider_auth).toMatchObject({ channel: `lesson-${lesson}`, uid: people.ana.id });
  });

  it('hands none before the room opens or once it is over', async () => {
    clock = new Date(STARTS.getTime() - 60 * MINUTE);
    expect((await enter(t, people.learner, lesson)).entry).toMatchObject({
      state: 'early',
      provider: 'agora',
      provider_auth: null,
    });
    clock = STARTS;
    await markLesson(t.db, lesson, { status: 'cancelled', at: clock, by: people.learner.id });
    expect((await enter(t, people.learner, lesson)).entry).toMatchObject({
      state: 'over',
      provider_auth: null,
    });
  });
});
