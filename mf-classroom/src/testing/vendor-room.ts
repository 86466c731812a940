import type { ClassroomEntry } from '@hanyu/contract';
import { jest } from '@jest/globals';
import type { NativeRtcEnvironment } from '../features/rtc/native-rtc.ts';
import type { RtcEvents, RtcProvider } from '../features/rtc/rtc-provider.ts';
import { asStream, FakeStream, FakeTrack } from './fake-media.ts';
import { FakeSignalSocket } from './fake-signal-socket.ts';

/** The browser of a vendor room: sockets, streams and devices the test controls. */
export function vendorRoomEnvironment({ renewals = [] as ClassroomEntry[], getDisplayMedia = true } = {}) {
  const sockets: FakeSignalSocket[] = [];
  const env: NativeRtcEnvironment = {
    location: { protocol: 'https:', host: 'hanyu.test' },
    openSocket: (url) => {
      const socket = new FakeSignalSocket(url);
      sockets.push(socket);
      return socket;
    },
    createPeerConnection: () => {
      throw new Error('a vendor room makes no peer connection of its own');
    },
    newStream: (tracks = []) => asStream(new FakeStream(tracks as unknown as FakeTrack[])),
    getUserMedia: async (constraints) =>
      asStream(new FakeStream([new FakeTrack(constraints.video ? 'video' : 'audio', 'again')])),
    getDisplayMedia: getDisplayMedia ? async () => asStream(new FakeStream()) : null,
    onOnline: () => () => undefined,
    onPageHide: () => () => undefined,
    random: () => 0,
  };
  const renewEntry = jest.fn(async () => {
    const next = renewals.shift();
    if (!next) throw new Error('no entry left');
    return next;
  });
  return { env, sockets, renewEntry, socket: () => sockets.at(-1) as FakeSignalSocket };
}

/** Everything a provider emitted, by event. */
export function recordEvents(rtc: RtcProvider) {
  const events: Array<[keyof RtcEvents, unknown]> = [];
  for (const name of [
    'joined',
    'peer-added',
    'peer-stream',
    'peer-removed',
    'peer-state',
    'local-state',
    'connection',
    'error',
  ] as const) {
    rtc.on(name, (payload) => events.push([name, payload]));
  }
  const of = <K extends keyof RtcEvents>(name: K) =>
    events.filter(([event]) => event === name).map(([, payload]) => payload as RtcEvents[K]);
  return {
    events,
    of,
    connections: () => of('connection').map((payload) => payload.state),
    errors: () => of('error').map((payload) => payload.kind),
  };
}

/** Lets pending promises (the adapter's awaits on the fake SDK) settle. */
export async function settle(): Promise<void> {
  for (let round = 0; round < 10; round += 1) await Promise.resolve();
}

/** Waits, generously, for what a timer of the provider brings (a reconnection after its backoff). */
export async function until(condition: () => boolean, timeoutMs = 10_000): Promise<void> {
  const start = Date.now();
  while (!condition()) {
    if (Date.now() - start > timeoutMs) throw new Error('waited in vain');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

export function cameraAndMic() {
  const mic = new FakeTrack('audio', 'mic');
  const camera = new FakeTrack('video', 'camera');
  return { mic, camera, local: new FakeStream([mic, camera]) };
}
