-- Password reset links: single use, expiring; only the sha256 of a link's code is stored.
create table password_resets (
  code_hash text primary key check (code_hash ~ '^[0-9a-f]{64}$'),
  user_id bigint not null references users (id) on delete cascade,
  created_at timestamptz not null,
  expires_at timestamptz not null,
  used_at timestamptz
);

create index password_resets_user_id_idx on password_resets (user_id);

alter table auth_attempts drop constraint auth_attempts_action_check;
alter table auth_attempts
  add constraint auth_attempts_action_check check (action in ('login', 'register', 'password', 'reset'));
