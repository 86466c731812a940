import type { SeedCourse, SeedData, SeedSku, Texts } from '../seed-data.ts';

/** Five texts from an English and a Chinese one: the other languages are marked copies of the English. */
export function texts(en: string, zh: string): Texts {
  return { en, 'zh-cn': zh, es: `[es] ${en}`, ja: `[ja] ${en}`, ko: `[ko] ${en}` };
}

const sku = (
  lessonMinutes: number,
  lessonCount: number,
  priceMinor: number,
  more: Partial<SeedSku> = {},
) => ({
  lessonMinutes,
  lessonCount,
  priceMinor,
  purchaseLimit: null,
  stock: null,
  selfBooking: true,
  dailyBookingLimit: null,
  monthlyBookingLimit: null,
  deliveryWays: ['classroom' as const],
  ...more,
});

const course = (fields: Partial<SeedCourse> & Pick<SeedCourse, 'slug' | 'kind'>): SeedCourse => ({
  level: 'HSK 1',
  featured: false,
  title: texts(`Course ${fields.slug}`, `课程 ${fields.slug}`),
  summary: texts(`Summary of ${fields.slug}`, `${fields.slug} 的简介`),
  description: texts('<p>About this course.</p>', '<p>关于这门课。</p>'),
  sourceLanguage: 'en',
  tags: [],
  teacher: null,
  skus: [sku(25, 10, 100_000)],
  group: null,
  videoLessons: [],
  ...fields,
});

