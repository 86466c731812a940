import {
  type AssistantLearnersResponse,
  BOOKING_MESSAGES,
  type BookableCoursesResponse,
  DELIVERY_WAYS,
  type DeliveryWay,
  ERROR_CODES,
  FALLBACK_LANG,
  fillMessage,
  type Lang,
  type Lesson,
  type MyTeachersResponse,
  ORDER_MESSAGES,
  SLOT_DAYS_MAX,
  SLOT_REFUSAL_CODES,
  type SlotRefusal,
  type SlotsResponse,
  TEACHER_TIME_ZONE,
  TRIAL_LESSON_MINUTES,
} from '@hanyu/contract';
import { formatInTimeZone, fromZonedTime } from 'date-fns-tz';
import type { Kysely } from 'kysely';
import { isOverlapRefusal } from '../../db/constraint-refusals.ts';
import { idempotent } from '../../db/idempotent.ts';
import type { Database } from '../../db/schema.ts';
import type { AuthUser } from '../../http/auth.ts';
import { ApiError, idempotencyKeyReused } from '../../http/errors.ts';
import {
  exceptionsBetween,
  freeSlots,
  SlotBook,
  type SlotRules,
  slotsByDay,
  weeklyAvailability,
} from '../availability/index.ts';
import { teacherAvatarPath } from '../catalogue/index.ts';
import {
  busyIntervals,
  courseLessonStarts,
  hasActiveTrial,
  insertLesson,
  isTeacher,
  isTrialRefusal,
  type LessonRow,
  lessonOf,
  markCancelled,
} from '../lessons/index.ts';
import { notifyLesson } from '../notifications/index.ts';
import { modelTexts, TEXT_FIELDS } from '../translations/index.ts';
import {
  findLearnerById,
  findLearnersMatching,
  findLiveCourses,
  type HeldLessonTime,
  heldLessonTime,
  itemToGiveBackTo,
  itemToSpendAgain,
  type LiveCourse,
  lessonTimeOwnerOf,
  lockLessonTime,
  recordLessonTimeOwner,
  spendLessonTime,
  teacherEarnings,
  teachersOfLearner,
  trialCourseOf,
} from './scheduling.repository.ts';
import { type SlotHolds, slotHoldKey } from './slot-holds.ts';

/**
 * Booking (SPEC §3–§5) and the teacher's and learner's overviews. Every booking is checked by the slot function inside its transaction
 * (the same function that lists slots), with the learner's lesson time on the course locked; the database
 * has the last word on overlaps (exclusion constraints) and on lesson time (a check).
 */
const MINUTE = 60_000;

export const DAY = 86_400_000;

const MONTH_MARGIN = 32 * DAY;

export const refuse = (status: number, code: number, message: string) =>
  new ApiError(status, message, { code });

/** What a learner reads for each refusal of the slot function, with its code (409: the time, not the request). */
export function slotRefused(refusal: SlotRefusal, limit: number | null): ApiError {
  return refuse(409, SLOT_REFUSAL_CODES[refusal], fillMessage(BOOKING_MESSAGES[refusal], limit ?? ''));
}

export const reservedMeanwhile = () => refuse(409, ERROR_CODES.slotReserved, BOOKING_MESSAGES.reserved);

const notBookable = () => refuse(400, ERROR_CODES.notBookable, BOOKING_MESSAGES.chooseCourseAndTime);
/** An Idempotency-Key sent again with another booking: the contract's one sentence for its code. */
const keyReused = () => idempotencyKeyReused(ORDER_MESSAGES.idempotencyKeyReused);

/**
 * What a lesson of `minutes` takes of what the learner paid for the course's time: its share of the value
 * left, so the lesson that uses the last minutes takes the last fen (nothing is lost to rounding).
 */
function lessonValue(
  time: {
    granted_minutes: number;
    spent_minutes: number;
    granted_value_minor: string;
    spent_value_minor: string;
  },
  minutes: number,
): number {
  const left = time.granted_minutes - time.spent_minutes;
  const valueLeft = Number(time.granted_value_minor) - Number(time.spent_value_minor);
  if (left <= 0 || minutes > left) return 0;
  return Math.floor((valueLeft * minutes) / left);
}

type CourseItem = LiveCourse['skus'][number];

