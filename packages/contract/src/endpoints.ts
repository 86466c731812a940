import type * as v from 'valibot';
import { AccountSettings, DeleteAccountBody, Profile, UpdateAccountSettingsBody } from './account.ts';
import {
  AssistantBookingBody,
  AvailabilityBody,
  AvailabilityException,
  AvailabilityExceptionBody,
  AvailabilityExceptionIdParams,
  AvailabilityExceptionsResponse,
  AvailabilityResponse,
  BookableCoursesQuery,
  BookableCoursesResponse,
  BookLessonBody,
  CalendarFeed,
  Handover,
  HandoverBody,
  LearnerIdParams,
  LearnerRecords,
  Lesson,
  LessonIdParams,
  LessonQuery,
  LessonSummaryBody,
  LessonsQuery,
  LessonsResponse,
  MyTeachersResponse,
  SlotsQuery,
  SlotsResponse,
  TeacherEarnings,
  TrialBookingBody,
} from './booking.ts';
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
import {
  ChatConversation,
  ChatConversationsResponse,
  ChatHistory,
  ChatHistoryQuery,
  ChatInboxQuery,
  ChatMessage,
  ChatReadBody,
  ChatReadResponse,
  ChatSendBody,
  ChatTeacherParams,
  ConversationIdParams,
} from './chat.ts';
import {
  ClassroomEntry,
  GroupClassIdParams,
  GroupClassSessions,
  GroupReplayUrlBody,
  GroupSessionIdParams,
  GroupSessionItem,
} from './classroom.ts';
import { Courseware, CoursewareParams, CoursewareQuery } from './courseware.ts';
import { endpointPaths } from './endpoint-paths.ts';
import {
  DeliveryAddress,
  DeliveryAddressBody,
  LearnerLanguageQuery,
  MentorMatch,
  MentorMatchBody,
  MentorPage,
  MyCourses,
  MyMaterials,
} from './learner-courses.ts';
import {
  LinkCheck,
  LinkCheckQuery,
  LinkedAccountsResponse,
  LinkedLanguageQuery,
  LinkedUserParams,
  LinkRequest,
  LinkRequestBody,
  LinkRequestParams,
  WechatBindBody,
  WechatBinding,
  WechatQrcodeResponse,
} from './linked.ts';
import {
  CreateCouponBody,
  CreatedCoupon,
  OperatorWallet,
  OperatorWalletQuery,
  WalletAdjustment,
  WalletAdjustmentBody,
} from './operator.ts';
import {
  Balance,
  BillsQuery,
  BillsResponse,
  Order,
  OrderBody,
  OrderCalculation,
  OrderIdParams,
  OrderQuery,
  OrdersQuery,
  OrdersResponse,
  PayOrderBody,
} from './orders.ts';
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
import {
  EmptyPromotionBody,
  InvitesQuery,
  InvitesResponse,
  PromotionClickBody,
  PromotionClickResult,
  PromotionLanguageQuery,
  PromotionProfile,
  PromotionStats,
  PromotionStatsQuery,
} from './promotion.ts';
import { CreatedTopUp, TopUp, TopUpBody, TopUpIdParams } from './top-up.ts';
import { UpdateCurrentUserBody, UserInfo } from './user.ts';
import { LangFirstResponse, LangsResponse, LanguageQuery, LanguageUpdate } from './util.ts';
import {
  MyVideoCourses,
  VideoAttemptBody,
  VideoAttemptResult,
  VideoClip,
  VideoClipProgress,
  VideoCourseOutline,
  VideoCourseParams,
  VideoLanguageQuery,
  VideoLessonParams,
  VideoPractice,
  VideoProgressBody,
  VideoWords,
} from './video-learning.ts';

/**
 * Who else, among signed-in users, may call an endpoint: 'orgOwner' owns an organisation; 'operator'
 * works for the service centre (granted with `npm run operator -- grant`); 'teacher' has a teacher's
 * profile (the teaching centre); 'assistant' is an assistant teacher (SPEC §6), who books lessons of
 * courses that forbid self-service booking for their learners.
 */
export type EndpointRole = 'orgOwner' | 'operator' | 'teacher' | 'assistant';

/** What a signed-in caller without the endpoint's role reads (HTTP 403). */
export const ROLE_MESSAGES: Record<EndpointRole, string> = {
  orgOwner: 'Only the owner of an organisation can manage its sub-accounts',
  operator: 'Only an operator of the service centre can do this',
  teacher: 'Only teachers can use the teaching centre',
  assistant: 'Only an assistant teacher can book lessons for a learner',
};

/**
 * Whose data an endpoint touches:
 * - 'nobody': data everyone may read (catalogue, content, rates, translations);
 * - 'caller': the signed-in caller's own, picked by the token and never by an id in the request;
 * - 'credentials': the account named in the request, reached only with its password, an emailed code or
 *   a provider's code, which the endpoint checks;
 * - 'anyone': any user's, named in the request by `email` or `user_id`, or the platform's (coupons):
 *   only the endpoint's role (operators) may reach it, so the endpoint must have one;
 * - a resource named by a path parameter: it must belong to the caller (else 403 or 404); a 'lesson' is
 *   its learner's and its teacher's, a 'taughtLesson' its teacher's, a 'learner' (a user id)
 *   is reachable by the teachers who teach or taught them (a lesson that was not cancelled); a chat
 *   'conversation' is its members', and a support one also every operator's.
 *   A 'courseware' (a course id) is its teacher's, its learners' (a grant or a lesson of it) and the
 *   teachers' and assistants' of a lesson of it. A 'videoLesson' (a lesson of a video course) is open to those
 *   who have its course (a grant, or teaching it), and a preview lesson to everyone signed in.
 */
export type OwnerRule =
  | 'nobody'
  | 'caller'
  | 'credentials'
  | 'anyone'
  | { resource: OwnedResource; param: string };

/** Kinds of data a user owns that requests name by id. */
export type OwnedResource =
  | 'orgChild'
  | 'topUp'
  | 'order'
  | 'lesson'
  | 'taughtLesson'
  | 'learner'
  | 'availabilityException'
  | 'conversation'
  | 'groupClass'
  | 'groupSession'
  | 'taughtGroupSession'
  | 'courseware'
  | 'videoLesson';

