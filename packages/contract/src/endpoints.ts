import type * as v from 'valibot';
import { HomeResponse } from './catalogue.ts';
import {
  CreateOrgChildBody,
  OrgChild,
  OrgChildIdParams,
  OrgChildrenQuery,
  OrgChildrenResponse,
} from './org.ts';
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
} from './passport.ts';
import { UpdateCurrentUserBody, UserInfo } from './user.ts';
import { LangFirstResponse, LangsResponse, LanguageQuery, LanguageUpdate } from './util.ts';

/**
 * Every endpoint of the wire, in one table: the api validates with it, registers routes from it and
 * derives OpenAPI from it; the sdk derives its typed functions from it.
 */
export interface Endpoint {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  summary: string;
  /** Path parameters, named `:name` in `path`. */
  params?: v.GenericSchema;
  query?: v.GenericSchema;
  body?: v.GenericSchema;
  response: v.GenericSchema;
  /** Requires `Authorization: Bearer`. */
  auth?: boolean;
}

export const endpoints = {
  langs: {
    method: 'GET',
    path: '/open/util/langs',
    summary: 'Language options, labelled in the requested language',
    query: LanguageQuery,
    response: LangsResponse,
  },
  langFirst: {
    method: 'GET',
    path: '/open/util/lang/first',
    summary: 'Translation rows of one language, loaded first on a page',
    query: LanguageQuery,
    response: LangFirstResponse,
  },
  langLatest: {
    method: 'GET',
    path: '/open/util/lang/latest',
    summary: 'When the translations of one language last changed',
    query: LanguageQuery,
    response: LanguageUpdate,
  },
  home: {
    method: 'GET',
    path: '/open/home',
    summary: 'Featured teachers and courses for the home page, in the requested language',
    query: LanguageQuery,
    response: HomeResponse,
  },
  currentUser: {
    method: 'GET',
    path: '/user/current',
    summary: 'The signed-in user',
    response: UserInfo,
    auth: true,
  },
  updateCurrentUser: {
    method: 'PUT',
    path: '/user/current',
    summary: 'Change the profile of the signed-in user',
    body: UpdateCurrentUserBody,
    response: UserInfo,
    auth: true,
  },
  registerEmail: {
    method: 'POST',
    path: '/passport/register/email',
    summary: 'Create an account with email and password, and sign it in',
    body: RegisterEmailBody,
    response: LoginResponse,
  },
  loginEmail: {
    method: 'POST',
    path: '/passport/login/email',
    summary: 'Sign in with email and password',
    body: LoginEmailBody,
    response: LoginResponse,
  },
  logout: {
    method: 'DELETE',
    path: '/passport/logout',
    summary: 'End the session of the bearer token',
    response: EmptyResponse,
    auth: true,
  },
  sendResetLink: {
    method: 'POST',
    path: '/passport/reset/password',
    summary: 'Email a password reset link to a registered address',
    body: ResetPasswordRequestBody,
    response: EmptyResponse,
  },
  checkResetLink: {
    method: 'GET',
    path: '/passport/reset/password',
    summary: 'Whether the code of a reset link is still good',
    query: ResetPasswordCheckQuery,
    response: EmptyResponse,
  },
  resetPassword: {
    method: 'PUT',
    path: '/passport/reset/password',
    summary: 'Set a new password with the code of a reset link; every session of the user ends',
    body: ResetPasswordBody,
    response: EmptyResponse,
  },
  oauthUrl: {
    method: 'GET',
    path: '/passport/oauth/url',
    summary: "The provider's sign-in address, with state and PKCE challenge",
    query: OAuthUrlQuery,
    response: OAuthUrlResponse,
  },
  oauthLogin: {
    method: 'POST',
    path: '/passport/oauth/login',
    summary:
      'Sign in with the code a provider sent to the callback page; a first sign-in creates the account',
    body: OAuthLoginBody,
    response: LoginResponse,
  },
  changePassword: {
    method: 'PUT',
    path: '/user/passport/password',
    summary: 'Change the password; every session of the user ends',
    body: ChangePasswordBody,
    response: EmptyResponse,
    auth: true,
  },
  orgChildren: {
    method: 'GET',
    path: '/user/org/children',
    summary: "The sub-accounts of the signed-in user's organisation (its owner only)",
    query: OrgChildrenQuery,
    response: OrgChildrenResponse,
    auth: true,
  },
  createOrgChild: {
    method: 'POST',
    path: '/user/org/child',
    summary: "Create a sub-account in the signed-in user's organisation (its owner only)",
    body: CreateOrgChildBody,
    response: OrgChild,
    auth: true,
  },
  deleteOrgChild: {
    method: 'DELETE',
    path: '/user/org/child/:id',
    summary: "Delete a sub-account of the signed-in user's organisation (its owner only)",
    params: OrgChildIdParams,
    response: EmptyResponse,
    auth: true,
  },
} as const satisfies Record<string, Endpoint>;

export type Endpoints = typeof endpoints;
export type EndpointName = keyof Endpoints;
