-- A private calendar feed per user (issue 11): Google or Apple Calendar subscribes to
-- /api/calendar/{token}.ics and reads the user's lessons and group sessions. The token is the only
-- credential a calendar app can carry; it is random, shown to its owner, and replaced on request (the old
-- address stops working at once).
create table calendar_feeds (
  user_id bigint primary key references users (id) on delete cascade,
  token text not null unique check (token ~ '^[A-Za-z0-9_-]{32,64}$'),
  created_at timestamptz not null default now()
);
