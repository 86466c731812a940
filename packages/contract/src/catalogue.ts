import * as v from 'valibot';
import {
  CATALOGUE_MAX_PAGE_SIZE,
  CATALOGUE_PAGE_SIZE,
  COURSE_SORTS,
  CURRENCIES,
  DELIVERY_WAYS,
  PUB_KINDS,
  TAG_SCOPES,
  TEACHER_SORTS,
  VIDEO_ITEM_TYPES,
} from './catalogue-enums.ts';
import { LANGS } from './constants.ts';
import { CHINESE_GRADES, COURSE_KINDS, HSK_LEVELS } from './enums.ts';
import { ListingFacets, ListingFilterQuery } from './listing-filters.ts';
import { integerText, text } from './request-fields.ts';

const Language = v.picklist(LANGS, `language must be one of ${LANGS.join(', ')}`);

/** The last page a listing may be asked for: far past any real catalogue, small enough to stay cheap. */
const CATALOGUE_MAX_PAGE = 999_999;

export const PagingQuery = v.object({
  page: v.optional(integerText('page', { max: CATALOGUE_MAX_PAGE }), '1'),
  page_size: v.optional(
    integerText('page_size', { max: CATALOGUE_MAX_PAGE_SIZE }),
    String(CATALOGUE_PAGE_SIZE),
  ),
});

/** Longest search text. */
const SEARCH_MAX_LENGTH = 100;

/** Free-text search: trimmed, at most 100 characters; empty means no search. */
const SearchText = v.optional(v.pipe(text('q', { max: SEARCH_MAX_LENGTH }), v.trim()));

export const Paging = v.object({ page: v.number(), page_size: v.number(), total: v.number() });
export type Paging = v.InferOutput<typeof Paging>;

export const Tag = v.object({ id: v.number(), scope: v.picklist(TAG_SCOPES), name: v.string() });
export type Tag = v.InferOutput<typeof Tag>;

export const TagsQuery = v.object({
  language: Language,
  scope: v.picklist(TAG_SCOPES, `scope must be one of ${TAG_SCOPES.join(', ')}`),
});
export const TagsResponse = v.object({ list: v.array(Tag) });
export type TagsResponse = v.InferOutput<typeof TagsResponse>;

/** A teacher as listed on public pages. `id` is the teacher's user id (the t/{user_id} page). */
export const TeacherCard = v.object({
  id: v.number(),
  name: v.string(),
  /** Path or URL of the avatar image. */
  avatar: v.string(),
  experience_years: v.number(),
  /** Languages spoken, named in the requested language. */
  languages: v.array(v.string()),
  intro: v.string(),
  rating: v.number(),
  lessons_taught: v.number(),
  tags: v.array(Tag),
});
export type TeacherCard = v.InferOutput<typeof TeacherCard>;

/** Computed from lesson records, never typed in (SPEC §3). */
export const TeacherStatistics = v.object({
  classes_to_prepare: v.number(),
  classes_completed: v.number(),
  students_served: v.number(),
  total_minutes: v.number(),
});
export type TeacherStatistics = v.InferOutput<typeof TeacherStatistics>;

/**
 * A purchasable item of a course. Prices are integer minor units (fen) of `currency`, always CNY.
 * Null limits mean unlimited; `remaining` null means no stock limit.
 */
export const CourseSku = v.object({
  id: v.number(),
  lesson_minutes: v.number(),
  /** Lessons bought with this item; `total_minutes` = lesson_count × lesson_minutes. */
  lesson_count: v.number(),
  total_minutes: v.number(),
  price_minor: v.number(),
  currency: v.string(),
  purchase_limit: v.nullable(v.number()),
  remaining: v.nullable(v.number()),
  /** False: assistant teachers book these lessons for the learner (SPEC §5). */
  self_booking: v.boolean(),
  daily_booking_limit: v.nullable(v.number()),
  monthly_booking_limit: v.nullable(v.number()),
  delivery_ways: v.array(v.picklist(DELIVERY_WAYS)),
});
export type CourseSku = v.InferOutput<typeof CourseSku>;

/** A course as listed on public pages: the lowest price of its items ("from"). */
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
  tags: v.array(Tag),
  /** The teacher of a live or group course, if it has one. */
  teacher: v.nullable(v.object({ id: v.number(), name: v.string(), avatar: v.string() })),
  /** Group classes only: SPEC §3 status 0 not started, 1 started, 2 finished; else null. */
  group_status: v.nullable(v.picklist([0, 1, 2])),
  /** Group classes only: first session, ISO 8601 UTC; else null. */
  starts_at: v.nullable(v.string()),
  /** The average of its reviews to one decimal (0 without any), and their number (issue 29). */
  rating: v.number(),
  review_count: v.number(),
});
export type CourseCard = v.InferOutput<typeof CourseCard>;

