import {
  type Endpoints,
  endpointPaths,
  type LoginEmailBody,
  type OAuthType,
  ORG_ID,
  type RegisterEmailBody,
} from '@hanyu/contract';
import { createApi } from '@hanyu/sdk';

/** Typed by this remote's build of the contract, so new endpoints need no shell rebuild. */
const api = createApi<Endpoints>(endpointPaths);

export type LoginBody = Omit<LoginEmailBody, 'org_id'>;
export type RegisterBody = Omit<RegisterEmailBody, 'org_id'>;

export type { OAuthType } from '@hanyu/contract';

/** The passport calls; every payload carries the organisation id (SPEC §7). */
export const passportApi = {
  login: (body: LoginBody) => api.loginEmail({ body: { ...body, org_id: ORG_ID } }),
  register: (body: RegisterBody) => api.registerEmail({ body: { ...body, org_id: ORG_ID } }),
  /** Quiet: signing out must not trigger the global 401 answer, which itself goes to logout. */
  logout: () => api.logout({}, { quiet: true }),
  sendResetLink: (email: string) => api.sendResetLink({ body: { email, org_id: ORG_ID } }),
  oauthUrl: (type: OAuthType, redirectUri: string) =>
    api.oauthUrl({ query: { type, redirect_uri: redirectUri, org_id: ORG_ID } }),
  /** Quiet: the reset page shows every answer itself. */
  checkResetLink: (code: string) => api.checkResetLink({ query: { code } }, { quiet: true }),
  resetPassword: (code: string, password: string) =>
    api.resetPassword({ body: { code, password } }, { quiet: true }),
  oauthLogin: (type: OAuthType, code: string, state: string) =>
    api.oauthLogin({ body: { type, code, state, org_id: ORG_ID } }, { quiet: true }),
};