/** The course's first item of `minutes`: the terms of a course's slots for someone who holds none of its time. */
function skuFor(course: LiveCourse, minutes: number | undefined): CourseItem {
  const sku = course.skus.find((item) => item.lesson_minutes === minutes);
  if (!sku) throw notBookable();
  return sku;
}

/** Held lesson time of one owner and item, with the item's rules. */
type HeldItem = HeldLessonTime & { item: CourseItem };

const minutesLeft = (time: HeldLessonTime) => time.granted_minutes - time.spent_minutes;

/**
 * The learner's held lesson time on the course, each row with its item: the learner's own rows first, then
 * the linked accounts' (by owner id), each owner's in the course's item order.
 */
function heldItems(course: LiveCourse, held: readonly HeldLessonTime[], learnerId: number): HeldItem[] {
  const rank = (row: HeldLessonTime) => course.skus.findIndex((item) => item.id === row.sku_id);
  const learner = String(learnerId);
  return held
    .flatMap((row) => {
      const item = course.skus.find((sku) => sku.id === row.sku_id);
      return item ? [{ ...row, item }] : [];
    })
    .sort(
      (a, b) =>
        Number(b.owner_id === learner) - Number(a.owner_id === learner) ||
        Number(a.owner_id) - Number(b.owner_id) ||
        rank(a) - rank(b),
    );
}

/**
 * The lesson time a booking spends, whose item's rules then apply (issue 24: the item bought, not the
 * course's first of that length): among the held items of the lesson's length, the first with the minutes
 * left, that lets this caller book (self-booking, or an assistant teacher) and that teaches the way asked.
 * Each step that leaves none says why, in that order: no such item, not self-booked, not taught that way.
 * When no item of the length has the minutes left, the first that passes the other steps is answered and
 * the booking is refused for its time after the slot's check, as before.
 */
function itemToSpend(
  held: readonly HeldItem[],
  request: { minutes: number; way: DeliveryWay | undefined; byAssistant: boolean },
): HeldItem {
  const ofLength = held.filter((row) => row.item.lesson_minutes === request.minutes);
  if (ofLength.length === 0) throw notBookable();
  const withTime = ofLength.filter((row) => minutesLeft(row) >= request.minutes);
  const pool = withTime.length > 0 ? withTime : ofLength;
  const bookable = request.byAssistant ? pool : pool.filter((row) => row.item.self_booking);
  if (bookable.length === 0) throw refuse(403, ERROR_CODES.noSelfBooking, BOOKING_MESSAGES.noSelfBooking);
  const way = request.way ?? 'classroom';
  const taught = bookable.find((row) => row.item.delivery_ways.includes(way));
  if (!taught) throw refuse(400, ERROR_CODES.deliveryWayNotOffered, BOOKING_MESSAGES.deliveryWayNotOffered);
  return taught;
}

/** The item a learner's lessons of `minutes` would spend by default (no way asked): its terms for the slots. */
function defaultItem(held: readonly HeldItem[], minutes: number | undefined, byAssistant = false) {
  const ofLength = held.filter((row) => row.item.lesson_minutes === minutes);
  const ordered = [
    ...ofLength.filter((row) => minutesLeft(row) >= (minutes ?? 0) && (byAssistant || row.item.self_booking)),
    ...ofLength.filter((row) => minutesLeft(row) >= (minutes ?? 0)),
    ...ofLength,
  ];
  return ordered[0];
}

/** The teacher a lesson of the course is with: its own, else the one the learner chose (an open package). */
async function teacherFor(
  db: Kysely<Database>,
  course: LiveCourse,
  chosen: number | undefined,
): Promise<number> {
  if (course.teacher_user_id !== null) {
    if (chosen !== undefined && chosen !== Number(course.teacher_user_id)) throw notBookable();
    return Number(course.teacher_user_id);
  }
  if (chosen === undefined || !(await isTeacher(db, chosen))) throw notBookable();
  return chosen;
}

/** The length of a lesson and the limits of booking it (an item's, or none for the trial). */
export interface LessonTerms {
  lessonMinutes: number;
  dailyLimit: number | null;
  monthlyLimit: number | null;
}

export const termsOf = (sku: LiveCourse['skus'][number]): LessonTerms => ({
  lessonMinutes: sku.lesson_minutes,
  dailyLimit: sku.daily_booking_limit,
  monthlyLimit: sku.monthly_booking_limit,
});

