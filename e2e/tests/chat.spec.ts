import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { type Browser, expect as baseExpect, type Page } from '@playwright/test';
import pg from 'pg';
import { DEMO_PASSWORD } from '../support/accounts.ts';
import { LEARNER, TEACHER } from '../support/classroom.ts';
import { REGISTRY_FILE, REPO_ROOT, SITE_PORT } from '../support/env.ts';
import { expect, test } from '../support/test.ts';

/**
 * The chat across two API processes (issue 12): two more `node api/dist/server.js` on PostgreSQL (a database
 * of this run's own) share their chat through Redis. The demo learner, in a browser talking to the first,
 * writes to their teacher from the default layout's chat widget; the demo teacher, in a browser talking to
 * the second, sees it arrive unread in module/im/room and answers; the answer reaches the learner's widget
 * live. Needs TEST_DATABASE_URL and TEST_REDIS_URL (the api tests' PostgreSQL and Redis).
 */

const DATABASE = process.env.TEST_DATABASE_URL;
const REDIS = process.env.TEST_REDIS_URL;
const PORTS = [SITE_PORT + 20, SITE_PORT + 21] as const;
const ORIGINS = PORTS.map((port) => `http://localhost:${port}`);

test.skip(
  !DATABASE || !REDIS,
  'needs TEST_DATABASE_URL and TEST_REDIS_URL: PostgreSQL and Redis for two API processes',
);
test.describe.configure({ mode: 'serial' });

const servers: ChildProcess[] = [];
let databaseName = '';

function databaseUrl(name: string): string {
  const url = new URL(DATABASE as string);
  url.pathname = `/${name}`;
  return url.toString();
}

async function adminQuery(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: DATABASE });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** Starts `node api/dist/server.js` on `port` and waits until it answers. */
async function startServer(port: number): Promise<ChildProcess> {
  const server = spawn(process.execPath, ['dist/server.js'], {
    cwd: path.join(REPO_ROOT, 'api'),
    env: {
      ...process.env,
      PORT: String(port),
      DATABASE_URL: databaseUrl(databaseName),
      REDIS_URL: REDIS,
      REGISTRY_FILE,
      PUBLIC_URL: `http://localhost:${port}`,
      CLASSROOM_SECRET: 'the-secret-both-chat-e2e-processes-share-0123456789',
      LOG_LEVEL: 'warn',
      SMTP_URL: '',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  servers.push(server);
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`the API on ${port} exited with ${server.exitCode}`);
    try {
      const answer = await fetch(`http://127.0.0.1:${port}/api/open/util/lang/latest?language=en`);
      if (answer.ok) return server;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`the API on ${port} did not start`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

test.beforeAll(async () => {
  test.setTimeout(300_000);
  databaseName = `hanyu_chat_e2e_${process.pid}_${Date.now()}`;
  await adminQuery(`create database ${databaseName}`);
  // One after the other: the first migrates and seeds the empty database.
  await startServer(PORTS[0]);
  await startServer(PORTS[1]);
});

test.afterAll(async () => {
  await Promise.all(
    servers.map(
      (server) =>
        new Promise<void>((resolve) => {
          if (server.exitCode !== null) return resolve();
          server.once('exit', () => resolve());
          server.kill('SIGTERM');
        }),
    ),
  );
  if (databaseName) await adminQuery(`drop database if exists ${databaseName} with (force)`);
});

/** A browser of its own signed in as `email` on `origin` (the cookies the shell reads, SPEC §3). */
async function signedIn(browser: Browser, origin: string, email: string): Promise<Page> {
  const context = await browser.newContext({ baseURL: origin });
  const page = await context.newPage();
  const answer = await page.request.post('/api/passport/login/email', {
    data: { email, password: DEMO_PASSWORD },
  });
  baseExpect(answer.status()).toBe(200);
  const { token, user_id } = (await answer.json()).response as { token: string; user_id: number };
  await context.addCookies([
    { name: 'token', value: token, url: origin },
    { name: 'uid', value: String(user_id), url: origin },
  ]);
  return page;
}

test('a learner and a teacher chat, each through a different API process, with Redis between them', async ({
  browser,
}) => {
  const learner = await signedIn(browser, ORIGINS[0] as string, LEARNER);
  const teacher = await signedIn(browser, ORIGINS[1] as string, TEACHER);
  try {
    // The learner, on any page of the default layout, opens the widget and picks their teacher.
    await learner.goto('/en/');
    await learner.getByRole('button', { name: 'Chat with us' }).click();
    const widget = learner.getByRole('dialog', { name: 'Messages' });
    await expect(widget.getByText('Who would you like to talk to?')).toBeVisible();
    await expect(widget).toHaveAttribute('data-email', LEARNER);
    await widget.getByRole('button', { name: /Wang Lin/ }).click();
    const question = `你好 teacher — <b>not bold</b> ${Date.now()}`;
    await widget.getByRole('textbox', { name: 'Write a message' }).fill(question);
    await widget.getByRole('button', { name: 'Send' }).click();
    const learnerThread = widget.getByRole('list', { name: 'Messages of this conversation' });
    await expect(learnerThread.getByText(question)).toBeVisible();
    await expect(widget.getByRole('textbox', { name: 'Write a message' })).toHaveValue('');

    // The teacher, through the other process, finds it unread in module/im/room and answers.
    await teacher.goto('/en/module/im/room');
    const conversation = teacher.getByRole('button', { name: /1 unread message/ });
    await expect(conversation).toBeVisible();
    await conversation.click();
    const teacherThread = teacher.getByRole('list', { name: 'Messages of this conversation' });
    await expect(teacherThread.getByText(question)).toBeVisible();
    await expect(teacher.getByText('1 unread message')).toHaveCount(0);
    const answer = `Hello! See you in class. ${Date.now()}`;
    await teacher.getByRole('textbox', { name: 'Write a message' }).fill(answer);
    await teacher.getByRole('textbox', { name: 'Write a message' }).press('Enter');

    // The answer crosses from the teacher's process to the learner's over Redis, into the open widget.
    await expect(learnerThread.getByText(answer)).toBeVisible();
    // And a second message of the learner's reaches the teacher's open conversation live.
    const thanks = `Thanks! ${Date.now()}`;
    await widget.getByRole('textbox', { name: 'Write a message' }).fill(thanks);
    await widget.getByRole('button', { name: 'Send' }).click();
    await expect(teacherThread.getByText(thanks)).toBeVisible();
    const bodies = await teacher
      .locator('[data-seq]')
      .evaluateAll((items) => items.map((item) => Number(item.getAttribute('data-seq'))));
    baseExpect(bodies).toEqual([...bodies].sort((a, b) => a - b));
    baseExpect(new Set(bodies).size).toBe(bodies.length);
  } finally {
    await learner.context().close();
    await teacher.context().close();
  }
});
