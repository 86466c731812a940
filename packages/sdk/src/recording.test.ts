import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type Endpoints, endpointPaths } from '@hanyu/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { configureSdk, createApi, recordResponses } from './index.ts';

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
});

describe('recording', () => {
  it('says whether a call failed while it recorded, and nothing of calls after stop', async () => {
    const ok = recordResponses();
    await api.home({ query: { language: 'en' } });
    expect(ok.stop()).toEqual({ failed: false });
    const recorder = recordResponses();
    status = 500;
    await expect(api.home({ query: { language: 'en' } }, { quiet: true })).rejects.toMatchObject({
      status: 500,
    });
    expect(recorder.stop()).toEqual({ failed: true });
    const later = recordResponses();
    later.stop();
    await expect(api.home({ query: { language: 'ja' } }, { quiet: true })).rejects.toMatchObject({
      status: 500,
    });
    expect(later.stop()).toEqual({ failed: false });
    expect(hits).toHaveLength(3);
  });

  it('counts only what a retry may answer differently: not a 404 or a 403, but a 429', async () => {
    for (const [answer, failed] of [
      [404, false],
      [403, false],
      [429, true],
      [503, true],
    ] as const) {
      const recorder = recordResponses();
      status = answer;
      await expect(api.home({ query: { language: 'en' } }, { quiet: true })).rejects.toMatchObject({
        status: answer,
      });
      expect(recorder.stop()).toEqual({ failed });
    }
  });
});
