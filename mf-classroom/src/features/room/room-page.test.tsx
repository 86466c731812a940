import type { ClassroomEntry } from '@hanyu/contract';
import { jest } from '@jest/globals';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  cameraAndMicrophone,
  FakeStream,
  FakeTrack,
  installBrowserMedia,
  mediaError,
} from '../../testing/fake-media.ts';
import { FakeRtc, fakeProviders } from '../../testing/fake-rtc.ts';
import { classroomEntry, coursewareOf, LEARNER, roomPeer, signIn } from '../../testing/fixtures.ts';
import {
  apiError,
  apiResponse,
  mockApi,
  type RecordedCall,
  renderRoute,
} from '../../testing/render-route.tsx';

/** setTimeout itself, kept for waiting while jest's fake timers stand in for it. */
const realSetTimeout = globalThis.setTimeout;
const me = roomPeer({ peer_id: 'p-me', user_id: 5, name: 'Emma B.', role: 2 });
const teacher = roomPeer();
const ON = { audio: true, video: true, screen: false };

/**
 * The API answers the entry of lesson 7 with these, one per call (the last one again after that), and the
 * lesson's courseware with course 3's; returns the entry calls.
 */
function serveEntries(...entries: Array<ClassroomEntry | Response>): RecordedCall[] {
  const asked: RecordedCall[] = [];
  mockApi((call) => {
    if (call.method === 'GET' && /^\/classroom\/lessons\/\d+\/courseware$/.test(call.path))
      return apiResponse({ response: coursewareOf() });
    if (call.method !== 'GET' || !call.path.startsWith('/classroom/lessons/'))
      throw new Error(`unexpected ${call.method} ${call.path}`);
    asked.push(call);
    const next = entries.length > 1 ? entries.shift() : entries[0];
    return next instanceof Response ? next : apiResponse({ response: next });
  });
  return asked;
}

let uninstall: () => void = () => undefined;
afterEach(() => uninstall());

function devices(getUserMedia: (constraints: MediaStreamConstraints) => Promise<MediaStream>) {
  const asked: MediaStreamConstraints[] = [];
  uninstall = installBrowserMedia({
    getUserMedia: (constraints) => {
      asked.push(constraints);
      return getUserMedia(constraints);
    },
  });
  return asked;
}

/** Opens the room of lesson 7 with working devices, and clicks through the device check. */
async function enterRoom(entry = classroomEntry()) {
  signIn();
  const calls = serveEntries(entry);
  const stream = cameraAndMicrophone();
  devices(async () => stream);
  const rtc = new FakeRtc();
  const providers = fakeProviders(rtc);
  const user = userEvent.setup();
  const view = await renderRoute('/en/learning/live/one/7', { providers });
  await user.click(await screen.findByRole('button', { name: 'Enter the classroom' }));
  return { rtc, providers, user, calls, stream, view };
}

