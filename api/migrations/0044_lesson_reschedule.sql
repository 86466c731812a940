-- Issue 29, rescheduling: a learner moves a booked lesson to another free start of its teacher, at most
-- twice (MAX_LESSON_RESCHEDULES in the contract; the check is the database's last word on it). The lesson
-- keeps its row, so its calendar UID stays; its iCalendar SEQUENCE is the number of moves (plus one once
-- cancelled), read from reschedule_count. The exclusion constraints on lessons guard the new start as they
-- guard a booking's.
alter table lessons
  add column reschedule_count smallint not null default 0
    constraint lessons_reschedule_count_check check (reschedule_count between 0 and 2);

-- Each move, for the learner's and the teacher's record and for a dispute about when the lesson was.
create table lesson_reschedules (
  id bigint generated always as identity primary key,
  lesson_id bigint not null references lessons (id) on delete cascade,
  from_starts_at timestamptz not null,
  to_starts_at timestamptz not null,
  moved_by bigint not null references users (id),
  moved_at timestamptz not null,
  check (from_starts_at <> to_starts_at)
);
create index lesson_reschedules_lesson_idx on lesson_reschedules (lesson_id);
