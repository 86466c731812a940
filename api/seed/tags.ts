import type { SeedTag } from '../src/seed-data.ts';

/**
 * Tags of the demo catalogue. Keys are unique within a scope: `live` tags describe teachers and
 * one-on-one courses, `group` and `video` those course kinds, `pub` blog posts and podcasts.
 */
export const tags: readonly SeedTag[] = [
  // One-on-one live lessons and teachers.
  {
    key: 'hsk-prep',
    scope: 'live',
    name: { 'zh-cn': 'HSK 备考', en: 'HSK prep', es: 'Preparación HSK', ja: 'HSK対策', ko: 'HSK 대비' },
  },
  {
    key: 'business',
    scope: 'live',
    name: {
      'zh-cn': '商务汉语',
      en: 'Business Chinese',
      es: 'Chino de negocios',
      ja: 'ビジネス中国語',
      ko: '비즈니스 중국어',
    },
  },
  {
    key: 'kids',
    scope: 'live',
    name: { 'zh-cn': '少儿中文', en: 'Kids', es: 'Niños', ja: 'キッズ', ko: '어린이' },
  },
  {
    key: 'conversation',
    scope: 'live',
    name: { 'zh-cn': '口语会话', en: 'Conversation', es: 'Conversación', ja: '会話', ko: '회화' },
  },
  {
    key: 'pronunciation',
    scope: 'live',
    name: { 'zh-cn': '发音纠正', en: 'Pronunciation', es: 'Pronunciación', ja: '発音矯正', ko: '발음 교정' },
  },
  {
    key: 'travel',
    scope: 'live',
    name: { 'zh-cn': '旅行中文', en: 'Travel', es: 'Viajes', ja: '旅行', ko: '여행' },
  },
  {
    key: 'beginner-friendly',
    scope: 'live',
    name: {
      'zh-cn': '零基础友好',
      en: 'Beginner-friendly',
      es: 'Ideal para principiantes',
      ja: '初心者歓迎',
      ko: '초보자 환영',
    },
  },
  {
    key: 'advanced',
    scope: 'live',
    name: { 'zh-cn': '高级进阶', en: 'Advanced', es: 'Nivel avanzado', ja: '上級', ko: '고급' },
  },

  // Small-group classes.
  {
    key: 'hsk-prep',
    scope: 'group',
    name: { 'zh-cn': 'HSK 备考班', en: 'HSK prep', es: 'Preparación HSK', ja: 'HSK対策', ko: 'HSK 대비' },
  },
  {
    key: 'kids',
    scope: 'group',
    name: { 'zh-cn': '少儿小班', en: 'Kids', es: 'Niños', ja: 'キッズ', ko: '어린이' },
  },
  {
    key: 'speaking',
    scope: 'group',
    name: { 'zh-cn': '口语小班', en: 'Speaking', es: 'Expresión oral', ja: 'スピーキング', ko: '말하기' },
  },
  {
    key: 'travel',
    scope: 'group',
    name: { 'zh-cn': '旅行中文', en: 'Travel', es: 'Viajes', ja: '旅行', ko: '여행' },
  },
  {
    key: 'workplace',
    scope: 'group',
    name: { 'zh-cn': '职场中文', en: 'Workplace', es: 'Entorno laboral', ja: '職場', ko: '직장' },
  },

  // Video courses.
  {
    key: 'pinyin',
    scope: 'video',
    name: {
      'zh-cn': '拼音声调',
      en: 'Pinyin & tones',
      es: 'Pinyin y tonos',
      ja: 'ピンイン・声調',
      ko: '병음·성조',
    },
  },
  {
    key: 'characters',
    scope: 'video',
    name: { 'zh-cn': '汉字', en: 'Characters', es: 'Caracteres', ja: '漢字', ko: '한자' },
  },
  {
    key: 'grammar',
    scope: 'video',
    name: { 'zh-cn': '语法', en: 'Grammar', es: 'Gramática', ja: '文法', ko: '문법' },
  },
  {
    key: 'hsk-prep',
    scope: 'video',
    name: { 'zh-cn': 'HSK 备考', en: 'HSK prep', es: 'Preparación HSK', ja: 'HSK対策', ko: 'HSK 대비' },
  },
  {
    key: 'everyday',
    scope: 'video',
    name: {
      'zh-cn': '生活实用',
      en: 'Everyday Chinese',
      es: 'Chino cotidiano',
      ja: '日常生活',
      ko: '생활 중국어',
    },
  },

  // Blog posts and podcasts.
  {
    key: 'pronunciation',
    scope: 'pub',
    name: { 'zh-cn': '发音', en: 'Pronunciation', es: 'Pronunciación', ja: '発音', ko: '발음' },
  },
  {
    key: 'study-tips',
    scope: 'pub',
    name: {
      'zh-cn': '学习方法',
      en: 'Study tips',
      es: 'Consejos de estudio',
      ja: '勉強法',
      ko: '학습 방법',
    },
  },
  {
    key: 'hsk',
    scope: 'pub',
    name: { 'zh-cn': 'HSK 考试', en: 'HSK exam', es: 'Examen HSK', ja: 'HSK試験', ko: 'HSK 시험' },
  },
  {
    key: 'culture',
    scope: 'pub',
    name: { 'zh-cn': '中国文化', en: 'Culture', es: 'Cultura', ja: '中国文化', ko: '중국 문화' },
  },
  {
    key: 'vocabulary',
    scope: 'pub',
    name: { 'zh-cn': '词汇', en: 'Vocabulary', es: 'Vocabulario', ja: '語彙', ko: '어휘' },
  },
  {
    key: 'grammar',
    scope: 'pub',
    name: { 'zh-cn': '语法', en: 'Grammar', es: 'Gramática', ja: '文法', ko: '문법' },
  },
  {
    key: 'business',
    scope: 'pub',
    name: { 'zh-cn': '商务', en: 'Business', es: 'Negocios', ja: 'ビジネス', ko: '비즈니스' },
  },
  {
    key: 'travel',
    scope: 'pub',
    name: { 'zh-cn': '旅行', en: 'Travel', es: 'Viajes', ja: '旅行', ko: '여행' },
  },
];
