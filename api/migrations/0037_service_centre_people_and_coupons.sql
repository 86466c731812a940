-- Issue 28, the service centre: finding a person in one box (an email's beginning, a fragment of the name, an
-- id) within the budget on 100,000 users (bench/person-search.mjs), and coupons an operator can disable.

-- pg_trgm indexes a name by its trigrams, so `nick_name ilike '%fragment%'` reads the index instead of every
-- row. A trusted extension (PostgreSQL 13+), installed in public like btree_gist (0016); the operator class is
-- named with its schema, since a test's search path may not hold public first.
create extension if not exists pg_trgm with schema public;

create index users_nick_name_trgm on users using gin (nick_name public.gin_trgm_ops);

-- An email's beginning, in any case: `lower(email) collate "C" like 'prefix%' order by …` reads this index in
-- order and stops at the page's end (the unique index on lower(email) of 0003, in the database's collation,
-- serves equality only).
create index users_email_lower_prefix on users ((lower(email) collate "C"));

-- A disabled coupon stays (its redemptions and orders name it) but no order takes it from then on.
alter table coupons add column disabled_at timestamptz;

-- A coupon's redemptions, newest first, and its count beside each coupon of the list.
create index coupon_redemptions_coupon on coupon_redemptions (coupon_id, id desc);
