import type { Endpoint, EndpointPath } from '@hanyu/contract';
import { type CallOptions, type RequestInput, type ResponseOf, request } from './client.ts';

/** One typed function per endpoint of a table. */
export type Api<T extends Record<string, Endpoint>> = {
  [K in keyof T]: (input: RequestInput<T[K]>, options?: CallOptions) => Promise<ResponseOf<T[K]>>;
};

/**
 * Typed functions for the endpoints of a contract table: `createApi<Endpoints>(endpointPaths).home({ query })`.
 * The table's schemas are types only here; at run time a call needs each endpoint's method and path. Each
 * app builds its own from the contract it was built with, so a remote can call an endpoint added after the
 * shell was built.
 */
export function createApi<T extends Record<string, Endpoint>>(
  table: { [K in keyof T]: EndpointPath },
): Api<T> {
  return Object.fromEntries(
    Object.entries(table).map(([name, endpoint]) => [
      name,
      (input: RequestInput<Endpoint>, options?: CallOptions) => request<Endpoint>(endpoint, input, options),
    ]),
  ) as Api<T>;
}
