-- Issue 29, finding a teacher: what the teacher listing's filters read.
--
-- A teacher's native language and gender are their user profile's (user_profiles, 0025): a teacher is a user
-- and edits them in account settings like anyone. Languages spoken are teachers.languages, the rating
-- teachers.rating (kept from the reviews), free time the availability rules less exceptions and lessons.

-- The price of one lesson with a teacher, in CNY fen: the lowest price per lesson among the items of the
-- teacher's one-on-one (live) courses, leaving out items sold in limited numbers (a one-off trial at a
-- discount is not the teacher's price). A teacher without such an item has no row, and no price filter keeps
-- them. Rounded half up to whole fen.
create view teacher_lesson_prices as
select c.teacher_user_id, min(round(s.price_minor::numeric / s.lesson_count))::bigint as price_minor
from courses c
join course_skus s on s.course_id = c.id
where c.kind = 'live' and c.teacher_user_id is not null and s.purchase_limit is null and s.lesson_count > 0
group by c.teacher_user_id;

-- The listing is cached by every process until its tables change (0010): its answers now also read
-- profiles (native language, gender) and dated availability exceptions (free time).
create trigger catalogue_changed after insert or delete or truncate on user_profiles
  for each statement execute function notify_catalogue_changed();
create trigger catalogue_profile_changed after update of gender, native_language on user_profiles
  for each statement execute function notify_catalogue_changed();
create trigger catalogue_changed after insert or update or delete or truncate on availability_exceptions
  for each statement execute function notify_catalogue_changed();

-- Free time subtracts a teacher's lessons that hold time in the coming weeks (booked or complete), by teacher
-- and start: lessons_teacher_status_idx (teacher, status, starts_at) already serves it.
