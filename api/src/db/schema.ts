import type {
  CourseKind,
  Currency,
  DeliveryWay,
  Lang,
  PubKind,
  TagScope,
  VideoItemType,
} from '@hanyu/contract';
import type { ColumnType, Generated } from 'kysely';

/**
 * Table types for Kysely. Both drivers return bigint and numeric columns as strings (node-postgres
 * does by default, the PGlite driver is configured to match), timestamptz as Date.
 */
type Int8 = ColumnType<string, number | string | bigint, number | string | bigint>;
type GeneratedInt8 = ColumnType<string, never, never>;
type Numeric = ColumnType<string, number | string, number | string>;
type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type UpdatedAt = ColumnType<Date, Date | string | undefined, Date | string>;

export interface SchemaMigrationsTable {
  name: string;
  applied_at: ColumnType<Date, Date | string | undefined, never>;
}

export interface TranslationsTable {
  id: GeneratedInt8;
  field_name: string;
  model_id: Int8;
  value_char: string;
  language_trans: Lang;
  languages: Lang;
  updated_at: UpdatedAt;
}

export interface TagsTable {
  id: GeneratedInt8;
  scope: TagScope;
  key: string;
  sort: Generated<number>;
}

export interface TeachersTable {
  id: GeneratedInt8;
  user_id: Int8;
  slug: string;
  name: string;
  experience_years: number;
  languages: string[];
  rating: Numeric;
  video: string | null;
  featured: Generated<boolean>;
  sort: Generated<number>;
  created_at: CreatedAt;
}

export interface TeacherTagsTable {
  teacher_id: Int8;
  tag_id: Int8;
}

export interface CoursesTable {
  id: GeneratedInt8;
  slug: string;
  kind: CourseKind;
  level: string;
  teacher_user_id: ColumnType<string | null, number | string | null | undefined, number | string | null>;
  cover: ColumnType<string | null, string | null | undefined, string | null>;
  featured: Generated<boolean>;
  sort: Generated<number>;
  created_at: CreatedAt;
}

export interface CourseTagsTable {
  course_id: Int8;
  tag_id: Int8;
}

export interface CourseSkusTable {
  id: GeneratedInt8;
  course_id: Int8;
  lesson_minutes: number;
  lesson_count: number;
  price_minor: Int8;
  currency: Generated<string>;
  purchase_limit: number | null;
  stock: number | null;
  self_booking: Generated<boolean>;
  daily_booking_limit: number | null;
  monthly_booking_limit: number | null;
  delivery_ways: DeliveryWay[];
  sort: Generated<number>;
}

export interface GroupClassesTable {
  course_id: Int8;
  capacity: number;
  min_head_count: number;
  /** GROUP_CLASS_STATUS, moved only by the group-class job (0017) */
  status: Generated<0 | 1 | 2>;
  opened_at: Date | string | null;
  finished_at: Date | string | null;
  cancelled_at: Date | string | null;
  /** Migration 0022: ROOM_TYPE small class 4 (default) or big class 2, and a big class's viewers at once. */
  room_type: Generated<2 | 4>;
  viewer_limit: number | null;
}

export interface CalendarFeedsTable {
  user_id: Int8;
  /** the secret in the feed's address */
  token: string;
  created_at: CreatedAt;
}

export interface GroupSessionsTable {
  id: GeneratedInt8;
  course_id: Int8;
  starts_at: ColumnType<Date, Date | string, Date | string>;
  minutes: number;
}

export interface EnrolmentsTable {
  id: GeneratedInt8;
  course_id: Int8;
  user_id: Int8;
  created_at: CreatedAt;
}

export interface VideoLessonsTable {
  id: GeneratedInt8;
  course_id: Int8;
  position: number;
  minutes: number;
  preview: Generated<boolean>;
}

export interface VideoLessonItemsTable {
  id: GeneratedInt8;
  lesson_id: Int8;
  position: number;
  type: VideoItemType;
}

export type LessonStatus = 'booked' | 'complete' | 'cancelled';

