-- Group-class rooms (issue 12, SPEC §3 room types, §8, §9). A group class is a small class (room type 4)
-- unless it says it is a big class (2), where the teacher broadcasts to viewers; a big class admits at most
-- `viewer_limit` viewers at once (null: as many as the class has seats).
alter table group_classes
  add column room_type smallint not null default 4 check (room_type in (2, 4)),
  add column viewer_limit integer check (viewer_limit is null or viewer_limit > 0);

-- A session's replay, given by the class's teacher after it (SPEC §9: within 2 working days of its end):
-- a file stored under DATA_DIR/replays, or the address of a video elsewhere. One per session; a new one
-- replaces it.
create table group_replays (
  session_id bigint primary key references group_sessions (id) on delete cascade,
  -- the stored file's name under DATA_DIR/replays, or null for a link
  file_name text check (file_name ~ '^[a-z0-9-]+\.(mp4|webm|mov)$'),
  content_type text check (content_type in ('video/mp4', 'video/webm', 'video/quicktime')),
  size_bytes bigint check (size_bytes > 0),
  url text check (url ~ '^https?://' and length(url) <= 2000),
  uploaded_by bigint references users (id) on delete set null,
  created_at timestamptz not null default now(),
  check ((file_name is null) = (url is not null)),
  check ((file_name is null) = (content_type is null) and (file_name is null) = (size_bytes is null))
);

-- Attendance now also of group sessions: a row names a lesson or a group session, never both.
alter table classroom_attendance
  alter column lesson_id drop not null,
  add column group_session_id bigint references group_sessions (id) on delete cascade,
  add constraint classroom_attendance_one_room check ((lesson_id is null) <> (group_session_id is null));

create index classroom_attendance_group_session_idx
  on classroom_attendance (group_session_id, user_id, joined_at) where group_session_id is not null;
