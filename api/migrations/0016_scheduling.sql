-- Scheduling (SPEC §3–§6): teachers' weekly availability and dated exceptions, what a booking records,
-- the lesson time a learner has left per course, and assistant teachers. The rules that protect time live
-- here: no two active lessons of one teacher (or one learner) overlap, lesson time is never overspent, a
-- lesson is complete only with its summary, one free trial per learner.

-- btree_gist lets an exclusion constraint compare ids with = beside ranges with &&. It is a trusted
-- extension (PostgreSQL 13+): a database owner may create it. Installed in public, where every schema's
-- constraints find its operator classes (they are looked up by type, not by search path).
create extension if not exists btree_gist with schema public;

-- Weekly availability (SPEC §3): week 1–7 Monday first, minutes from midnight in the teacher's zone
-- (Asia/Shanghai, SPEC §4), 30-minute steps. A teacher's rows of one day never overlap.
create table teacher_availability (
  id bigint generated always as identity primary key,
  teacher_user_id bigint not null references teachers (user_id) on delete cascade,
  week smallint not null check (week between 1 and 7),
  begin_minute integer not null check (begin_minute between 0 and 1410 and begin_minute % 30 = 0),
  end_minute integer not null check (end_minute between 30 and 1440 and end_minute % 30 = 0),
  check (end_minute > begin_minute),
  constraint teacher_availability_no_overlap
    exclude using gist (teacher_user_id with =, week with =, int4range(begin_minute, end_minute) with &&)
);

-- Teacher pages show the week: their cached answers go when it changes (0010).
create trigger catalogue_changed after insert or update or delete or truncate on teacher_availability
  for each statement execute function notify_catalogue_changed();

-- Dated exceptions: time off taken out of the weekly hours, extra hours added to them.
create table availability_exceptions (
  id bigint generated always as identity primary key,
  teacher_user_id bigint not null references teachers (user_id) on delete cascade,
  kind text not null check (kind in ('off', 'extra')),
  starts_at timestamptz not null,
  ends_at timestamptz not null,
  created_at timestamptz not null default now(),
  check (ends_at > starts_at),
  check (extract(epoch from starts_at)::bigint % 1800 = 0 and extract(epoch from ends_at)::bigint % 1800 = 0),
  constraint availability_exceptions_no_overlap
    exclude using gist (teacher_user_id with =, kind with =, tstzrange(starts_at, ends_at) with &&)
);

create index availability_exceptions_teacher_idx on availability_exceptions (teacher_user_id, ends_at);

-- Assistant teachers (SPEC §6): book the lessons of courses that forbid self-service booking for their
-- learners. Granted like operators, never through the API.
create table assistant_teachers (
  user_id bigint primary key references users (id) on delete cascade,
  granted_at timestamptz not null default now()
);

-- What a booking records (SPEC §3 Booking) and who changed it.
alter table lessons
  add column delivery_way text not null default 'classroom'
    check (delivery_way in ('classroom', 'wechat', 'skype')),
  add column contact_id text check (length(contact_id) between 1 and 64),
  add column remark text check (length(remark) between 1 and 500),
  add column trial boolean not null default false,
  -- minutes taken from the learner's lesson time; a cancellation gives back exactly these
  add column charged_minutes integer not null default 0 check (charged_minutes >= 0),
  add column booked_by bigint references users (id) on delete set null,
  add column summary text check (length(summary) between 1 and 4000),
  add column material text check (length(material) <= 500),
  add column progress text check (length(progress) <= 500),
  add column completed_at timestamptz,
  add column cancelled_at timestamptz,
  add column cancelled_by bigint references users (id) on delete set null;

-- Lessons recorded before this migration: a completed one gets a summary, a cancelled one its time.
update lessons set summary = 'Completed before lesson summaries were recorded.', completed_at = ends_at
  where status = 'complete';
update lessons set cancelled_at = created_at where status = 'cancelled';

-- Overlapping active lessons recorded before the constraints below (generated demo history) are cancelled.
update lessons l set status = 'cancelled', cancelled_at = now()
  where l.status <> 'cancelled' and exists (
    select 1 from lessons o
    where o.id < l.id and o.status <> 'cancelled'
      and (o.teacher_user_id = l.teacher_user_id or o.student_user_id = l.student_user_id)
      and tstzrange(o.starts_at, o.ends_at) && tstzrange(l.starts_at, l.ends_at));

