// Lighthouse page budget: runs Lighthouse 12 (mobile preset, simulated throttling; BENCH_PRESET=desktop for
// the desktop one) N times on each page
// of one or more running sites and prints the medians of score, FCP, LCP, SI, TBT, CLS and first-load JS.
//
// Usage: start the site (`npm start`), then
//   node bench/lighthouse.mjs <baseUrl>[,<baseUrl2>…] [runs] [page…]
//   node bench/lighthouse.mjs http://localhost:3000 5 /en/live /en/t/2 /en/pub/1
// BENCH_COOKIE='token=…; uid=…' measures pages as a signed-in visitor (the user centre, checkout); with
// several base URLs on different hosts (localhost, 127.0.0.1: cookies ignore ports), one cookie per base
// separated by `|`, in the order of the bases.
// Several base URLs are measured interleaved (A, B, A, B…) so builds compared side by side share the
// machine's state. Budget: score ≥ 95 and first-load JS ≤ 150 KB gzip.
//
// First-load JS: the scripts Lighthouse saw load before the page settled, as transferred (brotli from the
// server), and their gzip size computed here from the files (level 9), the unit of the budget. Scripts only
// prefetched while the page was idle (a server-rendered page's app code, run when the visitor reaches for a
// control) are counted apart: "prefetched gzip KiB".
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { constants, gzipSync } from 'node:zlib';

const run = promisify(execFile);
const here = path.dirname(fileURLToPath(import.meta.url));
const bin = path.join(here, '..', 'node_modules', '.bin', 'lighthouse');

const bases = (process.argv[2] ?? 'http://localhost:3000').split(',');
const runs = Number(process.argv[3] ?? 5);
const pages = process.argv.length > 4 ? process.argv.slice(4) : ['/en/live', '/en/t/2', '/en/pub/1'];
const chromeFlags = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
].join(' ');

/**
 * A Chromium profile holding BENCH_COOKIE's cookies for every base URL, written by playwright-core before
 * Lighthouse launches Chromium on it (cookies must be real ones: the app reads the token from
 * `document.cookie`, which request headers alone would not give it).
 */
async function signedInProfile() {
  if (!process.env.BENCH_COOKIE) return undefined;
  const { chromium } = await import('playwright-core');
  const dir = await mkdtemp(path.join(tmpdir(), 'hanyu-lh-profile-'));
  const context = await chromium.launchPersistentContext(dir, {
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu'],
  });
  const expires = Math.floor(Date.now() / 1000) + 24 * 3600;
  const perBase = process.env.BENCH_COOKIE.split('|');
  const cookiesOf = (index) =>
    (perBase[index] ?? perBase[0] ?? '')
      .split(';')
      .map((pair) => pair.trim().split('='))
      .filter(([name]) => name);
  await context.addCookies(
    bases.flatMap((base, index) =>
      cookiesOf(index).map(([name, ...value]) => ({ name, value: value.join('='), url: base, expires })),
    ),
  );
  await context.close();
  return dir;
}
const profile = await signedInProfile();

const gzipCache = new Map();
/** gzip size of a script as the server sends it decoded (the budget's unit). */
async function gzipSize(url) {
  if (!gzipCache.has(url)) {
    gzipCache.set(
      url,
      // A brand's host (jyda.localhost) is Chromium's to resolve; its scripts are the same files on localhost.
      fetch(url.replace(/:\/\/[\w-]+\.localhost\b/, '://localhost'))
        .then((response) => response.arrayBuffer())
        .then((body) => gzipSync(Buffer.from(body), { level: constants.Z_BEST_COMPRESSION }).length),
    );
  }
  return gzipCache.get(url);
}

