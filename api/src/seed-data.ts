/*
 * The shapes of the catalogue and content data in api/seed/, which the seed writes and the modules'
 * stores (catalogue.store.ts, content.store.ts) accept: outside src/seed so the modules never import it.
 */
import type {
  CourseKind,
  DeliveryWay,
  Lang,
  ProfileLanguage,
  PubKind,
  TagScope,
  TeacherGender,
  VideoItemType,
  WeeklyWindow,
} from '@hanyu/contract';

/** A text in all five route languages. */
export type Texts = Record<Lang, string>;

/** A tag, referred to by its key from teachers, courses and posts. */
export interface SeedTag {
  /** Stable key: re-seeding updates the tag with this scope and key. */
  key: string;
  scope: TagScope;
  name: Texts;
}

export interface SeedTeacher {
  /** Stable key: re-seeding updates the teacher with this slug. */
  slug: string;
  name: string;
  experienceYears: number;
  /** BCP 47 language codes. */
  languages: string[];
  rating: number;
  featured: boolean;
  intro: Texts;
  /** The language the intro was written in. */
  sourceLanguage: Lang;
  /** Keys of `live` tags. */
  tags: string[];
  /** URL of a video introduction, or null. */
  video: string | null;
  /** Weekly availability in Asia/Shanghai wall-clock time; DEFAULT_AVAILABILITY when absent. */
  availability?: WeeklyWindow[];
  /** The teacher's profile, which the listing filters by; left unset (undisclosed) when absent. */
  gender?: TeacherGender;
  nativeLanguage?: ProfileLanguage;
  /** The share of the usual generated lesson history to seed (lesson-history.ts); 1 when absent. */
  historyShare?: number;
}

/** A seeded teacher's week until they set their own: Monday to Saturday, 08:00–21:30 Shanghai time. */
export const DEFAULT_AVAILABILITY: WeeklyWindow[] = [1, 2, 3, 4, 5, 6].map((week) => ({
  week,
  begin_minute: 8 * 60,
  end_minute: 21 * 60 + 30,
}));

/** A purchasable item of a course (contract `CourseSku`). */
export interface SeedSku {
  lessonMinutes: number;
  lessonCount: number;
  /** Integer fen (CNY minor units). */
  priceMinor: number;
  /** Most a user may buy; null: no limit. */
  purchaseLimit: number | null;
  /** Units left to sell; null: no stock limit. */
  stock: number | null;
  /** False: assistant teachers book for the learner. */
  selfBooking: boolean;
  dailyBookingLimit: number | null;
  monthlyBookingLimit: number | null;
  deliveryWays: DeliveryWay[];
}

/** A group class's timetable, relative to the day the seed runs so demo classes stay upcoming. */
export interface SeedGroupClass {
  capacity: number;
  minHeadCount: number;
  /** Sessions, as days from the seed day and a wall-clock start in Asia/Shanghai. */
  sessions: { inDays: number; shanghaiTime: `${number}:${number}`; minutes: number }[];
}

export interface SeedVideoLesson {
  title: Texts;
  minutes: number;
  items: { type: VideoItemType; title: Texts }[];
}

export interface SeedCourse {
  slug: string;
  kind: CourseKind;
  level: string;
  featured: boolean;
  title: Texts;
  summary: Texts;
  /** Simple HTML (p, ul, li, strong, em, h3); sanitised on the way in like any stored HTML. */
  description: Texts;
  sourceLanguage: Lang;
  /** Keys of tags of the course's kind's scope. */
  tags: string[];
  /** Slug of the teacher of a live or group course; null for video courses and open live packages. */
  teacher: string | null;
  skus: SeedSku[];
  /** Group courses only. */
  group: SeedGroupClass | null;
  /** Video courses only, in order. */
  videoLessons: SeedVideoLesson[];
}

export interface SeedPost {
  slug: string;
  kind: PubKind;
  author: string;
  /** YYYY-MM-DD */
  publishedAt: string;
  /** Keys of `pub` tags. */
  tags: string[];
  title: Texts;
  summary: Texts;
  /** HTML body; sanitised on the way in. */
  body: Texts;
  sourceLanguage: Lang;
  /** Podcasts only: a file in api/seed/assets/podcasts, served at /api/open/media/podcasts/{file}. */
  audio: { file: string; seconds: number; type: string } | null;
}

/** A CMS page at p/{uri}. */
export interface SeedCmsPage {
  uri: string;
  title: Texts;
  description: Texts;
  /** HTML body; sanitised on the way in. */
  body: Texts;
  sourceLanguage: Lang;
}

/** A course's demo courseware (migration 0023): SVG pages of api/seed/assets/courseware, in order. */
export interface SeedCourseware {
  course: string;
  pages: ReadonlyArray<{
    /** Under api/seed/assets/courseware. */
    file: string;
    bytes: number;
    sha256: string;
    title: Readonly<Record<string, string>>;
    alt: Readonly<Record<string, string>>;
  }>;
}

/** A demo coupon (migration 0013); `courseSlug` limits it to one course. */
export interface SeedCoupon {
  code: string;
  discountType: 'fixed' | 'percent';
  /** Fen off for 'fixed', percent off for 'percent'. */
  discountValue: number;
  startsAt?: string;
  endsAt?: string;
  courseSlug?: string;
  minAmountYuan?: number;
  perUserLimit?: number;
  newUsersOnly?: boolean;
}

/** A video course's lesson content (migration 0024), by lesson position; api/seed/video-learning.ts. */
export interface SeedVideoCourse {
  course: string;
  lessons: ReadonlyArray<{
    position: number;
    /** Files under api/seed/assets/video. */
    clip: {
      file: string;
      durationSeconds: number;
      cues: ReadonlyArray<{
        startsAt: number;
        endsAt: number;
        chinese: string;
        pinyin: string;
        translation: Readonly<Record<string, string>>;
      }>;
    };
    words: ReadonlyArray<{
      characters: string;
      pinyin: string;
      meaning: Readonly<Record<string, string>>;
      audio: string;
    }>;
    exercises: ReadonlyArray<{
      kind: 'meaning' | 'listen' | 'tone' | 'order';
      prompt: Readonly<Record<string, unknown>>;
      options: readonly unknown[];
      answer: { choice: number } | { order: readonly number[] };
    }>;
  }>;
}

export interface SeedData {
  tags: readonly SeedTag[];
  teachers: readonly SeedTeacher[];
  courses: readonly SeedCourse[];
  posts: readonly SeedPost[];
  pages: readonly SeedCmsPage[];
  coupons?: readonly SeedCoupon[];
  courseware?: readonly SeedCourseware[];
  videoLearning?: readonly SeedVideoCourse[];
}
