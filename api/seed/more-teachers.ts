import { LANGS, type Lang, LOCALE_OF_LANG, type ProfileLanguage, type WeeklyWindow } from '@hanyu/contract';
import type { SeedCourse, SeedTeacher, Texts } from '../src/seed-data.ts';
import { sku, timetable } from './courses/helpers.ts';

/*
 * The rest of the "about 200 teachers" the site claims (issue 29): 170 teachers drawn deterministically
 * beside the 30 written by hand, so that listings, search and filters are seen and measured at the size
 * the site says. Names, languages, gender, experience, prices, tags and weekly hours vary; each has a
 * one-on-one course, and a few an evening group class. Intros are composed from sentences translated into
 * every route language.
 */

export const GENERATED_TEACHER_COUNT = 170;

/** mulberry32: the same draws on every run. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const SURNAMES: ReadonlyArray<[string, string]> = [
  ['Wang', '王'],
  ['Li', '李'],
  ['Zhang', '张'],
  ['Liu', '刘'],
  ['Chen', '陈'],
  ['Yang', '杨'],
  ['Zhao', '赵'],
  ['Huang', '黄'],
  ['Zhou', '周'],
  ['Wu', '吴'],
  ['Xu', '徐'],
  ['Sun', '孙'],
  ['Hu', '胡'],
  ['Zhu', '朱'],
  ['Gao', '高'],
  ['Lin', '林'],
  ['He', '何'],
  ['Guo', '郭'],
  ['Ma', '马'],
  ['Luo', '罗'],
  ['Liang', '梁'],
  ['Song', '宋'],
  ['Zheng', '郑'],
  ['Xie', '谢'],
  ['Han', '韩'],
  ['Tang', '唐'],
  ['Feng', '冯'],
  ['Yu', '于'],
  ['Dong', '董'],
  ['Xiao', '萧'],
];

const GIVEN_NAMES: ReadonlyArray<[string, string, 'female' | 'male']> = [
  ['Fang', '芳', 'female'],
  ['Min', '敏', 'female'],
  ['Jing', '静', 'female'],
  ['Li', '丽', 'female'],
  ['Yan', '艳', 'female'],
  ['Juan', '娟', 'female'],
  ['Xia', '霞', 'female'],
  ['Ping', '萍', 'female'],
  ['Hui', '慧', 'female'],
  ['Lan', '兰', 'female'],
  ['Yue', '悦', 'female'],
  ['Qing', '晴', 'female'],
  ['Xinyi', '欣怡', 'female'],
  ['Yuting', '雨婷', 'female'],
  ['Siqi', '思琪', 'female'],
  ['Shuang', '爽', 'female'],
  ['Mengyao', '梦瑶', 'female'],
  ['Wen', '雯', 'female'],
  ['Qiang', '强', 'male'],
  ['Jun', '军', 'male'],
  ['Jie', '杰', 'male'],
  ['Tao', '涛', 'male'],
  ['Ming', '明', 'male'],
  ['Chao', '超', 'male'],
  ['Hao', '浩', 'male'],
  ['Yong', '勇', 'male'],
  ['Bin', '斌', 'male'],
  ['Zihan', '子涵', 'male'],
  ['Haoran', '浩然', 'male'],
  ['Yifan', '一帆', 'male'],
  ['Jian', '健', 'male'],
  ['Kai', '凯', 'male'],
  ['Lei', '磊', 'male'],
  ['Bo', '博', 'male'],
];

/** Languages a teacher may speak beside Chinese, the commonest first. */
const SECOND_LANGUAGES: readonly ProfileLanguage[] = [
  'en',
  'en',
  'en',
  'en',
  'es',
  'ja',
  'ko',
  'fr',
  'de',
  'ru',
  'pt',
  'it',
  'th',
  'vi',
  'ar',
  'id',
];

/** Teachers born abroad who teach Chinese: their native language is the other one. */
const NATIVE_ABROAD: readonly ProfileLanguage[] = ['ms', 'id', 'en', 'th', 'vi', 'es'];

type Focus =
  | 'hsk-prep'
  | 'business'
  | 'kids'
  | 'conversation'
  | 'pronunciation'
  | 'travel'
  | 'beginner-friendly'
  | 'advanced';
const FOCUSES: readonly Focus[] = [
  'conversation',
  'hsk-prep',
  'beginner-friendly',
  'business',
  'kids',
  'pronunciation',
  'travel',
  'advanced',
];

