import type * as v from 'valibot';
import {
  CmsPage,
  CmsPageParams,
  CourseDetail,
  CoursesQuery,
  CoursesResponse,
  HomeResponse,
  IdParams,
  LanguageOnlyQuery,
  LevelAnswersBody,
  LevelResult,
  LevelTestResponse,
  PubDetail,
  PubListQuery,
  PubListResponse,
  SearchQuery,
  SearchResponse,
  TagsQuery,
  TagsResponse,
  TeacherDetail,
  TeachersQuery,
  TeachersResponse,
  WaihuiRatesResponse,
  WaihuiTransformQuery,
  WaihuiTransformResponse,
} from './catalogue.ts';
import { endpointPaths } from './endpoint-paths.ts';
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
  /** Requires `Authorization: Bearer`; 'optional' reads the user when a token is sent. */
  auth?: boolean | 'optional';
  /**
   * 'public': the answer depends on the URL alone, so shared caches may keep it for a minute and the API
   * keeps it in memory until the data behind it changes.
   */
  cache?: 'public';
}

export const endpoints = {
  langs: {
    ...endpointPaths.langs,
    summary: 'Language options, labelled in the requested language',
    query: LanguageQuery,
    response: LangsResponse,
  },
  langFirst: {
    ...endpointPaths.langFirst,
    summary: 'Translation rows of one language, loaded first on a page',
    query: LanguageQuery,
    response: LangFirstResponse,
  },
  langLatest: {
    ...endpointPaths.langLatest,
    summary: 'When the translations of one language last changed',
    query: LanguageQuery,
    response: LanguageUpdate,
  },
  home: {
    ...endpointPaths.home,
    summary: 'Featured teachers and courses for the home page, in the requested language',
    query: LanguageQuery,
    response: HomeResponse,
    cache: 'public',
  },
  tags: {
    ...endpointPaths.tags,
    summary: 'The tags of one scope (live, group, video, pub), named in the requested language',
    query: TagsQuery,
    response: TagsResponse,
    cache: 'public',
  },
  teachers: {
    ...endpointPaths.teachers,
    summary: 'Teachers, paged, filtered by tag and text, sorted',
    query: TeachersQuery,
    response: TeachersResponse,
    cache: 'public',
  },
  teacher: {
    ...endpointPaths.teacher,
    summary: "A teacher's page: profile, computed statistics and courses (id is the teacher's user id)",
    params: IdParams,
    query: LanguageOnlyQuery,
    response: TeacherDetail,
    cache: 'public',
  },
  courses: {
    ...endpointPaths.courses,
    summary: 'Courses of one or every kind, paged, filtered by tag and text, sorted',
    query: CoursesQuery,
    response: CoursesResponse,
    cache: 'public',
  },
  course: {
    ...endpointPaths.course,
    summary: "A course's page: description, purchasable items, group timetable or video lessons",
    params: IdParams,
    query: LanguageOnlyQuery,
    response: CourseDetail,
    cache: 'public',
  },
  search: {
    ...endpointPaths.search,
    summary: 'Teachers and courses matching a text in the requested language',
    query: SearchQuery,
    response: SearchResponse,
    cache: 'public',
  },
  pubList: {
    ...endpointPaths.pubList,
    summary: 'Blog posts and podcasts, newest first, paged, filtered by kind and tag',
    query: PubListQuery,
    response: PubListResponse,
    cache: 'public',
  },
  pub: {
    ...endpointPaths.pub,
    summary: 'One blog post or podcast with its sanitised body and audio',
    params: IdParams,
    query: LanguageOnlyQuery,
    response: PubDetail,
    cache: 'public',
  },
  cmsPage: {
    ...endpointPaths.cmsPage,
    summary: 'A content page addressed by its uri (p/{uri})',
    params: CmsPageParams,
    query: LanguageOnlyQuery,
    response: CmsPage,
    cache: 'public',
  },
  waihuiTransform: {
    ...endpointPaths.waihuiTransform,
    summary: 'Converts CNY minor units into a display currency at the stored rate of the day',
    query: WaihuiTransformQuery,
    response: WaihuiTransformResponse,
    cache: 'public',
  },
  waihuiRates: {
    ...endpointPaths.waihuiRates,
    summary: 'Every stored display rate against CNY, with the day it was taken',
    response: WaihuiRatesResponse,
    cache: 'public',
  },
  levelTest: {
    ...endpointPaths.levelTest,
    summary: 'The placement test: questions in Chinese, instructions in the requested language',
    query: LanguageOnlyQuery,
    response: LevelTestResponse,
    cache: 'public',
  },
  levelResult: {
    ...endpointPaths.levelResult,
    summary:
      "Scores the answers into a Chinese grade, an HSK level and a plan; saved to a signed-in user's profile",
    body: LevelAnswersBody,
    response: LevelResult,
    auth: 'optional',
  },
  currentUser: {
    ...endpointPaths.currentUser,
    summary: 'The signed-in user',
    response: UserInfo,
    auth: true,
  },
  updateCurrentUser: {
    ...endpointPaths.updateCurrentUser,
    summary: 'Change the profile of the signed-in user',
    body: UpdateCurrentUserBody,
    response: UserInfo,
    auth: true,
  },
  registerEmail: {
    ...endpointPaths.registerEmail,
    summary: 'Create an account with email and password, and sign it in',
    body: RegisterEmailBody,
    response: LoginResponse,
  },
  loginEmail: {
    ...endpointPaths.loginEmail,
    summary: 'Sign in with email and password',
    body: LoginEmailBody,
    response: LoginResponse,
  },
  logout: {
    ...endpointPaths.logout,
    summary: 'End the session of the bearer token',
    response: EmptyResponse,
    auth: true,
  },
  sendResetLink: {
    ...endpointPaths.sendResetLink,
    summary: 'Email a password reset link to a registered address',
    body: ResetPasswordRequestBody,
    response: EmptyResponse,
  },
  checkResetLink: {
    ...endpointPaths.checkResetLink,
    summary: 'Whether the code of a reset link is still good',
    query: ResetPasswordCheckQuery,
    response: EmptyResponse,
  },
  resetPassword: {
    ...endpointPaths.resetPassword,
    summary: 'Set a new password with the code of a reset link; every session of the user ends',
    body: ResetPasswordBody,
    response: EmptyResponse,
  },
  oauthUrl: {
    ...endpointPaths.oauthUrl,
    summary: "The provider's sign-in address, with state and PKCE challenge",
    query: OAuthUrlQuery,
    response: OAuthUrlResponse,
  },
  oauthLogin: {
    ...endpointPaths.oauthLogin,
    summary:
      'Sign in with the code a provider sent to the callback page; a first sign-in creates the account',
    body: OAuthLoginBody,
    response: LoginResponse,
  },
  changePassword: {
    ...endpointPaths.changePassword,
    summary: 'Change the password; every session of the user ends',
    body: ChangePasswordBody,
    response: EmptyResponse,
    auth: true,
  },
  orgChildren: {
    ...endpointPaths.orgChildren,
    summary: "The sub-accounts of the signed-in user's organisation (its owner only)",
    query: OrgChildrenQuery,
    response: OrgChildrenResponse,
    auth: true,
  },
  createOrgChild: {
    ...endpointPaths.createOrgChild,
    summary: "Create a sub-account in the signed-in user's organisation (its owner only)",
    body: CreateOrgChildBody,
    response: OrgChild,
    auth: true,
  },
  deleteOrgChild: {
    ...endpointPaths.deleteOrgChild,
    summary: "Delete a sub-account of the signed-in user's organisation (its owner only)",
    params: OrgChildIdParams,
    response: EmptyResponse,
    auth: true,
  },
} as const satisfies Record<keyof typeof endpointPaths, Endpoint>;

export type Endpoints = typeof endpoints;
export type EndpointName = keyof Endpoints;
