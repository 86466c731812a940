-- Issue 28, the service centre: every operator action (a credit, a refund decision, a shipment, a payout…)
-- is one row here, written in the same transaction as the action, and never changed afterwards.
create table operator_audit_log (
  id bigint generated always as identity primary key,
  -- No foreign keys to users: the log outlives a deleted account, and a cascade would have to delete rows.
  operator_id bigint not null,
  -- What was done, e.g. 'wallet.credit', 'refund.approve', 'textbook.ship' (dotted, lower case).
  action text not null check (action ~ '^[a-z][a-z_]*(\.[a-z][a-z_]*)+$'),
  -- What it was done to, e.g. 'user:42', 'refund:7', 'payout_run:3'.
  subject text not null check (subject ~ '^[a-z_]+:[A-Za-z0-9_.@-]+$'),
  -- The person the action concerns, when it concerns one: what their page in the centre lists.
  user_id bigint,
  before jsonb,
  after jsonb,
  reason text not null default '' check (length(reason) <= 1000),
  created_at timestamptz not null default now()
);

create index operator_audit_log_subject on operator_audit_log (subject, id desc);
create index operator_audit_log_user on operator_audit_log (user_id, id desc) where user_id is not null;
create index operator_audit_log_newest on operator_audit_log (id desc);

create function operator_audit_log_append_only() returns trigger language plpgsql as $$
begin
  raise exception 'operator_audit_log is append-only';
end;
$$;

create trigger operator_audit_log_append_only
before update or delete on operator_audit_log
for each row execute function operator_audit_log_append_only();
