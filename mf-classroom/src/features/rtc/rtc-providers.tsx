import type { RtcProviderName } from '@hanyu/contract';
import { createContext } from 'react';
import { NativeRtc } from './native-rtc.ts';
import type { RtcProvider, RtcProviderOptions, RtcProviders } from './rtc-provider.ts';

/**
 * Each provider's adapter, and its vendor's SDK, loaded only when a room uses it: Agora's and TRTC's SDKs
 * are large, so each lands in a chunk of its own and never in the first load of any page.
 */
const loaders: Record<RtcProviderName, (options: RtcProviderOptions) => Promise<RtcProvider>> = {
  room: async (options) => new NativeRtc(options),
  agora: async (options) => {
    const [{ createAgoraRtc }, { default: AgoraRTC }] = await Promise.all([
      import(/* webpackChunkName: "rtc-agora" */ './agora-rtc.ts'),
      import(/* webpackChunkName: "rtc-agora" */ 'agora-rtc-sdk-ng'),
    ]);
    return createAgoraRtc(options, AgoraRTC);
  },
  trtc: async (options) => {
    const [{ createTrtcRtc }, { default: TRTC }] = await Promise.all([
      import(/* webpackChunkName: "rtc-trtc" */ './trtc-rtc.ts'),
      import(/* webpackChunkName: "rtc-trtc" */ 'trtc-sdk-v5'),
    ]);
    return createTrtcRtc(options, TRTC);
  },
};

/** Native WebRTC, Agora and TRTC (docs/classroom-protocol.md, "Vendor rooms"). */
export const builtInProviders: RtcProviders = {
  supports: (name: RtcProviderName) => name in loaders,
  create: (name, options) => loaders[name](options),
};

/** Which providers the room page uses; tests give fakes. */
export const RtcProvidersContext = createContext<RtcProviders>(builtInProviders);