describe('the classroom entry', () => {
  it('asks for the entry in the page language, and says a lesson that is not yours is not yours', async () => {
    signIn();
    const calls = serveEntries(apiError(404, 404, 'Not found'));
    await renderRoute('/en/learning/live/one/99', { providers: fakeProviders(new FakeRtc()) });
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'This classroom is not yours' })).toBeTruthy();
    expect(within(alert).getByRole('link', { name: 'My bookings' }).getAttribute('href')).toBe(
      '/en/user/date',
    );
    expect(calls[0]?.path).toBe('/classroom/lessons/99');
    expect(calls[0]?.query.get('language')).toBe('en');
  });

  it('sends a teacher back to the teaching centre', async () => {
    signIn({ ...LEARNER, id: 11, nick_name: 'Ana Li', org_user: { user_type: 2 } });
    serveEntries(apiError(404, 404, 'Not found'));
    await renderRoute('/en/learning/live/room/pc/99', { providers: fakeProviders(new FakeRtc()) });
    expect((await screen.findByRole('link', { name: 'Teaching centre' })).getAttribute('href')).toBe(
      '/en/teach',
    );
  });

  it('offers a retry when the entry could not be loaded', async () => {
    signIn();
    const calls = serveEntries(apiError(500, 500), classroomEntry({ state: 'over', token: null }));
    const user = userEvent.setup();
    await renderRoute('/en/learning/live/one/7', { providers: fakeProviders(new FakeRtc()) });
    await user.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: "This lesson's classroom is closed" })).toBeTruthy();
    expect(calls).toHaveLength(2);
  });

  it('says a closed room is closed, with the lesson it was for', async () => {
    signIn();
    serveEntries(classroomEntry({ state: 'over', token: null }));
    await renderRoute('/en/learning/live/roomv2/7', { providers: fakeProviders(new FakeRtc()) });
    expect(await screen.findByRole('heading', { name: "This lesson's classroom is closed" })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'HSK 1 Essentials' })).toBeTruthy();
    expect(screen.getByText(/with Ana Li/)).toBeTruthy();
  });

  it('says a room on a provider this build cannot carry is not available yet, before any device check', async () => {
    signIn();
    serveEntries(classroomEntry({ provider: 'agora' }));
    const asked = devices(async () => cameraAndMicrophone());
    const providers = fakeProviders(new FakeRtc());
    await renderRoute('/en/learning/live/one/7', { providers });
    expect(await screen.findByRole('heading', { name: 'This classroom is not available yet' })).toBeTruthy();
    expect(asked).toEqual([]);
    expect(providers.created).toEqual([]);
  });

  describe('before the entry time', () => {
    const NOW = Date.parse('2030-01-07T01:38:30.000Z');
    beforeEach(() => {
      jest.useFakeTimers({ now: NOW, doNotFake: ['queueMicrotask', 'nextTick'] });
    });
    afterEach(() => jest.useRealTimers());

    /** Waits for the page to show something while timers are fake (findBy… would wait on them). */
    async function until<T>(find: () => T | null): Promise<T> {
      for (let turn = 0; turn < 1000; turn += 1) {
        const found = find();
        if (found) return found;
        await act(async () => {
          await new Promise((resolve) => realSetTimeout(resolve, 1));
        });
      }
      throw new Error('it never appeared');
    }

    it('shows when the room opens in local time and counts down, then asks again at the opening', async () => {
      signIn();
      const calls = serveEntries(
        classroomEntry({ state: 'early', token: null, token_expires_at: null }),
        classroomEntry(),
      );
      devices(async () => cameraAndMicrophone());
      await renderRoute('/en/learning/live/one/7', { providers: fakeProviders(new FakeRtc()) });
      await until(() => screen.queryByRole('heading', { name: 'The classroom is not open yet' }));
      // 01:40 UTC is 01:40 in London in January.
      expect(
        screen.getByText(
          (_, element) =>
            element?.tagName === 'P' &&
            element.textContent === 'It opens at Jan 7, 2030, 1:40 AM, 20 minutes before the lesson starts.',
        ),
      ).toBeTruthy();
      expect(screen.getByRole('timer').textContent).toBe('01:30');
      await act(() => jest.advanceTimersByTimeAsync(30_000));
      expect(screen.getByRole('timer').textContent).toBe('01:00');
      expect(calls).toHaveLength(1);
      await act(() => jest.advanceTimersByTimeAsync(60_000));
      await until(() => screen.queryByRole('heading', { name: 'Check your camera and microphone' }));
      expect(calls).toHaveLength(2);
    });
  });
});

