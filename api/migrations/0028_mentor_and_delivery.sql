-- My materials and the private mentor (issue 14; SPEC §1 private mentor and learning plan, §2 user/delivery).

-- Whether buying the course brings a printed textbook, posted to the learner's delivery address.
alter table courses add column printed_textbook boolean not null default false;

-- One delivery address per learner; the checks repeat the contract's so no other writer stores a bad one.
create table delivery_addresses (
  user_id bigint primary key references users (id) on delete cascade,
  name text not null check (length(btrim(name)) between 1 and 100),
  phone text not null check (phone ~ '^\+?[0-9][0-9 ().-]{4,22}[0-9]$'),
  country text not null check (country ~ '^[A-Z]{2}$'),
  region text not null default '' check (length(region) <= 100),
  city text not null check (length(btrim(city)) between 1 and 100),
  street text not null check (length(btrim(street)) between 1 and 200),
  postal_code text not null check (postal_code ~ '^[A-Za-z0-9][A-Za-z0-9 -]{1,10}[A-Za-z0-9]$'),
  updated_at timestamptz not null default now()
);

-- A printed textbook's way to a learner, one per learner and course: made 'preparing' once an address is
-- known; 'shipped' and 'delivered' are the service centre's. No row yet reads as waiting for an address.
create table textbook_deliveries (
  user_id bigint not null references users (id) on delete cascade,
  course_id bigint not null references courses (id) on delete cascade,
  state text not null default 'preparing' check (state in ('preparing', 'shipped', 'delivered')),
  tracking_number text check (length(tracking_number) <= 60),
  shipped_at timestamptz,
  updated_at timestamptz not null default now(),
  primary key (user_id, course_id),
  check ((state = 'preparing') = (shipped_at is null))
);

-- The learner's mentor form and its latest match (teachers and study plan), replaced on each re-match.
create table mentor_plans (
  user_id bigint primary key references users (id) on delete cascade,
  form jsonb not null check (jsonb_typeof(form) = 'object'),
  teachers jsonb not null check (jsonb_typeof(teachers) = 'array'),
  plan jsonb not null check (jsonb_typeof(plan) = 'object'),
  matched_at timestamptz not null default now()
);
