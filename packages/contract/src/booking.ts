import * as v from 'valibot';
import { DELIVERY_WAYS } from './catalogue-enums.ts';
import { LANGS, MINUTES_PER_DAY, SLOT_GRANULARITY_MINUTES } from './constants.ts';
import { CHINESE_GRADES, HSK_LEVELS } from './enums.ts';
import { ERROR_CODES } from './errors.ts';
import { TimeZoneText } from './passport.ts';
import { integerText, integerValue, text } from './request-fields.ts';

/** Why a lesson cannot start at a time (the slot function's answer, SPEC §5's booking rules). */
export const SLOT_REFUSALS = [
  'off_grid',
  'too_soon',
  'unavailable',
  'reserved',
  'too_short',
  'daily_limit',
  'monthly_limit',
] as const;
export type SlotRefusal = (typeof SLOT_REFUSALS)[number];

/** The error code of each refusal, so that a page can say it in its own language. */
export const SLOT_REFUSAL_CODES: Record<SlotRefusal, number> = {
  off_grid: ERROR_CODES.slotOffGrid,
  too_soon: ERROR_CODES.slotTooSoon,
  unavailable: ERROR_CODES.slotUnavailable,
  reserved: ERROR_CODES.slotReserved,
  too_short: ERROR_CODES.slotTooShort,
  daily_limit: ERROR_CODES.dailyLimit,
  monthly_limit: ERROR_CODES.monthlyLimit,
};

/** What a learner reads when booking or cancelling is refused (SPEC §5). `{0}` is filled by `fillMessage`. */
export const BOOKING_MESSAGES = {
  off_grid: 'Lessons start on the hour or the half hour',
  too_soon: 'Please book at least 2 hours ahead',
  unavailable: 'The teacher is not available at this time',
  reserved: 'This time has already been reserved, please choose another',
  too_short: 'This time is too short for the lesson, please choose another',
  daily_limit: 'You have reached the daily booking limit of this course ({0})',
  monthly_limit: 'You have reached the monthly booking limit of this course ({0})',
  notEnoughLessonTime: 'Not enough remaining lesson time, please buy more lessons',
  noSelfBooking: 'This course is booked for you by an assistant teacher, please contact us',
  chooseCourseAndTime: 'Please choose a purchased course and a time',
  contactIdRequired: 'Please enter your {0} ID',
  deliveryWayNotOffered: 'This course is not taught that way',
  cancelTooLate: 'Lessons can be cancelled at least 2 hours before they start',
  notBooked: 'This lesson is not booked',
  summaryRequired: 'Please enter the lesson summary',
  notYetTaught: 'A lesson is completed after it has started',
  trialTaken: 'The free trial has already been taken',
  exceptionOverlaps: 'These hours overlap hours of the same kind already set',
  rescheduleTooLate: 'Lessons can be moved at least 2 hours before they start',
  rescheduleLimit: 'This lesson has already been moved twice',
  movedMeanwhile: 'This lesson has just been moved, please look at its new time',
  sameStart: "Please choose another time than the lesson's own",
} as const;

export const LESSON_STATUSES = ['booked', 'complete', 'cancelled'] as const;
export type LessonStatus = (typeof LESSON_STATUSES)[number];

/** The longest range of days the slot listing answers at once. */
export const SLOT_DAYS_MAX = 28;

const TextLanguage = v.optional(v.picklist(LANGS, `language must be one of ${LANGS.join(', ')}`));

const isoInstant = (name: string) =>
  v.pipe(
    text(name, {
      max: 40,
      pattern: /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/,
    }),
    v.check((value) => !Number.isNaN(Date.parse(value)), `${name} must be a date and time`),
  );

