import { jest } from '@jest/globals';
import { FakePeerConnection, type FakeSender, settle } from '../../testing/fake-peer-connection.ts';
import { isPolite, PeerLink, type PeerLinkOptions, type SignalData } from './peer-link.ts';

function options(fields: Partial<PeerLinkOptions> = {}): PeerLinkOptions {
  return {
    polite: false,
    send: () => undefined,
    onStream: () => undefined,
    onFailed: () => undefined,
    wrapTrack: (track) => ({ wrapped: track }) as unknown as MediaStream,
    ...fields,
  };
}

/** Two links whose messages cross the "signalling server" asynchronously, as they do over a socket. */
function pair({ bWaitsForOffer = false } = {}) {
  const a = new FakePeerConnection({}, 'A');
  const b = new FakePeerConnection({}, 'B');
  const sentByA: SignalData[] = [];
  const sentByB: SignalData[] = [];
  const links: { a?: PeerLink; b?: PeerLink } = {};
  links.a = new PeerLink(
    a.asBrowser(),
    options({
      polite: isPolite('p-a', 'p-b'),
      send: (data) => {
        sentByA.push(data);
        setTimeout(() => void links.b?.receive(data), 0);
      },
    }),
  );
  links.b = new PeerLink(
    b.asBrowser(),
    options({
      polite: isPolite('p-b', 'p-a'),
      waitForOffer: bWaitsForOffer,
      send: (data) => {
        sentByB.push(data);
        setTimeout(() => void links.a?.receive(data), 0);
      },
    }),
  );
  return { a, b, sentByA, sentByB, links: links as Required<typeof links> };
}

describe('isPolite', () => {
  it('makes exactly one of two peers polite: the one whose id sorts after', () => {
    expect(isPolite('p-b', 'p-a')).toBe(true);
    expect(isPolite('p-a', 'p-b')).toBe(false);
    expect(isPolite('10', '9')).toBe(false);
  });
});

