import type { Browser, Locator, Page } from '@playwright/test';
import { DEMO_PASSWORD, signInOverApi } from './accounts.ts';
import { apiToken } from './money.ts';
import { expect } from './test.ts';

/** The demo accounts that meet in the demo classrooms (api/src/seed/demo-accounts.ts). */
export const LEARNER = 'learner@demo.hanyu.example';
export const TEACHER = 'wang-lin@teachers.hanyu.invalid';
/** The demo company's learner: the second seat of the demo group class (api/src/seed/demo-group-class.ts). */
export const SECOND_LEARNER = 'staff@demo.hanyu.example';

/** Keeps every RTCPeerConnection the page makes, so the test can read its statistics. */
export const RECORD_PEER_CONNECTIONS = () => {
  const Native = window.RTCPeerConnection;
  const made: RTCPeerConnection[] = [];
  Object.assign(window, { __peerConnections: made });
  window.RTCPeerConnection = class extends Native {
    constructor(...args: ConstructorParameters<typeof RTCPeerConnection>) {
      super(...args);
      made.push(this);
    }
  } as typeof RTCPeerConnection;
};

/** What one connection received: its remote peer's frames decoded and audio bytes. */
export interface Received {
  frames: number;
  audioBytes: number;
}

/** Frames decoded and audio bytes received, per connection the page made, in the order it made them. */
export function receivedPerConnection(page: Page): Promise<Received[]> {
  return page.evaluate(async () => {
    const connections = (window as unknown as { __peerConnections: RTCPeerConnection[] }).__peerConnections;
    return Promise.all(
      connections.map(async (connection) => {
        let frames = 0;
        let audioBytes = 0;
        const stats = await connection.getStats();
        stats.forEach((report) => {
          if (report.type !== 'inbound-rtp') return;
          if (report.kind === 'video') frames += report.framesDecoded ?? 0;
          if (report.kind === 'audio') audioBytes += report.bytesReceived ?? 0;
        });
        return { frames, audioBytes };
      }),
    );
  });
}

/** Frames decoded and audio bytes received, summed over the page's connections. */
export async function received(page: Page): Promise<Received> {
  const connections = await receivedPerConnection(page);
  return connections.reduce(
    (sum, one) => ({ frames: sum.frames + one.frames, audioBytes: sum.audioBytes + one.audioBytes }),
    { frames: 0, audioBytes: 0 },
  );
}

/** Video frames and sound keep arriving on the page: both totals rise. */
export async function expectMediaFlowing(page: Page, timeout = 20_000) {
  const before = await received(page);
  await expect
    .poll(
      async () => {
        const now = await received(page);
        return now.frames > before.frames && now.audioBytes > before.audioBytes;
      },
      { timeout },
    )
    .toBe(true);
}

/** A signed-in browser of its own, its camera and microphone Chromium's fakes, its connections recorded. */
export async function person(browser: Browser, email: string) {
  const context = await browser.newContext({ permissions: ['camera', 'microphone'] });
  await context.addInitScript(RECORD_PEER_CONNECTIONS);
  const page = await context.newPage();
  await signInOverApi(page, email, DEMO_PASSWORD);
  return { context, page };
}

/**
 * Video frames and sound keep arriving from `peers` others: that many of the page's connections (one per
 * other participant in a mesh) each see both rise. A connection made since the first reading counts from 0.
 */
export async function expectMediaFromEach(page: Page, peers: number, timeout = 20_000) {
  const before = await receivedPerConnection(page);
  await expect
    .poll(
      async () => {
        const now = await receivedPerConnection(page);
        return now.filter((one, index) => {
          const was = before[index] ?? { frames: 0, audioBytes: 0 };
          return one.frames > was.frames && one.audioBytes > was.audioBytes;
        }).length;
      },
      { timeout },
    )
    .toBeGreaterThanOrEqual(peers);
}

/** The demo learner's lesson whose classroom is open: the server makes one when it starts. */
export async function demoLesson(page: Page): Promise<number> {
  const answer = await page.request.get('/api/user/lessons?when=upcoming&language=en&size=50', {
    headers: { authorization: `Bearer ${await apiToken(page)}` },
  });
  const lessons = (await answer.json()).response.data as Array<{
    id: number;
    remark: string | null;
    entry_from: string;
  }>;
  const open = lessons.find(
    (lesson) => lesson.remark?.startsWith('Demo lesson') && Date.parse(lesson.entry_from) <= Date.now(),
  );
  if (!open) throw new Error('no demo lesson with an open classroom');
  return open.id;
}

/**
 * The teacher turns one page (forward, or back from the last: the demo room keeps its page between the
 * tests) and sees it; returns the "Page n of m" the room is now on.
 */
export async function turnPage(courseware: Locator): Promise<string> {
  const status = courseware.getByText(/^Page \d+ of \d+$/);
  const [, on, count] = ((await status.textContent()) ?? '').match(/^Page (\d+) of (\d+)$/) ?? [];
  const forward = Number(on) < Number(count);
  await courseware.getByRole('button', { name: forward ? 'Next page' : 'Previous page' }).click();
  const text = `Page ${Number(on) + (forward ? 1 : -1)} of ${count}`;
  await expect(courseware.getByText(text, { exact: true })).toBeVisible();
  return text;
}
