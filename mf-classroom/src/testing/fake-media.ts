/** Camera, microphone and screen tracks and streams for jsdom, which has none. */
export class FakeTrack extends EventTarget {
  readonly kind: 'audio' | 'video';
  readonly label: string;
  enabled = true;
  readyState: 'live' | 'ended' = 'live';

  constructor(kind: 'audio' | 'video', label: string = kind) {
    super();
    this.kind = kind;
    this.label = label;
  }

  stop(): void {
    this.readyState = 'ended';
  }

  /** The device went away (unplugged, taken by the system): the track ends and says so. */
  end(): void {
    this.readyState = 'ended';
    this.dispatchEvent(new Event('ended'));
  }
}

export class FakeStream {
  readonly id: string;
  #tracks: FakeTrack[];

  constructor(tracks: FakeTrack[] = [], id = 'stream') {
    this.#tracks = [...tracks];
    this.id = id;
  }

  getTracks(): FakeTrack[] {
    return [...this.#tracks];
  }
  getAudioTracks(): FakeTrack[] {
    return this.#tracks.filter((track) => track.kind === 'audio');
  }
  getVideoTracks(): FakeTrack[] {
    return this.#tracks.filter((track) => track.kind === 'video');
  }
  addTrack(track: FakeTrack): void {
    if (!this.#tracks.includes(track)) this.#tracks.push(track);
  }
  removeTrack(track: FakeTrack): void {
    this.#tracks = this.#tracks.filter((other) => other !== track);
  }
}

/** A stream with a live camera and microphone, typed as the browser's. */
export function cameraAndMicrophone(): MediaStream {
  return new FakeStream([
    new FakeTrack('audio', 'mic'),
    new FakeTrack('video', 'camera'),
  ]) as unknown as MediaStream;
}

export function asStream(stream: FakeStream): MediaStream {
  return stream as unknown as MediaStream;
}

/** A DOMException-like rejection of getUserMedia. */
export function mediaError(name: string): Error {
  return Object.assign(new Error(name), { name });
}

const scope = globalThis as unknown as { RTCPeerConnection?: unknown };

/**
 * Gives jsdom the browser parts the classroom checks for: `navigator.mediaDevices` with these functions (or
 * none) and RTCPeerConnection (or none). Returns the undoing.
 */
export function installBrowserMedia({
  getUserMedia,
  webrtc = true,
}: {
  getUserMedia?: (constraints: MediaStreamConstraints) => Promise<MediaStream>;
  webrtc?: boolean;
}): () => void {
  const mediaDevices = getUserMedia ? { getUserMedia } : undefined;
  Object.defineProperty(navigator, 'mediaDevices', { value: mediaDevices, configurable: true });
  const before = scope.RTCPeerConnection;
  scope.RTCPeerConnection = webrtc ? class RTCPeerConnection {} : undefined;
  return () => {
    Object.defineProperty(navigator, 'mediaDevices', { value: undefined, configurable: true });
    scope.RTCPeerConnection = before;
  };
}
