import {
  type BookableCourse,
  COOKIES,
  FALLBACK_LANG,
  isLang,
  type Lang,
  type SlotsResponse,
} from '@hanyu/contract';
import { cookieFromHeader } from '@hanyu/sdk';
import { isValidTimeZone, sessionStore } from '@hanyu/session';
import { orNotFound } from '@hanyu/ui';
import { fromZonedTime } from 'date-fns-tz';
import { data, type LoaderFunctionArgs } from 'react-router';
import { api } from '../../api.ts';
import { dateInZone, datesFrom } from './slot-week.tsx';

/** How many weeks ahead a learner may page (the slot listing answers 28 days at most). */
export const WEEKS_AHEAD = 4;

/** A week of free times, as the loader asked for it. */
export interface SlotWeekData {
  /** Which week from the current one (0 to WEEKS_AHEAD - 1), the URL's `week`. */
  index: number;
  /** The zone the week was asked in: the session's when the loader ran (the server's, else the browser's). */
  zone: string;
  /**
   * Whether that zone is the visitor's own (the utc cookie, the profile's, or in the browser the browser's); a
   * server that knows none asks in Beijing time, which the page's script rewrites where it can.
   */
  zoneKnown: boolean;
  /** The week's seven calendar dates in that zone. */
  dates: string[];
  slots: SlotsResponse;
}

/** What the learner chose (or the URL asks for): the course, the lesson's length and, for an open package, the teacher. */
export interface CourseChoice {
  course: BookableCourse;
  minutes: number | undefined;
  teacherId: number | undefined;
}

export interface TeacherOption {
  id: number;
  name: string;
}

export type BookingData =
  | { kind: 'trial'; teacher: TeacherOption; week: SlotWeekData }
  | {
      kind: 'course';
      courses: BookableCourse[];
      /** The choice the week is for (the URL's, resolved against the courses); null without courses. */
      choice: { courseId: number; minutes: number | undefined; teacherId: number | undefined } | null;
      /** The teachers to choose from, when the chosen course is an open package (no teacher of its own). */
      teachers: TeacherOption[] | null;
      /** The week of free times, when the course can be booked by the learner with a teacher known. */
      week: SlotWeekData | null;
    };

/** A positive integer from the URL, or undefined. */
export const idFrom = (value: string | null) =>
  value && /^[1-9][0-9]{0,15}$/.test(value) ? Number(value) : undefined;

/** The URL's `week`, within the weeks a learner may page. */
export function weekFrom(value: string | null): number {
  const week = Number(value);
  return Number.isInteger(week) && week > 0 ? Math.min(week, WEEKS_AHEAD - 1) : 0;
}

/**
 * The choice a URL (`?course=N&minutes=M&teacher=T`) asks for among the learner's courses: the course named (else
 * the first), the length named if the course offers it (else its first), and the course's own teacher or, for
 * an open package, the one named.
 */
export function choiceFrom(search: URLSearchParams, courses: BookableCourse[]): CourseChoice | undefined {
  const asked = idFrom(search.get('course'));
  const course = courses.find((option) => option.course_id === asked) ?? courses[0];
  if (!course) return undefined;
  const minutes = idFrom(search.get('minutes'));
  return {
    course,
    minutes:
      minutes !== undefined && course.lesson_minutes.includes(minutes) ? minutes : course.lesson_minutes[0],
    teacherId: course.teacher_id ?? idFrom(search.get('teacher')),
  };
}

/** The seven calendar dates of week `index` from the one `now` falls in, in `zone`. */
export function weekDates(now: number, zone: string, index: number): string[] {
  const today = dateInZone(now, zone);
  return datesFrom(datesFrom(today, 7 * index + 1)[7 * index] ?? today, 7);
}

/**
 * The free times of week `index` in `zone`: eight 24-hour days from the local midnight of its first day (a
 * week with a clock change is an hour longer or shorter than seven), from now at the earliest.
 */
async function weekOfSlots(
  query: { course_id?: string; minutes?: string; teacher_id: string },
  index: number,
  { zone, zoneKnown }: { zone: string; zoneKnown: boolean },
): Promise<SlotWeekData> {
  const now = Date.now();
  const dates = weekDates(now, zone, index);
  const from = Math.max(now, fromZonedTime(`${dates[0]}T00:00:00`, zone).getTime());
  const slots = await api.bookingSlots({
    query: { ...query, from: new Date(from).toISOString(), days: '8', time_zone: zone },
  });
  return { index, zone, zoneKnown, dates, slots };
}

/** The session's zone, and whether it is the visitor's own (see SlotWeekData). */
function zoneOf(request: Request): { zone: string; zoneKnown: boolean } {
  const { timeZone, user } = sessionStore.getState();
  // A loader in the browser: the session's zone is the visitor's (the cookie, the profile's, else the browser's).
  if (typeof document !== 'undefined') return { zone: timeZone, zoneKnown: true };
  const cookie = cookieFromHeader(request.headers.get('cookie'), COOKIES.utc);
  return { zone: timeZone, zoneKnown: isValidTimeZone(cookie) || isValidTimeZone(user?.time_zone) };
}

async function teacherOptions(lang: Lang): Promise<TeacherOption[]> {
  const { list } = await api.teachers({ query: { language: lang, page: '1', page_size: '48' } });
  return list.map((teacher) => ({ id: teacher.id, name: teacher.name }));
}

/**
 * book[?course=N&minutes=M&teacher=T&week=W] and book?trial&teacher=N[&week=W] (SPEC §3, §5): what the page shows
 * first, awaited before it renders: the learner's courses (or the trial's teacher) and the chosen week's free
 * times in the learner's zone. A trial without a teacher, or with one the API does not know, is a 404.
 */
export async function bookingLoader({ request, params }: LoaderFunctionArgs): Promise<BookingData> {
  const lang = isLang(params.lang) ? params.lang : FALLBACK_LANG;
  const search = new URL(request.url).searchParams;
  const zone = zoneOf(request);
  const week = weekFrom(search.get('week'));

  if (search.has('trial')) {
    const teacherId = idFrom(search.get('teacher'));
    if (teacherId === undefined) throw data(null, { status: 404 });
    // Side by side; the teacher's answer decides first (an unknown teacher is the page's 404).
    const [teacher, slots] = await Promise.allSettled([
      orNotFound(api.teacher({ params: { id: String(teacherId) }, query: { language: lang } })),
      weekOfSlots({ teacher_id: String(teacherId) }, week, zone),
    ]);
    if (teacher.status === 'rejected') throw teacher.reason;
    if (slots.status === 'rejected') throw slots.reason;
    return { kind: 'trial', teacher: { id: teacherId, name: teacher.value.name }, week: slots.value };
  }

  const courses = (await api.bookableCourses({ query: { language: lang } })).data;
  const choice = choiceFrom(search, courses);
  if (!choice) return { kind: 'course', courses, choice: null, teachers: null, week: null };
  const { course, minutes, teacherId } = choice;
  const bookable = course.self_booking && teacherId !== undefined && minutes !== undefined;
  const [teachers, slots] = await Promise.all([
    course.teacher_id === null ? teacherOptions(lang) : null,
    bookable
      ? weekOfSlots(
          { course_id: String(course.course_id), minutes: String(minutes), teacher_id: String(teacherId) },
          week,
          zone,
        )
      : null,
  ]);
  return {
    kind: 'course',
    courses,
    choice: { courseId: course.course_id, minutes, teacherId },
    teachers,
    week: slots,
  };
}