/** A weekly availability row (SPEC §3): wall-clock minutes in the teacher's zone, 30-minute steps. */
export const WeeklyWindow = v.pipe(
  v.object({
    week: integerValue('week', { min: 1, max: 7 }),
    begin_minute: integerValue('begin_minute', { min: 0, max: MINUTES_PER_DAY - SLOT_GRANULARITY_MINUTES }),
    end_minute: integerValue('end_minute', { min: SLOT_GRANULARITY_MINUTES, max: MINUTES_PER_DAY }),
  }),
  v.check(
    (row) =>
      row.begin_minute % SLOT_GRANULARITY_MINUTES === 0 && row.end_minute % SLOT_GRANULARITY_MINUTES === 0,
    `begin_minute and end_minute must be multiples of ${SLOT_GRANULARITY_MINUTES}`,
  ),
  v.check((row) => row.end_minute > row.begin_minute, 'end_minute must be after begin_minute'),
);
export type WeeklyWindow = v.InferOutput<typeof WeeklyWindow>;

export const AvailabilityResponse = v.object({
  /** The zone the rows' minutes are wall-clock time in (Asia/Shanghai). */
  time_zone: v.string(),
  weekly: v.array(v.object({ week: v.number(), begin_minute: v.number(), end_minute: v.number() })),
});
export type AvailabilityResponse = v.InferOutput<typeof AvailabilityResponse>;

export const AvailabilityBody = v.object({
  weekly: v.pipe(v.array(WeeklyWindow), v.maxLength(7 * 48, 'weekly has too many rows')),
});
export type AvailabilityBody = v.InferInput<typeof AvailabilityBody>;

export const SlotsQuery = v.object({
  /** Absent: the free trial's slots (TRIAL_LESSON_MINUTES) with `teacher_id`. */
  course_id: v.optional(integerText('course_id')),
  /** The lesson length, one of the course's; ignored for the trial. */
  minutes: v.optional(integerText('minutes', { max: MINUTES_PER_DAY })),
  /** For an open package (no teacher of its own) or the trial: the teacher chosen. */
  teacher_id: v.optional(integerText('teacher_id')),
  /** The first instant to list from; now when absent. */
  from: v.optional(isoInstant('from')),
  days: v.optional(integerText('days', { max: SLOT_DAYS_MAX })),
  /** The zone the days are grouped in: the learner's. */
  time_zone: v.optional(TimeZoneText),
});
export type SlotsQuery = v.InferInput<typeof SlotsQuery>;

export const SlotsResponse = v.object({
  time_zone: v.string(),
  minutes: v.number(),
  teacher_id: v.number(),
  /** Minutes of lesson time left on the course. */
  remaining_minutes: v.number(),
  days: v.array(
    v.object({
      date: v.string(),
      slots: v.array(v.object({ start: v.string(), end: v.string(), time: v.string() })),
    }),
  ),
});
export type SlotsResponse = v.InferOutput<typeof SlotsResponse>;

export const BookLessonBody = v.object({
  course_id: integerValue('course_id'),
  minutes: integerValue('minutes', { max: MINUTES_PER_DAY }),
  starts_at: isoInstant('starts_at'),
  teacher_id: v.optional(integerValue('teacher_id')),
  delivery_way: v.optional(
    v.picklist(DELIVERY_WAYS, `delivery_way must be one of ${DELIVERY_WAYS.join(', ')}`),
  ),
  contact_id: v.optional(text('contact_id', { max: 64 })),
  remark: v.optional(text('remark', { max: 500, multiline: true })),
});
export type BookLessonBody = v.InferInput<typeof BookLessonBody>;

/** The free trial: a lesson of TRIAL_LESSON_MINUTES with a teacher of the learner's choice, once. */
export const TrialBookingBody = v.object({
  teacher_id: integerValue('teacher_id'),
  starts_at: isoInstant('starts_at'),
  delivery_way: BookLessonBody.entries.delivery_way,
  contact_id: BookLessonBody.entries.contact_id,
  remark: BookLessonBody.entries.remark,
});
export type TrialBookingBody = v.InferInput<typeof TrialBookingBody>;