const TRIAL_TERMS: LessonTerms = {
  lessonMinutes: TRIAL_LESSON_MINUTES,
  dailyLimit: null,
  monthlyLimit: null,
};

/**
 * Everything the slot function needs about a teacher and a learner's course for starts in [from, to); a
 * lesson being moved (`exceptLessonId`) neither blocks its own time nor counts against the course's limits.
 */
export async function slotRulesFor(
  db: Kysely<Database>,
  subject: {
    teacherUserId: number;
    studentUserId: number;
    courseId: number | string;
    terms: LessonTerms;
    now: number;
    exceptLessonId?: number | string | undefined;
  },
  from: number,
  to: number,
): Promise<SlotRules> {
  const { terms } = subject;
  const span = { from: from - DAY, to: to + DAY + terms.lessonMinutes * MINUTE };
  const availability = await weeklyAvailability(db, subject.teacherUserId);
  const { extraHours, timeOff } = await exceptionsBetween(db, subject.teacherUserId, span.from, span.to);
  const reserved = await busyIntervals(db, subject, span.from, span.to);
  const limited = terms.dailyLimit !== null || terms.monthlyLimit !== null;
  return {
    availability,
    extraHours,
    timeOff,
    reserved,
    courseLessonStarts: limited
      ? await courseLessonStarts(
          db,
          subject.studentUserId,
          subject.courseId,
          from - MONTH_MARGIN,
          to + MONTH_MARGIN,
          subject.exceptLessonId,
        )
      : [],
    dailyLimit: terms.dailyLimit,
    monthlyLimit: terms.monthlyLimit,
    lessonMinutes: terms.lessonMinutes,
    now: subject.now,
  };
}

async function liveCourse(db: Kysely<Database>, courseId: number): Promise<LiveCourse> {
  const course = (await findLiveCourses(db, [courseId])).get(String(courseId));
  if (!course) throw notBookable();
  return course;
}

/** The caller's live courses with lesson time, and what booking each allows. */
export async function bookableCourses(
  db: Kysely<Database>,
  user: Pick<AuthUser, 'id'>,
  language: Lang | undefined,
): Promise<BookableCoursesResponse> {
  const held = await heldLessonTime(db, user.id);
  const courses = await findLiveCourses(db, [...new Set(held.map((row) => row.course_id))]);
  const titles = await modelTexts(db, {
    fields: [TEXT_FIELDS.courseTitle],
    modelIds: [...courses.keys()].map(Number),
    language: language ?? FALLBACK_LANG,
  });
  const teacherIds = [...courses.values()].flatMap((course) =>
    course.teacher_user_id === null ? [] : [course.teacher_user_id],
  );
  const teachers = new Map(
    teacherIds.length === 0
      ? []
      : (
          await db
            .selectFrom('teachers')
            .select(['user_id', 'name'])
            .where('user_id', 'in', teacherIds)
            .execute()
        ).map((row) => [row.user_id, row.name]),
  );
  const data = [...courses.values()]
    .sort((a, b) => Number(a.id) - Number(b.id))
    .flatMap((course) => {
      const items = heldItems(
        course,
        held.filter((row) => row.course_id === course.id),
        user.id,
      );
      if (items.length === 0) return [];
      // What booking allows comes from the items whose time is held: those with minutes left, else all.
      const open = items.filter((row) => minutesLeft(row) > 0);
      const usable = open.length > 0 ? open : items;
      const lengths = [...new Set(usable.map((row) => row.item.lesson_minutes))].sort((a, b) => a - b);
      const first = defaultItem(usable, lengths[0])?.item;
      const granted = items.reduce((sum, row) => sum + row.granted_minutes, 0);
      return [
        {
          course_id: Number(course.id),
          title: titles(TEXT_FIELDS.courseTitle, Number(course.id)),
          teacher_id: course.teacher_user_id === null ? null : Number(course.teacher_user_id),
          teacher_name:
            course.teacher_user_id === null ? null : (teachers.get(course.teacher_user_id) ?? null),
          lesson_minutes: lengths,
          delivery_ways: [...new Set(usable.flatMap((row) => row.item.delivery_ways))],
          self_booking: usable.some((row) => row.item.self_booking),
          granted_minutes: granted,
          remaining_minutes: items.reduce((sum, row) => sum + minutesLeft(row), 0),
          daily_limit: first?.daily_booking_limit ?? null,
          monthly_limit: first?.monthly_booking_limit ?? null,
        },
      ];
    });
  return { data };
}

