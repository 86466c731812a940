import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type Endpoints, endpointPaths } from '@hanyu/contract';
import { bus } from '@hanyu/event-bus';
import { jest } from '@jest/globals';
import { configureSdk, createApi, pendingRequestCount, upload } from './index.ts';

const api = createApi<Endpoints>(endpointPaths);

/** A real HTTP server answering per path, recording what it was asked. */
let server: Server;
let lastRequest: IncomingMessage | undefined;
let lastBody = '';
let answer: (url: string) => { status: number; body: string } = () => ({ status: 200, body: '{}' });

beforeAll(async () => {
  server = createServer((req, res) => {
    lastRequest = req;
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      lastBody = Buffer.concat(chunks).toString();
      const { status, body } = answer(req.url ?? '');
      res.writeHead(status, { 'content-type': 'application/json' }).end(body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  configureSdk({ baseUrl: `http://127.0.0.1:${port}/api`, getToken: () => 'tok-123', orgId: 7 });
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('sdk request', () => {
  it('uploads a file as the whole body, signed in, with its type, and answers like a call', async () => {
    answer = () => ({ status: 200, body: '{"response":{"pages":1}}' });
    const file = new Blob(['<svg xmlns="http://www.w3.org/2000/svg"/>'], { type: 'image/svg+xml' });
    const result = await upload<{ pages: number }>('/teacher/courses/3/courseware/pages', file, {
      query: { title: 'Tones', alt: 'The four tones' },
      fallbackType: 'application/octet-stream',
    });
    expect(result).toEqual({ pages: 1 });
    expect(lastRequest?.method).toBe('POST');
    expect(lastRequest?.url).toBe('/api/teacher/courses/3/courseware/pages?title=Tones&alt=The+four+tones');
    expect(lastRequest?.headers['content-type']).toBe('image/svg+xml');
    expect(lastRequest?.headers.authorization).toBe('Bearer tok-123');
    expect(lastBody).toBe('<svg xmlns="http://www.w3.org/2000/svg"/>');

    answer = () => ({ status: 415, body: '{"error":{"code":415,"message":"Not an image"}}' });
    await expect(
      upload('/teacher/courses/3/courseware/pages', new Blob(['x']), {
        method: 'PUT',
        fallbackType: 'application/octet-stream',
        quiet: true,
      }),
    ).rejects.toMatchObject({ code: 415, status: 415, message: 'Not an image' });
    expect(lastRequest?.method).toBe('PUT');
    expect(lastRequest?.headers['content-type']).toBe('application/octet-stream');
  });

  it('resolves with the response field, sends token, org id and query', async () => {
    answer = () => ({ status: 200, body: '{"response":{"updated_at":"2026-01-01T00:00:00Z"}}' });
    const result = await api.langLatest({ query: { language: 'ja' } });
    expect(result).toEqual({ updated_at: '2026-01-01T00:00:00Z' });
    expect(lastRequest?.url).toBe('/api/open/util/lang/latest?language=ja');
    expect(lastRequest?.headers.authorization).toBe('Bearer tok-123');
    expect(lastRequest?.headers['org-id']).toBe('7');
  });

  it('sends an idempotency key as its header, and none unless asked', async () => {
    answer = () => ({ status: 200, body: '{"response":{}}' });
    await api.createOrder({ body: { sku_id: 1 } }, { idempotencyKey: 'checkout-1' });
    expect(lastRequest?.headers['idempotency-key']).toBe('checkout-1');
    await api.createOrder({ body: { sku_id: 1 } });
    expect(lastRequest?.headers['idempotency-key']).toBeUndefined();
  });

  it('keeps integers beyond 2^53 as strings', async () => {
    answer = () => ({ status: 200, body: '{"response":{"id":12345678901234567890,"small":42}}' });
    const result = (await api.currentUser({})) as unknown as { id: unknown; small: unknown };
    expect(result.id).toBe('12345678901234567890');
    expect(result.small).toBe(42);
  });

  it('rejects a 200 that carries an error object', async () => {
    answer = () => ({
      status: 200,
      body: '{"error":{"code":20002,"message":"This account exists already"}}',
    });
    await expect(api.home({ query: { language: 'en' } })).rejects.toMatchObject({
      code: 20002,
      status: 200,
      message: 'This account exists already',
    });
  });

  it('announces body code 401 so the shell can go to logout, unless quiet', async () => {
    answer = () => ({ status: 401, body: '{"error":{"code":401,"message":"Unauthorized"}}' });
    const unauthorized = jest.fn();
    const off = bus.on('session:unauthorized', unauthorized);
    await expect(api.currentUser({})).rejects.toMatchObject({ code: 401 });
    expect(unauthorized).toHaveBeenCalledTimes(1);
    await expect(api.currentUser({}, { quiet: true })).rejects.toMatchObject({ code: 401 });
    expect(unauthorized).toHaveBeenCalledTimes(1);
    off();
  });

  it('announces HTTP 404 as not found', async () => {
    answer = () => ({ status: 404, body: 'no such thing' });
    const notFound = jest.fn();
    const off = bus.on('navigation:not-found', notFound);
    await expect(api.home({ query: { language: 'en' } })).rejects.toMatchObject({ status: 404 });
    expect(notFound).toHaveBeenCalledTimes(1);
    off();
  });

  it('counts pending requests for the loading bar and settles to zero', async () => {
    answer = () => ({ status: 200, body: '{"response":[]}' });
    const counts: number[] = [];
    const off = bus.on('requests:pending', ({ count }) => counts.push(count));
    await Promise.all([
      api.langs({ query: { language: 'en' } }),
      api.langFirst({ query: { language: 'en' } }),
    ]);
    off();
    expect(Math.max(...counts)).toBe(2);
    expect(counts.at(-1)).toBe(0);
    expect(pendingRequestCount()).toBe(0);
  });

  it('turns a transport failure into an ApiError with status 0', async () => {
    configureSdk({ baseUrl: 'http://127.0.0.1:1/api' });
    await expect(api.langs({ query: { language: 'en' } })).rejects.toMatchObject({
      name: 'ApiError',
      status: 0,
    });
    const { port } = server.address() as AddressInfo;
    configureSdk({ baseUrl: `http://127.0.0.1:${port}/api` });
  });
});
