-- The in-app notification centre (issue 29): a notice per thing that happened to a user, created in the
-- same transaction as the event (api/src/modules/notifications), read under the bell, pushed live over the
-- chat socket. The text is written in the reader's language by the page: a notice keeps its kind and the
-- few values the text needs (`params`), never words.
create table notifications (
  id bigint generated always as identity primary key,
  user_id bigint not null references users (id) on delete cascade,
  kind text not null check (kind in (
    'lesson_reminder', 'lesson_booked', 'lesson_cancelled', 'lesson_rescheduled', 'refund_decided',
    'dispute_raised', 'dispute_decided', 'payout_paid', 'new_message', 'new_review', 'review_reply'
  )),
  params jsonb not null default '{}' check (jsonb_typeof(params) = 'object'),
  -- What a burst collapses on while the notice is unread (a conversation's messages): one unread notice per
  -- (user, kind, key), its count raised by each further event. Null: every event is a notice of its own.
  collapse_key text,
  count integer not null default 1 check (count >= 1),
  created_at timestamptz not null,
  read_at timestamptz
);

-- The list, newest first, and the bell's unread count.
create index notifications_user_idx on notifications (user_id, created_at desc, id desc);
create index notifications_unread_idx on notifications (user_id) where read_at is null;
-- At most one unread notice per collapsible subject, so concurrent messages raise one count.
create unique index notifications_collapse_idx on notifications (user_id, kind, collapse_key)
  where read_at is null and collapse_key is not null;

-- Email preferences per kind: a row says whether that kind is mailed; no row means it is (the default).
-- Lesson reminders keep their older setting (user_profiles.lesson_reminder_emails); receipts of money have none.
create table notification_email_preferences (
  user_id bigint not null references users (id) on delete cascade,
  kind text not null check (kind in (
    'lesson_booked', 'lesson_cancelled', 'lesson_rescheduled', 'dispute_raised', 'dispute_decided',
    'new_message', 'new_review', 'review_reply'
  )),
  email boolean not null,
  primary key (user_id, kind)
);
