-- Lesson time carries the item (SKU) it was bought with (issue 24): a booking spends one item's time and
-- applies that item's rules (its ways of teaching, its daily and monthly limits, its self-booking flag).
-- Before, lesson time was one row per owner and course, and booking took the course's first item of the
-- lesson's length, whatever the learner had bought.

-- An item and its course, as one key lesson_time can reference: the item's course is the row's course.
alter table course_skus add constraint course_skus_id_course_key unique (id, course_id);

-- The rows as they were, split per item below.
create temporary table lesson_time_by_course on commit drop as select * from lesson_time;
delete from lesson_time;

alter table lesson_time drop constraint lesson_time_pkey;
alter table lesson_time add column sku_id bigint not null;
alter table lesson_time add constraint lesson_time_pkey primary key (owner_id, sku_id);
alter table lesson_time add constraint lesson_time_sku_fk
  foreign key (sku_id, course_id) references course_skus (id, course_id);
create index lesson_time_owner_course_idx on lesson_time (owner_id, course_id);

-- Each owner's time on a course becomes one row per item it was granted by (paid orders' grants); time not
-- granted by an order (written by hand) goes to the course's first item. What was spent is taken from the
-- items in their order (sort, id), each filled before the next, so no row spends more than it was granted.
insert into lesson_time (owner_id, course_id, sku_id, granted_minutes, spent_minutes, granted_value_minor, spent_value_minor)
with granted as (
  select g.owner_id, g.course_id, o.sku_id, sum(g.lesson_minutes)::bigint as minutes, sum(o.total_minor)::bigint as value
  from grants g join orders o on o.id = g.order_id
  where g.kind = 'lesson_minutes'
  group by g.owner_id, g.course_id, o.sku_id
), first_items as (
  select distinct on (course_id) course_id, id as sku_id from course_skus order by course_id, sort, id
), by_hand as (
  select t.owner_id, t.course_id, f.sku_id,
    greatest(0, t.granted_minutes - coalesce((select sum(minutes) from granted p
      where p.owner_id = t.owner_id and p.course_id = t.course_id), 0))::bigint as minutes,
    greatest(0, t.granted_value_minor - coalesce((select sum(value) from granted p
      where p.owner_id = t.owner_id and p.course_id = t.course_id), 0))::bigint as value
  from lesson_time_by_course t join first_items f on f.course_id = t.course_id
), portions as (
  select owner_id, course_id, sku_id, sum(minutes)::bigint as minutes, sum(value)::bigint as value
  from (select * from granted union all select * from by_hand where minutes > 0 or value > 0) every_portion
  group by owner_id, course_id, sku_id
), ordered as (
  select p.*,
    coalesce(sum(p.minutes) over earlier, 0) as minutes_before,
    coalesce(sum(p.value) over earlier, 0) as value_before
  from portions p join course_skus s on s.id = p.sku_id
  window earlier as (partition by p.owner_id, p.course_id order by s.sort, s.id
    rows between unbounded preceding and 1 preceding)
)
select o.owner_id, o.course_id, o.sku_id, o.minutes::integer,
  least(o.minutes, greatest(0, t.spent_minutes - o.minutes_before))::integer,
  o.value,
  least(o.value, greatest(0, t.spent_value_minor - o.value_before))
from ordered o join lesson_time_by_course t on t.owner_id = o.owner_id and t.course_id = o.course_id;

-- A paid order's lesson time goes to the row of the item it bought.
create or replace function grant_lesson_time() returns trigger language plpgsql as $$
begin
  insert into lesson_time (owner_id, course_id, sku_id, granted_minutes, granted_value_minor)
    select new.owner_id, new.course_id, orders.sku_id, new.lesson_minutes, orders.total_minor
    from orders where orders.id = new.order_id
    on conflict (owner_id, sku_id)
    do update set granted_minutes = lesson_time.granted_minutes + excluded.granted_minutes,
      granted_value_minor = lesson_time.granted_value_minor + excluded.granted_value_minor;
  return new;
end;
$$;
