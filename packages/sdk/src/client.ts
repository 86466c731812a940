import {
  COOKIES,
  type Endpoint,
  ErrorBody,
  ORG_ID,
  QUIET_ENDPOINT_PATHS,
  REQUEST_TIMEOUT_MS,
} from '@hanyu/contract';
import { bus, renderScoped } from '@hanyu/event-bus';
import ky, { HTTPError, type KyInstance, type Options, TimeoutError } from 'ky';
import * as v from 'valibot';
import { readCookie } from './cookies.ts';
import { ApiError } from './errors.ts';
import { parseJsonLossless } from './json.ts';
import { noteResponse } from './recording.ts';

export interface SdkConfig {
  /** Where the API lives; the one-command start serves it at `/api` on the site's origin. */
  baseUrl: string;
  orgId: number;
  /** The bearer token; by default the `token` cookie (SPEC §7). */
  getToken: () => string | undefined;
  fetch?: typeof fetch;
}

interface Transport {
  config: SdkConfig;
  client: KyInstance | undefined;
  pending: number;
}

/**
 * The page's transport: its configuration, its HTTP client and its count of calls in flight. A server render has
 * its own (renderScoped): it calls the API with its visitor's token while other renders run beside it.
 */
const transport = renderScoped<Transport>('sdk', () => ({
  config: { baseUrl: '/api', orgId: ORG_ID, getToken: () => readCookie(COOKIES.token) },
  client: undefined,
  pending: 0,
}));

/** Points the sdk at another API (a test server, the US-region host); in a server render, that render's calls. */
export function configureSdk(overrides: Partial<SdkConfig>): void {
  const current = transport();
  Object.assign(current.config, overrides);
  current.client = undefined;
}

function http(): KyInstance {
  const current = transport();
  const { config } = current;
  current.client ??= ky.create({
    baseUrl: new URL(config.baseUrl.replace(/\/?$/, '/'), globalThis.location?.href ?? 'http://localhost/')
      .href,
    timeout: REQUEST_TIMEOUT_MS,
    retry: 0,
    throwHttpErrors: false,
    parseJson: parseJsonLossless,
    ...(config.fetch ? { fetch: config.fetch } : {}),
  });
  return current.client;
}

type Field<E, K extends string> =
  E extends Record<K, infer S extends v.GenericSchema> ? v.InferInput<S> : never;
/** What a call of endpoint `E` takes: its query, body and path parameters, as the contract types them. */
export type RequestInput<E extends Endpoint> = ([Field<E, 'query'>] extends [never]
  ? unknown
  : { query: Field<E, 'query'> }) &
  ([Field<E, 'body'>] extends [never] ? unknown : { body: Field<E, 'body'> }) &
  (E extends { path: `${string}:${string}` } ? { params: Record<string, string | number> } : unknown);
export type ResponseOf<E extends Endpoint> = v.InferOutput<E['response']>;

export interface CallOptions {
  /** Skip the global answers to 401 (go to logout) and HTTP 404 (not-found page). */
  quiet?: boolean;
  signal?: AbortSignal;
  /**
   * Sent as the `Idempotency-Key` header of a money-moving call: a retry with the same key gets the first
   * answer instead of moving money twice.
   */
  idempotencyKey?: string;
}

function fillPath(path: string, params: Record<string, string | number> | undefined): string {
  return path.replace(/:(\w+)/g, (_, key: string) => {
    const value = params?.[key];
    if (value === undefined) throw new Error(`missing path parameter ${key} for ${path}`);
    return encodeURIComponent(String(value));
  });
}

function trackPending(delta: number, counted: boolean): void {
  if (!counted) return;
  const current = transport();
  current.pending += delta;
  bus.emit('requests:pending', { count: current.pending });
}

/**
 * Calls one endpoint of the contract. Resolves with its `response` only for HTTP 200 without an error
 * object; rejects with an ApiError otherwise (SPEC §7). The endpoint is passed in, not looked up: each
 * remote brings the contract it was built with, while this shared module only holds the transport.
 */
