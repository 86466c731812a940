import type { APIRequestContext } from '@playwright/test';
import { SITE_URL } from '../support/env.ts';
import {
  type DemoIds,
  demoIds,
  demoSessions,
  rootOf,
  type Session,
  serverPage,
} from '../support/server-html.ts';
import { expect, test } from '../support/test.ts';

/**
 * mf-teacher's pages arrive with their content in the server's HTML (issue 25): the teaching centre, the
 * weekly availability, a lesson's handover notes and a learner's records and level, as the demo teacher sees
 * them, read before any script runs. Their data comes from route loaders, so the HTML holds the page's own
 * headings and rows, not a loading line. The demo teacher has no zone in their profile: the server renders
 * Beijing time, with the teacher's Beijing time beside each lesson for the page's script to keep.
 */

interface TeacherLesson {
  id: number;
  starts_at: string;
  student_name: string;
  course_title: string;
  remark: string | null;
}

let teacher: Session;
let ids: DemoIds;
let demoLesson: TeacherLesson;

const BEIJING_DATE_TIME = new Intl.DateTimeFormat('en-US', {
  timeZone: 'Asia/Shanghai',
  dateStyle: 'medium',
  timeStyle: 'short',
});

/** Text as a visitor reads it: tags removed, entities and spaces as one. */
function textOf(html: string): string {
  return html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/\s+/g, ' ');
}

async function teacherPage(request: APIRequestContext, path: string, cookie?: string): Promise<string> {
  const html = await serverPage(request, path, teacher, cookie ? { headers: { cookie } } : {});
  const root = rootOf(html);
  // The page's own content, never a loading line.
  expect(root, `${path}: a loading line`).not.toMatch(/aria-busy="true"|Loading…/);
  return root;
}

test.beforeAll(async ({ playwright }) => {
  const request = await playwright.request.newContext({ baseURL: SITE_URL });
  const sessions = await demoSessions(request);
  teacher = sessions.teacher as Session;
  ids = await demoIds(request, sessions.learner as Session);
  const answer = await request.get('/api/teacher/lessons?when=upcoming&size=50&language=en', {
    headers: { authorization: `Bearer ${teacher.token}` },
  });
  const lessons = (await answer.json()).response.data as TeacherLesson[];
  const found = lessons.find((lesson) => lesson.id === ids.lesson);
  if (!found) throw new Error('the demo teacher does not teach the demo lesson');
  demoLesson = found;
  await request.dispose();
});

test('the teaching centre: statistics, the lessons awaiting a summary and the upcoming ones with their times', async ({
  request,
}) => {
  const root = await teacherPage(request, '/en/teach');
  const text = textOf(root);
  expect(root).toMatch(/<h1[^>]*>Teaching centre<\/h1>/);
  expect(text).toMatch(/Classes completed \d+/);
  expect(text).toMatch(/Earned this month CN¥[\d,.]+/);
  expect(text).toMatch(/\d+ lessons? awaits? your summary|Every lesson taught has its summary\./);
  expect(text).toContain('Upcoming lessons');
  expect(text).toContain(`Note from the learner: ${demoLesson.remark}`);
  expect(text).toContain(demoLesson.student_name);
  // The lesson's time, rewritten in the visitor's zone before the first paint, with Beijing time beside.
  expect(root).toContain(`<time dateTime="${demoLesson.starts_at}" data-local="dateTime">`);
  expect(text).toContain(`Beijing time ${BEIJING_DATE_TIME.format(new Date(demoLesson.starts_at))}`);
  expect(root).toContain(`href="/en/module/teacher/handover/${demoLesson.id}"`);
});

test('the weekly availability: the grid with the open half hours, the total and the time off form', async ({
  request,
}) => {
  const root = await teacherPage(request, '/en/user/timetable');
  const text = textOf(root);
  expect(root).toMatch(/<h1[^>]*>Weekly availability<\/h1>/);
  // The demo teacher opens at 08:00 Beijing time, Monday to Saturday.
  expect(root).toMatch(
    /<button[^>]*aria-pressed="true"[^>]*aria-label="Mon 08:00"|aria-label="Mon 08:00"[^>]*aria-pressed="true"/,
  );
  expect(root).toMatch(
    /aria-label="Mon 00:00"[^>]*aria-pressed="false"|aria-pressed="false"[^>]*aria-label="Mon 00:00"/,
  );
  expect(text).toMatch(/\d+ hours open each week/);
  expect(text).toContain('Time off and extra hours');
  expect(text).toContain('Add time off or extra hours');
  // The date the time off form starts from is today in Beijing, the same in the app.
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai' }).format(new Date());
  expect(root).toContain(`type="date" required="" value="${today}"`);
});

