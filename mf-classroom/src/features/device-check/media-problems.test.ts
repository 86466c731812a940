import { browserProblem, mediaProblemOf, waysForward } from './media-problems.ts';

const domError = (name: string) => Object.assign(new Error(name), { name });

describe('mediaProblemOf', () => {
  it.each([
    ['NotAllowedError', 'permission'],
    ['PermissionDeniedError', 'permission'],
    ['SecurityError', 'permission'],
    ['NotFoundError', 'no-device'],
    ['DevicesNotFoundError', 'no-device'],
    ['NotReadableError', 'in-use'],
    ['TrackStartError', 'in-use'],
    ['AbortError', 'in-use'],
    ['OverconstrainedError', 'constraints'],
    ['ConstraintNotSatisfiedError', 'constraints'],
    ['TypeError', 'unknown'],
  ])('maps %s to %s', (name, problem) => {
    expect(mediaProblemOf(domError(name))).toBe(problem);
  });

  it('calls anything without a name unknown', () => {
    expect(mediaProblemOf(undefined)).toBe('unknown');
    expect(mediaProblemOf('denied')).toBe('unknown');
  });
});

describe('browserProblem', () => {
  const getUserMedia = () => undefined;
  class RTCPeerConnection {}

  it('is none in a browser with devices and WebRTC', () => {
    expect(browserProblem({ mediaDevices: { getUserMedia }, RTCPeerConnection })).toBeNull();
  });

  it('says an old or insecure page has no devices, and a browser without RTCPeerConnection no calls', () => {
    expect(browserProblem({ mediaDevices: undefined, RTCPeerConnection })).toBe('no-media-devices');
    expect(browserProblem({ mediaDevices: {}, RTCPeerConnection })).toBe('no-media-devices');
    expect(browserProblem({ mediaDevices: { getUserMedia } })).toBe('no-webrtc');
  });
});

describe('waysForward', () => {
  it('offers a retry, audio only and listening after camera and microphone failed', () => {
    expect(waysForward('permission', 'camera-and-microphone')).toEqual(['retry', 'audio-only', 'listener']);
    expect(waysForward('in-use', 'camera-and-microphone')).toEqual(['retry', 'audio-only', 'listener']);
  });

  it('offers no audio only once the microphone alone failed', () => {
    expect(waysForward('no-device', 'microphone')).toEqual(['retry', 'listener']);
  });

  it('lets a browser without devices listen, and one without WebRTC nothing', () => {
    expect(waysForward('no-media-devices', 'camera-and-microphone')).toEqual(['listener']);
    expect(waysForward('no-webrtc', 'camera-and-microphone')).toEqual([]);
  });
});
