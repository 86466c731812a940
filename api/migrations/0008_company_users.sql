-- Company-paid accounts (SPEC §3, §6): a company's account pays for the user's lessons from its
-- balance. Set up by the platform, not through the API; shown as company_user in the user info.
create table company_users (
  id bigint generated always as identity primary key,
  user_id bigint not null unique references users (id) on delete cascade,
  -- the paying company's own account
  company_user_id bigint not null references users (id) on delete cascade,
  -- the company's name as the user sees it
  show_name text not null,
  -- how the company shares its balance (values not shown by SPEC)
  share_type smallint not null,
  created_at timestamptz not null default now(),
  check (user_id <> company_user_id)
);

create index company_users_company_user_id_idx on company_users (company_user_id);