export interface LessonsTable {
  id: GeneratedInt8;
  teacher_user_id: Int8;
  student_user_id: Int8;
  course_id: Int8;
  sku_id: ColumnType<string | null, number | string | null | undefined, number | string | null>;
  starts_at: ColumnType<Date, Date | string, Date | string>;
  ends_at: ColumnType<Date, Date | string, Date | string>;
  status: Generated<LessonStatus>;
  created_at: CreatedAt;
  /** Migration 0016: what a booking records and who changed it. */
  delivery_way: Generated<DeliveryWay>;
  contact_id: string | null;
  remark: string | null;
  trial: Generated<boolean>;
  charged_minutes: Generated<number>;
  value_minor: ColumnType<string, number | string | undefined, never>;
  booked_by: ColumnType<string | null, number | string | null | undefined, number | string | null>;
  summary: string | null;
  material: string | null;
  progress: string | null;
  /** the note handed to the learner's next teacher (0019) */
  handover: ColumnType<string | null, string | null | undefined, string | null>;
  completed_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  cancelled_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  cancelled_by: ColumnType<string | null, number | string | null | undefined, number | string | null>;
}

export interface PostsTable {
  id: GeneratedInt8;
  slug: string;
  kind: PubKind;
  author: string;
  published_at: ColumnType<Date, Date | string, Date | string>;
  cover: ColumnType<string | null, string | null | undefined, string | null>;
  audio_file: string | null;
  audio_seconds: number | null;
  audio_type: string | null;
}

export interface PostTagsTable {
  post_id: Int8;
  tag_id: Int8;
}

export interface CmsPagesTable {
  id: GeneratedInt8;
  uri: string;
  updated_at: UpdatedAt;
}

export interface ExchangeRatesTable {
  currency: Currency;
  rate: Numeric;
  /** A date: select it with to_char, since drivers turn dates into local-time Date objects. */
  rate_date: ColumnType<unknown, string, string>;
}

export interface UsersTable {
  id: GeneratedInt8;
  email: string;
  nick_name: Generated<string>;
  password_hash: string;
  time_zone: string | null;
  language: ColumnType<string | null, string | null | undefined, string | null>;
  utm_source: ColumnType<string | null, string | null | undefined, string | null>;
  utm_medium: ColumnType<string | null, string | null | undefined, string | null>;
  utm_campaign: ColumnType<string | null, string | null | undefined, string | null>;
  org_id: ColumnType<string | null, number | string | null | undefined, number | string | null>;
  /** The level test's result (CHINESE_GRADES, HSK_LEVELS, the plan as JSON). */
  grade: ColumnType<string | null, string | null | undefined, string | null>;
  hsk_level: ColumnType<number | null, number | null | undefined, number | null>;
  learning_plan: ColumnType<unknown, string | null | undefined, string | null>;
  created_at: CreatedAt;
  /** Raised whenever every session of the user ends; room tokens carry it (0030_session_generation.sql). */
  session_generation: Generated<number>;
}

export interface UserSessionsTable {
  token_hash: string;
  user_id: Int8;
  created_at: CreatedAt;
  expires_at: ColumnType<Date, Date | string, Date | string>;
}

/** rate-limiter-flexible's counters when they are shared through PostgreSQL (attempt-limiter.ts). */
export interface RateLimitsTable {
  key: string;
  points: number;
  /** Epoch milliseconds, as the library writes it; int8 reads as a string. */
  expire: ColumnType<string | null, number | null, number | null>;
}

