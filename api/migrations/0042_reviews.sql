-- Reviews (issue 29). A learner reviews the teacher of a one-to-one lesson they took (once per lesson), or a
-- group class / video course they bought once it is finished / half watched (once per buyer and course).
-- Every review names its course and, when the course has one, its teacher, so one review counts towards both
-- rollups below. Verified buyers only: the api checks the lesson / the seat / the grant in the same
-- transaction that writes the review.
create table reviews (
  id bigint generated always as identity primary key,
  reviewer_id bigint not null references users (id),
  course_id bigint not null references courses (id),
  teacher_user_id bigint references users (id),
  lesson_id bigint references lessons (id),
  stars smallint not null check (stars between 1 and 5),
  body text not null check (length(btrim(body)) between 1 and 2000),
  -- The language the text is written in (a BCP 47 tag the writer chose), shown as "written in …".
  language text not null check (language ~ '^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$'),
  created_at timestamptz not null,
  updated_at timestamptz not null,
  reply text check (length(btrim(reply)) between 1 and 2000),
  replied_at timestamptz,
  hidden_at timestamptz,
  hidden_by bigint references users (id),
  hidden_reason text check (length(btrim(hidden_reason)) between 1 and 500),
  -- Editable for 7 days after it was written: an edit later than that breaks this check.
  constraint reviews_edit_window check (updated_at between created_at and created_at + interval '7 days'),
  constraint reviews_replied_when check ((reply is null) = (replied_at is null)),
  constraint reviews_hidden_when check (
    (hidden_at is null) = (hidden_by is null) and (hidden_at is null) = (hidden_reason is null))
);

-- One review per lesson; one per buyer and course for courses reviewed as a whole.
create unique index reviews_one_per_lesson on reviews (lesson_id) where lesson_id is not null;
create unique index reviews_one_per_course_buyer on reviews (course_id, reviewer_id) where lesson_id is null;
-- The public lists, newest first, of what is shown; the learner's own reviews; the operators' list.
create index reviews_teacher_newest on reviews (teacher_user_id, created_at desc, id desc) where hidden_at is null;
create index reviews_course_newest on reviews (course_id, created_at desc, id desc) where hidden_at is null;
create index reviews_reviewer on reviews (reviewer_id);
create index reviews_newest on reviews (created_at desc, id desc);

-- A teacher replies once: a reply, once written, is never changed.
create function reviews_reply_once() returns trigger language plpgsql as $$
begin
  if old.reply is not null and new.reply is distinct from old.reply then
    raise exception 'a review is replied to once' using errcode = 'check_violation';
  end if;
  return new;
end $$;
create trigger reviews_reply_once before update of reply on reviews
  for each row execute function reviews_reply_once();

-- What the pages show of a teacher's or a course's reviews that are not hidden: the count, the sum and the
-- count per star. Kept by the api in the transaction of every review write, edit, hide and un-hide (with the
-- row locked), never recomputed on a page view.
create table review_rollups (
  subject text not null check (subject in ('teacher', 'course')),
  subject_id bigint not null,
  review_count integer not null default 0 check (review_count >= 0),
  star_sum integer not null default 0 check (star_sum >= 0),
  stars_1 integer not null default 0 check (stars_1 >= 0),
  stars_2 integer not null default 0 check (stars_2 >= 0),
  stars_3 integer not null default 0 check (stars_3 >= 0),
  stars_4 integer not null default 0 check (stars_4 >= 0),
  stars_5 integer not null default 0 check (stars_5 >= 0),
  primary key (subject, subject_id),
  constraint review_rollups_count check (review_count = stars_1 + stars_2 + stars_3 + stars_4 + stars_5),
  constraint review_rollups_sum check (
    star_sum = stars_1 + 2 * stars_2 + 3 * stars_3 + 4 * stars_4 + 5 * stars_5)
);

-- The listing's rating is the teacher rollup's average (kept with it), no longer a seeded number: a teacher
-- nobody reviewed has none (0, with no reviews), and sorts after the reviewed ones.
alter table teachers add column review_count integer not null default 0 check (review_count >= 0);
alter table teachers alter column rating set default 0;
update teachers set rating = 0;
