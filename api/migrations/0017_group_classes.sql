-- Group classes that open or cancel themselves (issue 11, SPEC §3 group class status). A job decides each
-- class a set time before its first session: with its minimum head count it opens (status 1), without it it
-- is cancelled (status 2 with cancelled_at) and every seat's order refunded; after its last session it is
-- finished (status 2). The row's status is the claim: the job moves it only from the state it read, under
-- the row's lock, so two API processes running the job act once.
alter table group_classes
  add column opened_at timestamptz,
  add column finished_at timestamptz,
  add column cancelled_at timestamptz,
  add constraint group_classes_opened check ((status = 1) <= (opened_at is not null)),
  add constraint group_classes_ended check ((status = 2) = (finished_at is not null or cancelled_at is not null)),
  add constraint group_classes_cancelled_unopened check (cancelled_at is null or opened_at is null);

-- A paid order can now be cancelled (its class was), keeping when it was paid: status 1 needs paid_at,
-- status 0 has none, status 4 has cancelled_at.
-- The old rule (status 1 exactly when paid_at is set) is an unnamed check; found by its columns.
do $$
declare rule text;
begin
  select conname into strict rule from pg_constraint
   where conrelid = 'orders'::regclass and contype = 'c'
     and pg_get_constraintdef(oid) like '%status = 1%paid_at IS NOT NULL%';
  execute format('alter table orders drop constraint %I', rule);
end $$;
alter table orders
  add constraint orders_paid_at check (case status when 1 then paid_at is not null when 0 then paid_at is null else true end);
