// Classroom budget of issue 12: from a press on "Enter the classroom" to the first frame of the other
// person's video painted, ≤ 2 s on loopback. The demo teacher waits in the demo lesson's room; the demo
// learner opens the room `runs` times (a fresh browser context each time: no warm caches of the page's
// own), passes the device check and presses "Enter"; the time is read in the learner's page, from the press
// to the first animation frame at which a video showing a track a peer connection received has painted.
//
// Usage: `npm start` (or any server with the demo accounts), then
//   node bench/classroom-first-frame.mjs [baseUrl] [runs]
import { chromium } from 'playwright-core';

const base = process.argv[2] ?? 'http://localhost:3000';
const runs = Number(process.argv[3] ?? 10);
const PASSWORD = 'hanyu-demo-2026';
const LEARNER = 'learner@demo.hanyu.example';
const TEACHER = 'wang-lin@teachers.hanyu.invalid';

const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--use-fake-device-for-media-stream',
    '--use-fake-ui-for-media-stream',
  ],
});

async function signIn(email) {
  const answer = await fetch(`${base}/api/passport/login/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  const { response } = await answer.json();
  return response;
}

async function personPage(session) {
  const context = await browser.newContext({ permissions: ['camera', 'microphone'] });
  const { hostname } = new URL(base);
  await context.addCookies(
    ['token', 'uid'].map((name) => ({
      name,
      value: String(name === 'token' ? session.token : session.user_id),
      domain: hostname,
      path: '/',
    })),
  );
  // Tracks that came from the other person: what the page's peer connections received.
  await context.addInitScript(() => {
    const remote = new Set();
    window.__remoteTracks = remote;
    const Native = window.RTCPeerConnection;
    window.RTCPeerConnection = class extends Native {
      constructor(...args) {
        super(...args);
        this.addEventListener('track', (event) => remote.add(event.track.id));
      }
    };
  });
  return { context, page: await context.newPage() };
}

async function enter(page, lessonId) {
  await page.goto(`${base}/en/learning/live/one/${lessonId}`);
  const button = page.getByRole('button', { name: 'Enter the classroom' });
  await button.waitFor({ state: 'visible', timeout: 60_000 });
  await page.waitForFunction(
    () => !document.querySelector('button[disabled]')?.textContent?.includes('Enter the classroom'),
  );
  return button;
}

const learnerSession = await signIn(LEARNER);
const teacherSession = await signIn(TEACHER);
const lessons = await (
  await fetch(`${base}/api/user/lessons?when=upcoming&language=en&size=50`, {
    headers: { authorization: `Bearer ${learnerSession.token}` },
  })
).json();
const lesson = lessons.response.data.find(
  (row) => row.remark?.startsWith('Demo lesson') && Date.parse(row.entry_from) <= Date.now(),
);
if (!lesson)
  throw new Error('no demo lesson with an open classroom: start the server with the demo accounts');

const teacher = await personPage(teacherSession);
await (await enter(teacher.page, lesson.id)).click();
await teacher.page.getByRole('button', { name: /^Microphone/ }).waitFor({ timeout: 60_000 });

const times = [];
for (let run = 0; run < runs; run++) {
  const learner = await personPage(learnerSession);
  const button = await enter(learner.page, lesson.id);
  await learner.page.evaluate(() => {
    window.__firstFrame = new Promise((resolve) => {
      // The visitor's press on "Enter" (the page may click things itself as it starts).
      const pressed = (event) => {
        if (!event.isTrusted || !event.target.closest('button')?.textContent?.includes('Enter the classroom'))
          return;
        document.removeEventListener('click', pressed, { capture: true });
        const started = performance.now();
        // The first frame shown: a <video> of a received track that has painted (has a size and time moves).
        const look = () => {
          const painted = [...document.querySelectorAll('video')].some(
            (video) =>
              video.srcObject?.getVideoTracks().some((track) => window.__remoteTracks.has(track.id)) &&
              video.videoWidth > 0 &&
              video.currentTime > 0,
          );
          if (painted) resolve(performance.now() - started);
          else requestAnimationFrame(look);
        };
        look();
      };
      document.addEventListener('click', pressed, { capture: true });
    });
  });
  if (run === 0) {
    // What the room page loaded before "Enter": its JavaScript over the wire, and no vendor SDK among it.
    const scripts = await learner.page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .filter((entry) => entry.name.split('?')[0].endsWith('.js'))
        .map((entry) => ({ name: entry.name, bytes: entry.transferSize })),
    );
    const total = scripts.reduce((sum, script) => sum + script.bytes, 0);
    const vendor = scripts.filter((script) => /rtc-(agora|trtc)/.test(script.name));
    console.log(
      `room page before "Enter": ${scripts.length} scripts, ${(total / 1024).toFixed(1)} KiB transferred; vendor SDK chunks: ${vendor.length}`,
    );
  }
  await button.click();
  // The time is taken in the page; it is read after a pause (awaiting it at once, while the room starts,
  // never settled in headless Chromium).
  times.push(await learner.page.evaluate(() => window.__firstFrame));
  await learner.context.close();
}
await teacher.context.close();
await browser.close();

times.sort((a, b) => a - b);
const at = (q) => times[Math.min(times.length - 1, Math.floor(q * times.length))].toFixed(0);
console.log(
  `enter → first remote frame, ${runs} runs: median ${at(0.5)} ms, worst ${times.at(-1).toFixed(0)} ms`,
);
console.log(times.map((t) => t.toFixed(0)).join(' '));
