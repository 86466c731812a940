import type { EndpointTable } from '../endpoint.ts';
import { endpointPaths } from '../endpoint-paths.ts';
import {
  ChangePasswordBody,
  EmptyResponse,
  LoginEmailBody,
  LoginResponse,
  OAuthLoginBody,
  OAuthUrlQuery,
  OAuthUrlResponse,
  RegisterEmailBody,
  ResetPasswordBody,
  ResetPasswordCheckQuery,
  ResetPasswordRequestBody,
} from '../passport.ts';

/** The endpoints of sign-in, registration and passwords: served by `api/src/modules/passport`. */
export const passportEndpoints = {
  registerEmail: {
    ...endpointPaths.registerEmail,
    owner: 'credentials',
    example: {
      body: {
        email: 'new.learner@example.com',
        password: 'a long passphrase',
        checked: true,
        language: 'en',
      },
    },
    summary: 'Create an account with email and password, and sign it in',
    body: RegisterEmailBody,
    response: LoginResponse,
  },
  loginEmail: {
    ...endpointPaths.loginEmail,
    owner: 'credentials',
    example: { body: { email: 'learner@example.com', password: 'a long passphrase' } },
    summary: 'Sign in with email and password',
    body: LoginEmailBody,
    response: LoginResponse,
  },
  logout: {
    ...endpointPaths.logout,
    owner: 'caller',
    example: {},
    summary: 'End the session of the bearer token',
    response: EmptyResponse,
    auth: true,
  },
  sendResetLink: {
    ...endpointPaths.sendResetLink,
    owner: 'credentials',
    example: { body: { email: 'learner@example.com', language: 'en' } },
    summary: 'Email a password reset link to a registered address',
    body: ResetPasswordRequestBody,
    response: EmptyResponse,
  },
  checkResetLink: {
    ...endpointPaths.checkResetLink,
    owner: 'credentials',
    example: { query: { code: 'Q2hlY2sgdGhpcyBjb2RlIGluIHRoZSByZXNldCBsaW5' } },
    summary: 'Whether the code of a reset link is still good',
    query: ResetPasswordCheckQuery,
    response: EmptyResponse,
  },
  resetPassword: {
    ...endpointPaths.resetPassword,
    owner: 'credentials',
    example: {
      body: { code: 'Q2hlY2sgdGhpcyBjb2RlIGluIHRoZSByZXNldCBsaW5', password: 'another passphrase' },
    },
    summary: 'Set a new password with the code of a reset link; every session of the user ends',
    body: ResetPasswordBody,
    response: EmptyResponse,
  },
  oauthUrl: {
    ...endpointPaths.oauthUrl,
    owner: 'credentials',
    example: {
      query: { type: 'google', redirect_uri: 'http://localhost:3000/en/passport/callback/google' },
    },
    summary: "The provider's sign-in address, with state and PKCE challenge",
    query: OAuthUrlQuery,
    response: OAuthUrlResponse,
  },
  oauthLogin: {
    ...endpointPaths.oauthLogin,
    owner: 'credentials',
    example: {
      body: { type: 'google', code: 'provider-code', state: 'U3RhdGUgdGhhdCB0aGUgc2VydmVyIGlzc3VlZCBvbmN' },
    },
    summary:
      'Sign in with the code a provider sent to the callback page; a first sign-in creates the account',
    body: OAuthLoginBody,
    response: LoginResponse,
  },
  changePassword: {
    ...endpointPaths.changePassword,
    owner: 'caller',
    example: { body: { old_password: 'a long passphrase', new_password: 'another passphrase' } },
    summary: 'Change the password; every session of the user ends',
    body: ChangePasswordBody,
    response: EmptyResponse,
    auth: true,
  },
} as const satisfies EndpointTable;
