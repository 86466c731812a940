import type {
  CourseCard,
  CourseDetail,
  CoursesResponse,
  Tag,
  TeacherCard,
  TeachersResponse,
  WaihuiRatesResponse,
} from '@hanyu/contract';
import { apiResponse } from './render-route.tsx';

export const LIVE_TAGS: Tag[] = [
  { id: 1, scope: 'live', name: 'HSK' },
  { id: 2, scope: 'live', name: 'Business Chinese' },
];
export const GROUP_TAGS: Tag[] = [{ id: 5, scope: 'group', name: 'Conversation' }];
export const VIDEO_TAGS: Tag[] = [{ id: 7, scope: 'video', name: 'Pronunciation' }];

export const RATES_FIXTURE: WaihuiRatesResponse = {
  base: 'CNY',
  rate_date: '2026-11-21',
  rates: { CNY: '1', USD: '0.1408', EUR: '0.1295', JPY: '21.35', KRW: '190.5', GBP: '0.1102' },
};

export function teacher(id: number, overrides: Partial<TeacherCard> = {}): TeacherCard {
  return {
    id,
    name: `Teacher ${id}`,
    avatar: `/api/open/teachers/${id}/avatar.svg`,
    experience_years: 8,
    languages: ['Chinese', 'English'],
    intro: 'Patient teacher of spoken Chinese.',
    rating: 4.8,
    lessons_taught: 3200,
    tags: [LIVE_TAGS[0] as Tag],
    ...overrides,
  };
}

export function course(id: number, overrides: Partial<CourseCard> = {}): CourseCard {
  return {
    id,
    kind: 'live',
    title: `Course ${id}`,
    summary: 'A course summary.',
    level: 'HSK 2',
    lesson_count: 10,
    lesson_minutes: 25,
    price_minor: 9800,
    currency: 'CNY',
    cover: '/api/open/courses/1/cover.svg',
    tags: [],
    teacher: { id: 41, name: 'Wang Lin', avatar: '/api/open/teachers/41/avatar.svg' },
    group_status: null,
    starts_at: null,
    rating: 0,
    review_count: 0,
    ...overrides,
  };
}

/** No counts per filter value unless a test gives them. */
export const NO_FACETS: TeachersResponse['facets'] = {
  native: [],
  speaks: [],
  gender: [],
  rating_min: [],
  days: [],
  parts: [],
};

export function teachersPage(
  list: TeacherCard[],
  page = 1,
  total = list.length,
  facets = NO_FACETS,
): TeachersResponse {
  return { list, paging: { page, page_size: 12, total }, facets };
}

export function coursesPage(
  list: CourseCard[],
  page = 1,
  total = list.length,
  facets = NO_FACETS,
): CoursesResponse {
  return { list, paging: { page, page_size: 12, total }, facets };
}

const SKU_BASE = {
  lesson_minutes: 25,
  currency: 'CNY',
  purchase_limit: null,
  remaining: null,
  self_booking: true,
  daily_booking_limit: null,
  monthly_booking_limit: null,
  delivery_ways: ['classroom' as const],
};

export const LIVE_DETAIL: CourseDetail = {
  ...course(10, { title: 'HSK 2 one-on-one', tags: [LIVE_TAGS[0] as Tag] }),
  description: '<p>Covers the <strong>300 words</strong> of HSK 2.</p>',
  skus: [
    { ...SKU_BASE, id: 99, lesson_count: 1, total_minutes: 25, price_minor: 0, purchase_limit: 1 },
    { ...SKU_BASE, id: 100, lesson_count: 1, total_minutes: 25, price_minor: 3900, purchase_limit: 1 },
    {
      ...SKU_BASE,
      id: 101,
      lesson_count: 10,
      total_minutes: 250,
      price_minor: 9800,
      remaining: 5,
      delivery_ways: ['classroom', 'wechat'],
    },
    {
      ...SKU_BASE,
      id: 102,
      lesson_count: 20,
      total_minutes: 500,
      price_minor: 18_000,
      self_booking: false,
      remaining: 0,
    },
  ],
  group: null,
  video_lessons: [],
  for_sale: true,
};

export const GROUP_DETAIL: CourseDetail = {
  ...course(20, {
    kind: 'group',
    title: 'Evening conversation group',
    group_status: 0,
    starts_at: '2026-12-01T12:00:00Z',
    tags: [GROUP_TAGS[0] as Tag],
  }),
  description: '<p>Speak from the first session.</p>',
  skus: [
    { ...SKU_BASE, id: 200, lesson_count: 8, lesson_minutes: 60, total_minutes: 480, price_minor: 128_000 },
  ],
  group: {
    status: 0,
    cancelled: false,
    capacity: 6,
    min_head_count: 3,
    seats_left: 2,
    sessions: [
      { starts_at: '2026-12-01T12:00:00Z', minutes: 60 },
      { starts_at: '2026-12-08T12:00:00Z', minutes: 60 },
    ],
  },
  video_lessons: [],
  for_sale: true,
};

export const VIDEO_DETAIL: CourseDetail = {
  ...course(30, { kind: 'video', title: 'Pinyin and tones', teacher: null }),
  description: '',
  skus: [
    { ...SKU_BASE, id: 300, lesson_count: 30, lesson_minutes: 10, total_minutes: 300, price_minor: 19_850 },
  ],
  group: null,
  video_lessons: [
    {
      id: 2,
      position: 2,
      title: 'The four tones',
      minutes: 10,
      preview: false,
      items: [{ type: 'practice', title: 'Hear the tone' }],
    },
    {
      id: 1,
      position: 1,
      title: 'Initials and finals',
      minutes: 12,
      preview: true,
      items: [
        { type: 'words', title: 'mā má mǎ mà' },
        { type: 'highlight', title: 'Tone marks' },
      ],
    },
  ],
  for_sale: true,
};

type Answer = unknown | ((url: URL) => Response | Promise<Response>);

/**
 * A fake API by path: each entry answers one path (the value is the `response` body, or a function of the
 * URL returning a Response); rates are answered by default; anything else is a 404.
 */
/** A course's reviews when a test names none: nobody has reviewed it yet. */
const NO_REVIEWS = {
  summary: { average: 0, count: 0, distribution: [0, 0, 0, 0, 0] },
  page: 1,
  page_size: 10,
  list: [],
};

export function catalogueApi(answers: Record<string, Answer>, requests: URL[] = []) {
  return (request: Request): Response | Promise<Response> => {
    const url = new URL(request.url);
    requests.push(url);
    const path = url.pathname.replace(/^\/api/, '');
    const answer =
      path in answers
        ? answers[path]
        : path === '/open/waihui/rates'
          ? RATES_FIXTURE
          : path.endsWith('/reviews')
            ? NO_REVIEWS
            : undefined;
    if (answer === undefined) {
      return apiResponse({ error: { code: 404, message: 'Not found' } }, 404);
    }
    if (typeof answer === 'function') return (answer as (url: URL) => Response | Promise<Response>)(url);
    return apiResponse({ response: answer });
  };
}