/** One session of a group class; ISO 8601 UTC. */
export const GroupSession = v.object({ starts_at: v.string(), minutes: v.number() });

/** A group class's timetable and size. How many have enrolled is not shown (SPEC §3). */
export const GroupClassInfo = v.object({
  status: v.picklist([0, 1, 2]),
  /** Status 2 because it did not reach its minimum head count in time (its seats were refunded). */
  cancelled: v.boolean(),
  capacity: v.number(),
  min_head_count: v.number(),
  /** Seats left; 0 when full. */
  seats_left: v.number(),
  sessions: v.array(GroupSession),
});
export type GroupClassInfo = v.InferOutput<typeof GroupClassInfo>;

export const VideoLessonOutline = v.object({
  id: v.number(),
  position: v.number(),
  title: v.string(),
  minutes: v.number(),
  /** Free preview: the first lesson may be watched before buying. */
  preview: v.boolean(),
  items: v.array(v.object({ type: v.picklist(VIDEO_ITEM_TYPES), title: v.string() })),
});
export type VideoLessonOutline = v.InferOutput<typeof VideoLessonOutline>;

/** Everything the course page (i/{item_id}) shows. `description` is sanitised HTML. */
export const CourseDetail = v.object({
  ...CourseCard.entries,
  description: v.string(),
  skus: v.array(CourseSku),
  group: v.nullable(GroupClassInfo),
  video_lessons: v.array(VideoLessonOutline),
  /**
   * False: the course is shown but not sold yet (a video course without lessons, or with a lesson whose video
   * is missing); ordering it is refused with ERROR_CODES.courseNotForSale.
   */
  for_sale: v.boolean(),
});
export type CourseDetail = v.InferOutput<typeof CourseDetail>;

export const TeachersQuery = v.object({
  language: Language,
  ...PagingQuery.entries,
  tag_id: v.optional(integerText('tag_id')),
  q: SearchText,
  sort: v.optional(v.picklist(TEACHER_SORTS, `sort must be one of ${TEACHER_SORTS.join(', ')}`), 'popular'),
  ...ListingFilterQuery.entries,
});
export type TeachersQuery = v.InferOutput<typeof TeachersQuery>;
export const TeachersResponse = v.object({
  list: v.array(TeacherCard),
  paging: Paging,
  facets: ListingFacets,
});
export type TeachersResponse = v.InferOutput<typeof TeachersResponse>;

export const CoursesQuery = v.object({
  language: Language,
  ...PagingQuery.entries,
  kind: v.optional(v.picklist(COURSE_KINDS, `kind must be one of ${COURSE_KINDS.join(', ')}`)),
  tag_id: v.optional(integerText('tag_id')),
  q: SearchText,
  sort: v.optional(v.picklist(COURSE_SORTS, `sort must be one of ${COURSE_SORTS.join(', ')}`), 'popular'),
  ...ListingFilterQuery.entries,
});
export type CoursesQuery = v.InferOutput<typeof CoursesQuery>;
export const CoursesResponse = v.object({
  list: v.array(CourseCard),
  paging: Paging,
  facets: ListingFacets,
});
export type CoursesResponse = v.InferOutput<typeof CoursesResponse>;

export const IdParams = v.object({ id: integerText('id') });
export const LanguageOnlyQuery = v.object({ language: Language });

/**
 * A weekly availability row (SPEC §3: wall-clock minutes in Asia/Shanghai) with its next occurrence as
 * instants, which a page shows as weekday and time in the visitor's zone.
 */
export const AvailabilityWindow = v.object({
  week: v.number(),
  begin_minute: v.number(),
  end_minute: v.number(),
  starts_at: v.string(),
  ends_at: v.string(),
});
export type AvailabilityWindow = v.InferOutput<typeof AvailabilityWindow>;

export const TeacherDetail = v.object({
  ...TeacherCard.entries,
  /** Optional video introduction (a URL). */
  video: v.nullable(v.string()),
  statistics: TeacherStatistics,
  /** The weekly availability, Monday first. */
  availability: v.array(AvailabilityWindow),
  courses: v.array(CourseCard),
});
export type TeacherDetail = v.InferOutput<typeof TeacherDetail>;

/** One search across teachers and courses, in the requested language. */
export const SearchQuery = v.object({
  language: Language,
  q: v.pipe(text('q', { max: SEARCH_MAX_LENGTH }), v.trim(), v.minLength(1, 'q must not be empty')),
});
export const SearchResponse = v.object({ teachers: v.array(TeacherCard), courses: v.array(CourseCard) });
export type SearchResponse = v.InferOutput<typeof SearchResponse>;

