-- Issue 14: the learner's profile (SPEC §3), account settings and account deletion (user/info, user/setting).
-- The enumerations are the contract's (packages/contract/src/account.ts, enums.ts), checked here again. The
-- Chinese grade and HSK level stay on users, where the level test writes them (0009).
create table user_profiles (
  user_id bigint primary key references users (id) on delete cascade,
  full_name text check (length(full_name) between 1 and 100),
  -- GENDER: 0 undisclosed, 1 male, 2 female
  gender smallint not null default 0 check (gender in (0, 1, 2)),
  native_language text check (native_language in (
    'en', 'zh', 'es', 'ja', 'ko', 'fr', 'de', 'it', 'pt', 'ru',
    'ar', 'hi', 'th', 'vi', 'id', 'ms', 'tr', 'nl', 'pl', 'sv')),
  age_range text check (age_range in ('6-18', '18-30', '30-50', '50+')),
  job text check (job in ('student', 'staff', 'boss', 'freelancer', 'other')),
  medium_language text check (medium_language in (
    'en', 'zh', 'es', 'ja', 'ko', 'fr', 'de', 'it', 'pt', 'ru',
    'ar', 'hi', 'th', 'vi', 'id', 'ms', 'tr', 'nl', 'pl', 'sv')),
  purpose text check (purpose in ('interest', 'career', 'exam', 'study', 'travel', 'social', 'other')),
  -- the learner's own plan, in words (users.learning_plan is the level test's generated one)
  learning_plan text check (length(learning_plan) between 1 and 2000),
  wechat_id text check (length(wechat_id) between 1 and 64),
  skype_id text check (length(skype_id) between 1 and 64),
  -- how the learner wants lessons given; Wechat or Skype needs that ID, as a booking does (lessons 0016)
  delivery_way text check (delivery_way in ('classroom', 'wechat', 'skype')),
  -- a file of the avatar store, named randomly per upload (so its address can be cached for good)
  avatar_file text check (avatar_file ~ '^[0-9a-f]{32}\.webp$'),
  -- the booking's lesson reminder emails (a day and an hour ahead)
  lesson_reminder_emails boolean not null default true,
  updated_at timestamptz not null default now(),
  constraint user_profiles_contact_id_needed check (
    delivery_way is null
    or delivery_way = 'classroom'
    or (delivery_way = 'wechat' and wechat_id is not null)
    or (delivery_way = 'skype' and skype_id is not null)
  )
);

-- Accounts their owners deleted: the row in users stays (orders and the ledger point at it) with its
-- personal data erased; this records when, and that the account is closed for good.
create table deleted_accounts (
  user_id bigint primary key references users (id) on delete cascade,
  deleted_at timestamptz not null default now()
);