/** A small catalogue for tests: three teachers, five courses of the three kinds, posts and a page. */
export const catalogueFixtures: SeedData = {
  tags: [
    { key: 'hsk-prep', scope: 'live', name: texts('HSK prep', 'HSK 备考') },
    { key: 'business', scope: 'live', name: texts('Business', '商务') },
    { key: 'evening', scope: 'group', name: texts('Evening classes', '晚间班') },
    { key: 'pronunciation', scope: 'video', name: texts('Pronunciation', '发音') },
    { key: 'culture', scope: 'pub', name: texts('Culture', '文化') },
    { key: 'grammar', scope: 'pub', name: texts('Grammar', '语法') },
  ],
  teachers: [
    {
      slug: 'ana-li',
      name: 'Ana Li',
      experienceYears: 10,
      languages: ['zh', 'en', 'es'],
      rating: 4.9,
      featured: true,
      intro: texts('A patient coach for HSK exams.', '耐心的 HSK 考试教练。'),
      sourceLanguage: 'zh-cn',
      tags: ['hsk-prep'],
      video: 'https://video.example.com/ana-li.mp4',
    },
    {
      slug: 'bo-chen',
      name: 'Bo Chen',
      experienceYears: 6,
      languages: ['zh', 'en'],
      rating: 4.7,
      featured: true,
      intro: texts('Specialist in negotiation and meetings.', '擅长谈判和会议的商务汉语老师。'),
      sourceLanguage: 'zh-cn',
      tags: ['business', 'hsk-prep'],
      video: null,
    },
    {
      slug: 'cai-ming',
      name: 'Cai Ming',
      experienceYears: 15,
      languages: ['zh', 'ja'],
      rating: 4.8,
      featured: false,
      intro: texts('Calligraphy lover who teaches through stories.', '热爱书法，用故事教中文。'),
      sourceLanguage: 'zh-cn',
      tags: [],
      video: null,
    },
  ],
  courses: [
    course({
      slug: 'live-hsk1',
      kind: 'live',
      level: 'HSK 1',
      featured: true,
      teacher: 'ana-li',
      tags: ['hsk-prep'],
      title: texts('HSK 1 Essentials', 'HSK 一级核心课'),
      description: texts(
        '<p>Learn <strong>150 words</strong>.</p><script>alert(1)</script><p onclick="steal()">Tones.</p>',
        '<p>学习<strong>150 个词</strong>。</p>',
      ),
      skus: [
        sku(50, 10, 180_000, { deliveryWays: ['classroom', 'wechat'] }),
        sku(25, 10, 99_000, { purchaseLimit: 2, dailyBookingLimit: 1, monthlyBookingLimit: 12 }),
      ],
    }),
    course({
      slug: 'live-business',
      kind: 'live',
      level: 'HSK 4',
      teacher: 'bo-chen',
      tags: ['business'],
      title: texts('Business Chinese', '商务汉语'),
      summary: texts('Meetings and negotiation for professionals.', '职场会议和谈判。'),
      skus: [sku(50, 20, 480_000, { selfBooking: false, deliveryWays: ['skype'] })],
    }),
    course({
      slug: 'group-evening',
      kind: 'group',
      level: 'HSK 2',
      featured: true,
      teacher: 'ana-li',
      tags: ['evening'],
      title: texts('Evening Group Class', '晚间小班课'),
      skus: [sku(60, 12, 120_000, { stock: 5, purchaseLimit: 1 })],
      group: {
        capacity: 6,
        minHeadCount: 3,
        sessions: [
          { inDays: 10, shanghaiTime: '19:30', minutes: 60 },
          { inDays: 3, shanghaiTime: '19:30', minutes: 60 },
        ],
      },
    }),
    course({
      slug: 'video-tones',
      kind: 'video',
      level: 'Pinyin',
      tags: ['pronunciation'],
      title: texts('Master the Four Tones', '掌握四个声调'),
      skus: [sku(10, 8, 19_900)],
      videoLessons: [
        {
          title: texts('The first tone', '第一声'),
          minutes: 8,
          items: [
            { type: 'words', title: texts('Words with the first tone', '第一声的词') },
            { type: 'practice', title: texts('Say it back', '跟读练习') },
          ],
        },
        {
          title: texts('The second tone', '第二声'),
          minutes: 9,
          items: [{ type: 'highlight', title: texts('Rising pitch', '升调') }],
        },
      ],
    }),
    course({
      slug: 'video-radicals',
      kind: 'video',
      level: 'HSK 2',
      tags: [],
      title: texts('Radicals in Ten Minutes', '十分钟学部首'),
      skus: [sku(10, 5, 9_900)],
    }),
  ],
  posts: [
    {
      slug: 'tones-guide',
      kind: 'blog',
      author: 'Ana Li',
      publishedAt: '2026-01-10',
      tags: ['grammar'],
      title: texts('A guide to tones', '声调指南'),
      summary: texts('Why tones matter.', '为什么声调很重要。'),
      body: texts(
        '<h2>Tones</h2><p>Practise daily.</p><script>alert(1)</script><img src=x onerror=alert(1)><a href="javascript:alert(1)">click</a><a href="https://example.com/x">ok</a>',
        '<h2>声调</h2><p>每天练习。</p>',
      ),
      sourceLanguage: 'en',
      audio: null,
    },
    {
      slug: 'tea-culture',
      kind: 'podcast',
      author: 'Bo Chen',
      publishedAt: '2026-02-01',
      tags: ['culture'],
      title: texts('Tea culture', '茶文化'),
      summary: texts('A talk over tea.', '边喝茶边聊天。'),
      body: texts('<p>Show notes.</p>', '<p>节目笔记。</p>'),
      sourceLanguage: 'zh-cn',
      audio: { file: 'tea-culture-ep1.mp3', seconds: 600, type: 'audio/mpeg' },
    },
    {
      slug: 'not-yet',
      kind: 'blog',
      author: 'Cai Ming',
      publishedAt: '2099-01-01',
      tags: ['culture'],
      title: texts('Not published yet', '尚未发布'),
      summary: texts('Later.', '以后。'),
      body: texts('<p>Later.</p>', '<p>以后。</p>'),
      sourceLanguage: 'en',
      audio: null,
    },
  ],
  pages: [
    {
      uri: 'about-us',
      title: texts('About us', '关于我们'),
      description: texts('Who we are.', '我们是谁。'),
      body: texts(
        '<p>We teach Chinese.</p><iframe src="https://evil.example"></iframe>',
        '<p>我们教中文。</p>',
      ),
      sourceLanguage: 'en',
    },
  ],
};
