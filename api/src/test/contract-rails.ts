import http from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  type Endpoint,
  type EndpointExample,
  type EndpointName,
  endpoints,
  type OwnedResource,
} from '@hanyu/contract';
import { sql } from 'kysely';
import { adjustByOperator } from '../modules/ledger/index.ts';
import { insertAssistantTeacher } from '../modules/lessons/index.ts';
import { notify } from '../modules/notifications/index.ts';
import { rebuildRollups } from '../modules/reviews/index.ts';
import {
  createSession,
  hashPassword,
  insertOperator,
  insertUser,
  SESSION_TTL_MS,
} from '../modules/users/index.ts';
import { openTestApp, type TestApp } from './app.ts';
import { catalogueFixtures } from './catalogue-fixtures.ts';
import type { TestDatabase } from './databases.ts';
import { grantVideoCourse, insertVideoCourse } from './video-learning.ts';

/**
 * What the contract's rails tests share: the app listening on a real socket (so Node's own HTTP parser
 * answers oversized headers and URLs as it would in production), users with the examples' password, and
 * a raw HTTP client that sends exactly the bytes given (no URL normalisation, any content type).
 */

/** The password of every rails user: the one the endpoint examples use. */
export const EXAMPLE_PASSWORD = 'a long passphrase';

export const endpointTable = Object.entries(endpoints) as Array<[EndpointName, Endpoint]>;

export interface RawRequest {
  method: string;
  /** Path and query as sent, already encoded. */
  path: string;
  headers?: Record<string, string>;
  body?: string | Buffer;
}

export interface RawAnswer {
  status: number;
  contentType: string;
  text: string;
}

export interface RailsServer {
  t: TestApp;
  send(request: RawRequest): Promise<RawAnswer>;
  close(): Promise<void>;
}