export const Lesson = v.object({
  id: v.number(),
  course_id: v.number(),
  course_title: v.string(),
  student_name: v.string(),
  teacher_id: v.number(),
  teacher_name: v.string(),
  student_id: v.number(),
  starts_at: v.string(),
  ends_at: v.string(),
  minutes: v.number(),
  status: v.picklist(LESSON_STATUSES),
  delivery_way: v.picklist(DELIVERY_WAYS),
  contact_id: v.nullable(v.string()),
  remark: v.nullable(v.string()),
  trial: v.boolean(),
  summary: v.nullable(v.string()),
  material: v.nullable(v.string()),
  progress: v.nullable(v.string()),
  /** From when the classroom opens (20 minutes before the start) and until when it may be cancelled. */
  entry_from: v.string(),
  cancel_until: v.string(),
  /** How often the lesson has been moved (at most MAX_LESSON_RESCHEDULES); its calendar SEQUENCE counts it. */
  reschedule_count: v.number(),
});
export type Lesson = v.InferOutput<typeof Lesson>;

export const LessonIdParams = v.object({ id: integerText('id') });
export const LessonQuery = v.object({ language: TextLanguage });
export type LessonIdParams = v.InferInput<typeof LessonIdParams>;

export const LessonsQuery = v.object({
  /** upcoming: booked and not yet ended, soonest first; past: the rest, latest first. */
  when: v.optional(v.picklist(['upcoming', 'past'], 'when must be upcoming or past')),
  /** Only the lessons of this course (learning/live/{item_id} lists one live course's). */
  course_id: v.optional(integerText('course_id')),
  language: TextLanguage,
  page: v.optional(integerText('page', { max: 10_000 })),
  size: v.optional(integerText('size', { max: 100 })),
});
export type LessonsQuery = v.InferInput<typeof LessonsQuery>;

export const LessonsResponse = v.object({
  data: v.array(Lesson),
  total: v.number(),
  page: v.number(),
  size: v.number(),
});
export type LessonsResponse = v.InferOutput<typeof LessonsResponse>;

export const LessonSummaryBody = v.object({
  summary: v.pipe(text('summary', { max: 4000, multiline: true }), v.trim()),
  material: v.optional(text('material', { max: 500, multiline: true })),
  progress: v.optional(text('progress', { max: 500, multiline: true })),
});
export type LessonSummaryBody = v.InferInput<typeof LessonSummaryBody>;

/** A live course the caller holds lesson time for, with what booking it allows (SPEC §3 Booking). */
export const BookableCourse = v.object({
  course_id: v.number(),
  title: v.string(),
  /** The course's own teacher; null for an open package, where the learner chooses one. */
  teacher_id: v.nullable(v.number()),
  teacher_name: v.nullable(v.string()),
  /** The lesson lengths one may book, from the course's items. */
  lesson_minutes: v.array(v.number()),
  delivery_ways: v.array(v.picklist(DELIVERY_WAYS)),
  /** false: an assistant teacher books for the learner. */
  self_booking: v.boolean(),
  granted_minutes: v.number(),
  remaining_minutes: v.number(),
  daily_limit: v.nullable(v.number()),
  monthly_limit: v.nullable(v.number()),
});
export type BookableCourse = v.InferOutput<typeof BookableCourse>;

export const BookableCoursesQuery = v.object({ language: TextLanguage });
export const BookableCoursesResponse = v.object({ data: v.array(BookableCourse) });
export type BookableCoursesResponse = v.InferOutput<typeof BookableCoursesResponse>;

/** An assistant teacher's booking for a learner of a course that forbids self-service booking. */
export const AssistantBookingBody = v.object({
  ...BookLessonBody.entries,
  user_id: integerValue('user_id'),
});
export type AssistantBookingBody = v.InferInput<typeof AssistantBookingBody>;

/**
 * An assistant teacher's search for the learners they may book for: by email or name, two characters or more;
 * without `q`, none (the screen's first visit, which still tells a non-assistant they may not).
 */
export const AssistantLearnersQuery = v.object({
  q: v.optional(
    v.pipe(text('q', { max: 100 }), v.trim(), v.minLength(2, 'q must have at least 2 characters')),
  ),
  language: TextLanguage,
});
export type AssistantLearnersQuery = v.InferInput<typeof AssistantLearnersQuery>;

