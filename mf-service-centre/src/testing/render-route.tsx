import type { Lang } from '@hanyu/contract';
import { loadRemoteStrings, renderRemoteRoute } from '@hanyu/ui/testing';
import { init, routes } from '../routes.tsx';

/** Loads the service strings in a language, as the shell does before a remote renders. */
export function loadStrings(lang: Lang = 'en'): Promise<void> {
  return loadRemoteStrings({ routes, init }, lang);
}

/** Renders mf-service-centre's routes under /:lang as the shell mounts them, in the language of the path. */
export function renderRoute(path: string) {
  return renderRemoteRoute({ routes, init }, path);
}

export { apiError, apiResponse, mockApi, type RecordedCall } from '@hanyu/sdk/testing';
