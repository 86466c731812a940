import { configureSdk } from './client.ts';

/** One call the sdk made, as a test's fake API saw it. */
export interface RecordedCall {
  method: string;
  /** The path under the API's base, e.g. `/user/order/calculate`. */
  path: string;
  query: URLSearchParams;
  body: unknown;
  headers: Headers;
}

/**
 * Answers the sdk's calls with `handler` and records them, for component tests of the remotes; the sdk
 * sends ky's Request objects.
 */
export function mockApi(handler: (call: RecordedCall) => Response | Promise<Response>): RecordedCall[] {
  const calls: RecordedCall[] = [];
  configureSdk({
    baseUrl: 'http://api.test/api',
    fetch: async (input, init) => {
      const request = input instanceof Request ? input : new Request(input, init);
      const url = new URL(request.url);
      const text = await request.text();
      const call = {
        method: request.method,
        path: url.pathname.replace(/^\/api/, ''),
        query: url.searchParams,
        // A JSON call's body parsed; an upload's (a file) as its text.
        body: text
          ? request.headers.get('content-type')?.includes('json')
            ? JSON.parse(text)
            : text
          : undefined,
        headers: request.headers,
      };
      calls.push(call);
      return handler(call);
    },
  });
  return calls;
}

/** An answer of the API with this JSON body, e.g. `apiResponse({ response: order })` (SPEC §7's envelope). */
export function apiResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

/** A failure in the API's envelope: body code and HTTP status (the code itself when it is one). */
export function apiError(code: number, status = code < 600 ? code : 400, message = 'failed'): Response {
  return apiResponse({ error: { code, message } }, status);
}
