import { CLASSROOM_ENTRY_LEAD_MINUTES, GROUP_CLASS_STATUS, LANGS, ROOM_TYPE } from '@hanyu/contract';
import { type Kysely, sql } from 'kysely';
import { courseware } from '../../seed/courseware.ts';
import type { Database } from '../db/schema.ts';
import { teacherEmail } from '../modules/catalogue/index.ts';
import { TEXT_FIELDS } from '../modules/translations/index.ts';
import { DEMO_EMAILS } from './demo-accounts.ts';
import { demoSeedData } from './load-seed.ts';
import { upsertSeedCourseware } from './seed-courseware.ts';

const MINUTE = 60_000;
const DEMO_SESSION_MINUTES = 50;
/** The demo group class's course: a small class of the demo teacher, never sold (it has no items). */
export const DEMO_GROUP_SLUG = 'demo-group-classroom';
/** The demo courseware the class's room shows: the HSK 1 lesson's slides (it is an HSK 1 class). */
const DEMO_GROUP_COURSEWARE = 'hsk1-essentials';
const DEMO_GROUP_TITLES: Record<(typeof LANGS)[number], string> = {
  'zh-cn': '演示小班课',
  en: 'Demo group class',
  es: 'Clase en grupo de demostración',
  ja: 'デモ少人数クラス',
  ko: '데모 소그룹 수업',
};

/**
 * A small class of the demo teacher with a session whose room is open now (issue 12), made when a server
 * with the demo accounts starts unless one is open already: the demo learner and the demo company learner
 * hold its seats, so that after `npm start` three browser windows can meet in learning/group/{item_id}.
 * The class is open (status 1) from the start, so the group-class job never cancels it; it has no items to
 * buy. Answers the session's id and its class's.
 */
export async function ensureOpenDemoGroupSession(
  db: Kysely<Database>,
  now: Date,
  /** The demo teacher: the first of the demo seed unless given. */
  demoTeacherSlug?: string,
): Promise<{ sessionId: number; courseId: number } | undefined> {
  const teacherSlug = demoTeacherSlug ?? (await demoSeedData()).teachers[0]?.slug;
  if (!teacherSlug) return undefined;
  const learnerEmails: string[] = [DEMO_EMAILS.learner, DEMO_EMAILS.companyLearner];
  const people = await db
    .selectFrom('users')
    .select(['id', 'email'])
    .where(sql<string>`lower(email)`, 'in', [...learnerEmails, teacherEmail(teacherSlug)])
    .execute();
  const teacher = people.find((person) => person.email.toLowerCase() === teacherEmail(teacherSlug))?.id;
  const learners = people.filter((person) => learnerEmails.includes(person.email.toLowerCase()));
  if (!teacher || learners.length === 0) return undefined;

  return db.transaction().execute(async (trx) => {
    let course = await trx
      .selectFrom('courses')
      .select('id')
      .where('slug', '=', DEMO_GROUP_SLUG)
      .forUpdate()
      .executeTakeFirst();
    if (!course) {
      course = await trx
        .insertInto('courses')
        .values({
          slug: DEMO_GROUP_SLUG,
          kind: 'group',
          level: 'HSK 1',
          teacher_user_id: teacher,
          sort: 1000,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('group_classes')
        .values({
          course_id: course.id,
          capacity: 6,
          min_head_count: 1,
          status: GROUP_CLASS_STATUS.started,
          opened_at: now,
          room_type: ROOM_TYPE.smallClass,
        })
        .execute();
      await trx
        .insertInto('translations')
        .values(
          LANGS.map((lang) => ({
            field_name: TEXT_FIELDS.courseTitle,
            model_id: course?.id ?? '',
            value_char: DEMO_GROUP_TITLES[lang],
            language_trans: lang,
            languages: lang,
          })),
        )
        .execute();
      const slides = courseware.find((seed) => seed.course === DEMO_GROUP_COURSEWARE);
      if (slides)
        await upsertSeedCourseware(
          trx,
          [{ ...slides, course: DEMO_GROUP_SLUG }],
          [{ id: course.id, slug: DEMO_GROUP_SLUG, kind: 'group', teacherUserId: teacher, skus: [] }],
        );
    }
    for (const learner of learners)
      await trx
        .insertInto('enrolments')
        .values({ course_id: course.id, user_id: learner.id })
        .onConflict((oc) => oc.columns(['course_id', 'user_id']).doNothing())
        .execute();
    const courseId = Number(course.id);
    const open = await trx
      .selectFrom('group_sessions')
      .select('id')
      .where('course_id', '=', course.id)
      .where('starts_at', '<=', new Date(now.getTime() + CLASSROOM_ENTRY_LEAD_MINUTES * MINUTE))
      .where(sql<Date>`starts_at + minutes * interval '1 minute'`, '>', new Date(now.getTime() + 20 * MINUTE))
      .executeTakeFirst();
    if (open) return { sessionId: Number(open.id), courseId };
    const startsAt = new Date(Math.ceil(now.getTime() / (5 * MINUTE)) * 5 * MINUTE);
    const session = await trx
      .insertInto('group_sessions')
      .values({ course_id: course.id, starts_at: startsAt, minutes: DEMO_SESSION_MINUTES })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { sessionId: Number(session.id), courseId };
  });
}