async function lighthouse(url, dir, attempt = 1) {
  const output = path.join(dir, 'report.json');
  const ran = await run(
    bin,
    [
      url,
      '--quiet',
      `--chrome-flags=${chromeFlags}${profile ? ` --user-data-dir=${profile}` : ''}`,
      '--only-categories=performance',
      // BENCH_PRESET=desktop: Lighthouse's desktop preset (the budget of internal tools such as the service centre).
      ...(process.env.BENCH_PRESET === 'desktop' ? ['--preset=desktop'] : []),
      // Storage reset stays on, signed in too: every run is a first visit with a cold HTTP cache (issue 25);
      // it clears caches and site storage but not the profile's cookies, which the page's own script reads.
      '--output=json',
      `--output-path=${output}`,
    ],
    {
      env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? '/usr/bin/chromium' },
      maxBuffer: 1 << 26,
    },
  ).then(
    () => true,
    (error) => {
      // Lighthouse now and then fails to record a trace (NO_NAVSTART): that run is taken again; a page that
      // fails three times is reported as failed, and the other pages are still measured.
      if (attempt >= 3) return null;
      console.error(
        `retrying ${url}: ${
          String(error.stderr ?? error)
            .trim()
            .split('\n')[0]
        }`,
      );
      return false;
    },
  );
  if (ran === null) {
    const none = Number.NaN;
    return {
      score: none,
      fcp: none,
      lcp: none,
      si: none,
      tbt: none,
      cls: none,
      jsTransfer: none,
      jsGzip: none,
      prefetchedGzip: none,
      scripts: 0,
      error: 'failed three times',
    };
  }
  if (!ran) return lighthouse(url, dir, attempt + 1);
  const report = JSON.parse(await readFile(output, 'utf8'));
  const audit = (id) => report.audits[id]?.numericValue ?? Number.NaN;
  const requests = report.audits['network-requests']?.details?.items ?? [];
  const scripts = requests.filter((item) => item.resourceType === 'Script' && item.statusCode === 200);
  const executed = new Set(scripts.map((item) => item.url));
  const prefetched = requests.filter(
    (item) => item.resourceType !== 'Script' && /\.js(?:[?#]|$)/.test(item.url) && !executed.has(item.url),
  );
  const gzip = await Promise.all(scripts.map((item) => gzipSize(item.url)));
  const prefetchedGzip = await Promise.all(prefetched.map((item) => gzipSize(item.url)));
  return {
    score: Math.round((report.categories.performance.score ?? 0) * 100),
    fcp: audit('first-contentful-paint'),
    lcp: audit('largest-contentful-paint'),
    si: audit('speed-index'),
    tbt: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    jsTransfer: scripts.reduce((sum, item) => sum + (item.transferSize ?? 0), 0),
    jsGzip: gzip.reduce((sum, size) => sum + size, 0),
    prefetchedGzip: prefetchedGzip.reduce((sum, size) => sum + size, 0),
    scripts: scripts.length,
    error: report.runtimeError?.code,
  };
}

const median = (values) => {
  const sorted = values.filter((value) => Number.isFinite(value)).sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

const dir = await mkdtemp(path.join(tmpdir(), 'hanyu-lh-'));
const results = new Map();
try {
  for (let index = 0; index < runs; index += 1) {
    for (const page of pages) {
      for (const base of bases) {
        const key = `${base}${page}`;
        const result = await lighthouse(key, dir);
        if (!results.has(key)) results.set(key, []);
        results.get(key).push(result);
        console.error(
          `run ${index + 1}/${runs} ${key}: score ${result.score} FCP ${Math.round(result.fcp)} LCP ${Math.round(
            result.lcp,
          )} TBT ${Math.round(result.tbt)} CLS ${result.cls.toFixed(3)}${result.error ? ` (${result.error})` : ''}`,
        );
      }
    }
  }
} finally {
  await rm(dir, { recursive: true, force: true });
  if (profile) await rm(profile, { recursive: true, force: true });
}

const kb = (bytes) => (bytes / 1024).toFixed(1);
console.log(`Lighthouse mobile, ${runs} runs each, medians (${new Date().toISOString()})\n`);
console.log(
  '| site | page | score | FCP ms | LCP ms | SI ms | TBT ms | CLS | JS transferred KiB | JS gzip KiB | prefetched gzip KiB |',
);
console.log(
  '| ---- | ---- | ----- | ------ | ------ | ----- | ------ | --- | ------------------ | ----------- | ------------------- |',
);
for (const [key, list] of results) {
  const base = bases.find((candidate) => key.startsWith(candidate));
  const pick = (name) => median(list.map((result) => result[name]));
  console.log(
    `| ${base} | ${key.slice(base.length)} | ${pick('score')} | ${Math.round(pick('fcp'))} | ${Math.round(
      pick('lcp'),
    )} | ${Math.round(pick('si'))} | ${Math.round(pick('tbt'))} | ${pick('cls').toFixed(3)} | ${kb(
      pick('jsTransfer'),
    )} | ${kb(pick('jsGzip'))} | ${kb(pick('prefetchedGzip'))} |`,
  );
}
