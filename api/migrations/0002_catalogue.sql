-- Teachers and courses shown on public pages. Their translatable texts live in translations.
create table teachers (
  id bigint generated always as identity primary key,
  slug text not null unique check (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  name text not null check (length(name) between 1 and 100),
  experience_years integer not null check (experience_years between 0 and 80),
  -- languages the teacher speaks, as BCP 47 language codes ('zh', 'en', 'ja', ...)
  languages text[] not null default '{}',
  rating numeric(2, 1) not null default 5.0 check (rating between 0 and 5),
  lessons_taught integer not null default 0 check (lessons_taught >= 0),
  featured boolean not null default false,
  sort integer not null default 0,
  created_at timestamptz not null default now()
);

create index teachers_featured_sort_idx on teachers (sort, id) where featured;

create table courses (
  id bigint generated always as identity primary key,
  slug text not null unique check (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  kind text not null check (kind in ('live', 'group', 'video')),
  level text not null check (length(level) between 1 and 50),
  lesson_count integer not null check (lesson_count > 0),
  lesson_minutes integer not null check (lesson_minutes > 0),
  -- integer minor units of currency (fen for CNY)
  price_minor bigint not null check (price_minor >= 0),
  currency char(3) not null check (currency ~ '^[A-Z]{3}$'),
  -- an image URL; null means the generated cover at /api/open/courses/{id}/cover.svg
  cover text,
  featured boolean not null default false,
  sort integer not null default 0,
  created_at timestamptz not null default now()
);

create index courses_featured_sort_idx on courses (sort, id) where featured;