export interface EndpointExample {
  params?: Record<string, string>;
  query?: Record<string, string>;
  body?: unknown;
}

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
  /** Who else, among signed-in users, may call it (else 403 with ROLE_MESSAGES). */
  role?: EndpointRole;
  /** Whose data the endpoint reads or changes; the access tests call it as someone else by this rule. */
  owner: OwnerRule;
  /** A valid request: shown in the API reference, and the start the contract's fuzz tests mutate. */
  example: EndpointExample;
  /**
   * 'public': the answer depends on the URL alone, so shared caches may keep it for a minute and the API
   * keeps it in memory until the data behind it changes.
   */
  cache?: 'public';
}

export const endpoints = {
  langs: {
    ...endpointPaths.langs,
    owner: 'nobody',
    example: { query: { language: 'en' } },
    summary: 'Language options, labelled in the requested language',
    query: LanguageQuery,
    response: LangsResponse,
  },
  langFirst: {
    ...endpointPaths.langFirst,
    owner: 'nobody',
    example: { query: { language: 'en' } },
    summary: 'Translation rows of one language, loaded first on a page',
    query: LanguageQuery,
    response: LangFirstResponse,
  },
  langLatest: {
    ...endpointPaths.langLatest,
    owner: 'nobody',
    example: { query: { language: 'en' } },
    summary: 'When the translations of one language last changed',
    query: LanguageQuery,
    response: LanguageUpdate,
  },
  home: {
    ...endpointPaths.home,
    owner: 'nobody',
    example: { query: { language: 'en' } },
    summary: 'Featured teachers and courses for the home page, in the requested language',
    query: LanguageQuery,
    response: HomeResponse,
    cache: 'public',
  },
  tags: {
    ...endpointPaths.tags,
    owner: 'nobody',
    example: { query: { language: 'en', scope: 'live' } },
    summary: 'The tags of one scope (live, group, video, pub), named in the requested language',
    query: TagsQuery,
    response: TagsResponse,
    cache: 'public',
  },
  teachers: {
    ...endpointPaths.teachers,
    owner: 'nobody',
    example: { query: { language: 'en', page: '1', page_size: '12', q: 'Li', sort: 'popular' } },
    summary: 'Teachers, paged, filtered by tag and text, sorted',
    query: TeachersQuery,
    response: TeachersResponse,
    cache: 'public',
  },
  teacher: {
    ...endpointPaths.teacher,
    owner: 'nobody',
    example: { params: { id: '1' }, query: { language: 'en' } },
    summary: "A teacher's page: profile, computed statistics and courses (id is the teacher's user id)",
    params: IdParams,
    query: LanguageOnlyQuery,
    response: TeacherDetail,
    cache: 'public',
  },
  courses: {
    ...endpointPaths.courses,
    owner: 'nobody',
    example: { query: { language: 'en', kind: 'live', page: '1', q: 'HSK', sort: 'popular' } },
    summary: 'Courses of one or every kind, paged, filtered by tag and text, sorted',
    query: CoursesQuery,
    response: CoursesResponse,
    cache: 'public',
  },
  course: {
    ...endpointPaths.course,
    owner: 'nobody',
    example: { params: { id: '1' }, query: { language: 'en' } },
    summary: "A course's page: description, purchasable items, group timetable or video lessons",
    params: IdParams,
    query: LanguageOnlyQuery,
    response: CourseDetail,
    cache: 'public',
  },
  search: {
    ...endpointPaths.search,
    owner: 'nobody',
    example: { query: { language: 'en', q: 'HSK' } },
    summary: 'Teachers and courses matching a text in the requested language',
    query: SearchQuery,
    response: SearchResponse,
    cache: 'public',
  },
  pubList: {
    ...endpointPaths.pubList,
    owner: 'nobody',
    example: { query: { language: 'en', kind: 'blog', page: '1' } },
    summary: 'Blog posts and podcasts, newest first, paged, filtered by kind and tag',
    query: PubListQuery,
    response: PubListResponse,
    cache: 'public',
  },
  pub: {
    ...endpointPaths.pub,
    owner: 'nobody',
    example: { params: { id: '1' }, query: { language: 'en' } },
    summary: 'One blog post or podcast with its sanitised body and audio',
    params: IdParams,
    query: LanguageOnlyQuery,
    response: PubDetail,
    cache: 'public',
  },
  cmsPage: {
    ...endpointPaths.cmsPage,
    owner: 'nobody',
    example: { params: { uri: 'about-us' }, query: { language: 'en' } },
    summary: 'A content page addressed by its uri (p/{uri})',
    params: CmsPageParams,
    query: LanguageOnlyQuery,
    response: CmsPage,
    cache: 'public',
  },
  waihuiTransform: {
    ...endpointPaths.waihuiTransform,
    owner: 'nobody',
    example: { query: { amount: '10000', from: 'CNY', to: 'USD' } },
    summary: 'Converts CNY minor units into a display currency at the stored rate of the day',
    query: WaihuiTransformQuery,
    response: WaihuiTransformResponse,
    cache: 'public',
  },
  waihuiRates: {
    ...endpointPaths.waihuiRates,
    owner: 'nobody',
    example: {},
    summary: 'Every stored display rate against CNY, with the day it was taken',
    response: WaihuiRatesResponse,
    cache: 'public',
  },
  levelTest: {
    ...endpointPaths.levelTest,
    owner: 'nobody',
    example: { query: { language: 'en' } },
    summary: 'The placement test: questions in Chinese, instructions in the requested language',
    query: LanguageOnlyQuery,
    response: LevelTestResponse,
    cache: 'public',
  },
  levelResult: {
    ...endpointPaths.levelResult,
    owner: 'caller',
    example: { body: { language: 'en', answers: [{ question_id: 'q01', option_id: 'a' }] } },
    summary:
      "Scores the answers into a Chinese grade, an HSK level and a plan; saved to a signed-in user's profile",
    body: LevelAnswersBody,
    response: LevelResult,
    auth: 'optional',
  },
  currentUser: {
    ...endpointPaths.currentUser,
    owner: 'caller',
    example: {},
    summary: 'The signed-in user',
    response: UserInfo,
    auth: true,
  },
  updateCurrentUser: {
    ...endpointPaths.updateCurrentUser,
    owner: 'caller',
    example: { body: { nick_name: 'Mei', time_zone: 'Europe/Madrid' } },
    summary: 'Change the profile of the signed-in user',
    body: UpdateCurrentUserBody,
    response: UserInfo,
    auth: true,
  },
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
  orgChildren: {
    ...endpointPaths.orgChildren,
    owner: 'caller',
    role: 'orgOwner',
    example: { query: { page: '1', size: '20' } },
    summary: "The sub-accounts of the signed-in user's organisation (its owner only)",
    query: OrgChildrenQuery,
    response: OrgChildrenResponse,
    auth: true,
  },
  createOrgChild: {
    ...endpointPaths.createOrgChild,
    owner: 'caller',
    role: 'orgOwner',
    example: { body: { email: 'pupil@example.com', password: 'a long passphrase', nick_name: 'Pupil' } },
    summary: "Create a sub-account in the signed-in user's organisation (its owner only)",
    body: CreateOrgChildBody,
    response: OrgChild,
    auth: true,
  },
  deleteOrgChild: {
    ...endpointPaths.deleteOrgChild,
    owner: { resource: 'orgChild', param: 'id' },
    role: 'orgOwner',
    example: { params: { id: '1' } },
    summary: "Delete a sub-account of the signed-in user's organisation (its owner only)",
    params: OrgChildIdParams,
    response: EmptyResponse,
    auth: true,
  },
  createTopUp: {
    ...endpointPaths.createTopUp,
    owner: 'caller',
    example: { body: { amount: 100, gateway: 'alipay', device: 'pc' } },
    summary:
      "Top up the caller's balance through a gateway: answers the URL to send the payer to. " +
      'An Idempotency-Key header replays the first answer; the same key with other parameters is a 409',
    body: TopUpBody,
    response: CreatedTopUp,
    auth: true,
  },
  topUp: {
    ...endpointPaths.topUp,
    owner: { resource: 'topUp', param: 'id' },
    example: { params: { id: '1' } },
    summary: "A top-up of the caller's and its status, for the payment redirect pages to wait on",
    params: TopUpIdParams,
    response: TopUp,
    auth: true,
  },
  calculateOrder: {
    ...endpointPaths.calculateOrder,
    owner: 'caller',
    example: { body: { sku_id: 1, quantity: 1 } },
    summary:
      'What an order would cost: price, the coupon’s discount or why it fails, the balance and what is ' +
      'missing, the remaining stock. Writes nothing',
    body: OrderBody,
    response: OrderCalculation,
    auth: true,
  },
  createOrder: {
    ...endpointPaths.createOrder,
    owner: 'caller',
    example: { body: { sku_id: 1, quantity: 1 } },
    summary:
      'An order awaiting payment, its price and discount fixed now. An Idempotency-Key header replays ' +
      'the first answer; the same key with other parameters is a 409',
    body: OrderBody,
    response: Order,
    auth: true,
  },
  payOrder: {
    ...endpointPaths.payOrder,
    owner: { resource: 'order', param: 'id' },
    example: { params: { id: '1' }, body: { payment_method: 'balance' } },
    summary:
      "Pays an order from the caller's balance (or their company's) in one transaction: limits, stock, " +
      'coupon and what the order grants. Takes an Idempotency-Key header like creating one',
    params: OrderIdParams,
    query: OrderQuery,
    body: PayOrderBody,
    response: Order,
    auth: true,
  },
  cancelOrder: {
    ...endpointPaths.cancelOrder,
    owner: { resource: 'order', param: 'id' },
    example: { params: { id: '1' } },
    summary: 'Cancels an order awaiting payment, returning to the balance whatever it took (bill type 5)',
    params: OrderIdParams,
    query: OrderQuery,
    response: Order,
    auth: true,
  },
  orders: {
    ...endpointPaths.orders,
    owner: 'caller',
    example: { query: { status: '0', page: '1', size: '20' } },
    summary: "The caller's orders, newest first, paged, optionally of one status",
    query: OrdersQuery,
    response: OrdersResponse,
    auth: true,
  },
  order: {
    ...endpointPaths.order,
    owner: { resource: 'order', param: 'id' },
    example: { params: { id: '1' } },
    summary: 'One order of the caller',
    params: OrderIdParams,
    query: OrderQuery,
    response: Order,
    auth: true,
  },
  balance: {
    ...endpointPaths.balance,
    owner: 'caller',
    example: {},
    summary: "The caller's tuition balance, and their company's when a company pays for them",
    response: Balance,
    auth: true,
  },
  bills: {
    ...endpointPaths.bills,
    owner: 'caller',
    example: { query: { type: '2', page: '1', size: '20' } },
    summary: "The caller's bills (SPEC §3 types), newest first, paged, optionally of one type",
    query: BillsQuery,
    response: BillsResponse,
    auth: true,
  },
  operatorWallet: {
    ...endpointPaths.operatorWallet,
    owner: 'anyone',
    role: 'operator',
    example: { query: { email: 'learner@example.com', size: '20' } },
    summary: "A user's tuition balance, their paying company's, and their newest bills (operators only)",
    query: OperatorWalletQuery,
    response: OperatorWallet,
    auth: true,
  },
  creditWallet: {
    ...endpointPaths.creditWallet,
    owner: 'anyone',
    role: 'operator',
    example: { body: { email: 'learner@example.com', amount_minor: 50_000, note: 'Bank transfer #4521' } },
    summary:
      "Credits a user's wallet with a payment the service centre received offline (bill type 3; " +
      'operators only). An Idempotency-Key header replays the first answer; the same key with other ' +
      'parameters is a 409',
    body: WalletAdjustmentBody,
    response: WalletAdjustment,
    auth: true,
  },
  deductWallet: {
    ...endpointPaths.deductWallet,
    owner: 'anyone',
    role: 'operator',
    example: { body: { email: 'learner@example.com', amount_minor: 1_000, note: 'Duplicate credit' } },
    summary:
      "Takes money out of a user's wallet (bill type 4; operators only), never below zero. Takes an " +
      'Idempotency-Key header like a credit',
    body: WalletAdjustmentBody,
    response: WalletAdjustment,
    auth: true,
  },
  createCoupon: {
    ...endpointPaths.createCoupon,
    owner: 'anyone',
    role: 'operator',
    example: {
      body: {
        code: 'AUTUMN15',
        discount_type: 'percent',
        discount_value: 15,
        min_amount_yuan: 100,
        per_user_limit: 1,
        new_users_only: false,
        starts_at: '2026-11-01T00:00:00Z',
        ends_at: '2026-12-01T00:00:00Z',
      },
    },
    summary: 'Creates a coupon with the rules of SPEC §5 (operators only); a code already taken is a 409',
    body: CreateCouponBody,
    response: CreatedCoupon,
    auth: true,
  },
  bookableCourses: {
    ...endpointPaths.bookableCourses,
    owner: 'caller',
    example: { query: { language: 'en' } },
    summary:
      "The caller's live courses with lesson time: lengths, delivery ways, minutes left and booking limits",
    query: BookableCoursesQuery,
    response: BookableCoursesResponse,
    auth: true,
  },
  bookingSlots: {
    ...endpointPaths.bookingSlots,
    owner: 'caller',
    example: { query: { course_id: '1', minutes: '25', days: '7', time_zone: 'Europe/London' } },
    summary:
      "A teacher's free starts for a lesson of the course, at least 2 hours ahead, grouped by day in the " +
      "learner's zone; the same rules a booking is checked with",
    query: SlotsQuery,
    response: SlotsResponse,
    auth: true,
  },
  bookLesson: {
    ...endpointPaths.bookLesson,
    owner: 'caller',
    example: {
      body: { course_id: 1, minutes: 25, starts_at: '2030-01-07T02:00:00Z', delivery_way: 'classroom' },
    },
    summary:
      'Books a lesson from the lesson time of a purchased course, checked and recorded in one transaction; ' +
      'a slot taken meanwhile is a 409. Takes an Idempotency-Key header',
    body: BookLessonBody,
    response: Lesson,
    auth: true,
  },
  bookTrial: {
    ...endpointPaths.bookTrial,
    owner: 'caller',
    example: { body: { teacher_id: 1, starts_at: '2030-01-08T02:00:00Z' } },
    summary:
      'Books the free trial lesson (25 minutes) with a teacher, once per learner; a cancelled trial may be ' +
      'booked again. Takes an Idempotency-Key header',
    body: TrialBookingBody,
    response: Lesson,
    auth: true,
  },
  lessons: {
    ...endpointPaths.lessons,
    owner: 'caller',
    example: { query: { when: 'upcoming', page: '1', size: '20', language: 'en' } },
    summary: "The caller's lessons as a learner: upcoming soonest first, or past latest first",
    query: LessonsQuery,
    response: LessonsResponse,
    auth: true,
  },
  lesson: {
    ...endpointPaths.lesson,
    owner: { resource: 'lesson', param: 'id' },
    example: { params: { id: '1' }, query: { language: 'en' } },
    summary: 'One lesson of the caller’s, as its learner or its teacher',
    params: LessonIdParams,
    query: LessonQuery,
    response: Lesson,
    auth: true,
  },
  cancelLesson: {
    ...endpointPaths.cancelLesson,
    owner: { resource: 'lesson', param: 'id' },
    example: { params: { id: '1' }, query: { language: 'en' } },
    summary:
      'Cancels a booked lesson, by its learner or its teacher, until 2 hours before it starts; the lesson ' +
      'time comes back',
    params: LessonIdParams,
    query: LessonQuery,
    response: Lesson,
    auth: true,
  },
  myTeachers: {
    ...endpointPaths.myTeachers,
    owner: 'caller',
    example: {},
    summary:
      'The teachers the caller has lessons with: lessons completed, the next one booked, the last one (user/teacher)',
    response: MyTeachersResponse,
    auth: true,
  },
  calendarFeed: {
    ...endpointPaths.calendarFeed,
    owner: 'caller',
    example: {},
    summary:
      "The address of the caller's private calendar feed (lessons and group sessions as iCalendar), or null",
    response: CalendarFeed,
    auth: true,
  },
  renewCalendarFeed: {
    ...endpointPaths.renewCalendarFeed,
    owner: 'caller',
    example: {},
    summary:
      'Gives the caller a calendar feed address, replacing the one they had (which stops working at once)',
    response: CalendarFeed,
    auth: true,
  },
  assistantBookLesson: {
    ...endpointPaths.assistantBookLesson,
    owner: 'anyone',
    role: 'assistant',
    example: {
      body: {
        user_id: 1,
        course_id: 2,
        minutes: 50,
        starts_at: '2030-01-07T02:00:00Z',
        delivery_way: 'skype',
        contact_id: 'learner.skype',
      },
    },
    summary:
      "Books a lesson for a learner (user_id) from the learner's lesson time, also for courses that forbid " +
      'self-service booking (assistant teachers only)',
    body: AssistantBookingBody,
    response: Lesson,
    auth: true,
  },
  teacherAvailability: {
    ...endpointPaths.teacherAvailability,
    owner: 'caller',
    role: 'teacher',
    example: {},
    summary: "The caller's weekly availability, wall-clock minutes in Asia/Shanghai (teachers only)",
    response: AvailabilityResponse,
    auth: true,
  },
  setTeacherAvailability: {
    ...endpointPaths.setTeacherAvailability,
    owner: 'caller',
    role: 'teacher',
    example: { body: { weekly: [{ week: 1, begin_minute: 480, end_minute: 720 }] } },
    summary: "Replaces the caller's weekly availability (teachers only); booked lessons stay as they are",
    body: AvailabilityBody,
    response: AvailabilityResponse,
    auth: true,
  },
  teacherExceptions: {
    ...endpointPaths.teacherExceptions,
    owner: 'caller',
    role: 'teacher',
    example: {},
    summary: "The caller's time off and extra hours that have not ended, soonest first (teachers only)",
    response: AvailabilityExceptionsResponse,
    auth: true,
  },
  addTeacherException: {
    ...endpointPaths.addTeacherException,
    owner: 'caller',
    role: 'teacher',
    example: { body: { kind: 'off', starts_at: '2030-02-04T00:00:00Z', ends_at: '2030-02-06T00:00:00Z' } },
    summary:
      'Adds time off (taken out of the weekly hours) or extra hours (teachers only); lessons already booked ' +
      'stay; hours overlapping others of the same kind are a 409',
    body: AvailabilityExceptionBody,
    response: AvailabilityException,
    auth: true,
  },
  deleteTeacherException: {
    ...endpointPaths.deleteTeacherException,
    owner: { resource: 'availabilityException', param: 'id' },
    role: 'teacher',
    example: { params: { id: '1' } },
    summary: 'Removes one of the caller’s time off or extra hours (teachers only)',
    params: AvailabilityExceptionIdParams,
    response: EmptyResponse,
    auth: true,
  },
  teacherLessons: {
    ...endpointPaths.teacherLessons,
    owner: 'caller',
    role: 'teacher',
    example: { query: { when: 'upcoming', page: '1', size: '20', language: 'en' } },
    summary: 'The lessons the caller teaches: upcoming soonest first, or past latest first (teachers only)',
    query: LessonsQuery,
    response: LessonsResponse,
    auth: true,
  },
  completeLesson: {
    ...endpointPaths.completeLesson,
    owner: { resource: 'taughtLesson', param: 'id' },
    role: 'teacher',
    example: { params: { id: '1' }, body: { summary: 'Practised greetings and tones.' } },
    summary:
      'The lesson summary, with the material used and progress, which completes a lesson once it has ' +
      'started (its teacher only)',
    params: LessonIdParams,
    body: LessonSummaryBody,
    response: Lesson,
    auth: true,
  },
  teacherEarnings: {
    ...endpointPaths.teacherEarnings,
    owner: 'caller',
    role: 'teacher',
    example: {},
    summary:
      "The caller's earnings: what completed lessons released from escrow, in all and this month (teachers only)",
    response: TeacherEarnings,
    auth: true,
  },
  learnerRecords: {
    ...endpointPaths.learnerRecords,
    owner: { resource: 'learner', param: 'user_id' },
    role: 'teacher',
    example: { params: { user_id: '1' }, query: { language: 'en' } },
    summary:
      "A learner's level test result and lesson records with every teacher, latest first (the learner's " +
      'teachers only)',
    params: LearnerIdParams,
    query: LessonQuery,
    response: LearnerRecords,
    auth: true,
  },
  classroomEntry: {
    ...endpointPaths.classroomEntry,
    owner: { resource: 'lesson', param: 'id' },
    example: { params: { id: '1' }, query: { language: 'en' } },
    summary:
      "A lesson's classroom for its learner, its teacher or an assistant teacher: the room, the caller's role, " +
      'when it opens (20 minutes before the start) and closes, and while open a short-lived token for the ' +
      'signalling socket (GET /classroom/signal?token=…, a WebSocket)',
    params: LessonIdParams,
    query: LessonQuery,
    response: ClassroomEntry,
    auth: true,
  },
  courseware: {
    ...endpointPaths.courseware,
    owner: { resource: 'courseware', param: 'id' },
    example: { params: { id: '1' }, query: { language: 'en' } },
    summary:
      "A course's courseware (learning/courseware/{item_id}): its pages in order with titles, text " +
      'alternatives and signed image addresses, for its teacher, learners holding a grant for it, and the ' +
      'learner, teacher and assistants of a lesson of it; anyone else gets a 404',
    params: CoursewareParams,
    query: CoursewareQuery,
    response: Courseware,
    auth: true,
  },
  lessonCourseware: {
    ...endpointPaths.lessonCourseware,
    owner: { resource: 'lesson', param: 'id' },
    example: { params: { id: '1' }, query: { language: 'en' } },
    summary:
      "The courseware of a lesson's course, for the lesson's learner, its teacher or an assistant teacher " +
      "(the live room's courseware panel)",
    params: CoursewareParams,
    query: CoursewareQuery,
    response: Courseware,
    auth: true,
  },
  groupSessionEntry: {
    ...endpointPaths.groupSessionEntry,
    owner: { resource: 'groupSession', param: 'id' },
    example: { params: { id: '1' }, query: { language: 'en' } },
    summary:
      "A group session's classroom (small class or big class) for the class's teacher, an assistant teacher " +
      "or a learner holding a seat: the room, the caller's role, when it opens (20 minutes before the start) " +
      'and closes, and while open a short-lived token for the signalling socket',
    params: GroupSessionIdParams,
    query: LessonQuery,
    response: ClassroomEntry,
    auth: true,
  },
  groupClassSessions: {
    ...endpointPaths.groupClassSessions,
    owner: { resource: 'groupClass', param: 'id' },
    example: { params: { id: '1' }, query: { language: 'en' } },
    summary:
      "A group class's sessions (id: the course) for its teacher, an assistant teacher or a learner holding a " +
      'seat: times, room state and the replay of each finished session',
    params: GroupClassIdParams,
    query: LessonQuery,
    response: GroupClassSessions,
    auth: true,
  },
  setGroupReplay: {
    ...endpointPaths.setGroupReplay,
    owner: { resource: 'taughtGroupSession', param: 'id' },
    role: 'teacher',
    example: { params: { id: '1' }, body: { url: 'https://video.example.com/session-1.mp4' } },
    summary:
      "Gives an ended group session's replay by address, replacing any before it (the class's teacher " +
      'only); a file is uploaded with PUT /classroom/sessions/{id}/replay/file',
    params: GroupSessionIdParams,
    body: GroupReplayUrlBody,
    response: GroupSessionItem,
    auth: true,
  },
  handover: {
    ...endpointPaths.handover,
    owner: { resource: 'taughtLesson', param: 'id' },
    role: 'teacher',
    example: { params: { id: '1' }, query: { language: 'en' } },
    summary:
      "A lesson's handover: the notes the learner's earlier teachers left, and this lesson's own (its teacher only)",
    params: LessonIdParams,
    query: LessonQuery,
    response: Handover,
    auth: true,
  },
  setHandover: {
    ...endpointPaths.setHandover,
    owner: { resource: 'taughtLesson', param: 'id' },
    role: 'teacher',
    example: {
      params: { id: '1' },
      query: { language: 'en' },
      body: { note: 'Tones are solid; work on measure words.' },
    },
    summary:
      "Writes the lesson's handover note for the learner's next teacher; an empty note removes it (its teacher only)",
    params: LessonIdParams,
    query: LessonQuery,
    body: HandoverBody,
    response: Handover,
    auth: true,
  },
  chatConversations: {
    ...endpointPaths.chatConversations,
    owner: 'caller',
    example: {},
    summary:
      "The caller's chat conversations, latest first, each with its last message and how many the caller " +
      'has not read, and the unread count over all',
    response: ChatConversationsResponse,
    auth: true,
  },
  supportInbox: {
    ...endpointPaths.supportInbox,
    owner: 'anyone',
    role: 'operator',
    example: { query: { page: '1' } },
    summary: "Every learner's support conversation, latest message first, 50 a page (operators only)",
    query: ChatInboxQuery,
    response: ChatConversationsResponse,
    auth: true,
  },
  openSupportChat: {
    ...endpointPaths.openSupportChat,
    owner: 'caller',
    example: {},
    summary: "The caller's conversation with support (the service centre's operators), made on first use",
    response: ChatConversation,
    auth: true,
  },
  openLessonChat: {
    ...endpointPaths.openLessonChat,
    owner: { resource: 'lesson', param: 'id' },
    example: { params: { id: '1' } },
    summary:
      "A lesson's conversation for its learner, its teacher or an assistant teacher, made on first use",
    params: ConversationIdParams,
    response: ChatConversation,
    auth: true,
  },
  openGroupChat: {
    ...endpointPaths.openGroupChat,
    owner: { resource: 'groupClass', param: 'id' },
    example: { params: { id: '1' } },
    summary: "A group class's conversation for its seat holders and its teacher, made on first use",
    params: ConversationIdParams,
    response: ChatConversation,
    auth: true,
  },
  openTeacherChat: {
    ...endpointPaths.openTeacherChat,
    owner: 'caller',
    example: { params: { user_id: '1' } },
    summary:
      "The caller's conversation with one of their teachers (a lesson with them that was not cancelled), made " +
      'on first use; any other user id is a 404',
    params: ChatTeacherParams,
    response: ChatConversation,
    auth: true,
  },
  chatHistory: {
    ...endpointPaths.chatHistory,
    owner: { resource: 'conversation', param: 'id' },
    example: { params: { id: '1' }, query: { limit: '50' } },
    summary:
      "A page of a conversation's messages in seq order: the newest `limit` (50) before `before`, or the " +
      'oldest after `after`',
    params: ConversationIdParams,
    query: ChatHistoryQuery,
    response: ChatHistory,
    auth: true,
  },
  sendChatMessage: {
    ...endpointPaths.sendChatMessage,
    owner: { resource: 'conversation', param: 'id' },
    example: { params: { id: '1' }, body: { body: 'Hello! 你好', client_id: 'c-1' } },
    summary:
      'Sends a plain-text message (cleaned of invisible control characters, at most 2000 characters) with ' +
      "the conversation's next seq; the same client_id again answers the message stored the first time",
    params: ConversationIdParams,
    body: ChatSendBody,
    response: ChatMessage,
    auth: true,
  },
  markChatRead: {
    ...endpointPaths.markChatRead,
    owner: { resource: 'conversation', param: 'id' },
    example: { params: { id: '1' }, body: { seq: 0 } },
    summary:
      "Moves the caller's read cursor up to seq (never back, never past the last message); answers what is left unread",
    params: ConversationIdParams,
    body: ChatReadBody,
    response: ChatReadResponse,
    auth: true,
  },
  videoCourse: {
    ...endpointPaths.videoCourse,
    owner: 'caller',
    example: { params: { id: '1' }, query: { language: 'en' } },
    summary:
      "A video course's outline for the caller (learning/video/{item_id}): its lessons in order, each done (with " +
      'its best score and tier), current, open, preview or locked (and why), the overall progress, where to ' +
      "resume, and the address of the caller's progress events (Server-Sent Events); 404 for any other course",
    params: VideoCourseParams,
    query: VideoLanguageQuery,
    response: VideoCourseOutline,
    auth: true,
  },
  videoWords: {
    ...endpointPaths.videoWords,
    owner: { resource: 'videoLesson', param: 'id' },
    example: { params: { id: '1' }, query: { language: 'en' } },
    summary:
      "An open lesson's pre-lesson words: characters, pinyin with tone marks, the meaning in the requested " +
      'language and a signed audio address; a locked lesson answers 403 (20401, earlier lessons first)',
    params: VideoLessonParams,
    query: VideoLanguageQuery,
    response: VideoWords,
    auth: true,
  },
  videoClip: {
    ...endpointPaths.videoClip,
    owner: { resource: 'videoLesson', param: 'id' },
    example: { params: { id: '1' }, query: { language: 'en' } },
    summary:
      "An open lesson's video highlight: the clip's signed address (range requests), its WebVTT caption tracks " +
      "(Chinese with pinyin, and the requested language), the playback speeds and the caller's progress; a " +
      'locked lesson answers 403 (20401)',
    params: VideoLessonParams,
    query: VideoLanguageQuery,
    response: VideoClip,
    auth: true,
  },
  videoPractice: {
    ...endpointPaths.videoPractice,
    owner: { resource: 'videoLesson', param: 'id' },
    example: { params: { id: '1' }, query: { language: 'en' } },
    summary:
      "An open lesson's post-lesson practice: its questions without their answers, the pass score and the " +
      "caller's best score; a locked lesson answers 403 (20401)",
    params: VideoLessonParams,
    query: VideoLanguageQuery,
    response: VideoPractice,
    auth: true,
  },
  reportVideoProgress: {
    ...endpointPaths.reportVideoProgress,
    owner: { resource: 'videoLesson', param: 'id' },
    example: { params: { id: '1' }, body: { ranges: [], position: 0 } },
    summary:
      "Reports the seconds of an open lesson's clip played (video.played ranges) and the position: merged into " +
      'the coverage kept (overlaps once, within the clip); more than the wall time since the previous report ' +
      'allows is refused with 422 (20402) and counts nothing; 95 % covered marks the clip watched',
    params: VideoLessonParams,
    body: VideoProgressBody,
    response: VideoClipProgress,
    auth: true,
  },
  submitVideoPractice: {
    ...endpointPaths.submitVideoPractice,
    owner: { resource: 'videoLesson', param: 'id' },
    example: { params: { id: '1' }, body: { answers: [{ number: 1, choice: 0 }] } },
    summary:
      "Marks an attempt at an open lesson's practice (one answer per question): the score 0–100 and its tier " +
      '(100/80/60; below 60 not passed), which answers were right, the best score kept over every attempt, and ' +
      'the lesson it unlocked; retries are allowed',
    params: VideoLessonParams,
    body: VideoAttemptBody,
    response: VideoAttemptResult,
    auth: true,
  },
  myVideoCourses: {
    ...endpointPaths.myVideoCourses,
    owner: 'caller',
    example: { query: { language: 'en' } },
    summary:
      "The caller's video courses (bought, or studied as a preview) with their progress and where to resume, " +
      'last studied first (the user centre: my lessons / courses)',
    query: VideoLanguageQuery,
    response: MyVideoCourses,
    auth: true,
  },
  profile: {
    ...endpointPaths.profile,
    owner: 'caller',
    example: {},
    summary:
      "The signed-in user's whole profile (SPEC §3): names, avatar, languages, learning background and " +
      'Wechat/Skype IDs; changed with PUT /user/current, the avatar with POST /user/avatar',
    response: Profile,
    auth: true,
  },
  accountSettings: {
    ...endpointPaths.accountSettings,
    owner: 'caller',
    example: {},
    summary: "The signed-in user's site language, time zone and whether lesson reminders are emailed",
    response: AccountSettings,
    auth: true,
  },
  updateAccountSettings: {
    ...endpointPaths.updateAccountSettings,
    owner: 'caller',
    example: { body: { language: 'en', time_zone: 'Europe/Madrid', lesson_reminder_emails: true } },
    summary: 'Change the site language, the time zone or the lesson reminder emails; absent fields stay',
    body: UpdateAccountSettingsBody,
    response: AccountSettings,
    auth: true,
  },
  deleteAccount: {
    ...endpointPaths.deleteAccount,
    owner: 'caller',
    // Not the examples' password: a call with it would delete the caller.
    example: { body: { password: 'my current password' } },
    summary:
      'Delete the account, confirmed with its password: personal data, avatar, sessions and third-party ' +
      'sign-ins are erased and it can no longer sign in; orders and the ledger keep their history',
    body: DeleteAccountBody,
    response: EmptyResponse,
    auth: true,
  },
  linkedAccounts: {
    ...endpointPaths.linkedAccounts,
    owner: 'caller',
    example: { query: { language: 'en' } },
    summary:
      "The caller's linked accounts (user/linked) with the purchased courses each side may use, and the link " +
      'requests waiting both ways (SPEC §7 GET /user/binds)',
    query: LinkedLanguageQuery,
    response: LinkedAccountsResponse,
    auth: true,
  },
  checkLink: {
    ...endpointPaths.checkLink,
    owner: 'caller',
    example: { query: { email: 'family@example.com' } },
    summary:
      'Checks an address before asking to link it (SPEC §7 GET /user/bind, which changes nothing): whether the ' +
      'caller can ask to link it, else why not (SPEC §5: unregistered, already linked to another account, the ' +
      "caller's own); it names no one (nick_name is null). Checks and requests count together per user: " +
      '429 with Retry-After past 20 an hour',
    query: LinkCheckQuery,
    response: LinkCheck,
    auth: true,
  },
  requestLink: {
    ...endpointPaths.requestLink,
    owner: 'caller',
    example: { body: { email: 'family@example.com' } },
    summary:
      'Asks to link the account of a registered address: the link exists once that account accepts on its own ' +
      'user/linked page. Refused with 409 (20801–20806) for an unregistered address, an account already linked ' +
      "to another, the caller's own, or a request already waiting",
    body: LinkRequestBody,
    response: LinkRequest,
    auth: true,
  },
  acceptLink: {
    ...endpointPaths.acceptLink,
    owner: 'caller',
    example: { params: { id: '1' } },
    summary:
      'Accepts a link request sent to the caller: the sender becomes the main account of a family the caller ' +
      "joins, and each may use the other's purchased courses; 404 for a request not sent to the caller",
    params: LinkRequestParams,
    query: LinkedLanguageQuery,
    response: LinkedAccountsResponse,
    auth: true,
  },
  dropLinkRequest: {
    ...endpointPaths.dropLinkRequest,
    owner: 'caller',
    example: { params: { id: '1' } },
    summary: 'Declines a link request sent to the caller, or withdraws one the caller sent',
    params: LinkRequestParams,
    query: LinkedLanguageQuery,
    response: LinkedAccountsResponse,
    auth: true,
  },
  unlinkAccount: {
    ...endpointPaths.unlinkAccount,
    owner: 'caller',
    example: { params: { user_id: '1' } },
    summary:
      "Unlinks an account linked to the caller (either side may): neither uses the other's purchases from " +
      'then on; lessons already booked keep the lesson time they spent',
    params: LinkedUserParams,
    query: LinkedLanguageQuery,
    response: LinkedAccountsResponse,
    auth: true,
  },
  wechatQrcode: {
    ...endpointPaths.wechatQrcode,
    owner: 'caller',
    example: { query: { language: 'en' } },
    summary:
      "Whether the caller's account is bound to WeChat and, when it can be bound, a QR code (SVG data URL) of " +
      "WeChat's website sign-in (qrconnect, scope snsapi_login) with a single-use state that expires in 10 " +
      'minutes; WeChat sends the scanner back to user/linked with ?code=…&state=…. Unavailable without a ' +
      'WeChat application configured',
    query: LinkedLanguageQuery,
    response: WechatQrcodeResponse,
    auth: true,
  },
  bindWechat: {
    ...endpointPaths.bindWechat,
    owner: 'caller',
    example: { body: { code: 'code-from-wechat', state: 'state-of-the-qr-code' } },
    summary:
      "Binds the WeChat account that scanned the caller's QR code: the state must be the caller's, unused and " +
      "unexpired; the code is exchanged at WeChat's sns/oauth2/access_token. Refused (20807–20810) when WeChat " +
      'is unavailable, does not confirm, or the WeChat account is bound to another user',
    body: WechatBindBody,
    response: WechatBinding,
    auth: true,
  },
  unbindWechat: {
    ...endpointPaths.unbindWechat,
    owner: 'caller',
    example: {},
    summary: "Unbinds the caller's WeChat account",
    response: WechatBinding,
    auth: true,
  },
  promotionClick: {
    ...endpointPaths.promotionClick,
    owner: 'nobody',
    example: { body: { coupon_code: 'HYDEMO1' } },
    summary:
      "A followed promotion link (the shell posts the link's coupon_code from any page): counted once per " +
      "visitor and promoter per day, and remembered as the visitor's last followed link in an HttpOnly 30-day " +
      'cookie, which decides the promoter of their orders; a code of no promoter counts nothing',
    body: PromotionClickBody,
    response: PromotionClickResult,
    auth: 'optional',
  },
  promotion: {
    ...endpointPaths.promotion,
    owner: 'caller',
    example: { query: { language: 'en' } },
    summary:
      'The promotion programme for the caller (user/promote): the kinds of promoter and their income share, and ' +
      "the caller's coupon code and share link when they promote",
    query: PromotionLanguageQuery,
    response: PromotionProfile,
    auth: true,
  },
  joinPromotion: {
    ...endpointPaths.joinPromotion,
    owner: 'caller',
    example: { query: { language: 'en' }, body: {} },
    summary:
      'Makes the caller a promoter with a coupon code of their own: an employee (staff) at 3 %, a teacher at ' +
      '5 % (the rates are data); anyone else is refused with 403 (20601); joining twice answers the same',
    query: PromotionLanguageQuery,
    body: EmptyPromotionBody,
    response: PromotionProfile,
    auth: true,
  },
  promotionStats: {
    ...endpointPaths.promotionStats,
    owner: 'caller',
    example: { query: { days: '30' } },
    summary:
      "The caller's promotion statistics: clicks, paid orders and their amount, tuition total and income " +
      "(credited and pending), since joining and over the last 30 or 90 days, with a daily series in the caller's " +
      'time zone; 404 for someone who does not promote',
    query: PromotionStatsQuery,
    response: PromotionStats,
    auth: true,
  },
  invites: {
    ...endpointPaths.invites,
    owner: 'caller',
    example: { query: { language: 'en' } },
    summary:
      "The caller's invite link (user/spread) and the friends who registered through it, newest first, each " +
      'registered or rewarded (their first purchase is final and earned the inviter the reward, bill type 7)',
    query: InvitesQuery,
    response: InvitesResponse,
    auth: true,
  },
  myCourses: {
    ...endpointPaths.myCourses,
    owner: 'caller',
    example: { query: { language: 'en' } },
    summary:
      'Every course the caller holds (user/course): one-to-one packages with lesson time left, group classes ' +
      'with their status and next session, video courses with progress, each with its next action',
    query: LearnerLanguageQuery,
    response: MyCourses,
    auth: true,
  },
  myMaterials: {
    ...endpointPaths.myMaterials,
    owner: 'caller',
    example: { query: { language: 'en' } },
    summary:
      "The caller's materials (user/delivery): the courseware of the courses held and lessons booked, the " +
      'printed textbooks of courses that include one with their delivery state, and the delivery address',
    query: LearnerLanguageQuery,
    response: MyMaterials,
    auth: true,
  },
  saveDeliveryAddress: {
    ...endpointPaths.saveDeliveryAddress,
    owner: 'caller',
    example: {
      body: {
        name: 'Mei Tanaka',
        phone: '+34 600 123 456',
        country: 'ES',
        region: 'Madrid',
        city: 'Madrid',
        street: 'Calle Mayor 1, 2B',
        postal_code: '28013',
      },
    },
    summary:
      "Sets the caller's one delivery address for printed textbooks; the textbooks waiting for it are then prepared",
    body: DeliveryAddressBody,
    response: DeliveryAddress,
    auth: true,
  },
  mentorPage: {
    ...endpointPaths.mentorPage,
    owner: 'caller',
    example: { query: { language: 'en' } },
    summary:
      "The private mentor page (user/mentor): the caller's saved match and study plan, the level test result " +
      'that prefills the form, and the teacher tags to choose from',
    query: LearnerLanguageQuery,
    response: MentorPage,
    auth: true,
  },
  matchMentor: {
    ...endpointPaths.matchMentor,
    owner: 'caller',
    example: {
      body: {
        language: 'en',
        form: {
          purpose: 'exam',
          current_hsk: 1,
          target_hsk: 3,
          time_zone: 'Europe/London',
          availability: [{ week: 1, begin_minute: 540, end_minute: 660 }],
          budget_minor: 20_000,
          tags: ['hsk-prep'],
          languages: ['en'],
          min_experience_years: 5,
        },
      },
    },
    summary:
      'Ranks the teachers for the form (tags, languages, weekly availability overlap converted from the ' +
      "learner's zone to Asia/Shanghai, experience, budget: docs/mentor-matching.md) and builds a study plan " +
      "with milestones toward the target HSK level; saved to the caller's profile, replacing the previous one",
    body: MentorMatchBody,
    response: MentorMatch,
    auth: true,
  },
} as const satisfies Record<keyof typeof endpointPaths, Endpoint>;

export type Endpoints = typeof endpoints;
export type EndpointName = keyof Endpoints;