export const PubCard = v.object({
  id: v.number(),
  kind: v.picklist(PUB_KINDS),
  title: v.string(),
  summary: v.string(),
  cover: v.string(),
  author: v.string(),
  /** ISO 8601 UTC. */
  published_at: v.string(),
  tags: v.array(Tag),
  /** Podcasts only: seconds of audio; else null. */
  audio_seconds: v.nullable(v.number()),
});
export type PubCard = v.InferOutput<typeof PubCard>;

export const PubDetail = v.object({
  ...PubCard.entries,
  /** Sanitised HTML: no script, event handler or javascript: URL survives storing. */
  body_html: v.string(),
  /** Podcasts only: URL of the audio file. */
  audio: v.nullable(v.object({ url: v.string(), type: v.string() })),
});
export type PubDetail = v.InferOutput<typeof PubDetail>;

export const PubListQuery = v.object({
  language: Language,
  ...PagingQuery.entries,
  kind: v.optional(v.picklist(PUB_KINDS, `kind must be one of ${PUB_KINDS.join(', ')}`)),
  tag_id: v.optional(integerText('tag_id')),
});
export const PubListResponse = v.object({ list: v.array(PubCard), paging: Paging });
export type PubListResponse = v.InferOutput<typeof PubListResponse>;

/** A CMS page at p/{uri}: lower-case words joined by hyphens. */
export const CmsPageParams = v.object({
  uri: text('uri', {
    max: 100,
    pattern: /^[a-z0-9]+(-[a-z0-9]+)*$/,
    message: 'uri must be lower-case words joined by hyphens, at most 100 characters',
  }),
});
export const CmsPage = v.object({
  uri: v.string(),
  title: v.string(),
  description: v.string(),
  body_html: v.string(),
  updated_at: v.string(),
});
export type CmsPage = v.InferOutput<typeof CmsPage>;

/** GET /open/waihui/transform: converts an amount of CNY minor units into another currency. */
export const WaihuiTransformQuery = v.object({
  /** Minor units (fen): up to fifteen digits, a trillion yuan and more. */
  amount: integerText('amount', { min: 0, max: 999_999_999_999_999 }),
  from: v.optional(v.literal('CNY', 'from must be CNY'), 'CNY'),
  to: v.picklist(CURRENCIES, `to must be one of ${CURRENCIES.join(', ')}`),
});
export const WaihuiTransformResponse = v.object({
  /** Converted amount in minor units of `currency`, rounded half up. */
  amount_minor: v.number(),
  currency: v.picklist(CURRENCIES),
  /** Units of `currency` for one CNY, as a decimal string. */
  rate: v.string(),
  /** The day the rate was taken, YYYY-MM-DD. */
  rate_date: v.string(),
});
export type WaihuiTransformResponse = v.InferOutput<typeof WaihuiTransformResponse>;

/** All display rates at once, so a listing converts its prices without a call per price. */
export const WaihuiRatesResponse = v.object({
  base: v.literal('CNY'),
  rate_date: v.string(),
  /** Units of each currency for one CNY; an object of the known currencies (JSON Schema has no picklist-keyed record). */
  rates: v.partial(
    v.object({
      CNY: v.string(),
      USD: v.string(),
      EUR: v.string(),
      JPY: v.string(),
      KRW: v.string(),
      GBP: v.string(),
    }),
  ),
});
export type WaihuiRatesResponse = v.InferOutput<typeof WaihuiRatesResponse>;

/** The placement test of learning/level: questions in Chinese, options explained in the site language. */
export const LevelQuestion = v.object({
  id: v.string(),
  /** The question, in Chinese. */
  prompt: v.string(),
  /** What is asked, in the requested language. */
  instruction: v.string(),
  options: v.array(v.object({ id: v.string(), text: v.string() })),
});
export type LevelQuestion = v.InferOutput<typeof LevelQuestion>;
export const LevelTestResponse = v.object({ questions: v.array(LevelQuestion) });
export type LevelTestResponse = v.InferOutput<typeof LevelTestResponse>;

export const LevelAnswersBody = v.object({
  language: Language,
  answers: v.pipe(
    v.array(
      v.object({
        question_id: text('question_id', { max: 20 }),
        option_id: text('option_id', { max: 20 }),
      }),
    ),
    v.maxLength(50),
  ),
});
export type LevelAnswersBody = v.InferInput<typeof LevelAnswersBody>;

export const LevelResult = v.object({
  score: v.number(),
  max_score: v.number(),
  grade: v.picklist(CHINESE_GRADES),
  hsk_level: v.picklist(HSK_LEVELS),
  /** The suggested plan, in the requested language. */
  plan: v.object({
    summary: v.string(),
    weekly_lessons: v.number(),
    steps: v.array(v.string()),
    course_kinds: v.array(v.picklist(COURSE_KINDS)),
  }),
  /** True when the result was saved to the signed-in user's profile. */
  saved: v.boolean(),
});
export type LevelResult = v.InferOutput<typeof LevelResult>;

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