/** A learner with lesson time left, the courses it is on and the zone their times are shown in. */
export const AssistantLearner = v.object({
  id: v.number(),
  email: v.string(),
  nick_name: v.string(),
  /** The learner's own zone, Beijing time when they set none. */
  time_zone: v.string(),
  courses: v.array(BookableCourse),
});
export type AssistantLearner = v.InferOutput<typeof AssistantLearner>;

export const AssistantLearnersResponse = v.object({ data: v.array(AssistantLearner) });
export type AssistantLearnersResponse = v.InferOutput<typeof AssistantLearnersResponse>;

/** A teacher's free starts for a learner's lesson, grouped by day in the learner's zone. */
export const AssistantSlotsQuery = v.object({
  user_id: integerText('user_id'),
  course_id: integerText('course_id'),
  minutes: SlotsQuery.entries.minutes,
  teacher_id: SlotsQuery.entries.teacher_id,
  from: SlotsQuery.entries.from,
  days: SlotsQuery.entries.days,
});
export type AssistantSlotsQuery = v.InferInput<typeof AssistantSlotsQuery>;

/** The free starts a learner's lesson may move to: its teacher's, for its length, in the learner's zone. */
export const RescheduleSlotsQuery = v.object({
  from: SlotsQuery.entries.from,
  days: SlotsQuery.entries.days,
  time_zone: SlotsQuery.entries.time_zone,
});
export type RescheduleSlotsQuery = v.InferInput<typeof RescheduleSlotsQuery>;

/**
 * Moves a booked lesson (issue 29): the new start, and the start the learner saw, so that a second move made
 * from an older page (another tab, a double press) is refused instead of moving the lesson twice.
 */
export const RescheduleLessonBody = v.object({
  starts_at: isoInstant('starts_at'),
  from_starts_at: isoInstant('from_starts_at'),
});
export type RescheduleLessonBody = v.InferInput<typeof RescheduleLessonBody>;

export const TeacherLessonsQuery = LessonsQuery;

/** A teacher's earnings: completed lessons' value, released from escrow (minor units). */
export const TeacherEarnings = v.object({
  currency: v.string(),
  /** What the platform owes the teacher now. */
  balance_minor: v.number(),
  /** Earned by lessons completed this month (Beijing time). */
  month_minor: v.number(),
});
export type TeacherEarnings = v.InferOutput<typeof TeacherEarnings>;

/** A teacher the caller has lessons with (user/teacher, "my teachers"). */
export const MyTeacher = v.object({
  /** The teacher's user id (their page is t/{id}). */
  id: v.number(),
  name: v.string(),
  avatar: v.string(),
  lessons_completed: v.number(),
  /** The next booked lesson with them, if any. */
  next_lesson_at: v.nullable(v.string()),
  last_lesson_at: v.nullable(v.string()),
});
export type MyTeacher = v.InferOutput<typeof MyTeacher>;
export const MyTeachersResponse = v.object({ data: v.array(MyTeacher) });
export type MyTeachersResponse = v.InferOutput<typeof MyTeachersResponse>;

/**
 * The caller's private calendar feed: an https address a calendar app subscribes to (null until asked
 * for). Anyone with the address reads the caller's lessons, so a new one can replace it.
 */
export const CalendarFeed = v.object({ url: v.nullable(v.string()) });
export type CalendarFeed = v.InferOutput<typeof CalendarFeed>;

export const AVAILABILITY_EXCEPTION_KINDS = ['off', 'extra'] as const;
export type AvailabilityExceptionKind = (typeof AVAILABILITY_EXCEPTION_KINDS)[number];

/** The longest exception one request may add (a long holiday is several). */
export const AVAILABILITY_EXCEPTION_MAX_DAYS = 62;

/** Dated time off (taken out of the weekly hours) or extra hours (added to them). */
export const AvailabilityException = v.object({
  id: v.number(),
  kind: v.picklist(AVAILABILITY_EXCEPTION_KINDS),
  starts_at: v.string(),
  ends_at: v.string(),
});
export type AvailabilityException = v.InferOutput<typeof AvailabilityException>;

