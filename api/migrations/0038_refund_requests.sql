-- The 30-day money-back guarantee (issue 28): a learner asks for a refund of a paid order within 30 days of
-- its payment, with a reason; an operator approves it (what is unused goes back, bill type 5, and the
-- grants are revoked: docs/decisions.md, "Refunds") or declines it, with a reply the learner reads. An
-- approved refund cancels the order (status 4; paid_at stays, the refund is recorded here).
create table refund_requests (
  id bigint generated always as identity primary key,
  order_id bigint not null references orders (id) on delete cascade,
  user_id bigint not null references users (id) on delete cascade,
  reason text not null check (length(btrim(reason)) between 1 and 1000),
  state text not null default 'open' check (state in ('open', 'approved', 'declined')),
  created_at timestamptz not null,
  decided_at timestamptz,
  decided_by bigint references users (id),
  reply text check (length(reply) <= 1000),
  -- What went back to the paying wallet (fen) and the ledger transfer that moved it (none when 0).
  refunded_minor bigint check (refunded_minor >= 0),
  transfer_id bigint references ledger_transfers (id),
  check ((state = 'open') = (decided_at is null)),
  check ((state = 'open') = (decided_by is null)),
  check ((state = 'approved') = (refunded_minor is not null)),
  check (transfer_id is null or state = 'approved')
);

-- One open request per order, and at most one approved: an order is refunded once.
create unique index refund_requests_one_open_idx on refund_requests (order_id) where state = 'open';
create unique index refund_requests_one_approved_idx on refund_requests (order_id) where state = 'approved';
-- The operators' queue (open first, oldest first) and the learner's requests per order.
create index refund_requests_queue_idx on refund_requests ((state <> 'open'), created_at, id);
create index refund_requests_user_idx on refund_requests (user_id, order_id);
