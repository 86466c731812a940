import type { APIRequestContext } from '@playwright/test';
import { DEMO_PASSWORD, signInOverApi } from '../support/accounts.ts';
import { RECORD_PEER_CONNECTIONS } from '../support/classroom.ts';
import { SITE_URL } from '../support/env.ts';
import { demoIds, rootOf, type Session, serverPage, signIn } from '../support/server-html.ts';
import { expect, test } from '../support/test.ts';

/**
 * mf-classroom's pages arrive with their content in the server's HTML (issue 25): read before any script runs,
 * as the demo learner, each page holds its own heading and data (the lesson, its teacher and time, the room's
 * state, the courseware's pages, the class's sessions, the conversations), not a spinner. The entry pages start
 * the app on intent, the rooms at load; a room that is not the learner's is a 404 in the classroom's words.
 * In a browser, the device check's frame does not move when the camera starts.
 */

const LEARNER_EMAIL = 'learner@demo.hanyu.example';

interface Lesson {
  id: number;
  course_id: number;
  course_title: string;
  teacher_name: string;
  starts_at: string;
  ends_at: string;
  remark: string | null;
}

interface Demo {
  learner: Session;
  lesson: Lesson;
  /** The lesson's courseware: its course, its first page, how many pages. */
  courseware: { courseId: number; firstTitle: string; firstAlt: string; pages: number };
  group: { id: number; title: string; openSession: number; startsAt: string };
}

let demo: Demo;

async function api<T>(
  request: APIRequestContext,
  session: Session,
  path: string,
  method = 'GET',
): Promise<T> {
  const answer = await request.fetch(`/api${path}`, {
    method,
    headers: { authorization: `Bearer ${session.token}` },
  });
  expect(answer.status(), `${method} ${path}`).toBe(200);
  return (await answer.json()).response as T;
}

test.beforeAll(async ({ playwright }) => {
  const request = await playwright.request.newContext({ baseURL: SITE_URL });
  const learner = await signIn(request, LEARNER_EMAIL);
  const ids = await demoIds(request, learner);
  const lessons = await api<{ data: Lesson[] }>(
    request,
    learner,
    '/user/lessons?when=upcoming&language=en&size=50',
  );
  const lesson = lessons.data.find((one) => one.id === ids.lesson) as Lesson;
  const courseware = await api<{
    course: { id: number };
    pages: Array<{ title: string; alt: string }>;
  }>(request, learner, `/classroom/lessons/${lesson.id}/courseware?language=en`);
  // The demo group class, as the learner's calendar feed links it, and its open session.
  const feed = await api<{ url: string }>(request, learner, '/user/calendar', 'POST');
  const calendar = (await (await request.get(new URL(feed.url).pathname)).text()).replace(/\r?\n[ \t]/g, '');
  const groupId = Number(/\/learning\/group\/(\d+)/.exec(calendar)?.[1]);
  const group = await api<{
    course_title: string;
    sessions: Array<{ id: number; state: string; starts_at: string }>;
  }>(request, learner, `/classroom/groups/${groupId}?language=en`);
  const open = group.sessions.find((session) => session.state === 'open');
  if (!open) throw new Error('the demo group class has no open session');
  // A conversation for the chat page to list: the demo lesson's.
  await api(request, learner, `/chat/lessons/${lesson.id}`, 'POST');
  demo = {
    learner,
    lesson,
    courseware: {
      courseId: courseware.course.id,
      firstTitle: courseware.pages[0]?.title ?? '',
      firstAlt: courseware.pages[0]?.alt ?? '',
      pages: courseware.pages.length,
    },
    group: { id: groupId, title: group.course_title, openSession: open.id, startsAt: open.starts_at },
  };
  await request.dispose();
});

const escaped = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/'/g, '&#x27;');

/** The rendered page of `url` for the learner: its whole HTML, what is inside #root, and its status. */
async function learnerPage(request: APIRequestContext, url: string) {
  const html = await serverPage(request, url, demo.learner);
  const root = rootOf(html);
  // Content, not a loading state.
  expect(root, `${url}: a spinner instead of content`).not.toMatch(/spinner/i);
  return { html, root, startsOnIntent: html.includes('id="hanyu-start"') };
}