export async function request<E extends Endpoint>(
  endpoint: Pick<E, 'method' | 'path'>,
  input: RequestInput<E>,
  options: CallOptions = {},
): Promise<ResponseOf<E>> {
  const { query, body, params } = input as {
    query?: object;
    body?: unknown;
    params?: Record<string, string>;
  };
  const quiet = options.quiet || QUIET_ENDPOINT_PATHS.includes(endpoint.path);
  return send<ResponseOf<E>>(
    fillPath(endpoint.path, params),
    {
      method: endpoint.method,
      ...(query ? { searchParams: toSearchParams(query) } : {}),
      ...(body !== undefined ? { json: body } : {}),
      ...(options.signal ? { signal: options.signal } : {}),
    },
    { quiet, ...(options.idempotencyKey ? { idempotencyKey: options.idempotencyKey } : {}) },
  );
}

/**
 * Sends a file as the request's whole body: the API's uploads, which are not JSON and so outside the
 * contract's endpoint table (a group session's replay, a courseware page). Signed in and answered like
 * `request`: the envelope's `response`, or an ApiError.
 */
export function upload<T>(
  path: string,
  file: Blob,
  options: { method?: 'POST' | 'PUT'; query?: object; fallbackType: string; quiet?: boolean },
): Promise<T> {
  return send<T>(
    path,
    {
      method: options.method ?? 'POST',
      ...(options.query ? { searchParams: toSearchParams(options.query) } : {}),
      headers: { 'Content-Type': file.type || options.fallbackType },
      body: file,
    },
    { quiet: options.quiet ?? false },
  );
}

/** One call to the API, with its headers, the loading bar's count and the envelope read (SPEC §7). */
async function send<T>(
  path: string,
  init: Options,
  { quiet, idempotencyKey }: { quiet: boolean; idempotencyKey?: string },
): Promise<T> {
  const token = transport().config.getToken();
  const headers: Record<string, string> = {
    'Org-Id': String(transport().config.orgId),
    ...(init.headers as Record<string, string> | undefined),
  };
  if (token) headers.Authorization = `Bearer ${token}`;
  if (idempotencyKey) headers['Idempotency-Key'] = idempotencyKey;

  trackPending(1, !quiet);
  try {
    const response = await http()(path.replace(/^\//, ''), { ...init, headers });
    const text = await response.text();
    const payload = safeParse(text);
    const error = v.safeParse(ErrorBody, payload);
    if (
      response.status === 200 &&
      !error.success &&
      payload &&
      typeof payload === 'object' &&
      'response' in payload
    ) {
      noteResponse(true);
      return (payload as { response: T }).response;
    }
    // An answer the API will give again (a 404, a refusal) is what the page shows; a 5xx, 429 or 408 may not be.
    noteResponse(!isTransient(response.status));
    const failure = error.success
      ? new ApiError(
          error.output.error.message,
          error.output.error.code,
          response.status,
          error.output.error.issues,
        )
      : new ApiError(response.statusText || 'Request failed', response.status, response.status);
    if (!quiet) announce(failure);
    throw failure;
  } catch (error) {
    if (error instanceof ApiError) throw error;
    noteResponse(false);
    if (error instanceof TimeoutError) throw new ApiError('Request timed out', 0, 0);
    if (error instanceof HTTPError)
      throw new ApiError(error.message, error.response.status, error.response.status);
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(error instanceof Error ? error.message : 'Network error', 0, 0);
  } finally {
    trackPending(-1, !quiet);
  }
}

/** Statuses a retry may answer differently: the server failed, was busy or timed out. */
function isTransient(status: number): boolean {
  return status >= 500 || status === 429 || status === 408;
}

function announce(failure: ApiError): void {
  if (failure.code === 401) {
    bus.emit('session:unauthorized', { path: globalThis.location?.pathname ?? '/' });
  } else if (failure.status === 404) {
    bus.emit('navigation:not-found', { url: globalThis.location?.pathname ?? '/' });
  }
}

function safeParse(text: string): unknown {
  try {
    return parseJsonLossless(text);
  } catch {
    return undefined;
  }
}

function toSearchParams(query: object): URLSearchParams {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    for (const item of Array.isArray(value) ? value : [value]) search.append(key, String(item));
  }
  return search;
}

/** Requests in flight that the loading bar counts. */
export function pendingRequestCount(): number {
  return transport().pending;
}