/** A teacher's free starts for a lesson of a course (or the trial), grouped by day in the learner's zone. */
export async function bookingSlots(
  db: Kysely<Database>,
  user: Pick<AuthUser, 'id' | 'timeZone'>,
  query: {
    course_id?: number;
    minutes?: number;
    teacher_id?: number;
    from?: string;
    days?: number;
    time_zone?: string;
  },
  now: Date,
): Promise<SlotsResponse> {
  let subject: { teacherUserId: number; courseId: string; terms: LessonTerms; remaining: number };
  if (query.course_id === undefined) {
    const trial = await trialCourse(db, query.teacher_id);
    subject = {
      ...trial,
      terms: TRIAL_TERMS,
      remaining: (await hasActiveTrial(db, user.id)) ? 0 : TRIAL_LESSON_MINUTES,
    };
  } else {
    const course = await liveCourse(db, query.course_id);
    // The slots of the item the learner's lessons of this length would spend, with its limits.
    const held = heldItems(course, await heldLessonTime(db, user.id, [course.id]), user.id);
    const spent = defaultItem(held, query.minutes);
    subject = {
      teacherUserId: await teacherFor(db, course, query.teacher_id),
      courseId: course.id,
      terms: termsOf(spent?.item ?? skuFor(course, query.minutes)),
      remaining: spent ? minutesLeft(spent) : 0,
    };
  }
  const from = Math.max(query.from ? Date.parse(query.from) : now.getTime(), now.getTime());
  const to = from + Math.min(query.days ?? 14, SLOT_DAYS_MAX) * DAY;
  const rules = await slotRulesFor(db, { ...subject, studentUserId: user.id, now: now.getTime() }, from, to);
  const zone = query.time_zone ?? user.timeZone ?? TEACHER_TIME_ZONE;
  return {
    time_zone: zone,
    minutes: subject.terms.lessonMinutes,
    teacher_id: subject.teacherUserId,
    remaining_minutes: subject.remaining,
    days: slotsByDay(freeSlots(rules, from, to), subject.terms.lessonMinutes, zone),
  };
}

/**
 * The teacher and course a trial lesson is recorded under: the teacher's own live course, else the open
 * live package (the trial is a taste of one-on-one lessons).
 */
async function trialCourse(
  db: Kysely<Database>,
  teacherId: number | undefined,
): Promise<{ teacherUserId: number; courseId: string }> {
  if (teacherId === undefined || !(await isTeacher(db, teacherId))) throw notBookable();
  const courseId = await trialCourseOf(db, teacherId);
  if (courseId === undefined) throw notBookable();
  return { teacherUserId: teacherId, courseId };
}

export interface BookingRequest {
  course_id: number;
  minutes: number;
  starts_at: string;
  teacher_id?: number | undefined;
  delivery_way?: DeliveryWay | undefined;
  contact_id?: string | undefined;
  remark?: string | undefined;
}

/** How the lesson is given, from the request: the contact id only where a call needs one. */
function deliveryOf(
  body: { delivery_way?: DeliveryWay | undefined; contact_id?: string | undefined },
  offered: readonly DeliveryWay[],
) {
  const way = body.delivery_way ?? 'classroom';
  const contactId = body.contact_id?.trim() || null;
  if (!offered.includes(way))
    throw refuse(400, ERROR_CODES.deliveryWayNotOffered, BOOKING_MESSAGES.deliveryWayNotOffered);
  if (way !== 'classroom' && contactId === null)
    throw refuse(
      400,
      ERROR_CODES.contactIdRequired,
      fillMessage(BOOKING_MESSAGES.contactIdRequired, way === 'wechat' ? 'WeChat' : 'Skype'),
    );
  return { way, contactId: way === 'classroom' ? null : contactId };
}

/**
 * The part of every booking inside its transaction: the slot function's check with what the database
 * holds now, then the lesson's row. Whatever spends lesson time has done so in the same transaction.
 */
