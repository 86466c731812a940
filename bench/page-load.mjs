// Page-load benchmark: cold and warm loads of the site in Chromium under a mobile profile
// (Lighthouse's mobile preset throttling: 150 ms RTT, 1.6 Mbps down, 4x CPU slowdown, 412×823 viewport).
// Usage: start the site (`npm start`), then `node bench/page-load.mjs [baseUrl] [runs]`;
// BENCH_PAGES=/en,/ja/about picks the pages.
import { chromium } from 'playwright-core';

const baseUrl = process.argv[2] ?? 'http://localhost:3000';
const runs = Number(process.argv[3] ?? 5);
const pages = (process.env.BENCH_PAGES ?? '/en,/zh-cn/about,/ja/about/how').split(',');
const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const args = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

async function measure(browser, path, { warm }) {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  if (warm) await page.goto(baseUrl + path, { waitUntil: 'networkidle' });
  let bytes = 0;
  let requests = 0;
  cdp.on('Network.loadingFinished', (event) => {
    bytes += event.encodedDataLength;
    requests += 1;
  });
  await page.addInitScript(() => {
    window.__lcp = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) window.__lcp = entry.startTime;
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  });
  await page.goto(baseUrl + path, { waitUntil: 'networkidle' });
  await page.locator('main h1').first().waitFor();
  const timing = await page.evaluate(() => {
    const nav = performance.getEntriesByType('navigation')[0];
    const fcp = performance.getEntriesByName('first-contentful-paint')[0];
    return { ttfb: nav.responseStart, fcp: fcp?.startTime ?? 0, lcp: window.__lcp, load: nav.loadEventEnd };
  });
  await context.close();
  return { ...timing, bytes, requests };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

const browser = await chromium.launch({ executablePath, args });
console.log(`| page | load | FCP ms | LCP ms | requests | transferred KiB |`);
console.log(`| --- | --- | --- | --- | --- | --- |`);
for (const path of pages) {
  for (const warm of [false, true]) {
    const samples = [];
    for (let run = 0; run < runs; run++) samples.push(await measure(browser, path, { warm }));
    const pick = (key) => Math.round(median(samples.map((s) => s[key])));
    console.log(
      `| ${path} | ${warm ? 'warm' : 'cold'} | ${pick('fcp')} | ${pick('lcp')} | ${pick('requests')} | ${Math.round(pick('bytes') / 1024)} |`,
    );
  }
}
await browser.close();
