// Signed-in server renders under concurrent visitors (issue 24 item 2, issue 25's render budget): N visitors
// signed in as the demo learner load one page over and over for a fixed time; then the same N ask
// `GET /api/user/current` of the same process for the same time, the API's own pace to compare with.
// Counts what a visitor would meet: pages answered server-rendered, left to the browser (the shell page
// without a render), and sign-outs (a redirect to log in or a cookie cleared on a valid session).
// Usage: start the site (`npm start`), then
//   node bench/signed-in-renders.mjs [baseUrl] [visitors] [seconds] [path]
// e.g. `node bench/signed-in-renders.mjs http://localhost:3000 50 15 /en/user`.
import { performance } from 'node:perf_hooks';

const baseUrl = process.argv[2] ?? 'http://localhost:3000';
const visitors = Number(process.argv[3] ?? 50);
const seconds = Number(process.argv[4] ?? 15);
const pagePath = process.argv[5] ?? '/en/user';
const ORG_ID = '1';

async function signIn() {
  const response = await fetch(`${baseUrl}/api/passport/login/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'Org-Id': ORG_ID },
    body: JSON.stringify({ email: 'learner@demo.hanyu.example', password: 'hanyu-demo-2026' }),
  });
  if (!response.ok) throw new Error(`sign-in answered ${response.status}`);
  const { response: session } = await response.json();
  return { token: session.token, uid: String(session.user_id) };
}

function percentile(sorted, p) {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

/** Runs `visitors` loops of `once` for `seconds`; the answers' kinds counted and their times. */
async function load(once) {
  const times = [];
  const kinds = new Map();
  const until = performance.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: visitors }, async () => {
      while (performance.now() < until) {
        const started = performance.now();
        const kind = await once().catch((error) => `error: ${error.message}`);
        times.push(performance.now() - started);
        kinds.set(kind, (kinds.get(kind) ?? 0) + 1);
      }
    }),
  );
  times.sort((a, b) => a - b);
  return {
    answers: times.length,
    perSecond: times.length / seconds,
    p50: percentile(times, 50),
    p99: percentile(times, 99),
    kinds: Object.fromEntries(kinds),
  };
}

const session = await signIn();
const cookie = `token=${session.token}; uid=${session.uid}`;

const pages = await load(async () => {
  const response = await fetch(baseUrl + pagePath, {
    headers: { cookie, accept: 'text/html' },
    redirect: 'manual',
  });
  const body = await response.text();
  const cleared = (response.headers.getSetCookie?.() ?? []).some((line) =>
    /^token=;|^token=(?:""|);/.test(line),
  );
  if (response.status >= 300 && response.status < 400) {
    return /passport\/login/.test(response.headers.get('location') ?? '')
      ? 'signed out (302 to log in)'
      : 'redirect';
  }
  if (cleared) return 'signed out (token cleared)';
  if (response.status !== 200) return `status ${response.status}`;
  return body.includes('id="hanyu-hydration"') ? 'server-rendered' : 'left to the browser';
});

const api = await load(async () => {
  const response = await fetch(`${baseUrl}/api/user/current`, {
    headers: { authorization: `Bearer ${session.token}`, 'Org-Id': ORG_ID },
  });
  await response.arrayBuffer();
  return `status ${response.status}`;
});

const round = (value) => Math.round(value * 10) / 10;
console.log(
  JSON.stringify(
    {
      page: pagePath,
      visitors,
      seconds,
      pages: { ...pages, perSecond: round(pages.perSecond), p50: round(pages.p50), p99: round(pages.p99) },
      userCurrent: { ...api, perSecond: round(api.perSecond), p50: round(api.p50), p99: round(api.p99) },
      ratio: round((pages.perSecond / api.perSecond) * 1000) / 1000,
    },
    null,
    2,
  ),
);