const FOCUS_SENTENCE: Record<Focus, Texts> = {
  'hsk-prep': {
    'zh-cn': '专注 HSK 备考，用真题讲清每一个考点。',
    en: 'Focuses on HSK preparation and explains every point with real past papers.',
    es: 'Se centra en la preparación del HSK y explica cada punto con exámenes reales.',
    ja: 'HSK対策が専門で、過去問を使って出題ポイントを一つずつ解説します。',
    ko: 'HSK 대비를 전문으로 하며, 기출 문제로 출제 포인트를 하나하나 설명합니다.',
  },
  business: {
    'zh-cn': '擅长商务汉语：会议、谈判、邮件和电话。',
    en: 'Specialises in Business Chinese: meetings, negotiations, email and phone calls.',
    es: 'Especialista en chino de negocios: reuniones, negociaciones, correos y llamadas.',
    ja: 'ビジネス中国語が得意で、会議・商談・メール・電話応対を教えます。',
    ko: '회의, 협상, 이메일, 전화 응대 등 비즈니스 중국어에 강합니다.',
  },
  kids: {
    'zh-cn': '给孩子上课很有耐心，用儿歌、游戏和图画学中文。',
    en: 'Patient with children, teaching through songs, games and pictures.',
    es: 'Tiene mucha paciencia con los niños y enseña con canciones, juegos e imágenes.',
    ja: '子どもへの指導が丁寧で、歌やゲーム、絵を使って中国語を教えます。',
    ko: '아이들을 인내심 있게 가르치며, 노래와 게임, 그림으로 중국어를 익히게 합니다.',
  },
  conversation: {
    'zh-cn': '课堂以对话为主，让你从第一节课就开口说。',
    en: 'Builds lessons around conversation, so you speak from the very first lesson.',
    es: 'Organiza las clases en torno a la conversación para que hables desde la primera clase.',
    ja: '会話中心の授業で、最初のレッスンから話せるようになります。',
    ko: '대화 중심 수업으로 첫 수업부터 말문을 열어 줍니다.',
  },
  pronunciation: {
    'zh-cn': '对发音要求细致，特别帮你练好声调。',
    en: 'Pays close attention to pronunciation and helps you get the tones right.',
    es: 'Cuida mucho la pronunciación y te ayuda a dominar los tonos.',
    ja: '発音に細やかで、特に声調をしっかり身につけられるよう指導します。',
    ko: '발음을 꼼꼼히 봐 주며, 특히 성조를 정확히 익히도록 돕습니다.',
  },
  travel: {
    'zh-cn': '教你旅行中真正用得上的中文：问路、点菜、购物。',
    en: 'Teaches the Chinese you really need when travelling: directions, ordering food, shopping.',
    es: 'Enseña el chino que de verdad necesitas al viajar: pedir indicaciones, pedir comida, comprar.',
    ja: '道を尋ねる、料理を注文する、買い物をするなど、旅行で本当に使える中国語を教えます。',
    ko: '길 묻기, 음식 주문, 쇼핑 등 여행에서 실제로 쓰는 중국어를 가르칩니다.',
  },
  'beginner-friendly': {
    'zh-cn': '特别适合零基础学员，从拼音一步一步学起。',
    en: 'Ideal for complete beginners, starting step by step from pinyin.',
    es: 'Ideal para quien empieza de cero, paso a paso desde el pinyin.',
    ja: 'まったくの初心者に最適で、ピンインから一歩ずつ学べます。',
    ko: '완전 초보자에게 딱 맞으며, 병음부터 한 단계씩 배웁니다.',
  },
  advanced: {
    'zh-cn': '带高级学员读新闻、讨论时事、写正式文章。',
    en: 'Takes advanced learners through the news, current debates and formal writing.',
    es: 'Acompaña a estudiantes avanzados con noticias, debates de actualidad y redacción formal.',
    ja: '上級者向けに、ニュース読解や時事討論、フォーマルな作文を指導します。',
    ko: '고급 학습자와 뉴스 읽기, 시사 토론, 격식 있는 글쓰기를 합니다.',
  },
};