export const AvailabilityExceptionsResponse = v.object({ data: v.array(AvailabilityException) });
export type AvailabilityExceptionsResponse = v.InferOutput<typeof AvailabilityExceptionsResponse>;

const onHalfHour = (iso: string) => Date.parse(iso) % (SLOT_GRANULARITY_MINUTES * 60_000) === 0;

export const AvailabilityExceptionBody = v.pipe(
  v.object({
    kind: v.picklist(
      AVAILABILITY_EXCEPTION_KINDS,
      `kind must be one of ${AVAILABILITY_EXCEPTION_KINDS.join(', ')}`,
    ),
    starts_at: v.pipe(
      isoInstant('starts_at'),
      v.check(onHalfHour, 'starts_at must be on the hour or the half hour'),
    ),
    ends_at: v.pipe(
      isoInstant('ends_at'),
      v.check(onHalfHour, 'ends_at must be on the hour or the half hour'),
    ),
  }),
  v.check((body) => Date.parse(body.ends_at) > Date.parse(body.starts_at), 'ends_at must be after starts_at'),
  v.check(
    (body) =>
      Date.parse(body.ends_at) - Date.parse(body.starts_at) <= AVAILABILITY_EXCEPTION_MAX_DAYS * 86_400_000,
    `an exception lasts at most ${AVAILABILITY_EXCEPTION_MAX_DAYS} days`,
  ),
);
export type AvailabilityExceptionBody = v.InferInput<typeof AvailabilityExceptionBody>;
export const AvailabilityExceptionIdParams = v.object({ id: integerText('id') });

/** A learner named in a teacher's request: someone the caller teaches or taught. */
export const LearnerIdParams = v.object({ user_id: integerText('user_id') });
export type LearnerIdParams = v.InferInput<typeof LearnerIdParams>;

/** One of a learner's lessons as their teachers see it: what was taught, and what was handed over. */
export const LessonRecord = v.object({
  id: v.number(),
  course_title: v.string(),
  teacher_name: v.string(),
  starts_at: v.string(),
  minutes: v.number(),
  status: v.picklist(LESSON_STATUSES),
  trial: v.boolean(),
  summary: v.nullable(v.string()),
  material: v.nullable(v.string()),
  progress: v.nullable(v.string()),
  handover: v.nullable(v.string()),
});
export type LessonRecord = v.InferOutput<typeof LessonRecord>;

/**
 * A learner's level and lesson records (module/user/level, module/user/records), for their teachers only:
 * the level test's result if they took it, and their lessons with every teacher, latest first.
 */
export const LearnerRecords = v.object({
  user_id: v.number(),
  nick_name: v.string(),
  time_zone: v.nullable(v.string()),
  level: v.nullable(
    v.object({
      grade: v.picklist(CHINESE_GRADES),
      hsk_level: v.picklist(HSK_LEVELS),
      score: v.nullable(v.number()),
      max_score: v.nullable(v.number()),
      plan_summary: v.nullable(v.string()),
      tested_at: v.nullable(v.string()),
    }),
  ),
  lessons_completed: v.number(),
  minutes_completed: v.number(),
  lessons: v.array(LessonRecord),
});
export type LearnerRecords = v.InferOutput<typeof LearnerRecords>;

/**
 * The handover of a lesson (module/teacher/handover): notes the learner's earlier teachers left for the
 * next one, and this lesson's own note, which its teacher writes for whoever teaches the learner next.
 */
export const Handover = v.object({
  lesson: Lesson,
  note: v.nullable(v.string()),
  earlier: v.array(
    v.object({
      lesson_id: v.number(),
      course_title: v.string(),
      teacher_name: v.string(),
      starts_at: v.string(),
      note: v.string(),
    }),
  ),
});
export type Handover = v.InferOutput<typeof Handover>;

export const HandoverBody = v.object({
  note: v.pipe(text('note', { max: 4000, multiline: true }), v.trim()),
});
export type HandoverBody = v.InferInput<typeof HandoverBody>;
