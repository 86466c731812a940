import type { ClientSignal } from '@hanyu/contract';

/** What two browsers relay to each other through the signalling socket: a description or a candidate. */
export type SignalData = Extract<ClientSignal, { type: 'signal' }>['data'];

/** ICE restarts tried before the call counts as failed. */
const MAX_ICE_RESTARTS = 3;

/**
 * Perfect negotiation's roles (docs/classroom-protocol.md): a peer is polite towards another when its
 * `peer_id` sorts after the other's, so of any two exactly one yields on glare.
 */
export function isPolite(myPeerId: string, theirPeerId: string): boolean {
  return myPeerId > theirPeerId;
}

export interface PeerLinkOptions {
  polite: boolean;
  /**
   * The other peer offers first (it is the newcomer, whose welcome listed this one): this side keeps its tracks
   * until that offer arrives and answers with them, so the two never offer at once as they meet.
   */
  waitForOffer?: boolean;
  /** Sends to the other peer through the signalling socket. */
  send: (data: SignalData) => void;
  /** The other peer's media arrived or changed. */
  onStream: (stream: MediaStream) => void;
  /** ICE restarts did not bring the call back. */
  onFailed: () => void;
  /** A stream for a track that came without one. */
  wrapTrack: (track: MediaStreamTrack) => MediaStream;
}

function candidateJson(candidate: RTCIceCandidate): NonNullable<SignalData['candidate']> {
  return {
    candidate: candidate.candidate,
    sdpMid: candidate.sdpMid,
    sdpMLineIndex: candidate.sdpMLineIndex,
    usernameFragment: candidate.usernameFragment,
  };
}

/**
 * One RTCPeerConnection to one other participant, negotiated with WebRTC's perfect negotiation pattern
 * (https://w3c.github.io/webrtc-pc/#perfect-negotiation-example): either side may offer whenever its tracks
 * change; on glare the impolite side ignores the other's offer and the polite side rolls its own back.
 */
export class PeerLink {
  readonly pc: RTCPeerConnection;
  readonly #options: PeerLinkOptions;
  readonly #senders = new Map<'audio' | 'video', RTCRtpSender>();
  /** While waiting for the first offer: the tracks to answer with. */
  #waiting: Map<'audio' | 'video', { track: MediaStreamTrack; stream: MediaStream }> | null;
  #makingOffer = false;
  #ignoreOffer = false;
  #answerPending = false;
  #restarts = 0;
  #closed = false;

  constructor(pc: RTCPeerConnection, options: PeerLinkOptions) {
    this.pc = pc;
    this.#options = options;
    this.#waiting = options.waitForOffer ? new Map() : null;
    pc.onnegotiationneeded = () => void this.#offer();
    pc.onicecandidate = ({ candidate }) =>
      options.send({ candidate: candidate ? candidateJson(candidate) : null });
    pc.ontrack = ({ track, streams }) => options.onStream(streams[0] ?? options.wrapTrack(track));
    pc.oniceconnectionstatechange = () => this.#iceStateChanged();
  }

  /**
   * Sends `track` as this link's audio or video: the sender of that kind swaps it without renegotiating (null
   * sends nothing); the first track of a kind adds a sender, which renegotiates.
   */
  async setTrack(
    kind: 'audio' | 'video',
    track: MediaStreamTrack | null,
    stream: MediaStream,
  ): Promise<void> {
    if (this.#closed) return;
    const sender = this.#senders.get(kind);
    if (this.#waiting) {
      if (track) this.#waiting.set(kind, { track, stream });
      else this.#waiting.delete(kind);
    } else if (sender) {
      await sender.replaceTrack(track).catch((error: unknown) => console.warn('[classroom] track', error));
    } else if (track) {
      this.#senders.set(kind, this.pc.addTrack(track, stream));
    }
  }

  /** A description or candidate the other peer sent. */
  async receive(data: SignalData): Promise<void> {
    if (this.#closed) return;
    try {
      const { description } = data;
      if (description) {
        const readyForOffer =
          !this.#makingOffer && (this.pc.signalingState === 'stable' || this.#answerPending);
        const collision = description.type === 'offer' && !readyForOffer;
        this.#ignoreOffer = !this.#options.polite && collision;
        if (this.#ignoreOffer) return;
        this.#answerPending = description.type === 'answer';
        await this.pc.setRemoteDescription(description);
        this.#answerPending = false;
        if (description.type === 'offer') {
          this.#addWaitingTracks();
          await this.pc.setLocalDescription();
          this.#sendDescription();
        }
      } else if (data.candidate !== undefined) {
        try {
          await this.pc.addIceCandidate(data.candidate);
        } catch (error) {
          // Candidates of an offer this side ignored fail to apply, and do not matter.
          if (!this.#ignoreOffer) throw error;
        }
      }
    } catch (error) {
      if (!this.#closed) console.warn('[classroom] negotiation', error);
    }
  }

  /** The first offer is in: the kept tracks join the transceivers it made, and the answer carries them. */
  #addWaitingTracks(): void {
    const waiting = this.#waiting;
    this.#waiting = null;
    for (const [kind, { track, stream }] of waiting ?? [])
      this.#senders.set(kind, this.pc.addTrack(track, stream));
  }

  close(): void {
    this.#closed = true;
    this.pc.onnegotiationneeded = null;
    this.pc.onicecandidate = null;
    this.pc.ontrack = null;
    this.pc.oniceconnectionstatechange = null;
    this.pc.close();
  }

  async #offer(): Promise<void> {
    if (this.#closed) return;
    try {
      this.#makingOffer = true;
      await this.pc.setLocalDescription();
      this.#sendDescription();
    } catch (error) {
      if (!this.#closed) console.warn('[classroom] offer', error);
    } finally {
      this.#makingOffer = false;
    }
  }

  #sendDescription(): void {
    const local = this.pc.localDescription;
    if (local && !this.#closed) this.#options.send({ description: { type: local.type, sdp: local.sdp } });
  }

  #iceStateChanged(): void {
    const state = this.pc.iceConnectionState;
    if (state === 'connected' || state === 'completed') this.#restarts = 0;
    if (state !== 'failed') return;
    if (this.#restarts >= MAX_ICE_RESTARTS) {
      this.#options.onFailed();
      return;
    }
    this.#restarts += 1;
    this.pc.restartIce();
  }
}