const YEARS: Record<Lang, (years: number) => string> = {
  'zh-cn': (years) => `教中文已经${years}年。`,
  en: (years) => `Has taught Chinese for ${years} years.`,
  es: (years) => `Enseña chino desde hace ${years} años.`,
  ja: (years) => `中国語を教えて${years}年になります。`,
  ko: (years) => `${years}년째 중국어를 가르치고 있습니다.`,
};

const SPEAKS: Record<Lang, (languages: string) => string> = {
  'zh-cn': (languages) => `上课时也可以用${languages}讲解。`,
  en: (languages) => `Can also explain in ${languages}.`,
  es: (languages) => `También puede explicar en ${languages}.`,
  ja: (languages) => `${languages}での説明もできます。`,
  ko: (languages) => `${languages}로도 설명할 수 있습니다.`,
};

/** Language names and lists in a route language ("English and Spanish", "英语和西班牙语"). */
function languageList(codes: readonly string[], lang: Lang): string {
  const locale = LOCALE_OF_LANG[lang];
  const names = new Intl.DisplayNames([locale], { type: 'language' });
  return new Intl.ListFormat(locale, { type: 'conjunction' }).format(
    codes.map((code) => names.of(code) ?? code),
  );
}

function texts(make: (lang: Lang) => string): Texts {
  return Object.fromEntries(LANGS.map((lang) => [lang, make(lang)])) as Texts;
}

const hours = (days: readonly number[], from: number, to: number): WeeklyWindow[] =>
  days.map((week) => ({ week, begin_minute: from * 60, end_minute: to * 60 }));
const WEEKDAYS = [1, 2, 3, 4, 5];
const EVERY_DAY = [1, 2, 3, 4, 5, 6, 7];

/**
 * Weekly hours in Shanghai time, so that learners of every zone find someone: Shanghai early mornings are
 * European evenings, Shanghai late mornings American evenings.
 */
const WEEKS: readonly WeeklyWindow[][] = [
  [...hours(WEEKDAYS, 9, 12), ...hours(WEEKDAYS, 14, 18)],
  hours(EVERY_DAY, 18, 23),
  hours([1, 2, 3, 4, 5, 6], 6, 10),
  [...hours([2, 3, 4, 5, 6], 0, 5), ...hours([2, 3, 4, 5, 6], 20, 24)],
  hours([1, 2, 3, 4, 5, 6], 8, 21),
  hours([6, 7], 8, 20),
  [...hours(WEEKDAYS, 1, 7), ...hours([6, 7], 10, 16)],
  [...hours([1, 3, 5], 7, 12), ...hours([2, 4, 6], 19, 23)],
];

export interface GeneratedCatalogue {
  teachers: SeedTeacher[];
  courses: SeedCourse[];
}

