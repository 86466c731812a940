-- Promotion programme and invite rewards (issue 14, SPEC §1, §2 user/promote and user/spread, §3 promotion
-- stats, §9 income share 3 % / 5 %, cookies 30 days, bill type 7 reward). Amounts in minor units (fen).

-- The kinds of promoter and their income share, as data (SPEC §9: employees 3 %, part-time teachers 5 %), and
-- the discount of the coupon a promoter of the kind hands out.
create table promoter_kinds (
  kind text primary key check (kind ~ '^[a-z_]{1,40}$'),
  income_bp integer not null check (income_bp between 0 and 10000),
  coupon_percent integer not null check (coupon_percent between 1 and 100)
);
insert into promoter_kinds (kind, income_bp, coupon_percent) values
  ('employee', 300, 5),
  ('part_time_teacher', 500, 5);

-- Who promotes, of which kind, and with which coupon (a row of 0013's coupons, theirs alone).
create table promoters (
  user_id bigint primary key references users (id) on delete cascade,
  kind text not null references promoter_kinds (kind),
  coupon_id bigint not null unique references coupons (id),
  created_at timestamptz not null default now()
);

-- A followed link, counted once per visitor and promoter per day (UTC): a second visit that day collides
-- on the primary key and adds nothing, however many requests race. visitor_id is a random first-party
-- cookie id. The stats read (promoter_id, clicked_at) only, so the index covers them.
create table promotion_clicks (
  promoter_id bigint not null references promoters (user_id) on delete cascade,
  visitor_id uuid not null,
  day date not null,
  clicked_at timestamptz not null,
  primary key (promoter_id, visitor_id, day)
);
create index promotion_clicks_stats_idx on promotion_clicks (promoter_id, clicked_at);

-- The clicks per promoter and UTC hour, moved in the statement that counts a click: the statistics add up at
-- most 24 rows a day instead of counting clicks (a promoter's day in their own time zone is made of whole
-- hours; a zone half an hour off UTC sees each hour in the day it starts in).
create table promotion_click_hours (
  promoter_id bigint not null references promoters (user_id) on delete cascade,
  hour timestamptz not null,
  clicks integer not null check (clicks > 0),
  primary key (promoter_id, hour)
);

-- A visitor's last followed link: the one that decides the promoter of their orders within 30 days.
create table promotion_visitors (
  visitor_id uuid primary key,
  promoter_id bigint not null references promoters (user_id) on delete cascade,
  clicked_at timestamptz not null
);

-- An order attributed to a promoter when it was created, with the share of the promoter's kind at that
-- time. The income is credited once (bill type 7) when the order can no longer be cancelled or refunded:
-- credited_at, income_minor and the transfer are written together, and the transfer's idempotency key
-- (promotion:order:{id}) keeps a second sweep from paying twice.
create table promotion_orders (
  order_id bigint primary key references orders (id) on delete cascade,
  promoter_id bigint not null references promoters (user_id) on delete cascade,
  income_bp integer not null check (income_bp between 0 and 10000),
  -- 'click' (last followed link within 30 days) or 'coupon' (the promoter's coupon without a click)
  source text not null check (source in ('click', 'coupon')),
  created_at timestamptz not null,
  -- The order's amounts (fixed when it is made) and its status and payment, kept in step by the trigger
  -- below, so the statistics read this table alone.
  amount_minor bigint not null check (amount_minor >= 0),
  total_minor bigint not null check (total_minor >= 0),
  status smallint not null,
  paid_at timestamptz,
  income_minor bigint check (income_minor >= 0),
  credited_at timestamptz,
  transfer_id bigint references ledger_transfers (id),
  check ((credited_at is null) = (income_minor is null))
);
create index promotion_orders_stats_idx on promotion_orders (promoter_id, created_at)
  include (status, amount_minor, total_minor, income_bp, income_minor);

-- An attributed order's status and payment follow the order's.
create function promotion_order_follow() returns trigger language plpgsql as $$
begin
  update promotion_orders set status = new.status, paid_at = new.paid_at where order_id = new.id;
  return null;
end $$;

create trigger orders_promotion_follow after update of status, paid_at on orders
  for each row when (old.status is distinct from new.status or old.paid_at is distinct from new.paid_at)
  execute function promotion_order_follow();
create index promotion_orders_uncredited_idx on promotion_orders (order_id) where credited_at is null;

-- The reward an inviter gets when an invited friend's first purchase is final, as data (one row).
create table invite_reward_settings (
  id boolean primary key default true check (id),
  reward_minor bigint not null check (reward_minor > 0)
);
insert into invite_reward_settings (reward_minor) values (2000);

-- A learner's invite code, made on first use.
create table invite_codes (
  user_id bigint primary key references users (id) on delete cascade,
  code text not null unique check (code ~ '^[A-Za-z0-9]{6,20}$')
);

-- A friend who registered through an invite link: once per friend (the primary key), never oneself. The
-- reward is written with the first purchase's order, whose uniqueness keeps an order from paying twice.
create table invites (
  invitee_id bigint primary key references users (id) on delete cascade,
  inviter_id bigint not null references users (id) on delete cascade,
  registered_at timestamptz not null,
  reward_order_id bigint unique references orders (id),
  reward_minor bigint check (reward_minor > 0),
  rewarded_at timestamptz,
  transfer_id bigint references ledger_transfers (id),
  check (invitee_id <> inviter_id),
  check ((rewarded_at is null) = (reward_order_id is null) and (rewarded_at is null) = (reward_minor is null))
);
create index invites_inviter_idx on invites (inviter_id, registered_at desc);
create index invites_unrewarded_idx on invites (invitee_id) where rewarded_at is null;
