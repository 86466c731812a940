import type { MediaState } from '@hanyu/contract';
import { jest } from '@jest/globals';
import { asStream, FakeStream, FakeTrack } from '../../testing/fake-media.ts';
import { LocalMedia } from './local-media.ts';
import { createRtcEmitter, type RtcEvents } from './rtc-provider.ts';
import type { SignalSession } from './signal-session.ts';

const OFF: MediaState = { audio: false, video: false, screen: false };

function setUp(tracks: FakeTrack[] = [new FakeTrack('audio', 'mic'), new FakeTrack('video', 'camera')]) {
  const events = createRtcEmitter();
  const shown: Array<RtcEvents['local-state']> = [];
  const errors: string[] = [];
  events.on('local-state', (payload) => shown.push(payload));
  events.on('error', ({ kind }) => errors.push(kind));
  const session = { sendState: jest.fn(), ended: false };
  const local = new LocalMedia(events, session as unknown as SignalSession);
  const camera = new FakeStream(tracks);
  local.use(asStream(camera));
  return { local, camera, session, shown, errors };
}

describe('LocalMedia', () => {
  it('starts from the tracks it was given, and tells the server and the page of each switch', () => {
    const { local, session, shown } = setUp([new FakeTrack('audio', 'mic')]);
    expect(local.state).toEqual({ audio: true, video: false, screen: false });
    local.switched('microphone', false);
    local.switched('screen', true);
    expect(session.sendState.mock.calls).toEqual([
      [{ audio: false, video: false, screen: false }],
      [{ audio: false, video: false, screen: true }],
    ]);
    expect(shown.at(-1)?.state).toEqual({ audio: false, video: false, screen: true });
  });

  it("tells the server only when what it restored differs from the server's state", () => {
    const { local, session } = setUp();
    expect(local.settle(OFF, OFF)).toEqual(OFF);
    expect(session.sendState).not.toHaveBeenCalled();
    local.settle({ audio: true, video: true, screen: true }, { audio: true, video: true, screen: false });
    expect(session.sendState).toHaveBeenCalledWith({ audio: true, video: true, screen: false });
  });

  it('stops and removes the camera, and adds a device turned on later or reports one that fails', async () => {
    const { local, camera, errors } = setUp();
    const lens = camera.getVideoTracks()[0];
    expect(local.stopCamera()).toBe(true);
    expect(lens?.readyState).toBe('ended');
    expect(local.track('video')).toBeNull();
    expect(local.stopCamera()).toBe(false);

    const again = await local.acquire('video', async () =>
      asStream(new FakeStream([new FakeTrack('video', 'again')])),
    );
    expect((again as unknown as FakeTrack).label).toBe('again');
    expect(local.track('video')).toBe(again);
    await expect(
      local.acquire('audio', async () => {
        throw Object.assign(new Error('busy'), { name: 'NotReadableError' });
      }),
    ).resolves.toBeNull();
    expect(errors).toEqual(['device']);
  });
});
