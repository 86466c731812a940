-- Top-ups (issue 9): a learner's payment through a gateway into their tuition balance, and the inbox of
-- the gateways' notifications. The balance moves only in the ledger (0012), from a verified notification
-- or a server-side capture or query; these rows say what was asked of the gateway and what it answered.

create table top_ups (
  id bigint generated always as identity primary key,
  user_id bigint not null references users (id) on delete cascade,
  gateway text not null check (gateway in ('alipay', 'paypal', 'goallpay')),
  device text not null check (device in ('pc', 'phone')),
  -- what the wallet receives, CNY fen, and the recharge gift of its tier
  amount_minor bigint not null check (amount_minor > 0),
  gift_minor bigint not null default 0 check (gift_minor >= 0),
  -- our id of the payment at the gateway (its "out trade no"), and the gateway's own once known
  payment_id text not null unique check (length(payment_id) between 1 and 64),
  gateway_payment_id text,
  -- what the gateway was asked to charge: the converted amount and the stored rate when converted
  charged_minor bigint,
  charged_currency char(3),
  rate text,
  rate_date text,
  redirect_url text,
  -- created: not yet at the gateway; pending: the payer is sent there; paid and failed are final
  status text not null default 'created' check (status in ('created', 'pending', 'paid', 'failed')),
  -- the client's Idempotency-Key and a fingerprint of what it asked, to replay or refuse a repeat
  idempotency_key text check (length(idempotency_key) between 1 and 255),
  request_fingerprint text not null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint top_ups_idempotency_key unique (user_id, idempotency_key)
);

create index top_ups_user_idx on top_ups (user_id, id desc);
create index top_ups_pending_idx on top_ups (created_at) where status = 'pending';

-- Every notification as it arrived, stored before it is checked; then its outcome. A verified one is
-- applied at most once per (gateway, the gateway's payment id, status): a replay or a concurrent
-- duplicate finds that key taken and changes nothing. Refused ones keep no key (their ids are unproven).
create table payment_notifications (
  id bigint generated always as identity primary key,
  gateway text not null,
  headers jsonb not null default '{}',
  -- the bytes as received (bytea: a body may hold what text cannot, a NUL)
  body bytea not null,
  received_at timestamptz not null default now(),
  outcome text not null default 'received' check (outcome in ('received', 'applied', 'duplicate', 'refused')),
  refusal text,
  gateway_payment_id text,
  status text,
  top_up_id bigint references top_ups (id) on delete set null
);

create unique index payment_notifications_applied_key
  on payment_notifications (gateway, gateway_payment_id, status) where outcome = 'applied';
create index payment_notifications_top_up_idx on payment_notifications (top_up_id);
