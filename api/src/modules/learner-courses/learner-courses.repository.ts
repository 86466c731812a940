import type { DeliveryAddressBody } from '@hanyu/contract';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.ts';

/** Queries of the learner's courses, materials and delivery address. No rules live here. */

/** The group classes the owners have seats in: status, the next session not yet over and how many are left. */
export function heldGroupClasses(db: Kysely<Database>, owners: string[], now: Date) {
  return db
    .selectFrom('enrolments')
    .innerJoin('group_classes', 'group_classes.course_id', 'enrolments.course_id')
    .select((eb) => [
      'group_classes.course_id',
      'group_classes.status',
      eb
        .selectFrom('group_sessions')
        .select((inner) => inner.fn.min('group_sessions.starts_at').as('next'))
        .whereRef('group_sessions.course_id', '=', 'group_classes.course_id')
        .where(
          sql<boolean>`group_sessions.starts_at + make_interval(mins => group_sessions.minutes) > ${now}`,
        )
        .as('next_session_at'),
      eb
        .selectFrom('group_sessions')
        .select((inner) => inner.fn.countAll<string>().as('left'))
        .whereRef('group_sessions.course_id', '=', 'group_classes.course_id')
        .where(
          sql<boolean>`group_sessions.starts_at + make_interval(mins => group_sessions.minutes) > ${now}`,
        )
        .as('sessions_left'),
    ])
    .where('enrolments.user_id', 'in', owners)
    .groupBy(['group_classes.course_id', 'group_classes.status'])
    .orderBy('group_classes.course_id')
    .execute();
}

/**
 * The courses with courseware the learner reads as a holder (a grant or a seat of the owners) or as the
 * learner of a lesson not cancelled, with the page count, and the next booked lesson of each.
 */
export function coursewareCourses(db: Kysely<Database>, userId: number, owners: string[], now: Date) {
  const user = String(userId);
  return db
    .selectFrom('courses')
    .select((eb) => [
      'courses.id',
      'courses.kind',
      eb
        .selectFrom('courseware_pages')
        .select((inner) => inner.fn.countAll<string>().as('pages'))
        .whereRef('courseware_pages.course_id', '=', 'courses.id')
        .as('page_count'),
      eb
        .selectFrom('lessons')
        .select((inner) => inner.fn.min('lessons.starts_at').as('next'))
        .whereRef('lessons.course_id', '=', 'courses.id')
        .where('lessons.student_user_id', '=', user)
        .where('lessons.status', '=', 'booked')
        .where('lessons.ends_at', '>', now)
        .as('next_lesson_at'),
    ])
    .where((eb) =>
      eb.and([
        eb.exists(
          eb
            .selectFrom('courseware_pages')
            .select(sql`1`.as('one'))
            .whereRef('courseware_pages.course_id', '=', 'courses.id'),
        ),
        eb.or([
          eb.exists(
            eb
              .selectFrom('grants')
              .select(sql`1`.as('one'))
              .whereRef('grants.course_id', '=', 'courses.id')
              .where('grants.owner_id', 'in', owners),
          ),
          eb.exists(
            eb
              .selectFrom('enrolments')
              .select(sql`1`.as('one'))
              .whereRef('enrolments.course_id', '=', 'courses.id')
              .where('enrolments.user_id', '=', String(user)),
          ),
          eb.exists(
            eb
              .selectFrom('lessons')
              .select(sql`1`.as('one'))
              .whereRef('lessons.course_id', '=', 'courses.id')
              .where('lessons.student_user_id', '=', user)
              .where('lessons.status', '<>', 'cancelled'),
          ),
        ]),
      ]),
    )
    .orderBy('courses.sort')
    .orderBy('courses.id')
    .execute();
}

/** The courses the owners hold that bring a printed textbook, with the learner's delivery of each. */
export function textbooksOf(db: Kysely<Database>, userId: number, owners: string[]) {
  return db
    .selectFrom('courses')
    .leftJoin('textbook_deliveries', (join) =>
      join
        .onRef('textbook_deliveries.course_id', '=', 'courses.id')
        .on('textbook_deliveries.user_id', '=', String(userId)),
    )
    .select([
      'courses.id',
      'textbook_deliveries.state',
      'textbook_deliveries.shipped_at',
      'textbook_deliveries.tracking_number',
      'textbook_deliveries.carrier',
      'textbook_deliveries.delivered_at',
    ])
    .where(sql<boolean>`courses.printed_textbook`)
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('grants')
          .select(sql`1`.as('one'))
          .whereRef('grants.course_id', '=', 'courses.id')
          .where('grants.owner_id', 'in', owners),
      ),
    )
    .orderBy('courses.id')
    .execute();
}

/** Starts the delivery of every textbook the owners hold that has none yet for the learner. */
export async function queueTextbooks(db: Kysely<Database>, userId: number, owners: string[]): Promise<void> {
  await db
    .insertInto('textbook_deliveries')
    .columns(['user_id', 'course_id'])
    .expression((eb) =>
      eb
        .selectFrom('courses')
        .select([sql<string>`${String(userId)}::bigint`.as('user_id'), 'courses.id'])
        .where(sql<boolean>`courses.printed_textbook`)
        .where((inner) =>
          inner.exists(
            inner
              .selectFrom('grants')
              .select(sql`1`.as('one'))
              .whereRef('grants.course_id', '=', 'courses.id')
              .where('grants.owner_id', 'in', owners),
          ),
        ),
    )
    .onConflict((conflict) => conflict.columns(['user_id', 'course_id']).doNothing())
    .execute();
}

const ADDRESS_COLUMNS = [
  'name',
  'phone',
  'country',
  'region',
  'city',
  'street',
  'postal_code',
  'updated_at',
] as const;

export function findDeliveryAddress(db: Kysely<Database>, userId: number) {
  return db
    .selectFrom('delivery_addresses')
    .select(ADDRESS_COLUMNS)
    .where('user_id', '=', String(userId))
    .executeTakeFirst();
}

/** Sets the learner's one address in one statement: concurrent saves leave one row, the last one's. */
export function upsertDeliveryAddress(
  db: Kysely<Database>,
  userId: number,
  address: DeliveryAddressBody,
  now: Date,
) {
  return db
    .insertInto('delivery_addresses')
    .values({ user_id: String(userId), ...address, updated_at: now })
    .onConflict((conflict) => conflict.column('user_id').doUpdateSet({ ...address, updated_at: now }))
    .returning(ADDRESS_COLUMNS)
    .executeTakeFirstOrThrow();
}
