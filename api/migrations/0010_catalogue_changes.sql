-- Every API process keeps the public catalogue answers in memory; a change to any table they are read
-- from tells all of them at once (LISTEN catalogue_changed), whichever process or tool made it.
create function notify_catalogue_changed() returns trigger language plpgsql as $$
begin
  perform pg_notify('catalogue_changed', tg_table_name);
  return null;
end;
$$;

create trigger catalogue_changed after insert or update or delete or truncate on translations
  for each statement execute function notify_catalogue_changed();
create trigger catalogue_changed after insert or update or delete or truncate on tags
  for each statement execute function notify_catalogue_changed();
create trigger catalogue_changed after insert or update or delete or truncate on teachers
  for each statement execute function notify_catalogue_changed();
create trigger catalogue_changed after insert or update or delete or truncate on teacher_tags
  for each statement execute function notify_catalogue_changed();
create trigger catalogue_changed after insert or update or delete or truncate on courses
  for each statement execute function notify_catalogue_changed();
create trigger catalogue_changed after insert or update or delete or truncate on course_tags
  for each statement execute function notify_catalogue_changed();
create trigger catalogue_changed after insert or update or delete or truncate on course_skus
  for each statement execute function notify_catalogue_changed();
create trigger catalogue_changed after insert or update or delete or truncate on group_classes
  for each statement execute function notify_catalogue_changed();
create trigger catalogue_changed after insert or update or delete or truncate on group_sessions
  for each statement execute function notify_catalogue_changed();
create trigger catalogue_changed after insert or update or delete or truncate on enrolments
  for each statement execute function notify_catalogue_changed();
create trigger catalogue_changed after insert or update or delete or truncate on video_lessons
  for each statement execute function notify_catalogue_changed();
create trigger catalogue_changed after insert or update or delete or truncate on video_lesson_items
  for each statement execute function notify_catalogue_changed();
create trigger catalogue_changed after insert or update or delete or truncate on lessons
  for each statement execute function notify_catalogue_changed();
create trigger catalogue_changed after insert or update or delete or truncate on posts
  for each statement execute function notify_catalogue_changed();
create trigger catalogue_changed after insert or update or delete or truncate on post_tags
  for each statement execute function notify_catalogue_changed();
create trigger catalogue_changed after insert or update or delete or truncate on cms_pages
  for each statement execute function notify_catalogue_changed();
create trigger catalogue_changed after insert or update or delete or truncate on exchange_rates
  for each statement execute function notify_catalogue_changed();
