import type { APIRequestContext } from '@playwright/test';
import { SITE_URL } from '../support/env.ts';
import { demoSessions, rootOf, type Session, serverPage } from '../support/server-html.ts';
import { expect, test } from '../support/test.ts';

/**
 * mf-video-learning's pages arrive with their content in the server's HTML (issue 25): the demo video course
 * (15) with its lessons and the learner's progress, and its lesson 1 (a free preview) at each of its steps,
 * as the demo learner sees them, read before any script runs. Their data comes from route loaders, so the
 * HTML holds the page's own headings and rows, not a spinner. The lesson page's app starts at load: its
 * player, in the HTML without the browser's controls, gets them once the app runs, in the box the server
 * drew (no layout shift).
 */

const COURSE = 15;
const LESSON = 1;

interface Outline {
  course: { title: string };
  lessons: Array<{ id: number; title: string; state: string }>;
  progress: { done: number; total: number };
}

let learner: Session;
let outline: Outline;
let words: Array<{ characters: string; pinyin: string }>;

/** Text as a visitor reads it: tags removed, entities and spaces as one. */
function textOf(html: string): string {
  return html
    .replace(/<!-- -->/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/\s+/g, ' ');
}

async function learnerPage(request: APIRequestContext, path: string): Promise<string> {
  const root = rootOf(await serverPage(request, path, learner));
  // The page's own content, never a spinner.
  expect(root, `${path}: a loading line`).not.toMatch(/aria-busy="true"|Loading…/);
  return root;
}

test.beforeAll(async ({ playwright }) => {
  const request = await playwright.request.newContext({ baseURL: SITE_URL });
  learner = (await demoSessions(request)).learner as Session;
  const headers = { authorization: `Bearer ${learner.token}` };
  outline = (await (await request.get(`/api/learning/video/${COURSE}?language=en`, { headers })).json())
    .response as Outline;
  words = (
    await (await request.get(`/api/learning/video/lessons/${LESSON}/words?language=en`, { headers })).json()
  ).response.words;
  await request.dispose();
});

test('the course: its title, the learner’s progress, every lesson in order with its state', async ({
  request,
}) => {
  const root = await learnerPage(request, `/en/learning/video/${COURSE}`);
  const text = textOf(root);
  expect(textOf(/<h1[^>]*>[\s\S]*?<\/h1>/.exec(root)?.[0] ?? '')).toBe(` ${outline.course.title} `);
  expect(text).toContain(`${outline.progress.done} of ${outline.progress.total} lessons done`);
  expect(root).toMatch(/<progress[^>]*aria-label="Your progress in the course"/);
  const rows = [...root.matchAll(/<li[^>]*data-lesson="(\d+)"[^>]*data-state="(\w+)"/g)].map((m) => [
    Number(m[1]),
    m[2],
  ]);
  expect(rows).toEqual(outline.lessons.map((lesson) => [lesson.id, lesson.state]));
  for (const lesson of outline.lessons) expect(text).toContain(lesson.title);
  // The free preview is a link to its lesson; the learner does not have the course.
  expect(root).toContain(`href="/en/learning/video/${COURSE}/lesson/${LESSON}"`);
  expect(text).toContain('Free preview');
  expect(text).toContain('Buy the course to open this lesson.');
});

test('a lesson: its frame, title and steps, then each step’s content', async ({ request }) => {
  const lesson = outline.lessons.find((one) => one.id === LESSON);
  if (!lesson) throw new Error(`course ${COURSE} has no lesson ${LESSON}`);

  const first = await learnerPage(request, `/en/learning/video/${COURSE}/lesson/${LESSON}`);
  expect(first).toMatch(new RegExp(`<h1[^>]*>${lesson.title}</h1>`));
  const steps = /<nav[^>]*>[\s\S]*?<\/nav>/.exec(first.slice(first.indexOf('<main')))?.[0] ?? '';
  expect(textOf(steps)).toContain('Steps of the lesson Words Video Practice');
  expect(steps).toMatch(/aria-current="step"[^>]*>Words/);
  const text = textOf(first);
  expect(text).toContain('Words of the lesson');
  expect(words.length).toBeGreaterThan(0);
  for (const word of words) expect(text).toContain(`${word.characters} ${word.pinyin}`);

  const video = await learnerPage(request, `/en/learning/video/${COURSE}/lesson/${LESSON}?step=highlight`);
  expect(textOf(video)).toMatch(/Video highlight: .+ Speed .+ Captions .+ Watched \d+ %/);
  const player = /<video[^>]*>/.exec(video)?.[0] ?? '';
  expect(player).toMatch(new RegExp(`src="/api/learning/video/lessons/${LESSON}/clip/file\\?key=[^"]+" *`));
  // Playable once the app runs: no controls in the server's HTML.
  expect(player).not.toMatch(/\scontrols/);
  expect(video).toMatch(/<track[^>]*label="Chinese \+ pinyin"/);

  const practice = await learnerPage(request, `/en/learning/video/${COURSE}/lesson/${LESSON}?step=practice`);
  expect(textOf(practice)).toMatch(/Practice Answer every question.+Question 1 of \d+/);
  expect(practice).toContain('Check my answers');
});

test('a lesson the learner has not opened: SPEC §8’s way to the course, in the HTML', async ({ request }) => {
  const locked = outline.lessons.find((one) => one.state === 'locked');
  if (!locked) throw new Error(`course ${COURSE} has no locked lesson for the demo learner`);
  const root = await learnerPage(request, `/en/learning/video/${COURSE}/lesson/${locked.id}`);
  expect(textOf(root)).toContain('This lesson is not open yet');
  expect(root).not.toContain('<video');
});

test('the player: drawn by the server in its box, its controls once the app runs, nothing moved', async ({
  page,
}) => {
  await page.context().addCookies([
    { name: 'token', value: learner.token, url: SITE_URL },
    { name: 'uid', value: String(learner.uid), url: SITE_URL },
  ]);
  await page.addInitScript(() => {
    const shifts: number[] = [];
    Object.assign(window, { __layoutShifts: shifts });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number }>)
        shifts.push(entry.value);
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto(`/en/learning/video/${COURSE}/lesson/${LESSON}?step=highlight`);
  const video = page.locator('video');
  const box = await video.boundingBox();
  expect(box?.width).toBeGreaterThan(0);
  // 16:9, reserved before the clip's metadata arrives.
  expect(Math.abs((box?.width ?? 0) / (box?.height ?? 1) - 16 / 9)).toBeLessThan(0.02);
  // The app starts at load (no intent needed) and gives the player its controls.
  await expect(page.locator('#root:not([data-server-rendered])')).toBeAttached({ timeout: 30_000 });
  await expect(video).toHaveAttribute('controls', '');
  expect(await video.boundingBox()).toEqual(box);
  const shifts = await page.evaluate(
    () => (window as unknown as { __layoutShifts: number[] }).__layoutShifts,
  );
  expect(shifts.reduce((sum, value) => sum + value, 0)).toBeLessThanOrEqual(0.02);
});
