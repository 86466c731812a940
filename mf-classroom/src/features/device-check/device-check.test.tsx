import type { ClassroomEntry } from '@hanyu/contract';
import { screen } from '@testing-library/react';
import { cameraAndMicrophone, installBrowserMedia } from '../../testing/fake-media.ts';
import { FakeRtc, fakeProviders } from '../../testing/fake-rtc.ts';
import { classroomEntry, coursewareOf, signIn } from '../../testing/fixtures.ts';
import { apiResponse, mockApi, renderRoute } from '../../testing/render-route.tsx';

let uninstall: () => void = () => undefined;
afterEach(() => uninstall());

/** The device check of lesson 7's classroom, entered as `entry` says. */
async function checkAs(entry: ClassroomEntry, path = '/en/learning/live/one/7') {
  signIn();
  mockApi((call) => apiResponse({ response: call.path.endsWith('/courseware') ? coursewareOf() : entry }));
  const stream = cameraAndMicrophone();
  uninstall = installBrowserMedia({ getUserMedia: async () => stream });
  await renderRoute(path, { providers: fakeProviders(new FakeRtc()) });
  await screen.findByRole('heading', { name: 'Check your camera and microphone' });
}

describe('the device check speaks to the role of whoever enters', () => {
  it('tells a learner their teacher needs to see and hear them', async () => {
    await checkAs(classroomEntry({ role: 2 }));
    expect(screen.getByText(/^Your teacher needs to see and hear you\./)).toBeTruthy();
  });

  it('tells a teacher their learner, by name, needs to see and hear them', async () => {
    await checkAs(classroomEntry({ role: 1 }));
    expect(screen.getByText(/^Emma B\. needs to see and hear you\./)).toBeTruthy();
    expect(screen.queryByText(/Your teacher/)).toBeNull();
  });

  it('tells the teacher of a group session their learners need to see and hear them', async () => {
    await checkAs(
      classroomEntry({ role: 1, room_type: 4, group: { session_id: 3, course_id: 9, viewer_limit: null } }),
    );
    expect(screen.getByText(/^Your learners need to see and hear you\./)).toBeTruthy();
  });
});
