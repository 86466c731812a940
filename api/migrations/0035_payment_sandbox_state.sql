-- Issue 27: the payment sandboxes (a demo facility, never mounted in production) keep their merchants, signing
-- keys, trades, PayPal orders, tokens and request ids here instead of in each API process's memory, so that a
-- payer's approval or a gateway's notification handled by another process than the one that made the trade
-- still finds it, and a restart forgets nothing. One record per (gateway, kind, id), as the sandbox wrote it.
create table payment_sandbox_records (
  gateway text not null check (gateway in ('alipay', 'paypal', 'goallpay')),
  kind text not null check (length(kind) between 1 and 40),
  id text not null check (length(id) between 1 and 1000),
  data jsonb not null,
  created_at timestamptz not null default now(),
  primary key (gateway, kind, id)
);
