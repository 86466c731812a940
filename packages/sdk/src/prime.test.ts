import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type Endpoints, endpointPaths } from '@hanyu/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { clearPrimed, configureSdk, createApi, primeResponses, recordResponses } from './index.ts';

const api = createApi<Endpoints>(endpointPaths);

let server: Server;
let hits: { method: string; url: string }[] = [];
let status = 200;

beforeAll(async () => {
  server = createServer((req, res) => {
    hits.push({ method: req.method ?? '', url: req.url ?? '' });
    const body =
      status === 200 ? '{"response":{"from":"network"}}' : '{"error":{"code":500,"message":"down"}}';
    res.writeHead(status, { 'content-type': 'application/json' }).end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  configureSdk({ baseUrl: `http://127.0.0.1:${port}/api`, getToken: () => undefined });
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  hits = [];
  status = 200;
  clearPrimed();
});

describe('primed answers', () => {
  it('serves a primed GET answer once, then asks the network', async () => {
    primeResponses({ '/open/home?language=en': '{"response":{"from":"server render"}}' });
    await expect(api.home({ query: { language: 'en' } })).resolves.toEqual({ from: 'server render' });
    expect(hits).toEqual([]);
    await expect(api.home({ query: { language: 'en' } })).resolves.toEqual({ from: 'network' });
    expect(hits).toEqual([{ method: 'GET', url: '/api/open/home?language=en' }]);
  });

  it('matches the query too: another language is not the primed answer', async () => {
    primeResponses({ '/open/home?language=en': '{"response":{"from":"server render"}}' });
    await expect(api.home({ query: { language: 'ja' } })).resolves.toEqual({ from: 'network' });
    expect(hits).toHaveLength(1);
  });

  it('never answers a write from the primed answers', async () => {
    const login = endpointPaths.loginEmail;
    expect(login.method).not.toBe('GET');
    primeResponses({ [login.path]: '{"response":{"from":"server render"}}' });
    await api
      .loginEmail({ body: { email: 'someone@example.com', password: 'secret-password' } } as never)
      .catch(() => undefined);
    expect(hits).toEqual([{ method: login.method, url: `/api${login.path}` }]);
  });

  it('ignores answers that are not API bodies and keys that are not paths', async () => {
    primeResponses({ '/open/home?language=en': '<html>', 'open/home?language=es': '{"response":1}' });
    primeResponses(null);
    primeResponses('nonsense');
    await expect(api.home({ query: { language: 'en' } })).resolves.toEqual({ from: 'network' });
    await expect(api.home({ query: { language: 'es' } })).resolves.toEqual({ from: 'network' });
    expect(hits).toHaveLength(2);
  });
});

describe('recording', () => {
  it('records the GET answers a render used, keyed as the client will ask', async () => {
    const recorder = recordResponses();
    await api.home({ query: { language: 'en' } });
    const recording = recorder.stop();
    expect(recording).toEqual({
      answers: { '/open/home?language=en': '{"response":{"from":"network"}}' },
      failed: false,
    });
    // What was recorded primes a client that then does not ask.
    primeResponses(recording.answers);
    hits = [];
    await expect(api.home({ query: { language: 'en' } })).resolves.toEqual({ from: 'network' });
    expect(hits).toEqual([]);
  });

  it('flags a failed call and records nothing after stop', async () => {
    const recorder = recordResponses();
    status = 500;
    await expect(api.home({ query: { language: 'en' } }, { quiet: true })).rejects.toMatchObject({
      status: 500,
    });
    const recording = recorder.stop();
    expect(recording.failed).toBe(true);
    expect(recording.answers).toEqual({});
    status = 200;
    await api.home({ query: { language: 'ja' } });
    expect(recording.answers).toEqual({});
  });
});