/** The generated teachers and their courses; `taken` holds the slugs already used (the hand-written ones). */
export function generatedCatalogue(taken: ReadonlySet<string>): GeneratedCatalogue {
  const draw = random(29);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(draw() * items.length)] as T;
  const used = new Set(taken);
  const teachers: SeedTeacher[] = [];
  const courses: SeedCourse[] = [];
  for (let index = 0; teachers.length < GENERATED_TEACHER_COUNT; index++) {
    const [surname, surnameHanzi] = SURNAMES[(index * 7) % SURNAMES.length] as [string, string];
    const [given, givenHanzi, gender] = GIVEN_NAMES[
      (index * 11 + Math.floor(index / 30)) % GIVEN_NAMES.length
    ] as [string, string, 'female' | 'male'];
    const slug = `${surname}-${given}`.toLowerCase();
    if (used.has(slug)) continue;
    used.add(slug);
    const name = `${surname} ${given}`;
    const hanzi = `${surnameHanzi}${givenHanzi}`;

    const abroad = draw() < 0.12;
    const nativeLanguage: ProfileLanguage = abroad ? pick(NATIVE_ABROAD) : 'zh';
    const others = new Set<string>(nativeLanguage === 'zh' ? [] : [nativeLanguage]);
    others.add(pick(SECOND_LANGUAGES));
    if (draw() < 0.35) others.add(pick(SECOND_LANGUAGES));
    const spoken = [...others].filter((code) => code !== 'zh');
    const experienceYears = 3 + Math.floor(draw() * 18);
    const focus = pick(FOCUSES);
    const second = pick(FOCUSES);
    const tags = focus === second ? [focus] : [focus, second];
    // One 25-minute lesson from ¥45 to ¥220, in steps of ¥5.
    const lessonYuan = 45 + 5 * Math.floor(draw() * 36);

    teachers.push({
      slug,
      name,
      experienceYears,
      languages: ['zh', ...spoken],
      rating: Math.round((4 + draw()) * 10) / 10,
      featured: false,
      sourceLanguage: 'zh-cn',
      tags,
      video: null,
      availability: WEEKS[index % WEEKS.length],
      gender,
      nativeLanguage,
      // A short past (a fifth of the usual) keeps the one-command start quick with 170 more teachers.
      historyShare: 0.2,
      intro: texts(
        (lang) =>
          `${YEARS[lang](experienceYears)}${lang === 'zh-cn' || lang === 'ja' ? '' : ' '}${FOCUS_SENTENCE[focus][lang]}${
            lang === 'zh-cn' || lang === 'ja' ? '' : ' '
          }${SPEAKS[lang](languageList(spoken, lang))}`,
      ),
    });
    courses.push({
      slug: `one-on-one-${slug}`,
      kind: 'live',
      level:
        focus === 'advanced' || focus === 'business' ? 'HSK 4' : focus === 'hsk-prep' ? 'HSK 3' : 'HSK 1',
      featured: false,
      sourceLanguage: 'zh-cn',
      tags,
      teacher: slug,
      skus: [
        sku(25, 10, lessonYuan * 10),
        sku(50, 10, Math.round(lessonYuan * 1.9) * 10, { deliveryWays: ['classroom', 'wechat'] }),
      ],
      group: null,
      videoLessons: [],
      title: {
        'zh-cn': `${hanzi}老师一对一中文课`,
        en: `One-on-one Chinese with ${name}`,
        es: `Chino individual con ${name}`,
        ja: `${name}先生のマンツーマン中国語`,
        ko: `${name} 선생님과 1:1 중국어`,
      },
      summary: FOCUS_SENTENCE[focus],
      description: texts((lang) => `<p>${FOCUS_SENTENCE[focus][lang]}</p>`),
    });
    if (index % 25 === 3) courses.push(groupClass(slug, name, hanzi, lessonYuan, index));
  }
  return { teachers, courses };
}

/** An evening speaking circle of eight sessions, starting a few days after the seed day. */
function groupClass(
  slug: string,
  name: string,
  hanzi: string,
  lessonYuan: number,
  index: number,
): SeedCourse {
  return {
    slug: `speaking-circle-${slug}`,
    kind: 'group',
    level: 'HSK 2',
    featured: false,
    sourceLanguage: 'zh-cn',
    tags: ['speaking'],
    teacher: slug,
    skus: [sku(60, 8, Math.round(lessonYuan * 0.6) * 8)],
    group: timetable(8, 3, 4 + (index % 6), 8, [3, 4], '19:30', 60),
    videoLessons: [],
    title: {
      'zh-cn': `${hanzi}老师的晚间口语小班`,
      en: `Evening speaking circle with ${name}`,
      es: `Círculo de conversación vespertino con ${name}`,
      ja: `${name}先生の夜の会話グループ`,
      ko: `${name} 선생님의 저녁 회화 소그룹`,
    },
    summary: {
      'zh-cn': '最多八人的小班，每周两次晚上练口语。',
      en: 'A small group of at most eight, speaking practice two evenings a week.',
      es: 'Un grupo de ocho personas como máximo, práctica oral dos tardes por semana.',
      ja: '最大8人の少人数クラスで、週2回夜に会話を練習します。',
      ko: '최대 8명의 소그룹으로, 일주일에 두 번 저녁에 회화를 연습합니다.',
    },
    description: {
      'zh-cn': '<p>八次课，每次一小时，围绕日常话题轮流发言，老师随时纠正发音和用词。</p>',
      en: '<p>Eight one-hour sessions on everyday topics, taking turns to speak while the teacher corrects pronunciation and word choice.</p>',
      es: '<p>Ocho sesiones de una hora sobre temas cotidianos: habláis por turnos y el profesor corrige la pronunciación y el vocabulario.</p>',
      ja: '<p>1時間×8回。日常的な話題で順番に話し、講師が発音や言葉づかいをその場で直します。</p>',
      ko: '<p>한 시간씩 여덟 번, 일상 주제로 돌아가며 말하고 선생님이 발음과 어휘를 바로잡아 줍니다.</p>',
    },
  };
}