describe('perfect negotiation', () => {
  let warn: ReturnType<typeof jest.spyOn>;
  beforeEach(() => {
    warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => warn.mockRestore());

  it('answers an offer when nobody else is offering', async () => {
    const { a, b } = pair();
    a.negotiationNeeded();
    await settle();
    expect(a.log).toEqual(['offer 1']);
    expect(b.log).toEqual(['answer']);
    expect(a.signalingState).toBe('stable');
    expect(b.signalingState).toBe('stable');
    expect(a.remoteDescription).toEqual({ type: 'answer', sdp: 'B answer' });
  });

  it('settles glare: the impolite peer ignores the offer, the polite one rolls its own back and answers', async () => {
    const { a, b, sentByA } = pair();
    a.negotiationNeeded();
    b.negotiationNeeded();
    await settle();
    // A (p-a) is impolite: its offer wins; B (p-b) rolled back and answered.
    expect(a.log).toEqual(['offer 1']);
    expect(b.log).toEqual(['offer 1', 'rollback', 'answer']);
    expect(a.signalingState).toBe('stable');
    expect(b.signalingState).toBe('stable');
    expect(b.remoteDescription?.sdp).toBe('A offer 1');
    expect(a.remoteDescription?.sdp).toBe('B answer');
    expect(sentByA.filter((data) => data.description).length).toBe(1);
    expect(warn).not.toHaveBeenCalled();
  });

  it('lets the newcomer offer: the one it meets keeps its tracks until then and answers with them', async () => {
    const { a, b, sentByB, links } = pair({ bWaitsForOffer: true });
    const stream = {} as MediaStream;
    await links.b.setTrack('audio', { kind: 'audio' } as MediaStreamTrack, stream);
    await links.b.setTrack('video', { kind: 'video' } as MediaStreamTrack, stream);
    await settle();
    expect(b.log).toEqual([]);
    expect(b.senders).toEqual([]);
    await links.a.setTrack('video', { kind: 'video' } as MediaStreamTrack, stream);
    await settle();
    expect(a.log).toEqual(['offer 1']);
    expect(b.log).toEqual(['answer']);
    expect(b.senders).toHaveLength(2);
    expect(sentByB.filter((data) => data.description)).toEqual([
      { description: { type: 'answer', sdp: 'B answer' } },
    ]);
    expect(a.signalingState).toBe('stable');
    expect(b.signalingState).toBe('stable');
    // From then on either side renegotiates as usual.
    await links.b.setTrack('video', null, stream);
    expect((b.senders[1] as FakeSender).replaced).toEqual([null]);
  });

  it('drops the candidates of an ignored offer quietly, and applies those of the accepted one', async () => {
    const { a, b } = pair();
    a.negotiationNeeded();
    b.negotiationNeeded();
    await settle(2);
    const linkOf = (pc: FakePeerConnection) => pc.onicecandidate;
    // Both gather candidates for their own offers meanwhile.
    linkOf(b)?.({
      candidate: { candidate: 'candidate:b', sdpMid: '0', sdpMLineIndex: 0, usernameFragment: 'b' },
    });
    linkOf(a)?.({
      candidate: { candidate: 'candidate:a', sdpMid: '0', sdpMLineIndex: 0, usernameFragment: 'a' },
    });
    await settle();
    expect(b.candidates).toEqual([
      { candidate: 'candidate:a', sdpMid: '0', sdpMLineIndex: 0, usernameFragment: 'a' },
    ]);
    expect(warn).not.toHaveBeenCalled();
  });

  it('sends the end of candidates as null', () => {
    const sent: SignalData[] = [];
    const pc = new FakePeerConnection();
    new PeerLink(pc.asBrowser(), options({ send: (data) => sent.push(data) }));
    pc.onicecandidate?.({ candidate: null });
    expect(sent).toEqual([{ candidate: null }]);
  });

  it("passes on the other's stream, wrapping a track that came without one", () => {
    const streams: unknown[] = [];
    const pc = new FakePeerConnection();
    new PeerLink(pc.asBrowser(), options({ onStream: (stream) => streams.push(stream) }));
    const stream = { id: 'theirs' };
    pc.ontrack?.({ track: 'audio', streams: [stream] });
    pc.ontrack?.({ track: 'video', streams: [] });
    expect(streams).toEqual([stream, { wrapped: 'video' }]);
  });

  it('restarts ICE when it fails, and reports the call failed after three restarts in a row', () => {
    const onFailed = jest.fn();
    const pc = new FakePeerConnection();
    new PeerLink(pc.asBrowser(), options({ onFailed }));
    pc.setIceState('failed');
    pc.setIceState('connected');
    pc.setIceState('failed');
    pc.setIceState('failed');
    pc.setIceState('failed');
    expect(pc.restarts).toBe(4);
    expect(onFailed).not.toHaveBeenCalled();
    pc.setIceState('failed');
    expect(onFailed).toHaveBeenCalledTimes(1);
  });

  it('adds a sender for the first track of a kind and swaps tracks on it afterwards', async () => {
    const pc = new FakePeerConnection();
    const link = new PeerLink(pc.asBrowser(), options());
    const stream = {} as MediaStream;
    const camera = { kind: 'video' } as MediaStreamTrack;
    const screen = { kind: 'video' } as MediaStreamTrack;
    await link.setTrack('video', null, stream);
    expect(pc.senders).toEqual([]);
    await link.setTrack('video', camera, stream);
    await link.setTrack('video', screen, stream);
    await link.setTrack('video', null, stream);
    expect(pc.senders).toHaveLength(1);
    expect((pc.senders[0] as FakeSender).replaced).toEqual([screen, null]);
  });

  it('does nothing more once closed', async () => {
    const sent: SignalData[] = [];
    const pc = new FakePeerConnection();
    const link = new PeerLink(pc.asBrowser(), options({ send: (data) => sent.push(data) }));
    link.close();
    expect(pc.closed).toBe(true);
    expect(pc.onnegotiationneeded).toBeNull();
    await link.receive({ description: { type: 'offer', sdp: 'x' } });
    expect(sent).toEqual([]);
  });
});
