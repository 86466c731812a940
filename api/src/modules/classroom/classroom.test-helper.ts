import type { ClassroomEntry } from '@hanyu/contract';
import type { TestApp } from '../../test/app.ts';
import { type Buyer, buyer } from '../../test/orders-fixtures.ts';
import { insertAssistantTeacher, insertLesson } from '../scheduling/scheduling.repository.ts';
import { createSession } from '../users/users.service.ts';

/** The people of the classroom tests, over the catalogue fixtures (Ana Li teaches live-hsk1, Bo Chen live-business). */
export interface ClassroomPeople {
  ana: Buyer;
  bo: Buyer;
  learner: Buyer;
  otherLearner: Buyer;
  assistant: Buyer;
  stranger: Buyer;
}

/** Everyone signed in at `at` (the app's clock; a session of today would have expired by then). */
export async function classroomPeople(t: TestApp, at: Date): Promise<ClassroomPeople> {
  const signedIn = async (id: number): Promise<Buyer> => ({
    id,
    token: (await createSession(t.db, id, at)).token,
  });
  const teacher = async (slug: string) => {
    const row = await t.db
      .selectFrom('teachers')
      .select('user_id')
      .where('slug', '=', slug)
      .executeTakeFirstOrThrow();
    return signedIn(Number(row.user_id));
  };
  const person = async (name: string) => signedIn((await buyer(t.db, name)).id);
  const assistant = await person('assistant');
  await insertAssistantTeacher(t.db, assistant.id);
  return {
    ana: await teacher('ana-li'),
    bo: await teacher('bo-chen'),
    learner: await person('learner'),
    otherLearner: await person('other'),
    assistant,
    stranger: await person('stranger'),
  };
}

/** A booked lesson of `minutes` on the teacher's course, written as a booking would. */
export async function lessonAt(
  t: TestApp,
  lesson: { teacher: Buyer; learner: Buyer; courseSlug: string; startsAt: Date; minutes: number },
): Promise<number> {
  const course = await t.db
    .selectFrom('courses')
    .select('id')
    .where('slug', '=', lesson.courseSlug)
    .executeTakeFirstOrThrow();
  const id = await insertLesson(t.db, {
    teacherUserId: lesson.teacher.id,
    studentUserId: lesson.learner.id,
    courseId: course.id,
    skuId: null,
    startsAt: lesson.startsAt,
    endsAt: new Date(lesson.startsAt.getTime() + lesson.minutes * 60_000),
    deliveryWay: 'classroom',
    contactId: null,
    remark: null,
    trial: false,
    chargedMinutes: 0,
    valueMinor: 0,
    bookedBy: lesson.learner.id,
  });
  return Number(id);
}

/** GET /api/classroom/lessons/:id as `who`. */
export async function enter(t: TestApp, who: Buyer, lessonId: number, language = 'en') {
  const answer = await t.app.inject({
    method: 'GET',
    url: `/api/classroom/lessons/${lessonId}?language=${language}`,
    headers: { authorization: `Bearer ${who.token}` },
  });
  return {
    status: answer.statusCode,
    entry: answer.statusCode === 200 ? (answer.json().response as ClassroomEntry) : undefined,
  };
}
