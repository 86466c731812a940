-- Money (issue 9, docs/decisions.md "Money"): a double-entry ledger in integer minor units (fen of CNY).
-- A transfer is a set of entries that sum to zero per currency; transfers and entries are never updated or
-- deleted. A wallet keeps its balance and a version beside its entries, moved by the trigger that inserts
-- an entry, and a CHECK refuses an overdraft whatever the concurrency.

-- One account per owner, purpose and currency. Wallets belong to a user (a learner, or a company's own
-- account, company_users.company_user_id) and may never go negative. The platform's accounts have no
-- owner and keep no running balance (null): nearly every transfer touches one of them, and a balance on
-- their row would make every transfer wait for the one before it (the "hot account" of pgledger and
-- TigerBeetle). Their balance is the sum of their entries; clearing, expense and adjustment accounts
-- mirror money outside the platform and go negative.
create table ledger_accounts (
  id bigint generated always as identity primary key,
  -- deleting a user with an empty account drops it; one with entries is refused by the entries' key
  owner_id bigint references users (id) on delete cascade,
  purpose text not null check (purpose in (
    'wallet', 'company_wallet',
    'alipay_clearing', 'paypal_clearing', 'goallpay_clearing',
    'gift_expense', 'promotion_expense', 'operator_adjustment',
    'course_revenue_held', 'course_revenue'
  )),
  currency char(3) not null default 'CNY' check (currency ~ '^[A-Z]{3}$'),
  -- a wallet's balance and how many entries have moved it; null for the platform's accounts
  balance bigint,
  version bigint,
  created_at timestamptz not null default now(),
  constraint ledger_accounts_owner_check check ((owner_id is null) = (purpose not in ('wallet', 'company_wallet'))),
  constraint ledger_accounts_balance_kept check ((balance is not null and version is not null) = (owner_id is not null)),
  constraint ledger_accounts_no_overdraft check (balance >= 0),
  constraint ledger_accounts_owner_purpose_key unique nulls not distinct (owner_id, purpose, currency)
);

-- kind: a bill type of SPEC §3 (1 recharge … 7 reward) for what a user sees as a bill, 100-199 for the
-- platform's internal movements (revenue recognised when a lesson is given, gateway settlements, …).
create table ledger_transfers (
  id bigint generated always as identity primary key,
  kind smallint not null check (kind between 1 and 7 or kind between 100 and 199),
  -- a repeat with the same key returns this transfer instead of moving money twice
  idempotency_key text unique check (length(idempotency_key) between 1 and 255),
  -- who did it: the user (learner, operator) or null for the system (a verified gateway notification)
  actor_id bigint,
  -- what caused it: 'order:42', 'alipay:2026112322001…'
  reference text check (length(reference) <= 255),
  description text not null default '' check (length(description) <= 500),
  metadata jsonb not null default '{}',
  created_at timestamptz not null default now()
);

create index ledger_transfers_reference_idx on ledger_transfers (reference) where reference is not null;

-- amount: signed, positive into the account. currency, balance_after and account_version (null for the
-- platform's accounts) are written by the insert trigger from the account row, whatever the insert says.
create table ledger_entries (
  id bigint generated always as identity primary key,
  transfer_id bigint not null references ledger_transfers (id),
  account_id bigint not null references ledger_accounts (id),
  amount bigint not null check (amount <> 0),
  currency char(3) not null,
  balance_after bigint,
  account_version bigint,
  unique (transfer_id, account_id)
);

create index ledger_entries_account_idx on ledger_entries (account_id, id desc);

-- A wallet starts at zero; no insert sets a balance.
create function ledger_open_account() returns trigger language plpgsql as $$
begin
  if new.balance is not null or new.version is not null then
    raise exception 'a ledger account''s balance moves only through ledger_entries'
      using errcode = 'insufficient_privilege';
  end if;
  if new.owner_id is not null then
    new.balance := 0;
    new.version := 0;
  end if;
  return new;
end $$;

create trigger ledger_accounts_open before insert on ledger_accounts
  for each row execute function ledger_open_account();

-- Moves a wallet's balance in the same statement that inserts the entry. The UPDATE locks the wallet row
-- until commit, so entries inserted in account id order take their locks in one order (no deadlock), and
-- ledger_accounts_no_overdraft refuses a balance below zero (SQLSTATE 23514).
create function ledger_apply_entry() returns trigger language plpgsql as $$
begin
  update ledger_accounts
     set balance = balance + new.amount, version = version + 1
   where id = new.account_id and balance is not null
  returning currency, balance, version into new.currency, new.balance_after, new.account_version;
  if not found then
    select currency into new.currency from ledger_accounts where id = new.account_id;
    if not found then
      raise exception 'ledger account % does not exist', new.account_id using errcode = 'foreign_key_violation';
    end if;
    new.balance_after := null;
    new.account_version := null;
  end if;
  return new;
end $$;

create trigger ledger_entries_apply before insert on ledger_entries
  for each row execute function ledger_apply_entry();

-- At commit, every transfer touched must sum to zero per currency and have at least two entries, so a
-- transfer written in pieces inside one transaction is checked once it is whole.
create function ledger_check_balanced(checked bigint) returns void language plpgsql as $$
declare
  entry_count bigint;
  unbalanced bigint;
begin
  select coalesce(sum(entries), 0), count(*) filter (where total <> 0) into entry_count, unbalanced
    from (select count(*) as entries, sum(amount) as total
            from ledger_entries where transfer_id = checked group by currency) as per_currency;
  if entry_count < 2 or unbalanced > 0 then
    raise exception 'ledger transfer % must have two or more entries summing to zero per currency', checked
      using errcode = 'check_violation', constraint = 'ledger_transfers_balanced';
  end if;
end $$;

create function ledger_check_new_transfer() returns trigger language plpgsql as $$
begin
  perform ledger_check_balanced(new.id);
  return null;
end $$;

create function ledger_check_new_entry() returns trigger language plpgsql as $$
begin
  perform ledger_check_balanced(new.transfer_id);
  return null;
end $$;

create constraint trigger ledger_transfers_balanced after insert on ledger_transfers
  deferrable initially deferred for each row execute function ledger_check_new_transfer();
create constraint trigger ledger_entries_balanced after insert on ledger_entries
  deferrable initially deferred for each row execute function ledger_check_new_entry();

-- Append-only: what happened stays as it happened; a mistake is corrected by another transfer.
create function ledger_refuse_change() returns trigger language plpgsql as $$
begin
  raise exception '% is append-only: % refused', tg_table_name, tg_op using errcode = 'insufficient_privilege';
end $$;

create trigger ledger_transfers_append_only before update or delete on ledger_transfers
  for each row execute function ledger_refuse_change();
create trigger ledger_transfers_no_truncate before truncate on ledger_transfers
  for each statement execute function ledger_refuse_change();
create trigger ledger_entries_append_only before update or delete on ledger_entries
  for each row execute function ledger_refuse_change();
create trigger ledger_entries_no_truncate before truncate on ledger_entries
  for each statement execute function ledger_refuse_change();

-- An account's balance and version move only through ledger_apply_entry (a trigger, so the depth is 1
-- there), and whose account it is never changes.
create function ledger_refuse_account_change() returns trigger language plpgsql as $$
begin
  raise exception 'ledger_accounts change only through ledger_entries' using errcode = 'insufficient_privilege';
end $$;

create trigger ledger_accounts_moved_by_entries before update on ledger_accounts
  for each row when (pg_trigger_depth() = 0) execute function ledger_refuse_account_change();
