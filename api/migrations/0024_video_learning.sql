-- Video learning (issue 13, SPEC §3 video lesson items, §4, §9): the content of the three item types of a
-- video lesson (0009's video_lesson_items), and each account's progress through them. Texts shown in the page
-- language are objects with all five languages ({"zh-cn": …, "en": …, "es": …, "ja": …, "ko": …}), as the
-- courseware's pages keep theirs (0023). Files are names under the seed's assets (api/seed/assets/video).

-- Pre-lesson words of a 'words' item.
create table video_words (
  id bigint generated always as identity primary key,
  item_id bigint not null references video_lesson_items (id) on delete cascade,
  position integer not null check (position > 0),
  characters text not null check (length(characters) between 1 and 20),
  -- with tone marks: 'māma'
  pinyin text not null check (length(pinyin) between 1 and 60),
  meaning jsonb not null check (meaning ?& array['zh-cn', 'en', 'es', 'ja', 'ko']),
  audio_file text not null check (audio_file ~ '^[a-z0-9-]+(/[a-z0-9-]+)*\.(ogg|webm|mp3|m4a)$'),
  constraint video_words_item_position_key unique (item_id, position)
);

-- The clip of a 'highlight' item.
create table video_clips (
  item_id bigint primary key references video_lesson_items (id) on delete cascade,
  file_name text not null check (file_name ~ '^[a-z0-9-]+(/[a-z0-9-]+)*\.(webm|mp4)$'),
  content_type text not null check (content_type in ('video/webm', 'video/mp4')),
  duration_seconds double precision not null check (duration_seconds > 0 and duration_seconds <= 86400)
);

-- The clip's captions, one cue a row: the Chinese, its pinyin, and its translation in the five languages. The
-- API renders them as WebVTT tracks ('zh': Chinese with pinyin; a page language: the translation).
create table video_caption_cues (
  item_id bigint not null references video_clips (item_id) on delete cascade,
  position integer not null check (position > 0),
  starts_at double precision not null check (starts_at >= 0),
  ends_at double precision not null,
  chinese text not null check (length(chinese) between 1 and 200),
  pinyin text not null check (length(pinyin) between 1 and 400),
  translation jsonb not null check (translation ?& array['zh-cn', 'en', 'es', 'ja', 'ko']),
  primary key (item_id, position),
  check (ends_at > starts_at)
);

-- Exercises of a 'practice' item. `prompt` and `options` are what the learner is shown; `answer` never leaves
-- the server: {"choice": n} (the index of the right option) or {"order": [i, j, …]} (the tokens' indexes in order).
create table video_exercises (
  id bigint generated always as identity primary key,
  item_id bigint not null references video_lesson_items (id) on delete cascade,
  position integer not null check (position > 0),
  kind text not null check (kind in ('meaning', 'listen', 'tone', 'order')),
  prompt jsonb not null check (jsonb_typeof(prompt) = 'object'),
  options jsonb not null check (jsonb_typeof(options) = 'array' and jsonb_array_length(options) between 2 and 12),
  answer jsonb not null check (answer ? 'choice' or answer ? 'order'),
  constraint video_exercises_item_position_key unique (item_id, position)
);

-- An account's watching of a clip: the seconds played, merged into disjoint ranges [[start, end], …] (sorted,
-- within the clip), their total, where the player last was, when the last accepted report came (the clock the
-- next report is measured by), and when the coverage first reached 95 %.
create table video_clip_progress (
  user_id bigint not null references users (id) on delete cascade,
  item_id bigint not null references video_clips (item_id) on delete cascade,
  coverage jsonb not null default '[]' check (jsonb_typeof(coverage) = 'array'),
  watched_seconds double precision not null default 0 check (watched_seconds >= 0),
  position_seconds double precision not null default 0 check (position_seconds >= 0),
  last_report_at timestamptz,
  completed_at timestamptz,
  updated_at timestamptz not null default now(),
  primary key (user_id, item_id)
);

create index video_clip_progress_user_idx on video_clip_progress (user_id, updated_at desc);

-- Every marked attempt at a practice, and per account the best score kept over them (the lesson counts as
-- practised once the best reaches the lowest tier, 60).
create table video_practice_attempts (
  id bigint generated always as identity primary key,
  user_id bigint not null references users (id) on delete cascade,
  item_id bigint not null references video_lesson_items (id) on delete cascade,
  score integer not null check (score between 0 and 100),
  answers jsonb not null,
  created_at timestamptz not null default now()
);

create index video_practice_attempts_user_item_idx on video_practice_attempts (user_id, item_id, created_at);

create table video_practice_results (
  user_id bigint not null references users (id) on delete cascade,
  item_id bigint not null references video_lesson_items (id) on delete cascade,
  best_score integer not null check (best_score between 0 and 100),
  attempts integer not null check (attempts > 0),
  best_at timestamptz not null,
  updated_at timestamptz not null default now(),
  primary key (user_id, item_id)
);

create index video_practice_results_user_idx on video_practice_results (user_id, updated_at desc);
