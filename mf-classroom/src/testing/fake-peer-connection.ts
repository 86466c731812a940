/**
 * An RTCPeerConnection's signalling as perfect negotiation sees it: descriptions move the signaling state as
 * the browser's do (an offer received while offering rolls the own offer back), candidates need a remote
 * description, and adding a track or restarting ICE asks for negotiation.
 */
export class FakeSender {
  track: unknown;
  readonly replaced: unknown[] = [];
  constructor(track: unknown) {
    this.track = track;
  }
  async replaceTrack(track: unknown): Promise<void> {
    this.track = track;
    this.replaced.push(track);
  }
}

type Description = { type: RTCSdpType; sdp?: string | undefined };

const later = () => new Promise((resolve) => setTimeout(resolve, 0));

export class FakePeerConnection {
  static created: FakePeerConnection[] = [];
  readonly configuration: RTCConfiguration;
  readonly name: string;
  signalingState: RTCSignalingState = 'stable';
  iceConnectionState: RTCIceConnectionState = 'new';
  localDescription: Description | null = null;
  remoteDescription: Description | null = null;
  onnegotiationneeded: (() => void) | null = null;
  onicecandidate: ((event: { candidate: unknown }) => void) | null = null;
  ontrack: ((event: { track: unknown; streams: unknown[] }) => void) | null = null;
  oniceconnectionstatechange: (() => void) | null = null;
  readonly senders: FakeSender[] = [];
  readonly candidates: unknown[] = [];
  /** What happened, in order: offers made, rollbacks, answers. */
  readonly log: string[] = [];
  restarts = 0;
  closed = false;
  #offers = 0;

  constructor(configuration: RTCConfiguration = {}, name = `pc${FakePeerConnection.created.length + 1}`) {
    this.configuration = configuration;
    this.name = name;
    FakePeerConnection.created.push(this);
  }

  async setLocalDescription(): Promise<void> {
    await later();
    if (this.signalingState === 'have-remote-offer') {
      this.localDescription = { type: 'answer', sdp: `${this.name} answer` };
      this.signalingState = 'stable';
      this.log.push('answer');
    } else {
      this.#offers += 1;
      this.localDescription = { type: 'offer', sdp: `${this.name} offer ${this.#offers}` };
      this.signalingState = 'have-local-offer';
      this.log.push(`offer ${this.#offers}`);
    }
  }

  async setRemoteDescription(description: Description): Promise<void> {
    await later();
    if (description.type === 'offer') {
      if (this.signalingState === 'have-local-offer') this.log.push('rollback');
      this.remoteDescription = description;
      this.signalingState = 'have-remote-offer';
    } else if (description.type === 'answer') {
      if (this.signalingState !== 'have-local-offer')
        throw new DOMException(`answer in ${this.signalingState}`, 'InvalidStateError');
      this.remoteDescription = description;
      this.signalingState = 'stable';
    }
  }

  async addIceCandidate(candidate: unknown): Promise<void> {
    await later();
    if (!this.remoteDescription) throw new DOMException('no remote description', 'InvalidStateError');
    this.candidates.push(candidate);
  }

  addTrack(track: unknown): FakeSender {
    const sender = new FakeSender(track);
    this.senders.push(sender);
    // A browser asks for negotiation in a stable state only; a track added to answer an offer rides on it.
    if (this.signalingState === 'stable') queueMicrotask(() => this.onnegotiationneeded?.());
    return sender;
  }

  restartIce(): void {
    this.restarts += 1;
  }

  close(): void {
    this.closed = true;
    this.signalingState = 'closed';
  }

  /** The browser's ICE agent changed state. */
  setIceState(state: RTCIceConnectionState): void {
    this.iceConnectionState = state;
    this.oniceconnectionstatechange?.();
  }

  /** Tracks changed: the browser asks for negotiation. */
  negotiationNeeded(): void {
    this.onnegotiationneeded?.();
  }

  asBrowser(): RTCPeerConnection {
    return this as unknown as RTCPeerConnection;
  }
}

/** Lets every pending timer-based step run. */
export async function settle(rounds = 30): Promise<void> {
  for (let i = 0; i < rounds; i += 1) await later();
}
