import type {
  CmsPage,
  LevelResult,
  LevelTestResponse,
  PubCard,
  PubDetail,
  PubListResponse,
  ReviewPage,
  Tag,
  TeacherDetail,
} from '@hanyu/contract';
import { apiResponse } from './render-route.tsx';

/** Fixtures of the library pages (teacher, blog and podcast, CMS page, level test), as the API sends them. */
export const TEACHER_FIXTURE: TeacherDetail = {
  id: 7,
  name: 'Zhang Wei',
  avatar: '/api/open/teachers/7/avatar.svg',
  experience_years: 8,
  languages: ['Chinese', 'English', 'Spanish'],
  intro: 'I taught Chinese at a university in Madrid for six years.\nMy lessons are full of conversation.',
  rating: 4.8,
  lessons_taught: 5120,
  tags: [
    { id: 1, scope: 'live', name: 'HSK' },
    { id: 2, scope: 'live', name: 'Business Chinese' },
  ],
  video: '/media/teachers/7/intro.mp4',
  statistics: {
    classes_to_prepare: 14,
    classes_completed: 5120,
    students_served: 312,
    total_minutes: 7425,
  },
  // Monday 08:00–12:00 and Saturday 19:00–21:30 in Beijing time, the week of 2026-03-02.
  availability: [
    {
      week: 1,
      begin_minute: 480,
      end_minute: 720,
      starts_at: '2026-03-02T00:00:00.000Z',
      ends_at: '2026-03-02T04:00:00.000Z',
    },
    {
      week: 6,
      begin_minute: 1140,
      end_minute: 1290,
      starts_at: '2026-03-07T11:00:00.000Z',
      ends_at: '2026-03-07T13:30:00.000Z',
    },
  ],
  courses: [
    {
      id: 31,
      kind: 'group',
      title: 'Business Chinese in small groups',
      summary: 'Meetings, e-mails and small talk with colleagues.',
      level: 'HSK 3',
      lesson_count: 12,
      lesson_minutes: 60,
      price_minor: 120_000,
      currency: 'CNY',
      cover: 'linear-gradient(135deg, #fdeee9, #e3f4f1)',
      tags: [],
      teacher: { id: 7, name: 'Zhang Wei', avatar: '/api/open/teachers/7/avatar.svg' },
      group_status: 0,
      starts_at: '2026-12-01T11:00:00Z',
      rating: 0,
      review_count: 0,
    },
    {
      id: 30,
      kind: 'live',
      title: 'One-on-one conversation',
      summary: 'Speak from the first minute, on the topics you choose.',
      level: 'HSK 2',
      lesson_count: 10,
      lesson_minutes: 25,
      price_minor: 99_000,
      currency: 'CNY',
      cover: '/api/open/courses/30/cover.svg',
      tags: [],
      teacher: { id: 7, name: 'Zhang Wei', avatar: '/api/open/teachers/7/avatar.svg' },
      group_status: null,
      starts_at: null,
      rating: 0,
      review_count: 0,
    },
  ],
};

export const PUB_TAGS: Tag[] = [
  { id: 3, scope: 'pub', name: 'Culture' },
  { id: 4, scope: 'pub', name: 'Pronunciation' },
];

export const BLOG_CARD: PubCard = {
  id: 5,
  kind: 'blog',
  title: 'Five ways to remember characters',
  summary: 'Stories, radicals and spaced repetition.',
  cover: '/api/open/pub/5/cover.svg',
  author: 'Li Na',
  published_at: '2026-10-20T08:00:00Z',
  tags: [{ id: 3, scope: 'pub', name: 'Culture' }],
  audio_seconds: null,
};

export const PODCAST_CARD: PubCard = {
  id: 6,
  kind: 'podcast',
  title: 'Tones without tears',
  summary: 'A conversation about the four tones.',
  cover: 'linear-gradient(135deg, #e3f4f1, #fdeee9)',
  author: 'Wang Lin',
  published_at: '2026-10-12T08:00:00Z',
  tags: [{ id: 4, scope: 'pub', name: 'Pronunciation' }],
  audio_seconds: 1510,
};

export const PUB_LIST_FIXTURE: PubListResponse = {
  list: [BLOG_CARD, PODCAST_CARD],
  paging: { page: 1, page_size: 12, total: 2 },
};

export const BLOG_FIXTURE: PubDetail = {
  ...BLOG_CARD,
  body_html:
    '<p>Characters are easier than they look.</p><h2>Learn the radicals</h2><ul><li>水 water</li><li>木 tree</li></ul><blockquote><p lang="zh-CN">学而时习之</p></blockquote>',
  audio: null,
};

export const PODCAST_FIXTURE: PubDetail = {
  ...PODCAST_CARD,
  body_html: '<p>In this episode we practise the third tone.</p>',
  audio: { url: '/media/pub/6/episode.mp3', type: 'audio/mpeg' },
};

export const CMS_FIXTURE: CmsPage = {
  uri: 'refund-policy',
  title: 'Refund policy',
  description: 'How refunds of unused lessons work.',
  body_html: '<h2>Within 30 days</h2><p>We refund the lessons you have not taken.</p>',
  updated_at: '2026-09-01T00:00:00Z',
};

export const LEVEL_TEST_FIXTURE: LevelTestResponse = {
  questions: [
    {
      id: 'q1',
      prompt: '你好！',
      instruction: 'What does this greeting mean?',
      options: [
        { id: 'a', text: 'Hello!' },
        { id: 'b', text: 'Goodbye!' },
      ],
    },
    {
      id: 'q2',
      prompt: '我___中国人。',
      instruction: 'Choose the word that fills the gap.',
      options: [
        { id: 'a', text: '是' },
        { id: 'b', text: '有' },
        { id: 'c', text: '在' },
      ],
    },
    {
      id: 'q3',
      prompt: '他昨天去图书馆了。',
      instruction: 'When did he go to the library?',
      options: [
        { id: 'a', text: 'Today' },
        { id: 'b', text: 'Yesterday' },
      ],
    },
  ],
};

export const LEVEL_RESULT_FIXTURE: LevelResult = {
  score: 2,
  max_score: 3,
  grade: 'beginner',
  hsk_level: 2,
  plan: {
    summary: 'You know the basics; now build everyday conversation.',
    weekly_lessons: 3,
    steps: ['Review the tones', 'Learn 300 everyday words', 'Take HSK 2'],
    course_kinds: ['live', 'video'],
  },
  saved: false,
};

/** Answers the sdk's calls by path under /api; anything unknown gets the API's 404. */
/** A teacher's or course's reviews when a test names none: nobody has reviewed yet. */
export const NO_REVIEWS: ReviewPage = {
  summary: { average: 0, count: 0, distribution: [0, 0, 0, 0, 0] },
  page: 1,
  page_size: 10,
  list: [],
};

export function libraryApi(routes: Record<string, (request: Request, url: URL) => unknown>) {
  return async (request: Request): Promise<Response> => {
    const url = new URL(request.url);
    const path = url.pathname.replace(/^\/api/, '');
    const key = `${request.method} ${path}`;
    const handler = routes[key] ?? routes[path] ?? (path.endsWith('/reviews') ? () => NO_REVIEWS : undefined);
    if (!handler) return apiResponse({ error: { code: 404, message: 'Not found' } }, 404);
    const answer = await handler(request, url);
    return answer instanceof Response ? answer : apiResponse({ response: answer });
  };
}
