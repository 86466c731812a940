// Catalogue API budgets of issue 4, against a running server over PostgreSQL (loopback only):
//  1. list and detail endpoints at a fixed 500 requests/s (after a 2 s warm-up): p99 must stay ≤ 20 ms;
//  2. throughput of the course list vs a bare Fastify route answering the same bytes, side by side in one
//     run: it must reach at least 40% of the bare route.
// Usage: start the site with DATABASE_URL set (`DATABASE_URL=postgres://… node api/dist/server.js`), then
// `node bench/catalogue-api.mjs [baseUrl] [seconds]`.
import autocannon from 'autocannon';
import Fastify from 'fastify';

const baseUrl = process.argv[2] ?? 'http://127.0.0.1:3000';
const seconds = Number(process.argv[3] ?? 10);
const RATE = 500;

async function firstId(path, key = 'list') {
  const body = await (await fetch(`${baseUrl}${path}`)).json();
  return body.response[key][0].id;
}

const teacherId = await firstId('/api/open/teachers?language=en');
const courseId = await firstId('/api/open/courses?language=en&kind=group');
const postId = await firstId('/api/open/pub?language=en&kind=podcast');
const targets = [
  '/api/open/courses?language=en',
  '/api/open/courses?language=ja&kind=live&sort=price_asc&page=2&page_size=4',
  '/api/open/teachers?language=es&tag_id=1',
  '/api/open/pub?language=zh-cn',
  '/api/open/search?language=en&q=hsk',
  `/api/open/teachers/${teacherId}?language=ko`,
  `/api/open/courses/${courseId}?language=en`,
  `/api/open/pub/${postId}?language=ja`,
  '/api/open/waihui/transform?amount=19800&to=JPY',
];

const run = (url, options) =>
  autocannon({ url, duration: seconds, headers: { 'accept-encoding': 'identity' }, ...options });

console.log(`## Fixed rate: ${RATE} requests/s for ${seconds} s each\n`);
console.log('| endpoint | sent req/s | p50 ms | p90 ms | p99 ms | max ms | non-2xx |');
console.log('| --- | --- | --- | --- | --- | --- | --- |');
for (const path of targets) {
  // A short warm-up at the same rate first: the figures are the steady state, not the first requests.
  await run(baseUrl + path, { connections: 20, overallRate: RATE, duration: 2 });
  const result = await run(baseUrl + path, { connections: 20, overallRate: RATE });
  console.log(
    `| \`${path.replace('/api', '')}\` | ${Math.round(result.requests.average)} | ${result.latency.p50} | ${result.latency.p90} | ${result.latency.p99} | ${result.latency.max} | ${result.errors + result.non2xx} |`,
  );
}

// The bare route: the same status, headers that matter and bytes, with no database and no validation.
const listPath = '/api/open/courses?language=en';
const sample = await fetch(baseUrl + listPath, { headers: { 'accept-encoding': 'identity' } });
const bytes = Buffer.from(await sample.arrayBuffer());
const bare = Fastify();
bare.get('/api/open/courses', (_request, reply) =>
  reply.type(sample.headers.get('content-type') ?? 'application/json').send(bytes),
);
await bare.listen({ host: '127.0.0.1', port: 0 });
const bareUrl = `http://127.0.0.1:${bare.server.address().port}${listPath}`;

console.log(
  `\n## Throughput of the course list (${bytes.length} bytes) vs a bare Fastify route, 10 connections\n`,
);
console.log('| round | bare req/s | API req/s | ratio |');
console.log('| --- | --- | --- | --- |');
const ratios = [];
for (let round = 1; round <= 2; round += 1) {
  const bareResult = await run(bareUrl, { connections: 10 });
  const apiResult = await run(baseUrl + listPath, { connections: 10 });
  const ratio = apiResult.requests.average / bareResult.requests.average;
  ratios.push(ratio);
  console.log(
    `| ${round} | ${Math.round(bareResult.requests.average)} | ${Math.round(apiResult.requests.average)} | ${(ratio * 100).toFixed(0)}% |`,
  );
}
await bare.close();
console.log(
  `\nBudget: ≥ 40% of the bare route; measured ${(Math.min(...ratios) * 100).toFixed(0)}% at worst.`,
);