export async function startRailsServer(target: TestDatabase): Promise<RailsServer> {
  const t = await openTestApp(target, { seed: catalogueFixtures, lessonHistory: false });
  // The coupon the operators' coupon endpoints' examples name (coupon 1 of a fresh database).
  await t.db
    .insertInto('coupons')
    .values({ code: 'RAILS', discount_type: 'percent', discount_value: 10 })
    .execute();
  // The textbook delivery the operators' textbook endpoints' examples name (user 1's of course 1), prepared,
  // and the account the example of a new organisation names as its owner.
  await t.db.insertInto('textbook_deliveries').values({ user_id: '1', course_id: '1' }).execute();
  await insertUser(t.db, { email: 'owner@example.com', nickName: 'Owner', passwordHash: 'x' });
  // The open refund requests the operators' refund endpoints' examples name (1 to approve, 2 to decline), of
  // two paid orders of user 1.
  for (const id of [1, 2]) {
    await sql`insert into orders (user_id, sku_id, course_id, quantity, unit_price_minor, amount_minor, total_minor,
        status, payer_id, paid_at)
      select 1, id, course_id, 1, 0, 0, 0, 1, 1, now() from course_skus order by id limit 1`.execute(t.db);
    await sql`insert into refund_requests (order_id, user_id, reason, created_at)
      select max(id), 1, ${`Rails refund ${id}`}, now() from orders`.execute(t.db);
  }
  // The open lesson dispute the operators' dispute endpoints' examples name (dispute 1): user 1's of a lesson
  // they took an hour ago, which counts as given.
  await sql`insert into lessons (teacher_user_id, student_user_id, course_id, starts_at, ends_at, status, summary,
      completed_at)
    select c.teacher_user_id, 1, c.id, now() - interval '85 minutes', now() - interval '1 hour', 'complete',
      'Rails lesson', now() - interval '1 hour'
    from courses c where c.kind = 'live' order by c.id limit 1`.execute(t.db);
  await sql`insert into lesson_disputes (lesson_id, raised_by, side, reason)
    select max(id), 1, 'learner', 'Rails dispute' from lessons`.execute(t.db);
  // The reviews the operators' review endpoints' examples name: review 1 (shown, of that lesson) to hide and
  // review 2 (hidden, of a video course as a whole) to show again, counted in the rollups as the api keeps them.
  await sql`insert into reviews (reviewer_id, course_id, teacher_user_id, lesson_id, stars, body, language,
      created_at, updated_at)
    select 1, course_id, teacher_user_id, id, 4, 'Rails review', 'en', now(), now()
    from lessons order by id desc limit 1`.execute(t.db);
  await sql`insert into reviews (reviewer_id, course_id, stars, body, language, created_at, updated_at, hidden_at,
      hidden_by, hidden_reason)
    select 1, id, 2, 'Rails hidden review', 'en', now(), now(), now(), 1, 'Rails reason'
    from courses order by id limit 1`.execute(t.db);
  await rebuildRollups(t.db);
  // The open report the operators' report endpoints' examples name (report 1): a first question of user 1
  // with the teacher of the first live course, reported by the teacher.
  await sql`with teacher as (select teacher_user_id as id from courses where kind = 'live' order by id limit 1),
      conversation as (insert into chat_conversations (kind, learner_user_id, teacher_user_id)
        select 'direct', 1, id from teacher returning id, teacher_user_id),
      question as (insert into first_questions (conversation_id, learner_user_id, teacher_user_id)
        select id, 1, teacher_user_id from conversation returning conversation_id, teacher_user_id)
    insert into conversation_reports (conversation_id, reported_by, reported_user_id, reason)
    select conversation_id, teacher_user_id, 1, 'spam' from question`.execute(t.db);
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = t.app.server.address() as AddressInfo;
  // A connection per request: a server that refuses an oversized request closes its connection.
  const agent = new http.Agent({ keepAlive: false });
  const send = (request: RawRequest) =>
    new Promise<RawAnswer>((resolve, reject) => {
      // A server refusing an oversized request answers and closes while the rest is still being sent:
      // the answer counts, the write error after it does not.
      let answered = false;
      const outgoing = http.request(
        {
          host: '127.0.0.1',
          port,
          agent,
          method: request.method,
          path: request.path,
          headers: request.headers,
        },
        (incoming) => {
          answered = true;
          const chunks: Buffer[] = [];
          const finish = () =>
            resolve({
              status: incoming.statusCode ?? 0,
              contentType: String(incoming.headers['content-type'] ?? ''),
              text: Buffer.concat(chunks).toString('utf8'),
            });
          incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
          incoming.on('end', finish);
          incoming.on('error', finish);
        },
      );
      outgoing.on('error', (error) => {
        if (!answered) reject(new Error(`${request.method} ${request.path.slice(0, 80)}: ${error.message}`));
      });
      outgoing.end(request.body);
    });
  return {
    t,
    send,
    async close() {
      agent.destroy();
      await t.close();
    },
  };
}

export interface RailsUser {
  id: number;
  email: string;
  nickName: string;
  /** A fresh session token: every call gets its own, since some endpoints end the caller's sessions. */
  token(): Promise<string>;
}

let passwordHash: Promise<string> | undefined;

/**
 * A user with the examples' password and the roles asked for: `orgOwner` also owns an organisation,
 * `operator` is an operator of the service centre, `teacher` has a teacher's profile, `assistant` is an
 * assistant teacher.
 */
export async function railsUser(
  t: TestApp,
  name: string,
  options: { orgOwner?: boolean; operator?: boolean; teacher?: boolean; assistant?: boolean } = {},
): Promise<RailsUser> {
  passwordHash ??= hashPassword(EXAMPLE_PASSWORD);
  const email = `${name}@rails.example.com`;
  const nickName = `${name}-nick`;
  const id = await insertUser(t.db, { email, nickName, passwordHash: await passwordHash });
  if (options.orgOwner) {
    await t.db
      .insertInto('organisations')
      .values({ owner_id: id, name: `${name} school` })
      .execute();
  }
  if (options.operator) await insertOperator(t.db, id);
  if (options.teacher) await makeTeacher(t, id);
  if (options.assistant) await insertAssistantTeacher(t.db, id);
  return { id, email, nickName, token: async () => (await createSession(t.db, id)).token };
}

