import * as v from 'valibot';
import { WeeklyWindow } from './booking.ts';
import { LANGS } from './constants.ts';
import { COURSE_KINDS, GROUP_CLASS_STATUS, HSK_LEVELS, PURPOSES } from './enums.ts';
import { TimeZoneText } from './passport.ts';
import { integerValue, text } from './request-fields.ts';

/**
 * The learner's own courses, materials and mentor matching (issue 14; SPEC §1 private mentor and learning
 * plan, §2 user menu "my lessons / courses" and "my materials"): user/course, user/delivery, user/mentor.
 */

const languageQuery = v.optional(v.picklist(LANGS, `language must be one of ${LANGS.join(', ')}`));
export const LearnerLanguageQuery = v.object({ language: languageQuery });

/**
 * What a held course offers next: book a lesson (lesson time left), enter the group class (open, or its
 * next session ahead), wait for the class to open, continue or review a video course, or buy again when
 * the lesson time is used up or the class has finished. `path` is the page, relative to /{lang}/.
 */
export const NEXT_ACTIONS = [
  'book',
  'enter_class',
  'await_class',
  'continue_video',
  'review_video',
  'buy_again',
] as const;
export type NextAction = (typeof NEXT_ACTIONS)[number];

export const MyCourse = v.object({
  course_id: v.number(),
  kind: v.picklist(COURSE_KINDS),
  title: v.string(),
  /** Whether the course has a page in the catalogue (/i/{course_id}): a course never sold (the demo group class) has none. */
  listed: v.boolean(),
  /** live: the teacher, when the course has one */
  teacher_name: v.nullable(v.string()),
  /** live: minutes bought and minutes left */
  granted_minutes: v.nullable(v.number()),
  remaining_minutes: v.nullable(v.number()),
  /** group: SPEC §3 group class status (0 not started, 1 open, 2 finished), the next session and how many are left */
  class_status: v.nullable(
    v.picklist([GROUP_CLASS_STATUS.notStarted, GROUP_CLASS_STATUS.started, GROUP_CLASS_STATUS.finished]),
  ),
  next_session_at: v.nullable(v.string()),
  sessions_left: v.nullable(v.number()),
  /** video: lessons done of all */
  lessons_done: v.nullable(v.number()),
  lessons_total: v.nullable(v.number()),
  next_action: v.object({ kind: v.picklist(NEXT_ACTIONS), path: v.string() }),
});
export type MyCourse = v.InferOutput<typeof MyCourse>;

export const MyCourses = v.object({ list: v.array(MyCourse) });
export type MyCourses = v.InferOutput<typeof MyCourses>;

/** A printed textbook's way to the learner: waiting for an address, being prepared, posted, received. */
export const TEXTBOOK_STATES = ['awaiting_address', 'preparing', 'shipped', 'delivered'] as const;
export type TextbookState = (typeof TEXTBOOK_STATES)[number];

/** ISO 3166-1 alpha-2, upper case (the form's country list). */
const COUNTRY = /^[A-Z]{2}$/;
/** Digits with the usual separators and an optional leading +, 6 to 15 digits (E.164's longest). */
const PHONE = /^\+?[0-9][0-9 ().-]{4,22}[0-9]$/;
const POSTAL_CODE = /^[A-Za-z0-9][A-Za-z0-9 -]{1,10}[A-Za-z0-9]$/;

const required = (name: string, max: number) =>
  v.pipe(
    text(name, { max }),
    v.transform((value) => value.trim()),
    v.minLength(1, `${name} is required`),
  );

/** Where printed textbooks are posted: one address per learner. */
export const DeliveryAddressBody = v.object({
  name: required('name', 100),
  phone: v.pipe(
    required('phone', 24),
    v.regex(PHONE, 'phone must be a phone number'),
    v.check((value) => {
      const digits = value.replace(/\D/g, '').length;
      return digits >= 6 && digits <= 15;
    }, 'phone must have 6 to 15 digits'),
  ),
  country: v.pipe(text('country', { max: 2 }), v.regex(COUNTRY, 'country must be a two-letter country code')),
  region: v.pipe(
    text('region', { max: 100 }),
    v.transform((value) => value.trim()),
  ),
  city: required('city', 100),
  street: required('street', 200),
  postal_code: v.pipe(
    required('postal_code', 12),
    v.regex(POSTAL_CODE, 'postal_code must be 3 to 12 letters, digits, spaces or hyphens'),
  ),
});
export type DeliveryAddressBody = v.InferOutput<typeof DeliveryAddressBody>;

export const DeliveryAddress = v.object({
  name: v.string(),
  phone: v.string(),
  country: v.string(),
  region: v.string(),
  city: v.string(),
  street: v.string(),
  postal_code: v.string(),
  updated_at: v.string(),
});
export type DeliveryAddress = v.InferOutput<typeof DeliveryAddress>;

export const MyMaterials = v.object({
  /** Courseware of the courses held and of the lessons booked, each viewed at learning/courseware/{course_id}. */
  courseware: v.array(
    v.object({
      course_id: v.number(),
      kind: v.picklist(COURSE_KINDS),
      title: v.string(),
      page_count: v.number(),
      /** the next booked lesson of the course, when one is */
      next_lesson_at: v.nullable(v.string()),
      path: v.string(),
    }),
  ),
  /** The printed textbooks of the courses held that include one, and where each is. */
  textbooks: v.array(
    v.object({
      course_id: v.number(),
      title: v.string(),
      state: v.picklist(TEXTBOOK_STATES),
      shipped_at: v.nullable(v.string()),
      tracking_number: v.nullable(v.string()),
      carrier: v.nullable(v.string()),
      delivered_at: v.nullable(v.string()),
    }),
  ),
  address: v.nullable(DeliveryAddress),
});
export type MyMaterials = v.InferOutput<typeof MyMaterials>;

