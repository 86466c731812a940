-- Issue 24: the accounts seen on each browser's visitor cookie (promotion, issue 14). A visitor cookie is signed
-- by the server; every account signed in while following a promotion link or ordering with it is noted here.
-- Two accounts seen on one browser are one person to the promotion programme: a buyer seen where the promoter
-- was earns the promoter nothing, an invitee seen where the inviter was earns the inviter no reward.
create table visitor_accounts (
  visitor_id uuid not null,
  user_id bigint not null references users (id) on delete cascade,
  seen_at timestamptz not null default now(),
  primary key (visitor_id, user_id)
);

create index visitor_accounts_user_idx on visitor_accounts (user_id);
