import type { CourseKind, Lang } from '@hanyu/contract';

/** A text in all five route languages. */
export type Texts = Record<Lang, string>;

export interface SeedTeacher {
  /** Stable key: re-seeding updates the teacher with this slug. */
  slug: string;
  name: string;
  experienceYears: number;
  /** BCP 47 language codes. */
  languages: string[];
  rating: number;
  lessonsTaught: number;
  featured: boolean;
  intro: Texts;
  /** The language the intro was written in. */
  sourceLanguage: Lang;
}

export interface SeedCourse {
  slug: string;
  kind: CourseKind;
  level: string;
  lessonCount: number;
  lessonMinutes: number;
  /** Integer minor units of `currency`: fen for CNY. */
  priceMinor: number;
  currency: 'CNY';
  featured: boolean;
  title: Texts;
  summary: Texts;
  sourceLanguage: Lang;
}

export interface SeedData {
  teachers: readonly SeedTeacher[];
  courses: readonly SeedCourse[];
}