async function placeLesson(
  trx: Kysely<Database>,
  lesson: {
    teacherUserId: number;
    learnerId: number;
    courseId: string;
    skuId: string | null;
    terms: LessonTerms;
    startsAt: string;
    delivery: { way: DeliveryWay; contactId: string | null };
    remark: string | undefined;
    trial: boolean;
    chargedMinutes: number;
    valueMinor: number;
    bookedBy: number;
    now: Date;
  },
  afterCheck: () => Promise<void>,
): Promise<string> {
  if (lesson.teacherUserId === lesson.learnerId) throw notBookable();
  const start = Date.parse(lesson.startsAt);
  const rules = await slotRulesFor(
    trx,
    {
      teacherUserId: lesson.teacherUserId,
      studentUserId: lesson.learnerId,
      courseId: lesson.courseId,
      terms: lesson.terms,
      now: lesson.now.getTime(),
    },
    start,
    start + 1,
  );
  const refusal = new SlotBook(rules, start - DAY, start + DAY).refusal(start);
  if (refusal !== null)
    throw slotRefused(
      refusal,
      refusal === 'daily_limit' ? rules.dailyLimit : refusal === 'monthly_limit' ? rules.monthlyLimit : null,
    );
  await afterCheck();
  return insertLesson(trx, {
    teacherUserId: lesson.teacherUserId,
    studentUserId: lesson.learnerId,
    courseId: lesson.courseId,
    skuId: lesson.skuId,
    startsAt: new Date(start),
    endsAt: new Date(start + lesson.terms.lessonMinutes * MINUTE),
    deliveryWay: lesson.delivery.way,
    contactId: lesson.delivery.contactId,
    remark: lesson.remark?.trim() || null,
    trial: lesson.trial,
    chargedMinutes: lesson.chargedMinutes,
    valueMinor: lesson.valueMinor,
    bookedBy: lesson.bookedBy,
  });
}

/** What the database's own refusals mean to the learner, outside the transaction they ended. */
function databaseRefusal(error: unknown): unknown {
  // Another booking took the time between the check and the insert: the exclusion constraint said no.
  if (isOverlapRefusal(error)) return reservedMeanwhile();
  if (isTrialRefusal(error)) return refuse(409, ERROR_CODES.trialTaken, BOOKING_MESSAGES.trialTaken);
  return error;
}

/**
 * Books a lesson for `learnerId` (the caller, or the learner an assistant teacher books for), all in one
 * transaction: the learner's lesson time on the course locked, the slot function's check, the time spent,
 * the lesson inserted. A concurrent booking of the same time fails on the exclusion constraint: 409.
 */
export async function bookLesson(
  db: Kysely<Database>,
  caller: AuthUser,
  body: BookingRequest,
  options: {
    learnerId: number;
    /** An assistant teacher may book courses that forbid self-service booking. */
    byAssistant: boolean;
    idempotencyKey: string | undefined;
    now: Date;
    language: Lang | undefined;
    /** After the booking committed, once: a replayed answer does not call it again. */
    onBooked?: (lesson: Lesson) => void;
    /** This process's bookings in flight: a second learner pressing the same time is answered at once. */
    holds?: SlotHolds;
  },
): Promise<Lesson> {
  const release = options.holds?.hold(slotHoldKey(body), options.learnerId);
  if (options.holds && !release) throw refuse(409, ERROR_CODES.slotReserved, BOOKING_MESSAGES.reserved);
  try {
    return await placeBooking(db, caller, body, options);
  } finally {
    release?.();
  }
}