test("a lesson's handover notes, and a learner's records and level", async ({ request }) => {
  const time = `<time dateTime="${demoLesson.starts_at}" data-local="dateTime">`;

  const handover = await teacherPage(request, `/en/module/teacher/handover/${ids.lesson}`);
  expect(handover).toContain(`Handover notes for ${demoLesson.student_name}</h1>`);
  expect(handover).toContain(time);
  expect(textOf(handover)).toContain('Notes from earlier teachers');
  expect(handover).toMatch(/<textarea[^>]*maxLength="4000"/);

  const records = await teacherPage(request, `/en/module/user/records/${ids.learner}`);
  expect(records).toContain(`Lesson records of ${demoLesson.student_name}</h1>`);
  expect(textOf(records)).toMatch(/Lessons completed \d+ Time taught \d+ h \d+ min/);
  expect(records).toContain(time);
  expect(records).toContain(`href="/en/module/teacher/handover/${ids.lesson}"`);

  const level = await teacherPage(request, `/en/module/user/level/${ids.learner}`);
  expect(level).toContain(`Level and progress of ${demoLesson.student_name}</h1>`);
  expect(textOf(level)).toContain('Level test');
});

test('a learner the teacher does not teach is a not-found page, rendered with the way back', async ({
  request,
}) => {
  const answer = await request.get('/en/module/user/records/999999', {
    headers: { accept: 'text/html', cookie: teacher.cookie },
  });
  expect(answer.status()).toBe(404);
  const root = rootOf(await answer.text());
  expect(root).toContain('data-server-rendered');
  expect(textOf(root)).toContain('Not one of your learners or lessons');
  expect(root).toContain('href="/en/teach"');
});

test("in a zone the server knows, lessons are in the teacher's zone with Beijing time beside", async ({
  request,
}) => {
  const html = await serverPage(request, '/en/teach', teacher, {
    headers: { cookie: `${teacher.cookie}; utc=Europe/Madrid` },
  });
  expect(html).toContain('<div id="root" data-server-rendered>');
  const madrid = new Intl.DateTimeFormat('en-US', {
    timeZone: 'Europe/Madrid',
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(new Date(demoLesson.starts_at));
  const text = textOf(rootOf(html));
  expect(text).toContain(
    `${madrid} Beijing time ${BEIJING_DATE_TIME.format(new Date(demoLesson.starts_at))}`,
  );
});

test('in Tokyo, the page shows Tokyo time with Beijing time beside before the app starts, and after', async ({
  browser,
}) => {
  const context = await browser.newContext({ timezoneId: 'Asia/Tokyo' });
  try {
    await context.addCookies([
      { name: 'token', value: teacher.token, url: SITE_URL },
      { name: 'uid', value: String(teacher.uid), url: SITE_URL },
    ]);
    const page = await context.newPage();
    await page.goto('/en/teach');
    const tokyo = new Intl.DateTimeFormat('en-US', {
      timeZone: 'Asia/Tokyo',
      dateStyle: 'medium',
      timeStyle: 'short',
    }).format(new Date(demoLesson.starts_at));
    const item = page
      .getByRole('region', { name: 'Upcoming lessons' })
      .getByRole('listitem')
      .filter({ hasText: `Note from the learner: ${demoLesson.remark}` });
    const beijing = `Beijing time ${BEIJING_DATE_TIME.format(new Date(demoLesson.starts_at))}`;
    await expect(page.locator('#root[data-server-rendered]')).toBeAttached();
    await expect(item.locator('time[data-local]')).toHaveText(tokyo);
    await expect(item.getByText(beijing)).toBeVisible();
    // The app starts on intent and hydrates the same page (a mismatch fails the test).
    await page.keyboard.press('Shift');
    await expect(page.locator('#root:not([data-server-rendered])')).toBeAttached({ timeout: 30_000 });
    await expect(item.locator('time[data-local]')).toHaveText(tokyo);
    await expect(item.getByText(beijing)).toBeVisible();
  } finally {
    await context.close();
  }
});
