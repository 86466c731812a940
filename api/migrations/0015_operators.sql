-- Operators of the service centre: who may credit and deduct any wallet, read any user's balance and
-- bills, and create coupons through the API (the endpoints' role 'operator'). Granted and revoked with
-- `npm run operator -- grant|revoke --email …`, which needs the database, never through the API.
create table operators (
  user_id bigint primary key references users (id) on delete cascade,
  granted_at timestamptz not null default now()
);