async function placeBooking(
  db: Kysely<Database>,
  caller: AuthUser,
  body: BookingRequest,
  options: Parameters<typeof bookLesson>[3],
): Promise<Lesson> {
  const claim = {
    userId: caller.id,
    scope: options.byAssistant ? 'assistantBookLesson' : 'bookLesson',
    key: options.idempotencyKey,
    fingerprint: JSON.stringify([options.learnerId, { ...body, starts_at: Date.parse(body.starts_at) }]),
    reused: keyReused,
  };
  try {
    const { answer, replayed } = await idempotent(db, claim, async (trx) => {
      const course = await liveCourse(trx, body.course_id);
      // The learner's own lesson time, or a linked account's (SPEC §1: linked accounts share courses), each
      // row with the item it was bought with, whose rules apply.
      const held = heldItems(
        course,
        await lockLessonTime(trx, options.learnerId, course.id),
        options.learnerId,
      );
      const time = itemToSpend(held, {
        minutes: body.minutes,
        way: body.delivery_way,
        byAssistant: options.byAssistant,
      });
      const sku = time.item;
      const delivery = deliveryOf(body, sku.delivery_ways);
      const teacherUserId = await teacherFor(trx, course, body.teacher_id);
      const valueMinor = lessonValue(time, sku.lesson_minutes);
      const id = await placeLesson(
        trx,
        {
          teacherUserId,
          learnerId: options.learnerId,
          courseId: course.id,
          skuId: sku.id,
          terms: termsOf(sku),
          startsAt: body.starts_at,
          delivery,
          remark: body.remark,
          trial: false,
          chargedMinutes: sku.lesson_minutes,
          valueMinor,
          bookedBy: caller.id,
          now: options.now,
        },
        async () => {
          if (minutesLeft(time) < sku.lesson_minutes)
            throw refuse(409, ERROR_CODES.notEnoughLessonTime, BOOKING_MESSAGES.notEnoughLessonTime);
          await spendLessonTime(trx, time.owner_id, sku.id, { minutes: sku.lesson_minutes, valueMinor });
        },
      );
      if (time.owner_id !== String(options.learnerId)) await recordLessonTimeOwner(trx, id, time.owner_id);
      await notifyLesson(trx, 'lesson_booked', id, options.now, { actorId: caller.id });
      return lessonOf(trx, id, { userId: options.learnerId, as: 'learnerOrTeacher' }, options.language);
    });
    if (!replayed) options.onBooked?.(answer);
    return answer;
  } catch (error) {
    throw databaseRefusal(error);
  }
}

/** Books the free trial: 25 minutes with the teacher chosen, once per learner (a unique index holds it). */
export async function bookTrial(
  db: Kysely<Database>,
  user: AuthUser,
  body: {
    teacher_id: number;
    starts_at: string;
    delivery_way?: DeliveryWay | undefined;
    contact_id?: string | undefined;
    remark?: string | undefined;
  },
  options: { idempotencyKey: string | undefined; now: Date; onBooked?: (lesson: Lesson) => void },
): Promise<Lesson> {
  const claim = {
    userId: user.id,
    scope: 'bookTrial',
    key: options.idempotencyKey,
    fingerprint: JSON.stringify({ ...body, starts_at: Date.parse(body.starts_at) }),
    reused: keyReused,
  };
  try {
    const { answer, replayed } = await idempotent(db, claim, async (trx) => {
      const { teacherUserId, courseId } = await trialCourse(trx, body.teacher_id);
      if (await hasActiveTrial(trx, user.id))
        throw refuse(409, ERROR_CODES.trialTaken, BOOKING_MESSAGES.trialTaken);
      const id = await placeLesson(
        trx,
        {
          teacherUserId,
          learnerId: user.id,
          courseId,
          skuId: null,
          terms: TRIAL_TERMS,
          startsAt: body.starts_at,
          delivery: deliveryOf(body, DELIVERY_WAYS),
          remark: body.remark,
          trial: true,
          chargedMinutes: 0,
          valueMinor: 0,
          bookedBy: user.id,
          now: options.now,
        },
        async () => {},
      );
      await notifyLesson(trx, 'lesson_booked', id, options.now, { actorId: user.id });
      return lessonOf(trx, id, { userId: user.id, as: 'learnerOrTeacher' }, undefined);
    });
    if (!replayed) options.onBooked?.(answer);
    return answer;
  } catch (error) {
    throw databaseRefusal(error);
  }
}

/**
 * A lesson's charged time and its value, given back (a cancellation, a teacher no-show, an upheld dispute)
 * or spent again (a teacher no-show found a lesson given): to and from whoever's it was, the learner's or the
 * linked account's it was booked with, on the item it was spent from (a lesson booked before time carried
 * its item: one that took it). Spending again past the time granted is refused by lesson_time's check.
 */
export async function moveLessonTime(
  trx: Kysely<Database>,
  lesson: Pick<
    LessonRow,
    'id' | 'student_user_id' | 'course_id' | 'sku_id' | 'charged_minutes' | 'value_minor'
  >,
  way: 'giveBack' | 'spendAgain',
): Promise<void> {
  if (lesson.charged_minutes === 0) return;
  const owner = await lessonTimeOwnerOf(trx, lesson);
  const sign = way === 'giveBack' ? -1 : 1;
  const move = { minutes: sign * lesson.charged_minutes, valueMinor: sign * Number(lesson.value_minor) };
  const moved = lesson.sku_id !== null && (await spendLessonTime(trx, owner, lesson.sku_id, move));
  if (moved) return;
  const item =
    way === 'giveBack'
      ? await itemToGiveBackTo(trx, owner, lesson.course_id, lesson.charged_minutes)
      : await itemToSpendAgain(trx, owner, lesson.course_id, lesson.charged_minutes);
  if (item !== undefined) await spendLessonTime(trx, owner, item, move);
}

