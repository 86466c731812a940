-- Issue 28, teacher payouts: an operator's payout run for a month moves each teacher's payable balance
-- (less what is still open to dispute) to the payouts clearing account, one payout row per teacher and
-- month; the run is exported as a bank file and marked paid, which moves the money from the clearing
-- account out against the platform's bank (a mirror of money outside the platform, which goes negative
-- like the gateways' clearing accounts).
alter table ledger_accounts drop constraint ledger_accounts_purpose_check;
alter table ledger_accounts add constraint ledger_accounts_purpose_check check (purpose in (
  'wallet', 'company_wallet', 'teacher_payable',
  'alipay_clearing', 'paypal_clearing', 'goallpay_clearing',
  'gift_expense', 'promotion_expense', 'operator_adjustment',
  'course_revenue_held', 'course_revenue',
  'payouts_clearing', 'platform_bank'
));

-- One run per month (Beijing time); a second run for the same month is refused by the key.
create table payout_runs (
  id bigint generated always as identity primary key,
  period text not null unique check (period ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'),
  -- lessons that ended at or after this (the month's end, or 48 hours before the run) are held back
  cutoff_at timestamptz not null,
  -- a teacher whose payout would be below this is carried over to a later run
  minimum_minor bigint not null check (minimum_minor >= 0),
  state text not null default 'created' check (state in ('created', 'exported', 'paid')),
  created_by bigint not null,
  created_at timestamptz not null default now(),
  exported_at timestamptz,
  paid_at timestamptz,
  constraint payout_runs_exported_before_paid check (
    (state = 'created' and exported_at is null and paid_at is null)
    or (state = 'exported' and exported_at is not null and paid_at is null)
    or (state = 'paid' and exported_at is not null and paid_at is not null))
);

-- One payout per teacher and month, whatever the runs: the key that pays each teacher once.
create table payouts (
  id bigint generated always as identity primary key,
  run_id bigint not null references payout_runs (id),
  teacher_user_id bigint not null references users (id),
  period text not null,
  amount_minor bigint not null check (amount_minor > 0),
  -- what the teacher had earned but was held back (open to dispute, or earned after the cutoff)
  held_back_minor bigint not null check (held_back_minor >= 0),
  currency char(3) not null default 'CNY',
  -- the bank file's reference, e.g. 'HYP-2026-11-42'
  reference text not null unique,
  payout_transfer_id bigint not null references ledger_transfers (id),
  paid_transfer_id bigint references ledger_transfers (id),
  state text not null default 'created' check (state in ('created', 'exported', 'paid')),
  created_at timestamptz not null default now(),
  paid_at timestamptz,
  constraint payouts_teacher_period_key unique (teacher_user_id, period),
  constraint payouts_paid_has_transfer check ((state = 'paid') = (paid_transfer_id is not null and paid_at is not null))
);

create index payouts_run_idx on payouts (run_id, id);
