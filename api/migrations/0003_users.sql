-- Accounts and their sign-in sessions.
create table users (
  id bigint generated always as identity primary key,
  email text not null check (email ~ '^[^@[:space:]]+@[^@[:space:]]+$'),
  nick_name text not null default '',
  password_hash text not null,
  -- IANA zone name chosen by the user, null until chosen
  time_zone text,
  created_at timestamptz not null default now()
);

-- One account per address, whatever its letter case.
create unique index users_email_lower_key on users (lower(email));

create table user_sessions (
  -- sha256 (hex) of the bearer token; the token itself is never stored
  token_hash text primary key check (token_hash ~ '^[0-9a-f]{64}$'),
  user_id bigint not null references users (id) on delete cascade,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null
);

create index user_sessions_user_id_idx on user_sessions (user_id);
create index user_sessions_expires_at_idx on user_sessions (expires_at);