/** Cancels a booked lesson until 2 hours before it starts, by its learner or teacher; the time comes back. */
export async function cancelLesson(
  db: Kysely<Database>,
  user: AuthUser,
  id: number,
  options: { now: Date; language: Lang | undefined; onCancelled?: (lesson: Lesson) => void },
): Promise<Lesson> {
  const cancelled = await db.transaction().execute(async (trx) => {
    const lesson = await markCancelled(trx, user, id, options.now);
    await moveLessonTime(trx, lesson, 'giveBack');
    await notifyLesson(trx, 'lesson_cancelled', id, options.now, { actorId: user.id });
    return lessonOf(trx, id, { userId: user.id, as: 'learnerOrTeacher' }, options.language);
  });
  options.onCancelled?.(cancelled);
  return cancelled;
}

/** What the teacher has earned: the payable balance and this month's lessons (months in Beijing time). */
export async function earningsOf(db: Kysely<Database>, teacherUserId: number, now: Date) {
  const monthStart = fromZonedTime(
    `${formatInTimeZone(now, TEACHER_TIME_ZONE, 'yyyy-MM')}-01T00:00:00`,
    TEACHER_TIME_ZONE,
  );
  const earnings = await teacherEarnings(db, teacherUserId, monthStart);
  return { currency: 'CNY', balance_minor: earnings.balance, month_minor: earnings.since };
}

/** user/teacher: the caller's teachers, with their lessons together. */
export async function myTeachers(
  db: Kysely<Database>,
  user: AuthUser,
  now: Date,
): Promise<MyTeachersResponse> {
  const rows = await teachersOfLearner(db, user.id, now);
  return {
    data: rows.map((row) => {
      const id = Number(row.user_id);
      return {
        id,
        name: row.name,
        avatar: teacherAvatarPath({ id, name: row.name }),
        lessons_completed: Number(row.completed),
        next_lesson_at: row.next_at ? new Date(row.next_at).toISOString() : null,
        last_lesson_at: row.last_at ? new Date(row.last_at).toISOString() : null,
      };
    }),
  };
}

/** How many learners an assistant teacher's search looks at. */
const ASSISTANT_SEARCH_LIMIT = 20;

/**
 * An assistant teacher's search (SPEC §6): the learners whose email or name matches `q` and who hold lesson
 * time with minutes left, each with those courses (what `bookableCourses` answers the learner) and their zone.
 */
export async function assistantLearners(
  db: Kysely<Database>,
  q: string | undefined,
  language: Lang | undefined,
): Promise<AssistantLearnersResponse> {
  if (q === undefined) return { data: [] };
  const candidates = await findLearnersMatching(db, q, ASSISTANT_SEARCH_LIMIT);
  const learners = await Promise.all(
    candidates.map(async (row) => {
      const { data } = await bookableCourses(db, { id: Number(row.id) }, language);
      return {
        id: Number(row.id),
        email: row.email,
        nick_name: row.nick_name,
        time_zone: row.time_zone ?? TEACHER_TIME_ZONE,
        courses: data.filter((course) => course.remaining_minutes > 0),
      };
    }),
  );
  return { data: learners.filter((learner) => learner.courses.length > 0) };
}

/** The free starts of a learner's course for an assistant teacher, in the learner's zone. */
export async function assistantSlots(
  db: Kysely<Database>,
  query: {
    user_id: number;
    course_id: number;
    minutes?: number;
    teacher_id?: number;
    from?: string;
    days?: number;
  },
  now: Date,
): Promise<SlotsResponse> {
  const learner = await findLearnerById(db, query.user_id);
  if (!learner) throw new ApiError(404, 'No such learner', { code: ERROR_CODES.notFound });
  const { user_id: _learner, ...slots } = query;
  return bookingSlots(db, { id: Number(learner.id), timeZone: learner.time_zone }, slots, now);
}
