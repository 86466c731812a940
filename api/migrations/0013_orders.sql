-- Orders, coupons and what a paid order grants (issue 9, SPEC §3–§5). Amounts in minor units (fen of CNY).

-- A coupon of SPEC §3/§5: a fixed amount off (fen) or a percentage off, within a validity window, for one
-- course or all, above a minimum amount in whole yuan, a number of uses per user, and possibly for the first
-- purchase of a new user only.
create table coupons (
  id bigint generated always as identity primary key,
  code text not null unique check (code ~ '^[A-Za-z0-9_-]{1,40}$'),
  discount_type text not null check (discount_type in ('fixed', 'percent')),
  -- fen off for 'fixed', percent off (1–100) for 'percent'
  discount_value bigint not null check (discount_value > 0),
  starts_at timestamptz,
  ends_at timestamptz,
  -- null: every course
  course_id bigint references courses (id) on delete cascade,
  min_amount_yuan integer not null default 0 check (min_amount_yuan >= 0),
  per_user_limit integer not null default 1 check (per_user_limit > 0),
  new_users_only boolean not null default false,
  created_at timestamptz not null default now(),
  check (discount_type <> 'percent' or discount_value <= 100),
  check (starts_at is null or ends_at is null or starts_at < ends_at)
);

-- Status 0 awaiting payment, 1 paid, 4 cancelled (SPEC §3). Price, discount and total are fixed at creation.
create table orders (
  id bigint generated always as identity primary key,
  user_id bigint not null references users (id) on delete cascade,
  sku_id bigint not null references course_skus (id),
  course_id bigint not null references courses (id),
  quantity integer not null check (quantity between 1 and 100),
  currency char(3) not null default 'CNY',
  unit_price_minor bigint not null check (unit_price_minor >= 0),
  amount_minor bigint not null check (amount_minor = unit_price_minor * quantity),
  discount_minor bigint not null default 0 check (discount_minor between 0 and amount_minor),
  total_minor bigint not null check (total_minor = amount_minor - discount_minor),
  coupon_id bigint references coupons (id),
  status smallint not null default 0 check (status in (0, 1, 4)),
  -- whose wallet paid: the user's, or their company's (SPEC §6)
  payer_id bigint references users (id),
  created_at timestamptz not null default now(),
  paid_at timestamptz,
  cancelled_at timestamptz,
  check ((status = 1) = (paid_at is not null)),
  check ((status = 4) = (cancelled_at is not null))
);

create index orders_user_idx on orders (user_id, id desc);
create index orders_sku_paid_idx on orders (sku_id, user_id) where status = 1;

-- A coupon used by a paid order. use_number counts a user's uses of a coupon from 1: two transactions
-- that both take the same next number collide on the unique key, so concurrent orders cannot use a coupon
-- more often than its per-user limit allows.
create table coupon_redemptions (
  id bigint generated always as identity primary key,
  coupon_id bigint not null references coupons (id),
  user_id bigint not null references users (id) on delete cascade,
  order_id bigint not null unique references orders (id) on delete cascade,
  use_number integer not null check (use_number >= 1),
  created_at timestamptz not null default now(),
  constraint coupon_redemptions_use_key unique (coupon_id, user_id, use_number)
);

-- What a paid order gives, keyed by the user who owns it (linked accounts share an owner's grants later):
-- lesson time for a live package (lessons × minutes × quantity), a seat in a group class (the enrolments
-- row is the seat), access to a video course.
create table grants (
  id bigint generated always as identity primary key,
  owner_id bigint not null references users (id) on delete cascade,
  order_id bigint not null unique references orders (id) on delete cascade,
  course_id bigint not null references courses (id),
  kind text not null check (kind in ('lesson_minutes', 'seat', 'access')),
  lesson_minutes integer check ((kind = 'lesson_minutes') = (lesson_minutes is not null and lesson_minutes > 0)),
  created_at timestamptz not null default now()
);

create index grants_owner_idx on grants (owner_id, course_id);

-- Idempotency-Key of a money-moving POST: the first answer, replayed for a repeat with the same request;
-- a repeat with another request (fingerprint) is refused. The row is written in the request's transaction,
-- so a concurrent repeat waits for the first to commit and then replays it.
create table idempotency_keys (
  user_id bigint not null references users (id) on delete cascade,
  scope text not null,
  key text not null check (length(key) between 1 and 255),
  fingerprint text not null,
  response jsonb,
  created_at timestamptz not null default now(),
  primary key (user_id, scope, key)
);