/** The mentor form's limits. */
export const MENTOR_LIMITS = {
  windows: 21,
  tags: 10,
  languages: 5,
  maxBudgetMinor: 10_000_000,
  maxExperienceYears: 40,
  /** At most this many teachers are returned. */
  teachers: 5,
} as const;

/** The languages a learner may ask the teacher to speak (BCP 47 primary tags the teachers' rows use). */
export const TEACHER_LANGUAGES = ['en', 'es', 'ja', 'ko', 'fr', 'de', 'ru', 'pt', 'it', 'ar'] as const;

export const MentorForm = v.pipe(
  v.object({
    purpose: v.picklist(PURPOSES, `purpose must be one of ${PURPOSES.join(', ')}`),
    current_hsk: integerValue('current_hsk', { min: 0, max: 8 }),
    target_hsk: integerValue('target_hsk', { min: 1, max: 9 }),
    /** The zone `availability` is wall-clock time in. */
    time_zone: TimeZoneText,
    availability: v.pipe(
      v.array(WeeklyWindow),
      v.minLength(1, 'availability needs at least one time range'),
      v.maxLength(
        MENTOR_LIMITS.windows,
        `availability may have at most ${MENTOR_LIMITS.windows} time ranges`,
      ),
    ),
    /** The most the learner wants to pay for one lesson, in CNY fen. */
    budget_minor: integerValue('budget_minor', { min: 0, max: MENTOR_LIMITS.maxBudgetMinor }),
    /** Keys of the catalogue's one-to-one teacher tags. */
    tags: v.pipe(
      v.array(text('tags', { max: 40, pattern: /^[a-z0-9-]+$/ })),
      v.maxLength(MENTOR_LIMITS.tags, `tags may have at most ${MENTOR_LIMITS.tags} entries`),
    ),
    languages: v.pipe(
      v.array(v.picklist(TEACHER_LANGUAGES, `languages must be among ${TEACHER_LANGUAGES.join(', ')}`)),
      v.maxLength(MENTOR_LIMITS.languages, `languages may have at most ${MENTOR_LIMITS.languages} entries`),
    ),
    min_experience_years: integerValue('min_experience_years', {
      min: 0,
      max: MENTOR_LIMITS.maxExperienceYears,
    }),
  }),
  v.check((form) => form.target_hsk > form.current_hsk, 'target_hsk must be above current_hsk'),
);
export type MentorForm = v.InferOutput<typeof MentorForm>;
export type MentorFormInput = v.InferInput<typeof MentorForm>;

/** The form as kept and answered (the request's checks are not repeated on the way out). */
export const SavedMentorForm = v.object({
  purpose: v.picklist(PURPOSES),
  current_hsk: v.number(),
  target_hsk: v.number(),
  time_zone: v.string(),
  availability: v.array(v.object({ week: v.number(), begin_minute: v.number(), end_minute: v.number() })),
  budget_minor: v.number(),
  tags: v.array(v.string()),
  languages: v.array(v.string()),
  min_experience_years: v.number(),
});
export type SavedMentorForm = v.InferOutput<typeof SavedMentorForm>;

export const MentorMatchBody = v.object({ form: MentorForm, language: languageQuery });

/** Why a teacher was matched, each a fact the page words in its own language. */
export const MentorReasons = v.object({
  tags: v.array(v.string()),
  languages: v.array(v.string()),
  /** Minutes a week the teacher works within the learner's availability. */
  overlap_minutes: v.number(),
  experience_years: v.number(),
  /** The teacher's cheapest one-to-one lesson is within the budget (null: no priced course of theirs). */
  within_budget: v.nullable(v.boolean()),
});

export const MatchedTeacher = v.object({
  /** The teacher's user id (t/{user_id}). */
  id: v.number(),
  name: v.string(),
  score: v.number(),
  reasons: MentorReasons,
});
export type MatchedTeacher = v.InferOutput<typeof MatchedTeacher>;

export const StudyPlan = v.object({
  lessons_per_week: v.number(),
  minutes_per_lesson: v.number(),
  kinds: v.array(
    v.object({
      kind: v.picklist(COURSE_KINDS),
      courses: v.array(
        v.object({
          course_id: v.number(),
          title: v.string(),
          lesson_price_minor: v.nullable(v.number()),
          currency: v.string(),
        }),
      ),
    }),
  ),
  milestones: v.array(v.object({ hsk_level: v.number(), weeks: v.number(), date: v.string() })),
});
export type StudyPlan = v.InferOutput<typeof StudyPlan>;

export const MentorMatch = v.object({
  form: SavedMentorForm,
  teachers: v.array(MatchedTeacher),
  plan: StudyPlan,
  matched_at: v.string(),
});
export type MentorMatch = v.InferOutput<typeof MentorMatch>;

export const MentorPage = v.object({
  /** The saved match, null before the first. */
  match: v.nullable(MentorMatch),
  /** The level test's result, which prefills the current level (null: not taken). */
  level_test: v.nullable(
    v.object({
      hsk_level: v.picklist(HSK_LEVELS),
      weekly_lessons: v.nullable(v.number()),
      tested_at: v.nullable(v.string()),
    }),
  ),
  /** The form's choices: the one-to-one teacher tags with their names. */
  tags: v.array(v.object({ key: v.string(), name: v.string() })),
});
export type MentorPage = v.InferOutput<typeof MentorPage>;
