-- Courseware (issue 12, SPEC learning/courseware/{item_id}): a course's pages in order, each an image with a
-- title and a text alternative for screen readers, in one or more of the site's languages. A seeded page's
-- image is a file of api/seed/assets/courseware; an uploaded one's a file of DATA_DIR/courseware. Who may
-- read them is the API's rule (the course's teacher, its learners, the people of a lesson of it).
create table courseware_pages (
  id bigint generated always as identity primary key,
  course_id bigint not null references courses (id) on delete cascade,
  number integer not null check (number between 1 and 500),
  -- {"en": "…", "zh-cn": "…"}: at least one language; a reader gets theirs, else English, else any
  title jsonb not null check (jsonb_typeof(title) = 'object' and title <> '{}'::jsonb),
  alt jsonb not null check (jsonb_typeof(alt) = 'object' and alt <> '{}'::jsonb),
  storage text not null check (storage in ('seed', 'upload')),
  -- a path under the storage's folder: lower-case words, at most one sub-folder
  file_name text not null check (file_name ~ '^([a-z0-9][a-z0-9-]*/)?[a-z0-9][a-z0-9-]*\.(svg|png|jpg|webp)$'),
  content_type text not null check (content_type in ('image/svg+xml', 'image/png', 'image/jpeg', 'image/webp')),
  size_bytes integer not null check (size_bytes between 1 and 5242880),
  -- the image's SHA-256 in hex: its ETag, and the version in its address
  sha256 text not null check (sha256 ~ '^[0-9a-f]{64}$'),
  uploaded_by bigint references users (id) on delete set null,
  created_at timestamptz not null default now(),
  unique (course_id, number)
);
