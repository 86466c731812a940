import { classroomEntry, coursewareOf, signIn } from '../../testing/fixtures.ts';
import { apiError, apiResponse, mockApi } from '../../testing/render-route.tsx';
import { loadClassroom, moduleLiveLoader, parseRoomId } from './classroom-loader.ts';

const GROUP = { session_id: 3, course_id: 9, viewer_limit: null };

describe("a classroom's loader", () => {
  beforeEach(() => signIn());

  it("asks for a lesson's entry and its courseware side by side, in the page language", async () => {
    const calls = mockApi((call) =>
      apiResponse({ response: call.path.endsWith('/courseware') ? coursewareOf() : classroomEntry() }),
    );
    const loaded = await loadClassroom('lesson', '7', 'ja');
    expect(loaded.entry.room_id).toBe('lesson-7');
    expect(loaded.courseware?.pages).toHaveLength(3);
    expect(calls.map((call) => `${call.path}?${call.query}`).sort()).toEqual([
      '/classroom/lessons/7/courseware?language=ja',
      '/classroom/lessons/7?language=ja',
    ]);
  });

  it("asks for a group session's entry, then its class's courseware", async () => {
    const calls = mockApi((call) =>
      apiResponse({
        response: call.path.startsWith('/learning/courseware/')
          ? coursewareOf()
          : classroomEntry({ room_id: 'group-3', room_type: 4, group: GROUP }),
      }),
    );
    await loadClassroom('group', '3', 'en');
    expect(calls.map((call) => call.path)).toEqual(['/classroom/sessions/3', '/learning/courseware/9']);
  });

  it('goes on without courseware the caller may not read, and asks none for a closed room', async () => {
    mockApi((call) =>
      call.path.startsWith('/learning/courseware/')
        ? apiError(403, 403)
        : apiResponse({ response: classroomEntry({ room_id: 'group-3', room_type: 4, group: GROUP }) }),
    );
    expect((await loadClassroom('group', '3', 'en')).courseware).toBeNull();
    const calls = mockApi(() =>
      apiResponse({ response: classroomEntry({ state: 'over', token: null, group: GROUP }) }),
    );
    expect((await loadClassroom('group', '3', 'en')).courseware).toBeNull();
    expect(calls).toHaveLength(1);
  });

  it("throws a room that is not the caller's as the page's not-found response, and anything else as it is", async () => {
    mockApi((call) => (call.path.endsWith('/courseware') ? apiError(404, 404) : apiError(404, 404)));
    await expect(loadClassroom('lesson', '7', 'en')).rejects.toMatchObject({
      data: null,
      init: { status: 404 },
    });
    mockApi((call) => (call.path.endsWith('/courseware') ? apiError(404, 404) : apiError(503, 503)));
    await expect(loadClassroom('lesson', '7', 'en')).rejects.toMatchObject({ status: 503, code: 503 });
  });

  it('reads module/live room ids, and answers any other as not found without asking', async () => {
    expect(parseRoomId('lesson-7')).toEqual({ kind: 'lesson', id: '7' });
    expect(parseRoomId('group-12')).toEqual({ kind: 'group', id: '12' });
    expect(parseRoomId('lesson-07')).toBeUndefined();
    expect(parseRoomId('7')).toBeUndefined();
    const calls = mockApi(() => apiError(500, 500));
    const args = { params: { lang: 'en', room_id: 'room-7' } } as unknown as Parameters<
      typeof moduleLiveLoader
    >[0];
    expect(() => moduleLiveLoader(args)).toThrow();
    expect(calls).toEqual([]);
  });
});