/** A session token of the user that expired a minute ago. */
export async function expiredToken(t: TestApp, userId: number): Promise<string> {
  return (await createSession(t.db, userId, new Date(Date.now() - SESSION_TTL_MS - 60_000))).token;
}

/** Credits a user's wallet as an operator does in the service centre (once per key). */
export async function creditByOperator(
  t: TestApp,
  credit: { ownerId: number; amount: number; operatorId: number; idempotencyKey: string },
): Promise<void> {
  await adjustByOperator(t.db, 'credit', credit);
}

/**
 * Encodes a path parameter or query value: every byte but A–Z a–z 0–9 `-_.~` as %XX, and a lone surrogate as the
 * bytes UTF-8 would replace it by (encodeURIComponent refuses it). Cases send megabyte values, so the common
 * path is the built-in one.
 */
export function encodeText(text: string): string {
  try {
    return encodeURIComponent(text).replace(
      /[!'()*]/g,
      (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
    );
  } catch {
    // URIError: a lone surrogate.
    return [...Buffer.from(text, 'utf8')]
      .map((byte) =>
        /[A-Za-z0-9\-_.~]/.test(String.fromCharCode(byte))
          ? String.fromCharCode(byte)
          : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`,
      )
      .join('');
  }
}

/** The raw request for `endpoint` with the example's values, where `raw` replaces encoded parts as given. */
export function exampleRequest(
  endpoint: Endpoint,
  example: EndpointExample = endpoint.example,
  options: { token?: string; rawQuery?: string; bodyText?: string; headers?: Record<string, string> } = {},
): RawRequest {
  const path = endpoint.path.replace(/:(\w+)/g, (_all, name: string) => {
    const value = example.params?.[name];
    if (value === undefined) throw new Error(`The example of ${endpoint.path} has no ${name}`);
    return value;
  });
  const query =
    options.rawQuery ??
    Object.entries(example.query ?? {})
      .map(([key, value]) => `${encodeText(key)}=${encodeText(value)}`)
      .join('&');
  const hasBody = endpoint.body !== undefined || options.bodyText !== undefined;
  const headers: Record<string, string> = {
    ...(hasBody ? { 'content-type': 'application/json' } : {}),
    ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
    ...options.headers,
  };
  return {
    method: endpoint.method,
    path: `/api${path}${query ? `?${query}` : ''}`,
    headers,
    ...(hasBody ? { body: options.bodyText ?? JSON.stringify(example.body ?? {}) } : {}),
  };
}

/**
 * The example of an endpoint whose owner rule is 'anyone', naming `target` wherever it names a user
 * (`email` or `user_id`, in the query or the body).
 */
export function exampleAimedAt(endpoint: Endpoint, target: RailsUser): EndpointExample {
  const aim = (part: unknown) => {
    if (typeof part !== 'object' || part === null) return part;
    const fields = { ...(part as Record<string, unknown>) };
    if ('email' in fields) fields.email = target.email;
    if ('user_id' in fields)
      fields.user_id = typeof fields.user_id === 'string' ? String(target.id) : target.id;
    return fields;
  };
  const { example } = endpoint;
  return {
    ...example,
    ...(example.query ? { query: aim(example.query) as Record<string, string> } : {}),
    ...(example.body !== undefined ? { body: aim(example.body) } : {}),
  };
}

/** What the access tests do with data a user owns: make one for its owner, and see whether it is still there. */
export interface ResourceFixture {
  create(server: RailsServer, owner: RailsUser): Promise<string>;
  exists(server: RailsServer, owner: RailsUser, id: string): Promise<boolean>;
}

let made = 0;
/** Disputable lessons made so far (each half an hour earlier). */
let disputable = 0;

async function makeTeacher(t: TestApp, userId: number | string): Promise<void> {
  await t.db
    .insertInto('teachers')
    .values({
      user_id: String(userId),
      slug: `rails-teacher-${userId}`,
      name: `Teacher ${userId}`,
      experience_years: 1,
      languages: ['zh'],
      rating: 5,
      video: null,
    })
    .onConflict((oc) => oc.column('user_id').doNothing())
    .execute();
}

/** Gives a user lesson time on a course (its first item's, or `skuId`'s), as a paid order would. */
export async function grantLessonTime(
  t: TestApp,
  ownerId: number,
  courseId: number | string,
  minutes: number,
  skuId?: number | string,
) {
  const sku =
    skuId ??
    (
      await t.db
        .selectFrom('course_skus')
        .select('id')
        .where('course_id', '=', String(courseId))
        .orderBy('sort')
        .orderBy('id')
        .executeTakeFirstOrThrow()
    ).id;
  await t.db
    .insertInto('lesson_time')
    .values({ owner_id: ownerId, course_id: courseId, sku_id: sku, granted_minutes: minutes })
    .onConflict((oc) =>
      oc.columns(['owner_id', 'sku_id']).doUpdateSet((eb) => ({
        granted_minutes: eb('lesson_time.granted_minutes', '+', minutes),
      })),
    )
    .execute();
}

/** A booked lesson inserted as it is, a day apart from every other one made here. */
async function insertRailsLesson(
  t: TestApp,
  lesson: { teacherUserId: number | string; studentUserId: number | string; startsAt: number },
): Promise<string> {
  const course = await t.db
    .selectFrom('courses')
    .select('id')
    .where('kind', '=', 'live')
    .orderBy('id')
    .executeTakeFirstOrThrow();
  const row = await t.db
    .insertInto('lessons')
    .values({
      teacher_user_id: lesson.teacherUserId,
      student_user_id: lesson.studentUserId,
      course_id: course.id,
      starts_at: new Date(lesson.startsAt),
      ends_at: new Date(lesson.startsAt + 25 * 60_000),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

const lessonExists = async (server: RailsServer, owner: RailsUser, id: string) =>
  (await server.send(exampleRequest(endpoints.lesson, { params: { id } }, { token: await owner.token() })))
    .status === 200;

/**
 * A group class taught by `teacherUserId` with one session at `startsAt` and a seat for `seatUserId`: the
 * session's id and the class's (its course's).
 */
async function insertRailsGroupSession(
  t: TestApp,
  group: { teacherUserId: number | string; seatUserId: number | string | null; startsAt: number },
): Promise<{ sessionId: string; courseId: string }> {
  const course = await t.db
    .insertInto('courses')
    .values({
      slug: `rails-group-${++made}`,
      kind: 'group',
      level: 'hsk1',
      teacher_user_id: group.teacherUserId,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await t.db
    .insertInto('group_classes')
    .values({ course_id: course.id, capacity: 6, min_head_count: 1 })
    .execute();
  const session = await t.db
    .insertInto('group_sessions')
    .values({ course_id: course.id, starts_at: new Date(group.startsAt), minutes: 50 })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (group.seatUserId !== null)
    await t.db.insertInto('enrolments').values({ course_id: course.id, user_id: group.seatUserId }).execute();
  return { sessionId: session.id, courseId: course.id };
}

const groupEntryExists = async (server: RailsServer, owner: RailsUser, id: string) =>
  (
    await server.send(
      exampleRequest(endpoints.groupSessionEntry, { params: { id } }, { token: await owner.token() }),
    )
  ).status === 200;

/** One fixture per kind of owned data the contract names; a kind without one fails the access tests. */
export const resourceFixtures: Record<OwnedResource, ResourceFixture> = {
  // The owner's conversation with support: its id.
  conversation: {
    async create(server, owner) {
      const answer = await server.send(
        exampleRequest(endpoints.openSupportChat, {}, { token: await owner.token() }),
      );
      if (answer.status !== 200) throw new Error(`conversation fixture: ${answer.status} ${answer.text}`);
      return String(JSON.parse(answer.text).response.id);
    },
    async exists(server, owner, id) {
      const answer = await server.send(
        exampleRequest(endpoints.chatHistory, { params: { id } }, { token: await owner.token() }),
      );
      return answer.status === 200;
    },
  },
  // A group class the owner holds a seat in (another teacher's): the class's id.
  groupClass: {
    async create(server, owner) {
      const teacher = await railsUser(server.t, `group-teacher${++made}`);
      await makeTeacher(server.t, teacher.id);
      const { courseId } = await insertRailsGroupSession(server.t, {
        teacherUserId: teacher.id,
        seatUserId: owner.id,
        startsAt: Date.parse('2031-04-07T02:00:00Z') + made * 86_400_000,
      });
      return courseId;
    },
    async exists(server, owner, id) {
      const answer = await server.send(
        exampleRequest(endpoints.groupClassSessions, { params: { id } }, { token: await owner.token() }),
      );
      return answer.status === 200;
    },
  },
  // A session of a group class the owner holds a seat in.
  groupSession: {
    async create(server, owner) {
      const teacher = await railsUser(server.t, `group-teacher${++made}`);
      await makeTeacher(server.t, teacher.id);
      const { sessionId } = await insertRailsGroupSession(server.t, {
        teacherUserId: teacher.id,
        seatUserId: owner.id,
        startsAt: Date.parse('2031-05-05T02:00:00Z') + made * 86_400_000,
      });
      return sessionId;
    },
    exists: groupEntryExists,
  },
  // An ended session of a group class the owner (made a teacher) teaches, so that its replay may be given.
  taughtGroupSession: {
    async create(server, owner) {
      await makeTeacher(server.t, owner.id);
      const { sessionId } = await insertRailsGroupSession(server.t, {
        teacherUserId: owner.id,
        seatUserId: null,
        startsAt: Date.parse('2026-01-05T02:00:00Z') + ++made * 3_600_000,
      });
      return sessionId;
    },
    exists: groupEntryExists,
  },
  // A lesson the owner learns, far enough ahead to be cancelled.
  lesson: {
    async create(server, owner) {
      const teacher = await server.t.db
        .selectFrom('teachers')
        .select('user_id')
        .where('user_id', '<>', String(owner.id))
        .orderBy('id')
        .executeTakeFirstOrThrow();
      return insertRailsLesson(server.t, {
        teacherUserId: teacher.user_id,
        studentUserId: owner.id,
        startsAt: Date.parse('2031-01-06T02:00:00Z') + ++made * 86_400_000,
      });
    },
    exists: lessonExists,
  },
  // Time off of the owner's (made a teacher), a day apart from every other one made here.
  availabilityException: {
    async create(server, owner) {
      await makeTeacher(server.t, owner.id);
      const start = Date.parse('2031-03-03T00:00:00Z') + ++made * 86_400_000;
      const answer = await server.send(
        exampleRequest(
          endpoints.addTeacherException,
          {
            body: {
              kind: 'off',
              starts_at: new Date(start).toISOString(),
              ends_at: new Date(start + 3_600_000).toISOString(),
            },
          },
          { token: await owner.token() },
        ),
      );
      if (answer.status !== 200) throw new Error(`exception fixture: ${answer.status} ${answer.text}`);
      return String(JSON.parse(answer.text).response.id);
    },
    async exists(server, owner, id) {
      const answer = await server.send(
        exampleRequest(endpoints.teacherExceptions, {}, { token: await owner.token() }),
      );
      const { data } = JSON.parse(answer.text).response as { data: Array<{ id: number }> };
      return data.some((exception) => String(exception.id) === id);
    },
  },
  // A lesson the owner teaches, already started, so that its summary may complete it.
  taughtLesson: {
    async create(server, owner) {
      await makeTeacher(server.t, owner.id);
      const student = await railsUser(server.t, `student${++made}`);
      return insertRailsLesson(server.t, {
        teacherUserId: owner.id,
        studentUserId: student.id,
        startsAt: Date.parse('2026-01-05T02:00:00Z') + made * 86_400_000,
      });
    },
    exists: lessonExists,
  },
  // A learner the owner (made a teacher) teaches: the learner's user id.
  learner: {
    async create(server, owner) {
      await makeTeacher(server.t, owner.id);
      const student = await railsUser(server.t, `learner${++made}`);
      await insertRailsLesson(server.t, {
        teacherUserId: owner.id,
        studentUserId: student.id,
        // Another hour of the day than the taught lessons': the owner teaches both, on any day.
        startsAt: Date.parse('2026-02-02T06:00:00Z') + made * 86_400_000,
      });
      return String(student.id);
    },
    async exists(server, owner, id) {
      const answer = await server.send(
        exampleRequest(endpoints.learnerRecords, { params: { user_id: id } }, { token: await owner.token() }),
      );
      return answer.status === 200;
    },
  },
  orgChild: {
    async create(server, owner) {
      const answer = await server.send(
        exampleRequest(
          endpoints.createOrgChild,
          {
            body: {
              email: `child${++made}.of.${owner.email}`,
              password: EXAMPLE_PASSWORD,
              nick_name: 'Child',
            },
          },
          { token: await owner.token() },
        ),
      );
      if (answer.status !== 200) throw new Error(`orgChild fixture: ${answer.status} ${answer.text}`);
      return String(JSON.parse(answer.text).response.id);
    },
    async exists(server, owner, id) {
      const answer = await server.send(
        exampleRequest(endpoints.orgChildren, { query: { size: '100' } }, { token: await owner.token() }),
      );
      const { list } = JSON.parse(answer.text).response as { list: Array<{ id: number }> };
      return list.some((child) => String(child.id) === id);
    },
  },
  topUp: {
    async create(server, owner) {
      const answer = await server.send(
        exampleRequest(endpoints.createTopUp, endpoints.createTopUp.example, { token: await owner.token() }),
      );
      if (answer.status !== 200) throw new Error(`topUp fixture: ${answer.status} ${answer.text}`);
      return String(JSON.parse(answer.text).response.id);
    },
    async exists(server, owner, id) {
      const answer = await server.send(
        exampleRequest(endpoints.topUp, { params: { id } }, { token: await owner.token() }),
      );
      return answer.status === 200;
    },
  },
  // A course the owner (made a teacher) teaches: its courseware is the owner's to read.
  courseware: {
    async create(server, owner) {
      await makeTeacher(server.t, owner.id);
      const course = await server.t.db
        .insertInto('courses')
        .values({ slug: `rails-course-${++made}`, kind: 'live', level: 'HSK 1', teacher_user_id: owner.id })
        .returning('id')
        .executeTakeFirstOrThrow();
      return course.id;
    },
    async exists(server, owner, id) {
      const answer = await server.send(
        exampleRequest(endpoints.courseware, { params: { id } }, { token: await owner.token() }),
      );
      return answer.status === 200;
    },
  },
  // The first lesson (no preview) of a video course the owner bought; its practice has the one question the
  // example answers.
  // A lesson the owner took two hours ago or so, counted as given: one they may dispute (within 48 hours).
  disputableLesson: {
    async create(server, owner) {
      const course = await server.t.db
        .selectFrom('courses')
        .select(['id', 'teacher_user_id'])
        .where('kind', '=', 'live')
        .where('teacher_user_id', '<>', String(owner.id))
        .orderBy('id')
        .executeTakeFirstOrThrow();
      // Half an hour apart, after the operators' example lesson (an hour ago), well inside the 48 hours.
      const endsAt = new Date(Date.now() - 2 * 3_600_000 - ++disputable * 30 * 60_000);
      const row = await server.t.db
        .insertInto('lessons')
        .values({
          teacher_user_id: course.teacher_user_id as string,
          student_user_id: String(owner.id),
          course_id: course.id,
          starts_at: new Date(endsAt.getTime() - 25 * 60_000),
          ends_at: endsAt,
          status: 'complete',
          summary: 'Rails lesson',
          completed_at: endsAt,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },
    exists: lessonExists,
  },
  // A first question the owner opened with a teacher they have no lesson with: its conversation's id.
  firstQuestion: {
    async create(server, owner) {
      const teacher = await railsUser(server.t, `asked-teacher${++made}`);
      await makeTeacher(server.t, teacher.id);
      const answer = await server.send(
        exampleRequest(
          endpoints.openTeacherChat,
          { params: { user_id: String(teacher.id) } },
          { token: await owner.token() },
        ),
      );
      if (answer.status !== 200) throw new Error(`firstQuestion fixture: ${answer.status} ${answer.text}`);
      return String(JSON.parse(answer.text).response.id);
    },
    async exists(server, owner, id) {
      const answer = await server.send(
        exampleRequest(endpoints.chatHistory, { params: { id } }, { token: await owner.token() }),
      );
      return answer.status === 200;
    },
  },
  // A lesson the owner took, complete: one they may review (the same lesson as a disputable one).
  reviewableLesson: {
    create: (server, owner) => resourceFixtures.disputableLesson.create(server, owner),
    exists: lessonExists,
  },
  videoLesson: {
    async create(server, owner) {
      const course = await insertVideoCourse(server.t.db, { lessons: 1, questions: 1 });
      await grantVideoCourse(server.t.db, owner.id, course);
      return String(course.lessonIds[0]);
    },
    async exists(server, owner, id) {
      const answer = await server.send(
        exampleRequest(endpoints.videoWords, { params: { id } }, { token: await owner.token() }),
      );
      return answer.status === 200;
    },
  },
  // A notice of the owner's (a message in a conversation of theirs, as the chat would make it).
  notification: {
    async create(server, owner) {
      const [notice] = await notify(server.t.db, [
        {
          userId: owner.id,
          kind: 'new_message',
          params: { conversation_id: ++made, sender_name: 'Rails' },
        },
      ]);
      return String(notice?.id);
    },
    async exists(server, owner, id) {
      const answer = await server.send(
        exampleRequest(
          endpoints.notifications,
          { query: { page_size: '100' } },
          { token: await owner.token() },
        ),
      );
      const { list } = JSON.parse(answer.text).response as { list: Array<{ id: number }> };
      return list.some((notice) => String(notice.id) === id);
    },
  },
  paidOrder: {
    // An order paid from its owner's balance: one that may be refunded.
    async create(server, owner) {
      const id = await resourceFixtures.order.create(server, owner);
      const answer = await server.send(
        exampleRequest(endpoints.payOrder, { params: { id }, body: {} }, { token: await owner.token() }),
      );
      if (answer.status !== 200) throw new Error(`paid order fixture: ${answer.status} ${answer.text}`);
      return id;
    },
    exists: (server, owner, id) => resourceFixtures.order.exists(server, owner, id),
  },
  order: {
    // An order awaiting payment, and the balance that pays it, so that its owner may pay or cancel it.
    async create(server, owner) {
      const answer = await server.send(
        exampleRequest(endpoints.createOrder, endpoints.createOrder.example, { token: await owner.token() }),
      );
      if (answer.status !== 200) throw new Error(`order fixture: ${answer.status} ${answer.text}`);
      const order = JSON.parse(answer.text).response as { id: number; total_minor: number };
      await adjustByOperator(server.t.db, 'credit', {
        ownerId: owner.id,
        amount: order.total_minor,
        operatorId: owner.id,
        idempotencyKey: `rails-order-${order.id}`,
      });
      return String(order.id);
    },
    async exists(server, owner, id) {
      const answer = await server.send(
        exampleRequest(endpoints.order, { params: { id } }, { token: await owner.token() }),
      );
      return answer.status === 200;
    },
  },
};

/** Whether `text` is the API's envelope: `{ response }` on success, `{ error: { code, message } }` otherwise. */
export function envelopeProblem(answer: RawAnswer): string | null {
  let body: unknown;
  try {
    body = JSON.parse(answer.text);
  } catch {
    return `not JSON (${answer.contentType}): ${answer.text.slice(0, 120)}`;
  }
  if (!answer.contentType.startsWith('application/json')) return `content type ${answer.contentType}`;
  if (typeof body !== 'object' || body === null) return `not an object: ${answer.text.slice(0, 120)}`;
  const keys = Object.keys(body);
  if (answer.status >= 200 && answer.status < 300) {
    return keys.length === 1 && keys[0] === 'response' ? null : `success keys ${keys.join(',')}`;
  }
  const error = (body as { error?: { code?: unknown; message?: unknown } }).error;
  if (keys.length !== 1 || !error) return `failure keys ${keys.join(',')}`;
  if (typeof error.code !== 'number' || typeof error.message !== 'string') {
    return `error without code and message: ${answer.text.slice(0, 120)}`;
  }
  return null;
}
