-- Who was in a lesson's classroom and when (issue 12): one row per signalling connection, written when the
-- socket is welcomed and closed when it ends. The evidence a later no-show rule needs. A row whose process
-- died keeps left_at null.
create table classroom_attendance (
  id bigint generated always as identity primary key,
  room_id text not null check (length(room_id) between 1 and 100),
  lesson_id bigint not null references lessons (id) on delete cascade,
  user_id bigint not null references users (id) on delete cascade,
  -- CLASSROOM_ROLE: teacher 1, student 2, assistant 3
  role smallint not null check (role in (1, 2, 3)),
  joined_at timestamptz not null,
  left_at timestamptz,
  check (left_at is null or left_at >= joined_at)
);

create index classroom_attendance_lesson_idx on classroom_attendance (lesson_id, user_id, joined_at);
