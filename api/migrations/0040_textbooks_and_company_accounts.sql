-- Issue 28, the service centre: printed textbooks shipped and delivered by operators, and company accounts
-- (organisations made by operators, company-paid members enrolled by operators or invited by their owner).

-- A shipment names its carrier and tracking number; a delivery its day. Rows the database was given by hand
-- before this keep what they have: the checks hold for every row written from now on.
alter table textbook_deliveries
  add column carrier text check (length(btrim(carrier)) between 1 and 60),
  add column delivered_at timestamptz;
update textbook_deliveries set delivered_at = updated_at where state = 'delivered';
alter table textbook_deliveries
  add constraint textbook_deliveries_delivered_at check ((state = 'delivered') = (delivered_at is not null)),
  add constraint textbook_deliveries_shipment_named
    check (state = 'preparing' or (carrier is not null and tracking_number is not null)) not valid;

-- preparing → shipped → delivered, never back, and a shipment once made keeps its carrier, tracking
-- number and day: whatever writes the table (the centre, a script, psql).
create function textbook_deliveries_forward_only() returns trigger language plpgsql as $$
declare
  rank_of constant jsonb := '{"preparing": 0, "shipped": 1, "delivered": 2}';
begin
  if (rank_of ->> new.state)::int < (rank_of ->> old.state)::int then
    raise exception 'a textbook delivery moves only forward (% to %)', old.state, new.state
      using errcode = 'check_violation';
  end if;
  if old.state <> 'preparing' and (new.carrier is distinct from old.carrier
      or new.tracking_number is distinct from old.tracking_number
      or new.shipped_at is distinct from old.shipped_at) then
    raise exception 'a shipped textbook keeps its carrier, tracking number and day'
      using errcode = 'check_violation';
  end if;
  return new;
end;
$$;

create trigger textbook_deliveries_forward_only
before update on textbook_deliveries
for each row execute function textbook_deliveries_forward_only();

-- The operators' queue: what waits to ship first, oldest first.
create index textbook_deliveries_queue on textbook_deliveries (state, updated_at);

-- An owner's invitation of a member by email. The mailed link carries a token; only its hash is kept.
-- 'open' until accepted, revoked, or found expired (then closed as 'expired' before a new one is made).
create table org_invitations (
  id bigint generated always as identity primary key,
  org_id bigint not null references organisations (id) on delete cascade,
  email text not null check (length(email) between 3 and 254 and email like '%_@_%'),
  token_hash text not null unique check (token_hash ~ '^[0-9a-f]{64}$'),
  invited_by bigint not null references users (id) on delete cascade,
  state text not null default 'open' check (state in ('open', 'accepted', 'revoked', 'expired')),
  expires_at timestamptz not null,
  accepted_by bigint references users (id) on delete set null,
  accepted_at timestamptz,
  created_at timestamptz not null default now(),
  check (expires_at > created_at),
  check ((state = 'accepted') = (accepted_at is not null))
);

-- One open invitation per address and organisation.
create unique index org_invitations_one_open on org_invitations (org_id, lower(email)) where state = 'open';
create index org_invitations_org on org_invitations (org_id, id desc);
