/**
 * Why the classroom cannot use the camera and microphone (SPEC §8: audio/video permissions, device abnormal,
 * old or unsupported browser), each with its own message and ways forward.
 */
export type MediaProblem =
  /** NotAllowedError: the visitor or the system refused the permission. */
  | 'permission'
  /** NotFoundError: no camera or microphone. */
  | 'no-device'
  /** NotReadableError: the device is in use by another app, or faulty. */
  | 'in-use'
  /** OverconstrainedError: no device can do what was asked. */
  | 'constraints'
  /** Anything else getUserMedia threw. */
  | 'unknown'
  /** No navigator.mediaDevices: an old browser, or a page not served over https. */
  | 'no-media-devices'
  /** No RTCPeerConnection: the browser cannot take part in a call at all. */
  | 'no-webrtc';

/** What a device problem lets the visitor do next. */
export type WayForward = 'retry' | 'audio-only' | 'listener';

/** The cause of a getUserMedia rejection, by the DOMException's name (older Chrome names included). */
export function mediaProblemOf(error: unknown): MediaProblem {
  const name = typeof error === 'object' && error !== null && 'name' in error ? String(error.name) : '';
  switch (name) {
    case 'NotAllowedError':
    case 'PermissionDeniedError':
    case 'SecurityError':
      return 'permission';
    case 'NotFoundError':
    case 'DevicesNotFoundError':
      return 'no-device';
    case 'NotReadableError':
    case 'TrackStartError':
    case 'AbortError':
      return 'in-use';
    case 'OverconstrainedError':
    case 'ConstraintNotSatisfiedError':
      return 'constraints';
    default:
      return 'unknown';
  }
}

/** The parts of the browser a classroom needs, as `window` and `navigator` have them (or not). */
export interface BrowserAbilities {
  mediaDevices?: { getUserMedia?: unknown } | undefined;
  RTCPeerConnection?: unknown;
}

/** What the browser lacks for the classroom, or null when it has it all. */
export function browserProblem(browser: BrowserAbilities): MediaProblem | null {
  if (typeof browser.RTCPeerConnection !== 'function') return 'no-webrtc';
  if (typeof browser.mediaDevices?.getUserMedia !== 'function') return 'no-media-devices';
  return null;
}

/**
 * The ways forward from a problem: ask again, try the microphone alone (when camera and microphone were
 * asked for together), or enter as a listener. A browser without WebRTC cannot enter at all.
 */
export function waysForward(
  problem: MediaProblem,
  asked: 'camera-and-microphone' | 'microphone',
): WayForward[] {
  if (problem === 'no-webrtc') return [];
  if (problem === 'no-media-devices') return ['listener'];
  return asked === 'camera-and-microphone' ? ['retry', 'audio-only', 'listener'] : ['retry', 'listener'];
}
