-- Issue 26: a top-up's Idempotency-Key is replayed through idempotency_keys, as an order's and a booking's are
-- (the first answer kept beside the key is the top-up's id). The keys top-ups were created with so far move
-- there, so that a repeat of one still replays its top-up. The top-up keeps its own columns as a record.
insert into idempotency_keys (user_id, scope, key, fingerprint, response, created_at)
select user_id, 'createTopUp', idempotency_key, request_fingerprint, to_jsonb(id::text), created_at
from top_ups
where idempotency_key is not null
on conflict do nothing;
