-- What registration records about an account (SPEC §3), and the sign-in attempts rate limits count.
alter table users
  add column language text,
  add column utm_source text,
  add column utm_medium text,
  add column utm_campaign text,
  -- the organisation the account registered under (SPEC §7 org_id)
  add column org_id bigint;

-- One row per attempt at a limited action; rows older than the longest window are deleted as new
-- attempts arrive. `subject` is 'ip:<address>', 'email:<sha256 of the lower-case address>' or
-- 'user:<id>', so the table holds no addresses in clear.
create table auth_attempts (
  id bigint generated always as identity primary key,
  action text not null check (action in ('login', 'register', 'password')),
  subject text not null,
  succeeded boolean not null default false,
  created_at timestamptz not null
);

create index auth_attempts_subject_idx on auth_attempts (action, subject, created_at);
