import type { APIRequestContext } from '@playwright/test';
import { expect } from '@playwright/test';
import { DEMO_PASSWORD } from './accounts.ts';

/**
 * The server's HTML of pages as each demo role sees them, read with request-level fetches (no script runs):
 * what a visitor has before the app starts (docs/server-render.md).
 */

export type Role = 'visitor' | 'learner' | 'teacher' | 'owner' | 'operator' | 'assistant';

export const DEMO_EMAILS: Record<Exclude<Role, 'visitor'>, string> = {
  learner: 'learner@demo.hanyu.example',
  teacher: 'wang-lin@teachers.hanyu.invalid',
  owner: 'owner@demo.hanyu.example',
  operator: 'operator@demo.hanyu.example',
  assistant: 'assistant@demo.hanyu.example',
};

export interface Session {
  cookie: string;
  token: string;
  uid: number;
}

export async function signIn(request: APIRequestContext, email: string): Promise<Session> {
  const answer = await request.post('/api/passport/login/email', {
    data: { email, password: DEMO_PASSWORD },
  });
  expect(answer.status()).toBe(200);
  const { token, user_id } = (await answer.json()).response as { token: string; user_id: number };
  return { cookie: `token=${token}; uid=${user_id}`, token, uid: Number(user_id) };
}

/** Every demo role signed in (the visitor is nobody). */
export async function demoSessions(request: APIRequestContext): Promise<Record<Role, Session | null>> {
  const [learner, teacher, owner, operator, assistant] = await Promise.all([
    signIn(request, DEMO_EMAILS.learner),
    signIn(request, DEMO_EMAILS.teacher),
    signIn(request, DEMO_EMAILS.owner),
    signIn(request, DEMO_EMAILS.operator),
    signIn(request, DEMO_EMAILS.assistant),
  ]);
  return { visitor: null, learner, teacher, owner, operator, assistant };
}

/** The ids pages with parameters take: the seed's, and the demo accounts' own (read from the API). */
export interface DemoIds {
  lesson: number;
  learner: number;
  groupSession: number;
  /** The demo group class's course (its id follows the seed's generated catalogue). */
  groupCourse: number;
}

/** The demo learner's ids: the demo lesson (open now) and the demo group class's open session. */
export async function demoIds(request: APIRequestContext, learner: Session): Promise<DemoIds> {
  const headers = { authorization: `Bearer ${learner.token}` };
  const lessons = await request.get('/api/user/lessons?when=upcoming&language=en&size=50', { headers });
  const list = (await lessons.json()).response.data as Array<{ id: number; remark: string | null }>;
  const lesson = list.find((one) => one.remark?.startsWith('Demo lesson'))?.id;
  const feed = await request.post('/api/user/calendar', { headers });
  const calendar = await (
    await request.get(new URL((await feed.json()).response.url as string).pathname)
  ).text();
  const groupSession = /\/learning\/group\/room\/mobile\/(\d+)/.exec(
    calendar.replace(/\r?\n[ \t]/g, ''),
  )?.[1];
  if (!lesson) throw new Error('the demo learner has no demo lesson');
  return {
    lesson,
    learner: learner.uid,
    groupSession: Number(groupSession ?? 1),
    groupCourse: await demoGroupCourse(request, learner),
  };
}

/** The demo group class's course id, from the demo learner's courses. */
export async function demoGroupCourse(request: APIRequestContext, learner: Session): Promise<number> {
  const answer = await request.get('/api/user/courses?language=en', {
    headers: { authorization: `Bearer ${learner.token}` },
  });
  const list = (await answer.json()).response.list as Array<{ course_id: number; title: string }>;
  const course = list.find((one) => one.title === 'Demo group class');
  if (!course) throw new Error('the demo learner has no demo group class');
  return course.course_id;
}

/**
 * The server's whole HTML of a page for a session (null: signed out), rendered: a redirect is followed within
 * the language (signing out goes home), and a render given up on a busy machine is asked for again.
 */
export async function serverPage(
  request: APIRequestContext,
  url: string,
  session: Session | null,
  { headers = {} }: { headers?: Record<string, string> } = {},
): Promise<string> {
  const lang = url.split('/')[1] ?? '';
  for (let attempt = 0; attempt < 4; attempt++) {
    const answer = await request.get(url, {
      headers: { accept: 'text/html', ...(session ? { cookie: session.cookie } : {}), ...headers },
      maxRedirects: 0,
    });
    const location = answer.headers().location;
    if (answer.status() === 302 && location) {
      expect(location, `${url} redirects within its language`).toMatch(new RegExp(`^/${lang}(?:[/?]|$)`));
      return serverPage(request, location, session, { headers });
    }
    expect([200, 404], `${url}: ${answer.status()}`).toContain(answer.status());
    const html = await answer.text();
    if (html.includes('<div id="root" data-server-rendered')) return html;
  }
  throw new Error(`${url} was never rendered by the server`);
}

/** The rendered page inside `#root` (no head, no JSON documents): what shows before any script runs. */
export function rootOf(html: string): string {
  const start = html.indexOf('<div id="root"');
  const end = html.lastIndexOf('</body>');
  return html.slice(start, end).replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '');
}
