// First interaction on a server-rendered page: how long after a press on the header's "Log in" button its
// dialog opens, on Lighthouse's mobile conditions (150 ms RTT, 1.6 Mbps down, 4× CPU slowdown). With the app
// started on intent, the press starts it (its code prefetched while the page was idle); with the app started
// at load, it is already running. The press is made `wait` ms after the load event; with `touched`, the
// visitor first touches the page's text (a scroll starting) right after the load event, which starts the app
// while they read.
//
// Usage: start the site(s), then
//   node bench/first-interaction.mjs <baseUrl>[,<baseUrl2>…] [runs] [page] [wait] [touched]
//   node bench/first-interaction.mjs http://127.0.0.1:3900,http://127.0.0.1:3950 5 /en/live 3000 touched
import { chromium } from 'playwright-core';

const bases = (process.argv[2] ?? 'http://localhost:3000').split(',');
const runs = Number(process.argv[3] ?? 5);
const pagePath = process.argv[4] ?? '/en/live';
const wait = Number(process.argv[5] ?? 3000);
const touched = process.argv[6] === 'touched';

const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
});

async function measure(base) {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    isMobile: true,
    hasTouch: true,
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
  await page.goto(`${base}${pagePath}`, { waitUntil: 'load' });
  if (touched) await page.locator('main h1').tap();
  await page.waitForTimeout(wait);
  // On a phone the account buttons sit in the menu drawer: open it first, then press "Log in".
  const started = Date.now();
  await page.getByRole('button', { name: 'Menu' }).tap();
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('button', { name: 'Log in' })
    .tap();
  await page.getByRole('dialog').waitFor({ state: 'visible', timeout: 30_000 });
  const elapsed = Date.now() - started;
  await context.close();
  return elapsed;
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

const results = new Map(bases.map((base) => [base, []]));
try {
  for (let index = 0; index < runs; index += 1) {
    for (const base of bases) {
      const elapsed = await measure(base);
      results.get(base).push(elapsed);
      console.error(`run ${index + 1}/${runs} ${base}${pagePath}: menu → Log in → dialog ${elapsed} ms`);
    }
  }
} finally {
  await browser.close();
}

console.log(
  `First interaction, ${runs} runs each, press ${wait} ms after load (${new Date().toISOString()})\n`,
);
console.log('| site | page | median ms | runs ms |');
console.log('| ---- | ---- | --------- | ------- |');
for (const [base, list] of results) {
  console.log(`| ${base} | ${pagePath} | ${median(list)} | ${list.join(', ')} |`);
}
