// Lighthouse over the whole site: every page of every remote (the remotes' route tables, as the e2e walk over
// every page reads them: e2e/support/site-pages.ts), each signed in as the demo role that sees it, on the main
// brand and on the alternate brand's host; then the table of every page, worst score first.
//
// Usage: start the site (`npm start`), then
//   node bench/lighthouse-site.mjs [baseUrl] [runs] [lang] [pattern-regex]
//   node bench/lighthouse-site.mjs http://localhost:3000 1 en
//   node bench/lighthouse-site.mjs http://localhost:3000 3 en '^(teach|user/promote)$'
// The alternate brand is measured on http://jyda.localhost:<port> (Chromium and the server take any *.localhost).
import { execFile } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { request } from 'playwright-core';
import { demoIds, demoSessions } from '../e2e/support/server-html.ts';
import { remotePages, urlOf } from '../e2e/support/site-pages.ts';

const run = promisify(execFile);
const here = path.dirname(fileURLToPath(import.meta.url));
const base = process.argv[2] ?? 'http://localhost:3000';
const runs = process.argv[3] ?? '1';
const lang = process.argv[4] ?? 'en';
const only = new RegExp(process.argv[5] ?? '');
const alternate = base.replace('://localhost', '://jyda.localhost');

const api = await request.newContext({ baseURL: base });
const sessions = await demoSessions(api);
const ids = await demoIds(api, sessions.learner);
await api.dispose();

/** Pages by the role that sees them; each role's pages are one Lighthouse invocation with its cookies. */
const byRole = new Map();
for (const [remote, pages] of Object.entries(remotePages())) {
  for (const page of pages) {
    if (!only.test(page.pattern)) continue;
    const list = byRole.get(page.role) ?? [];
    list.push({ remote, url: urlOf(page.pattern, lang, ids) });
    byRole.set(page.role, list);
  }
}

const rows = [];
for (const [role, pages] of byRole) {
  const cookie = sessions[role]?.cookie;
  // The visitor's public pages on both brands; signed-in pages on the main brand (the brand is a skin).
  const bases = role === 'visitor' ? [base, alternate] : [base];
  const { stdout } = await run(
    process.execPath,
    [path.join(here, 'lighthouse.mjs'), bases.join(','), runs, ...pages.map((page) => page.url)],
    {
      env: { ...process.env, ...(cookie ? { BENCH_COOKIE: bases.map(() => cookie).join('|') } : {}) },
      maxBuffer: 1 << 26,
    },
  );
  for (const line of stdout.split('\n')) {
    const cells = line.split('|').map((cell) => cell.trim());
    if (cells.length < 12 || !cells[1].startsWith('http')) continue;
    const remote = pages.find((page) => page.url === cells[2])?.remote ?? '';
    rows.push({ role, remote, cells: cells.slice(1, -1) });
  }
  // Each role's figures as they come: a long run that stops early keeps what it measured.
  console.error(`${role}: ${pages.length} pages measured\n${stdout}`);
}

rows.sort((a, b) => Number(a.cells[2]) - Number(b.cells[2]));
console.log(
  `Lighthouse ${process.env.BENCH_PRESET === 'desktop' ? 'desktop' : 'mobile'} over every page (${lang}), ${runs} run(s) each, medians, worst first\n`,
);
console.log(
  '| site | page | remote | role | score | FCP ms | LCP ms | SI ms | TBT ms | CLS | JS transferred KiB | JS gzip KiB | prefetched gzip KiB |',
);
console.log('| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |');
for (const { role, remote, cells } of rows) {
  const [site, page, ...figures] = cells;
  console.log(`| ${site} | ${page} | ${remote} | ${role} | ${figures.join(' | ')} |`);
}
