-- Attempt limits moved to rate-limiter-flexible (docs/decisions.md, issue 8). `auth_attempts` kept a row
-- per attempt, refused ones too, so a flood made every next count slower. The limiter keeps one row per
-- counted key instead, here when the counts are shared through PostgreSQL (RateLimiterPostgres's own
-- layout: `expire` in epoch milliseconds, rows past it are deleted by the limiter).
drop table auth_attempts;

create table rate_limits (
  key varchar(255) primary key,
  points integer not null default 0,
  expire bigint
);

create index rate_limits_expire_idx on rate_limits (expire);
