import type { Lang } from '@hanyu/contract';
import { apiResponse, mockApi, type RecordedCall } from '@hanyu/sdk/testing';
import { loadRemoteStrings, renderRemoteRoute } from '@hanyu/ui/testing';
import { init, routes } from '../routes.tsx';

/** Loads the user-center strings in a language, as the shell does before a remote renders. */
export function loadStrings(lang: Lang = 'en'): Promise<void> {
  return loadRemoteStrings({ routes, init }, lang);
}

/** Renders mf-user-center's routes under /:lang as the shell mounts them, in the language of the path. */
export function renderRoute(path: string) {
  return renderRemoteRoute({ routes, init }, path);
}

type Handler = (call: RecordedCall) => Response | Promise<Response>;

/** A fake API answering by `METHOD /path` and recording the calls; a call not listed fails the test loudly. */
export function serve(handlers: Record<string, Handler>): RecordedCall[] {
  return mockApi((call) => {
    const handler = handlers[`${call.method} ${call.path}`];
    if (!handler) throw new Error(`unexpected call ${call.method} ${call.path}`);
    return handler(call);
  });
}

/** A successful answer in the API's envelope. */
export const ok = (response: unknown) => apiResponse({ response });

/** The calls to one path. */
export const callsTo = (calls: RecordedCall[], method: string, path: string) =>
  calls.filter((call) => call.method === method && call.path === path);

export { apiError, type RecordedCall } from '@hanyu/sdk/testing';
