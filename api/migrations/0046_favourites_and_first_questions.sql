-- Issue 29, favourites: a learner saves teachers and courses to come back to (the user centre lists them).
-- Saving twice is saving once (the unique keys); one row names exactly one teacher or one course.
create table favourites (
  id bigint generated always as identity primary key,
  user_id bigint not null references users (id) on delete cascade,
  -- a teacher by their user id, as the site names them (t/{id})
  teacher_user_id bigint references teachers (user_id) on delete cascade,
  course_id bigint references courses (id) on delete cascade,
  created_at timestamptz not null default now(),
  constraint favourites_one_item check ((teacher_user_id is null) <> (course_id is null))
);
create unique index favourites_teacher_key on favourites (user_id, teacher_user_id) where teacher_user_id is not null;
create unique index favourites_course_key on favourites (user_id, course_id) where course_id is not null;
create index favourites_newest_first on favourites (user_id, created_at desc, id desc);

-- Issue 29, a question before booking: a learner may open a direct conversation with a teacher they have no
-- lesson with. The database holds the limits so that concurrent requests cannot pass them together:
-- a learner opens at most 3 such conversations a day (UTC), counted by an upsert on one row per learner and
-- day whose check refuses the 4th; and sends at most 10 messages in one before the teacher's first reply,
-- counted on the question's row, whose check refuses the 11th (the update locks it, so senders queue).
create table first_question_days (
  learner_user_id bigint not null references users (id) on delete cascade,
  day date not null,
  opened smallint not null constraint first_question_days_opened_check check (opened between 1 and 3),
  primary key (learner_user_id, day)
);

create table first_questions (
  conversation_id bigint primary key references chat_conversations (id) on delete cascade,
  learner_user_id bigint not null references users (id) on delete cascade,
  teacher_user_id bigint not null references users (id) on delete cascade,
  opened_at timestamptz not null default now(),
  learner_messages smallint not null default 0
    constraint first_questions_messages_before_reply check (learner_messages between 0 and 10),
  -- the teacher's first message: from then on the conversation has no message limit of its own
  answered_at timestamptz
);
create index first_questions_learner_idx on first_questions (learner_user_id);

-- What either side of a first question reports to the service centre, and how an operator resolved it:
-- dismissed, or the question's sender blocked from opening first questions again (first_question_blocks).
create table conversation_reports (
  id bigint generated always as identity primary key,
  conversation_id bigint not null references first_questions (conversation_id) on delete cascade,
  reported_by bigint not null references users (id) on delete cascade,
  reported_user_id bigint not null references users (id) on delete cascade,
  reason text not null check (reason in ('spam', 'abuse', 'off_platform', 'other')),
  note text check (length(note) between 1 and 2000),
  state text not null default 'open' check (state in ('open', 'dismissed', 'blocked')),
  resolution text check (length(resolution) between 1 and 2000),
  resolved_by bigint references users (id),
  resolved_at timestamptz,
  created_at timestamptz not null default now(),
  constraint conversation_reports_resolved_when check (
    (state = 'open') = (resolved_at is null)
    and (state = 'open') = (resolved_by is null)
    and (state = 'open') = (resolution is null))
);
-- One open report of a conversation per reporter (reporting again while it is open is the same report).
create unique index conversation_reports_one_open on conversation_reports (conversation_id, reported_by)
  where state = 'open';
create index conversation_reports_open_first on conversation_reports ((state = 'open') desc, id desc);

create table first_question_blocks (
  learner_user_id bigint primary key references users (id) on delete cascade,
  report_id bigint not null references conversation_reports (id),
  blocked_by bigint not null references users (id),
  blocked_at timestamptz not null default now()
);