/** The lesson's heading as the entry and the device check show it: course, teacher, start and end. */
function expectLessonHeading(root: string) {
  expect(root).toMatch(new RegExp(`<h1[^>]*>${escaped(demo.lesson.course_title)}</h1>`));
  expect(root).toContain(`with ${demo.lesson.teacher_name}`);
  expect(root).toContain(`<time dateTime="${demo.lesson.starts_at}" data-local="dateTime">`);
  expect(root).toContain(`<time dateTime="${demo.lesson.ends_at}" data-local="time">`);
}

/** The device check's frame: its heading, the preview's place, the meter and "Enter", with the courseware. */
function expectDeviceCheck(root: string) {
  expect(root).toContain('Check your camera and microphone</h2>');
  expect(root).toContain('Your teacher needs to see and hear you.');
  expect(root).toMatch(/<figure[^>]*>.*Your camera&#x27;s picture will show here\./);
  expect(root).toMatch(/<meter[^>]*value="0"/);
  expect(root).toMatch(/<button[^>]*type="button"[^>]*>Enter the classroom<\/button>/);
  expect(root).toContain(
    `href="/en/learning/courseware/${demo.courseware.courseId}" data-discover="true">Look through the courseware (${demo.courseware.pages} pages)</a>`,
  );
}

test('the learner’s lessons of a course: the upcoming lesson’s time, the open classroom and its link', async ({
  request,
}) => {
  const { root, startsOnIntent } = await learnerPage(request, `/en/learning/live/${demo.lesson.course_id}`);
  expect(startsOnIntent).toBe(true);
  expect(root).toMatch(new RegExp(`<h1[^>]*>${escaped(demo.lesson.course_title)}</h1>`));
  expect(root).toContain('Upcoming lessons</h2>');
  const item = root.slice(root.indexOf(`data-lesson="${demo.lesson.id}"`));
  expect(item).toContain(`<time dateTime="${demo.lesson.starts_at}" data-local="dateTime">`);
  expect(item).toContain('The classroom is open.');
  expect(item).toContain(`href="/en/learning/live/one/${demo.lesson.id}"`);
});

test('the entry from the bookings: the lesson, its teacher and times, and the device check, starting on intent', async ({
  request,
}) => {
  const { root, startsOnIntent } = await learnerPage(request, `/en/learning/live/one/${demo.lesson.id}`);
  expect(startsOnIntent).toBe(true);
  expectLessonHeading(root);
  expectDeviceCheck(root);
});

test('the rooms: the same frame, the app starting at load', async ({ request }) => {
  for (const path of [
    `learning/live/room/pc/${demo.lesson.id}`,
    `learning/live/room/mobile/${demo.lesson.id}`,
    `learning/live/roomv2/${demo.lesson.id}`,
    `module/live/lesson-${demo.lesson.id}`,
    `module/live/mobile/lesson-${demo.lesson.id}`,
  ]) {
    const { root, startsOnIntent } = await learnerPage(request, `/en/${path}`);
    expect(startsOnIntent, path).toBe(false);
    expectLessonHeading(root);
    expectDeviceCheck(root);
  }
});

test('a group class: its sessions with their times and the open one’s entry; its room’s frame', async ({
  request,
}) => {
  const list = await learnerPage(request, `/en/learning/group/${demo.group.id}`);
  expect(list.startsOnIntent).toBe(true);
  expect(list.root).toMatch(new RegExp(`<h1[^>]*>${escaped(demo.group.title)}</h1>`));
  const row = list.root.slice(list.root.indexOf(`data-session="${demo.group.openSession}"`));
  expect(row).toContain(`<time dateTime="${demo.group.startsAt}" data-local="dateTime">`);
  expect(row).toContain('Open now');
  expect(row).toContain(`href="/en/learning/group/room/mobile/${demo.group.openSession}"`);

  for (const path of [
    `learning/group/room/mobile/${demo.group.openSession}`,
    `learning/group/room/pc/${demo.group.openSession}`,
    `module/live/group-${demo.group.openSession}`,
  ]) {
    const room = await learnerPage(request, `/en/${path}`);
    expect(room.startsOnIntent, path).toBe(false);
    expect(room.root).toMatch(new RegExp(`<h1[^>]*>${escaped(demo.group.title)}</h1>`));
    expect(room.root).toContain(`<time dateTime="${demo.group.startsAt}" data-local="dateTime">`);
    expect(room.root).toContain('Check your camera and microphone</h2>');
  }
});

test('the courseware: its first page, what it shows, and how many there are', async ({ request }) => {
  const { root, startsOnIntent } = await learnerPage(
    request,
    `/en/learning/courseware/${demo.courseware.courseId}`,
  );
  expect(startsOnIntent).toBe(true);
  expect(root).toContain(`Courseware of ${escaped(demo.lesson.course_title)}</h1>`);
  expect(root).toContain(`<figcaption`);
  expect(root).toContain(`>${escaped(demo.courseware.firstTitle)}</figcaption>`);
  expect(root).toContain(`alt="${escaped(demo.courseware.firstAlt).replace(/"/g, '&quot;')}"`);
  expect(root).toContain(`Page 1 of ${demo.courseware.pages}</p>`);
});

test('the messages: the learner’s conversations', async ({ request }) => {
  const { root, startsOnIntent } = await learnerPage(request, '/en/module/im/room');
  expect(startsOnIntent).toBe(true);
  expect(root).toContain('>Messages</h1>');
  expect(root).toContain(`Lesson with ${demo.lesson.teacher_name}`);
});

test('a room, a class or a course that is not the learner’s is a 404 in the classroom’s words', async ({
  request,
}) => {
  for (const [path, words] of [
    ['learning/live/one/1', 'This classroom is not yours'],
    ['module/live/room-7', 'This classroom is not yours'],
    ['learning/group/1', 'This class is not yours'],
    ['learning/live/not-a-course', 'This course was not found'],
  ] as const) {
    const answer = await request.get(`/en/${path}`, {
      headers: { accept: 'text/html', cookie: demo.learner.cookie },
    });
    expect(answer.status(), path).toBe(404);
    const html = await answer.text();
    expect(html, path).toContain('<div id="root" data-server-rendered');
    expect(rootOf(html), path).toContain(words);
  }
});

test('the device check does not move when the camera starts, on a phone and a desktop', async ({
  browser,
}) => {
  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1280, height: 800 },
  ]) {
    const context = await browser.newContext({ viewport, permissions: ['camera', 'microphone'] });
    await context.addInitScript(RECORD_PEER_CONNECTIONS);
    // Every layout shift of the page, from its first paint.
    await context.addInitScript(() => {
      const shifts: number[] = [];
      Object.assign(window, { __shifts: shifts });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number }>)
          shifts.push(entry.value);
      }).observe({ type: 'layout-shift', buffered: true });
    });
    const page = await context.newPage();
    await signInOverApi(page, LEARNER_EMAIL, DEMO_PASSWORD);
    await page.goto(`/en/learning/live/room/pc/${demo.lesson.id}`);
    // The camera's picture playing in the preview's place.
    const preview = page.locator('video[aria-label="Your camera"]');
    await expect(preview).toBeVisible({ timeout: 30_000 });
    await expect
      .poll(() => preview.evaluate((video: HTMLVideoElement) => video.videoWidth), { timeout: 30_000 })
      .toBeGreaterThan(0);
    await page.waitForTimeout(500);
    await page.screenshot({
      path: `test-results/server-content-classroom/device-check-${viewport.width}.png`,
    });
    const shift = await page.evaluate(() =>
      (window as unknown as { __shifts: number[] }).__shifts.reduce((sum, one) => sum + one, 0),
    );
    expect(shift, `layout shift at ${viewport.width} px`).toBeLessThan(0.02);
    await context.close();
  }
});