describe('the device check', () => {
  it('previews the camera, meters the microphone and enters with the checked devices', async () => {
    signIn();
    serveEntries(classroomEntry());
    const stream = cameraAndMicrophone();
    const asked = devices(async () => stream);
    const rtc = new FakeRtc();
    const user = userEvent.setup();
    await renderRoute('/en/learning/live/room/mobile/7', { providers: fakeProviders(rtc) });
    expect(await screen.findByRole('heading', { name: 'Check your camera and microphone' })).toBeTruthy();
    expect(await screen.findByLabelText('Your camera')).toBeTruthy();
    expect(screen.getByLabelText('Microphone level').tagName).toBe('METER');
    expect(asked).toEqual([{ audio: true, video: true }]);
    await user.click(screen.getByRole('button', { name: 'Enter the classroom' }));
    expect(rtc.joined?.local).toBe(stream);
    expect(rtc.joined?.entry.token).toBe('room-token-1');
  });

  it.each([
    ['NotAllowedError', 'The browser is not allowed to use your camera and microphone'],
    ['NotFoundError', 'No camera or microphone was found'],
    ['NotReadableError', 'The camera or microphone is not working'],
    ['OverconstrainedError', 'Your camera or microphone cannot be used as the classroom needs'],
    ['TypeError', 'Your camera and microphone could not be started'],
  ])('explains %s and offers a retry, audio only and listening', async (name, title) => {
    signIn();
    serveEntries(classroomEntry());
    devices(async () => {
      throw mediaError(name);
    });
    await renderRoute('/en/learning/live/one/7', { providers: fakeProviders(new FakeRtc()) });
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: title })).toBeTruthy();
    expect(
      within(alert)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Try again', 'Enter with audio only', 'Enter without camera or microphone']);
  });

  it('keeps the place of the preview while asking, and enters as soon as the devices come when Enter was pressed before', async () => {
    signIn();
    serveEntries(classroomEntry());
    let grant: (stream: MediaStream) => void = () => undefined;
    devices(() => new Promise<MediaStream>((resolve) => (grant = resolve)));
    const rtc = new FakeRtc();
    const user = userEvent.setup();
    await renderRoute('/en/learning/live/one/7', { providers: fakeProviders(rtc) });
    const enter = (await screen.findByRole('button', { name: 'Enter the classroom' })) as HTMLButtonElement;
    expect(await screen.findByText('Asking your browser for the camera and microphone…')).toBeTruthy();
    expect(screen.getByLabelText('Microphone level').tagName).toBe('METER');
    await user.click(enter);
    expect(enter.disabled).toBe(true);
    expect(rtc.joined).toBeNull();
    const stream = cameraAndMicrophone();
    act(() => grant(stream));
    await waitFor(() => expect(rtc.joined?.local).toBe(stream));
  });

  it('offers the lesson’s courseware to look through before entering, with its number of pages', async () => {
    signIn();
    serveEntries(classroomEntry());
    devices(async () => cameraAndMicrophone());
    await renderRoute('/en/learning/live/one/7', { providers: fakeProviders(new FakeRtc()) });
    const link = await screen.findByRole('link', { name: 'Look through the courseware (3 pages)' });
    expect(link.getAttribute('href')).toBe('/en/learning/courseware/3');
  });

  it('asks for the microphone alone after the camera failed, and enters with audio only', async () => {
    signIn();
    serveEntries(classroomEntry());
    const audioOnly = new FakeStream([new FakeTrack('audio')]);
    const asked = devices(async (constraints) => {
      if (constraints.video) throw mediaError('NotReadableError');
      return audioOnly as unknown as MediaStream;
    });
    const rtc = new FakeRtc();
    const user = userEvent.setup();
    await renderRoute('/en/learning/live/one/7', { providers: fakeProviders(rtc) });
    await user.click(await screen.findByRole('button', { name: 'Enter with audio only' }));
    expect(await screen.findByText('No camera: you will enter with audio only.')).toBeTruthy();
    expect(asked).toEqual([{ audio: true, video: true }, { audio: true }]);
    await user.click(screen.getByRole('button', { name: 'Enter the classroom' }));
    expect(rtc.joined?.local).toBe(audioOnly);
  });

  it('tries again when asked to', async () => {
    signIn();
    serveEntries(classroomEntry());
    let attempts = 0;
    devices(async () => {
      attempts += 1;
      if (attempts === 1) throw mediaError('NotAllowedError');
      return cameraAndMicrophone();
    });
    const user = userEvent.setup();
    await renderRoute('/en/learning/live/one/7', { providers: fakeProviders(new FakeRtc()) });
    await user.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'Enter the classroom' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('lets an old browser without camera access enter as a listener', async () => {
    signIn();
    serveEntries(classroomEntry());
    uninstall = installBrowserMedia({});
    const rtc = new FakeRtc();
    const user = userEvent.setup();
    await renderRoute('/en/learning/live/one/7', { providers: fakeProviders(rtc) });
    const alert = await screen.findByRole('alert');
    expect(
      within(alert).getByRole('heading', { name: 'This browser cannot use a camera or microphone here' }),
    ).toBeTruthy();
    expect(
      within(alert)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Enter without camera or microphone']);
    await user.click(within(alert).getByRole('button'));
    expect(rtc.joined).toMatchObject({ local: null });
  });

  it('tells a browser without WebRTC that it cannot join, with no way in', async () => {
    signIn();
    serveEntries(classroomEntry());
    uninstall = installBrowserMedia({ getUserMedia: async () => cameraAndMicrophone(), webrtc: false });
    await renderRoute('/en/learning/live/one/7', { providers: fakeProviders(new FakeRtc()) });
    const alert = await screen.findByRole('alert');
    expect(
      within(alert).getByRole('heading', { name: 'This browser cannot join live lessons' }),
    ).toBeTruthy();
    expect(within(alert).queryAllByRole('button')).toEqual([]);
  });

  it('lets go of the devices when the visitor leaves the page', async () => {
    signIn();
    serveEntries(classroomEntry());
    const stream = cameraAndMicrophone();
    devices(async () => stream);
    const { router } = await renderRoute('/en/learning/live/one/7', {
      providers: fakeProviders(new FakeRtc()),
    });
    await screen.findByRole('button', { name: 'Enter the classroom' });
    await act(() => router.navigate('/en'));
    expect(stream.getTracks().map((track) => track.readyState)).toEqual(['ended', 'ended']);
  });
});

describe('the live room', () => {
  const captions = () =>
    within(screen.getByRole('region', { name: 'Classroom' }))
      .getAllByRole('figure')
      .map((figure) => figure.querySelector('figcaption')?.textContent);
  const control = (name: string) => screen.getByRole('button', { name: new RegExp(`^${name}`) });

  function admit(rtc: FakeRtc, peers = [teacher], state = ON) {
    act(() => {
      rtc.emit('connection', { state: 'connecting' });
      rtc.emit('joined', { you: { ...me, state }, peers });
      rtc.emit('local-state', { state, camera: cameraAndMicrophone(), screen: null });
      rtc.emit('connection', { state: 'connected' });
    });
  }

  it('waits for the teacher, then shows the teacher large and oneself small', async () => {
    const { rtc } = await enterRoom();
    expect(await screen.findByRole('heading', { level: 1, name: 'HSK 1 Essentials' })).toBeTruthy();
    expect(screen.getByText('Entering the classroom…')).toBeTruthy();
    admit(rtc, []);
    expect(screen.getByText('Your teacher has not started the lesson yet. Please wait here.')).toBeTruthy();
    expect(screen.getByText('Waiting for Ana Li to join.')).toBeTruthy();
    act(() => rtc.emit('peer-added', { peer: teacher }));
    expect(captions()).toEqual(['Ana Li', 'Emma B. (you)']);
    expect(screen.queryByText('Your teacher has not started the lesson yet. Please wait here.')).toBeNull();
    act(() => rtc.emit('peer-stream', { peerId: teacher.peer_id, stream: cameraAndMicrophone() }));
    const stage = screen.getByRole('region', { name: 'Classroom' });
    expect(stage.querySelectorAll('video')).toHaveLength(2);
    expect(stage.querySelectorAll('audio')).toHaveLength(1);
  });

  it('shows a participant without a camera as a name, with the microphone off when it is', async () => {
    const { rtc } = await enterRoom();
    admit(rtc, [{ ...teacher, state: { audio: false, video: false, screen: false } }], {
      audio: true,
      video: false,
      screen: false,
    });
    act(() => rtc.emit('peer-stream', { peerId: teacher.peer_id, stream: cameraAndMicrophone() }));
    expect(captions()).toEqual(['Ana LiMicrophone off', 'Emma B. (you)']);
    const stage = screen.getByRole('region', { name: 'Classroom' });
    expect(stage.querySelectorAll('video')).toHaveLength(0);
    // The teacher is still heard.
    expect(stage.querySelectorAll('audio')).toHaveLength(1);
  });

  it('toggles the microphone, camera and screen share through the provider, pressed as it reports', async () => {
    const { rtc, user } = await enterRoom();
    admit(rtc);
    expect(control('Microphone').getAttribute('aria-pressed')).toBe('true');
    expect(control('Camera').getAttribute('aria-pressed')).toBe('true');
    expect(control('Share screen').getAttribute('aria-pressed')).toBe('false');
    await user.click(control('Microphone'));
    await user.click(control('Share screen'));
    expect(rtc.calls).toEqual(['unpublish microphone', 'publish screen']);
    // Nothing changes until the provider says it did.
    expect(control('Microphone').getAttribute('aria-pressed')).toBe('true');
    act(() =>
      rtc.emit('local-state', {
        state: { audio: false, video: true, screen: true },
        camera: cameraAndMicrophone(),
        screen: cameraAndMicrophone(),
      }),
    );
    expect(control('Microphone').getAttribute('aria-pressed')).toBe('false');
    expect(control('Share screen').getAttribute('aria-pressed')).toBe('true');
    expect(captions()).toEqual(['Ana Li', 'Emma B. (you)Microphone offSharing the screen']);
    await user.click(control('Camera'));
    expect(rtc.calls.at(-1)).toBe('unpublish camera');
  });

  it('says when the browser lacks screen sharing, until dismissed', async () => {
    const { rtc, user } = await enterRoom();
    admit(rtc);
    act(() => rtc.emit('error', { kind: 'screen-unsupported' }));
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('Your browser cannot share a screen.');
    await user.click(within(alert).getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says the network is interrupted while reconnecting, with the controls off', async () => {
    const { rtc } = await enterRoom();
    admit(rtc);
    act(() => rtc.emit('connection', { state: 'reconnecting' }));
    expect(screen.getByText('The network was interrupted. Reconnecting…')).toBeTruthy();
    expect((control('Microphone') as HTMLButtonElement).disabled).toBe(true);
    admit(rtc);
    expect(screen.queryByText('The network was interrupted. Reconnecting…')).toBeNull();
    expect((control('Microphone') as HTMLButtonElement).disabled).toBe(false);
  });

  it.each([
    ['network', 'The network was disconnected'],
    ['call', 'The call connection failed'],
    ['replaced', 'You entered this classroom somewhere else'],
    ['refused', 'The classroom did not let you in'],
  ] as const)('after a %s failure, OK enters again with a fresh entry', async (kind, title) => {
    const { rtc, providers, user, calls } = await enterRoom();
    admit(rtc);
    act(() => {
      rtc.emit('error', { kind });
      rtc.emit('connection', { state: 'failed' });
    });
    const alert = screen.getByRole('alert');
    expect(within(alert).getByRole('heading', { name: title })).toBeTruthy();
    rtc.joined = null;
    await user.click(within(alert).getByRole('button', { name: 'OK' }));
    expect(await screen.findByText('Entering the classroom…')).toBeTruthy();
    expect(calls).toHaveLength(2);
    expect(providers.created).toEqual(['room', 'room']);
    expect(rtc.joined).not.toBeNull();
  });

  it('leaves on purpose, letting go of the devices, and enters again through the device check', async () => {
    const { rtc, user, stream, calls } = await enterRoom();
    admit(rtc);
    await user.click(screen.getByRole('button', { name: 'Leave' }));
    expect(rtc.left).toBe(true);
    expect(screen.getByRole('heading', { name: 'You left the classroom' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'My bookings' }).getAttribute('href')).toBe('/en/user/date');
    expect(stream.getTracks().map((track) => track.readyState)).toEqual(['ended', 'ended']);
    expect(document.activeElement?.textContent).toBe('Enter again');
    await user.click(screen.getByRole('button', { name: 'Enter again' }));
    expect(await screen.findByRole('heading', { name: 'Check your camera and microphone' })).toBeTruthy();
    expect(calls).toHaveLength(2);
  });

  it('lets go of the devices when re-entering finds the room closed', async () => {
    signIn();
    const calls = serveEntries(classroomEntry(), classroomEntry({ state: 'over', token: null }));
    const stream = cameraAndMicrophone();
    devices(async () => stream);
    const rtc = new FakeRtc();
    const user = userEvent.setup();
    await renderRoute('/en/learning/live/one/7', { providers: fakeProviders(rtc) });
    await user.click(await screen.findByRole('button', { name: 'Enter the classroom' }));
    admit(rtc);
    act(() => {
      rtc.emit('error', { kind: 'network' });
      rtc.emit('connection', { state: 'failed' });
    });
    await user.click(screen.getByRole('button', { name: 'OK' }));
    expect(await screen.findByRole('heading', { name: "This lesson's classroom is closed" })).toBeTruthy();
    expect(calls).toHaveLength(2);
    await waitFor(() =>
      expect(stream.getTracks().map((track) => track.readyState)).toEqual(['ended', 'ended']),
    );
  });

  it('says the classroom closed when the room is over', async () => {
    const { rtc } = await enterRoom();
    admit(rtc);
    act(() => rtc.emit('connection', { state: 'over' }));
    expect(screen.getByRole('heading', { name: "This lesson's classroom is closed" })).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Leave' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('gives the provider a way to renew the entry, and stops the devices when the page is left', async () => {
    const { rtc, calls, stream, view } = await enterRoom();
    admit(rtc);
    const renewed = await rtc.options?.renewEntry();
    expect(renewed?.room_id).toBe('lesson-7');
    expect(calls).toHaveLength(2);
    await act(() => view.router.navigate('/en'));
    expect(rtc.left).toBe(true);
    expect(stream.getTracks().map((track) => track.readyState)).toEqual(['ended', 'ended']);
  });

  it("opens a learner's courseware on the page the teacher turns to, not on the room's page at admission", async () => {
    signIn();
    serveEntries(classroomEntry());
    devices(async () => cameraAndMicrophone());
    const rtc = new FakeRtc();
    const user = userEvent.setup();
    await renderRoute('/en/learning/live/one/7', { providers: fakeProviders(rtc) });
    await user.click(await screen.findByRole('button', { name: 'Enter the classroom' }));
    admit(rtc);
    act(() => rtc.emit('page', { page: 2, turned: false }));
    expect(screen.queryByRole('complementary', { name: 'Courseware' })).toBeNull();
    expect(control('Courseware').getAttribute('aria-pressed')).toBe('false');

    act(() => rtc.emit('page', { page: 3, turned: true }));
    const panel = await screen.findByRole('complementary', { name: 'Courseware' });
    expect(await within(panel).findByText('Page 3 of 3')).toBeTruthy();
    expect(control('Courseware').getAttribute('aria-pressed')).toBe('true');
    // Closed by the learner, it stays closed until the next turn, which opens it on that page again.
    await user.click(control('Courseware'));
    expect(screen.queryByRole('complementary', { name: 'Courseware' })).toBeNull();
    act(() => rtc.emit('page', { page: 1, turned: true }));
    expect(
      await within(await screen.findByRole('complementary', { name: 'Courseware' })).findByText(
        'Page 1 of 3',
      ),
    ).toBeTruthy();
  });

  it('is in the page language', async () => {
    signIn();
    serveEntries(classroomEntry());
    devices(async () => cameraAndMicrophone());
    const rtc = new FakeRtc();
    const user = userEvent.setup();
    await renderRoute('/zh-cn/learning/live/one/7', { providers: fakeProviders(rtc) });
    await user.click(await screen.findByRole('button', { name: '进入课堂' }));
    admit(rtc, []);
    expect(screen.getByText('老师还没有开始上课，请在这里稍候。')).toBeTruthy();
  });
});