alter table lessons
  add constraint lessons_contact_id_needed check (delivery_way = 'classroom' or contact_id is not null),
  add constraint lessons_complete_with_summary
    check ((status = 'complete') = (completed_at is not null) and (status <> 'complete' or summary is not null)),
  add constraint lessons_cancelled_when check ((status = 'cancelled') = (cancelled_at is not null)),
  -- Two learners can never hold one teacher's time, nor one learner two lessons at once.
  add constraint lessons_teacher_no_overlap
    exclude using gist (teacher_user_id with =, tstzrange(starts_at, ends_at) with &&) where (status <> 'cancelled'),
  add constraint lessons_student_no_overlap
    exclude using gist (student_user_id with =, tstzrange(starts_at, ends_at) with &&) where (status <> 'cancelled');

-- Reminders sent, 24 hours and 1 hour before a lesson: the key lets each go once, whichever API process's
-- sweep finds the lesson first.
create table lesson_reminders (
  lesson_id bigint not null references lessons (id) on delete cascade,
  kind text not null check (kind in ('24h', '1h')),
  sent_at timestamptz not null default now(),
  primary key (lesson_id, kind)
);

-- One free trial per learner (SPEC §1, §9); a cancelled trial may be booked again.
create unique index lessons_one_trial_idx on lessons (student_user_id) where trial and status <> 'cancelled';
create index lessons_booked_idx on lessons (starts_at) where status = 'booked';

-- Lesson time per owner and course: granted by paid orders (grants of kind lesson_minutes), spent by
-- bookings in their transaction. The check is the last word: time is never overspent.
create table lesson_time (
  owner_id bigint not null references users (id) on delete cascade,
  course_id bigint not null references courses (id) on delete cascade,
  granted_minutes integer not null default 0 check (granted_minutes >= 0),
  spent_minutes integer not null default 0 check (spent_minutes >= 0),
  primary key (owner_id, course_id),
  constraint lesson_time_within_granted check (spent_minutes <= granted_minutes)
);

-- What that time was paid, in minor units: each booking takes its share of what is left (the last one takes
-- the remainder, so nothing is lost to rounding), a cancellation gives it back, the completion pays it out.
alter table lesson_time
  add column granted_value_minor bigint not null default 0 check (granted_value_minor >= 0),
  add column spent_value_minor bigint not null default 0 check (spent_value_minor >= 0),
  add constraint lesson_time_value_within_granted check (spent_value_minor <= granted_value_minor);

create function grant_lesson_time() returns trigger language plpgsql as $$
begin
  insert into lesson_time (owner_id, course_id, granted_minutes, granted_value_minor)
    values (new.owner_id, new.course_id, new.lesson_minutes,
      (select total_minor from orders where orders.id = new.order_id))
    on conflict (owner_id, course_id)
    do update set granted_minutes = lesson_time.granted_minutes + excluded.granted_minutes,
      granted_value_minor = lesson_time.granted_value_minor + excluded.granted_value_minor;
  return new;
end;
$$;

create trigger grants_lesson_time after insert on grants
  for each row when (new.kind = 'lesson_minutes') execute function grant_lesson_time();

insert into lesson_time (owner_id, course_id, granted_minutes, granted_value_minor)
  select grants.owner_id, grants.course_id, sum(grants.lesson_minutes), sum(orders.total_minor)
  from grants join orders on orders.id = grants.order_id
  where grants.kind = 'lesson_minutes'
  group by grants.owner_id, grants.course_id;

-- The value a lesson took from its lesson time (0 for the trial and lessons recorded before this).
alter table lessons add column value_minor bigint not null default 0 check (value_minor >= 0);

-- Teachers' earnings, held in escrow as italki does: a paid order's money waits in course_revenue_held,
-- and each lesson's value moves to its teacher's payable account when the lesson is completed. The payable
-- account is owned (the teacher) and keeps a balance that never goes below zero, like a wallet.
alter table ledger_accounts drop constraint ledger_accounts_purpose_check;
alter table ledger_accounts add constraint ledger_accounts_purpose_check check (purpose in (
  'wallet', 'company_wallet', 'teacher_payable',
  'alipay_clearing', 'paypal_clearing', 'goallpay_clearing',
  'gift_expense', 'promotion_expense', 'operator_adjustment',
  'course_revenue_held', 'course_revenue'
));
alter table ledger_accounts drop constraint ledger_accounts_owner_check;
alter table ledger_accounts add constraint ledger_accounts_owner_check
  check ((owner_id is null) = (purpose not in ('wallet', 'company_wallet', 'teacher_payable')));
