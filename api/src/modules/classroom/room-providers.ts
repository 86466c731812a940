import {
  CLASSROOM_ROLE,
  type ProviderAuth,
  ROOM_TYPE,
  RTC_PROVIDERS,
  type RtcProviderName,
} from '@hanyu/contract';
import { agoraRtcToken } from './agora-token.ts';
import { trtcUserSig } from './trtc-user-sig.ts';

/**
 * Which media provider each room type uses (CLASSROOM_PROVIDERS) and the vendors' credentials
 * (AGORA_APP_ID, AGORA_APP_CERTIFICATE, TRTC_SDK_APP_ID, TRTC_SECRET_KEY). Presence and media state stay on
 * our signalling socket whatever the provider; a vendor room only carries the media.
 */

type RoomTypeNumber = (typeof ROOM_TYPE)[keyof typeof ROOM_TYPE];

export interface RoomProviders {
  byType: Record<RoomTypeNumber, RtcProviderName>;
  agora: { appId: string; appCertificate: string } | null;
  trtc: { sdkAppId: number; secretKey: string } | null;
}

/** Native WebRTC for every room type, no vendor. */
export const NATIVE_ROOM_PROVIDERS: RoomProviders = {
  byType: { [ROOM_TYPE.oneOnOne]: 'room', [ROOM_TYPE.bigClass]: 'room', [ROOM_TYPE.smallClass]: 'room' },
  agora: null,
  trtc: null,
};

const ROOM_TYPES = Object.values(ROOM_TYPE) as RoomTypeNumber[];
/** Agora's app ids and certificates are 32 hexadecimal digits; AccessToken2 is refused for anything else. */
const AGORA_KEY = /^[0-9a-fA-F]{32}$/;

/**
 * The providers from the environment: `CLASSROOM_PROVIDERS` such as `0=room,2=agora,4=trtc` (types left
 * out stay `room`). A vendor chosen without its credentials, or credentials of the wrong shape, throw, so a
 * bad deploy fails at start.
 */
export function readRoomProviders(env: Record<string, string | undefined>): RoomProviders {
  const byType = { ...NATIVE_ROOM_PROVIDERS.byType };
  const example = 'such as "0=room,2=agora,4=trtc"';
  for (const item of (env.CLASSROOM_PROVIDERS ?? '').split(',')) {
    if (!item.trim()) continue;
    const [typeText = '', provider = ''] = item.split('=').map((part) => part.trim());
    const type = Number(typeText) as RoomTypeNumber;
    if (!/^\d+$/.test(typeText) || !ROOM_TYPES.includes(type)) {
      throw new Error(
        `CLASSROOM_PROVIDERS: "${typeText}" is not a room type (${ROOM_TYPES.join(', ')}); ${example}`,
      );
    }
    if (!(RTC_PROVIDERS as readonly string[]).includes(provider)) {
      throw new Error(
        `CLASSROOM_PROVIDERS: "${provider}" is not one of ${RTC_PROVIDERS.join(', ')}; ${example}`,
      );
    }
    byType[type] = provider as RtcProviderName;
  }
  const chosen = new Set(Object.values(byType));

  const appId = env.AGORA_APP_ID?.trim();
  const appCertificate = env.AGORA_APP_CERTIFICATE?.trim();
  if (chosen.has('agora') && (!appId || !appCertificate)) {
    throw new Error('CLASSROOM_PROVIDERS chooses agora: AGORA_APP_ID and AGORA_APP_CERTIFICATE are required');
  }
  if ((appId && !AGORA_KEY.test(appId)) || (appCertificate && !AGORA_KEY.test(appCertificate))) {
    throw new Error(
      'AGORA_APP_ID and AGORA_APP_CERTIFICATE must be 32 hexadecimal digits, as Agora gives them',
    );
  }

  const sdkAppIdText = env.TRTC_SDK_APP_ID?.trim();
  const secretKey = env.TRTC_SECRET_KEY?.trim();
  if (chosen.has('trtc') && (!sdkAppIdText || !secretKey)) {
    throw new Error('CLASSROOM_PROVIDERS chooses trtc: TRTC_SDK_APP_ID and TRTC_SECRET_KEY are required');
  }
  const sdkAppId = Number(sdkAppIdText);
  if (sdkAppIdText && (!/^\d+$/.test(sdkAppIdText) || !Number.isSafeInteger(sdkAppId) || sdkAppId <= 0)) {
    throw new Error(`TRTC_SDK_APP_ID must be the application's number, got "${sdkAppIdText}"`);
  }

  return {
    byType,
    agora: appId && appCertificate ? { appId, appCertificate } : null,
    trtc: sdkAppIdText && secretKey ? { sdkAppId, secretKey } : null,
  };
}

export interface ProviderAuthRequest {
  provider: RtcProviderName;
  roomType: RoomTypeNumber;
  /** The room id, the vendor's channel (Agora) or string room id (TRTC). */
  room: string;
  userId: number;
  role: (typeof CLASSROOM_ROLE)[keyof typeof CLASSROOM_ROLE];
  now: Date;
  /** When the credentials stop admitting: the room's close. */
  until: Date;
}

/**
 * What the vendor's SDK needs to enter an open room, or null for a native one. The vendor's user is our
 * user id (Agora's numeric uid, TRTC's user id as text), so the page matches vendor media to the peers the
 * signalling socket announces. A learner of a big class only watches: Agora lets them subscribe, not publish.
 */
export function providerAuth(providers: RoomProviders, request: ProviderAuthRequest): ProviderAuth | null {
  // How long the credentials last: the vendors' signers stamp them with the clock's time, the request's.
  const nowSeconds = Math.floor(request.now.getTime() / 1000);
  const seconds = Math.max(1, Math.ceil(request.until.getTime() / 1000) - nowSeconds);
  if (request.provider === 'agora') {
    if (!providers.agora) throw new Error('agora rooms need AGORA_APP_ID and AGORA_APP_CERTIFICATE');
    const watchesOnly = request.roomType === ROOM_TYPE.bigClass && request.role === CLASSROOM_ROLE.student;
    return {
      provider: 'agora',
      app_id: providers.agora.appId,
      channel: request.room,
      uid: request.userId,
      token: agoraRtcToken({
        ...providers.agora,
        channel: request.room,
        uid: request.userId,
        role: watchesOnly ? 'subscriber' : 'publisher',
        seconds,
      }),
    };
  }
  if (request.provider === 'trtc') {
    if (!providers.trtc) throw new Error('trtc rooms need TRTC_SDK_APP_ID and TRTC_SECRET_KEY');
    const userId = String(request.userId);
    return {
      provider: 'trtc',
      sdk_app_id: providers.trtc.sdkAppId,
      room_id: request.room,
      user_id: userId,
      user_sig: trtcUserSig({ ...providers.trtc, userId, expire: seconds }),
    };
  }
  return null;
}
