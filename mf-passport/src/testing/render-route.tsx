import type { Lang } from '@hanyu/contract';
import { setLanguage } from '@hanyu/i18n';
import { configureSdk } from '@hanyu/sdk';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { init, routes } from '../routes.tsx';

/** The shell shows its own frame while the first route loads; tests show nothing. */
function HydrateFallback() {
  return null;
}

/** Loads the passport strings in a language, as the shell does before a remote renders. */
export async function loadStrings(lang: Lang = 'en'): Promise<void> {
  await init();
  await setLanguage(lang);
}

/** Renders mf-passport's routes under /:lang as the shell mounts them, in the language of the path. */
export async function renderRoute(path: string) {
  await loadStrings(path.split('/')[1] as Lang);
  const router = createMemoryRouter(
    [{ path: '/:lang', HydrateFallback, children: [{ index: true, element: <p>home</p> }, ...routes] }],
    { initialEntries: [path] },
  );
  const view = render(<RouterProvider router={router} />);
  return { router, ...view };
}

export interface RecordedCall {
  method: string;
  path: string;
  body: unknown;
  headers: Headers;
}

/** Answers the sdk's calls with `handler` and records them; the sdk sends ky's Request objects. */
export function mockApi(handler: (call: RecordedCall) => Response | Promise<Response>): RecordedCall[] {
  const calls: RecordedCall[] = [];
  configureSdk({
    baseUrl: 'http://api.test/api',
    fetch: async (input, init) => {
      const request = input instanceof Request ? input : new Request(input, init);
      const text = await request.text();
      const call = {
        method: request.method,
        path: new URL(request.url).pathname.replace(/^\/api/, ''),
        body: text ? JSON.parse(text) : undefined,
        headers: request.headers,
      };
      calls.push(call);
      return handler(call);
    },
  });
  return calls;
}

export function apiResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

export function apiError(code: number, status = code < 600 ? code : 400, message = 'failed'): Response {
  return apiResponse({ error: { code, message } }, status);
}

export const LOGIN_FIXTURE = { token: 'tok-123', expired_at: '2099-01-01T00:00:00Z', user_id: 42 };
