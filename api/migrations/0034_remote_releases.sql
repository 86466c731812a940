-- Issue 27, remote releases: a remote (mf-booking…) is shipped as an immutable, versioned release whose files are
-- in the file store under releases/<remote>/<version>/; what is live per remote, and its canary, is data here,
-- with every change kept as an audit row (docs/releases.md).
create table remote_releases (
  id bigint generated always as identity primary key,
  remote text not null check (remote ~ '^mf-[a-z0-9]+(-[a-z0-9]+)*$'),
  version text not null check (version ~ '^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$'),
  -- What was built: every file with its sha384 integrity, the shared singletons' and the contract's versions.
  manifest jsonb not null check (jsonb_typeof(manifest) = 'object'),
  created_at timestamptz not null default now(),
  created_by text not null check (length(created_by) between 1 and 200),
  unique (remote, version)
);

-- The live registry: one row per remote that has ever had a release made live or canaried.
create table remote_registry (
  remote text primary key check (remote ~ '^mf-[a-z0-9]+(-[a-z0-9]+)*$'),
  live_release_id bigint references remote_releases (id),
  canary_release_id bigint references remote_releases (id),
  canary_share smallint not null default 0 check (canary_share between 0 and 100),
  -- The number of changes made to this row; each change's audit row carries it (unique below).
  revision integer not null default 0 check (revision >= 0),
  updated_at timestamptz not null default now(),
  check (canary_release_id is null or canary_release_id is distinct from live_release_id),
  check (canary_release_id is not null or canary_share = 0)
);

-- Append-only history of the registry: who changed what, when, and the row before and after.
create table remote_registry_changes (
  id bigint generated always as identity primary key,
  remote text not null references remote_registry (remote),
  revision integer not null check (revision > 0),
  action text not null check (action in ('promote', 'canary', 'rollback', 'end-canary')),
  actor text not null check (length(actor) between 1 and 200),
  before jsonb not null,
  after jsonb not null,
  created_at timestamptz not null default now(),
  -- Two changes computed from the same revision cannot both be recorded.
  unique (remote, revision)
);

create function remote_registry_changes_append_only() returns trigger language plpgsql as $$
begin
  raise exception 'remote_registry_changes is append-only';
end;
$$;

create trigger remote_registry_changes_append_only
before update or delete on remote_registry_changes
for each row execute function remote_registry_changes_append_only();
