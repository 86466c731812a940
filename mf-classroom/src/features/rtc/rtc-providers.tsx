import type { RtcProviderName } from '@hanyu/contract';
import { createContext } from 'react';
import { NativeRtc } from './native-rtc.ts';
import type { RtcProviders } from './rtc-provider.ts';

/** Native WebRTC only, for now: Agora and TRTC rooms say the classroom is not available yet. */
export const builtInProviders: RtcProviders = {
  supports: (name: RtcProviderName) => name === 'room',
  create: async (name, options) => {
    if (name !== 'room') throw new Error(`no ${name} provider in this build`);
    return new NativeRtc(options);
  },
};

/** Which providers the room page uses; tests give fakes. */
export const RtcProvidersContext = createContext<RtcProviders>(builtInProviders);
