-- Linked accounts (issue 14, SPEC §1 "linked accounts share courses", §5): a learner links a family member's
-- registered account by its address; the other account consents by accepting the request. A family is one
-- main account (the one who asked) and its members; an account is in at most one family, and a member is
-- never the main account of another (no chains, no cycles). Linked accounts use each other's purchases:
-- the main account its members', each member the main account's.

-- A request waits for the other account to accept it. One request per pair of accounts, whichever asked.
create table account_link_requests (
  id bigint generated always as identity primary key,
  from_user_id bigint not null references users (id) on delete cascade,
  to_user_id bigint not null references users (id) on delete cascade,
  created_at timestamptz not null default now(),
  constraint account_link_requests_not_self check (from_user_id <> to_user_id)
);

create unique index account_link_requests_pair_idx
  on account_link_requests (least(from_user_id, to_user_id), greatest(from_user_id, to_user_id));
create index account_link_requests_to_idx on account_link_requests (to_user_id);

-- Families: one row per account in one. The main account's row names itself; a member's names its main
-- account, and the foreign key on (main_id, main_id) holds that this is a main account's own row. So:
-- - the primary key keeps an account in one family at most ("already linked to another account", SPEC §5);
-- - a member's main account is a main account, never a member: no chains and no cycles;
-- - a main account with members cannot leave or join another family (its row is referenced).
-- Changes also lock both accounts' users rows first, so that the checks before them see what is committed.
create table account_families (
  user_id bigint primary key references users (id) on delete cascade,
  main_id bigint not null,
  linked_at timestamptz not null default now(),
  constraint account_families_user_main_key unique (user_id, main_id),
  constraint account_families_main_fk foreign key (main_id, main_id)
    references account_families (user_id, main_id) on delete cascade
);

create index account_families_main_idx on account_families (main_id);

-- Whose lesson time a booking spent, when it was not the learner's own (a linked account's live package):
-- a cancellation gives the minutes and their value back to this owner.
create table lesson_time_spends (
  lesson_id bigint primary key references lessons (id) on delete cascade,
  owner_id bigint not null references users (id) on delete cascade
);

-- WeChat binding (SPEC §7 /user/wechat/qrcode): the state of each QR code shown, tied to the signed-in
-- user, single use and short-lived. The WeChat account itself is an oauth_accounts row of provider 'wechat'.
create table wechat_bind_states (
  -- sha256 (hex) of the state parameter
  state_hash text primary key check (state_hash ~ '^[0-9a-f]{64}$'),
  user_id bigint not null references users (id) on delete cascade,
  created_at timestamptz not null,
  expires_at timestamptz not null,
  check (expires_at > created_at)
);

create index wechat_bind_states_expires_at_idx on wechat_bind_states (expires_at);

-- One WeChat account per user (the primary key already gives one user per WeChat account).
create unique index oauth_accounts_one_wechat_idx on oauth_accounts (user_id) where provider = 'wechat';
