import { type HydrationState, UNSAFE_ErrorResponseImpl } from 'react-router';

/** The element a server-rendered page carries the router's hydration data in (`<script type="application/json">`). */
export const HYDRATION_ELEMENT_ID = 'hanyu-hydration';

/** Marks a loader's promise that had settled on the server, carried as its value. */
const SETTLED = '$hanyu:settled';

/** A promise carrying its outcome the way React reads it (`use`, `<Await>`): rendered at once, no fallback. */
type Thenable = Promise<unknown> & { status?: string; value?: unknown };

/**
 * Loader data as JSON for the page. Loaders may return promises one level into their data (streamed parts
 * of a page); a server render has waited for them all (trackLoaderPromises), so each goes as its value.
 * Null if one has not settled with a value: the page is then better rendered in the browser.
 */
export function dehydrateLoaderData(loaderData: Record<string, unknown>): Record<string, unknown> | null {
  const out: Record<string, unknown> = {};
  for (const [routeId, data] of Object.entries(loaderData)) {
    if (!data || typeof data !== 'object' || Array.isArray(data)) {
      out[routeId] = data ?? null;
      continue;
    }
    const copy: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(data)) {
      if (value instanceof Promise) {
        const promise = value as Thenable;
        if (promise.status !== 'fulfilled') return null;
        copy[key] = { [SETTLED]: promise.value ?? null };
      } else {
        copy[key] = value;
      }
    }
    out[routeId] = copy;
  }
  return out;
}

function settled(value: unknown): Thenable {
  const promise: Thenable = Promise.resolve(value);
  promise.status = 'fulfilled';
  promise.value = value;
  return promise;
}

/** The loader data the server rendered with, its promises back as promises already fulfilled. */
export function rehydrateLoaderData(loaderData: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [routeId, data] of Object.entries(loaderData)) {
    if (!data || typeof data !== 'object' || Array.isArray(data)) {
      out[routeId] = data;
      continue;
    }
    out[routeId] = Object.fromEntries(
      Object.entries(data).map(([key, value]) =>
        value && typeof value === 'object' && SETTLED in value
          ? [key, settled((value as Record<string, unknown>)[SETTLED])]
          : [key, value],
      ),
    );
  }
  return out;
}

/**
 * The error a not-found page was rendered with, on both sides: a route's 404 (an unknown id the API answered
 * 404, a `data(…, { status: 404 })` thrown) is rendered on the server and hydrated as this same response.
 */
export function notFoundResponse(): unknown {
  return new UNSAFE_ErrorResponseImpl(404, 'Not Found', null);
}

/** A not-found page's route errors as JSON: the route ids, each with its status. */
export function dehydrateErrors(errors: Record<string, unknown>): Record<string, { status: 404 }> {
  return Object.fromEntries(Object.keys(errors).map((routeId) => [routeId, { status: 404 as const }]));
}

/** The router's hydration data of a server-rendered page, or null (no server render, unreadable). */
export function readHydrationData(doc: Document = document): HydrationState | null {
  const text = doc.getElementById(HYDRATION_ELEMENT_ID)?.textContent;
  if (!text) return null;
  try {
    const parsed = JSON.parse(text) as { loaderData?: unknown; errors?: unknown } | null;
    if (!parsed?.loaderData || typeof parsed.loaderData !== 'object') return null;
    const errors =
      parsed.errors && typeof parsed.errors === 'object'
        ? Object.fromEntries(Object.keys(parsed.errors).map((routeId) => [routeId, notFoundResponse()]))
        : null;
    return {
      loaderData: rehydrateLoaderData(parsed.loaderData as Record<string, unknown>),
      ...(errors ? { errors } : {}),
    };
  } catch {
    return null;
  }
}
