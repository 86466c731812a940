-- The catalogue of issue 4: teachers are users, courses sell items (SKUs), group classes have a
-- timetable, video courses have lessons; lesson records feed the teachers' statistics; posts,
-- CMS pages and exchange rates. Translatable texts stay in translations (field_name 'tag.name',
-- 'teacher.intro', 'course.title', ... with model_id = the row's id).
--
-- The demo catalogue of 0002 had no users behind its teachers: it is dropped here and seeded again
-- (the server seeds an empty catalogue on start; `npm run seed` reloads it).
delete from translations where field_name in ('teacher.intro', 'course.title', 'course.summary');
drop table courses;
drop table teachers;

-- The level test's result (learning/level), saved for a signed-in user.
alter table users
  add column grade text check (grade in ('zero', 'beginner', 'intermediate', 'advanced')),
  add column hsk_level smallint check (hsk_level between 0 and 9),
  -- { language, score, max_score, summary, weekly_lessons, steps, course_kinds, tested_at }
  add column learning_plan jsonb;

create table tags (
  id bigint generated always as identity primary key,
  scope text not null check (scope in ('live', 'group', 'video', 'pub')),
  key text not null check (key ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  sort integer not null default 0,
  constraint tags_scope_key_key unique (scope, key)
);

create index tags_scope_sort_idx on tags (scope, sort, id);

-- A teacher is a user (org_members.user_type 2); the public id of a teacher is its user id.
create table teachers (
  id bigint generated always as identity primary key,
  user_id bigint not null unique references users (id) on delete cascade,
  slug text not null unique check (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  name text not null check (length(name) between 1 and 100),
  experience_years integer not null check (experience_years between 0 and 80),
  -- languages the teacher speaks, as BCP 47 language codes ('zh', 'en', 'ja', ...)
  languages text[] not null default '{}',
  rating numeric(2, 1) not null default 5.0 check (rating between 0 and 5),
  -- URL of a video introduction
  video text check (video ~ '^https://'),
  featured boolean not null default false,
  sort integer not null default 0,
  created_at timestamptz not null default now()
);

create index teachers_sort_idx on teachers (sort, id);
create index teachers_featured_sort_idx on teachers (sort, id) where featured;
create index teachers_experience_idx on teachers (experience_years desc, sort, id);
create index teachers_rating_idx on teachers (rating desc, sort, id);

create table teacher_tags (
  teacher_id bigint not null references teachers (id) on delete cascade,
  tag_id bigint not null references tags (id) on delete cascade,
  primary key (teacher_id, tag_id)
);

create index teacher_tags_tag_idx on teacher_tags (tag_id, teacher_id);

create table courses (
  id bigint generated always as identity primary key,
  slug text not null unique check (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  kind text not null check (kind in ('live', 'group', 'video')),
  level text not null check (length(level) between 1 and 50),
  -- the teacher of a live or group course; null for video courses and open live packages
  teacher_user_id bigint references teachers (user_id) on delete set null,
  -- an image URL; null means the generated cover at /api/open/courses/{id}/cover.svg
  cover text,
  featured boolean not null default false,
  sort integer not null default 0,
  created_at timestamptz not null default now()
);

create index courses_sort_idx on courses (sort, id);
create index courses_kind_sort_idx on courses (kind, sort, id);
create index courses_kind_created_idx on courses (kind, created_at desc, id desc);
create index courses_created_idx on courses (created_at desc, id desc);
create index courses_featured_sort_idx on courses (sort, id) where featured;
create index courses_teacher_idx on courses (teacher_user_id, sort, id);

create table course_tags (
  course_id bigint not null references courses (id) on delete cascade,
  tag_id bigint not null references tags (id) on delete cascade,
  primary key (course_id, tag_id)
);

create index course_tags_tag_idx on course_tags (tag_id, course_id);

-- The purchasable items of a course. Prices are integer fen of CNY.
create table course_skus (
  id bigint generated always as identity primary key,
  course_id bigint not null references courses (id) on delete cascade,
  lesson_minutes integer not null check (lesson_minutes > 0),
  lesson_count integer not null check (lesson_count > 0),
  price_minor bigint not null check (price_minor >= 0),
  currency char(3) not null default 'CNY' check (currency = 'CNY'),
  -- most one user may buy; null: no limit
  purchase_limit integer check (purchase_limit is null or purchase_limit > 0),
  -- units left to sell, decremented by purchases in their transaction; null: no stock limit
  stock integer check (stock is null or stock >= 0),
  -- false: assistant teachers book the lessons for the learner
  self_booking boolean not null default true,
  daily_booking_limit integer check (daily_booking_limit is null or daily_booking_limit > 0),
  monthly_booking_limit integer check (monthly_booking_limit is null or monthly_booking_limit > 0),
  delivery_ways text[] not null default '{classroom}'
    check (cardinality(delivery_ways) > 0 and delivery_ways <@ array['classroom', 'wechat', 'skype']::text[]),
  sort integer not null default 0,
  constraint course_skus_course_sort_key unique (course_id, sort)
);

-- The card's "from" price: the cheapest item of each course.
create index course_skus_course_price_idx on course_skus (course_id, price_minor, sort, id);

-- A group class. Status is data (0 not started, 1 started, 2 finished), set when the first session
-- begins and after the last one ends, not derived from the clock on every read.
create table group_classes (
  course_id bigint primary key references courses (id) on delete cascade,
  capacity integer not null check (capacity > 0),
  min_head_count integer not null check (min_head_count >= 1 and min_head_count <= capacity),
  status smallint not null default 0 check (status in (0, 1, 2))
);

create table group_sessions (
  id bigint generated always as identity primary key,
  course_id bigint not null references group_classes (course_id) on delete cascade,
  starts_at timestamptz not null,
  minutes integer not null check (minutes > 0)
);

create index group_sessions_course_idx on group_sessions (course_id, starts_at);

-- Who has a seat in a group class (filled by purchases); seats left = capacity - enrolments.
create table enrolments (
  id bigint generated always as identity primary key,
  course_id bigint not null references group_classes (course_id) on delete cascade,
  user_id bigint not null references users (id) on delete cascade,
  created_at timestamptz not null default now(),
  constraint enrolments_course_user_key unique (course_id, user_id)
);

create index enrolments_user_idx on enrolments (user_id);

-- The lessons of a video course ('video_lesson.title' translations) and their items
-- ('video_item.title').
create table video_lessons (
  id bigint generated always as identity primary key,
  course_id bigint not null references courses (id) on delete cascade,
  position integer not null check (position > 0),
  minutes integer not null check (minutes > 0),
  -- free preview before buying
  preview boolean not null default false,
  constraint video_lessons_course_position_key unique (course_id, position)
);

create table video_lesson_items (
  id bigint generated always as identity primary key,
  lesson_id bigint not null references video_lessons (id) on delete cascade,
  position integer not null check (position > 0),
  type text not null check (type in ('words', 'highlight', 'practice')),
  constraint video_lesson_items_lesson_position_key unique (lesson_id, position)
);

-- Lesson records: booking creates them, classrooms complete them. Teacher statistics are computed
-- from them, never stored.
create table lessons (
  id bigint generated always as identity primary key,
  teacher_user_id bigint not null references users (id) on delete cascade,
  student_user_id bigint not null references users (id) on delete cascade,
  course_id bigint not null references courses (id) on delete cascade,
  sku_id bigint references course_skus (id) on delete set null,
  starts_at timestamptz not null,
  ends_at timestamptz not null,
  status text not null default 'booked' check (status in ('booked', 'complete', 'cancelled')),
  created_at timestamptz not null default now(),
  check (ends_at > starts_at)
);

create index lessons_teacher_status_idx on lessons (teacher_user_id, status, starts_at);
create index lessons_student_idx on lessons (student_user_id, starts_at);
create index lessons_course_idx on lessons (course_id);

create table posts (
  id bigint generated always as identity primary key,
  slug text not null unique check (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  kind text not null check (kind in ('blog', 'podcast')),
  author text not null check (length(author) between 1 and 100),
  published_at timestamptz not null,
  cover text,
  -- podcasts only: a file name in the media folder, its length and MIME type
  audio_file text check (audio_file ~ '^[a-z0-9]+(-[a-z0-9]+)*\.(mp3|m4a|ogg|opus|wav)$'),
  audio_seconds integer check (audio_seconds is null or audio_seconds > 0),
  audio_type text check (audio_type is null or audio_type ~ '^audio/[a-z0-9.+-]+$'),
  check ((audio_file is null) = (audio_seconds is null) and (audio_file is null) = (audio_type is null))
);

create index posts_published_idx on posts (published_at desc, id desc);
create index posts_kind_published_idx on posts (kind, published_at desc, id desc);

create table post_tags (
  post_id bigint not null references posts (id) on delete cascade,
  tag_id bigint not null references tags (id) on delete cascade,
  primary key (post_id, tag_id)
);

create index post_tags_tag_idx on post_tags (tag_id, post_id);

create table cms_pages (
  id bigint generated always as identity primary key,
  uri text not null unique check (uri ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  updated_at timestamptz not null default now()
);

-- Display currencies against CNY: `rate` units of `currency` for one CNY, taken on `rate_date`.
create table exchange_rates (
  currency char(3) not null check (currency in ('CNY', 'USD', 'EUR', 'JPY', 'KRW', 'GBP')),
  rate numeric not null check (rate > 0),
  rate_date date not null,
  primary key (currency, rate_date)
);

create index exchange_rates_date_idx on exchange_rates (rate_date desc);