export interface PasswordResetsTable {
  code_hash: string;
  user_id: Int8;
  created_at: ColumnType<Date, Date | string, never>;
  expires_at: ColumnType<Date, Date | string, never>;
  used_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

export interface OAuthStatesTable {
  state_hash: string;
  provider: string;
  code_verifier: string;
  redirect_uri: string;
  created_at: ColumnType<Date, Date | string, never>;
  expires_at: ColumnType<Date, Date | string, never>;
}

export interface OAuthAccountsTable {
  provider: string;
  subject: string;
  user_id: Int8;
  created_at: CreatedAt;
}

export interface OrganisationsTable {
  id: GeneratedInt8;
  owner_id: Int8;
  name: Generated<string>;
  created_at: CreatedAt;
}

export interface OrgMembersTable {
  user_id: Int8;
  org_id: Int8;
  user_type: Generated<number>;
  created_at: CreatedAt;
}

export interface CompanyUsersTable {
  id: GeneratedInt8;
  user_id: Int8;
  company_user_id: Int8;
  show_name: string;
  share_type: number;
  created_at: CreatedAt;
}

export interface LedgerAccountsTable {
  id: GeneratedInt8;
  owner_id: Int8 | null;
  /** LEDGER_PURPOSES of the ledger module. */
  purpose: string;
  currency: Generated<string>;
  /** A wallet's, moved only by the trigger that inserts an entry; null for the platform's accounts. */
  balance: ColumnType<string | null, never, never>;
  version: ColumnType<string | null, never, never>;
  created_at: CreatedAt;
}

export interface LedgerTransfersTable {
  id: GeneratedInt8;
  kind: number;
  idempotency_key: string | null;
  actor_id: Int8 | null;
  reference: string | null;
  description: Generated<string>;
  metadata: ColumnType<Record<string, unknown>, string | undefined, never>;
  created_at: CreatedAt;
}

export interface LedgerEntriesTable {
  id: GeneratedInt8;
  transfer_id: Int8;
  account_id: Int8;
  amount: Int8;
  /** Written by the insert trigger from the account row. */
  currency: ColumnType<string, never, never>;
  balance_after: ColumnType<string | null, never, never>;
  account_version: ColumnType<string | null, never, never>;
}

export interface TopUpsTable {
  id: GeneratedInt8;
  user_id: Int8;
  gateway: string;
  device: string;
  amount_minor: Int8;
  gift_minor: Int8;
  payment_id: string;
  gateway_payment_id: string | null;
  charged_minor: Int8 | null;
  charged_currency: string | null;
  rate: string | null;
  rate_date: string | null;
  redirect_url: string | null;
  /** created | pending | paid | failed */
  status: Generated<string>;
  idempotency_key: string | null;
  request_fingerprint: string;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface PaymentNotificationsTable {
  id: GeneratedInt8;
  gateway: string;
  headers: ColumnType<Record<string, unknown>, string, never>;
  body: ColumnType<Uint8Array, Uint8Array, never>;
  received_at: CreatedAt;
  /** received | applied | duplicate | refused */
  outcome: Generated<string>;
  refusal: string | null;
  gateway_payment_id: string | null;
  status: string | null;
  top_up_id: Int8 | null;
}

export interface CouponsTable {
  id: GeneratedInt8;
  code: string;
  discount_type: 'fixed' | 'percent';
  discount_value: Int8;
  starts_at: Date | string | null;
  ends_at: Date | string | null;
  course_id: Int8 | null;
  min_amount_yuan: Generated<number>;
  per_user_limit: Generated<number>;
  new_users_only: Generated<boolean>;
  created_at: CreatedAt;
}

export interface OrdersTable {
  id: GeneratedInt8;
  user_id: Int8;
  sku_id: Int8;
  course_id: Int8;
  quantity: number;
  currency: Generated<string>;
  unit_price_minor: Int8;
  amount_minor: Int8;
  discount_minor: Int8;
  total_minor: Int8;
  coupon_id: Int8 | null;
  /** ORDER_STATUS: 0 awaiting payment, 1 paid, 4 cancelled */
  status: Generated<number>;
  payer_id: Int8 | null;
  created_at: CreatedAt;
  paid_at: Date | string | null;
  cancelled_at: Date | string | null;
}

export interface CouponRedemptionsTable {
  id: GeneratedInt8;
  coupon_id: Int8;
  user_id: Int8;
  order_id: Int8;
  use_number: number;
  created_at: CreatedAt;
}

export interface GrantsTable {
  id: GeneratedInt8;
  owner_id: Int8;
  order_id: Int8;
  course_id: Int8;
  kind: 'lesson_minutes' | 'seat' | 'access';
  lesson_minutes: number | null;
  created_at: CreatedAt;
}

export interface IdempotencyKeysTable {
  user_id: Int8;
  scope: string;
  key: string;
  fingerprint: string;
  response: ColumnType<unknown, string | null, string | null>;
  created_at: CreatedAt;
}

/** Migration 0015: the users with the endpoints' role 'operator'. */
export interface OperatorsTable {
  user_id: Int8;
  granted_at: CreatedAt;
}

/** Migration 0016: weekly availability, wall-clock minutes in the teacher's zone. */
export interface TeacherAvailabilityTable {
  id: GeneratedInt8;
  teacher_user_id: Int8;
  week: number;
  begin_minute: number;
  end_minute: number;
}

export interface AvailabilityExceptionsTable {
  id: GeneratedInt8;
  teacher_user_id: Int8;
  kind: 'off' | 'extra';
  starts_at: ColumnType<Date, Date | string, Date | string>;
  ends_at: ColumnType<Date, Date | string, Date | string>;
  created_at: CreatedAt;
}

export interface AssistantTeachersTable {
  user_id: Int8;
  granted_at: CreatedAt;
}

/** Migration 0016: the reminders sent before lessons, once each. */
export interface LessonRemindersTable {
  lesson_id: Int8;
  kind: '24h' | '1h';
  sent_at: CreatedAt;
}

/** Lesson time per owner and course: granted by orders (a trigger on grants), spent by bookings. */
export interface LessonTimeTable {
  owner_id: Int8;
  course_id: Int8;
  /** Migration 0029: the item the time was bought with; its rules apply to the lessons it pays for. */
  sku_id: Int8;
  granted_minutes: Generated<number>;
  spent_minutes: Generated<number>;
  granted_value_minor: ColumnType<string, never, never>;
  spent_value_minor: ColumnType<string, never, number | string>;
}

/** Migration 0020: one row per signalling connection to a lesson's classroom. */
export interface ClassroomAttendanceTable {
  id: GeneratedInt8;
  room_id: string;
  /** Migration 0022: a row names a lesson or a group session. */
  lesson_id: ColumnType<string | null, number | string | null | undefined, never>;
  group_session_id: ColumnType<string | null, number | string | null | undefined, never>;
  user_id: Int8;
  role: 1 | 2 | 3;
  joined_at: ColumnType<Date, Date | string, never>;
  left_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

/** Migration 0022: a group session's replay, a stored file or a link. */
export interface GroupReplaysTable {
  session_id: Int8;
  file_name: string | null;
  content_type: 'video/mp4' | 'video/webm' | 'video/quicktime' | null;
  size_bytes: ColumnType<string | null, number | null, number | null>;
  url: string | null;
  uploaded_by: ColumnType<string | null, number | string | null, number | string | null>;
  created_at: CreatedAt;
}

/** Migration 0021: the chat's conversations, one per subject (docs/chat-protocol.md). */
export interface ChatConversationsTable {
  id: GeneratedInt8;
  kind: 'lesson' | 'group' | 'support' | 'direct';
  lesson_id: ColumnType<string | null, number | string | null | undefined, never>;
  course_id: ColumnType<string | null, number | string | null | undefined, never>;
  learner_user_id: ColumnType<string | null, number | string | null | undefined, never>;
  teacher_user_id: ColumnType<string | null, number | string | null | undefined, never>;
  last_seq: Generated<number>;
  last_message_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  created_at: CreatedAt;
}

export interface ChatMembersTable {
  conversation_id: Int8;
  user_id: Int8;
  role: 'learner' | 'teacher' | 'assistant' | 'support';
  read_seq: Generated<number>;
  joined_at: CreatedAt;
}

export interface ChatMessagesTable {
  id: GeneratedInt8;
  conversation_id: Int8;
  seq: number;
  sender_user_id: Int8;
  body: string;
  client_id: string | null;
  sent_at: CreatedAt;
}

/** Migration 0023: a course's courseware pages, each an image with texts per language. */
export interface CoursewarePagesTable {
  id: GeneratedInt8;
  course_id: Int8;
  number: number;
  title: ColumnType<Record<string, string>, string, string>;
  alt: ColumnType<Record<string, string>, string, string>;
  storage: 'seed' | 'upload';
  file_name: string;
  content_type: 'image/svg+xml' | 'image/png' | 'image/jpeg' | 'image/webp';
  size_bytes: number;
  sha256: string;
  uploaded_by: ColumnType<string | null, number | string | null | undefined, number | string | null>;
  created_at: CreatedAt;
}

/** Migration 0025: the learner's profile beside the account, and deleted accounts. */
export interface UserProfilesTable {
  user_id: Int8;
  full_name: string | null;
  gender: Generated<number>;
  native_language: string | null;
  age_range: string | null;
  job: string | null;
  medium_language: string | null;
  purpose: string | null;
  learning_plan: string | null;
  wechat_id: string | null;
  skype_id: string | null;
  delivery_way: DeliveryWay | null;
  avatar_file: string | null;
  lesson_reminder_emails: Generated<boolean>;
  updated_at: UpdatedAt;
}

export interface DeletedAccountsTable {
  user_id: Int8;
  deleted_at: CreatedAt;
}

/** Migration 0026: linked accounts' requests and families, whose lesson time a lesson spent, WeChat states. */
export interface AccountLinkRequestsTable {
  id: GeneratedInt8;
  from_user_id: Int8;
  to_user_id: Int8;
  created_at: CreatedAt;
}

export interface AccountFamiliesTable {
  user_id: Int8;
  main_id: Int8;
  linked_at: CreatedAt;
}

export interface LessonTimeSpendsTable {
  lesson_id: Int8;
  owner_id: Int8;
}

export interface WechatBindStatesTable {
  state_hash: string;
  user_id: Int8;
  created_at: ColumnType<Date, Date | string, never>;
  expires_at: ColumnType<Date, Date | string, never>;
}

/** Migration 0027: the promotion programme (promoters, clicks, attributed orders) and invite rewards. */
export interface PromoterKindsTable {
  kind: string;
  income_bp: number;
  coupon_percent: number;
}

export interface PromotersTable {
  user_id: Int8;
  kind: string;
  coupon_id: Int8;
  created_at: CreatedAt;
}

export interface PromotionClicksTable {
  promoter_id: Int8;
  visitor_id: string;
  day: ColumnType<unknown, string, string>;
  clicked_at: ColumnType<Date, Date | string, Date | string>;
}

export interface PromotionClickHoursTable {
  promoter_id: Int8;
  hour: ColumnType<Date, Date | string, Date | string>;
  clicks: number;
}

export interface PromotionVisitorsTable {
  visitor_id: string;
  promoter_id: Int8;
  clicked_at: ColumnType<Date, Date | string, Date | string>;
}

export interface PromotionOrdersTable {
  order_id: Int8;
  promoter_id: Int8;
  income_bp: number;
  source: 'click' | 'coupon';
  created_at: ColumnType<Date, Date | string, never>;
  amount_minor: Int8;
  total_minor: Int8;
  status: number;
  paid_at: Date | string | null;
  income_minor: Int8 | null;
  credited_at: Date | string | null;
  transfer_id: Int8 | null;
}

export interface InviteRewardSettingsTable {
  id: Generated<boolean>;
  reward_minor: Int8;
}

export interface InviteCodesTable {
  user_id: Int8;
  code: string;
}

export interface InvitesTable {
  invitee_id: Int8;
  inviter_id: Int8;
  registered_at: ColumnType<Date, Date | string, never>;
  reward_order_id: Int8 | null;
  reward_minor: Int8 | null;
  rewarded_at: Date | string | null;
  transfer_id: Int8 | null;
}

/** Migration 0028: the learner's one delivery address for printed textbooks. */
export interface DeliveryAddressesTable {
  user_id: Int8;
  name: string;
  phone: string;
  country: string;
  region: string;
  city: string;
  street: string;
  postal_code: string;
  updated_at: UpdatedAt;
}

/** Migration 0028: a printed textbook's delivery to a learner; no row reads as awaiting an address. */
export interface TextbookDeliveriesTable {
  user_id: Int8;
  course_id: Int8;
  state: Generated<'preparing' | 'shipped' | 'delivered'>;
  tracking_number: string | null;
  shipped_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  updated_at: UpdatedAt;
}

/** Migration 0028: the learner's mentor form and its latest match. */
export interface MentorPlansTable {
  user_id: Int8;
  form: ColumnType<unknown, string, string>;
  teachers: ColumnType<unknown, string, string>;
  plan: ColumnType<unknown, string, string>;
  matched_at: ColumnType<Date, Date | string | undefined, Date | string>;
}
export interface Database {
  schema_migrations: SchemaMigrationsTable;
  translations: TranslationsTable;
  tags: TagsTable;
  teachers: TeachersTable;
  teacher_tags: TeacherTagsTable;
  courses: CoursesTable;
  course_tags: CourseTagsTable;
  course_skus: CourseSkusTable;
  group_classes: GroupClassesTable;
  calendar_feeds: CalendarFeedsTable;
  group_sessions: GroupSessionsTable;
  enrolments: EnrolmentsTable;
  video_lessons: VideoLessonsTable;
  video_lesson_items: VideoLessonItemsTable;
  lessons: LessonsTable;
  posts: PostsTable;
  post_tags: PostTagsTable;
  cms_pages: CmsPagesTable;
  exchange_rates: ExchangeRatesTable;
  users: UsersTable;
  user_sessions: UserSessionsTable;
  rate_limits: RateLimitsTable;
  password_resets: PasswordResetsTable;
  oauth_states: OAuthStatesTable;
  oauth_accounts: OAuthAccountsTable;
  organisations: OrganisationsTable;
  org_members: OrgMembersTable;
  company_users: CompanyUsersTable;
  ledger_accounts: LedgerAccountsTable;
  ledger_transfers: LedgerTransfersTable;
  ledger_entries: LedgerEntriesTable;
  coupons: CouponsTable;
  orders: OrdersTable;
  coupon_redemptions: CouponRedemptionsTable;
  grants: GrantsTable;
  idempotency_keys: IdempotencyKeysTable;
  top_ups: TopUpsTable;
  payment_notifications: PaymentNotificationsTable;
  operators: OperatorsTable;
  teacher_availability: TeacherAvailabilityTable;
  availability_exceptions: AvailabilityExceptionsTable;
  assistant_teachers: AssistantTeachersTable;
  lesson_time: LessonTimeTable;
  lesson_reminders: LessonRemindersTable;
  classroom_attendance: ClassroomAttendanceTable;
  courseware_pages: CoursewarePagesTable;
  chat_conversations: ChatConversationsTable;
  chat_members: ChatMembersTable;
  chat_messages: ChatMessagesTable;
  group_replays: GroupReplaysTable;
  video_words: VideoWordsTable;
  video_clips: VideoClipsTable;
  video_caption_cues: VideoCaptionCuesTable;
  video_exercises: VideoExercisesTable;
  video_clip_progress: VideoClipProgressTable;
  video_practice_attempts: VideoPracticeAttemptsTable;
  video_practice_results: VideoPracticeResultsTable;
  user_profiles: UserProfilesTable;
  deleted_accounts: DeletedAccountsTable;
  account_link_requests: AccountLinkRequestsTable;
  account_families: AccountFamiliesTable;
  lesson_time_spends: LessonTimeSpendsTable;
  wechat_bind_states: WechatBindStatesTable;
  promoter_kinds: PromoterKindsTable;
  promoters: PromotersTable;
  promotion_clicks: PromotionClicksTable;
  promotion_click_hours: PromotionClickHoursTable;
  promotion_visitors: PromotionVisitorsTable;
  promotion_orders: PromotionOrdersTable;
  invite_reward_settings: InviteRewardSettingsTable;
  invite_codes: InviteCodesTable;
  invites: InvitesTable;
  delivery_addresses: DeliveryAddressesTable;
  textbook_deliveries: TextbookDeliveriesTable;
  mentor_plans: MentorPlansTable;
}

type Texts = ColumnType<Record<string, string>, string, string>;
type Json<T> = ColumnType<T, string, string>;

/** Migration 0024: the content of video lesson items, and each account's progress through them. */
export interface VideoWordsTable {
  id: GeneratedInt8;
  item_id: Int8;
  position: number;
  characters: string;
  pinyin: string;
  meaning: Texts;
  audio_file: string;
}

export interface VideoClipsTable {
  item_id: Int8;
  file_name: string;
  content_type: 'video/webm' | 'video/mp4';
  duration_seconds: number;
}

export interface VideoCaptionCuesTable {
  item_id: Int8;
  position: number;
  starts_at: number;
  ends_at: number;
  chinese: string;
  pinyin: string;
  translation: Texts;
}

export interface VideoExercisesTable {
  id: GeneratedInt8;
  item_id: Int8;
  position: number;
  kind: 'meaning' | 'listen' | 'tone' | 'order';
  prompt: Json<Record<string, unknown>>;
  options: Json<unknown[]>;
  answer: Json<{ choice: number } | { order: number[] }>;
}

export interface VideoClipProgressTable {
  user_id: Int8;
  item_id: Int8;
  coverage: Json<Array<[number, number]>>;
  watched_seconds: Generated<number>;
  position_seconds: Generated<number>;
  last_report_at: Date | null;
  completed_at: Date | null;
  updated_at: UpdatedAt;
}

export interface VideoPracticeAttemptsTable {
  id: GeneratedInt8;
  user_id: Int8;
  item_id: Int8;
  score: number;
  answers: Json<unknown>;
  created_at: CreatedAt;
}

export interface VideoPracticeResultsTable {
  user_id: Int8;
  item_id: Int8;
  best_score: number;
  attempts: number;
  best_at: Date;
  updated_at: UpdatedAt;
}
