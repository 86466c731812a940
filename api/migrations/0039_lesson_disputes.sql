-- Issue 28, no-shows and disputes. Ten minutes after a classroom lesson starts, the attendance rule reads
-- classroom_attendance: a teacher who never joined makes the lesson a teacher no-show (cancelled, the
-- learner's lesson time given back, the teacher not paid); a teacher who joined without the learner makes it a
-- learner no-show (complete without a summary, the teacher paid as for a lesson given). The mark stays on the
-- lesson; a dispute upheld later moves the lesson's status (and its money and time), not the mark.
alter table lessons
  add column attendance_outcome text check (attendance_outcome in ('teacher_no_show', 'learner_no_show')),
  add column attendance_checked_at timestamptz,
  add constraint lessons_attendance_outcome_checked
    check (attendance_outcome is null or attendance_checked_at is not null);

-- A lesson counted by attendance (a learner no-show, or a teacher no-show a dispute turned into a lesson
-- given) completes without the teacher's summary.
alter table lessons drop constraint lessons_complete_with_summary;
alter table lessons add constraint lessons_complete_with_summary
  check ((status = 'complete') = (completed_at is not null)
    and (status <> 'complete' or summary is not null or attendance_outcome is not null));

-- The job's sweep: booked classroom lessons whose attendance has not been read yet.
create index lessons_attendance_due_idx on lessons (starts_at)
  where status = 'booked' and attendance_checked_at is null;

-- A learner's or a teacher's dispute of how a lesson counted, within 48 hours of its end, resolved by an
-- operator in the service centre. Payout runs hold back a lesson with an open dispute.
create table lesson_disputes (
  id bigint generated always as identity primary key,
  lesson_id bigint not null references lessons (id),
  raised_by bigint not null,
  side text not null check (side in ('learner', 'teacher')),
  reason text not null check (length(reason) between 1 and 2000),
  state text not null default 'open' check (state in ('open', 'upheld', 'rejected')),
  resolution text check (length(resolution) between 1 and 2000),
  resolved_by bigint,
  resolved_at timestamptz,
  created_at timestamptz not null default now(),
  constraint lesson_disputes_resolved_when check (
    (state = 'open') = (resolved_at is null)
    and (state = 'open') = (resolved_by is null)
    and (state = 'open') = (resolution is null))
);

-- One open dispute per lesson, and each side disputes a lesson once (no back and forth).
create unique index lesson_disputes_one_open on lesson_disputes (lesson_id) where state = 'open';
create unique index lesson_disputes_once_per_side on lesson_disputes (lesson_id, side);
create index lesson_disputes_open_first on lesson_disputes ((state = 'open') desc, id desc);
