import { type EndpointName, endpoints, ORG_ID } from '@hanyu/contract';
import { ApiError, type CallOptions, request } from '@hanyu/sdk';
import type { LoginResult } from '@hanyu/session';

/**
 * The passport calls of SPEC §7, found in the contract by method and path rather than by name, so the
 * forms do not depend on what the contract calls them. Until the contract has a call, it fails like an
 * unreachable server (code 0) and the forms show their generic message.
 */
export const PASSPORT_CALLS = {
  login: { method: 'POST', path: '/passport/login/email' },
  register: { method: 'POST', path: '/passport/register/email' },
  logout: { method: 'DELETE', path: '/passport/logout' },
  sendResetLink: { method: 'POST', path: '/passport/reset/password' },
  oauthUrl: { method: 'GET', path: '/passport/oauth/url' },
} as const;

export type PassportCall = keyof typeof PASSPORT_CALLS;

export interface LoginBody {
  email: string;
  password: string;
}

export interface RegisterBody {
  email: string;
  password: string;
  /** The user agreement was accepted. */
  checked: boolean;
  /** Route language of the page the visitor signed up on. */
  language: string;
  time_zone: string;
  utm_source?: string;
  utm_medium?: string;
  utm_campaign?: string;
}

export type OAuthType = 'google' | 'facebook' | 'chinesecio';

type UntypedRequest = (name: EndpointName, input: object, options?: CallOptions) => Promise<unknown>;

function endpointOf(call: PassportCall): EndpointName | undefined {
  const { method, path } = PASSPORT_CALLS[call];
  return (Object.keys(endpoints) as EndpointName[]).find(
    (name) => endpoints[name].method === method && endpoints[name].path === path,
  );
}

async function call<T>(which: PassportCall, input: object, options?: CallOptions): Promise<T> {
  const name = endpointOf(which);
  if (!name) throw new ApiError(`${PASSPORT_CALLS[which].path} is not available`, 0, 0);
  return (await (request as unknown as UntypedRequest)(name, input, options)) as T;
}

/** The passport calls; every payload carries the organisation id (SPEC §7). */
export const passportApi = {
  login: (body: LoginBody) => call<LoginResult>('login', { body: { ...body, org_id: ORG_ID } }),
  register: (body: RegisterBody) =>
    call<Partial<LoginResult> | null>('register', { body: { ...body, org_id: ORG_ID } }),
  /** Quiet: signing out must not trigger the global 401 answer, which itself goes to logout. */
  logout: () => call<unknown>('logout', {}, { quiet: true }),
  sendResetLink: (email: string) => call<unknown>('sendResetLink', { body: { email, org_id: ORG_ID } }),
  oauthUrl: (type: OAuthType, redirectUri: string) =>
    call<{ url: string }>('oauthUrl', { query: { type, redirect_uri: redirectUri, org_id: ORG_ID } }),
};
