-- Organisations and their sub-accounts (SPEC §6). Who owns an organisation is set by the platform
-- (seed, support), not through the API; the owner creates, lists and deletes the sub-accounts.
create table organisations (
  id bigint generated always as identity primary key,
  owner_id bigint not null unique references users (id) on delete cascade,
  name text not null default '',
  created_at timestamptz not null default now()
);

create table org_members (
  user_id bigint primary key references users (id) on delete cascade,
  org_id bigint not null references organisations (id) on delete cascade,
  -- ORG_USER_TYPE of the contract: 1 learner, 2 teacher
  user_type smallint not null default 1 check (user_type in (1, 2)),
  created_at timestamptz not null default now()
);

create index org_members_org_id_idx on org_members (org_id, created_at desc);
