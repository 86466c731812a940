import * as v from 'valibot';
import { COURSE_KINDS } from './enums.ts';

/** A teacher as listed on public pages. */
export const TeacherCard = v.object({
  id: v.number(),
  name: v.string(),
  /** Path or URL of the avatar image. */
  avatar: v.string(),
  experience_years: v.number(),
  /** Languages spoken, as route segments or language names. */
  languages: v.array(v.string()),
  intro: v.string(),
  rating: v.number(),
  lessons_taught: v.number(),
});
export type TeacherCard = v.InferOutput<typeof TeacherCard>;

/** A course as listed on public pages. Prices are integer minor units. */
export const CourseCard = v.object({
  id: v.number(),
  kind: v.picklist(COURSE_KINDS),
  title: v.string(),
  summary: v.string(),
  level: v.string(),
  lesson_count: v.number(),
  lesson_minutes: v.number(),
  price_minor: v.number(),
  currency: v.string(),
  cover: v.string(),
});
export type CourseCard = v.InferOutput<typeof CourseCard>;

/** What the home page shows, in the requested language. */
export const HomeResponse = v.object({
  teachers: v.array(TeacherCard),
  courses: v.array(CourseCard),
  stats: v.object({
    teacher_count: v.number(),
    experience_years: v.number(),
    guarantee_days: v.number(),
  }),
});
export type HomeResponse = v.InferOutput<typeof HomeResponse>;
