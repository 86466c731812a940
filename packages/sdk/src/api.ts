import { type EndpointName, endpoints } from '@hanyu/contract';
import { type CallOptions, type RequestInput, type ResponseOf, request } from './client.ts';

type Api = {
  [N in EndpointName]: (input: RequestInput<N>, options?: CallOptions) => Promise<ResponseOf<N>>;
};

/** One typed function per endpoint of the contract: `api.home({ query: { language: 'en' } })`. */
export const api = Object.fromEntries(
  (Object.keys(endpoints) as EndpointName[]).map((name) => [
    name,
    (input: RequestInput<typeof name>, options?: CallOptions) => request(name, input, options),
  ]),
) as Api;
