// API latency benchmark with autocannon against a running server (loopback only).
// Usage: `node bench/api-latency.mjs [baseUrl] [seconds]`.
import autocannon from 'autocannon';

const baseUrl = process.argv[2] ?? 'http://127.0.0.1:3000';
const duration = Number(process.argv[3] ?? 10);
const targets = ['/api/open/home?language=en', '/api/open/util/langs?language=ja', '/en'];

console.log('| path | req/s | p50 ms | p99 ms | errors |');
console.log('| --- | --- | --- | --- | --- |');
for (const path of targets) {
  const result = await autocannon({
    url: baseUrl + path,
    connections: 10,
    duration,
    headers: { 'accept-encoding': 'br' },
  });
  console.log(
    `| ${path} | ${Math.round(result.requests.average)} | ${result.latency.p50} | ${result.latency.p99} | ${result.errors + result.non2xx} |`,
  );
}
