import type { DeliveryWay } from '@hanyu/contract';
import type { SeedGroupClass, SeedSku, SeedVideoLesson, Texts } from '../../src/seed-data.ts';

type SkuOptions = Partial<Omit<SeedSku, 'lessonMinutes' | 'lessonCount' | 'priceMinor'>>;

/** An item of `count` lessons of `minutes` each for `yuan` CNY; unlimited, self-booked, in the classroom unless told. */
export function sku(minutes: number, count: number, yuan: number, options: SkuOptions = {}): SeedSku {
  return {
    lessonMinutes: minutes,
    lessonCount: count,
    priceMinor: Math.round(yuan * 100),
    purchaseLimit: null,
    stock: null,
    selfBooking: true,
    dailyBookingLimit: null,
    monthlyBookingLimit: null,
    deliveryWays: ['classroom'] satisfies DeliveryWay[],
    ...options,
  };
}

/**
 * A group timetable: `count` sessions from `firstInDays` days after the seed day, cycling through
 * `gaps` (days from one session to the next), each at `time` Shanghai time.
 */
export function timetable(
  capacity: number,
  minHeadCount: number,
  firstInDays: number,
  count: number,
  gaps: number[],
  time: `${number}:${number}`,
  minutes: number,
): SeedGroupClass {
  const sessions: SeedGroupClass['sessions'] = [];
  let inDays = firstInDays;
  for (let index = 0; index < count; index++) {
    sessions.push({ inDays, shanghaiTime: time, minutes });
    inDays += gaps[index % gaps.length] ?? 7;
  }
  return { capacity, minHeadCount, sessions };
}

/** Practice kinds of the post-lesson item, titled the same way in every course. */
const PRACTICE = {
  record: {
    'zh-cn': '跟读录音，系统打分',
    en: 'Read aloud and get a score',
    es: 'Lee en voz alta y recibe tu puntuación',
    ja: '音読を録音して自動採点',
    ko: '따라 읽고 녹음해 점수 받기',
  },
  listen: {
    'zh-cn': '听音辨析练习',
    en: 'Listen and choose',
    es: 'Escucha y elige',
    ja: '聞き取り選択問題',
    ko: '듣고 고르기',
  },
  write: {
    'zh-cn': '描红与书写练习',
    en: 'Trace and write',
    es: 'Repasa y escribe',
    ja: 'なぞり書きと書き取り',
    ko: '따라 쓰기와 쓰기 연습',
  },
  quiz: {
    'zh-cn': '课后小测验',
    en: 'Quick quiz',
    es: 'Test rápido',
    ja: '確認ミニテスト',
    ko: '복습 미니 퀴즈',
  },
  exam: {
    'zh-cn': '真题格式练习',
    en: 'Questions in the exam format',
    es: 'Preguntas con el formato del examen',
    ja: '本番形式の練習問題',
    ko: '실전 형식 연습 문제',
  },
  dialogue: {
    'zh-cn': '情景对话练习',
    en: 'Role-play the dialogue',
    es: 'Practica el diálogo',
    ja: '場面会話のロールプレイ',
    ko: '상황 대화 역할극',
  },
  sentences: {
    'zh-cn': '造句练习',
    en: 'Build your own sentences',
    es: 'Crea tus propias frases',
    ja: '文を作ってみよう',
    ko: '직접 문장 만들기',
  },
} satisfies Record<string, Texts>;

export type PracticeKind = keyof typeof PRACTICE;

/**
 * A video lesson with its three items: the words to learn first (given in Chinese), the highlight of
 * the video, and the practice afterwards.
 */
export function videoLesson(
  minutes: number,
  title: Texts,
  words: string,
  highlight: Texts,
  practice: PracticeKind,
): SeedVideoLesson {
  return {
    title,
    minutes,
    items: [
      {
        type: 'words',
        title: {
          'zh-cn': `课前词汇：${words}`,
          en: `Words first: ${words}`,
          es: `Vocabulario previo: ${words}`,
          ja: `予習単語：${words}`,
          ko: `미리 보는 단어: ${words}`,
        },
      },
      { type: 'highlight', title: highlight },
      { type: 'practice', title: PRACTICE[practice] },
    ],
  };
}
