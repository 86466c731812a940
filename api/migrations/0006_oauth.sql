-- OAuth 2.0 sign-in: the state of each started flow (single use, 10 minutes) and the provider
-- accounts linked to users.
create table oauth_states (
  -- sha256 (hex) of the state parameter
  state_hash text primary key check (state_hash ~ '^[0-9a-f]{64}$'),
  provider text not null,
  -- PKCE verifier, sent with the code to the provider's token endpoint
  code_verifier text not null,
  redirect_uri text not null,
  created_at timestamptz not null,
  expires_at timestamptz not null
);

create index oauth_states_expires_at_idx on oauth_states (expires_at);

create table oauth_accounts (
  provider text not null,
  -- the provider's id of the account (OpenID Connect `sub`)
  subject text not null,
  user_id bigint not null references users (id) on delete cascade,
  created_at timestamptz not null default now(),
  primary key (provider, subject)
);

create index oauth_accounts_user_id_idx on oauth_accounts (user_id);
