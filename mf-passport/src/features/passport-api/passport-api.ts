import {
  type Endpoint,
  endpoints,
  type LoginEmailBody,
  ORG_ID,
  type RegisterEmailBody,
} from '@hanyu/contract';
import { ApiError, type CallOptions, createApi, request } from '@hanyu/sdk';

const api = createApi(endpoints);

/**
 * The passport calls of SPEC §7. Those the contract lists are its typed sdk functions; the others
 * (reset, OAuth) are found in the contract by method and path, and until it lists them they fail
 * like an unreachable server (code 0), so the forms show their generic message.
 */
export const PASSPORT_CALLS = {
  sendResetLink: { method: 'POST', path: '/passport/reset/password' },
  oauthUrl: { method: 'GET', path: '/passport/oauth/url' },
} as const;

export type PassportCall = keyof typeof PASSPORT_CALLS;

export type LoginBody = Omit<LoginEmailBody, 'org_id'>;
export type RegisterBody = Omit<RegisterEmailBody, 'org_id'>;

export type OAuthType = 'google' | 'facebook' | 'chinesecio';

type UntypedRequest = (endpoint: Endpoint, input: object, options?: CallOptions) => Promise<unknown>;

function endpointOf(call: PassportCall): Endpoint | undefined {
  const { method, path } = PASSPORT_CALLS[call];
  return Object.values(endpoints as Record<string, Endpoint>).find(
    (endpoint) => endpoint.method === method && endpoint.path === path,
  );
}

async function call<T>(which: PassportCall, input: object, options?: CallOptions): Promise<T> {
  const endpoint = endpointOf(which);
  if (!endpoint) throw new ApiError(`${PASSPORT_CALLS[which].path} is not available`, 0, 0);
  return (await (request as unknown as UntypedRequest)(endpoint, input, options)) as T;
}

/** The passport calls; every payload carries the organisation id (SPEC §7). */
export const passportApi = {
  login: (body: LoginBody) => api.loginEmail({ body: { ...body, org_id: ORG_ID } }),
  register: (body: RegisterBody) => api.registerEmail({ body: { ...body, org_id: ORG_ID } }),
  /** Quiet: signing out must not trigger the global 401 answer, which itself goes to logout. */
  logout: () => api.logout({}, { quiet: true }),
  sendResetLink: (email: string) => call<unknown>('sendResetLink', { body: { email, org_id: ORG_ID } }),
  oauthUrl: (type: OAuthType, redirectUri: string) =>
    call<{ url: string }>('oauthUrl', { query: { type, redirect_uri: redirectUri, org_id: ORG_ID } }),
};
