/** @jest-environment node */
import { describe, expect, it } from '@jest/globals';
import * as remote from './ssr.ts';
import { clip, LEARNER, outline, practice, words } from './testing/fixtures.ts';

/** A fetch answering API paths (the signed-in learner, course 4 and its lesson 42), recording what was asked. */
function fakeApi(answers: Record<string, { status: number; body: unknown }> = {}) {
  const asked: string[] = [];
  const ok = (response: unknown) => ({ status: 200, body: { response } });
  const all: Record<string, { status: number; body: unknown }> = {
    '/user/current': ok(LEARNER),
    '/learning/video/4': ok(outline()),
    '/learning/video/lessons/42/words': ok(words),
    '/learning/video/lessons/42/clip': ok(clip),
    '/learning/video/lessons/42/practice': ok(practice),
    ...answers,
  };
  const fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(new Request(input, init).url);
    const path = url.pathname.replace(/^\/api/, '');
    asked.push(path);
    const answer = all[path] ?? { status: 404, body: { error: { code: 404, message: 'Not found' } } };
    return new Response(JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'content-type': 'application/json' },
    });
  }) as typeof globalThis.fetch;
  return { fetch, asked };
}

/** The shell's server render, as far as these tests use it (its sources are typed against the shell's strings). */
interface ShellRender {
  renderApp(
    request: Request,
    options: { remote: unknown; registry: unknown; fetch: typeof fetch; timeoutMs?: number },
  ): Promise<
    | { kind: 'page'; html: string; status?: number; data: Record<string, unknown> }
    | { kind: 'redirect'; location: string }
    | null
  >;
}
// mf-video-learning's pages as the server renders them: inside the shell's routes, by the shell's server render.
const SHELL_RENDER: string = '../../shell/src/ssr.tsx';
const { renderApp } = (await import(SHELL_RENDER)) as ShellRender;

const registry = {
  remotes: {
    mf_video_learning: {
      manifest: '/remotes/mf-video-learning/mf-manifest.json',
      prefixes: ['learning/video'],
    },
  },
};

/** A page as the signed-in learner asks for it; a deadline no busy machine reaches. */
async function render(path: string, api: ReturnType<typeof fakeApi>) {
  const request = new Request(`https://hanyu.example${path}`, {
    headers: { cookie: `token=tok; uid=${LEARNER.id}` },
  });
  const rendered = await renderApp(request, { remote, registry, fetch: api.fetch, timeoutMs: 30_000 });
  if (rendered?.kind !== 'page') throw new Error(`not rendered: ${JSON.stringify(rendered)}`);
  return rendered;
}

/** What a visitor reads of a page's HTML. */
const textOf = (html: string) =>
  html
    .replace(/<!-- -->/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ');

describe("mf-video-learning's pages rendered on the server", () => {
  it('renders the course: its lessons, the progress and where to go on', async () => {
    const api = fakeApi();
    const { html, data } = await render('/en/learning/video/4', api);
    expect(html).toMatch(/<h1[^>]*>Pinyin and tones<\/h1>/);
    const text = textOf(html);
    expect(text).toContain('1 of 3 lessons done');
    expect(text).toContain('Continue with lesson 2');
    expect(text).toContain('The four tones');
    expect(text).toContain('Please complete the previous courses in sequence first');
    expect(html).not.toContain('aria-busy');
    expect(api.asked).toEqual(['/user/current', '/learning/video/4']);
    expect(JSON.stringify(data['hanyu-hydration'])).toContain('"events_url"');
  });

  it("renders a lesson's video step: its frame, its steps and the player, playable once the app runs", async () => {
    const api = fakeApi();
    const { html, data } = await render('/en/learning/video/4/lesson/42?step=highlight', api);
    expect(html).toMatch(/<h1[^>]*>Initials<\/h1>/);
    const text = textOf(html);
    expect(text).toContain('Pinyin and tones · Lesson 2');
    expect(text).toContain('Words');
    expect(text).toContain('Practice');
    expect(text).toContain('Video highlight: Initials in use');
    expect(text).toContain('Watched 50 %');
    const video = /<video[^>]*>/.exec(html)?.[0] ?? '';
    expect(video).toContain(`src="${clip.file_url.replace(/&/g, '&amp;')}"`);
    // No controls before the app runs: a play before it would go unreported (see video-step.tsx).
    expect(video).not.toContain('controls');
    expect(html).toContain('label="Chinese with pinyin"');
    expect(html).not.toContain('Loading…');
    // Only the step shown is asked for.
    expect(api.asked).toEqual(['/user/current', '/learning/video/4', '/learning/video/lessons/42/clip']);
    expect(JSON.stringify(data['hanyu-hydration'])).toContain('"report_interval_seconds":5');
  });

  it("renders a lesson's words and its practice", async () => {
    const first = await render('/en/learning/video/4/lesson/42', fakeApi());
    expect(textOf(first.html)).toContain('Words of the lesson');
    expect(first.html).toContain('Pronunciation of 马');
    const practicePage = await render('/en/learning/video/4/lesson/42?step=practice', fakeApi());
    expect(textOf(practicePage.html)).toContain('Question 4 of 4');
    expect(practicePage.html).toContain('Check my answers');
  });

  it("renders a lesson not open yet with SPEC §8's message, asking for none of its content", async () => {
    const api = fakeApi();
    const { html } = await render('/zh-cn/learning/video/4/lesson/43', api);
    expect(textOf(html)).toContain('请先按顺序完成前面的课程');
    expect(api.asked).toEqual(['/user/current', '/learning/video/4']);
  });

  it('answers 404 with the page saying so for a course or a lesson that is not there', async () => {
    const course = await render('/en/learning/video/999', fakeApi());
    expect(course.status).toBe(404);
    expect(textOf(course.html)).toContain('This video course does not exist');
    const lesson = await render('/en/learning/video/4/lesson/99', fakeApi());
    expect(lesson.status).toBe(404);
  });
});
